import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { D } from './money';
import { DEFAULT_RECOVERY_ORDER, applyRecoveries, parseRecoveryOrder, totalOf } from './recovery';

const amounts = (fee: string, principal: string, interest: string, penalty: string) => ({
  fee: new D(fee),
  principal: new D(principal),
  interest: new D(interest),
  penalty: new D(penalty),
});
const text = (a: ReturnType<typeof amounts>) => [a.fee, a.principal, a.interest, a.penalty].map((x) => x.toFixed(2));

describe('recoveries after a write-off (核销后追偿)', () => {
  // WAVE3-BRIEF §2.9: 表外登记 principal 400,000, interest 12,000, penalty 8,500; a recovery of 50,000.
  const claim = amounts('0', '400000', '12000', '8500');

  test("the brief's example: 50,000 recovered leaves off-balance principal 350,000", () => {
    const r = applyRecoveries(claim, [{ id: '1', date: '2026-03-01', amount: new D('50000') }]);
    assert.deepEqual(text(r.recoveries[0].applied), ['0.00', '50000.00', '0.00', '0.00']);
    assert.deepEqual(text(r.left), ['0.00', '350000.00', '12000.00', '8500.00']);
    assert.equal(r.offBalance.toFixed(2), '370500.00');
    assert.equal(r.recovered.toFixed(2), '50000.00');
  });

  test('fees first, penalty last; recoveries in the order given; beyond the claim unapplied', () => {
    const r = applyRecoveries(amounts('1000.50', '400000', '12000', '8500'), [
      { id: 'a', date: '2026-01-01', amount: new D('401000.50') },
      { id: 'b', date: '2026-02-01', amount: new D('20600') },
    ]);
    assert.deepEqual(text(r.recoveries[0].applied), ['1000.50', '400000.00', '0.00', '0.00']);
    assert.deepEqual(text(r.recoveries[1].applied), ['0.00', '0.00', '12000.00', '8500.00']);
    assert.equal(r.recoveries[1].unapplied.toFixed(2), '100.00');
    assert.equal(r.offBalance.toFixed(2), '0.00');
    assert.equal(r.unapplied.toFixed(2), '100.00');
    // Money is conserved: what was applied and left over is what came in.
    const applied = r.recoveries.reduce((s, x) => s.plus(totalOf(x.applied)).plus(x.unapplied), new D(0));
    assert.equal(applied.toFixed(2), r.recovered.toFixed(2));
  });

  test('another order: penalty first', () => {
    const r = applyRecoveries(
      claim,
      [{ id: '1', date: '2026-03-01', amount: new D('10000') }],
      ['PENALTY', 'INTEREST', 'PRINCIPAL', 'FEE'],
    );
    assert.deepEqual(text(r.recoveries[0].applied), ['0.00', '0.00', '1500.00', '8500.00']);
  });

  test('the order parameter: the four components once each', () => {
    assert.deepEqual(parseRecoveryOrder('fee, principal，interest,PENALTY'), [...DEFAULT_RECOVERY_ORDER]);
    for (const bad of ['FEE,PRINCIPAL,INTEREST', 'FEE,FEE,INTEREST,PENALTY', 'FEE,PRINCIPAL,INTEREST,TAX', ''])
      assert.throws(() => parseRecoveryOrder(bad), /recoveryOrder must name FEE/);
  });

  test('bad input names its field', () => {
    assert.throws(() => applyRecoveries(amounts('0', '-1', '0', '0'), []), /claim.principal cannot be negative/);
    assert.throws(
      () => applyRecoveries(claim, [{ id: '1', date: '2026-01-01', amount: new D('0') }]),
      /recoveries\[0\].amount must be greater than 0/,
    );
  });
});
