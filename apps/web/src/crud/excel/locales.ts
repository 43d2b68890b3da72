/** The Excel buttons' and dialog's messages (merged under `excel.` by locales/i18n.ts). */
const zh = {
  export: '导出',
  import: '导入',
  exporting: '正在导出',
  exportRows: '共 {{total}} 条, 已接收 {{size}}',
  exportBytes: '已接收 {{size}}',
  exportDone: '导出完成',
  exportFailed: '导出失败',
  title: '导入{{label}}',
  template: '下载模板',
  templateHint: '请按模板填写 (带 * 的列必填), 一个文件的所有行要么全部导入, 要么都不导入。',
  choose: '选择 Excel 文件',
  start: '开始导入',
  uploading: '上传中',
  checking: '校验并写入 {{done}} / {{total}}',
  success: '已导入 {{count}} 条',
  failed: '导入失败, 未写入任何数据',
  row: '行',
  field: '列',
  message: '问题',
  onlyXlsx: '请选择 .xlsx 文件',
};

const en: typeof zh = {
  export: 'Export',
  import: 'Import',
  exporting: 'Exporting',
  exportRows: '{{total}} rows, {{size}} received',
  exportBytes: '{{size}} received',
  exportDone: 'Export finished',
  exportFailed: 'Export failed',
  title: 'Import {{label}}',
  template: 'Download template',
  templateHint:
    'Fill in the template (columns marked * are required). A file is imported whole or not at all.',
  choose: 'Choose an Excel file',
  start: 'Import',
  uploading: 'Uploading',
  checking: 'Checking and writing {{done}} / {{total}}',
  success: '{{count}} records imported',
  failed: 'Nothing imported',
  row: 'Row',
  field: 'Column',
  message: 'Problem',
  onlyXlsx: 'Choose an .xlsx file',
};

export const excelMessages = { 'zh-CN': zh, 'en-US': en };
