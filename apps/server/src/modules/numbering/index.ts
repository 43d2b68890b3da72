import { date, l, text } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { envelopeSchema } from '../../platform/http/envelope';
import { badRequest } from '../../platform/http/errors';
import { type DatePattern, type ResetCycle, repeatsNumbers } from './format';
import { NUMBERING_MENUS } from './menus';
import { numberingRepos } from './repos';
import { seedNumberingRules } from './seed';
import { NumberingService } from './service';
import { type NoApi, defineModule } from '../host';

export { NumberingService } from './service';
export { seedNumberingRules } from './seed';

export interface NumberingModuleDeps {
  db: Db;
}

const _query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

/** A rule whose restarting sequence is not told apart by its date part would hand out the same number twice. */
function checkRule(rule: Row) {
  const why = repeatsNumbers({
    datePattern: rule.datePattern as DatePattern,
    resetCycle: rule.resetCycle as ResetCycle,
  });
  if (why) throw badRequest(why);
}

/**
 * Numbering rules (编号规则): the rules' standard calls, and 预览 — the next number of a rule, taken from nobody.
 * Modules take numbers with NumberingService.next inside their own transactions.
 */
export function registerNumberingModule(app: FastifyInstance, { db }: NumberingModuleDeps) {
  const repo = numberingRepos.rule;
  const def = repo.def;
  registerResourceRoutes(app, {
    def,
    repo,
    db,
    hooks: {
      beforeCreate: (_h, values) => checkRule(values),
      async beforeUpdate({ tx, ctx }, values, current) {
        const next = { ...current, ...values };
        checkRule(next);
        const changed = next.datePattern !== current.datePattern || next.resetCycle !== current.resetCycle;
        if (changed && (await NumberingService.used(tx, ctx, String(current.code))))
          throw badRequest(
            l(
              '该规则已生成过编号，不能再修改日期格式或重置周期(否则编号可能重复)；请新建规则',
              'Numbers have been taken under this rule, so its date part and reset cycle can no longer change (numbers could repeat); add a new rule instead',
            ),
          );
      },
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `/api${def.api}/preview`,
    permission: `${def.permission}_view`,
    tags: [def.label['en-US']],
    summary: `${def.label['zh-CN']} — the next number of a rule, without taking it`,
    params: [
      text('code', l('规则编码', 'Rule code'), { required: l('请输入规则编码', 'please enter the rule code') }),
      date('date', l('业务日期', 'Business date')),
    ],
    response: {
      200: envelopeSchema({
        type: 'object',
        properties: {
          number: { type: 'string' },
          sequence: { type: 'integer' },
          periodKey: { type: 'string', description: "'-' (never resets), yyyy, yyyyMM or yyyyMMdd" },
        },
      }),
    },
    handler: ({ ctx, params }) => NumberingService.preview(db, ctx, params.code, params.date ?? undefined),
  });
}

declare module '../host' {
  interface ModuleApis {
    numbering: NoApi;
  }
}

/** 编号规则: the numbers of projects, contracts and IOUs. */
export const numberingModule = defineModule({
  name: 'numbering',
  menus: NUMBERING_MENUS,
  tenantSeed: seedNumberingRules, // every tenant starts with project, contract and IOU numbers
  register: (host) => registerNumberingModule(host.app, { db: host.db }),
});
