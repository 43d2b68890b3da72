/** Messages of the 借据变更 card (merged under `change.iouChange.`). */
export const iouChangeMessages = {
  'zh-CN': {
    title: '借据变更',
    start: '发起借据变更',
    dueDay: '还款日',
    dayOfMonth: '每月 {{day}} 日',
    annualRate: '年利率',
    penaltyRate: '日罚息率',
    noAccount: '未设置',
    fillOne: '请至少填写一项变更内容 (新还款日、新年利率、新还款账户、新日罚息率、新冲抵顺序或新客户经理)',
  },
  'en-US': {
    title: 'IOU change',
    start: 'Start IOU change',
    dueDay: 'Due day',
    dayOfMonth: 'Day {{day}} of the month',
    annualRate: 'Annual rate',
    penaltyRate: 'Daily penalty rate',
    noAccount: 'Not set',
    fillOne:
      'Fill in at least one change (a new due day, rate, repayment account, penalty rate, allocation order or account manager)',
  },
};
