/** Messages of the 租金计划调整 card (merged under `change.adjust.`). */
export const adjustMessages = {
  'zh-CN': {
    title: '租金计划调整',
    price: '试算',
    submit: '提交审批',
    pricedTitle: '试算结果 · {{adjustNo}} (已暂存)',
    stale: '试算后又有修改: 请重新试算, 再提交审批。',
    chooseIou: '选择借据和生效日后, 在此填写要调整的期次',
    rowsHint: '生效日后的第 {{from}}–{{to}} 期: 填写要调整的期次, 空着的期次按借据利率求解为等额租金',
    nothingDue: '生效日后没有待还的期次',
    solved: '求解',
    new: { rent: '调整后租金(元)', principal: '调整后本金(元)' },
    edited: '第 {{period}} 期 {{amount}}',
    belowContract: '隐含年利率 {{implied}}% 低于合同利率 {{contract}}%: 属重大变更, 须总经理审批',
  },
  'en-US': {
    title: 'Schedule adjustment',
    price: 'Price',
    submit: 'Submit for approval',
    pricedTitle: 'Priced · {{adjustNo}} (saved as a draft)',
    stale: 'Changed since it was priced: price it again before submitting.',
    chooseIou: 'Choose the IOU and the effective date, then edit the periods here',
    rowsHint:
      'Periods {{from}}–{{to}}, due after the effective date: fill in those to change; the empty ones are solved as a level rent at the IOU’s rate',
    nothingDue: 'Nothing is due after the effective date',
    solved: 'solved',
    new: { rent: 'New rent (yuan)', principal: 'New principal (yuan)' },
    edited: 'period {{period}}: {{amount}}',
    belowContract:
      'The implied rate {{implied}}% is below the contract’s {{contract}}%: a material change, for the general manager to approve',
  },
};
