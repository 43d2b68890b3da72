// 流水分类规则's own calls besides the standard ones: copyDefaults — the tenant's list started as copies of the
// defaults (only while it has none: the defaults are what applies until then) — and defaults — the default rules as
// the screen shows them while the tenant has none of its own.
import { bankCategoryRule, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest } from '../../platform/http/errors';
import { copyDefaultRules, defaultRuleRows, storedRules } from './rules';

const BASE = `/api${bankCategoryRule.api}`;
const TAGS = ['Bank statements'];

interface Deps {
  db: Db;
  rules: ResourceService<typeof bankCategoryRule>;
}

export function registerRuleRoutes(app: FastifyInstance, { db, rules }: Deps) {
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/defaults`,
    permission: 'risk_bankwater_rule_view',
    tags: TAGS,
    summary:
      '流水分类规则 — the default rules as rows (what applies while the tenant has none of its own), and whether it has its own',
    params: [],
    handler: async ({ ctx }) => ({
      own: (await storedRules(db, ctx)).length > 0,
      rules: defaultRuleRows(),
    }),
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/copyDefaults`,
    permission: 'risk_bankwater_rule_add',
    tags: TAGS,
    summary:
      '流水分类规则 — the tenant’s own list started as copies of the default rules (refused once it has rules of its own) → how many',
    params: [],
    handler: async ({ ctx }) =>
      rules.write(ctx, {}, async (h) => {
        if ((await storedRules(h.tx, h.ctx)).length)
          throw badRequest(
            l('已有自定义分类规则, 请直接修改', 'The tenant has its own category rules already; edit them instead'),
          );
        return copyDefaultRules(h.tx, h.ctx);
      }),
  });
}
