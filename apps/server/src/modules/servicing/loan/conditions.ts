// 放款前提条件: the checklist a disbursement must pass before it starts (and again at its last approval) — the
// contract signed, registered in the central registry (中登), its guarantees signed, its deposit and fee received —
// and what other modules register into it (`LoanConditions.register`: a condition whose facts live in a module loaded
// after this one, e.g. the invoice module's `invoices`, without this module knowing that module). Which conditions
// apply is the tenant's parameter `loan.conditions` (a comma list of codes; unset: every condition applied by
// default — the five standing ones; a registered one says whether it is).
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
/** The standing conditions, applied when the tenant's parameter is unset. */
export const CONDITION_CODES = ['signed', 'registered', 'guarantees', 'deposit', 'fee'] as const;

/** One line of the checklist as stored on the disbursement (`conditions`) and shown. */
export interface Condition {
  code: string;
  label: string;
  labelEn: string;
  met: boolean;
  /** What was found (amounts received of what is due, guarantees signed of all). */
  detail: string;
}

/** What a condition found for a contract. */
export interface Finding {
  met: boolean;
  detail: string;
}

/** A condition of the checklist: the standing ones below, or one a later module registers. */
export interface ConditionDef {
  code: string;
  label: Localized;
  /** Applied when the tenant's parameter is unset. */
  byDefault: boolean;
  /**
   * What it finds for the contract, read beyond the caller's data scope (`ctx` is), in the caller's transaction; null
   * when it does not bear on this contract (no line shown).
   */
  check(db: Db, ctx: RequestContext, contract: Row): Promise<Finding | null>;
}

/** The codes applied for the parameter's value, in the checklist's order: unknown codes ignored; blank: the defaults. */
export function appliedCodes(
  raw: string | null | undefined,
  defs: readonly Pick<ConditionDef, 'code' | 'byDefault'>[],
) {
  if (!raw?.trim()) return defs.filter((d) => d.byDefault).map((d) => d.code);
  const wanted = new Set(raw.split(/[,，\s]+/).filter(Boolean));
  return defs.filter((d) => wanted.has(d.code)).map((d) => d.code);
}

/**
 * Σ reviewed receipts of a kind for the contract, every one of the tenant's. Reviewed only: money that lets a
 * disbursement go has passed three people (entered, verified by another, reviewed by a third); a receipt only
 * verified may still have its verification cancelled and its amount changed.
 */
async function received(db: Db, ctx: RequestContext, contractId: string, kind: 'deposit' | 'fee') {
  const r = servicingRepos.receipt;
  const rows = await r.list(db, ctx, {
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

/** The deposit or fee due on the contract against what was received of it. */
const receivedInFull = (kind: 'deposit' | 'fee') => async (db: Db, ctx: RequestContext, contract: Row) => {
  const due = new D(String(contract[kind] ?? 0) || 0);
  const got = due.isZero() ? new D(0) : await received(db, ctx, String(contract.id), kind);
  return { met: got.gte(due), detail: `${formatMoney(got)}/${formatMoney(due)}` };
};

function standingConditions(projects: ProjectApi): ConditionDef[] {
  return [
    {
      code: 'signed',
      label: l('合同已签约', 'Contract signed'),
      byDefault: true,
      check: async (_db, _ctx, c) => ({
        met: c.contractState === CONTRACT_STATES.signed,
        detail: String(c.signDate ?? ''),
      }),
    },
    {
      code: 'registered',
      label: l('已办理中登登记', 'Registered in the central registry'),
      byDefault: true,
      check: async (_db, _ctx, c) => ({ met: !!c.registrationNo, detail: String(c.registrationNo ?? '') }),
    },
    {
      code: 'guarantees',
      label: l('担保合同已签署', 'Guarantee contracts signed'),
      byDefault: true,
      async check(db, ctx, c) {
        const gs = await guaranteesOf(db, ctx, projects, c);
        const signed = gs.filter((g) => String(g.guarContractNo ?? '').trim() !== '').length;
        return { met: signed === gs.length, detail: `${signed}/${gs.length}` };
      },
    },
    {
      code: 'deposit',
      label: l('保证金已到账', 'Deposit received'),
      byDefault: true,
      check: receivedInFull('deposit'),
    },
    { code: 'fee', label: l('手续费已到账', 'Fee received'), byDefault: true, check: receivedInFull('fee') },
  ];
}

/** The checklist's conditions of one app: the standing five, then those registered, in the order registered. */
export class LoanConditions {
  private readonly defs: ConditionDef[];

  constructor(projects: ProjectApi) {
    this.defs = standingConditions(projects);
  }

  /** A condition added by a module loaded after this one (once per code). */
  register(def: ConditionDef) {
    if (this.defs.some((d) => d.code === def.code)) throw new Error(`loan condition ${def.code} is registered twice`);
    this.defs.push(def);
  }

  /** Every condition's code, the standing ones first. */
  codes() {
    return this.defs.map((d) => d.code);
  }

  /** The codes the tenant applies, whatever the caller may list. */
  async applied(db: Db, ctx: RequestContext): Promise<string[]> {
    return appliedCodes(await paramValue(db, beyondDataScope(ctx), LOAN_CONDITIONS_PARAM), this.defs);
  }

  /**
   * The checklist of a contract, over the conditions the tenant applies: read beyond the caller's data scope (the
   * receipts, guarantees, invoices and parameter are the contract's, not what the caller may list).
   */
  async check(db: Db, caller: RequestContext, contract: Row): Promise<Condition[]> {
    const ctx = beyondDataScope(caller);
    const applied = new Set(await this.applied(db, ctx));
    const out: Condition[] = [];
    for (const def of this.defs.filter((d) => applied.has(d.code))) {
      const found = await def.check(db, ctx, contract);
      if (found) out.push({ code: def.code, label: def.label['zh-CN'], labelEn: def.label['en-US'], ...found });
    }
    return out;
  }
}

/** The labels of the conditions not met, joined (for a 400). */
export const unmet = (list: Condition[], lang: 'zh-CN' | 'en-US') =>
  list
    .filter((c) => !c.met)
    .map((c) => (lang === 'zh-CN' ? c.label : c.labelEn))
    .join(lang === 'zh-CN' ? '、' : ', ');
