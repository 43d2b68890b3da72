// The project's rules beyond its definition: its number, its owner, the figures the server sets on every save
// (租赁物价值, 租金总额, IRR, 特殊审批事项), the lessee checks, and removal only as a draft.
import { l, project, fieldLabel } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { invalidField, labelled } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import { customerCard } from '../customer';
import { settleProjectGuarantees } from './collateral';
import { NumberingService } from '../numbering';
import { numberParam } from '../system';
import { PROJECT_PARAMS } from './params';
import { collateralRepos } from './repos';
import { computedFigures } from './terms';

const label = (name: string) => fieldLabel(project, name);
const idList = (v: unknown) => (typeof v === 'string' && v ? v.split(',') : Array.isArray(v) ? v.map(String) : []);

/** The project's leased items as this save leaves them: the list sent with it, else those stored. */
async function itemsOf(h: HookContext, id: string | undefined, body: Row): Promise<Row[]> {
  if (Array.isArray(body.items)) return body.items as Row[];
  if (!id) return [];
  const repo = collateralRepos.subjectMatter;
  return repo.list(h.tx, beyondDataScope(h.ctx), { where: [eq(repo.col('projectId'), id)], limit: 10_000 });
}

/** One line per broken rule (the project then needs 特殊审批 after 党支部决议). */
export async function specialReasonsOf(h: HookContext, row: Row): Promise<string> {
  const reasons: string[] = [];
  const minRate = await numberParam(h.tx, h.ctx, PROJECT_PARAMS.minRate);
  const maxMonths = await numberParam(h.tx, h.ctx, PROJECT_PARAMS.maxTermMonths);
  if (row.annualRate !== null && row.annualRate !== undefined && new D(String(row.annualRate)).lt(minRate))
    reasons.push(`年利率 ${row.annualRate}% 低于 ${minRate}%`);
  const months = Number(row.periods ?? 0) * Number(row.frequencyMonths ?? 1);
  if (months > maxMonths) reasons.push(`租赁期限 ${months} 个月超过 ${maxMonths} 个月`);
  const value = new D(String(row.equipmentValue ?? 0));
  if (row.financeAmount && value.gt(0) && new D(String(row.financeAmount)).gt(value))
    reasons.push(`融资金额 ${new D(String(row.financeAmount)).toFixed(2)} 元超过租赁物价值 ${value.toFixed(2)} 元`);
  return reasons.join('\n');
}

/** Checks the lessee and sets the server's figures on `values` (the save's own values, merged over the stored row). */
async function derive(h: HookContext, values: Row, current: Row | undefined, body: Row) {
  const merged = { ...(current ?? {}), ...values };
  const lessee = merged.customerId ? String(merged.customerId) : '';
  if (lessee && idList(merged.coLessees).includes(lessee))
    throw invalidField(
      'coLessees',
      labelled(label('coLessees'), l('不能包含承租人本身', 'cannot include the lessee itself')),
    );
  if (lessee && values.customerId !== undefined) {
    const state = await customerCard(h.tx, h.ctx, lessee);
    if (state?.custState === 'blacklist')
      throw invalidField(
        'customerId',
        labelled(label('customerId'), l(`${state.name} 已列入黑名单`, `${state.name} is blacklisted`)),
      );
  }
  const figures = computedFigures(merged, await itemsOf(h, current ? String(current.id) : undefined, body));
  Object.assign(values, figures);
  values.specialReasons = (await specialReasonsOf(h, { ...merged, ...figures })) || null;
}

export const projectHooks: ResourceHooks<typeof project> = {
  serverFields: ['projectNo', 'equipmentValue', 'totalRent', 'irr', 'specialReasons'],
  async beforeCreate(h, values, body) {
    values.projectNo = await NumberingService.next(h.tx, h.ctx, 'project');
    if (!values.owner) values.owner = h.ctx.userId;
    await derive(h, values, undefined, body);
  },
  async beforeUpdate(h, values, current, body) {
    await derive(h, values, current, body);
  },
  // The guarantees saved with the project (its children) get their numbers and the guarantee rules, in its transaction.
  async afterWrite(h, row, body) {
    if (Array.isArray(body.guarantees)) await settleProjectGuarantees(h, row.id);
  },
};
