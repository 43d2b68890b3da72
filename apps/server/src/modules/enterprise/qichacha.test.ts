import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { test } from 'node:test';
import { qichachaToken } from './qichacha';
import { QCC_DATASETS, QCC_STATUSES, mapBasic } from './qichacha-map';

test('the Token is the upper-case MD5 of key, Timespan and secret, in that order', () => {
  const expected = createHash('md5').update('KEY1700000000SECRET').digest('hex').toUpperCase();
  assert.equal(qichachaToken('KEY', '1700000000', 'SECRET'), expected);
  assert.match(qichachaToken('k', '1', 's'), /^[0-9A-F]{32}$/);
  assert.notEqual(qichachaToken('KEY', '1700000001', 'SECRET'), expected);
});

test('registration details: dates cut to the day, the nested area and former names read, absent fields empty', () => {
  const b = mapBasic({
    Name: '甲公司',
    CreditCode: '91310000MA1K35XQ3L',
    OperName: '张三',
    StartDate: '2015-06-18 00:00:00',
    TermEnd: null,
    Area: { Province: '上海市' },
    OriginalName: [{ Name: '乙公司' }, 'ignored-not-an-object'],
    Industry: { Industry: '租赁和商务服务业', SubIndustry: '租赁业' },
  });
  assert.equal(b.establishedDate, '2015-06-18');
  assert.equal(b.businessTermEnd, '');
  assert.equal(b.province, '上海市');
  assert.deepEqual(b.formerNames, ['乙公司', 'ignored-not-an-object']);
  assert.equal(b.industry, '租赁和商务服务业 / 租赁业');
  assert.equal(b.registeredCapital, '');
});

test('dataset rows: lists joined, nested people named', () => {
  const change = QCC_DATASETS.changes.row({
    ProjectName: '住所变更',
    BeforeList: ['A', 'B'],
    AfterList: ['C'],
    ChangeDate: '2024-01-02 00:00:00',
  });
  assert.deepEqual(change, { item: '住所变更', before: 'A；B', after: 'C', date: '2024-01-02' });
  assert.equal(QCC_DATASETS.branches.row({ Name: '分公司', OperInfo: { Name: '李四' } }).legalPerson, '李四');
  assert.equal(QCC_DATASETS.investments.row({ Oper: { Name: '王五' } }).legalPerson, '王五');
});

test('the statuses that need the administrator are told apart in both languages', () => {
  for (const code of ['101', '107', '112', '115']) {
    const s = QCC_STATUSES[code];
    assert.ok(s.text['zh-CN'] && s.text['en-US'], code);
  }
  assert.equal(QCC_STATUSES['101'].kind, 'auth');
  assert.equal(QCC_STATUSES['112'].kind, 'quota');
  assert.equal(QCC_STATUSES['107'].kind, 'forbidden');
});
