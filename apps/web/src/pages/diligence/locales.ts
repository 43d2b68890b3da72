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
  hint: 'Scan a company before taking it on: the local rules read its registry data (External data services must be set up); the provider scan uses the provider under Outside services.',
};

export const diligenceMessages = { 'zh-CN': zh, 'en-US': en };
