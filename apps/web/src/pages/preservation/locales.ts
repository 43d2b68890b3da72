/** Messages of 资产保全 (merged under `preservation.`). */
const zh = {
  hint: '对违约承租人及其保证人、抵押人、出质人的财产向法院申请保全: 选择合同后可带入承租人与租赁物、保证人、抵押物、质押物; 诉请金额(未付租金加速到期、罚息及违约金)与保全申请费、案件受理费由系统按台账与《诉讼费用交纳办法》计算。',
  addLessee: '带入承租人及租赁物',
  addGuarantee: '带入保证人',
  addMortgage: '带入抵押物',
  addPledge: '带入质押物',
  progress: '案件进展',
  moved: '案件进展已登记',
};

const en: typeof zh = {
  hint: 'Ask a court to preserve the assets of a lessee in default and of its guarantors, mortgagors and pledgors: once the contract is chosen, its lessee and leased items, guarantors, mortgaged and pledged assets can be added; the claim (unpaid rent accelerated, penalty interest, damages) and the court fees are worked out from the ledger and the fee rules.',
  addLessee: 'Add the lessee and leased items',
  addGuarantee: 'Add the guarantors',
  addMortgage: 'Add the mortgaged assets',
  addPledge: 'Add the pledged assets',
  progress: 'Case progress',
  moved: 'The case’s progress is recorded',
};

export const preservationMessages = { 'zh-CN': zh, 'en-US': en };
