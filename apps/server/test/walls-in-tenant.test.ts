/**
 * A file is had through the record it is attached to (issue 25 item 1): the common file calls and the download by
 * name answer a caller only the files of records he may read — the resource's view button and his data scope — and
 * remove only those of records he may change. The demo organisation: a user whose role holds nothing, and an account
 * manager limited to his own customers.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { usccCheckChar } from '@flp/shared/validate';
import type { FastifyInstance } from 'fastify';
import { BASIC, type Client, client, ok, signIn, signInUngranted, testApp } from './helpers';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

const FILE = '/api/rzzl_qy/common/file';
const CUSTOMERS = '/api/rzzl_qy/customer/basicinfo';

let app: FastifyInstance;
let admin: Client;
let nobody: Client;
let nobodyToken: string;
let zhangwei: Client;
let zhangweiToken: string;
let zhangweiId: string;
/** A customer of 张伟's with files, and one of another account manager's. */
const customer = { own: '', other: '' };
const files: Record<'own' | 'other', Node[]> = { own: [], other: [] };

const get = (token: string, url: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: BASIC, 'blade-auth': `bearer ${token}` } });

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  admin = client(app, await signIn(app));
  const nb = await signInUngranted(app, 'nobody');
  nobody = client(app, nb);
  nobodyToken = nb.token;
  const zw = await signIn(app, 'zhangwei', '123456');
  zhangwei = client(app, zw);
  zhangweiId = String(zw.body.user_id);

  // Two customers with files: one made 张伟's, the other 刘洋's.
  const all = (await ok(admin, `${CUSTOMERS}/list?size=50`)).records as Node[];
  const withFiles: Node[] = [];
  for (const c of all) {
    const attached = await ok(admin, `${FILE}/getFiles?pid=${c.id}`);
    if (attached.length) withFiles.push({ ...c, attached });
    if (withFiles.length === 2) break;
  }
  assert.equal(withFiles.length, 2, 'the demo has files on two customers');
  const liuyang = String((await signIn(app, 'liuyang', '123456')).body.user_id);
  for (const [which, c, owner] of [
    ['own', withFiles[0], zhangweiId],
    ['other', withFiles[1], liuyang],
  ] as const) {
    await ok(admin, `${CUSTOMERS}/submit`, { id: c.id, owner });
    customer[which] = String(c.id);
    files[which] = c.attached;
  }

  // 客户经理 limited to 本人可见 on customers, their other grants kept.
  const roleId = flatten(await ok(admin, '/api/blade-system/role/tree')).find((r) => r.title === '客户经理')!.id;
  const menu = flatten(await ok(admin, '/api/blade-system/menu/list')).find((m) => m.code === 'customer');
  // One 本人可见 rule per resource: customers, contracts and IOUs.
  const scopeIds: string[] = [];
  for (const resourceCode of ['customer', 'contract', 'iou']) {
    const scopeName = `本人可见 ${resourceCode} (test)`;
    await ok(admin, '/api/blade-system/data-scope/submit', {
      menuId: menu!.id,
      resourceCode,
      scopeName,
      scopeField: '*',
      scopeColumn: 'create_dept',
      scopeType: 2,
      scopeValue: '',
    });
    const listed = await ok(
      admin,
      `/api/blade-system/data-scope/list?size=10&scopeName=${encodeURIComponent(scopeName)}`,
    );
    scopeIds.push(listed.records[0].id);
  }
  const held = await ok(admin, `/api/blade-system/menu/role-tree-keys?roleIds=${roleId}`);
  await ok(admin, '/api/blade-system/role/grant', {
    roleIds: [roleId],
    menuIds: held.menu,
    dataScopeIds: [...held.dataScope, ...scopeIds],
    apiScopeIds: held.apiScope,
  });
  // Signed in again: a token carries the grants of its sign-in.
  const again = await signIn(app, 'zhangwei', '123456');
  zhangwei = client(app, again);
  zhangweiToken = again.token;
});
after(() => app.close());

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);
const ids = (rows: Node[]) => rows.map((r) => String(r.id)).sort();

describe('a user whose role holds nothing', () => {
  test('lists none of the tenant’s files', async () => {
    assert.deepEqual(await ok(nobody, `${FILE}/getFiles?pid=${customer.own}`), []);
    assert.deepEqual(await ok(nobody, `${FILE}/list?ywlx=customer`), []);
    assert.deepEqual(await ok(nobody, `${FILE}/fileListPlus?pid=${customer.own},${customer.other}`), []);
    assert.deepEqual(await ok(nobody, `${FILE}/accessoryList?pid=${customer.own}`), []);
    const page = await ok(nobody, `${FILE}/page?size=100`);
    assert.equal(page.total, 0);
    assert.deepEqual(page.records, []);
  });

  test('downloads none: by id, in a zip, by name — as if the file did not exist', async () => {
    const [f] = files.own;
    assert.equal((await get(nobodyToken, `${FILE}/downloadById?id=${f.id}`)).statusCode, 404);
    assert.equal((await get(nobodyToken, `${FILE}/batchDownload?ids=${f.id}`)).statusCode, 404);
    assert.equal((await get(nobodyToken, `${FILE}/batchDownloadConFlie?pid=${customer.own}`)).statusCode, 404);
    const byName = await get(nobodyToken, f.link);
    assert.equal(byName.statusCode, 404);
    assert.equal(byName.json().msg, '文件不存在');
  });

  test('removes none (a file he cannot read does not exist for him)', async () => {
    const res = await nobody.post(`${FILE}/remove?ids=${files.own[0].id}`, {});
    assert.equal(res.status, 403, 'no file_delete button');
  });
});

describe('an account manager limited to his own customers', () => {
  test('reads the files of his customer, by every call', async () => {
    assert.deepEqual(ids(await ok(zhangwei, `${FILE}/getFiles?pid=${customer.own}`)), ids(files.own));
    const res = await get(zhangweiToken, `${FILE}/downloadById?id=${files.own[0].id}`);
    assert.equal(res.statusCode, 200);
    assert.equal((await get(zhangweiToken, files.own[0].link)).statusCode, 200);
  });

  test('not those of a colleague’s customer', async () => {
    assert.deepEqual(await ok(zhangwei, `${FILE}/getFiles?pid=${customer.other}`), []);
    const both = await ok(zhangwei, `${FILE}/fileListPlus?pid=${customer.own},${customer.other}`);
    assert.deepEqual(ids(both), ids(files.own));
    const page = await ok(zhangwei, `${FILE}/page?ywlx=customer&size=500`);
    assert.ok(page.records.every((r: Node) => !files.other.some((o) => o.id === r.id)));
    assert.ok(files.own.every((o) => page.records.some((r: Node) => r.id === o.id)));
    assert.equal(page.total, page.records.length);
    assert.equal((await get(zhangweiToken, `${FILE}/downloadById?id=${files.other[0].id}`)).statusCode, 404);
    assert.equal((await get(zhangweiToken, files.other[0].link)).statusCode, 404);
    assert.equal((await get(zhangweiToken, `${FILE}/batchDownloadConFlie?pid=${customer.other}`)).statusCode, 404);
  });

  test('an administrator reads both', async () => {
    assert.deepEqual(ids(await ok(admin, `${FILE}/getFiles?pid=${customer.other}`)), ids(files.other));
  });
});

describe('the records a caller names are resolved within his data scope', () => {
  const CONTACTS = '/api/rzzl_qy/customer/contactPerson';
  const contact = (customerId: string) => ({ customerId, name: '王经理', mobile: '13900000000' });

  test('a contact is added to his own customer, not to a colleague’s (400 naming 客户)', async () => {
    await ok(zhangwei, `${CONTACTS}/submit`, contact(customer.own));
    const res = await zhangwei.post(`${CONTACTS}/submit`, contact(customer.other));
    assert.equal(res.status, 400);
    assert.equal(res.body.data.errors[0].field, 'customerId');
    assert.match(res.body.msg, /客户不存在/);
  });

  test('a colleague’s customer’s contact is neither changed nor removed by him', async () => {
    await ok(admin, `${CONTACTS}/submit`, contact(customer.other));
    const [theirs] = (await ok(admin, `${CONTACTS}/list?customerId=${customer.other}`)).records;
    const changed = await zhangwei.post(`${CONTACTS}/submit`, { id: theirs.id, remark: '改' });
    assert.equal(changed.status, 404);
    const removed = await zhangwei.post(`${CONTACTS}/remove?ids=${theirs.id}`, {});
    assert.equal(removed.status, 404);
    assert.equal((await ok(admin, `${CONTACTS}/detail?id=${theirs.id}`)).remark ?? '', '');
  });
});

describe('concentration: the whole book measured, answered within his scope', () => {
  const WARN = '/api/rzzl_qy/concentration/warn';

  test('the page lists only his customers, with the figures of the whole book', async () => {
    // One of the customers with exposure made a colleague's.
    const exposed = (await ok(admin, `${WARN}/page?size=500`)).records as Node[];
    const liuyang = String((await signIn(app, 'liuyang', '123456')).body.user_id);
    await ok(admin, `${CUSTOMERS}/submit`, { id: exposed[0].customerId, owner: liuyang });
    const mine = await ok(zhangwei, `${WARN}/page?size=500`);
    const all = await ok(admin, `${WARN}/page?size=500`);
    assert.ok(all.total > mine.total, `${all.total} customers in all, ${mine.total} his`);
    const owners = new Map(
      ((await ok(admin, `${CUSTOMERS}/list?size=500`)).records as Node[]).map((c) => [String(c.id), String(c.owner)]),
    );
    for (const row of mine.records as Node[]) {
      assert.equal(owners.get(String(row.customerId)), zhangweiId, row.customerName);
      const same = (all.records as Node[]).find((r) => r.customerId === row.customerId)!;
      assert.deepEqual(
        [row.singleRatio, row.groupRatio, row.status],
        [same.singleRatio, same.groupRatio, same.status],
        'a ratio of the whole book, not of his part of it',
      );
    }
  });

  test('a colleague’s customer is not answered; the warnings name only his customers', async () => {
    const res = await zhangwei.get(`${WARN}/getConcentration?comId=${customer.other}`);
    assert.equal(res.status, 400);
    assert.match(res.body.msg, /客户不存在/);
    const warn = await ok(zhangwei, `${WARN}/warnList`);
    const owners = new Map(
      ((await ok(admin, `${CUSTOMERS}/list?size=500`)).records as Node[]).map((c) => [String(c.id), String(c.owner)]),
    );
    for (const i of [...warn.indicators, ...warn.warnings] as Node[])
      for (const c of i.customerIds) assert.equal(owners.get(String(c)), zhangweiId);
  });
});

describe('what is answered about a contract or an IOU is his only', () => {
  /** A record of the list handed to 刘洋 (the demo's contracts and IOUs are 张伟's). */
  const theirs = async (api: string) => {
    const [first] = (await ok(admin, `${api}/list?size=1`)).records as Node[];
    const liuyang = String((await signIn(app, 'liuyang', '123456')).body.user_id);
    await ok(admin, `${api}/handover`, { ids: String(first.id), to: liuyang });
    return first;
  };

  test('a colleague’s contract: no checklist, no schedules (404); an administrator has them', async () => {
    const contract = await theirs('/api/rzzl_qy/contract/contract');
    for (const url of [
      `/api/rzzl_qy/loan/loan/conditions?contractId=${contract.id}`,
      `/api/rzzl_qy/repayment/repayment/getChangeContractByConId?conId=${contract.id}`,
    ]) {
      assert.equal((await zhangwei.get(url)).status, 404, url);
      assert.equal((await admin.get(url)).status, 200, url);
    }
  });

  test('a colleague’s IOU: not by its number, not in a preview (404)', async () => {
    const iou = await theirs('/api/rzzl_qy/iou/iou');
    const R = '/api/rzzl_qy/affirmCash/repayment';
    assert.equal((await zhangwei.get(`${R}/getByIouNo?iouNo=${iou.iouNo}`)).status, 404);
    assert.equal((await zhangwei.get(`${R}/preview?iouId=${iou.id}`)).status, 404);
    assert.equal((await admin.get(`${R}/getByIouNo?iouNo=${iou.iouNo}`)).status, 200);
  });
});

describe('people and ownership (issue 26 item 3)', () => {
  test('the people picker answers staff who do not manage users: active colleagues by name', async () => {
    const found = await ok(zhangwei, `/api/blade-user/select?keyword=${encodeURIComponent('刘')}`);
    assert.ok(
      found.some((u: Node) => u.title === '刘洋'),
      JSON.stringify(found),
    );
  });

  test('what a 本人可见 account manager adds without naming an owner is his, and stays in his list', async () => {
    const org = 'W26112901';
    const compname = `自建客户${Date.now() % 100_000}`;
    await ok(zhangwei, `${CUSTOMERS}/submit`, {
      idType: 2,
      compname,
      creditCode: `91440305${org}${usccCheckChar(`91440305${org}`)}`,
      regionCode: '440305',
      industryCode: 'C3511',
      entStatus: '存续',
    });
    const mine = await ok(zhangwei, `${CUSTOMERS}/page?compname=${encodeURIComponent(compname)}`);
    assert.equal(mine.records.length, 1);
    assert.equal(String(mine.records[0].owner), zhangweiId);
  });
});

describe('a reviewed record keeps its files', () => {
  test('a signed contract’s files are not removed, by an administrator either; a customer’s are', async () => {
    const contracts = (await ok(admin, '/api/rzzl_qy/contract/contract/list?size=50')).records as Node[];
    let signed: Node[] = [];
    for (const c of contracts.filter((x) => x.contractState !== 'draft')) {
      signed = await ok(admin, `${FILE}/getFiles?pid=${c.id}`);
      if (signed.length) break;
    }
    assert.ok(signed.length, 'a signed demo contract has files');
    const refused = await admin.post(`${FILE}/remove?ids=${signed[0].id}`, {});
    assert.equal(refused.status, 403);
    assert.match(refused.body.msg, /不能删除该记录的附件/);
    const [mine] = files.own;
    assert.equal(await ok(admin, `${FILE}/remove?ids=${mine.id}`, {}), true);
  });
});
