import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { analyseStatement } from './metrics';
import { exampleTxns, txn } from './worked-example';

describe('analyseStatement: the worked example of §5.3', () => {
  const a = analyseStatement(exampleTxns(), {}, { monthlyRent: '86066.43' });

  test('integrity: coverage, opening, no break, no gap, no duplicate, 结息 present on 03-21', () => {
    assert.equal(a.period?.from, '2025-01-01');
    assert.equal(a.period?.to, '2025-03-31');
    assert.equal(a.period?.days, 90);
    assert.equal(a.integrity.firstDate, '2025-01-05');
    assert.equal(a.integrity.lastDate, '2025-03-25');
    assert.equal(a.integrity.months, 3);
    assert.equal(a.integrity.opening, '200000.00');
    assert.equal(a.integrity.balanceChecked, 11);
    assert.deepEqual(a.integrity.balanceBreaks, []);
    assert.deepEqual(a.integrity.gaps, []);
    assert.deepEqual(a.integrity.duplicates, []);
    assert.deepEqual(a.integrity.interestQuarters, [
      { quarter: '2025Q1', expectedDate: '2025-03-21', status: 'PRESENT', dates: ['2025-03-21'] },
    ]);
    assert.equal(a.integrity.interestMissing, false);
  });

  test('monthly: operating inflow 450,000 / 260,000 / 290,000, mean, σ 83,399.97, CV 0.2502', () => {
    const m = a.monthly.months;
    assert.deepEqual(
      m.map((x) => [x.month, x.operatingIn, x.outAmount, x.net]),
      [
        ['2025-01', '450000.00', '400000.00', '50000.00'],
        ['2025-02', '260000.00', '220000.00', '40000.00'],
        ['2025-03', '290000.00', '315000.00', '-24674.50'],
      ],
    );
    assert.deepEqual(
      m.map((x) => [x.inCount, x.outCount]),
      [
        [2, 2],
        [1, 2],
        [3, 2],
      ],
    );
    assert.equal(m[2].inAmount, '290325.50');
    assert.deepEqual(
      m.map((x) => x.growth),
      [null, '-0.4222', '0.1154'],
    );
    assert.equal(a.monthly.meanOperatingIn, '333333.33');
    assert.equal(a.monthly.sigma, '83399.97');
    assert.equal(a.monthly.cv, '0.2502');
    assert.deepEqual(a.monthly.zeroInflowMonths, []);
  });

  test('balances: ADB 309,039.78 over 90 days, min 200,000, max 510,000, 3.59× the rent', () => {
    assert.equal(a.balances.days, 90);
    assert.equal(a.balances.adb, '309039.78');
    assert.deepEqual(a.balances.min, { date: '2025-01-01', balance: '200000.00' });
    assert.deepEqual(a.balances.max, { date: '2025-02-08', balance: '510000.00' });
    assert.equal(a.balances.adbToRent, '3.59');
    assert.equal(a.balances.adbMeetsBenchmark, true);
    assert.deepEqual(a.balances.monthEnd, [
      { month: '2025-01', balance: '250000.00' },
      { month: '2025-02', balance: '290000.00' },
      { month: '2025-03', balance: '265325.50' },
    ]);
    assert.deepEqual(a.balances.quarterEnds, [
      {
        quarter: '2025Q1',
        endDate: '2025-03-31',
        endBalance: '265325.50',
        adb: '309039.78',
        ratio: '0.86',
        spike: false,
      },
    ]);
  });

  test('counterparties: 甲 76.00 %, 丙 15.00 %, 丁 9.00 %, HHI 0.6082, concentrated', () => {
    assert.deepEqual(
      a.counterparties.topIn.map((p) => [p.name, p.amount, p.count, p.share]),
      [
        ['甲机械公司', '760000.00', 3, '0.7600'],
        ['丙工程公司', '150000.00', 1, '0.1500'],
        ['丁贸易公司', '90000.00', 1, '0.0900'],
      ],
    );
    assert.equal(a.counterparties.top1Share, '0.7600');
    assert.equal(a.counterparties.hhi, '0.6082');
    assert.equal(a.counterparties.concentrated, true);
    assert.deepEqual(
      a.counterparties.topOut.map((p) => [p.name, p.amount, p.count]),
      [
        ['乙钢材公司', '475000.00', 2],
        ['代发工资', '360000.00', 3],
        ['张三', '100000.00', 1],
      ],
    );
    assert.deepEqual(a.counterparties.bothWays, []);
    assert.deepEqual(a.counterparties.recurring, { parties: 1, oneOff: 2, share: '0.7600' });
  });

  test('transactions: round 10, large 4, the two fast in-out pairs, night 公转私 to 张三, weekend 3', () => {
    const t = a.transactions;
    assert.equal(t.counts.ROUND, 10);
    assert.equal(t.counts.LARGE, 4);
    assert.equal(t.counts.WEEKEND, 3);
    assert.equal(t.counts.NIGHT, 1);
    assert.equal(t.counts.TO_PERSON, 1);
    assert.equal(t.counts.INTEREST, 1);
    assert.equal(t.counts.BALANCE_BREAK, 0);
    assert.equal(t.counts.LENDER, 0);
    assert.deepEqual(
      t.fastInOut.map((p) => [p.inDate, p.inAmount, p.outDate, p.outAmount, p.share]),
      [
        ['2025-01-05', '300000.00', '2025-01-06', '280000.00', '0.9333'],
        ['2025-03-03', '200000.00', '2025-03-04', '195000.00', '0.9750'],
      ],
    );
    assert.deepEqual(t.flags[5].sort(), ['NIGHT', 'ROUND', 'TO_PERSON']);
    assert.deepEqual(
      t.flags.map((f, i) => (f.includes('WEEKEND') ? i : -1)).filter((i) => i >= 0),
      [0, 3, 4],
    );
    assert.equal(t.salary.present, true);
    assert.deepEqual(t.salary.months, ['2025-01', '2025-02', '2025-03']);
    assert.equal(t.salary.amount, '360000.00');
    assert.equal(t.medianAmount, '135000.00');
  });

  test('signals: concentration, fast in-out, 公转私; no tax or utility seen', () => {
    assert.deepEqual(
      a.signals.map((s) => s.code),
      ['CONCENTRATION', 'FAST_IN_OUT', 'TO_PERSON', 'NO_TAX', 'NO_UTILITY'],
    );
    // Amounts as money is read: with thousand separators.
    const toPerson = a.signals.find((s) => s.code === 'TO_PERSON')!;
    assert.match(toPerson.message['zh-CN'], /合计 \d{1,3}(,\d{3})*\.\d{2}$/);
    assert.match(toPerson.message['en-US'], /, [\d,]+\.\d{2} in all$/);
  });
});

describe('analyseStatement: integrity problems', () => {
  test('a balance break is reported with the expected and printed balances and flagged, never mended', () => {
    const txns = exampleTxns();
    txns[6] = { ...txns[6], balance: '289000.00' }; // 410,000 − 120,000 = 290,000 expected
    const a = analyseStatement(txns);
    // The next row is checked against the printed balance, so a mistyped balance breaks the chain twice.
    assert.deepEqual(
      a.integrity.balanceBreaks.map((b) => [b.index, b.fileRow, b.expected, b.actual, b.difference]),
      [
        [6, 8, '290000.00', '289000.00', '-1000.00'],
        [7, 9, '489000.00', '490000.00', '1000.00'],
      ],
    );
    assert.equal(a.transactions.flags[6].includes('BALANCE_BREAK'), true);
    assert.equal(a.transactions.counts.BALANCE_BREAK, 2);
    // The printed balances are what the ADB uses: 02-25…03-02 at 289,000 (6 days × −1,000).
    assert.equal(a.balances.adb, '308973.12');
    assert.equal(a.signals[0].code, 'BALANCE_BREAK');
  });

  test('a run of more than 15 days without rows is a gap', () => {
    const txns = exampleTxns().filter((t) => t.txnDate < '2025-02-01' || t.txnDate > '2025-02-28');
    // The balances no longer chain across February: one break, on 03-03.
    const a = analyseStatement(txns);
    assert.deepEqual(a.integrity.gaps, [{ from: '2025-01-25', to: '2025-03-03', days: 36 }]);
    assert.deepEqual(a.monthly.zeroInflowMonths, ['2025-02']);
    assert.equal(a.integrity.balanceBreaks.length, 1);
    assert.equal(a.integrity.balanceBreaks[0].txnDate, '2025-03-03');
  });

  test('a given period counts the days before the first row and after the last', () => {
    const a = analyseStatement(exampleTxns(), {}, { period: { from: '2024-12-01', to: '2025-04-30' } });
    assert.deepEqual(a.integrity.gaps, [
      { from: '2024-11-30', to: '2025-01-05', days: 35 },
      { from: '2025-03-25', to: '2025-05-01', days: 36 },
    ]);
    assert.equal(a.balances.days, 151);
    assert.equal(a.monthly.months.length, 5);
    assert.deepEqual(a.monthly.zeroInflowMonths, ['2024-12', '2025-04']);
  });

  test('the same row twice (date, amount, counterparty, serial) is a duplicate', () => {
    const txns = exampleTxns().map((t, i) => ({ ...t, serialNo: `S${i}` }));
    txns.splice(3, 0, { ...txns[2], fileRow: 99 });
    const a = analyseStatement(txns);
    assert.equal(a.integrity.duplicates.length, 1);
    assert.deepEqual(a.integrity.duplicates[0].fileRows, [4, 99]);
    assert.equal(a.integrity.duplicates[0].amount, '150000.00');
    assert.ok(a.signals.some((s) => s.code === 'DUPLICATE'));
  });

  test('no 结息 on the 21st of a quarter-end month: missing, or credited on another day', () => {
    const missing = analyseStatement(exampleTxns().filter((t) => t.counterpartyName !== '银行结息'));
    assert.equal(missing.integrity.interestQuarters[0].status, 'MISSING');
    assert.equal(missing.integrity.interestMissing, true);
    assert.ok(missing.signals.some((s) => s.code === 'INTEREST_MISSING'));
    const moved = exampleTxns().map((t) => (t.counterpartyName === '银行结息' ? { ...t, txnDate: '2025-03-22' } : t));
    const off = analyseStatement(moved);
    assert.deepEqual(off.integrity.interestQuarters[0], {
      quarter: '2025Q1',
      expectedDate: '2025-03-21',
      status: 'OFF_DATE',
      dates: ['2025-03-22'],
    });
    assert.equal(off.integrity.interestMissing, false);
  });

  test('a quarter end far above the quarter average is a spike', () => {
    const txns = [
      txn({ txnDate: '2025-01-02', direction: 'IN', amount: '10000.00', balance: '10000.00' }),
      txn({ txnDate: '2025-03-30', direction: 'IN', amount: '990000.00', balance: '1000000.00' }),
    ];
    const a = analyseStatement(txns);
    assert.equal(a.balances.quarterEnds[0].spike, true);
    assert.ok(a.signals.some((s) => s.code === 'QUARTER_END_SPIKE'));
  });
});

describe('analyseStatement: zero denominators and edge cases', () => {
  test('no transactions: nothing divides by zero', () => {
    const a = analyseStatement([]);
    assert.equal(a.period, null);
    assert.equal(a.monthly.cv, null);
    assert.equal(a.monthly.meanOperatingIn, '0.00');
    assert.equal(a.balances.adb, null);
    assert.equal(a.counterparties.hhi, null);
    assert.equal(a.counterparties.top1Share, null);
    assert.equal(a.transactions.medianAmount, null);
    assert.deepEqual(a.signals, []);
  });

  test('only outflows, no balances, no rent: CV, HHI, ADB and cover are null', () => {
    const a = analyseStatement(
      [
        txn({ txnDate: '2025-05-06', direction: 'OUT', amount: '100.00' }),
        txn({ txnDate: '2025-05-07', direction: 'OUT', amount: '50.00' }),
      ],
      {},
      { monthlyRent: '1000' },
    );
    assert.equal(a.monthly.cv, null);
    assert.equal(a.counterparties.hhi, null);
    assert.equal(a.counterparties.hhiOut, '1.0000');
    assert.equal(a.balances.adb, null);
    assert.equal(a.balances.adbToRent, null);
    assert.equal(a.balances.accounts[0].hasBalances, false);
    assert.equal(a.integrity.opening, null);
    assert.deepEqual(a.monthly.months[0].growth, null);
  });

  test('growth after a month without inflow is null, not infinite', () => {
    const a = analyseStatement([
      txn({ txnDate: '2025-01-06', direction: 'OUT', amount: '10.00', balance: '90.00' }),
      txn({ txnDate: '2025-02-06', direction: 'IN', amount: '10.00', balance: '100.00' }),
    ]);
    assert.deepEqual(
      a.monthly.months.map((m) => m.growth),
      [null, null],
    );
    assert.equal(a.balances.adbToRent, null);
  });

  test('internal transfers, interest and loans received are not operating inflow', () => {
    const a = analyseStatement(
      [
        txn({ txnDate: '2025-01-06', direction: 'IN', amount: '500.00', counterpartyName: '示例制造有限公司' }),
        txn({ txnDate: '2025-01-07', direction: 'IN', amount: '700.00', counterpartyAccount: '6222-0000-0000-0009' }),
        txn({ txnDate: '2025-01-08', direction: 'IN', amount: '900.00', summary: '流动资金贷款放款' }),
        txn({ txnDate: '2025-01-09', direction: 'IN', amount: '300.00', counterpartyName: '某某小额贷款有限公司' }),
        txn({ txnDate: '2025-01-10', direction: 'IN', amount: '100.00', counterpartyName: '甲公司' }),
      ],
      {},
      { ownAccounts: ['6222000000000009'] },
    );
    assert.equal(a.monthly.months[0].operatingIn, '100.00');
    assert.equal(a.transactions.lenders.count, 2);
    assert.equal(a.transactions.lenders.inAmount, '1200.00');
  });

  test('holidays from the calendar count as days off; related parties are flagged', () => {
    const a = analyseStatement(
      [
        txn({ txnDate: '2025-10-01', direction: 'OUT', amount: '100.00', counterpartyName: '李四' }),
        txn({ txnDate: '2025-10-09', direction: 'IN', amount: '100.00', counterpartyName: '关联投资有限公司' }),
      ],
      {},
      { isHoliday: (d) => d >= '2025-10-01' && d <= '2025-10-08', relatedParties: ['关联投资有限公司'] },
    );
    assert.deepEqual(a.transactions.flags[0].sort(), ['TO_PERSON', 'WEEKEND']);
    assert.deepEqual(a.transactions.flags[1], ['RELATED']);
  });

  test('rows in another currency are counted, not summed', () => {
    const a = analyseStatement([
      txn({ txnDate: '2025-01-06', direction: 'IN', amount: '10.00' }),
      txn({ txnDate: '2025-01-07', direction: 'IN', amount: '20.00' }),
      txn({ txnDate: '2025-01-08', direction: 'IN', amount: '99.00', currency: 'USD' }),
    ]);
    assert.equal(a.currency, 'CNY');
    assert.equal(a.otherCurrencyRows, 1);
    assert.equal(a.monthly.totalIn, '30.00');
    assert.deepEqual(a.transactions.flags[2], []);
  });
});

describe('statementParams', () => {
  test("a tenant's thresholds are used; bad ones are refused naming the field", () => {
    const a = analyseStatement(exampleTxns(), { largeAmount: '100000', nightFrom: '23:50' });
    assert.equal(a.params.largeAmount, '100000');
    assert.equal(a.transactions.counts.LARGE, 10);
    assert.equal(a.transactions.counts.NIGHT, 0);
    assert.throws(() => analyseStatement([], { largeAmount: 'abc' }), /largeAmount must be a number/);
    assert.throws(() => analyseStatement([], { gapDays: 1.5 }), /gapDays must be a whole number/);
    assert.throws(() => analyseStatement([], { nightTo: '6:00' }), /nightTo must be a time/);
    assert.throws(
      () => analyseStatement([], { salaryWords: [1] as unknown as string[] }),
      /salaryWords must be a list/,
    );
    // Empty words would match everything: they are dropped.
    assert.deepEqual(analyseStatement([], { taxWords: ['税', ' ', ''] }).params.taxWords, ['税']);
  });
});
