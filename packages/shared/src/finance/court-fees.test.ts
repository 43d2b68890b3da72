import assert from 'node:assert/strict';
import { test } from 'node:test';
import { acceptanceFee, preservationFee } from './court-fees';

test('the brief’s examples: a claim of 600,000 pays 3,520 to preserve and 9,800 to sue', () => {
  assert.equal(preservationFee(600_000).toFixed(2), '3520.00');
  assert.equal(acceptanceFee(600_000).toFixed(2), '9800.00');
});

test('the preservation fee: 30 up to 1,000, 1 % to 100,000, 0.5 % above, at most 5,000', () => {
  assert.equal(preservationFee(0).toFixed(2), '30.00');
  assert.equal(preservationFee(1_000).toFixed(2), '30.00');
  assert.equal(preservationFee(1_500).toFixed(2), '35.00');
  assert.equal(preservationFee(100_000).toFixed(2), '1020.00');
  assert.equal(preservationFee('123456.78').toFixed(2), '1137.28');
  // 30 + 990 + 0.5 % × (x − 100,000) reaches 5,000 at 896,000; above, the cap.
  assert.equal(preservationFee(896_000).toFixed(2), '5000.00');
  assert.equal(preservationFee(50_000_000).toFixed(2), '5000.00');
});

test('the acceptance fee by band: 50 up to 10,000 and each band’s part at its rate', () => {
  assert.equal(acceptanceFee(8_000).toFixed(2), '50.00');
  assert.equal(acceptanceFee(100_000).toFixed(2), '2300.00');
  assert.equal(acceptanceFee(1_000_000).toFixed(2), '13800.00');
  // 13,800 + 9,000 + 24,000 + 35,000 + 60,000 = 141,800 at 20 M; 0.5 % above.
  assert.equal(acceptanceFee(20_000_000).toFixed(2), '141800.00');
  assert.equal(acceptanceFee(30_000_000).toFixed(2), '191800.00');
  assert.equal(acceptanceFee('10000.01').toFixed(2), '50.00');
});
