import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { netByDay, realisedXirr } from './realised';

describe('realisedXirr (项目结项)', () => {
  test('100,000 lent, 55,000 back after one year and after two: 6.5965 %', () => {
    // 365-day years both: 55x² + 55x − 100 = 0 with x = 1/(1+r), so r = 110/(√25025 − 55) − 1 = 6.59646009778… %
    // (Python decimal at 40 digits).
    assert.equal(
      realisedXirr([
        { date: '2025-01-01', amount: '-100000' },
        { date: '2026-01-01', amount: '55000' },
        { date: '2027-01-01', amount: '55000' },
      ]),
      '6.5965',
    );
  });

  test('a deposit taken on the disbursement day and refunded at the end is netted per day, in any order', () => {
    // −100,000 + 10,000 on day 0, 55,000 after a year, 55,000 − 10,000 at the end: 45x² + 55x − 90 = 0,
    // r = 7.58569235478… %.
    const flows = [
      { date: '2027-01-01', amount: '-10000' },
      { date: '2026-01-01', amount: '55000' },
      { date: '2025-01-01', amount: '10000' },
      { date: '2027-01-01', amount: '55000' },
      { date: '2025-01-01', amount: '-100000' },
    ];
    assert.deepEqual(
      netByDay(flows).map((f) => [f.date, f.amount.toFixed(2)]),
      [
        ['2025-01-01', '-90000.00'],
        ['2026-01-01', '55000.00'],
        ['2027-01-01', '45000.00'],
      ],
    );
    assert.equal(realisedXirr(flows), '7.5857');
  });

  test('none without money both ways: nothing received yet, or nothing lent', () => {
    assert.equal(realisedXirr([{ date: '2025-01-01', amount: '-100000' }]), null);
    assert.equal(realisedXirr([{ date: '2025-01-01', amount: '500' }]), null);
    assert.equal(realisedXirr([]), null);
    // a day netting to nothing is no flow at all
    assert.equal(
      realisedXirr([
        { date: '2025-01-01', amount: '-100' },
        { date: '2025-01-01', amount: '100' },
      ]),
      null,
    );
  });

  test('money lost: a negative yield', () => {
    assert.equal(
      realisedXirr([
        { date: '2025-01-01', amount: '-100000' },
        { date: '2026-01-01', amount: '90000' },
      ]),
      '-10.0000',
    );
  });
});
