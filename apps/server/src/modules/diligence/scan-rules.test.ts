import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type ScanFacts, admissionScan, capitalYuan, levelOf } from './scan-rules';

const clean: ScanFacts = {
  today: '2026-11-30',
  basic: { status: '存续', establishedDate: '2015-06-18', registeredCapital: '50000万元人民币' },
  changes: [],
  cases: [],
  dishonestCount: 0,
  branchCount: 1,
  investmentCount: 1,
};

test('a clean company scores 100, 低', () => {
  assert.deepEqual(admissionScan(clean), { level: '低', score: 100, hits: [] });
});

test('the bands: 85 低, 70 较低, 55 中, 40 较高, below 高', () => {
  assert.deepEqual([85, 84, 70, 69, 55, 54, 40, 39, 0].map(levelOf), [
    '低',
    '较低',
    '较低',
    '中',
    '中',
    '较高',
    '较高',
    '高',
    '高',
  ]);
  assert.equal(capitalYuan('50000万元人民币'), 500_000_000);
  assert.equal(capitalYuan('1,200,000'), 1_200_000);
  assert.equal(capitalYuan(''), 0);
});

test('red hits: dishonest, a revoked registration, three financing disputes in 24 months → 100 − 90 = 10, 高', () => {
  const cases = ['2025-01-10', '2026-03-01', '2026-10-01'].map((judgeDate, i) => ({
    caseNo: `(2026)沪民初${i}号`,
    reason: i ? '融资租赁合同纠纷' : '金融借款合同纠纷',
    amount: '100000',
    judgeDate,
  }));
  const r = admissionScan({
    ...clean,
    basic: { ...clean.basic!, status: '吊销,未注销' },
    dishonestCount: 2,
    cases: [...cases, { caseNo: 'old', reason: '票据纠纷', amount: '9', judgeDate: '2024-11-29' }],
  });
  assert.deepEqual(
    r.hits.map((h) => [h.passage, h.title]),
    [
      ['红', '失信被执行人'],
      ['红', '登记状态异常'],
      ['红', '金融类涉诉'],
    ],
  );
  assert.match(r.hits[2].description, /纠纷 3 件, 涉案金额合计 300000.00 元/);
  assert.deepEqual([r.score, r.level], [10, '高']);
});

test('one dispute is yellow, unless its amount passes a tenth of the capital', () => {
  const one = (amount: string) =>
    admissionScan({
      ...clean,
      basic: { ...clean.basic!, registeredCapital: '1000万元人民币' },
      cases: [{ caseNo: 'c', reason: '融资租赁合同纠纷', amount, judgeDate: '2026-06-01' }],
    });
  assert.deepEqual([one('1000000').hits[0].passage, one('1000000').score], ['黄', 90]);
  assert.deepEqual([one('1000001').hits[0].passage, one('1000001').level], ['红', '较低']);
});

test('yellow hits: control changed in 6 months, young, capital reduced, too many entities → 100 − 40 = 60, 中 (a change a day past six months not counted)', () => {
  const r = admissionScan({
    ...clean,
    basic: { ...clean.basic!, establishedDate: '2025-01-01' },
    changes: [
      { item: '法定代表人变更', before: '张三', after: '李四', date: '2026-07-01' },
      { item: '股东变更', before: 'A', after: 'B', date: '2026-05-29' },
      { item: '注册资本变更', before: '5000万元人民币', after: '1000万元人民币', date: '2020-01-01' },
    ],
    branchCount: 51,
    investmentCount: 50,
  });
  assert.deepEqual(
    r.hits.map((h) => h.title),
    ['法定代表人或股东变更', '成立时间较短', '注册资本减少', '分支机构过多'],
  );
  assert.deepEqual([r.score, r.level], [60, '中']);
});
