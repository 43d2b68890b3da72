/**
 * 提前结清 (WAVE3-BRIEF §2.3; DOMAIN.md §3 "Early settlement quote"): the lessee pays off an IOU before its term. The
 * quote on the settlement date is the ledger's, line by line — remaining principal, interest accrued by the contract's
 * rule, overdue rent, 罚息 to the date, the break fee, the purchase price, less the deposit and the credit held — and
 * is computed again inside the approving transaction; on approval the IOU's schedule closes with one final row due on
 * that date, which the replay settles when it is paid.
 */
import {
  BUSINESS_EVENT_DATES,
  type ResourceDef,
  attachments,
  date,
  defineResource,
  dict,
  l,
  money,
  percent,
  ref,
  textarea,
} from './define';
import { keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields, changeHead, pricedFields } from './change-record';
import { SETTLE_INTEREST_RULES } from './lease-terms';
import { repaymentSchedule } from './servicing';

/** A quote's line (server-computed, recomputed at every save and again on approval). */
const line = (name: string, label: ReturnType<typeof l>) => money(name, label, { form: false, list: false });

/** 提前结清 (fl_settle): an IOU paid off early, quoted from its ledger on the settlement date and approved. */
export const earlySettlement = defineResource({
  name: 'earlySettlement',
  api: '/rzzl_qy/contractchange/settle',
  table: 'fl_settle',
  permission: 'loan_settle',
  label: l('提前结清', 'Early settlements'),
  noun: l('提前结清', 'Early settlement'),
  titleField: 'settleNo',
  routes: ['list', 'page', 'export'],
  fields: [
    ...changeHead('settleNo', l('结清编号', 'Settlement number')),
    date('trandate', l('结清日', 'Settlement date'), {
      required: l('请选择结清日', 'please select the settlement date'),
      within: BUSINESS_EVENT_DATES,
      width: 110,
    }),
    dict('accruedInterestRule', l('当期利息计收', 'Accrued interest'), 'settle_interest_rule', {
      options: SETTLE_INTEREST_RULES,
      placeholder: l('空着即同合同', "empty: the contract's"),
      list: false,
    }),
    percent('breakFeeRate', l('违约金率(%)', 'Break fee rate (%)'), {
      scale: 4,
      maxValue: 100,
      placeholder: l('空着即同合同', "empty: the contract's"),
      list: false,
    }),
    line('remainingPrincipal', l('剩余本金(元)', 'Remaining principal (yuan)')),
    line('accruedInterest', l('当期应计利息(元)', 'Accrued interest (yuan)')),
    line('overdueRent', l('逾期未付租金(元)', 'Overdue rent (yuan)')),
    line('penalty', l('罚息(元)', 'Penalty (yuan)')),
    line('breakFee', l('违约金(元)', 'Break fee (yuan)')),
    line('purchasePrice', l('留购价款(元)', 'Purchase price (yuan)')),
    line('futureFees', l('未到期费用(元)', 'Future fees (yuan)')),
    line('depositOffset', l('保证金冲抵(元)', 'Deposit offset (yuan)')),
    line('creditOffset', l('预收冲抵(元)', 'Credit offset (yuan)')),
    line('total', l('结清款合计(元)', 'Settlement total (yuan)')),
    money('waiver', l('减免金额(元)', 'Waiver (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    textarea('waiverReason', l('减免原因', 'Reason for the waiver'), { max: 500, list: false }),
    money('payable', l('应收结清款(元)', 'Payable (yuan)'), { form: false, width: 140 }),
    date('quoteValidUntil', l('报价有效期至', 'Quote valid until'), { list: false }),
    textarea('reason', l('结清原因', 'Reason'), {
      required: l('请输入结清原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('documents', l('结清材料', 'Documents'), { max: 10, attachmentKind: 'settle_document' }),
    // What the quote was computed on (the schedule in effect, the IOU's version, the receipts counted): another at
    // approval answers 409 借据已变动，请重新试算.
    ...pricedFields(),
    ref('scheduleId', l('结清后租金支付表', 'Schedule after settlement'), (): ResourceDef => repaymentSchedule, {
      form: false,
      list: false,
      nameKey: 'scheduleNo',
    }),
    ...appliedFields(),
  ],
  status: keptOnceApprovedStatus(),
});

/** The quote's lines, in the order the quote adds them. */
export const SETTLE_QUOTE_LINES = [
  'remainingPrincipal',
  'accruedInterest',
  'overdueRent',
  'penalty',
  'breakFee',
  'purchasePrice',
  'futureFees',
  'depositOffset',
  'creditOffset',
  'total',
] as const;

/**
 * 提前结清 (`settle`): start-process, save-data, finish-process, delete-process, getDetailById — the spec's change
 * calls; the settle views (getChangeSettleVO, getByIouAndMonth, getByIouAndMonthPlus) are the module's own.
 */
export const settleFamily = recordFamily({
  code: 'settle',
  categoryKey: '18',
  processKey: 'EarlySettlement',
  resource: () => earlySettlement,
  editableAt: {
    starterAdjust: ['trandate', 'accruedInterestRule', 'breakFeeRate', 'waiver', 'waiverReason', 'reason', 'documents'],
  },
});
