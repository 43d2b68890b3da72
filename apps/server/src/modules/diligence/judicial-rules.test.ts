import assert from 'node:assert/strict';
import { test } from 'node:test';
import { judicialSummary } from './judicial-rules';

const basic = { status: '存续', establishedDate: '2010-01-01', registeredCapital: '1000万元人民币' };
const today = '2026-11-30';

test('a clean record: green, the cases counted by cause, none recent', () => {
  const s = judicialSummary({
    today,
    basic,
    cases: [{ caseNo: '(2020)沪01民初1号', reason: '买卖合同纠纷', amount: '50000', judgeDate: '2020-05-01' }],
    dishonest: [],
  });
  assert.equal(s.signal, '绿');
  assert.equal(s.caseCount, 1);
  assert.equal(s.recentCaseCount, 0);
  assert.deepEqual(s.byCause, []);
});

test('financing disputes within 24 months: yellow under the thresholds, red at three or above 10 % of capital', () => {
  const one = (n: number, amount = '100000') => ({
    caseNo: `(2026)沪01民初${n}号`,
    reason: '融资租赁合同纠纷',
    amount,
    judgeDate: '2026-03-01',
  });
  const yellow = judicialSummary({
    today,
    basic,
    cases: [one(1), { ...one(2), reason: '买卖合同纠纷' }],
    dishonest: [],
  });
  assert.equal(yellow.signal, '黄');
  assert.equal(yellow.recentCaseCount, 2);
  assert.equal(yellow.recentAmount, 200000);
  assert.deepEqual(
    yellow.byCause.map((c) => c.cause),
    ['融资租赁合同纠纷', '买卖合同纠纷'],
  );
  assert.equal(judicialSummary({ today, basic, cases: [one(1), one(2), one(3)], dishonest: [] }).signal, '红');
  // 1,000,001 against a capital of 10,000,000: above 10 %.
  assert.equal(judicialSummary({ today, basic, cases: [one(1, '1000001')], dishonest: [] }).signal, '红');
});

test('a dishonest-debtor record is red whatever else', () => {
  const s = judicialSummary({ today, basic, cases: [], dishonest: [{ caseNo: '(2025)沪0115执123号' }] });
  assert.equal(s.signal, '红');
  assert.equal(s.hits[0].title, '失信被执行人');
  assert.match(s.hits[0].description, /沪0115执123号/);
});
