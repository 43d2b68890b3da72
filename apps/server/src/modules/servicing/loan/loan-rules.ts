// 放款申请's rules: a disbursement draws on a signed contract, within what is left of it, once its conditions
// precedent are met; its last approval creates the IOU and its schedule (ledger.createIou) and adds the amount to the
// contract's 已放款金额 — in the transaction of that approval.
import { CONTRACT_STATES, CALCULATOR_TO_TERM, RECORD_STATES, l, loan, scheduleOfTerms } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import { and, count, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import {
  badRequest,
  invalidField,
  labelled,
  relabelFinanceError,
  withFinanceLabels,
} from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import { customerIdsNamed } from '../../customer';
import type { FamilyRules } from '../../flow/families';
import type { ProjectApi } from '../../project';
import { createIou } from '../ledger';
import { servicingRepos } from '../repos';
import { type Condition, type LoanConditions, unmet } from './conditions';

const FIELD = (name: string) => loan.fields.find((f) => f.name === name)!;
const repo = servicingRepos.loan;

export interface LoanRuleDeps {
  contracts: ContractModule;
  projects: ProjectApi;
  conditions: LoanConditions;
}

/** Σ amounts of the contract's disbursements in approval or approved (they take from it), `exceptId` aside. */
export async function drawnOf(tx: Db, ctx: RequestContext, contractId: string, exceptId?: string) {
  const [row] = await tx
    .select({ s: sql<string>`coalesce(sum(${repo.col('loanAmount')}), 0)::text` })
    .from(repo.table)
    .where(
      repo.tenantScope(
        ctx,
        eq(repo.col('contractId'), contractId),
        inArray(repo.col('flowState'), [RECORD_STATES.running, RECORD_STATES.approved]),
        exceptId ? ne(repo.col('id'), exceptId) : undefined,
      ),
    );
  return new D(row?.s ?? '0');
}

/** What the contract leaves to disburse (financed amount less what its disbursements take), `exceptId` aside. */
export async function remainingOf(tx: Db, ctx: RequestContext, contract: Row, exceptId?: string) {
  const drawn = await drawnOf(tx, ctx, String(contract.id), exceptId);
  return new D(String(contract.financeAmount ?? 0)).minus(drawn);
}

/** The contract (locked), refused by the contract field unless signed. */
async function signedContract(h: HookContext, deps: LoanRuleDeps, contractId: unknown): Promise<Row> {
  const found = contractId ? await deps.contracts.findContract(h.tx, h.ctx, String(contractId)) : undefined;
  if (!found)
    throw invalidField('contractId', FIELD('contractId').required ?? l('请选择合同', 'please select the contract'));
  const contract = await deps.contracts.lockContract(h.tx, h.ctx, found.id);
  if (contract.contractState !== CONTRACT_STATES.signed)
    throw invalidField(
      'contractId',
      labelled(FIELD('contractId').label, l('合同尚未签约, 不能放款', 'is not signed; nothing can be disbursed on it')),
    );
  return contract;
}

/** The amount within what the contract leaves, else a 400 on the amount saying what is left. */
async function assertWithinContract(h: HookContext, contract: Row, record: Row) {
  const left = await remainingOf(h.tx, h.ctx, contract, String(record.id));
  if (new D(String(record.loanAmount ?? 0)).gt(left)) {
    const shown = formatMoney(D.max(left, 0));
    throw invalidField(
      'loanAmount',
      labelled(
        FIELD('loanAmount').label,
        l(`超过合同剩余可放款金额, 剩余 ${shown} 元`, `exceeds what the contract leaves to disburse: ${shown} yuan`),
      ),
    );
  }
}

/** The checklist, refused as a whole when a condition is not met. */
async function assertConditions(h: HookContext, deps: LoanRuleDeps, contract: Row): Promise<Condition[]> {
  const list = await deps.conditions.check(h.tx, h.ctx, contract);
  if (list.some((c) => !c.met))
    throw badRequest(
      l(`放款前提条件未满足: ${unmet(list, 'zh-CN')}`, `The conditions precedent are not met: ${unmet(list, 'en-US')}`),
    );
  return list;
}

/** The contract's terms overridden by the disbursement's, as the IOU's schedule will be built from them. */
export function termsOf(record: Row, contract: Row): Row {
  const terms: Row = { ...contract };
  for (const [k, v] of Object.entries(record)) if (v !== null && v !== undefined && v !== '') terms[k] = v;
  terms.financeAmount = record.loanAmount;
  terms.startDate = record.startDate || contract.startDate || record.loanDate;
  return terms;
}

/** The loan field a calculator input comes from (to name it in a 400). */
const labelOfCalculator = (field: string) => {
  const name = field === 'principal' ? 'loanAmount' : CALCULATOR_TO_TERM[field];
  return name ? loan.fields.find((f) => f.name === name)?.label : undefined;
};

export function loanRules(deps: LoanRuleDeps): FamilyRules<typeof loan> {
  return {
    async validate(h, record) {
      const contract = await signedContract(h, deps, record.contractId);
      await assertWithinContract(h, contract, record);
      withFinanceLabels(labelOfCalculator, () => scheduleOfTerms(termsOf(record, contract), String(record.loanDate)));
      const conditions = await assertConditions(h, deps, contract);
      await repo.update(h.tx, beyondDataScope(h.ctx), String(record.id), { conditions });
    },
    variables(_h, record) {
      return { amount: Number(record.loanAmount ?? 0), contractId: String(record.contractId) };
    },
    async onApproved(h, record) {
      const ctx = beyondDataScope(h.ctx);
      const contract = await signedContract(h, deps, record.contractId);
      // Counted with the others in approval or approved: a contract's amount changed since cannot be overdrawn.
      await assertWithinContract(h, contract, record);
      const conditions = await assertConditions(h, deps, contract);
      const fresh = await repo.getById(h.tx, ctx, String(record.id));
      let made: Awaited<ReturnType<typeof createIou>>;
      try {
        made = await createIou(h.tx, ctx, { loan: fresh, contract });
      } catch (e) {
        throw relabelFinanceError(e, labelOfCalculator);
      }
      await repo.update(h.tx, ctx, String(record.id), { iouId: made.iou.id, conditions });
      await deps.contracts.addLoaned(h, String(contract.id), String(record.loanAmount));
      h.changed('iou', 'create', [made.iou.id]);
    },
  };
}

/** The disbursement's own hooks: lessee, project, owner and number from the contract; list filter by lessee name. */
export function loanHooks(deps: LoanRuleDeps): ResourceHooks<typeof loan> {
  return {
    serverFields: ['loanNo', 'customerId', 'projectId', 'owner', 'conditions', 'iouId'],
    async beforeCreate(h, values) {
      if (!values.contractId) return; // a draft without its contract yet: filled when the contract is chosen
      await fillFromContract(h, deps, values);
    },
    async beforeUpdate(h, values, current) {
      if (values.contractId && values.contractId !== current.contractId) await fillFromContract(h, deps, values);
      else if (!current.loanNo && current.contractId)
        await fillFromContract(h, deps, { ...values, ...current }, values);
      // Changed at the starter's step while in approval: the remainder is checked again (it already counts this one).
      if (current.flowState === RECORD_STATES.running && values.loanAmount !== undefined) {
        const contract = await signedContract(h, deps, values.contractId ?? current.contractId);
        await assertWithinContract(h, contract, { ...current, ...values });
      }
    },
    listParams: ['companyName'],
    async listWhere(r, query) {
      const name = String(query.companyName ?? '').trim();
      if (!name) return [];
      const ids = await customerIdsNamed(r.db, r.ctx, name);
      return ids.length ? [inArray(repo.col('customerId'), ids)] : null;
    },
  };
}

/** Lessee, project and owner copied from the contract, and the number: the contract's, then its sequence (-FK01). */
async function fillFromContract(h: HookContext, deps: LoanRuleDeps, source: Row, target: Row = source) {
  const contract = await deps.contracts.findContract(h.tx, h.ctx, String(source.contractId));
  if (!contract)
    throw invalidField('contractId', FIELD('contractId').required ?? l('请选择合同', 'please select the contract'));
  // The contract row locked: two disbursements of one contract drawn at once take different sequence numbers.
  await deps.contracts.lockContract(h.tx, h.ctx, contract.id);
  target.customerId = contract.customerId ?? null;
  target.projectId = contract.projectId ?? null;
  target.owner = contract.owner ?? h.ctx.userId;
  // Removed ones count too, so that a number is never given twice.
  const [{ n }] = await h.tx
    .select({ n: count() })
    .from(repo.table)
    .where(and(eq(repo.col('tenantId'), h.ctx.tenantId), eq(repo.col('contractId'), contract.id)));
  target.loanNo = `${contract.contractNo}-FK${String(Number(n) + 1).padStart(2, '0')}`;
}
