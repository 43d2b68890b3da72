/**
 * 冲正 / 红冲 (WAVE3-BRIEF §2.7; DOMAIN.md §3 "Reversal"): the lessor undoing its own mistake, through an approval.
 * 收款冲销 (`contractchange/repaymentrecoil`, the `recoil` family) reverses a reviewed receipt: the receipt stays,
 * marked 已冲销, and the IOU is replayed without it. 租金计划红冲 (`contractchange/schedulerecoil`, the
 * `schedulerecoil` family) puts an IOU's previous schedule version back in effect in place of the latest. Two
 * families over two records (docs/decisions.md, "Reversal: two families").
 */
import {
  type ResourceDef,
  BUSINESS_EVENT_DATES,
  attachments,
  date,
  datetime,
  defineResource,
  dict,
  int,
  l,
  money,
  ref,
  text,
  textarea,
} from './define';
import { defineWorkflowFamily } from './flow';
import { RECORD_STATES, flowStateField, keptOnceApprovedStatus, processFields, recordFamily } from './flow-record';
import { contractField, iou, iouField, lesseeField, receipt, repaymentSchedule } from './servicing';
import { user } from './system';

/** Why a receipt is reversed (冲销原因). */
export const RECOIL_REASONS = [
  { value: 'misposted', label: l('错账', 'Misposted') },
  { value: 'duplicate', label: l('重复入账', 'Entered twice') },
  { value: 'bounced', label: l('退票', 'Bounced') },
  { value: 'refund', label: l('客户退款', 'Refunded to the customer') },
  { value: 'other', label: l('其他', 'Other') },
];

/** Who carried the change out on its approval, and when (the approver of the last step). */
const appliedFields = () =>
  [
    ref('appliedBy', l('执行人', 'Applied by'), () => user, { form: false, list: false }),
    datetime('appliedTime', l('执行时间', 'Applied at'), { form: false, list: false }),
  ] as const;

/**
 * 收款冲销 (fl_repayment_recoil): a reviewed receipt reversed. The amount is the receipt's (a part is reversed by
 * reversing the whole and entering the right amount again); IOU, contract and lessee are the receipt's.
 */
export const repaymentRecoil = defineResource({
  name: 'repaymentRecoil',
  api: '/rzzl_qy/contractchange/repaymentrecoil',
  table: 'fl_repayment_recoil',
  permission: 'loan_recoil',
  label: l('收款冲销', 'Receipt reversals'),
  noun: l('收款冲销', 'Receipt reversal'),
  titleField: 'recoilNo',
  routes: ['list', 'page', 'detail', 'export'],
  fields: [
    text('recoilNo', l('冲销编号', 'Reversal number'), { form: false, search: true, max: 50, width: 170 }),
    ref('receiptId', l('收款', 'Receipt'), (): ResourceDef => receipt, {
      required: l('请选择收款', 'please select the receipt'),
      search: true,
      immutable: true,
      nameKey: 'receiptNo',
      width: 150,
    }),
    ref('iouId', l('借据', 'IOU'), () => iou, { form: false, search: true, nameKey: 'iouNo', width: 150 }),
    contractField({ list: false }),
    lesseeField(),
    date('receiptDate', l('到账日期', 'Received on'), { form: false, width: 110 }),
    money('amount', l('冲销金额(元)', 'Amount reversed (yuan)'), { form: false, width: 130 }),
    dict('reason', l('冲销原因', 'Reason'), 'recoil_reason', {
      options: RECOIL_REASONS,
      required: l('请选择冲销原因', 'please select the reason'),
      search: true,
      width: 100,
    }),
    textarea('reasonText', l('冲销说明', 'Explanation'), { max: 1000, list: false }),
    date('recoilDate', l('冲销日期', 'Reversal date'), {
      required: l('请选择冲销日期', 'please select the reversal date'),
      within: BUSINESS_EVENT_DATES,
      width: 110,
    }),
    attachments('evidence', l('证明材料', 'Evidence'), { max: 10, attachmentKind: 'recoil_evidence' }),
    ...appliedFields(),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

/**
 * 租金计划红冲 (fl_schedule_recoil): the latest schedule version in effect of an IOU (never its first) withdrawn and
 * the one before it put back in effect. The versions are the server's, read when the record is saved.
 */
export const scheduleRecoil = defineResource({
  name: 'scheduleRecoil',
  api: '/rzzl_qy/contractchange/schedulerecoil',
  table: 'fl_schedule_recoil',
  permission: 'loan_schedule_recoil',
  label: l('租金计划红冲', 'Schedule reversals'),
  noun: l('租金计划红冲', 'Schedule reversal'),
  titleField: 'recoilNo',
  routes: ['list', 'page', 'detail', 'submit', 'remove', 'export'],
  fields: [
    text('recoilNo', l('红冲编号', 'Reversal number'), { form: false, search: true, max: 50, width: 170 }),
    iouField({ immutable: true }),
    contractField({ list: false }),
    lesseeField(),
    ref('scheduleId', l('红冲版本', 'Version reversed'), (): ResourceDef => repaymentSchedule, {
      form: false,
      nameKey: 'scheduleNo',
      width: 160,
    }),
    int('scheduleVersion', l('红冲版本号', 'Version reversed (no.)'), { form: false, list: false }),
    ref('previousScheduleId', l('恢复版本', 'Version restored'), (): ResourceDef => repaymentSchedule, {
      form: false,
      nameKey: 'previousScheduleNo',
      width: 160,
    }),
    int('previousVersion', l('恢复版本号', 'Version restored (no.)'), { form: false, list: false }),
    textarea('reason', l('红冲原因', 'Reason'), {
      required: l('请输入红冲原因', 'please enter the reason'),
      max: 1000,
    }),
    attachments('evidence', l('证明材料', 'Evidence'), { max: 10, attachmentKind: 'recoil_evidence' }),
    ...appliedFields(),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

/**
 * 冲正 (收款冲销): startFlow, loadData (GET, and POST as the spec's repayment family has it), finish, handle-delete —
 * the calls of the `repayment` family's of the same names; `page` is the record's own.
 */
export const recoilFamily = defineWorkflowFamily({
  code: 'recoil',
  label: l('冲正', 'Reversal'),
  categoryKey: '19',
  processKey: 'RepaymentRecoil',
  resource: () => repaymentRecoil,
  api: repaymentRecoil.api,
  calls: { start: 'startFlow', finish: 'finish', remove: 'handle-delete', detail: 'loadData' },
  methods: { detail: ['GET', 'POST'] },
  variables: ['amount'],
  // The starter corrects the reason, the date and the evidence; the receipt is fixed once saved.
  editableAt: { starterAdjust: ['reason', 'reasonText', 'recoilDate', 'evidence'] },
  states: RECORD_STATES,
});

/** 红冲 (租金计划红冲): the record's calls (list, detail, submit, remove) and the common lifecycle beside them. */
export const scheduleRecoilFamily = recordFamily({
  code: 'schedulerecoil',
  categoryKey: '35',
  processKey: 'ScheduleRecoil',
  resource: () => scheduleRecoil,
  calls: { detailByInstance: 'getDetailByInsId' },
  editableAt: { starterAdjust: ['reason', 'evidence'] },
});

export const RECOIL_FAMILIES = [recoilFamily, scheduleRecoilFamily] as const;
