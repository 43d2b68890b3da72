/**
 * bpmn-js and its properties panel speak English; with the interface in Chinese their most visible texts (palette,
 * context pad, replace menu, panel groups and fields) are shown in Chinese through diagram-js's `translate` service.
 * A text not listed stays English.
 */
const ZH: Record<string, string> = {
  // palette and context pad
  'Activate hand tool': '抓手工具',
  'Activate lasso tool': '套索工具',
  'Activate create/remove space tool': '空间工具',
  'Activate global connect tool': '连线工具',
  'Create start event': '开始事件',
  'Create end event': '结束事件',
  'Create intermediate/boundary event': '中间/边界事件',
  'Create gateway': '网关',
  'Create task': '任务',
  'Create user task': '用户任务',
  'Create data object reference': '数据对象',
  'Create data store reference': '数据存储',
  'Create expanded sub-process': '子流程',
  'Create pool/participant': '泳池',
  'Create group': '分组',
  'Append end event': '追加结束事件',
  'Append gateway': '追加网关',
  'Append task': '追加任务',
  'Append intermediate/boundary event': '追加中间事件',
  'Append text annotation': '追加注释',
  'Append user task': '追加用户任务',
  'Add text annotation': '添加注释',
  'Change element': '更改类型',
  'Change type': '更改类型',
  Delete: '删除',
  'Connect to other element': '连接',
  'Connect using association': '关联连接',
  'Connect using sequence/message flow or association': '连接',
  'Connect using sequence flow': '顺序流连接',
  'Search in diagram': '搜索',
  // element types (replace menu, panel header)
  'Start event': '开始事件',
  'End event': '结束事件',
  'Terminate end event': '终止结束事件',
  Task: '任务',
  'User task': '用户任务',
  'Service task': '服务任务',
  'Script task': '脚本任务',
  'Exclusive gateway': '排他网关',
  'Parallel gateway': '并行网关',
  'Inclusive gateway': '包容网关',
  'Sequence flow': '顺序流',
  'Default flow': '默认流',
  'Conditional flow': '条件流',
  Process: '流程',
  'Text annotation': '注释',
  'Parallel multi-instance': '并行多实例',
  'Sequential multi-instance': '串行多实例',
  Loop: '循环',
  // the panel's header (the concrete type, words capitalised)
  'User Task': '用户任务',
  'Start Event': '开始事件',
  'End Event': '结束事件',
  'Terminate End Event': '终止结束事件',
  'Sequence Flow': '顺序流',
  'Exclusive Gateway': '排他网关',
  'Parallel Gateway': '并行网关',
  'Inclusive Gateway': '包容网关',
  'Text Annotation': '注释',
  'Service Task': '服务任务',
  'Script Task': '脚本任务',
  'Intermediate Throw Event': '中间事件',
  'Conditional Flow': '条件流',
  'Default Flow': '默认流',
  // properties panel
  General: '常规',
  Name: '名称',
  ID: '编号',
  Documentation: '说明',
  'Element documentation': '元素说明',
  'Process documentation': '流程说明',
  Executable: '可执行',
  'Multi-instance': '多实例',
  'Loop cardinality': '循环次数',
  'Completion condition': '完成条件',
  'Element must have an unique id.': '元素编号不能重复。',
  'ID must not contain spaces.': '编号不能包含空格。',
  'ID must not be empty.': '编号不能为空。',
  'ID must be a valid QName.': '编号必须是合法的 QName。',
  'ID must not start with "<prefix>".': '编号不能以 "<prefix>" 开头。',
  'Process name': '流程名称',
  'Process ID': '流程编号',
  Version: '版本',
  Participant: '参与者',
  'Participant Name': '参与者名称',
};

function translateZh(template: string, replacements?: Record<string, string>) {
  const text = ZH[template] ?? template;
  return text.replace(/{([^}]+)}/g, (_, key: string) => replacements?.[key] ?? `{${key}}`);
}
function translateEn(template: string, replacements?: Record<string, string>) {
  return template.replace(/{([^}]+)}/g, (_, key: string) => replacements?.[key] ?? `{${key}}`);
}

/** A bpmn-js module replacing `translate` for the interface language. */
export const translateModule = (lang: string) => ({
  translate: ['value', lang.startsWith('zh') ? translateZh : translateEn],
});
