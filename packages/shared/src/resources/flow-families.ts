/**
 * The generic workflow families every later family follows: 请假 (BladeX's leave, its calls and its model unchanged)
 * and 业务审批 (a general business approval routed by amount). Each is a business resource plus a family
 * declaration; the server binds its rules (modules/flow/families), the web app its routes.
 */
import { attachments, datetime, defineResource, l, money, ref, text, textarea } from './define';
import { RECORD_CALLS, RECORD_STATES, flowRecordStatus, flowStateField, processFields } from './flow-record';
import { defineWorkflowFamily } from './flow';
import { user } from './system';

/** 请假 (blade_process_leave): BladeX's leave request. */
export const leave = defineResource({
  name: 'leave',
  api: '/blade-desk/process/leave',
  table: 'blade_process_leave',
  permission: 'work',
  label: l('请假流程', 'Leave requests'),
  noun: l('请假', 'leave request'),
  titleField: 'reason',
  routes: [],
  fields: [
    ...processFields(),
    datetime('startTime', l('开始时间', 'Start'), { required: l('请选择开始时间', 'please select the start') }),
    datetime('endTime', l('结束时间', 'End'), { required: l('请选择结束时间', 'please select the end') }),
    ref('taskUser', l('审批人', 'Approver'), () => user, { required: l('请选择审批人', 'please select the approver') }),
    textarea('reason', l('请假理由', 'Reason'), { required: l('请输入请假理由', 'please enter the reason'), max: 500 }),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** 业务审批 (fl_business_approval): a general approval — a subject, an amount (routes the model), a text, files. */
export const businessApproval = defineResource({
  name: 'businessApproval',
  api: '/rzzl_qy/process/business',
  table: 'fl_business_approval',
  permission: 'work',
  label: l('业务审批', 'Business approvals'),
  noun: l('业务审批', 'business approval'),
  titleField: 'title',
  routes: [],
  fields: [
    ...processFields(),
    text('title', l('事项', 'Subject'), {
      required: l('请输入事项', 'please enter the subject'),
      max: 200,
      search: true,
    }),
    money('amount', l('金额', 'Amount'), { required: l('请输入金额', 'please enter the amount') }),
    textarea('content', l('内容', 'Content'), { required: l('请输入内容', 'please enter the content'), max: 2000 }),
    textarea('approvalNote', l('审批意见摘要', 'Approval notes'), { max: 2000 }),
    attachments('files', l('附件', 'Attachments')),
    flowStateField(),
  ],
  status: flowRecordStatus(),
});

/** The business families' full call set: the record calls, submit, and the detail by instance. */
const BUSINESS_CALLS = {
  ...RECORD_CALLS,
  submit: 'submit-process',
  detailByInstance: 'getDetailByInsId',
} as const;

/**
 * BladeX's leave: start-process and detail (its handle page uses work/complete-task); and under the spec's family
 * name `rzzl_qy/leave/leave` the common lifecycle every family of the spec has.
 */
export const leaveFamily = defineWorkflowFamily({
  code: 'leave',
  label: l('请假流程', 'Leave'),
  categoryKey: '1',
  processKey: 'Leave',
  resource: () => leave,
  api: '/blade-desk/process/leave',
  startPermission: 'work_start_add',
  calls: { start: 'start-process', detail: 'detail' },
  aliases: [
    {
      api: '/rzzl_qy/leave/leave',
      calls: BUSINESS_CALLS,
    },
  ],
  variables: [],
  // 调整申请 (the starter adjusting a sent-back request) edits the request.
  editableAt: { modifyApply: ['startTime', 'endTime', 'reason'] },
  states: RECORD_STATES,
});

/** 业务审批: the full call set a business family has (the later families follow it). */
export const businessFamily = defineWorkflowFamily({
  code: 'business',
  label: l('业务审批', 'Business approval'),
  categoryKey: '2',
  processKey: 'BusinessApproval',
  resource: () => businessApproval,
  api: '/rzzl_qy/process/business',
  startPermission: 'work_start_add',
  calls: BUSINESS_CALLS,
  variables: ['amount'],
  editableAt: { starterAdjust: '*', riskReview: ['approvalNote'] },
  states: RECORD_STATES,
});
