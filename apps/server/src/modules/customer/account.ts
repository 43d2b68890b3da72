// 账户 (account/account): a customer's bank accounts — the number as digits (people type it in groups), at most one
// default per holder and purpose (marking one unmarks the other, in the same write), and getAccountList(pid).
import { account, id, l } from '@flp/shared';
import { normaliseBankAccount } from '@flp/shared/validate';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { customerRepos } from './repos';

const repo = customerRepos.account;

/** The other defaults of the holder and purpose, unmarked: one default each. */
async function onlyDefault(h: HookContext, row: Row) {
  if (Number(row.isDefault) !== 1) return;
  const others = await repo.list(h.tx, h.ctx, {
    where: [
      and(
        eq(repo.col('pid'), String(row.pid)),
        eq(repo.col('purpose'), String(row.purpose)),
        eq(repo.col('isDefault'), 1),
        ne(repo.col('id'), String(row.id)),
      )!,
    ],
  });
  for (const o of others) await repo.update(h.tx, h.ctx, o.id, { isDefault: 0 });
  if (others.length)
    h.changed(
      account.name,
      'update',
      others.map((o) => o.id),
    );
}

export const accountHooks: ResourceHooks<typeof account> = {
  prepare(_h, body) {
    if (typeof body.accountNo === 'string') body.accountNo = normaliseBankAccount(body.accountNo);
  },
  afterWrite: (h, row) => onlyDefault(h, row),
};

export function registerAccountRoutes(app: FastifyInstance, db: Db) {
  const accounts = registerResourceRoutes(app, { repo, db, hooks: accountHooks });
  defineRoute(app, {
    method: 'GET',
    url: `/api${account.api}/getAccountList`,
    permission: 'customer_account_view',
    tags: [account.label['en-US']],
    summary: '账户 — the accounts of one holder (pid), defaults first',
    params: [
      id('pid', l('账户所有人', 'Account holder'), { required: l('请选择账户所有人', 'please select the holder') }),
    ],
    handler: ({ ctx, params, req }) =>
      accounts.list(ctx, { pid: params.pid, descs: 'is_default', ascs: 'create_time' }, { req }),
  });
}
