/**
 * 借据变更 (WAVE3-BRIEF §2.4): an IOU's servicing terms changed through approval — its due day, its rate from a period
 * (LPR repricing, with how the period the change falls in is settled), its repayment account, penalty rate,
 * allocation order, or its account manager. Only what is filled changes. A due day or a rate reschedules the rest of the
 * IOU (priced from the ledger as of the effective date at every save and again on approval); the others apply to the
 * IOU as they are.
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
  text,
  textarea,
} from './define';
import { keptOnceApprovedStatus, recordFamily } from './flow-record';
import { appliedFields, changeHead, pricedFields } from './change-record';
import { ALLOCATION_ORDER_OPTIONS, repaymentSchedule } from './servicing';
import { user } from './system';

/** What an IOU change may change: the record's field is the key (the server fills 变更内容 from what differs). */
export const IOU_CHANGE_KINDS = [
  { value: 'newDueDay', label: l('还款日', 'due day') },
  { value: 'newAnnualRate', label: l('利率', 'rate') },
  { value: 'newAccount', label: l('还款账户', 'account') },
  { value: 'newPenaltyRate', label: l('罚息率', 'penalty rate') },
  { value: 'newAllocationOrder', label: l('冲抵顺序', 'allocation order') },
  { value: 'newOwner', label: l('客户经理', 'account manager') },
];

/** How the period a repricing falls in is charged (leasing-cloud's Reset_Interrest_method). */
export const RESET_INTEREST_METHODS = [
  { value: 'NONE', label: l('不补差 (当期整期按新利率)', 'None (the whole period at the new rate)') },
  { value: 'ACTUAL', label: l('按实际补差 (生效日前按原利率)', 'By days (the old rate until the date)') },
  { value: 'NO_REFUND', label: l('多补少不退', 'Rises from the period, cuts from the date') },
];

/** 借据变更 (fl_iou_change): an IOU's due day, rate, account, penalty rate, order or owner changed through approval. */
export const iouChange = defineResource({
  name: 'iouChange',
  api: '/rzzl_qy/contractchange/iouchange',
  table: 'fl_iou_change',
  permission: 'loan_iou_change',
  label: l('借据变更', 'IOU changes'),
  noun: l('借据变更', 'IOU change'),
  titleField: 'changeNo',
  routes: ['list', 'page', 'export'],
  fields: [
    ...changeHead('changeNo', l('变更编号', 'Change number')),
    date('trandate', l('生效日', 'Effective date'), {
      required: l('请选择生效日', 'please select the effective date'),
      within: BUSINESS_EVENT_DATES,
      width: 110,
    }),
    // What changes, from what is filled (server): the keys, shown as 还款日、利率 … / due day, rate …
    dict('changeKinds', l('变更内容', 'What changes'), 'iou_change_kind', {
      options: IOU_CHANGE_KINDS,
      multiple: true,
      form: false,
      max: 200,
      width: 160,
    }),
    int('newDueDay', l('新还款日', 'New due day'), {
      minValue: 1,
      maxValue: 31,
      placeholder: l('1–31, 31 为月末', '1–31; 31 = month end'),
      list: false,
    }),
    percent('newAnnualRate', l('新年利率(%)', 'New annual rate (%)'), {
      scale: 4,
      minValue: 0,
      maxValue: 100,
      list: false,
    }),
    int('fromPeriod', l('调整开始期次', 'From period'), {
      minValue: 1,
      maxValue: 1200,
      placeholder: l('空着即生效日后的第一期', 'empty: the first period after the effective date'),
      list: false,
    }),
    dict('resetInterestMethod', l('补差方式', 'Period the change falls in'), 'iou_reset_interest', {
      options: RESET_INTEREST_METHODS,
      defaultValue: 'NONE',
      list: false,
    }),
    text('newAccount', l('新还款账户', 'New repayment account'), { max: 60, list: false }),
    percent('newPenaltyRate', l('新日罚息率(%)', 'New daily penalty rate (%)'), {
      scale: 4,
      minValue: 0,
      maxValue: 1,
      list: false,
    }),
    dict('newAllocationOrder', l('新冲抵顺序', 'New allocation order'), 'allocation_order', {
      options: ALLOCATION_ORDER_OPTIONS,
      list: false,
    }),
    ref('newOwner', l('新客户经理', 'New account manager'), () => user, { list: false, nameKey: 'newOwnerName' }),
    textarea('reason', l('变更原因', 'Reason'), {
      required: l('请输入变更原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('documents', l('变更材料', 'Documents'), { max: 10, attachmentKind: 'iou_change_document' }),
    // Asked when the change adds to what the guarantors answer for (a higher rate, a later maturity).
    attachments('guarantorConsent', l('担保人同意函', "Guarantors' consent"), {
      max: 10,
      attachmentKind: 'guarantor_consent',
    }),
    // Priced by the server when the due day or the rate changes (at every save and again on approval).
    money('oldRent', l('原每期租金(元)', 'Rent before (yuan)'), { form: false, list: false }),
    money('newRent', l('新每期租金(元)', 'Rent after (yuan)'), { form: false, list: false }),
    money('oldInterest', l('原剩余利息(元)', 'Interest before (yuan)'), { form: false, list: false }),
    money('newInterest', l('调整后利息(元)', 'Interest after (yuan)'), { form: false, list: false }),
    date('newEndDate', l('新到期日', 'New maturity'), { form: false, list: false }),
    switchField('material', l('重大变更', 'Material'), { form: false, list: false }),
    json('preview', l('调整后租金计划', 'Schedule after the change'), { form: false, list: false }),
    ...pricedFields(),
    ref('scheduleId', l('调整后租金支付表', 'Schedule after the change'), (): ResourceDef => repaymentSchedule, {
      form: false,
      list: false,
      nameKey: 'scheduleNo',
    }),
    ...appliedFields(),
  ],
  status: keptOnceApprovedStatus(),
});

/**
 * 借据变更 (`iouchange`): start-process, save-data, finish-process, delete-process, getDetailById — the spec's change
 * calls; beforeStart is the module's own.
 */
export const iouChangeFamily = recordFamily({
  code: 'iouchange',
  categoryKey: '16',
  processKey: 'IouChange',
  resource: () => iouChange,
  editableAt: {
    starterAdjust: [
      'trandate',
      'newDueDay',
      'newAnnualRate',
      'fromPeriod',
      'resetInterestMethod',
      'newAccount',
      'newPenaltyRate',
      'newAllocationOrder',
      'newOwner',
      'reason',
      'documents',
      'guarantorConsent',
    ],
  },
});
