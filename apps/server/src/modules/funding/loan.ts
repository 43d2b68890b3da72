// 银行借款 (bankLoan/bankloan): a loan contract with a bank, saved checked and approved as 融资申请 (the `bankLoan`
// family, models.ts). A 保理 loan names the lease IOUs that
// back it (底层资产): each an IOU of the tenant, once, not more pledged than it owes; a loan of another type names none.
// What is drawn and owed on it, and its state, are kept from its drawdowns and repayments (figures.ts).
import { FACTORING_TYPES, type Localized, bankLoan, bankLoanAsset, fieldLabel, l } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { invalid, invalidField, labelled } from '../../platform/http/errors';
import type { FieldError } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import type { FamilyRules } from '../flow';
import type { ServicingApi } from '../servicing';
import { numberParam } from '../system';
import { fundingRepos } from './repos';

const labelOf = (name: string): Localized => fieldLabel(bankLoan, name);
const assetLabel = (name: string): Localized => {
  const f = fieldLabel(bankLoanAsset, name);
  return l(`底层资产 ${f['zh-CN']}`, `Underlying assets: ${f['en-US']}`);
};

/** The system parameter above which a funding application also goes to 总经理 (0: every one does). */
export const FUNDING_GM_THRESHOLD = { key: 'funding.gmThreshold', fallback: 0 };

function checkTerms(v: Row, problems: FieldError[]) {
  if (v.startDate && v.endDate && String(v.endDate) <= String(v.startDate))
    problems.push({
      field: 'endDate',
      message: labelled(labelOf('endDate'), l('必须晚于合同起始日', 'must be after the start')),
    });
  if (v.creditLine && v.amount && new D(String(v.creditLine)).lt(String(v.amount)))
    problems.push({
      field: 'amount',
      message: labelled(labelOf('amount'), l('不能超过授信额度', 'cannot exceed the credit line')),
    });
  // A floating rate is set again from these on each repricing day (reprice.ts).
  if (v.rateType === 'LPR')
    for (const k of ['lprTenor', 'spreadBp', 'repriceOn'] as const)
      if (v[k] === undefined || v[k] === null || v[k] === '')
        problems.push({
          field: k,
          message: labelled(labelOf(k), l('LPR浮动利率必填', 'is required with an LPR rate')),
        });
}

/** The underlying assets: for a 保理 loan at least one, each a live IOU once, pledged no more than it owes. */
async function checkAssets(h: HookContext, servicing: ServicingApi, loan: Row, assets: Row[], problems: FieldError[]) {
  const factoring = FACTORING_TYPES.includes(String(loan.loanType));
  if (!factoring) {
    if (assets.length)
      problems.push({
        field: 'assets',
        message: labelled(
          labelOf('loanType'),
          l('只有保理借款才有底层资产', 'only a factoring loan has underlying assets'),
        ),
      });
    return;
  }
  if (!assets.length) {
    problems.push({
      field: 'assets',
      message: l(
        '底层资产: 保理借款至少需要一笔租赁借据',
        'Underlying assets: a factoring loan needs at least one lease IOU',
      ),
    });
    return;
  }
  const ids = assets.map((a) => String(a.iouId ?? ''));
  const seen = new Set<string>();
  const positions = new Map((await servicing.iouPositions(h.tx, beyondDataScope(h.ctx), ids)).map((p) => [p.id, p]));
  assets.forEach((a, i) => {
    const p = positions.get(String(a.iouId));
    const field = `assets[${i}].iouId`;
    if (seen.has(String(a.iouId)))
      problems.push({
        field,
        message: labelled(assetLabel('iouId'), l(`${p?.iouNo ?? a.iouId} 重复`, `${p?.iouNo ?? a.iouId} twice`)),
      });
    seen.add(String(a.iouId));
    if (p && p.iouState !== 'active')
      problems.push({
        field,
        message: labelled(assetLabel('iouId'), l(`${p.iouNo} 已结清或核销`, `${p.iouNo} is settled or written off`)),
      });
    if (p && a.pledgedAmount && new D(String(a.pledgedAmount)).gt(p.outstandingPrincipal))
      problems.push({
        field: `assets[${i}].pledgedAmount`,
        message: labelled(
          assetLabel('pledgedAmount'),
          l(
            `不能超过借据 ${p.iouNo} 的未还本金 ${p.outstandingPrincipal}`,
            `cannot exceed ${p.iouNo}'s outstanding ${p.outstandingPrincipal}`,
          ),
        ),
      });
  });
}

/** The asset rows of a loan given the lessee and the lease contract of their IOUs (what the lists show). */
async function fillAssets(h: HookContext, servicing: ServicingApi, loanId: string) {
  const repo = fundingRepos.asset;
  const ctx = beyondDataScope(h.ctx);
  const rows = await repo.list(h.tx, ctx, { where: [eq(repo.col('bankLoanId'), loanId)] });
  const positions = new Map(
    (
      await servicing.iouPositions(
        h.tx,
        ctx,
        rows.map((r) => String(r.iouId)),
      )
    ).map((p) => [p.id, p]),
  );
  for (const r of rows) {
    const p = positions.get(String(r.iouId));
    if (p && (String(r.customerId) !== p.customerId || String(r.contractId) !== p.contractId))
      await repo.update(h.tx, ctx, r.id, { customerId: p.customerId, contractId: p.contractId });
  }
}

export function bankLoanParts(servicing: ServicingApi) {
  const hooks: ResourceHooks<typeof bankLoan> = {
    serverFields: ['drawnAmount', 'outstanding', 'loanState'],
    async beforeCreate(h, values, body) {
      const problems: FieldError[] = [];
      checkTerms(values, problems);
      await checkAssets(h, servicing, values, Array.isArray(body.assets) ? (body.assets as Row[]) : [], problems);
      if (problems.length) throw invalid(problems);
      values.drawnAmount = '0';
      values.outstanding = '0';
      values.loanState = 'SIGNED';
    },
    async beforeUpdate(h, values, current, body) {
      const next = { ...current, ...values };
      const problems: FieldError[] = [];
      checkTerms(next, problems);
      if (Array.isArray(body.assets)) await checkAssets(h, servicing, next, body.assets as Row[], problems);
      if (problems.length) throw invalid(problems);
      if (values.amount !== undefined && new D(String(values.amount)).lt(String(current.drawnAmount ?? 0)))
        throw invalidField(
          'amount',
          labelled(labelOf('amount'), l('不能低于已提款金额', 'cannot be below what is drawn')),
        );
    },
    afterWrite: (h, row) => fillAssets(h, servicing, row.id),
  };
  const rules: FamilyRules<typeof bankLoan> = {
    // Read at every step: the amount against the tenant's threshold (0: every application goes to 总经理).
    async variables(h, record) {
      return { amount: Number(record.amount ?? 0), threshold: await numberParam(h.tx, h.ctx, FUNDING_GM_THRESHOLD) };
    },
  };
  return { hooks, rules };
}
