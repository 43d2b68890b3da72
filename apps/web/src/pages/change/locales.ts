import { writeOffMessages } from './writeOffLocales';

/** Messages of the post-lease change screens (merged under `change.`). */
export const changeMessages = {
  'zh-CN': {
    ...writeOffMessages['zh-CN'],
    settleTitle: '提前结清',
    quoteTitle: '结清试算',
    quote: '试算',
    quoteOn: '{{iouNo}} 于 {{date}} 结清',
    quoteItem: '项目',
    quoteAmount: '金额(元)',
    quoteRule: '计算依据',
    startSettle: '发起提前结清',
    businessDate: '业务日期',
    contractRule: '合同当期利息计收',
    contractRate: '合同违约金率',
    deposit: '保证金(元)',
    purchasePrice: '留购价款(元)',
    noQuoteToday: '该借据在业务日期没有结清报价 (不在还款中, 或已过最后一期租金日); 选择结清日后再试算。',
    iouAsOf: '借据截至 {{date}}',
    receiptRecoilHint:
      '冲销已复核的收款: 在「收款确认」的已复核收款上点「冲销」发起; 审批通过后该收款标记为已冲销 (不删除), 借据按其余收款重新计算冲抵、罚息与分类。复核须由该收款的核销人、复核人及发起人以外的财务人员完成。',
    scheduleRecoilHint:
      '红冲借据最新生效的租金支付表 (不能红冲第一版): 审批通过后最新版本标记为已红冲, 上一版本重新生效, 借据按其重新计算。',
  },
  'en-US': {
    ...writeOffMessages['en-US'],
    settleTitle: 'Early settlements',
    quoteTitle: 'Settlement quote',
    quote: 'Quote',
    quoteOn: '{{iouNo}} settled on {{date}}',
    quoteItem: 'Item',
    quoteAmount: 'Amount (yuan)',
    quoteRule: 'How it is computed',
    startSettle: 'Start early settlement',
    businessDate: 'Business date',
    contractRule: "Contract's accrued interest",
    contractRate: "Contract's break fee rate",
    deposit: 'Deposit (yuan)',
    purchasePrice: 'Purchase price (yuan)',
    noQuoteToday:
      'No settlement quote for this IOU on the business date (not repaying, or past its last due date); choose a settlement date and quote again.',
    iouAsOf: 'The IOU as of {{date}}',
    receiptRecoilHint:
      'Reverse a reviewed receipt: start it with "Reverse" on a reviewed receipt in Receipts. Once approved the receipt is marked reversed (never deleted) and the IOU is replayed from its other receipts: allocation, penalty and class. The check is by a finance officer who neither started it nor verified or reviewed the receipt.',
    scheduleRecoilHint:
      "Reverse an IOU's latest schedule version in effect (never its first): once approved that version is marked reversed, the one before it is in effect again and the IOU is replayed on it.",
  },
};
