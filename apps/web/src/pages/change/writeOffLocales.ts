/** Messages of the write-off screen (merged under `change.` by locales.ts). */
export const writeOffMessages = {
  'zh-CN': {
    writeOffStart: '发起核销',
    writeOffHint:
      '核销损失类借据 (可疑类须有确凿证据): 核销金额 = 未收本金 + 表内应收利息 + 费用, 冲减已提准备, 缺口计入当期损益; 罚息只做表外登记。审批通过后借据变为已核销 (不可恢复), 债权表外登记、继续追偿: 其后的收款登记为「核销后追偿」, 按参数 writeoff.recoveryOrder 的顺序冲减表外债权。',
    recoveriesTitle: '核销后追偿',
    noRecoveries: '尚无核销后追偿',
    recoveryFee: '冲抵费用',
    recoveryPrincipal: '冲抵本金',
    recoveryInterest: '冲抵利息',
    recoveryPenalty: '冲抵罚息',
    recoveryUnapplied: '超出债权',
    principalLeft: '剩余本金(表外)',
    claimLeft: '表外债权余额',
  },
  'en-US': {
    writeOffStart: 'Start a write-off',
    writeOffHint:
      'Write off a loss IOU (a doubtful one only with conclusive evidence): the amount written off = principal unpaid + interest receivable + fees, charged against the provision, the shortfall to profit and loss; the penalty is registered off balance only. Once approved the IOU is written off (for good) and its claim kept off balance and pursued: later money is entered as a recovery after write-off and reduces the claim in the order of the parameter writeoff.recoveryOrder.',
    recoveriesTitle: 'Recoveries after the write-off',
    noRecoveries: 'No recovery yet',
    recoveryFee: 'To fees',
    recoveryPrincipal: 'To principal',
    recoveryInterest: 'To interest',
    recoveryPenalty: 'To penalty',
    recoveryUnapplied: 'Beyond the claim',
    principalLeft: 'Principal left (off balance)',
    claimLeft: 'Off-balance claim left',
  },
};
