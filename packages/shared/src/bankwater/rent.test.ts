import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { relatedPartyFlows } from './related';
import { RENT_MATCH_DAYS, matchRent, paymentsToLessor, receiptWindow } from './rent';
import { txn } from './worked-example';

const US = { names: ['深圳前海示范融资租赁有限公司'], accounts: ['755912345610801'] };
const pay = (txnDate: string, amount: string, counterpartyName = US.names[0], counterpartyAccount = '') =>
  txn({ txnDate, direction: 'OUT', amount, counterpartyName, counterpartyAccount, summary: '租金' });
const receipt = (receiptNo: string, receiptDate: string, amount: string) => ({
  id: receiptNo,
  receiptNo,
  receiptDate,
  amount,
});

describe('the lessee’s rent against our receipts', () => {
  test('payments to us: by our name (full-width brackets, spaces folded) or by one of our accounts, money out only', () => {
    const txns = [
      pay('2025-01-05', '9194.70'),
      pay('2025-01-06', '100.00', '某某公司', '7559-1234-5610-801'),
      pay('2025-01-07', '200.00', '深圳前海示范融资租赁 有限公司'),
      pay('2025-01-08', '300.00', '东吴融资租赁有限公司', '32050188990000005678'),
      txn({ txnDate: '2025-01-09', direction: 'IN', amount: '50.00', counterpartyName: US.names[0] }),
    ];
    assert.deepEqual(
      paymentsToLessor(txns, US).map((p) => p.index),
      [0, 1, 2],
    );
  });

  test('worked example: equal amounts within 5 days, the nearest first; what is left on either side', () => {
    // Statement 2025-05-01 .. 2025-08-31. Rent 9,194.70 a month; one 3,000.00 fee paid to us that nobody recorded;
    // the August rent recorded but not on the statement; a June receipt paid 3 days after the bank's debit.
    const payments = paymentsToLessor(
      [
        pay('2025-05-01', '9194.70'),
        pay('2025-06-02', '9194.70'),
        pay('2025-07-01', '9194.70'),
        pay('2025-07-16', '3000.00'),
      ],
      US,
    );
    const receipts = [
      receipt('SK1', '2025-05-01', '9194.70'),
      receipt('SK2', '2025-06-05', '9194.70'),
      receipt('SK3', '2025-07-01', '9194.70'),
      receipt('SK4', '2025-08-01', '9194.70'),
      // Outside the period: not listed as missing.
      receipt('SK0', '2025-04-01', '9194.70'),
    ];
    const m = matchRent(payments, receipts, { from: '2025-05-01', to: '2025-07-31' });
    assert.deepEqual(
      m.matched.map((x) => [x.payment.txnDate, x.receipt.receiptNo, x.days]),
      [
        ['2025-05-01', 'SK1', 0],
        ['2025-06-02', 'SK2', 3],
        ['2025-07-01', 'SK3', 0],
      ],
    );
    assert.deepEqual(
      m.notRecorded.map((p) => [p.txnDate, p.amount]),
      [['2025-07-16', '3000.00']],
    );
    assert.deepEqual(
      m.notOnStatement.map((r) => r.receiptNo),
      [],
      'SK4 falls after the period, SK0 before it',
    );
    assert.equal(m.days, RENT_MATCH_DAYS);
    const wider = matchRent(payments, receipts, { from: '2025-05-01', to: '2025-08-31' });
    assert.deepEqual(
      wider.notOnStatement.map((r) => r.receiptNo),
      ['SK4'],
    );
  });

  test('a receipt six days off, or a cent different, is not the payment; each side is used once', () => {
    const payments = paymentsToLessor([pay('2025-05-01', '9194.70'), pay('2025-05-01', '9194.70')], US);
    const far = matchRent(payments, [receipt('A', '2025-05-07', '9194.70')], null);
    assert.equal(far.matched.length, 0);
    const cent = matchRent(payments, [receipt('A', '2025-05-01', '9194.71')], null);
    assert.equal(cent.matched.length, 0);
    // Two equal payments, one receipt: one pair; the closer receipt goes to the payment it is closer to.
    const once = matchRent(payments, [receipt('A', '2025-05-02', '9194.70')], null);
    assert.equal(once.matched.length, 1);
    assert.equal(once.notRecorded.length, 1);
    const near = matchRent(
      paymentsToLessor([pay('2025-05-01', '100.00'), pay('2025-05-04', '100.00')], US),
      [receipt('B', '2025-05-04', '100.00'), receipt('A', '2025-05-02', '100.00')],
      null,
    );
    assert.deepEqual(
      near.matched.map((x) => [x.payment.txnDate, x.receipt.receiptNo]),
      [
        ['2025-05-01', 'A'],
        ['2025-05-04', 'B'],
      ],
    );
  });

  test('receipts are read for the period widened by the window', () => {
    assert.deepEqual(receiptWindow({ from: '2025-03-01', to: '2025-03-31' }), { from: '2025-02-24', to: '2025-04-05' });
  });
});

describe('related parties: which names, from where, what the statement shows', () => {
  test('flows per name; the company itself and a second source of one name left out', () => {
    const flows = relatedPartyFlows(
      [
        txn({ txnDate: '2025-03-14', direction: 'IN', amount: '500000.00', counterpartyName: '华东重工集团有限公司' }),
        txn({ txnDate: '2025-06-20', direction: 'OUT', amount: '200000.00', counterpartyName: '华东重工集团有限公司' }),
        txn({ txnDate: '2025-06-21', direction: 'OUT', amount: '1000.00', counterpartyName: '王 建国' }),
      ],
      [
        { name: '华东重工集团有限公司', source: 'RELATION', detail: 'controlling' },
        { name: '王建国', source: 'RELATION', detail: 'controller' },
        { name: '王建国', source: 'SHAREHOLDER', detail: '60%' },
        { name: '王立新', source: 'LEGAL_PERSON', detail: 'CUSTOMER' },
        { name: '示例制造有限公司', source: 'RELATION' },
      ],
      ['示例制造有限公司'],
    );
    assert.deepEqual(flows, [
      {
        name: '华东重工集团有限公司',
        source: 'RELATION',
        detail: 'controlling',
        count: 2,
        inAmount: '500000.00',
        outAmount: '200000.00',
      },
      { name: '王建国', source: 'RELATION', detail: 'controller', count: 1, inAmount: '0.00', outAmount: '1000.00' },
      { name: '王立新', source: 'LEGAL_PERSON', detail: 'CUSTOMER', count: 0, inAmount: '0.00', outAmount: '0.00' },
    ]);
  });
});
