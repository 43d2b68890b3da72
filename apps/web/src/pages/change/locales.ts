/** Messages of the post-lease change screens (merged under `change.`). */
export const changeMessages = {
  'zh-CN': {
    receiptRecoilHint:
      '冲销已复核的收款: 在「收款确认」的已复核收款上点「冲销」发起; 审批通过后该收款标记为已冲销 (不删除), 借据按其余收款重新计算冲抵、罚息与分类。复核须由该收款的核销人、复核人及发起人以外的财务人员完成。',
    scheduleRecoilHint:
      '红冲借据最新生效的租金支付表 (不能红冲第一版): 审批通过后最新版本标记为已红冲, 上一版本重新生效, 借据按其重新计算。',
  },
  'en-US': {
    receiptRecoilHint:
      'Reverse a reviewed receipt: start it with "Reverse" on a reviewed receipt in Receipts. Once approved the receipt is marked reversed (never deleted) and the IOU is replayed from its other receipts: allocation, penalty and class. The check is by a finance officer who neither started it nor verified or reviewed the receipt.',
    scheduleRecoilHint:
      "Reverse an IOU's latest schedule version in effect (never its first): once approved that version is marked reversed, the one before it is in effect again and the IOU is replayed on it.",
  },
};
