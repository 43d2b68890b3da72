/** Messages of 租后检查 (merged under `tracking.`). */
const zh = {
  hint: '承租人的租后检查: 系统按五级分类生成检查计划(放款后 90 天内首次检查, 此后正常类每半年、关注类每季、次级及以下每月; 逾期超过 30 天生成专项检查), 客户经理填写经营、财务、租赁物、担保人情况与检查结论, 还款情况由系统按台账带出; 检查报告在查看中添加。结论为预警时, 审批通过后按建议分类生成风险等级维护草稿。',
  export: '导出报告',
  removeReport: '删除该检查报告?',
  removed: '检查报告已删除',
};

const en: typeof zh = {
  hint: 'Post-lease checks of the lessees: the system plans them from the five-level class (a first check within 90 days of disbursement, then every six months for Normal, quarterly for Special mention, monthly for Substandard and worse; a special check once more than 30 days past due). The account manager records operations, finances, the leased assets, the guarantors and a conclusion; repayment is filled from the ledger; reports are added under View. A warning conclusion, once approved, drafts the suggested class in Risk level maintenance.',
  export: 'Export report',
  removeReport: 'Remove this report?',
  removed: 'The report is removed',
};

export const trackingMessages = { 'zh-CN': zh, 'en-US': en };
