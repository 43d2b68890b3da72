import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { ratioOf, statementRatios } from '../finance/ratios';
import { aggregatesOf, openingOf, ratioInputOf } from './aggregates';
import { STATEMENT_CATALOGUE, linesOf } from './catalogue';
import { type ReportValues, checkOpening, checkStatements, resolveColumn } from './checks';
import { cellNumber, normaliseLabel, readStatements, unitFactorOf } from './match';

const M = (n: number) => (n * 1_000_000).toFixed(2);
const v = (current?: number, prior?: number) => ({
  current: current === undefined ? null : M(current),
  prior: prior === undefined ? null : M(prior),
});

/** The brief's example company (WAVE3-BRIEF §4.3), written out as statements. */
export const EXAMPLE: ReportValues = {
  BS: {
    cash: v(12, 10.5),
    accountsReceivable: v(18, 14),
    prepayments: v(2, 1.5),
    inventory: v(20, 18),
    otherCurrentAssets: v(1, 0.5),
    totalCurrentAssets: v(53, 44.5),
    fixedAssets: v(40, 39),
    intangibleAssets: v(7, 6.5),
    totalNonCurrentAssets: v(47, 45.5),
    totalAssets: v(100, 90),
    shortTermLoans: v(15, 14),
    accountsPayable: v(16, 14),
    employeeBenefitsPayable: v(2, 2),
    taxesPayable: v(1, 1),
    otherPayables: v(2, 2),
    nonCurrentLiabilitiesDue: v(4, 3),
    totalCurrentLiabilities: v(40, 36),
    longTermLoans: v(12, 11),
    longTermPayables: v(3, 3),
    totalNonCurrentLiabilities: v(15, 14),
    totalLiabilities: v(55, 50),
    paidInCapital: v(30, 30),
    capitalReserve: v(5, 5),
    surplusReserve: v(2, 1.175),
    undistributedProfit: v(8, 3.825),
    totalEquity: v(45, 40),
    totalLiabilitiesAndEquity: v(100, 90),
  },
  IS: {
    revenue: v(120, 100),
    costOfSales: v(90, 76),
    taxesAndSurcharges: v(1, 1),
    sellingExpenses: v(5, 4),
    adminExpenses: v(8, 7),
    rdExpenses: v(2, 1.5),
    financeExpenses: v(3, 2.8),
    interestExpense: v(2.4, 2.2),
    operatingProfit: v(11, 7.7),
    totalProfit: v(11, 7.7),
    incomeTax: v(2.75, 0.7),
    netProfit: v(8.25, 7),
  },
  CF: { netOperatingCashFlow: v(9, 8), depreciation: v(4, 3.8) },
};

describe('the line-item catalogue', () => {
  test('every subtotal names lines of its own statement, and codes are unique', () => {
    for (const [format, statements] of Object.entries(STATEMENT_CATALOGUE))
      for (const [kind, lines] of Object.entries(statements)) {
        const codes = lines.map((x) => x.code);
        assert.equal(new Set(codes).size, codes.length, `${format} ${kind}: codes unique`);
        for (const x of lines)
          for (const t of x.terms ?? []) assert.ok(codes.includes(t.code), `${format} ${kind} ${x.code} → ${t.code}`);
      }
  });

  test('the formats differ where the standards do', () => {
    const has = (f: 'CAS2019_NEW' | 'CAS2019_OLD' | 'SMALL2013', code: string) =>
      linesOf(f, 'BS').some((x) => x.code === code);
    assert.ok(has('CAS2019_NEW', 'rightOfUseAssets') && !has('CAS2019_OLD', 'rightOfUseAssets'));
    assert.ok(has('CAS2019_OLD', 'availableForSale') && !has('CAS2019_NEW', 'availableForSale'));
    assert.ok(has('SMALL2013', 'fixedAssetsCost') && !has('SMALL2013', 'goodwill'));
  });

  test('a subtotal left empty is worked out from its lines; 减：库存股 subtracts', () => {
    const lines = linesOf('CAS2019_NEW', 'BS');
    const r = resolveColumn(lines, { paidInCapital: { current: '100' }, treasuryStock: { current: '10' } }, 'current');
    assert.equal(r.get('equityParent')?.toFixed(2), '90.00');
    assert.equal(r.get('totalEquity')?.toFixed(2), '90.00');
    assert.equal(r.has('totalAssets'), false, 'nothing given, nothing worked out');
  });
});

describe('checks at save', () => {
  test('the example adds up; retained earnings moved less than the profit is a warning, not an error', () => {
    const checks = checkStatements('CAS2019_NEW', EXAMPLE);
    assert.deepEqual(
      checks.filter((c) => c.level === 'error'),
      [],
    );
    const retained = checks.find((c) => c.code === 'RETAINED');
    assert.equal(retained?.expected, M(8.25));
    assert.equal(retained?.actual, M(4.175));
  });

  test('an imbalance and a wrong subtotal are named with their figures', () => {
    const bad: ReportValues = {
      BS: { ...EXAMPLE.BS, cash: v(13), totalLiabilitiesAndEquity: v(100) },
    };
    const checks = checkStatements('CAS2019_NEW', bad);
    const sub = checks.find((c) => c.code === 'SUBTOTAL' && c.line === 'totalCurrentAssets');
    assert.equal(sub?.expected, M(54));
    assert.equal(sub?.actual, M(53));
    assert.match(sub?.message['zh-CN'] ?? '', /流动资产合计为 53,000,000.00, 各项之和为 54,000,000.00/);
    // 资产总计 as entered still balances; the wrong 营业利润 is caught on its own.
    const is = checkStatements('CAS2019_NEW', { IS: { ...EXAMPLE.IS, operatingProfit: v(12) } });
    assert.equal(is[0].line, 'operatingProfit');
    const imbalance = checkStatements('CAS2019_NEW', { BS: { ...EXAMPLE.BS, totalAssets: v(101) } });
    assert.ok(imbalance.some((c) => c.code === 'BALANCE' && c.level === 'error'));
  });

  test('a statement in 万元 tolerates its rounding', () => {
    const bs = { totalAssets: { current: '100000000.00' }, totalLiabilitiesAndEquity: { current: '100000050.00' } };
    assert.equal(checkStatements('CAS2019_NEW', { BS: bs }, 10_000).length, 0);
    assert.equal(checkStatements('CAS2019_NEW', { BS: bs }, 1).length, 1);
  });

  test('last year’s closing balance against this year’s opening', () => {
    const checks = checkOpening('CAS2019_NEW', EXAMPLE.BS ?? {}, {
      cash: { current: M(10) },
      inventory: { current: M(18) },
    });
    assert.deepEqual(
      checks.map((c) => [c.line, c.expected, c.actual]),
      [['cash', M(10), M(10.5)]],
    );
  });
});

describe('aggregates into the ratio set (the brief’s worked example)', () => {
  test('the ratios of the example company come out as the brief shows', () => {
    const current = ratioInputOf(aggregatesOf('CAS2019_NEW', EXAMPLE));
    assert.ok(current);
    assert.equal(current.interestExpense, M(2.4), '其中：利息费用, not 财务费用');
    assert.equal(current.depreciation, M(4));
    const ratios = statementRatios({
      current,
      opening: openingOf(aggregatesOf('CAS2019_NEW', EXAMPLE, 'prior')),
      prior: { revenue: M(100), netProfit: M(7) },
      annualRent: '1032797.16',
    });
    assert.ok(
      ratios.every((r) => r.formula['zh-CN'] && r.formula['en-US']),
      'each ratio shows its formula',
    );
    const value = (k: string) => ratioOf(ratios, k)?.value;
    assert.equal(value('currentRatio'), '1.33');
    assert.equal(value('quickRatio'), '0.83');
    assert.equal(value('debtRatio'), '55.00');
    assert.equal(value('interestCover'), '5.58');
    assert.equal(value('interestBearingShare'), '56.36');
    assert.equal(value('roe'), '19.41');
    assert.equal(value('roa'), '8.68');
    assert.equal(value('receivableDays'), '48.0');
    assert.equal(value('inventoryDays'), '76.0');
    assert.equal(value('dupont'), '19.41');
    assert.equal(value('revenueGrowth'), '20.00');
    assert.equal(value('profitGrowth'), '17.86');
    assert.equal(value('rentCoverEbitda'), '16.85');
    assert.equal(value('rentCoverCash'), '8.71');
  });

  test('without the core balance sheet there is nothing to feed the ratios', () => {
    assert.equal(ratioInputOf(aggregatesOf('CAS2019_NEW', { IS: EXAMPLE.IS })), null);
  });

  test('interest expense falls back to 财务费用 when 其中 is not given', () => {
    const is = { ...EXAMPLE.IS, interestExpense: { current: null } };
    assert.equal(aggregatesOf('CAS2019_NEW', { IS: is }).interestExpense, M(3));
  });
});

describe('reading a customer’s spreadsheet', () => {
  test('labels are normalised as the catalogue’s names are', () => {
    assert.equal(normaliseLabel('  一、营业收入'), '营业收入');
    assert.equal(normaliseLabel('减：营业成本'), '营业成本');
    assert.equal(normaliseLabel('投资收益（损失以“－”号填列）'), '投资收益');
    assert.equal(normaliseLabel('（一）持续经营净利润（净亏损以“－”号填列）'), '持续经营净利润');
    assert.equal(normaliseLabel('实收资本(或股本)'), '实收资本');
    assert.equal(normaliseLabel('应收帐款'), '应收账款');
    assert.equal(normaliseLabel('其中：利息费用'), '利息费用');
    assert.equal(normaliseLabel('流动资产：'), '流动资产');
  });

  test('numbers as customers write them', () => {
    assert.equal(cellNumber('12,000,000.00'), '12000000');
    assert.equal(cellNumber('(1,234.50)'), '-1234.5');
    assert.equal(cellNumber('－'), null);
    assert.equal(cellNumber('¥ 88.10'), '88.1');
    assert.equal(cellNumber('货币资金'), undefined);
    assert.equal(unitFactorOf([['资产负债表'], ['编制单位：某公司', '单位：万元']]), 10_000);
  });

  test('a side-by-side balance sheet in 万元 with 行次, and an income statement, read into 元', () => {
    const bs = [
      ['资产负债表'],
      ['编制单位：江苏恒力机械有限公司', '', '2025年12月31日', '', '', '', '单位：万元'],
      ['资产', '行次', '期末余额', '上年年末余额', '负债和所有者权益', '行次', '期末余额', '上年年末余额'],
      ['流动资产：', '', '', '', '流动负债：', '', '', ''],
      ['货币资金', '1', '1,200', '1,050', '短期借款', '32', '1,500', '1,400'],
      ['应收帐款', '5', '1,800', '1,400', '应付账款', '36', '1,600', '1,400'],
      ['存货', '9', '2,000', '1,800', '其中：应付利息', '41', '-', '-'],
      ['流动资产合计', '15', '5,300', '4,450', '流动负债合计', '46', '4,000', '3,600'],
      ['资产总计', '40', '10,000', '9,000', '负债和所有者权益（或股东权益）总计', '80', '10,000', '9,000'],
      ['某项自定义科目', '99', '12', '10'],
    ];
    const is = [
      ['项目', '本期金额', '上期金额'],
      ['一、营业收入', '12,000', '10,000'],
      ['减：营业成本', '9,000', '7,600'],
      ['四、净利润（净亏损以“－”号填列）', '825', '700'],
    ];
    const r = readStatements([
      { name: '资产负债表', rows: bs },
      { name: '利润表', rows: [['单位：万元'], ...is] },
    ]);
    assert.equal(r.unitFactor, 10_000);
    assert.deepEqual(r.values.BS?.cash, { current: M(12), prior: M(10.5) });
    assert.deepEqual(r.values.BS?.accountsReceivable, { current: M(18), prior: M(14) });
    assert.deepEqual(r.values.BS?.shortTermLoans, { current: M(15), prior: M(14) });
    assert.deepEqual(r.values.BS?.interestPayable, { current: null, prior: null });
    assert.deepEqual(r.values.BS?.totalLiabilitiesAndEquity, { current: M(100), prior: M(90) });
    assert.deepEqual(r.values.IS?.revenue, { current: M(120), prior: M(100) });
    assert.deepEqual(r.values.IS?.netProfit, { current: M(8.25), prior: M(7) });
    assert.deepEqual(r.unmatched, [{ sheet: '资产负债表', row: 10, label: '某项自定义科目' }]);
  });

  test('the format is the one whose lines the file names most', () => {
    const small = [
      ['固定资产原价', '500'],
      ['减：累计折旧', '100'],
      ['固定资产账面价值', '400'],
      ['应付利润', '5'],
    ];
    assert.equal(readStatements([{ rows: small }]).format, 'SMALL2013');
    const fresh = [
      ['使用权资产', '10'],
      ['合同负债', '5'],
      ['应收款项融资', '3'],
    ];
    assert.equal(readStatements([{ rows: fresh }]).format, 'CAS2019_NEW');
    const old = [
      ['可供出售金融资产', '10'],
      ['持有至到期投资', '5'],
    ];
    assert.equal(readStatements([{ rows: old }]).format, 'CAS2019_OLD');
  });

  test('the same label twice (其中：优先股 under 应付债券, then under 其他权益工具) goes to each in turn', () => {
    const rows = [
      ['应付债券', '100'],
      ['其中：优先股', '10'],
      ['其他权益工具', '50'],
      ['其中：优先股', '20'],
    ];
    const r = readStatements([{ rows }], 'CAS2019_NEW');
    assert.equal(r.values.BS?.bondsPreferred?.current, '10.00');
    assert.equal(r.values.BS?.equityPreferred?.current, '20.00');
  });
});
