import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type RatioInput, ratioOf, statementRatios } from './ratios';

const M = 1_000_000;
// WAVE3-BRIEF §4.3's example company (元), closing and opening balance sheets, the year's results, rent 1,032,797.16.
const example: RatioInput = {
  current: {
    cash: 12 * M,
    receivables: 18 * M,
    prepayments: 2 * M,
    inventory: 20 * M,
    otherCurrentAssets: 1 * M,
    currentAssets: 53 * M,
    totalAssets: 100 * M,
    shortTermLoans: 15 * M,
    currentPortionNonCurrent: 4 * M,
    longTermLoans: 12 * M,
    currentLiabilities: 40 * M,
    totalLiabilities: 55 * M,
    equity: 45 * M,
    revenue: 120 * M,
    costOfSales: 90 * M,
    operatingProfit: 11 * M,
    totalProfit: 11 * M,
    interestExpense: '2400000',
    netProfit: '8250000',
    operatingCashFlow: 9 * M,
    depreciation: 4 * M,
  },
  opening: { receivables: 14 * M, inventory: 18 * M, currentAssets: '44500000', totalAssets: 90 * M, equity: 40 * M },
  prior: { revenue: 100 * M, netProfit: 7 * M },
  annualRent: '1032797.16',
};

test('the worked example: every ratio of the set as the brief works it out', () => {
  const r = statementRatios(example);
  const v = (key: string) => ratioOf(r, key)?.value;
  const expected: Record<string, string> = {
    currentRatio: '1.33',
    quickRatio: '0.83',
    strictQuickRatio: '0.75',
    cashRatio: '0.30',
    debtRatio: '55.00',
    debtToEquity: '1.22',
    equityMultiplier: '2.22',
    interestCover: '5.58',
    interestBearingShare: '56.36',
    cashToCurrentLiabilities: '22.50',
    grossMargin: '25.00',
    operatingMargin: '9.17',
    netMargin: '6.88',
    roe: '19.41',
    roa: '8.68',
    ebitToAssets: '14.11',
    cashToProfit: '1.09',
    receivableTurnover: '7.50',
    receivableDays: '48.0',
    inventoryTurnover: '4.74',
    inventoryDays: '76.0',
    assetTurnover: '1.26',
    currentAssetTurnover: '2.46',
    revenueGrowth: '20.00',
    profitGrowth: '17.86',
    assetGrowth: '11.11',
    equityGrowth: '12.50',
    dupont: '19.41',
    rentCoverEbitda: '16.85',
    rentCoverCash: '8.71',
  };
  for (const [key, want] of Object.entries(expected)) assert.equal(v(key), want, key);
  assert.equal(r.length, Object.keys(expected).length);
});

test('without opening balances averages are closing ones; an interim period is annualised for returns only', () => {
  const half = statementRatios({
    current: { ...example.current, revenue: 60 * M, costOfSales: 45 * M, netProfit: '4125000' },
    months: 6,
  });
  // ROE on closing equity: 4.125 × 2 / 45 = 18.33 %; the margin stays 6.88 %.
  assert.equal(ratioOf(half, 'roe')?.value, '18.33');
  assert.equal(ratioOf(half, 'netMargin')?.value, '6.88');
  assert.equal(ratioOf(half, 'receivableTurnover')?.value, '6.67');
  // Growth and rent cover need what was not given.
  assert.equal(ratioOf(half, 'revenueGrowth')?.value, null);
  assert.match(ratioOf(half, 'rentCoverCash')?.reason?.['zh-CN'] ?? '', /缺少/);
});

test('a zero or negative denominator answers null and says why', () => {
  const broke = statementRatios({ current: { ...example.current, equity: -5 * M, interestExpense: 0, revenue: 0 } });
  for (const key of ['debtToEquity', 'roe', 'interestCover', 'netMargin', 'dupont']) {
    const x = ratioOf(broke, key);
    assert.equal(x?.value, null, key);
    assert.match(x?.reason?.['en-US'] ?? '', /denominator/, key);
  }
  // A loss against a loss: growth is measured on the prior's absolute value (−2 M → −1 M is +50 %).
  const better = statementRatios({
    current: { ...example.current, netProfit: -1 * M },
    prior: { revenue: 1, netProfit: -2 * M },
  });
  assert.equal(ratioOf(better, 'profitGrowth')?.value, '50.00');
});
