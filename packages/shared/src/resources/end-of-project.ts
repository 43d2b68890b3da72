/**
 * 项目结项 (WAVE3-BRIEF §2.11): a finished project closed — its checklist kept on the record (every IOU settled, written
 * off or sold without recourse; the deposit refunded or offset; the purchase price received and ownership passed; the
 * registry and collateral released; the archive complete), its realised figures (rent, interest and 罚息 received, days
 * late, the XIRR of the actual cash flows), and on approval the project 已结项 and its contracts 已终止.
 */
import { attachments, datetime, defineResource, int, json, l, money, percent, ref, text, textarea } from './define';
import { flowStateField, keptOnceApprovedStatus, processFields, recordFamily } from './flow-record';
import { project } from './project';
import { lesseeField } from './servicing';
import { user } from './system';

const figure = (name: string, label: ReturnType<typeof l>) => money(name, label, { form: false, list: false });

/** The figures a closing keeps, computed by the server at every save and again at its approval (in display order). */
export const END_OF_PROJECT_FIGURES = [
  'depositHeld',
  'depositRefund',
  'rentReceived',
  'interestReceived',
  'penaltyReceived',
  'daysLate',
  'xirr',
] as const;

/** 项目结项 (fl_end_of_project): a finished project's closing checklist and realised figures, approved. */
export const endOfProject = defineResource({
  name: 'endOfProject',
  api: '/rzzl_qy/endOfProject/endofproject',
  table: 'fl_end_of_project',
  permission: 'project_end',
  label: l('项目结项', 'Project closings'),
  noun: l('项目结项', 'Project closing'),
  titleField: 'endNo',
  routes: ['list', 'page', 'detail', 'remove', 'submit', 'export'],
  fields: [
    text('endNo', l('结项编号', 'Closing number'), { form: false, search: true, max: 50, width: 170 }),
    ref('projectId', l('项目', 'Project'), () => project, {
      required: l('请选择项目', 'please select the project'),
      immutable: true,
      search: true,
      nameKey: 'projectName',
      width: 180,
    }),
    lesseeField(),
    // [{code, label, met, detail}] as checked at the last save and again on approval.
    json('checklist', l('结项条件', 'Closing checklist'), { form: false, list: false }),
    text('registryCancelNo', l('中登注销登记号', 'Registry cancellation number'), { max: 60, list: false }),
    attachments('ownershipDoc', l('所有权转移证明', 'Proof of ownership passed'), {
      max: 10,
      attachmentKind: 'ownership_transfer',
    }),
    attachments('releaseDocs', l('抵质押注销及担保解除文件', 'Collateral and guarantee releases'), {
      max: 20,
      attachmentKind: 'security_release',
    }),
    figure('depositHeld', l('保证金(元)', 'Deposit (yuan)')),
    figure('depositRefund', l('应退保证金(元)', 'Deposit to refund (yuan)')),
    figure('rentReceived', l('已收租金(元)', 'Rent received (yuan)')),
    figure('interestReceived', l('已收利息(元)', 'Interest received (yuan)')),
    figure('penaltyReceived', l('已收罚息(元)', 'Penalty received (yuan)')),
    int('daysLate', l('累计逾期天数', 'Days late in all'), { form: false, list: false }),
    percent('xirr', l('实际收益率 XIRR(%)', 'Realised XIRR (%)'), { form: false, scale: 4, width: 120 }),
    textarea('remark', l('结项说明', 'Remark'), { max: 1000 }),
    ref('appliedBy', l('执行人', 'Applied by'), () => user, { form: false, list: false }),
    datetime('appliedTime', l('执行时间', 'Applied at'), { form: false, list: false }),
    ...processFields(),
    flowStateField(),
  ],
  status: keptOnceApprovedStatus(),
});

/**
 * 项目结项 (`endOfProject`): the record's list/remove/submit/detail, and the family's startFlow (the spec's start),
 * save-data, delete-process, finish-process and getDetailById.
 */
export const endOfProjectFamily = recordFamily({
  code: 'endOfProject',
  categoryKey: '11',
  processKey: 'EndOfProject',
  resource: () => endOfProject,
  calls: { start: 'startFlow' },
  editableAt: { starterAdjust: ['registryCancelNo', 'ownershipDoc', 'releaseDocs', 'remark'] },
});
