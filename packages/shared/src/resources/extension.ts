/**
 * 展期 (WAVE3-BRIEF §2.2; DOMAIN.md §3 "Extension and restructuring"): the lessee gets more time. From a period on the
 * IOU's rest is rescheduled over new periods — at a new rate, frequency and method if agreed, with an extension fee —
 * what is overdue on the effective date either capitalised into the new principal or left owed on its periods. The
 * new schedule is priced from the ledger as of the effective date at every save and again inside the approving
 * transaction; on approval it becomes the IOU's schedule in effect.
 */
import {
  BUSINESS_EVENT_DATES,
  type ResourceDef,
  attachments,
  date,
  defineResource,
  dict,
  int,
  json,
  l,
  money,
  percent,
  ref,
  switchField,
  textarea,
} from './define';
import { keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields, changeHead, pricedFields } from './change-record';
import { FEE_MODE_OPTIONS, FREQUENCY_OPTIONS, RENT_METHOD_OPTIONS } from './lease-terms';
import { repaymentSchedule } from './servicing';

/** What happens to what is overdue on the effective date. */
export const OVERDUE_TREATMENTS = [
  { value: 'CAPITALISE', label: l('资本化 (并入展期本金)', 'Capitalise (into the new principal)') },
  { value: 'CARRY', label: l('保留原期 (仍按原期次催收)', 'Carry (still owed on its periods)') },
];

/** A figure the server computes from the ledger (shown, never typed). */
const figure = (name: string, label: ReturnType<typeof l>) => money(name, label, { form: false, list: false });

/** 展期 (fl_extension_change): an IOU's rest rescheduled over more time, priced from its ledger and approved. */
export const extensionChange = defineResource({
  name: 'extensionChange',
  api: '/rzzl_qy/contractchange/extensionchange',
  table: 'fl_extension_change',
  permission: 'loan_extension',
  label: l('展期', 'Extensions'),
  noun: l('展期', 'Extension'),
  titleField: 'changeNo',
  routes: ['list', 'page', 'export'],
  fields: [
    ...changeHead('changeNo', l('展期编号', 'Extension number')),
    date('trandate', l('生效日', 'Effective date'), {
      required: l('请选择生效日', 'please select the effective date'),
      within: BUSINESS_EVENT_DATES,
      width: 110,
    }),
    int('fromPeriod', l('展期开始期次', 'From period'), {
      minValue: 1,
      maxValue: 1200,
      placeholder: l('空着即生效日后的第一期', 'empty: the first period after the effective date'),
      list: false,
    }),
    int('newPeriods', l('展期后期数', 'New periods'), {
      required: l('请输入展期后期数', 'please enter the number of new periods'),
      minValue: 1,
      maxValue: 360,
      width: 100,
    }),
    percent('newAnnualRate', l('新年利率(%)', 'New annual rate (%)'), {
      scale: 4,
      maxValue: 100,
      placeholder: l('空着即原利率', 'empty: the present rate'),
      list: false,
    }),
    dict('frequencyMonths', l('还租频率', 'Payment frequency'), 'lease_frequency', {
      options: FREQUENCY_OPTIONS,
      placeholder: l('空着即原频率', 'empty: the present one'),
      list: false,
    }),
    dict('method', l('租金方式', 'Rent method'), 'lease_rent_method', {
      options: RENT_METHOD_OPTIONS,
      placeholder: l('空着即原方式', 'empty: the present one'),
      list: false,
    }),
    percent('feeRate', l('展期手续费率(%)', 'Extension fee rate (%)'), {
      scale: 4,
      maxValue: 100,
      minValue: 0,
      defaultValue: '0',
      list: false,
    }),
    dict('feeMode', l('手续费收取', 'Fee charged'), 'lease_fee_mode', {
      options: FEE_MODE_OPTIONS,
      defaultValue: 'UPFRONT',
      list: false,
    }),
    dict('overdueTreatment', l('逾期处理', 'Overdue amounts'), 'extension_overdue_treatment', {
      options: OVERDUE_TREATMENTS,
      placeholder: l('有逾期时必选', 'required when anything is overdue'),
      list: false,
    }),
    textarea('repaymentSource', l('还款来源说明', 'Source of repayment'), { max: 1000, list: false }),
    textarea('reason', l('展期原因', 'Reason'), {
      required: l('请输入展期原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('agreement', l('展期协议', 'Extension agreement'), { max: 10, attachmentKind: 'extension_agreement' }),
    attachments('guarantorConsent', l('担保人同意函', "Guarantors' consent"), {
      max: 10,
      attachmentKind: 'guarantor_consent',
    }),
    // Priced by the server from the ledger as of the effective date (recomputed at every save and on approval).
    figure('remainingPrincipal', l('原剩余本金(元)', 'Remaining principal (yuan)')),
    int('remainingPeriods', l('原剩余期数', 'Remaining periods'), { form: false, list: false }),
    date('originalEndDate', l('原到期日', 'Original maturity'), { form: false, list: false }),
    figure('overduePrincipal', l('逾期本金(元)', 'Overdue principal (yuan)')),
    figure('overdueInterest', l('逾期利息(元)', 'Overdue interest (yuan)')),
    figure('overduePenalty', l('逾期罚息及费用(元)', 'Overdue penalty and fees (yuan)')),
    figure('newPrincipal', l('展期本金(元)', 'Principal rescheduled (yuan)')),
    figure('fee', l('展期手续费(元)', 'Extension fee (yuan)')),
    money('newRent', l('展期后每期租金(元)', 'New rent (yuan)'), { form: false, width: 130 }),
    figure('oldInterest', l('原剩余利息(元)', 'Interest before (yuan)')),
    figure('newInterest', l('展期后利息(元)', 'Interest after (yuan)')),
    date('newEndDate', l('新到期日', 'New maturity'), { form: false, width: 110 }),
    int('extensionNo', l('第几次展期', 'Extension number of the IOU'), { form: false, list: false }),
    switchField('restructure', l('重组 (因承租人困难)', "Restructuring (lessee's difficulty)"), {
      form: false,
      list: false,
    }),
    switchField('material', l('重大变更', 'Material'), { form: false, list: false }),
    // The new schedule's periods from the first rescheduled one: [{period, dueDate, rent, principal, interest, fee, balance}].
    json('preview', l('展期后租金计划', 'Schedule after the extension'), { form: false, list: false }),
    ...pricedFields(),
    ref('scheduleId', l('展期后租金支付表', 'Schedule after the extension'), (): ResourceDef => repaymentSchedule, {
      form: false,
      list: false,
      nameKey: 'scheduleNo',
    }),
    ...appliedFields(),
  ],
  status: keptOnceApprovedStatus(),
});

/** The fields a starter may change when an approver sends an extension back. */
const TERMS = [
  'trandate',
  'fromPeriod',
  'newPeriods',
  'newAnnualRate',
  'frequencyMonths',
  'method',
  'feeRate',
  'feeMode',
  'overdueTreatment',
  'repaymentSource',
  'reason',
  'agreement',
  'guarantorConsent',
] as const;

/**
 * 展期 (`extensionchange`): start-process, save-data, finish-process, delete-process, getDetailById — the spec's change
 * calls; dateQualified, beforeStart and getContractByEntryId are the module's own.
 */
export const extensionFamily = recordFamily({
  code: 'extensionchange',
  categoryKey: '17',
  processKey: 'ExtensionChange',
  resource: () => extensionChange,
  editableAt: { starterAdjust: TERMS },
});
