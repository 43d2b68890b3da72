// The shipped models: a direct lease, a sale-leaseback, a guarantee and a mortgage contract, the minutes and the board
// resolution, written as real .docx files whose tags are the placeholder reference's names — the lessor's full block
// from the legal profile (公司信息), the lessee's, the guarantors and the sellers of the leased items, every rate with
// its unit, amounts also in capitals, money columns right-aligned and unwrapped.
import { type Block, fixedColumn, moneyColumn, textColumn } from '../../platform/documents/docx-writer';

const h = (text: string): Block => ({ kind: 'heading', text });
const p = (text: string): Block => ({ kind: 'para', text });

// Tables fill the A4 text width (PAGE_TEXT_WIDTH: 9,026): figures right-aligned and never wrapped, dates and
// periods centred, names wrapping in the widest columns.
const SCHEDULE_TABLE: Block = {
  kind: 'table',
  header: ['期次', '支付日', '租金(元)', '本金(元)', '利息(元)', '剩余本金(元)'],
  rows: [['{#schedule}{period}', '{dueDate}', '{rent}', '{principal}', '{interest}', '{balance}{/schedule}']],
  columns: [
    fixedColumn(700),
    fixedColumn(1300),
    moneyColumn(1800),
    moneyColumn(1800),
    moneyColumn(1526),
    moneyColumn(1900),
  ],
};

const itemsTable = (seller: string): Block => ({
  kind: 'table',
  header: ['序号', '租赁物名称', '规格型号', '数量', seller, '发票价值(元)'],
  rows: [['{#items}{no}', '{itemName}', '{model}', '{quantity}{unit}', '{supplier}', '{invoiceValue}{/items}']],
  columns: [
    fixedColumn(600),
    textColumn(2000),
    textColumn(1500),
    fixedColumn(900),
    textColumn(2226),
    moneyColumn(1800),
  ],
});

const GUARANTEES: Block = {
  kind: 'table',
  header: ['保证人', '统一社会信用代码/身份证号', '担保方式', '担保金额(元)'],
  rows: [['{#guarantees}{guarantor}', '{uscc}', '{type}', '{amount}{/guarantees}']],
  columns: [textColumn(2600), fixedColumn(2500), textColumn(1626), moneyColumn(2300)],
};

/** A party's block: its role, then name, code, representative, address and telephone. */
const party = (role: string, key: 'lessor' | 'lessee'): Block[] => [
  p(`${role}: {${key}.name}`),
  p(`统一社会信用代码: {${key}.uscc}    法定代表人: {${key}.legalPerson}`),
  p(`住所: {${key}.address}    联系电话: {${key}.telephone}`),
];

const PARTIES: Block[] = [
  p('合同编号: {contractNo}'),
  ...party('出租人(甲方)', 'lessor'),
  ...party('承租人(乙方)', 'lessee'),
];

const TERMS: Block[] = [
  p('第二条 租赁条件'),
  p('租赁本金: 人民币 {terms.principal} 元(大写: {terms.principalUpper}); 年租赁利率 {terms.annualRate}(固定利率)。'),
  p(
    '租赁期限 {terms.term} 个月, 共 {terms.periods} 期, {terms.frequency}支付, {terms.payTiming}; 租金计算方式: {terms.rentMethod}。起租日 {terms.startDate}, 到期日 {terms.endDate}。',
  ),
  p(
    '保证金: 人民币 {terms.deposit} 元(大写: {terms.depositUpper}); 手续费: 人民币 {terms.fee} 元(大写: {terms.feeUpper})。',
  ),
  p('留购价款: 人民币 {terms.purchasePrice} 元(大写: {terms.purchasePriceUpper}), 与最后一期租金一并支付。'),
  p('租金总额: 人民币 {terms.totalRent} 元(大写: {terms.totalRentUpper})。'),
  p('第三条 租金支付计划'),
  SCHEDULE_TABLE,
  p('第四条 租金支付方式: 乙方应于每期支付日前将当期租金足额支付至甲方下列收款账户:'),
  p('户名: {lessor.accountName}    开户行: {lessor.bankName}    账号: {lessor.bankAccount}'),
  p(
    '第五条 逾期罚息: 乙方未按期足额支付租金的, 就逾期未付租金自应付之日起按 {terms.penaltyRate} 计付罚息, 至全部付清之日止。',
  ),
  p('第六条 担保: 乙方在本合同项下的全部债务由下列保证人提供担保, 保证合同另行签订:'),
  GUARANTEES,
  p(
    '第七条 租赁物所有权: 租赁期内租赁物的所有权属于甲方; 乙方付清全部租金、罚息及留购价款后, 租赁物的所有权转移至乙方。',
  ),
  p('第八条 争议解决: 因本合同发生的争议, 由双方协商解决; 协商不成的, 提交甲方住所地有管辖权的人民法院诉讼解决。'),
];

const SIGN: Block[] = [
  p('甲方(盖章): {lessor.name}'),
  p('法定代表人或授权代表(签字):'),
  p('乙方(盖章): {lessee.name}'),
  p('法定代表人或授权代表(签字):'),
  p('签订日期: {signDate}'),
];

/** The creditor of a security contract: the lessor's block under its role there. */
const creditor = (role: string): Block[] => [
  p(`${role}: {lessor.name}(统一社会信用代码 {lessor.uscc})`),
  p('法定代表人: {lessor.legalPerson}    住所: {lessor.address}    联系电话: {lessor.telephone}'),
];

/** Name, type and body of each shipped model. */
export const SHIPPED_MODELS: { name: string; type: number; file: string; blocks: Block[] }[] = [
  {
    name: '直租合同(标准版)',
    type: 1,
    file: '直租合同(标准版).docx',
    blocks: [
      h('融资租赁合同(直租)'),
      ...PARTIES,
      p(
        '第一条 租赁物: 甲方根据乙方对租赁物和出卖人的选择, 向出卖人 {project.suppliers} 购买下列租赁物, 出租给乙方使用(项目 {project.projectNo} {project.projectName}):',
      ),
      itemsTable('出卖人'),
      ...TERMS,
      ...SIGN,
    ],
  },
  {
    name: '售后回租合同(标准版)',
    type: 2,
    file: '售后回租合同(标准版).docx',
    blocks: [
      h('融资租赁合同(售后回租)'),
      ...PARTIES,
      p(
        '第一条 租赁物: 乙方将其自有的下列租赁物转让给甲方, 并向甲方租回使用(项目 {project.projectNo} {project.projectName}, {project.leaseType}); 租赁物原供应商: {project.suppliers}。',
      ),
      itemsTable('原供应商'),
      ...TERMS,
      ...SIGN,
    ],
  },
  {
    name: '保证合同(标准版)',
    type: 3,
    file: '保证合同(标准版).docx',
    blocks: [
      h('保证合同'),
      p('合同编号: {contractNo}'),
      ...creditor('债权人'),
      p('债务人: {lessee.name}(统一社会信用代码 {lessee.uscc})'),
      p(
        '主合同: 债权人与债务人就项目 {project.projectNo} {project.projectName} 签订的融资租赁合同, 租赁本金人民币 {terms.principal} 元(大写: {terms.principalUpper}), 租金总额人民币 {terms.totalRent} 元, 年租赁利率 {terms.annualRate}, 逾期罚息 {terms.penaltyRate}。',
      ),
      p('保证人及担保范围:'),
      GUARANTEES,
      p(
        '{#guarantees}保证人 {guarantor}: 住所 {address}, 法定代表人 {legalPerson}; 担保金额人民币 {amount} 元(大写: {amountUpper})。{/guarantees}',
      ),
      p('保证方式为连带责任保证, 保证期间为主债务履行期届满之日起三年。'),
      p('债权人(盖章): {lessor.name}'),
      p('保证人(盖章/签字): {project.guarantors}'),
      p('签订日期: {signDate}'),
    ],
  },
  {
    name: '抵押合同(标准版)',
    type: 4,
    file: '抵押合同(标准版).docx',
    blocks: [
      h('抵押合同'),
      p('合同编号: {contractNo}'),
      ...creditor('抵押权人'),
      p('债务人: {lessee.name}(统一社会信用代码 {lessee.uscc})'),
      p(
        '被担保的主债权: 项目 {project.projectNo} 项下租金总额人民币 {terms.totalRent} 元(大写: {terms.totalRentUpper})及按 {terms.penaltyRate} 计收的罚息。',
      ),
      p('抵押人及抵押担保:'),
      GUARANTEES,
      p('抵押登记由双方于本合同签订后办理。'),
      p('抵押权人(盖章): {lessor.name}'),
      p('签订日期: {signDate}'),
    ],
  },
  {
    name: '评审会纪要(标准版)',
    type: 6,
    file: '评审会纪要(标准版).docx',
    blocks: [
      h('{lessor.name}'),
      h('项目评审会会议纪要'),
      p('议题: {meeting.topic}'),
      p('会议时间: {meeting.time}    会议地点: {meeting.place}    主持人: {meeting.host}'),
      p('评审委员: {meeting.reviewers}'),
      p('项目: {project.projectNo} {project.projectName}({project.leaseType}), 承租人 {lessee.name}'),
      p(
        '融资金额人民币 {terms.principal} 元(大写: {terms.principalUpper}), 年利率 {terms.annualRate}, {terms.periods} 期, {terms.frequency}支付, 租金总额人民币 {terms.totalRent} 元; 逾期罚息 {terms.penaltyRate}。',
      ),
      p('租赁物及出卖人:'),
      itemsTable('出卖人'),
      p('担保措施:'),
      GUARANTEES,
      p('表决情况:'),
      {
        kind: 'table',
        header: ['评审委员', '表决', '意见', '时间'],
        rows: [['{#votes}{userName}', '{decision}', '{comment}', '{time}{/votes}']],
        columns: [textColumn(1800), fixedColumn(1000), textColumn(4026), fixedColumn(2200)],
      },
      p('评审结论: {meeting.result}(同意 {meeting.votesFor} 票, 反对 {meeting.votesAgainst} 票)'),
      p('会议记录: {meeting.notes}'),
    ],
  },
  {
    name: '董事会决议(标准版)',
    type: 7,
    file: '董事会决议(标准版).docx',
    blocks: [
      h('{lessor.name}'),
      h('董事会决议'),
      p('决议编号: {resolution.resolutionNo}    会议日期: {resolution.meetingDate}'),
      p('关于项目 {project.projectNo} {project.projectName} 的决议'),
      p(
        '承租人: {lessee.name}; 融资金额人民币 {terms.principal} 元(大写: {terms.principalUpper}), 年利率 {terms.annualRate}, 租赁期限 {terms.term} 个月; 保证人: {project.guarantors}。',
      ),
      p('决议内容: {resolution.summary}'),
      p('评审会结论: {meeting.result}(同意 {meeting.votesFor} 票, 反对 {meeting.votesAgainst} 票)'),
    ],
  },
  {
    name: '提前结清通知书(标准版)',
    type: 8,
    file: '提前结清通知书(标准版).docx',
    blocks: [
      h('{lessor.name}'),
      h('提前结清通知书'),
      p('编号: {settle.settleNo}'),
      p('致: {lessee.name}(统一社会信用代码 {lessee.uscc})'),
      p(
        '贵司就融资租赁合同 {settle.contractNo} 项下借据 {settle.iouNo} 申请提前结清, 经我司审批同意, 以 {settle.trandate} 为结清日, 结清款明细如下:',
      ),
      {
        kind: 'table',
        header: ['项目', '金额(元)', '计算依据'],
        rows: [['{#settleLines}{item}', '{amount}', '{rule}{/settleLines}']],
        columns: [textColumn(2400), moneyColumn(2000), textColumn(4626)],
      },
      p('结清款合计人民币 {settle.total} 元, 减免人民币 {settle.waiver} 元。'),
      p(
        '应付结清款人民币 {settle.payable} 元(大写: {settle.payableUpper}), 请于 {settle.quoteValidUntil} 前支付至我司收款账户: 户名 {lessor.accountName}, 开户行 {lessor.bankName}, 账号 {lessor.bankAccount}。款项到账后借据结清, 逾期本通知书失效, 结清款按届时情况重新计算。',
      ),
      p('出租人(盖章): {lessor.name}'),
      p('日期: {settle.trandate}'),
    ],
  },
  {
    name: '尽职调查报告(标准版)',
    type: 9,
    file: '尽职调查报告(标准版).docx',
    blocks: [
      h('{lessor.name}'),
      h('尽职调查报告'),
      p('尽调编号: {dd.diligenceNo}    项目: {dd.projectName}({dd.projectNo})'),
      p('调查对象: {dd.subject}({dd.subjectType})    统一社会信用代码: {dd.uscc}'),
      p('调查人: {dd.investigators}    调查日期: {dd.visitDate}    调查地点: {dd.visitPlace}'),
      p('一、基本情况'),
      p(
        '法定代表人: {dd.legalPerson}    成立日期: {dd.establishedDate}    注册资本: {dd.registeredCapital}    登记状态: {dd.regStatus}',
      ),
      p('注册地址: {dd.address}'),
      p('经营范围: {dd.scope}'),
      p('历史沿革: {dd.history}'),
      p('实际控制人: {dd.actualController}'),
      p('二、股权结构'),
      {
        kind: 'table',
        header: ['股东名称', '股东类型', '持股比例', '认缴出资(元)', '实际控制人'],
        rows: [['{#ddShareholders}{name}', '{type}', '{ratio}', '{capital}', '{controller}{/ddShareholders}']],
        columns: [textColumn(3000), fixedColumn(1300), fixedColumn(1300), moneyColumn(2026), fixedColumn(1400)],
      },
      p('三、管理层'),
      {
        kind: 'table',
        header: ['姓名', '职务', '从业年限', '履历'],
        rows: [['{#ddManagers}{name}', '{job}', '{years}', '{background}{/ddManagers}']],
        columns: [fixedColumn(1300), textColumn(1700), fixedColumn(1100), textColumn(4926)],
      },
      p('四、经营情况'),
      p('{dd.operation}'),
      {
        kind: 'table',
        header: ['类别', '名称', '年交易额(元)', '占比'],
        rows: [['{#ddPartners}{side}', '{name}', '{amount}', '{share}{/ddPartners}']],
        columns: [fixedColumn(1100), textColumn(4126), moneyColumn(2400), fixedColumn(1400)],
      },
      p('五、财务分析'),
      {
        kind: 'table',
        header: [
          '年度',
          '资产总计(元)',
          '负债合计(元)',
          '所有者权益(元)',
          '营业收入(元)',
          '净利润(元)',
          '经营现金流(元)',
        ],
        rows: [
          [
            '{#ddFinances}{year}',
            '{totalAssets}',
            '{totalLiabilities}',
            '{equity}',
            '{revenue}',
            '{netProfit}',
            '{operatingCashFlow}{/ddFinances}',
          ],
        ],
        columns: [
          fixedColumn(800),
          moneyColumn(1400),
          moneyColumn(1400),
          moneyColumn(1400),
          moneyColumn(1400),
          moneyColumn(1300),
          moneyColumn(1326),
        ],
      },
      {
        kind: 'table',
        header: ['类别', '指标', '最近年度', '上一年度'],
        rows: [['{#ddRatios}{group}', '{name}', '{latest}', '{previous}{/ddRatios}']],
        columns: [fixedColumn(1500), textColumn(3926), fixedColumn(1800), fixedColumn(1800)],
      },
      p('{dd.financeComment}'),
      p('六、银行流水分析'),
      p('{dd.bankwater}'),
      p('七、征信与涉诉'),
      p('征信情况: {dd.credit}'),
      p('涉诉情况: {dd.litigation}'),
      p('八、对外担保及负债'),
      {
        kind: 'table',
        header: ['类别', '债权人/被担保人', '金额(元)', '到期日', '担保方式'],
        rows: [['{#ddDebts}{kind}', '{creditor}', '{amount}', '{maturity}', '{security}{/ddDebts}']],
        columns: [fixedColumn(1200), textColumn(3026), moneyColumn(1800), fixedColumn(1300), textColumn(1700)],
      },
      p('九、租赁物分析'),
      p('{dd.leasedAssets}'),
      p('十、担保措施分析'),
      p('{dd.securityAnalysis}'),
      {
        kind: 'table',
        header: ['姓名', '与企业关系', '身份证号', '婚姻状况', '年收入(元)', '个人资产', '征信与涉诉', '结论'],
        rows: [
          [
            '{#ddPersons}{name}',
            '{relation}',
            '{idNo}',
            '{marriage}',
            '{income}',
            '{assets}',
            '{credit} {litigation}',
            '{conclusion}{/ddPersons}',
          ],
        ],
        columns: [
          fixedColumn(900),
          fixedColumn(1000),
          fixedColumn(1700),
          fixedColumn(800),
          moneyColumn(1100),
          textColumn(1326),
          textColumn(1200),
          textColumn(1000),
        ],
      },
      p('十一、还款来源分析'),
      p('{dd.repaymentSources}'),
      p('十二、风险点与缓释措施'),
      {
        kind: 'table',
        header: ['序号', '风险点', '缓释措施'],
        rows: [['{#ddRisks}{no}', '{risk}', '{mitigation}{/ddRisks}']],
        columns: [fixedColumn(700), textColumn(4163), textColumn(4163)],
      },
      p('十三、调查结论及建议方案'),
      p('调查结论: {dd.conclusion}'),
      p(
        '建议方案: 融资金额人民币 {dd.proposedAmount} 元, 期限 {dd.proposedTerm} 个月, 年利率 {dd.proposedRate}, 保证金比例 {dd.proposedDeposit}, 手续费人民币 {dd.proposedFee} 元。',
      ),
      p('{dd.conclusionText}'),
      p('调查人: {dd.investigators}    报告日期: {dd.reportDate}'),
    ],
  },
  {
    name: '租后检查报告(标准版)',
    type: 10,
    file: '租后检查报告(标准版).docx',
    blocks: [
      h('{lessor.name}'),
      h('租后检查报告'),
      p('检查编号: {tk.trackNo}    检查类型: {tk.trackType}    检查方式: {tk.mode}    发起原因: {tk.source}'),
      p('承租人: {tk.lessee}    统一社会信用代码: {tk.uscc}'),
      p('计划检查日: {tk.planDate}    检查日期: {tk.checkDate}    检查人: {tk.inspectors}'),
      p('一、经营情况'),
      p(
        '经营正常: {tk.operationNormal}    营业收入趋势: {tk.revenueTrend}    员工人数: {tk.staffCount}    主营业务变化: {tk.mainBusinessChanged}',
      ),
      p('{tk.operationNote}'),
      p('二、财务情况'),
      p('最近报表期: {tk.statementPeriod}    资产负债率: {tk.debtRatio}    上期资产负债率: {tk.debtRatioBefore}'),
      p('{tk.financeNote}'),
      p('三、租赁物情况'),
      p('正常使用: {tk.assetInUse}    存放地点与合同一致: {tk.assetLocationMatches}'),
      p('保险有效期至: {tk.insuranceUntil}    登记有效期至: {tk.registrationUntil}'),
      p('损坏情况: {tk.assetDamage}'),
      p('四、担保人情况'),
      p('{tk.guarantorNote}'),
      p('五、还款情况'),
      {
        kind: 'table',
        header: ['在租借据数', '剩余本金(元)', '最长逾期天数', '逾期期数', '逾期金额(元)', '当前分类'],
        rows: [
          [
            '{tk.iouCount}',
            '{tk.outstandingPrincipal}',
            '{tk.maxDpd}',
            '{tk.overduePeriods}',
            '{tk.overdueAmount}',
            '{tk.currentLevel}',
          ],
        ],
        columns: [
          fixedColumn(1200),
          moneyColumn(1900),
          fixedColumn(1400),
          fixedColumn(1100),
          moneyColumn(1800),
          fixedColumn(1626),
        ],
      },
      p('六、检查报告'),
      {
        kind: 'table',
        header: ['序号', '报告类型', '报告标题', '报告日期', '报告内容'],
        rows: [['{#tkReports}{no}', '{reportType}', '{title}', '{reportDate}', '{content}{/tkReports}']],
        columns: [fixedColumn(700), fixedColumn(1300), textColumn(2000), fixedColumn(1300), textColumn(3726)],
      },
      p('七、检查结论'),
      p('预警信号: {tk.signals}'),
      p('检查结论: {tk.conclusion}    建议分类: {tk.suggestedLevel}'),
      p('风险措施: {tk.measures}'),
      p('检查人: {tk.inspectors}    报告日期: {tk.reportDate}'),
    ],
  },
];
