// What a 担保变更 does to its contract's security, line by line, as its approvers decide on it (GET securityDiff): each
// guarantee and 抵质押合同 of the contract kept or released, and each new one added — before it applies, the contract's
// live security and the change's new rows; once applied, the security as the change left it (what it released and
// what it tied, by their numbers).
import { type SecurityLine, guaranteeChange, id, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { splitIds } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import type { FamilyHandle } from '../flow';
import type { ProjectApi } from '../project';

const idsOf = (v: unknown) => new Set(splitIds(v));

export function securityLines(record: Row, security: { guarantees: Row[]; bases: Row[] }): SecurityLine[] {
  const applied = !!record.appliedTime;
  const news = {
    guarantee: (record.newGuarantees as Row[] | undefined) ?? [],
    base: (record.newCollaterals as Row[] | undefined) ?? [],
  };
  const released = { guarantee: idsOf(record.releaseGuaranteeIds), base: idsOf(record.releaseBaseIds) };
  const made = {
    guarantee: new Set(news.guarantee.map((r) => String(r.guaranteeId ?? ''))),
    base: new Set(news.base.map((r) => String(r.baseId ?? ''))),
  };
  const lines: SecurityLine[] = [];
  const existing = (kind: SecurityLine['kind'], rows: Row[], no: string, giver: string, releasedOn: string) => {
    for (const r of rows) {
      const rid = String(r.id);
      const action = released[kind].has(rid) ? 'release' : made[kind].has(rid) ? 'add' : 'keep';
      // Released before this change (another's doing): no longer the contract's security.
      if (r[releasedOn] && action === 'keep') continue;
      // Once applied, its own additions are listed among the contract's; before, they are its new rows below.
      if (action === 'add' && !applied) continue;
      lines.push({
        kind,
        id: rid,
        no: String(r[no] ?? ''),
        giver: (r[giver] as string) ?? null,
        amount: String(r.amount ?? ''),
        action,
      });
    }
  };
  existing('guarantee', security.guarantees, 'guaranteeNo', 'guarantorName', 'releaseDate');
  existing('base', security.bases, 'mortpleNo', 'ownerName', 'finishdate');
  if (!applied) {
    for (const r of news.guarantee)
      lines.push({
        kind: 'guarantee',
        id: null,
        no: null,
        giver: (r.guarantorName as string) ?? null,
        amount: String(r.amount ?? ''),
        action: 'add',
      });
    for (const r of news.base)
      lines.push({
        kind: 'base',
        id: null,
        no: null,
        giver: (r.ownerName as string) ?? null,
        amount: String(r.amount ?? ''),
        action: 'add',
      });
  }
  return lines;
}

export function registerSecurityDiff(app: FastifyInstance, db: Db, handle: FamilyHandle, projects: ProjectApi) {
  defineRoute(app, {
    method: 'GET',
    url: `/api${guaranteeChange.api}/securityDiff`,
    permission: null,
    tags: [guaranteeChange.label['en-US']],
    summary:
      '担保变更 — its contract’s security line by line: [{kind, id, no, giver, amount, action: keep | release | add}] (as proposed; as applied once applied)',
    params: [id('businessId', guaranteeChange.noun!, { required: l('请选择一条数据', 'Please select a record') })],
    // Whoever may read the record (its detail call's rule: its approvers too) reads what it does.
    handler: async ({ ctx, params }) => {
      const record = await handle.detail(ctx, String(params.businessId));
      const applied = !!record.appliedTime;
      return securityLines(record, await projects.contractSecurity(db, ctx, String(record.contractId), applied));
    },
  });
}
