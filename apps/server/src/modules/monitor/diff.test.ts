import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { AVAILABLE_DIMENSIONS } from '@flp/shared';
import { type CompanySnapshot, capitalOf, diffSnapshots } from './diff';

const base: CompanySnapshot = {
  basic: {
    legalPerson: '王建国',
    name: '上海星河融资租赁有限公司',
    registeredCapital: '50000万元人民币',
    scope: '融资租赁业务',
    address: '世纪大道100号',
    status: '存续',
  },
  shareholders: { 星河控股集团有限公司: '75%', 王建国: '25%' },
  personnel: { 王建国: '董事长' },
  cases: { '(2023)沪0115民初12345号': '融资租赁合同纠纷' },
  dishonest: {},
};
const all = AVAILABLE_DIMENSIONS;

describe('企业监控 diff', () => {
  test('a baseline has no changes; the same data none either', () => {
    assert.deepEqual(diffSnapshots(null, base, all), []);
    assert.deepEqual(diffSnapshots(base, structuredClone(base), all), []);
  });

  test('registry fields: a new legal representative is yellow, deregistration red, capital reduced red, raised yellow', () => {
    const after = structuredClone(base);
    after.basic.legalPerson = '李晓梅';
    after.basic.status = '注销';
    after.basic.address = '陆家嘴环路1号';
    const changes = diffSnapshots(base, after, all);
    assert.deepEqual(
      changes.map((c) => [c.dimension, c.beforeValue, c.afterValue, c.severity]),
      [
        ['LEGAL_PERSON', '王建国', '李晓梅', 'YELLOW'],
        ['ADDRESS', '世纪大道100号', '陆家嘴环路1号', 'INFO'],
        ['STATUS', '存续', '注销', 'RED'],
      ],
    );
    const cut = structuredClone(base);
    cut.basic.registeredCapital = '3亿元人民币';
    assert.equal(diffSnapshots(base, cut, all)[0].severity, 'RED', '50,000 万 → 30,000 万');
    const raised = structuredClone(base);
    raised.basic.registeredCapital = '6亿元人民币';
    assert.equal(diffSnapshots(base, raised, all)[0].severity, 'YELLOW');
    assert.equal(capitalOf('50000万元人民币'), 50000);
    assert.equal(capitalOf('3亿元'), 30000);
    assert.equal(capitalOf('未公开'), null);
  });

  test('sets by key: a shareholder leaving and one’s holding changed, a new judgment yellow, a dishonest record red', () => {
    const after = structuredClone(base);
    after.shareholders = { 星河控股集团有限公司: '100%' };
    after.cases!['(2026)沪0115民初1号'] = '借款合同纠纷';
    after.dishonest = { '(2026)沪01执1号': '上海一中院 1200000' };
    const changes = diffSnapshots(base, after, all);
    assert.deepEqual(
      changes.map((c) => [c.dimension, c.fieldLabel, c.severity]),
      [
        ['SHAREHOLDER', '股东变更: 星河控股集团有限公司', 'YELLOW'],
        ['SHAREHOLDER', '股东退出: 王建国', 'YELLOW'],
        ['CASE', '裁判文书新增: (2026)沪0115民初1号', 'YELLOW'],
        ['DISHONEST', '失信被执行新增: (2026)沪01执1号', 'RED'],
      ],
    );
    assert.equal(new Set(changes.map((c) => c.eventKey)).size, changes.length, 'each its own key');
  });

  test('only the dimensions watched; a dataset not answered is not compared', () => {
    const after = structuredClone(base);
    after.basic.legalPerson = '李晓梅';
    after.dishonest = { x: 'y' };
    assert.deepEqual(
      diffSnapshots(base, after, ['DISHONEST']).map((c) => c.dimension),
      ['DISHONEST'],
    );
    delete after.dishonest;
    assert.deepEqual(diffSnapshots(base, after, ['DISHONEST']), []);
  });
});
