import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type ResourceDef, defineResource, l, text, treeCode } from '@flp/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ResourceRepository } from '../src/platform/crud/repository';
import { registerResourceRoutes } from '../src/platform/crud/routes';
import { resourceTable } from '../src/platform/db/resource-table';
import { seedCodeTrees } from '../src/modules/region';
import { type Client, client, createTestTables, createTenant, ok, signIn, testApp } from './helpers';

/**
 * 行政区划, the address tree and GB/T 4754-2017 industries (platform-wide code trees), and the `treeCode` field kind
 * on a fixture resource: existence checked on writes, titles on reads, searches by a code finding its descendants.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

const REGION = '/api/blade-system/region';
const ADDRESS = '/api/rzzl_qy/address/address';
const INDUSTRY = '/api/rzzl_qy/industry/industry';
const SITE = '/api/test/site';

/** A resource holding a region and an industry code, as the customer will. */
const site: ResourceDef = defineResource({
  name: 'testSite',
  api: '/test/site',
  table: 'test_site',
  permission: 'test_site',
  label: l('测试网点', 'Test sites'),
  titleField: 'siteName',
  fields: [
    text('siteName', l('网点名称', 'Site name'), { required: l('请输入网点名称', 'enter the site name') }),
    treeCode('regionCode', l('所在地区', 'Region'), 'region', { search: true }),
    treeCode('industryCode', l('所属行业', 'Industry'), 'industry', { search: true }),
  ],
});
const siteTable = resourceTable(site);

let app: FastifyInstance;
let admin: Client;
let adminEn: Client;
let other: Client;
const OTHER = '200007';

before(async () => {
  app = await testApp();
  await createTestTables(app, { siteTable });
  const { db } = app.appContext.database;
  registerResourceRoutes(app, { repo: new ResourceRepository(site, siteTable), db });
  await app.ready();
  const session = await signIn(app);
  admin = client(app, session);
  adminEn = client(app, session, { lang: 'en-US' });
  await createTenant(app, OTHER);
  other = client(app, await signIn(app, 'admin', 'admin', OTHER));
});

after(() => app.close());

describe('regions', () => {
  test('the seed reaches county level, and a second seed adds nothing', async () => {
    const db = app.appContext.database.owner;
    const count = async () =>
      Number(((await db.execute(sql`select count(*) n from blade_region`)) as { rows: Node[] }).rows[0].n);
    const before = await count();
    assert.ok(before > 3000, `${before} regions`);
    await seedCodeTrees(db);
    assert.equal(await count(), before);
  });

  test('lazy-tree: the provinces, then a province’s cities', async () => {
    const provinces: Node[] = await ok(admin, `${REGION}/lazy-tree`);
    assert.ok(provinces.length >= 31);
    const zj = provinces.find((p) => p.code === '330000')!;
    assert.equal(zj.title, '浙江省');
    assert.equal(zj.hasChildren, true);
    const cities: Node[] = await ok(admin, `${REGION}/lazy-tree?parentCode=330000`);
    assert.ok(cities.some((c) => c.code === '330100' && c.title === '杭州市'));
    const counties: Node[] = await ok(admin, `${REGION}/lazy-tree?parentCode=330100`);
    const xihu = counties.find((c) => c.code === '330106')!;
    assert.equal(xihu.isLeaf, true);
    // Another tenant reads the same regions.
    assert.deepEqual(await ok(other, `${REGION}/lazy-tree?parentCode=330100`), counties);
  });

  test('detail by code carries its province and city; lazy-list and list filter by parent', async () => {
    const xihu: Node = await ok(admin, `${REGION}/detail?code=330106`);
    assert.equal(xihu.name, '西湖区');
    assert.equal(xihu.regionLevel, 3);
    assert.equal(xihu.provinceName, '浙江省');
    assert.equal(xihu.cityName, '杭州市');
    assert.equal(xihu.ancestors, '00,330000,330100');
    const list: Node[] = await ok(admin, `${REGION}/lazy-list?parentCode=330000`);
    assert.ok(list.find((r) => r.code === '330100')?.hasChildren);
    const page: Node = await ok(admin, `${REGION}/list?name=西湖&size=50`);
    assert.ok(page.records.some((r: Node) => r.code === '330106'));
    const res = await admin.get(`${REGION}/detail?code=999999`);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /区划编号不存在: 999999/);
    const bad = await adminEn.get(`${REGION}/lazy-tree?parentCode=33x`);
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /Parent region/);
  });

  test('submit and remove: only the platform administrator; parent and code checked', async () => {
    const body = { code: '330199', parentCode: '330100', name: '测试区' };
    const refused = await other.post(`${REGION}/submit`, body);
    assert.equal(refused.status, 403);

    const noParent = await admin.post(`${REGION}/submit`, { ...body, parentCode: '339900' });
    assert.equal(noParent.status, 400);
    assert.match(noParent.body.msg, /上级区划不存在: 339900/);
    const elsewhere = await adminEn.post(`${REGION}/submit`, { ...body, code: '320199' });
    assert.equal(elsewhere.status, 400);
    assert.match(elsewhere.body.msg, /Region code: must start with .*3301/);
    const underCounty = await admin.post(`${REGION}/submit`, { ...body, code: '330106', parentCode: '330106' });
    assert.equal(underCounty.status, 400);
    const noName = await admin.post(`${REGION}/submit`, { code: '330199', parentCode: '330100' });
    assert.equal(noName.status, 400);
    assert.match(noName.body.msg, /请输入区划名称/);

    await ok(admin, `${REGION}/submit`, body);
    const added: Node = await ok(admin, `${REGION}/detail?code=330199`);
    assert.equal(added.cityName, '杭州市');
    assert.equal(added.regionLevel, 3);
    // The address tree sees it at once (its cache dropped by the write).
    const nodes: Node[] = await ok(admin, `${ADDRESS}/getNodeByPid?code=330100`);
    assert.ok(nodes.some((n) => n.code === '330199'));
    // Submitting the same code again changes it.
    await ok(admin, `${REGION}/submit`, { ...body, name: '测试新区' });
    assert.equal((await ok(admin, `${REGION}/detail?code=330199`)).name, '测试新区');

    // A region with sub-regions cannot go; the tenant's administrator cannot remove at all.
    const hz: Node = await ok(admin, `${REGION}/detail?code=330100`);
    const busy = await admin.post(`${REGION}/remove?ids=${hz.id}`);
    assert.equal(busy.status, 400);
    assert.match(busy.body.msg, /请先删除下级区划/);
    assert.equal((await other.post(`${REGION}/remove?ids=${added.id}`)).status, 403);
    await ok(admin, `${REGION}/remove?ids=${added.id}`, {});
    const gone: Node[] = await ok(admin, `${ADDRESS}/getNodeByPid?code=330100`);
    assert.ok(!gone.some((n) => n.code === '330199'));
  });
});

describe('address tree and industries', () => {
  test('getNodeByPid: the root, then a province; an unknown code is a 400', async () => {
    const roots: Node[] = await ok(other, `${ADDRESS}/getNodeByPid`);
    assert.ok(roots.some((n) => n.value === '110000' && n.label === '北京市'));
    const gd: Node[] = await ok(other, `${ADDRESS}/getNodeByPid?code=440000`);
    assert.ok(gd.some((n) => n.code === '440300' && n.name === '深圳市'));
    const res = await adminEn.get(`${ADDRESS}/getNodeByPid?code=123456`);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /Region code: no such code: 123456/);
  });

  test('getAddress answers the whole tree nested', async () => {
    const tree: Node[] = await ok(other, `${ADDRESS}/getAddress`, {});
    const zj = tree.find((n) => n.code === '330000')!;
    const hz = zj.children.find((n: Node) => n.code === '330100');
    assert.ok(hz.children.some((n: Node) => n.code === '330106'));
  });

  test('industries: 20 门类, 97 大类 and down to 小类', async () => {
    const sections: Node[] = await ok(other, `${INDUSTRY}/getNodeByPid`);
    assert.equal(sections.length, 20);
    assert.ok(sections.some((n) => n.code === 'C' && n.name === '制造业'));
    const all: Node[] = await ok(other, `${INDUSTRY}/getIndustry`, {});
    const divisions = all.flatMap((s) => s.children ?? []);
    assert.equal(divisions.length, 97);
    const c351: Node[] = await ok(other, `${INDUSTRY}/getNodeByPid?code=C351`);
    assert.ok(c351.some((n) => n.code === 'C3511' && n.name === '矿山机械制造' && n.isLeaf));
    assert.equal((await other.get(`${INDUSTRY}/getNodeByPid?code=Z99`)).status, 400);
  });
});

describe('treeCode fields', () => {
  test('an unknown code is refused naming the field; a known one gets its title on reads', async () => {
    const bad = await admin.post(`${SITE}/submit`, { siteName: '甲', regionCode: '339999', industryCode: 'C9999' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /所在地区不存在: 339999/);
    assert.match(bad.body.msg, /所属行业不存在: C9999/);
    const shape = await adminEn.post(`${SITE}/submit`, { siteName: '甲', regionCode: '33' });
    assert.equal(shape.status, 400);
    assert.match(shape.body.msg, /Region: must be a 6-digit/);

    await ok(admin, `${SITE}/submit`, { siteName: '西湖网点', regionCode: '330106', industryCode: 'C3511' });
    await ok(admin, `${SITE}/submit`, { siteName: '宁波网点', regionCode: '330200', industryCode: 'C35' });
    await ok(admin, `${SITE}/submit`, { siteName: '南京网点', regionCode: '320102', industryCode: 'F51' });
    const page: Node = await ok(admin, `${SITE}/list?siteName=西湖`);
    const row = page.records[0];
    assert.equal(row.regionCodeName, '浙江省 / 杭州市 / 西湖区');
    assert.equal(row.industryCodeName, 'C3511 矿山机械制造');
  });

  test('a search by a code finds its descendants', async () => {
    const names = async (q: string) =>
      ((await ok(admin, `${SITE}/list?${q}`)).records as Node[]).map((r) => r.siteName).sort();
    assert.deepEqual(await names('regionCode=330000'), ['宁波网点', '西湖网点']);
    assert.deepEqual(await names('regionCode=330100'), ['西湖网点']);
    assert.deepEqual(await names('regionCode=330106'), ['西湖网点']);
    assert.deepEqual(await names('industryCode=C'), ['宁波网点', '西湖网点']);
    assert.deepEqual(await names('industryCode=C351'), ['西湖网点']);
    const res = await admin.get(`${SITE}/list?regionCode=abc`);
    assert.equal(res.status, 400);
  });

  test('机构管理 carries 所在地区: checked on submit, titled on reads', async () => {
    const dept = { parentId: '0', deptName: '杭州分公司', fullName: '杭州分公司', deptCategory: 1, sort: 5 };
    const bad = await other.post('/api/blade-system/dept/submit', { ...dept, regionCode: '339999' });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /所在地区不存在: 339999/);
    await ok(other, '/api/blade-system/dept/submit', { ...dept, regionCode: '330106' });
    const tree: Node[] = await ok(other, '/api/blade-system/dept/list?deptName=杭州分公司');
    const found = tree.find((d) => d.deptName === '杭州分公司')!;
    assert.equal(found.regionCode, '330106');
    assert.equal(found.regionCodeName, '浙江省 / 杭州市 / 西湖区');
  });
});
