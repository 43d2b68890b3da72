/**
 * 租金计划调整 (WAVE3-BRIEF §2.6): future rents edited by hand — irregular rents, a skipped season for an agricultural
 * lessee, a smaller rent while a plant is rebuilt — the rows left empty solved by the engine's IRREGULAR method (one
 * level rent at the IOU's rate), or, when every rent is given, the rate they imply solved. Checked on save (Σ principal
 * = the principal not yet due, balances never below zero, dates on the IOU's rhythm) and applied as a new schedule
 * version on approval.
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
import { repaymentSchedule } from './servicing';

/** What the edited rows give: each period's rent, or each period's principal. */
export const ADJUST_MODES = [
  { value: 'RENT', label: l('按租金', 'By rent') },
  { value: 'PRINCIPAL', label: l('按本金', 'By principal') },
];

/** 租金计划调整 (fl_schedule_adjust): an IOU's future rents edited, the rest solved, approved as a new version. */
export const scheduleAdjust = defineResource({
  name: 'scheduleAdjust',
  api: '/rzzl_qy/scheduleAdjust/scheduleadjust',
  table: 'fl_schedule_adjust',
  permission: 'loan_schedule_adjust',
  label: l('租金计划调整', 'Schedule adjustments'),
  noun: l('租金计划调整', 'Schedule adjustment'),
  titleField: 'adjustNo',
  routes: ['list', 'page', 'export'],
  fields: [
    ...changeHead('adjustNo', l('调整编号', 'Adjustment number')),
    date('trandate', l('生效日', 'Effective date'), {
      required: l('请选择生效日', 'please select the effective date'),
      within: BUSINESS_EVENT_DATES,
      width: 110,
    }),
    int('fromPeriod', l('调整开始期次', 'From period'), {
      minValue: 1,
      maxValue: 1200,
      placeholder: l('空着即生效日后的第一期', 'empty: the first period after the effective date'),
      list: false,
    }),
    dict('mode', l('调整方式', 'Edited by'), 'schedule_adjust_mode', {
      options: ADJUST_MODES,
      defaultValue: 'RENT',
      list: false,
    }),
    // The edited periods: [{period, rent} | {period, principal}] — the others solved (adjustSaveOrUpdate saves them).
    json('rows', l('调整的期次', 'Edited periods'), { list: false }),
    textarea('reason', l('调整原因', 'Reason'), {
      required: l('请输入调整原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('documents', l('调整材料', 'Documents'), { max: 10, attachmentKind: 'schedule_adjust_document' }),
    // Priced by the server from the ledger as of the effective date (at every save and again on approval).
    money('remainingPrincipal', l('未到期本金(元)', 'Principal not yet due (yuan)'), { form: false, list: false }),
    money('oldInterest', l('原剩余利息(元)', 'Interest before (yuan)'), { form: false, list: false }),
    money('newInterest', l('调整后利息(元)', 'Interest after (yuan)'), { form: false, list: false }),
    percent('contractRate', l('原年利率(%)', 'Rate before (%)'), { form: false, scale: 4, list: false }),
    percent('impliedRate', l('隐含年利率(%)', 'Implied rate (%)'), { form: false, scale: 4, width: 110 }),
    date('newEndDate', l('新到期日', 'New maturity'), { form: false, list: false }),
    switchField('material', l('重大变更', 'Material'), { form: false, list: false }),
    json('preview', l('调整后租金计划', 'Schedule after the adjustment'), { form: false, list: false }),
    ...pricedFields(),
    ref('scheduleId', l('调整后租金支付表', 'Schedule after the adjustment'), (): ResourceDef => repaymentSchedule, {
      form: false,
      list: false,
      nameKey: 'scheduleNo',
    }),
    ...appliedFields(),
  ],
  status: keptOnceApprovedStatus(),
});

/** 租金计划调整 (`scheduleAdjust`): the common calls; adjustSaveOrUpdate saves the edited rows and prices them. */
export const scheduleAdjustFamily = recordFamily({
  code: 'scheduleAdjust',
  categoryKey: '36',
  processKey: 'ScheduleAdjust',
  resource: () => scheduleAdjust,
  editableAt: { starterAdjust: ['trandate', 'fromPeriod', 'mode', 'rows', 'reason', 'documents'] },
});
