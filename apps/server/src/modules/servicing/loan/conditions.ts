// 放款前提条件: the checklist a disbursement must pass before it starts (and again at its last approval) — the
// contract signed, registered in the central registry (中登), its guarantees signed, its deposit and fee received.
// Which conditions apply is the tenant's parameter `loan.conditions` (a comma list of codes; unset: all five).
import { CONTRACT_STATES, type Localized, RECEIPT_STATES, l } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ProjectApi } from '../../project';
import { paramValue } from '../../system/params';
import { servicingRepos } from '../repos';

export const LOAN_CONDITIONS_PARAM = 'loan.conditions';
export const CONDITION_CODES = ['signed', 'registered', 'guarantees', 'deposit', 'fee'] as const;
export type ConditionCode = (typeof CONDITION_CODES)[number];

const LABELS: Record<ConditionCode, Localized> = {
  signed: l('合同已签约', 'Contract signed'),
  registered: l('已办理中登登记', 'Registered in the central registry'),
  guarantees: l('担保合同已签署', 'Guarantee contracts signed'),
  deposit: l('保证金已到账', 'Deposit received'),
  fee: l('手续费已到账', 'Fee received'),
};

/** One line of the checklist as stored on the disbursement (`conditions`) and shown. */
export interface Condition {
  code: ConditionCode;
  label: string;
  labelEn: string;
  met: boolean;
  /** What was found (amounts received of what is due, guarantees signed of all). */
  detail: string;
}

/** The codes the tenant applies (unknown codes ignored; unset or blank: all), whatever the caller may list. */
export async function appliedConditions(db: Db, ctx: RequestContext): Promise<ConditionCode[]> {
  const raw = await paramValue(db, beyondDataScope(ctx), LOAN_CONDITIONS_PARAM);
  if (!raw) return [...CONDITION_CODES];
  const wanted = new Set(raw.split(/[,，\s]+/).filter(Boolean));
  return CONDITION_CODES.filter((c) => wanted.has(c));
}

/**
 * Σ reviewed receipts of a kind for the contract, every one of the tenant's. Reviewed only: money that lets a
 * disbursement go has passed three people (entered, verified by another, reviewed by a third); a receipt only
 * verified may still have its verification cancelled and its amount changed.
 */
async function received(db: Db, ctx: RequestContext, contractId: string, kind: 'deposit' | 'fee') {
  const r = servicingRepos.receipt;
  const rows = await r.list(db, beyondDataScope(ctx), {
    where: [
      and(
        eq(r.col('contractId'), contractId),
        eq(r.col('receiptKind'), kind),
        eq(r.col('receiptState'), RECEIPT_STATES.reviewed),
      )!,
    ],
    limit: 100_000,
  });
  return rows.reduce((s, x) => s.plus(String(x.amount ?? 0)), new D(0));
}

/** The contract's guarantees (保证担保 of its project tied to it, or not yet tied to any contract): signed = 保证合同编号. */
async function guaranteesOf(db: Db, ctx: RequestContext, projects: ProjectApi, contract: Row) {
  if (!contract.projectId) return [];
  const { project } = await projects.bundle(db, ctx, String(contract.projectId));
  const all = (project.guarantees as Row[] | undefined) ?? [];
  return all.filter((g) => !g.contractId || String(g.contractId) === String(contract.id));
}

/**
 * The checklist of a contract, over the conditions the tenant applies: read beyond the caller's data scope (the
 * receipts, guarantees and parameter are the contract's, not what the caller may list).
 */
export async function checkConditions(
  db: Db,
  caller: RequestContext,
  projects: ProjectApi,
  contract: Row,
): Promise<Condition[]> {
  const ctx = beyondDataScope(caller);
  const out: Condition[] = [];
  const line = (code: ConditionCode, met: boolean, detail: string) =>
    out.push({ code, label: LABELS[code]['zh-CN'], labelEn: LABELS[code]['en-US'], met, detail });
  for (const code of await appliedConditions(db, ctx)) {
    if (code === 'signed')
      line(code, contract.contractState === CONTRACT_STATES.signed, String(contract.signDate ?? ''));
    else if (code === 'registered') line(code, !!contract.registrationNo, String(contract.registrationNo ?? ''));
    else if (code === 'guarantees') {
      const gs = await guaranteesOf(db, ctx, projects, contract);
      const signed = gs.filter((g) => String(g.guarContractNo ?? '').trim() !== '').length;
      line(code, signed === gs.length, `${signed}/${gs.length}`);
    } else {
      const due = new D(String(contract[code] ?? 0) || 0);
      const got = due.isZero() ? new D(0) : await received(db, ctx, String(contract.id), code);
      line(code, got.gte(due), `${formatMoney(got)}/${formatMoney(due)}`);
    }
  }
  return out;
}

/** The labels of the conditions not met, joined (for a 400). */
export const unmet = (list: Condition[], lang: 'zh-CN' | 'en-US') =>
  list
    .filter((c) => !c.met)
    .map((c) => (lang === 'zh-CN' ? c.label : c.labelEn))
    .join(lang === 'zh-CN' ? '、' : ', ');
