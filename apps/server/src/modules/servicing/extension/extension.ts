// 展期 (the `extensionchange` family over fl_extension_change; WAVE3-BRIEF §2.2): a change over an IOU
// (flow/families/change.ts, kind 'iou'). It qualifies by the tenant's parameters (qualify.ts), every save prices it
// from the ledger as of its effective date (pricing.ts), the approval prices it again in its own transaction and
// refuses (409) when the IOU moved since — then applies: what was overdue and capitalised is paid off on the date by a
// 展期资本化 receipt (no money moves), the rescheduled periods become the IOU's schedule in effect, its maturity, periods
// and rate follow, and a restructuring holds the IOU's class for the observation period.
import { type Localized, RECEIPT_STATES, extensionChange, l } from '@flp/shared';
import { addMonths, formatMoney } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { NumberingService } from '../../numbering';
import type { ProjectApi } from '../../project';
import { numberParam } from '../../system/params';
import { assertOpen, iouTarget } from '../changes/iou-target';
import { iouRecordFill, recordApplied, CHANGE_SERVER_FIELDS } from '../changes/record';
import { insertChangedVersion } from '../ledger';
import { type IouRow, servicingRepos } from '../repos';
import { type ExtensionDetail, priceExtension } from './pricing';
import { EXTENSION_PARAMS, approvedExtensions, cumulativeRefusal, qualification } from './qualify';
import { extensionRepos } from './repos';

const labelOf = (name: string): Localized =>
  extensionChange.fields.find((f) => f.name === name)?.label ?? l(name, name);
const target = iouTarget(labelOf('iouId'));

export const extensionHooks: ResourceHooks<typeof extensionChange> = {
  serverFields: [
    'changeNo',
    'remainingPrincipal',
    'remainingPeriods',
    'originalEndDate',
    'overduePrincipal',
    'overdueInterest',
    'overduePenalty',
    'newPrincipal',
    'fee',
    'newRent',
    'oldInterest',
    'newInterest',
    'newEndDate',
    'extensionNo',
    'restructure',
    ...CHANGE_SERVER_FIELDS,
  ],
  // The IOU's contract and lessee, the number `<iouNo>-ZQ01`.
  ...iouRecordFill(target.lock, extensionRepos.extension, 'changeNo', 'ZQ'),
};

/** The IOU's periods once extended: those kept before the first rescheduled one, then the new ones (the preview). */
function totalPeriods(record: Row): number | null {
  const preview = typeof record.preview === 'string' ? JSON.parse(record.preview) : record.preview;
  if (!Array.isArray(preview) || !preview.length || !record.fromPeriod) return null;
  return Number(record.fromPeriod) - 1 + preview.length;
}

/** A 展期资本化 receipt on the date: what was overdue, paid off by the new principal (the replay clears the periods). */
async function capitalise(h: HookContext, iou: IouRow, record: Row, detail: ExtensionDetail) {
  if (!detail.capitalised.gt(0)) return;
  await servicingRepos.receipt.insert(h.tx, beyondDataScope(h.ctx), {
    iouId: iou.id,
    contractId: iou.contractId,
    customerId: iou.customerId,
    receiptKind: 'capitalised',
    receiptDate: String(record.trandate),
    amount: formatMoney(detail.capitalised),
    payer: '展期资本化',
    remark: `展期 ${record.changeNo}: 逾期本息、罚息及费用并入展期本金`,
    receiptState: RECEIPT_STATES.verified,
    verifiedBy: h.ctx.userId,
    verifiedTime: nowString(),
    receiptNo: await NumberingService.next(h.tx, h.ctx, 'receipt'),
  });
}

/**
 * An extension as a priced change over its IOU: qualified at start and on approval, its price the rescheduled periods
 * as of its date; the guarantors' consent asked when the contract has any (a longer term aggravates their liability).
 */
export function extensionOver(projects: ProjectApi): ChangeOver<typeof extensionChange, IouRow, ExtensionDetail> {
  return {
    ...target,
    async admit(h, iou, record) {
      assertOpen(iou, labelOf('iouId'));
      const q = await qualification(h.tx, h.ctx, iou, String(record.trandate ?? ''), String(record.id ?? ''));
      if (!q.qualified)
        throw invalidField(
          'trandate',
          labelled(
            labelOf('trandate'),
            l(q.reasons.map((r) => r['zh-CN']).join('; '), q.reasons.map((r) => r['en-US']).join('; ')),
          ),
        );
      const beyond = await cumulativeRefusal(h.tx, h.ctx, iou, record);
      if (beyond) throw invalidField('newPeriods', labelled(labelOf('newPeriods'), beyond));
    },
    price: async (h, iou, record) => {
      const p = await priceExtension(h.tx, h.ctx, iou, record);
      const done = await approvedExtensions(h.tx, h.ctx, iou.id, String(record.id ?? ''));
      return { ...p, values: { ...p.values, extensionNo: done.length + 1 } };
    },
    // What the IOU's history keeps and an approver reads: the maturity, the number of periods, the rate.
    proposal: (iou, record) => ({
      endDate: record.newEndDate || iou.endDate,
      periods: totalPeriods(record) ?? iou.periods,
      annualRate: record.newAnnualRate || iou.annualRate,
    }),
    consent: {
      field: 'guarantorConsent',
      needed: (h, iou) =>
        iou.contractId ? projects.contractGuarantors(h.tx, h.ctx, String(iou.contractId)) : Promise.resolve([]),
    },
    async apply(h, iou, record, price) {
      const { values, detail } = price!;
      const wide = beyondDataScope(h.ctx);
      await capitalise(h, iou, { ...record, ...values }, detail);
      const observe = await numberParam(h.tx, wide, EXTENSION_PARAMS.observeMonths);
      await servicingRepos.iou.update(h.tx, wide, iou.id, {
        endDate: String(values.newEndDate),
        periods: detail.rows.length,
        annualRate: String(detail.terms.annualRate),
        terms: detail.terms,
        ...(detail.restructure && observe > 0
          ? { restructuredUntil: addMonths(String(record.trandate), observe), restructuredLevel: iou.riskLevel }
          : {}),
      });
      const schedule = await insertChangedVersion(h.tx, h.ctx, iou, detail.rows, {
        remark: `展期 ${record.changeNo}`,
        terms: detail.terms,
        inEffect: detail.inEffect,
      });
      await recordApplied(h, extensionRepos.extension, String(record.id), values, { scheduleId: schedule.id });
    },
  };
}

/** 总经理 sees a material extension (priced on the record: a bad class, a longer term, a lower rate, capitalisation). */
export const extensionRules: FamilyRules<typeof extensionChange> = {
  variables: (_h, record) => ({ material: Number(record.material) === 1 ? 1 : 0 }),
};
