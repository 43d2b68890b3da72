/** Messages of the diligence screens (merged under `diligence.`). */
const zh = {
  scan: '扫描',
  report: '扫描报告',
  sync: '同步',
  synced: '已查询 {{checked}} 笔, 完成 {{done}} 笔',
  hits: '风险明细',
  noHits: '未发现风险提示',
  passage: '提示',
  riskType: '风险类型',
  title: '事项',
  description: '说明',
  reportHint:
    '尽调报告随项目的评审: 项目为草稿、已立项或已申请时可以填写与修改; 项目进入评审后报告保持评审时的内容。个人尽调(实际控制人、自然人担保人)在 查看 的「个人尽调」页填写, 与报告一并保存。',
  addPerson: '添加个人尽调',
  removePerson: '删除该个人尽调?',
  makeReport: '生成报告',
  noFinance: '尚未填写财务数据',
  noPersons: '没有个人尽调',
  assets: '个人资产',
  ratio: '指标',
  months: '个月',
  hint: '扫描企业的准入风险: 本地规则读取工商数据(需配置 外部数据服务), 服务商扫描使用 外部服务设置 中的服务商。',
};

const en: typeof zh = {
  scan: 'Scan',
  report: 'Report',
  sync: 'Check',
  synced: '{{checked}} checked, {{done}} finished',
  hits: 'Hits',
  noHits: 'No risk found',
  passage: 'Signal',
  riskType: 'Risk type',
  title: 'Item',
  description: 'Description',
  reportHint:
    'A diligence report goes with its project’s review: it may be written and changed while the project is a draft, initiated or applied for; once the review begins it stays as reviewed. Personal diligence (controllers, personal guarantors) is entered on the Personal diligence tab of View and saved with the report.',
  addPerson: 'Add a person',
  removePerson: 'Remove this person?',
  makeReport: 'Make report',
  noFinance: 'No financial figures entered yet',
  noPersons: 'No personal diligence',
  assets: 'Assets',
  ratio: 'Ratio',
  months: ' months',
  hint: 'Scan a company before taking it on: the local rules read its registry data (External data services must be set up); the provider scan uses the provider under Outside services.',
};

export const diligenceMessages = { 'zh-CN': zh, 'en-US': en };
