/**
 * 其他 (`other/other`; WAVE3-BRIEF §2.12): a free-form approval — a subject, a text, files — that may point at the
 * record it is about (a project, a contract, an IOU, a customer), so the approvers can open it. 部门负责人 → 总经理.
 */
import { attachments, defineResource, dict, id, l, text, textarea } from './define';
import { keptOnceApprovedStatus, processFields, flowStateField, recordFamily } from './flow-record';

/** What an approval of 其他 may be about: the record kinds an approver can open from it. */
export const OTHER_LINK_KINDS = [
  { value: 'project', label: l('项目', 'Project') },
  { value: 'contract', label: l('合同', 'Contract') },
  { value: 'iou', label: l('借据', 'IOU') },
  { value: 'customer', label: l('客户', 'Customer') },
];

/** 其他审批 (fl_other_approval). */
export const otherApproval = defineResource({
  name: 'otherApproval',
  api: '/rzzl_qy/other/other',
  table: 'fl_other_approval',
  permission: 'change_other',
  label: l('其他审批', 'Other approvals'),
  noun: l('其他审批', 'other approval'),
  titleField: 'title',
  routes: ['list', 'page', 'detail', 'export'],
  fields: [
    text('otherNo', l('审批编号', 'Number'), { form: false, search: true, max: 40, width: 160 }),
    text('title', l('事项', 'Subject'), {
      required: l('请输入事项', 'please enter the subject'),
      max: 200,
      search: true,
    }),
    textarea('content', l('内容', 'Content'), { required: l('请输入内容', 'please enter the content'), max: 4000 }),
    dict('linkKind', l('关联类型', 'About a'), 'other_link_kind', { options: OTHER_LINK_KINDS, width: 90 }),
    // The record of that kind (checked to exist in the tenant on every save); its title is answered beside it.
    id('linkId', l('关联记录', 'About'), { list: false }),
    text('linkTitle', l('关联记录', 'About'), { form: false, max: 200, width: 180 }),
    attachments('documents', l('附件', 'Attachments'), { max: 20, attachmentKind: 'other_document' }),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

export const otherFamily = recordFamily({
  code: 'other',
  categoryKey: '30',
  processKey: 'OtherApproval',
  resource: () => otherApproval,
});
