/** Messages of the 资产转让 screen (merged into the loan area's, under `loan.`). */
export const transferMessages = {
  'zh-CN': {
    transferSettle: '交割',
    transferSettleConfirm:
      '交割资产转让 {{no}}? 须已上传转让通知书并填写通知日期; 将按当前账务重新核算, 生成转付明细, 无追索转让的借据标记为已转让。',
    transferSettled: '已交割',
    transferCancel: '撤销',
    transferCancelConfirm: '撤销资产转让 {{no}}? 其借据可再次转让。',
    transferCancelled: '已撤销',
    transferNoRows: '暂无转付明细',
    transferToPassOn: '待转付(元)',
    transferPassOn: '转付',
    transferPassOnTitle: '转付所选 {{count}} 期的收款',
    transferPassedOn: '已记录转付',
  },
  'en-US': {
    transferSettle: 'Settle',
    transferSettleConfirm:
      'Settle asset transfer {{no}}? The notice to the lessee must be attached and its date given; it is priced again on the ledger as it stands, its collections to pass on are listed, and IOUs sold without recourse are marked transferred.',
    transferSettled: 'Settled',
    transferCancel: 'Cancel',
    transferCancelConfirm: 'Cancel asset transfer {{no}}? Its IOUs may be sold again.',
    transferCancelled: 'Cancelled',
    transferNoRows: 'Nothing to pass on yet',
    transferToPassOn: 'To pass on (yuan)',
    transferPassOn: 'Pass on',
    transferPassOnTitle: 'Pass on what was collected of {{count}} periods',
    transferPassedOn: 'Passing on recorded',
  },
};
