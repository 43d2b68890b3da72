// The parameters the workflow calls share (one declaration each: labels and messages in both languages).
import { type FieldDef, date, id, l, text, textarea } from '@flp/shared';

const required = (zh: string, en: string) => ({ required: l(zh, en) });
const INSTANCE_LABEL = l('流程实例', 'Process instance');

export const TASK = id('taskId', l('任务', 'Task'), required('请选择任务', 'please choose the task'));
export const INSTANCE = id(
  'processInstanceId',
  INSTANCE_LABEL,
  required('请选择流程实例', 'please choose the process instance'),
);
/** The same, as an optional check that a task belongs to it. */
export const OPTIONAL_INSTANCE = id('processInstanceId', INSTANCE_LABEL);
/** BladeX spells it procInstId on some workUtil calls. */
export const PROC_INST = id(
  'procInstId',
  INSTANCE_LABEL,
  required('请选择流程实例', 'please choose the process instance'),
);
export const COMMENT = textarea('comment', l('审批意见', 'Comment'), { max: 2000 });
export const DEFINITION = text('processDefinitionId', l('流程定义', 'Process definition'), { max: 255 });
export const CATEGORY = text('category', l('流程分类', 'Category'), { max: 64 });
export const PROCESS_NAME = text('processDefinitionName', l('流程名称', 'Process name'), { max: 255 });

/** The work lists' filters: whole days, checked by the calendar (2026-02-30 is refused by its label, not sent to SQL). */
export const FILTERS = [
  CATEGORY,
  PROCESS_NAME,
  // The record a process decides on (a project's name or number, the lessee), as the lists show it.
  text('subject', l('业务', 'Subject'), { max: 100 }),
  date('beginDate', l('开始日期', 'From')),
  date('endDate', l('结束日期', 'Until')),
] as const satisfies readonly FieldDef[];

export { required };
