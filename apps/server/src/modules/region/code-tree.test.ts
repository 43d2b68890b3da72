import assert from 'node:assert/strict';
import { test } from 'node:test';
import { REGION_ROOT, treeCodePrefix } from '@flp/shared';
import { type CodeNode, CodeTree, fitsUnder, industryTitle, regionPlacement, regionTitle } from './code-tree';
import { industrySeed, regionSeed } from './standards';

const node = (code: string, name: string, parentCode: string, level: number): CodeNode => ({
  code,
  name,
  parentCode,
  level,
  sort: 0,
});
const sample = [
  node('330106', '西湖区', '330100', 3),
  node('330000', '浙江省', REGION_ROOT, 1),
  node('330100', '杭州市', '330000', 2),
  node('330102', '上城区', '330100', 3),
  node('110000', '北京市', REGION_ROOT, 1),
];
const prefix = (c: string) => treeCodePrefix('region', c);

test('region prefixes drop trailing pairs of zeros: a province, a city, a county', () => {
  assert.equal(treeCodePrefix('region', '330000'), '33');
  assert.equal(treeCodePrefix('region', '330100'), '3301');
  assert.equal(treeCodePrefix('region', '330106'), '330106');
  assert.equal(treeCodePrefix('region', '110000'), '11');
  assert.equal(treeCodePrefix('region', '441900'), '4419');
  assert.equal(treeCodePrefix('industry', 'C35'), 'C35');
});

test('a region fits under its parent by prefix; a province under the root ends in 0000', () => {
  assert.ok(fitsUnder('330106', '330100', REGION_ROOT, prefix));
  assert.ok(fitsUnder('330100', '330000', REGION_ROOT, prefix));
  assert.ok(!fitsUnder('320106', '330100', REGION_ROOT, prefix));
  assert.ok(!fitsUnder('330100', '330100', REGION_ROOT, prefix));
  assert.ok(fitsUnder('340000', REGION_ROOT, REGION_ROOT, prefix));
  assert.ok(!fitsUnder('340100', REGION_ROOT, REGION_ROOT, prefix));
});

test('the tree: children sorted, paths, titles, nested and wire nodes', () => {
  const tree = new CodeTree(sample, REGION_ROOT, regionTitle);
  assert.deepEqual(
    tree.children('').map((n) => n.code),
    ['110000', '330000'],
  );
  assert.deepEqual(
    tree.children('330100').map((n) => n.code),
    ['330102', '330106'],
  );
  assert.deepEqual(tree.children('330106'), []);
  assert.deepEqual(tree.children('999999'), []);
  assert.equal(tree.title('330106'), '浙江省 / 杭州市 / 西湖区');
  assert.equal(tree.title('999999'), undefined);
  const nested = tree.nested();
  assert.equal(nested[1].children?.[0].children?.[1].value, '330106');
  assert.equal(nested[0].isLeaf, true);
  assert.equal(tree.wire(tree.get('330100')!).hasChildren, true);
});

test('a broken or looping chain stops instead of running forever', () => {
  const tree = new CodeTree([node('1', 'a', '2', 1), node('2', 'b', '1', 1)], REGION_ROOT, regionTitle);
  assert.equal(tree.path('1').length, 2);
});

test('placement: level, ancestors, province/city/county of a new region', () => {
  const tree = new CodeTree(sample, REGION_ROOT, regionTitle);
  const p = regionPlacement(tree.path('330100'), { code: '330199', name: '新区' }, REGION_ROOT);
  assert.deepEqual(p, {
    regionLevel: 3,
    ancestors: '00,330000,330100',
    provinceCode: '330000',
    provinceName: '浙江省',
    cityCode: '330100',
    cityName: '杭州市',
    districtCode: '330199',
    districtName: '新区',
  });
  assert.equal(regionPlacement([], { code: '340000', name: '安徽省' }, REGION_ROOT).ancestors, '00');
});

test('the seed data: county level without placeholders; every GB/T 4754-2017 code under its parent', () => {
  const regions = regionSeed();
  const byCode = new Map(regions.map((r) => [r.code, r]));
  assert.ok(regions.length > 3000);
  assert.ok(!regions.some((r) => r.name === '市辖区'));
  for (const r of regions) if (r.level > 1) assert.ok(byCode.has(r.parentCode), r.code);
  assert.equal(regions.filter((r) => r.level === 1).length, 34);

  const industries = industrySeed();
  const tree = new CodeTree(industries, '', industryTitle);
  assert.equal(tree.children('').length, 20);
  assert.equal(industries.filter((r) => r.level === 2).length, 97);
  for (const i of industries) if (i.level > 1) assert.ok(tree.has(i.parentCode) && i.code.startsWith(i.parentCode));
  assert.equal(tree.title('C3511'), 'C3511 矿山机械制造');
});

test('search by name (or the start of a code): named exactly first, then higher levels, each with its path', () => {
  const tree = new CodeTree(sample, REGION_ROOT, regionTitle);
  const hits = tree.search('杭州');
  assert.deepEqual(
    hits.map((h) => h.path.map((n) => n.name).join('/')),
    ['浙江省/杭州市'],
  );
  assert.deepEqual(
    tree.search('区').map((h) => h.node.code),
    ['330102', '330106'],
  );
  assert.deepEqual(
    tree.search('3301').map((h) => h.node.code),
    ['330100', '330102', '330106'],
  );
  assert.deepEqual(tree.search('  '), []);
  const industries = industrySeed();
  const industry = new CodeTree(industries, '', industryTitle);
  const found = industry.search('专用设备制造');
  assert.ok(found.length > 0, 'an industry found by its name');
  assert.equal(found[0].path[0].code, 'C', 'under 制造业');
});
