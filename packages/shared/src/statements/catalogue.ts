/**
 * The line items of the three financial statements, once (WAVE3-BRIEF §4.2): the general-enterprise formats of
 * 财会〔2019〕6号 — for companies applying the new financial-instrument, revenue and lease standards (CAS2019_NEW) and
 * for those not yet (CAS2019_OLD) — and 小企业会计准则 (2013, SMALL2013). Everything about a statement reads from
 * here: the form a person fills, the labels an imported file is matched against, the subtotals checked, and the
 * canonical aggregates the ratio set is fed.
 *
 * A line is a title (no value), an item (a value), an 'of' line (其中: a breakdown, never added into a subtotal), a
 * subtotal with its terms (plus or minus), or a note (补充资料: read, never checked). Names are as printed, with their
 * numbering and 加/减/其中 prefixes; matching strips those (match.ts).
 */
import { type Localized, l } from '../resources/localized';

export type StatementKind = 'BS' | 'IS' | 'CF';
export type StatementFormat = 'CAS2019_NEW' | 'CAS2019_OLD' | 'SMALL2013';
export type LineKind = 'title' | 'item' | 'of' | 'subtotal' | 'note';

export interface LineTerm {
  code: string;
  sign: 1 | -1;
}

export interface LineDef {
  /** Unique within its statement and format; the same concept keeps the same code across formats. */
  code: string;
  label: Localized;
  /** Other names customers' files use for it. */
  aliases: string[];
  kind: LineKind;
  /** Indentation on screen. */
  depth: number;
  /** A subtotal's parts. */
  terms?: LineTerm[];
}

export const STATEMENT_KINDS: { value: StatementKind; label: Localized }[] = [
  { value: 'BS', label: l('资产负债表', 'Balance sheet') },
  { value: 'IS', label: l('利润表', 'Income statement') },
  { value: 'CF', label: l('现金流量表', 'Cash flow statement') },
];

export const STATEMENT_FORMATS: { value: StatementFormat; label: Localized }[] = [
  { value: 'CAS2019_NEW', label: l('一般企业 (已执行新准则)', 'General enterprise (new standards)') },
  { value: 'CAS2019_OLD', label: l('一般企业 (未执行新准则)', 'General enterprise (old standards)') },
  { value: 'SMALL2013', label: l('小企业会计准则', 'Small enterprise standards') },
];

/** The columns of each statement: this period and the comparative one. */
export const STATEMENT_COLUMNS: Record<StatementKind, [Localized, Localized]> = {
  BS: [l('期末余额', 'Closing balance'), l('上年年末余额', 'Prior year-end balance')],
  IS: [l('本期金额', 'This period'), l('上期金额', 'Prior period')],
  CF: [l('本期金额', 'This period'), l('上期金额', 'Prior period')],
};

type Draft = Omit<LineDef, 'aliases' | 'depth'> & { aliases?: string[]; depth?: number };

const title = (zh: string, en: string): Draft => ({ code: `title:${zh}`, label: l(zh, en), kind: 'title' });
const item = (code: string, zh: string, en: string, aliases: string[] = [], depth = 1): Draft => ({
  code,
  label: l(zh, en),
  kind: 'item',
  aliases,
  depth,
});
const of = (code: string, zh: string, en: string, aliases: string[] = []): Draft => ({
  code,
  label: l(zh, en),
  kind: 'of',
  aliases,
  depth: 2,
});
const note = (code: string, zh: string, en: string, aliases: string[] = []): Draft => ({
  code,
  label: l(zh, en),
  kind: 'note',
  aliases,
  depth: 1,
});

/** A subtotal of explicit terms: 'a+b-c'. */
function sum(code: string, zh: string, en: string, terms: string, aliases: string[] = []): Draft {
  const parsed = [...terms.matchAll(/([+-]?)([A-Za-z0-9]+)/g)].map(
    (m): LineTerm => ({ code: m[2], sign: m[1] === '-' ? -1 : 1 }),
  );
  return { code, label: l(zh, en), kind: 'subtotal', terms: parsed, aliases, depth: 0 };
}

/** A section's lines followed by their total: every item and subtotal of the section added, 'of' lines not. */
function group(code: string, zh: string, en: string, lines: Draft[], aliases: string[] = [], minus: string[] = []) {
  const terms = lines
    .filter((x) => x.kind === 'item' || x.kind === 'subtotal')
    .map((x) => `${minus.includes(x.code) ? '-' : '+'}${x.code}`)
    .join('');
  return [...lines, sum(code, zh, en, terms, aliases)];
}

const when = (yes: boolean, lines: Draft[]) => (yes ? lines : []);

function balanceSheet(old: boolean): Draft[] {
  return [
    title('流动资产：', 'Current assets'),
    ...group(
      'totalCurrentAssets',
      '流动资产合计',
      'Total current assets',
      [
        item('cash', '货币资金', 'Cash at bank and on hand', ['现金及存放中央银行款项']),
        ...when(!old, [item('tradingFinancialAssets', '交易性金融资产', 'Trading financial assets')]),
        ...when(old, [
          item(
            'fvtplAssets',
            '以公允价值计量且其变动计入当期损益的金融资产',
            'Financial assets at fair value through profit or loss',
          ),
        ]),
        item('derivativeFinancialAssets', '衍生金融资产', 'Derivative financial assets'),
        item('notesReceivable', '应收票据', 'Notes receivable'),
        item('accountsReceivable', '应收账款', 'Accounts receivable'),
        ...when(!old, [item('receivablesFinancing', '应收款项融资', 'Receivables financing')]),
        item('prepayments', '预付款项', 'Prepayments', ['预付账款']),
        item('otherReceivables', '其他应收款', 'Other receivables'),
        of('interestReceivable', '其中：应收利息', 'of which: interest receivable'),
        of('dividendsReceivable', '应收股利', 'dividends receivable'),
        item('inventory', '存货', 'Inventories'),
        ...when(!old, [item('contractAssets', '合同资产', 'Contract assets')]),
        item('heldForSaleAssets', '持有待售资产', 'Assets held for sale'),
        item('nonCurrentAssetsDue', '一年内到期的非流动资产', 'Non-current assets due within one year'),
        item('otherCurrentAssets', '其他流动资产', 'Other current assets'),
      ],
      ['流动资产总计'],
    ),
    title('非流动资产：', 'Non-current assets'),
    ...group(
      'totalNonCurrentAssets',
      '非流动资产合计',
      'Total non-current assets',
      [
        ...when(!old, [
          item('debtInvestments', '债权投资', 'Debt investments'),
          item('otherDebtInvestments', '其他债权投资', 'Other debt investments'),
        ]),
        ...when(old, [
          item('availableForSale', '可供出售金融资产', 'Available-for-sale financial assets'),
          item('heldToMaturity', '持有至到期投资', 'Held-to-maturity investments'),
        ]),
        item('longTermReceivables', '长期应收款', 'Long-term receivables'),
        item('longTermEquityInvestments', '长期股权投资', 'Long-term equity investments'),
        ...when(!old, [
          item('otherEquityInstrumentInvestments', '其他权益工具投资', 'Other equity instrument investments'),
          item('otherNonCurrentFinancialAssets', '其他非流动金融资产', 'Other non-current financial assets'),
        ]),
        item('investmentProperty', '投资性房地产', 'Investment property'),
        item('fixedAssets', '固定资产', 'Fixed assets', ['固定资产净额', '固定资产净值']),
        item('constructionInProgress', '在建工程', 'Construction in progress'),
        item('productiveBiologicalAssets', '生产性生物资产', 'Productive biological assets'),
        item('oilAndGasAssets', '油气资产', 'Oil and gas assets'),
        ...when(!old, [item('rightOfUseAssets', '使用权资产', 'Right-of-use assets')]),
        item('intangibleAssets', '无形资产', 'Intangible assets'),
        item('developmentExpenditure', '开发支出', 'Development expenditure'),
        item('goodwill', '商誉', 'Goodwill'),
        item('longTermPrepaidExpenses', '长期待摊费用', 'Long-term prepaid expenses'),
        item('deferredTaxAssets', '递延所得税资产', 'Deferred tax assets'),
        item('otherNonCurrentAssets', '其他非流动资产', 'Other non-current assets'),
      ],
      ['非流动资产总计'],
    ),
    sum('totalAssets', '资产总计', 'Total assets', 'totalCurrentAssets+totalNonCurrentAssets', [
      '资产合计',
      '资产总额',
    ]),
    title('流动负债：', 'Current liabilities'),
    ...group(
      'totalCurrentLiabilities',
      '流动负债合计',
      'Total current liabilities',
      [
        item('shortTermLoans', '短期借款', 'Short-term borrowings'),
        ...when(!old, [item('tradingFinancialLiabilities', '交易性金融负债', 'Trading financial liabilities')]),
        ...when(old, [
          item(
            'fvtplLiabilities',
            '以公允价值计量且其变动计入当期损益的金融负债',
            'Financial liabilities at fair value through profit or loss',
          ),
        ]),
        item('derivativeFinancialLiabilities', '衍生金融负债', 'Derivative financial liabilities'),
        item('notesPayable', '应付票据', 'Notes payable'),
        item('accountsPayable', '应付账款', 'Accounts payable'),
        item('advancesFromCustomers', '预收款项', 'Advances from customers', ['预收账款']),
        ...when(!old, [item('contractLiabilities', '合同负债', 'Contract liabilities')]),
        item('employeeBenefitsPayable', '应付职工薪酬', 'Employee benefits payable'),
        item('taxesPayable', '应交税费', 'Taxes payable'),
        item('otherPayables', '其他应付款', 'Other payables'),
        of('interestPayable', '其中：应付利息', 'of which: interest payable'),
        of('dividendsPayable', '应付股利', 'dividends payable'),
        item('heldForSaleLiabilities', '持有待售负债', 'Liabilities held for sale'),
        item('nonCurrentLiabilitiesDue', '一年内到期的非流动负债', 'Non-current liabilities due within one year'),
        item('otherCurrentLiabilities', '其他流动负债', 'Other current liabilities'),
      ],
      ['流动负债总计'],
    ),
    title('非流动负债：', 'Non-current liabilities'),
    ...group(
      'totalNonCurrentLiabilities',
      '非流动负债合计',
      'Total non-current liabilities',
      [
        item('longTermLoans', '长期借款', 'Long-term borrowings'),
        item('bondsPayable', '应付债券', 'Bonds payable'),
        of('bondsPreferred', '其中：优先股', 'of which: preference shares'),
        of('bondsPerpetual', '永续债', 'perpetual bonds'),
        ...when(!old, [item('leaseLiabilities', '租赁负债', 'Lease liabilities')]),
        item('longTermPayables', '长期应付款', 'Long-term payables'),
        item('provisions', '预计负债', 'Provisions'),
        item('deferredIncome', '递延收益', 'Deferred income'),
        item('deferredTaxLiabilities', '递延所得税负债', 'Deferred tax liabilities'),
        item('otherNonCurrentLiabilities', '其他非流动负债', 'Other non-current liabilities'),
      ],
      ['非流动负债总计'],
    ),
    sum('totalLiabilities', '负债合计', 'Total liabilities', 'totalCurrentLiabilities+totalNonCurrentLiabilities', [
      '负债总计',
      '负债总额',
    ]),
    title('所有者权益（或股东权益）：', "Owners' equity"),
    ...group(
      'equityParent',
      '归属于母公司所有者权益（或股东权益）合计',
      'Equity attributable to owners of the parent',
      [
        item('paidInCapital', '实收资本（或股本）', 'Paid-in capital', ['实收资本', '股本']),
        item('otherEquityInstruments', '其他权益工具', 'Other equity instruments'),
        of('equityPreferred', '其中：优先股', 'of which: preference shares'),
        of('equityPerpetual', '永续债', 'perpetual bonds'),
        item('capitalReserve', '资本公积', 'Capital reserve'),
        item('treasuryStock', '减：库存股', 'Less: treasury shares'),
        item('otherComprehensiveIncome', '其他综合收益', 'Other comprehensive income'),
        item('specialReserve', '专项储备', 'Special reserve'),
        item('surplusReserve', '盈余公积', 'Surplus reserve'),
        item('undistributedProfit', '未分配利润', 'Undistributed profit'),
      ],
      ['归属于母公司股东权益合计'],
      ['treasuryStock'],
    ),
    item('minorityInterests', '少数股东权益', 'Minority interests', [], 0),
    sum('totalEquity', '所有者权益（或股东权益）合计', "Total owners' equity", 'equityParent+minorityInterests', [
      '所有者权益合计',
      '股东权益合计',
      '净资产',
    ]),
    sum(
      'totalLiabilitiesAndEquity',
      '负债和所有者权益（或股东权益）总计',
      "Total liabilities and owners' equity",
      'totalLiabilities+totalEquity',
      ['负债和所有者权益总计', '负债及所有者权益合计', '负债和股东权益总计', '负债和所有者权益合计'],
    ),
  ];
}

function incomeStatement(old: boolean): Draft[] {
  return [
    item('revenue', '一、营业收入', 'Revenue', ['营业总收入'], 0),
    item('costOfSales', '减：营业成本', 'Less: cost of sales'),
    item('taxesAndSurcharges', '税金及附加', 'Taxes and surcharges', ['营业税金及附加']),
    item('sellingExpenses', '销售费用', 'Selling expenses', ['营业费用']),
    item('adminExpenses', '管理费用', 'Administrative expenses'),
    item('rdExpenses', '研发费用', 'Research and development expenses'),
    item('financeExpenses', '财务费用', 'Finance costs'),
    of('interestExpense', '其中：利息费用', 'of which: interest expense'),
    of('interestIncome', '利息收入', 'interest income'),
    item('otherIncome', '加：其他收益', 'Add: other income'),
    item('investmentIncome', '投资收益（损失以“－”号填列）', 'Investment income'),
    of('associatesIncome', '其中：对联营企业和合营企业的投资收益', 'of which: from associates and joint ventures'),
    ...when(!old, [
      of(
        'amortisedCostDerecognition',
        '以摊余成本计量的金融资产终止确认收益（损失以“－”号填列）',
        'gains on derecognition of financial assets at amortised cost',
      ),
      item('netExposureHedging', '净敞口套期收益（损失以“－”号填列）', 'Net exposure hedging gains'),
    ]),
    item('fairValueGains', '公允价值变动收益（损失以“－”号填列）', 'Gains from changes in fair value'),
    ...when(!old, [item('creditImpairment', '信用减值损失（损失以“－”号填列）', 'Credit impairment losses')]),
    item('assetImpairment', '资产减值损失（损失以“－”号填列）', 'Asset impairment losses'),
    item('assetDisposalGains', '资产处置收益（损失以“－”号填列）', 'Gains on disposal of assets'),
    sum(
      'operatingProfit',
      '二、营业利润（亏损以“－”号填列）',
      'Operating profit',
      `revenue-costOfSales-taxesAndSurcharges-sellingExpenses-adminExpenses-rdExpenses-financeExpenses+otherIncome+investmentIncome${old ? '' : '+netExposureHedging'}+fairValueGains${old ? '' : '+creditImpairment'}+assetImpairment+assetDisposalGains`,
    ),
    item('nonOperatingIncome', '加：营业外收入', 'Add: non-operating income'),
    item('nonOperatingExpenses', '减：营业外支出', 'Less: non-operating expenses'),
    sum(
      'totalProfit',
      '三、利润总额（亏损总额以“－”号填列）',
      'Profit before tax',
      'operatingProfit+nonOperatingIncome-nonOperatingExpenses',
    ),
    item('incomeTax', '减：所得税费用', 'Less: income tax expense'),
    sum('netProfit', '四、净利润（净亏损以“－”号填列）', 'Net profit', 'totalProfit-incomeTax'),
    of('continuingNetProfit', '（一）持续经营净利润（净亏损以“－”号填列）', 'from continuing operations'),
    of('discontinuedNetProfit', '（二）终止经营净利润（净亏损以“－”号填列）', 'from discontinued operations'),
    item('otherComprehensiveIncomeNet', '五、其他综合收益的税后净额', 'Other comprehensive income, net of tax', [], 0),
    sum(
      'totalComprehensiveIncome',
      '六、综合收益总额',
      'Total comprehensive income',
      'netProfit+otherComprehensiveIncomeNet',
    ),
    title('七、每股收益：', 'Earnings per share'),
    of('basicEps', '（一）基本每股收益（元/股）', 'Basic (yuan per share)'),
    of('dilutedEps', '（二）稀释每股收益（元/股）', 'Diluted (yuan per share)'),
  ];
}

function cashFlowStatement(): Draft[] {
  return [
    title('一、经营活动产生的现金流量：', 'Cash flows from operating activities'),
    ...group('operatingInflows', '经营活动现金流入小计', 'Operating cash inflows', [
      item('salesCash', '销售商品、提供劳务收到的现金', 'Cash received from sales of goods and services'),
      item('taxRefunds', '收到的税费返还', 'Tax refunds received'),
      item('otherOperatingReceipts', '收到其他与经营活动有关的现金', 'Other operating receipts'),
    ]),
    ...group('operatingOutflows', '经营活动现金流出小计', 'Operating cash outflows', [
      item('purchasesCash', '购买商品、接受劳务支付的现金', 'Cash paid for goods and services'),
      item('employeePayments', '支付给职工以及为职工支付的现金', 'Cash paid to and for employees'),
      item('taxPayments', '支付的各项税费', 'Taxes paid'),
      item('otherOperatingPayments', '支付其他与经营活动有关的现金', 'Other operating payments'),
    ]),
    sum(
      'netOperatingCashFlow',
      '经营活动产生的现金流量净额',
      'Net cash from operating activities',
      'operatingInflows-operatingOutflows',
    ),
    title('二、投资活动产生的现金流量：', 'Cash flows from investing activities'),
    ...group('investingInflows', '投资活动现金流入小计', 'Investing cash inflows', [
      item('investmentRecovery', '收回投资收到的现金', 'Cash received from disposal of investments'),
      item('investmentIncomeReceived', '取得投资收益收到的现金', 'Investment income received'),
      item(
        'disposalOfLongTermAssets',
        '处置固定资产、无形资产和其他长期资产收回的现金净额',
        'Net proceeds from disposal of long-term assets',
      ),
      item(
        'disposalOfSubsidiaries',
        '处置子公司及其他营业单位收到的现金净额',
        'Net proceeds from disposal of subsidiaries',
      ),
      item('otherInvestingReceipts', '收到其他与投资活动有关的现金', 'Other investing receipts'),
    ]),
    ...group('investingOutflows', '投资活动现金流出小计', 'Investing cash outflows', [
      item('capex', '购建固定资产、无形资产和其他长期资产支付的现金', 'Cash paid for long-term assets'),
      item('investmentsPaid', '投资支付的现金', 'Cash paid for investments'),
      item(
        'acquisitionOfSubsidiaries',
        '取得子公司及其他营业单位支付的现金净额',
        'Net cash paid to acquire subsidiaries',
      ),
      item('otherInvestingPayments', '支付其他与投资活动有关的现金', 'Other investing payments'),
    ]),
    sum(
      'netInvestingCashFlow',
      '投资活动产生的现金流量净额',
      'Net cash from investing activities',
      'investingInflows-investingOutflows',
    ),
    title('三、筹资活动产生的现金流量：', 'Cash flows from financing activities'),
    ...group('financingInflows', '筹资活动现金流入小计', 'Financing cash inflows', [
      item('capitalContributions', '吸收投资收到的现金', 'Cash received from capital contributions'),
      item('borrowingsReceived', '取得借款收到的现金', 'Cash received from borrowings'),
      item('otherFinancingReceipts', '收到其他与筹资活动有关的现金', 'Other financing receipts'),
    ]),
    ...group('financingOutflows', '筹资活动现金流出小计', 'Financing cash outflows', [
      item('debtRepayments', '偿还债务支付的现金', 'Cash repayments of borrowings'),
      item('dividendsAndInterestPaid', '分配股利、利润或偿付利息支付的现金', 'Dividends, profit and interest paid'),
      item('otherFinancingPayments', '支付其他与筹资活动有关的现金', 'Other financing payments'),
    ]),
    sum(
      'netFinancingCashFlow',
      '筹资活动产生的现金流量净额',
      'Net cash from financing activities',
      'financingInflows-financingOutflows',
    ),
    item('fxEffect', '四、汇率变动对现金及现金等价物的影响', 'Effect of exchange rate changes', [], 0),
    sum(
      'netIncreaseInCash',
      '五、现金及现金等价物净增加额',
      'Net increase in cash and cash equivalents',
      'netOperatingCashFlow+netInvestingCashFlow+netFinancingCashFlow+fxEffect',
    ),
    item('openingCash', '加：期初现金及现金等价物余额', 'Add: opening cash and cash equivalents', [], 0),
    sum(
      'closingCash',
      '六、期末现金及现金等价物余额',
      'Closing cash and cash equivalents',
      'netIncreaseInCash+openingCash',
    ),
    ...DEPRECIATION_NOTES,
  ];
}

/** 补充资料's depreciation and amortisation (EBITDA, rent cover): read when given, never checked. */
const DEPRECIATION_NOTES: Draft[] = [
  title('补充资料：', 'Supplementary information'),
  note(
    'depreciation',
    '固定资产折旧、油气资产折耗、生产性生物资产折旧',
    'Depreciation of fixed assets and biological assets',
    ['固定资产折旧'],
  ),
  note('rightOfUseDepreciation', '使用权资产折旧', 'Depreciation of right-of-use assets'),
  note('intangibleAmortisation', '无形资产摊销', 'Amortisation of intangible assets'),
  note('longTermPrepaidAmortisation', '长期待摊费用摊销', 'Amortisation of long-term prepaid expenses'),
];

function smallBalanceSheet(): Draft[] {
  return [
    title('流动资产：', 'Current assets'),
    ...group('totalCurrentAssets', '流动资产合计', 'Total current assets', [
      item('cash', '货币资金', 'Cash at bank and on hand'),
      item('shortTermInvestments', '短期投资', 'Short-term investments'),
      item('notesReceivable', '应收票据', 'Notes receivable'),
      item('accountsReceivable', '应收账款', 'Accounts receivable'),
      item('prepayments', '预付账款', 'Prepayments', ['预付款项']),
      item('dividendsReceivable', '应收股利', 'Dividends receivable'),
      item('interestReceivable', '应收利息', 'Interest receivable'),
      item('otherReceivables', '其他应收款', 'Other receivables'),
      item('inventory', '存货', 'Inventories'),
      of('rawMaterials', '其中：原材料', 'of which: raw materials'),
      of('workInProgress', '在产品', 'work in progress'),
      of('finishedGoods', '库存商品', 'finished goods'),
      of('turnoverMaterials', '周转材料', 'turnover materials'),
      item('otherCurrentAssets', '其他流动资产', 'Other current assets'),
    ]),
    title('非流动资产：', 'Non-current assets'),
    ...group('totalNonCurrentAssets', '非流动资产合计', 'Total non-current assets', [
      item('longTermBondInvestments', '长期债券投资', 'Long-term bond investments'),
      item('longTermEquityInvestments', '长期股权投资', 'Long-term equity investments'),
      of('fixedAssetsCost', '固定资产原价', 'Fixed assets at cost'),
      of('accumulatedDepreciation', '减：累计折旧', 'Less: accumulated depreciation'),
      {
        ...sum('fixedAssets', '固定资产账面价值', 'Fixed assets, net', 'fixedAssetsCost-accumulatedDepreciation'),
        depth: 1,
      },
      item('constructionInProgress', '在建工程', 'Construction in progress'),
      item('constructionMaterials', '工程物资', 'Construction materials'),
      item('fixedAssetsDisposal', '固定资产清理', 'Fixed assets pending disposal'),
      item('productiveBiologicalAssets', '生产性生物资产', 'Productive biological assets'),
      item('intangibleAssets', '无形资产', 'Intangible assets'),
      item('developmentExpenditure', '开发支出', 'Development expenditure'),
      item('longTermPrepaidExpenses', '长期待摊费用', 'Long-term prepaid expenses'),
      item('otherNonCurrentAssets', '其他非流动资产', 'Other non-current assets'),
    ]),
    sum('totalAssets', '资产总计', 'Total assets', 'totalCurrentAssets+totalNonCurrentAssets', ['资产合计']),
    title('流动负债：', 'Current liabilities'),
    ...group('totalCurrentLiabilities', '流动负债合计', 'Total current liabilities', [
      item('shortTermLoans', '短期借款', 'Short-term borrowings'),
      item('notesPayable', '应付票据', 'Notes payable'),
      item('accountsPayable', '应付账款', 'Accounts payable'),
      item('advancesFromCustomers', '预收账款', 'Advances from customers', ['预收款项']),
      item('employeeBenefitsPayable', '应付职工薪酬', 'Employee benefits payable'),
      item('taxesPayable', '应交税费', 'Taxes payable'),
      item('interestPayable', '应付利息', 'Interest payable'),
      item('profitPayable', '应付利润', 'Profit payable'),
      item('otherPayables', '其他应付款', 'Other payables'),
      item('otherCurrentLiabilities', '其他流动负债', 'Other current liabilities'),
    ]),
    title('非流动负债：', 'Non-current liabilities'),
    ...group('totalNonCurrentLiabilities', '非流动负债合计', 'Total non-current liabilities', [
      item('longTermLoans', '长期借款', 'Long-term borrowings'),
      item('longTermPayables', '长期应付款', 'Long-term payables'),
      item('deferredIncome', '递延收益', 'Deferred income'),
      item('otherNonCurrentLiabilities', '其他非流动负债', 'Other non-current liabilities'),
    ]),
    sum('totalLiabilities', '负债合计', 'Total liabilities', 'totalCurrentLiabilities+totalNonCurrentLiabilities'),
    title('所有者权益（或股东权益）：', "Owners' equity"),
    ...group(
      'totalEquity',
      '所有者权益（或股东权益）合计',
      "Total owners' equity",
      [
        item('paidInCapital', '实收资本（或股本）', 'Paid-in capital', ['实收资本', '股本']),
        item('capitalReserve', '资本公积', 'Capital reserve'),
        item('surplusReserve', '盈余公积', 'Surplus reserve'),
        item('undistributedProfit', '未分配利润', 'Undistributed profit'),
      ],
      ['所有者权益合计', '股东权益合计'],
    ),
    sum(
      'totalLiabilitiesAndEquity',
      '负债和所有者权益（或股东权益）总计',
      "Total liabilities and owners' equity",
      'totalLiabilities+totalEquity',
      ['负债和所有者权益总计', '负债及所有者权益合计'],
    ),
  ];
}

function smallIncomeStatement(): Draft[] {
  return [
    item('revenue', '一、营业收入', 'Revenue', [], 0),
    item('costOfSales', '减：营业成本', 'Less: cost of sales'),
    item('taxesAndSurcharges', '营业税金及附加', 'Taxes and surcharges', ['税金及附加']),
    item('sellingExpenses', '销售费用', 'Selling expenses'),
    item('adminExpenses', '管理费用', 'Administrative expenses'),
    item('financeExpenses', '财务费用', 'Finance costs'),
    of('interestExpense', '其中：利息费用（收入以“-”号填列）', 'of which: interest expense'),
    item('investmentIncome', '加：投资收益（损失以“-”号填列）', 'Add: investment income'),
    sum(
      'operatingProfit',
      '二、营业利润（亏损以“-”号填列）',
      'Operating profit',
      'revenue-costOfSales-taxesAndSurcharges-sellingExpenses-adminExpenses-financeExpenses+investmentIncome',
    ),
    item('nonOperatingIncome', '加：营业外收入', 'Add: non-operating income'),
    of('governmentGrants', '其中：政府补助', 'of which: government grants'),
    item('nonOperatingExpenses', '减：营业外支出', 'Less: non-operating expenses'),
    sum(
      'totalProfit',
      '三、利润总额（亏损总额以“-”号填列）',
      'Profit before tax',
      'operatingProfit+nonOperatingIncome-nonOperatingExpenses',
    ),
    item('incomeTax', '减：所得税费用', 'Less: income tax expense'),
    sum('netProfit', '四、净利润（净亏损以“-”号填列）', 'Net profit', 'totalProfit-incomeTax'),
  ];
}

function smallCashFlowStatement(): Draft[] {
  return [
    title('一、经营活动产生的现金流量：', 'Cash flows from operating activities'),
    item('salesCash', '销售产成品、商品、提供劳务收到的现金', 'Cash received from sales of goods and services'),
    item('otherOperatingReceipts', '收到其他与经营活动有关的现金', 'Other operating receipts'),
    item('purchasesCash', '购买原材料、商品、接受劳务支付的现金', 'Cash paid for goods and services'),
    item('employeePayments', '支付的职工薪酬', 'Cash paid to employees'),
    item('taxPayments', '支付的税费', 'Taxes paid'),
    item('otherOperatingPayments', '支付其他与经营活动有关的现金', 'Other operating payments'),
    sum(
      'netOperatingCashFlow',
      '经营活动产生的现金流量净额',
      'Net cash from operating activities',
      'salesCash+otherOperatingReceipts-purchasesCash-employeePayments-taxPayments-otherOperatingPayments',
    ),
    title('二、投资活动产生的现金流量：', 'Cash flows from investing activities'),
    item(
      'investmentRecovery',
      '收回短期投资、长期债券投资和长期股权投资收到的现金',
      'Cash received from disposal of investments',
    ),
    item('investmentIncomeReceived', '取得投资收益收到的现金', 'Investment income received'),
    item(
      'disposalOfLongTermAssets',
      '处置固定资产、无形资产和其他非流动资产收回的现金净额',
      'Net proceeds from disposal of long-term assets',
    ),
    item('investmentsPaid', '短期投资、长期债券投资和长期股权投资支付的现金', 'Cash paid for investments'),
    item('capex', '购建固定资产、无形资产和其他非流动资产支付的现金', 'Cash paid for long-term assets'),
    sum(
      'netInvestingCashFlow',
      '投资活动产生的现金流量净额',
      'Net cash from investing activities',
      'investmentRecovery+investmentIncomeReceived+disposalOfLongTermAssets-investmentsPaid-capex',
    ),
    title('三、筹资活动产生的现金流量：', 'Cash flows from financing activities'),
    item('borrowingsReceived', '取得借款收到的现金', 'Cash received from borrowings'),
    item('capitalContributions', '吸收投资者投资收到的现金', 'Cash received from capital contributions'),
    item('debtRepayments', '偿还借款本金支付的现金', 'Repayments of borrowings'),
    item('interestPaid', '偿还借款利息支付的现金', 'Interest paid'),
    item('dividendsPaid', '分配利润支付的现金', 'Profit distributed'),
    sum(
      'netFinancingCashFlow',
      '筹资活动产生的现金流量净额',
      'Net cash from financing activities',
      'borrowingsReceived+capitalContributions-debtRepayments-interestPaid-dividendsPaid',
    ),
    sum(
      'netIncreaseInCash',
      '四、现金净增加额',
      'Net increase in cash',
      'netOperatingCashFlow+netInvestingCashFlow+netFinancingCashFlow',
    ),
    item('openingCash', '加：期初现金余额', 'Add: opening cash', [], 0),
    sum('closingCash', '五、期末现金余额', 'Closing cash', 'netIncreaseInCash+openingCash'),
    ...DEPRECIATION_NOTES,
  ];
}

const finish = (drafts: Draft[]): LineDef[] =>
  drafts.map((d) => ({ ...d, aliases: d.aliases ?? [], depth: d.depth ?? (d.kind === 'subtotal' ? 0 : 1) }));

export const STATEMENT_CATALOGUE: Record<StatementFormat, Record<StatementKind, LineDef[]>> = {
  CAS2019_NEW: { BS: finish(balanceSheet(false)), IS: finish(incomeStatement(false)), CF: finish(cashFlowStatement()) },
  CAS2019_OLD: { BS: finish(balanceSheet(true)), IS: finish(incomeStatement(true)), CF: finish(cashFlowStatement()) },
  SMALL2013: {
    BS: finish(smallBalanceSheet()),
    IS: finish(smallIncomeStatement()),
    CF: finish(smallCashFlowStatement()),
  },
};

/** The lines of a statement in a format. */
export const linesOf = (format: StatementFormat, kind: StatementKind): LineDef[] => STATEMENT_CATALOGUE[format][kind];

/** The lines that hold a value (everything but titles). */
export const valueLines = (format: StatementFormat, kind: StatementKind) =>
  linesOf(format, kind).filter((x) => x.kind !== 'title');
