/**
 * 用户管理's Excel calls (platform/crud/import.ts and export.ts on the user definition): the template, a file of users
 * whose roles, departments and posts are named, the tenant's initial password, covering existing accounts or not, the
 * whole file or nothing, permissions, and the export read back.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { tenantTable } from '../src/modules/system/tables';
import { md5 } from '../src/platform/auth/password';
import { BASIC, type Client, type Session, client, signIn, signInUngranted, testApp } from './helpers';

let app: FastifyInstance;
let admin: Session;
let c: Client;
const U = '/api/blade-user';
const HEAD = ['登录账号', '用户昵称', '用户姓名', '手机号码', '性别', '所属角色', '所属部门', '所属岗位'];

/** A raw call answering the bytes (GET), or an upload of an .xlsx (POST with `file`). */
async function raw(session: Session, url: string, opts: { lang?: string; file?: Buffer } = {}) {
  const headers: Record<string, string> = { 'blade-auth': `bearer ${session.token}`, authorization: BASIC };
  if (opts.lang) headers['accept-language'] = opts.lang;
  if (!opts.file) return app.inject({ method: 'GET', url, headers });
  const boundary = '----flpusers';
  headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="u.xlsx"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    opts.file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return app.inject({ method: 'POST', url, headers, payload });
}

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('users');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

async function rowsOf(buf: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: unknown[][] = [];
  wb.worksheets[0].eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
}

async function userOf(account: string) {
  const page = await c.get(`${U}/page?account=${account}&size=5`);
  return page.data.records.find((r: { account: string }) => r.account === account);
}

/** The platform tenant's account quota (blade_tenant.account_number; -1 unlimited), set straight in the table. */
const quota = (n: number) =>
  app.appContext.database.owner.update(tenantTable).set({ accountNumber: n }).where(eq(tenantTable.tenantId, '000000'));

const signsIn = async (account: string, password: string) =>
  (
    await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=${account}&password=${md5(password)}&grant_type=password&scope=all&type=account`,
      headers: { authorization: BASIC, 'tenant-id': '000000' },
    })
  ).statusCode === 200;

let roleA: string;
let deptA: string;
let postA: string;

before(async () => {
  app = await testApp();
  admin = await signIn(app);
  c = client(app, admin);
  const must = async (url: string, body: unknown) => {
    const res = await c.post(url, body);
    assert.equal(res.status, 200, JSON.stringify(res.body));
  };
  await must('/api/blade-system/role/submit', { parentId: '0', roleName: '导入角色甲', roleAlias: 'imp_a', sort: 1 });
  await must('/api/blade-system/role/submit', { parentId: '0', roleName: '导入角色乙', roleAlias: 'imp_b', sort: 2 });
  await must('/api/blade-system/dept/submit', { parentId: '0', deptName: '导入部', fullName: '导入部', sort: 1 });
  await must('/api/blade-system/post/submit', { category: 1, postCode: 'IMP1', postName: '导入岗', sort: 1 });
  const find = async (url: string, key: string, name: string) =>
    String(
      ((await c.get(url)).data as Record<string, unknown>[]).find((r) => r[key] === name)?.id ??
        assert.fail(`${url}: no ${name}`),
    );
  roleA = await find('/api/blade-system/role/list', 'roleName', '导入角色甲');
  deptA = await find('/api/blade-system/dept/list', 'deptName', '导入部');
  postA = await find('/api/blade-system/post/select', 'postName', '导入岗');
  // The tenant's initial password (account.initPassword) is what imported users start with.
  assert.equal(
    (
      await c.post('/api/blade-system/param/submit', {
        paramName: '账号初始密码',
        paramKey: 'account.initPassword',
        paramValue: 'Init#2026',
      })
    ).status,
    200,
  );
});
after(() => app.close());

describe('user import', () => {
  test('the template (also as export-template): labels, required ones marked, no password column', async () => {
    for (const path of ['import-template', 'export-template']) {
      const res = await raw(admin, `${U}/${path}`);
      assert.equal(res.statusCode, 200, res.body);
      const [head] = await rowsOf(res.rawPayload);
      for (const h of ['登录账号 *', '用户姓名 *', '所属角色 *', '所属部门 *', '所属岗位'])
        assert.ok(head.includes(h), `${path}: ${head}`);
      assert.ok(!head.some((h) => /密码/.test(String(h))), String(head));
    }
  });

  test('a good file: names become ids, every user gets the initial password; nothing partial', async () => {
    const file = await xlsx([
      HEAD,
      ['imp_li', '小李', '李导入', '13800000001', '男', '导入角色甲, 导入角色乙', '导入部', '导入岗'],
      ['imp_wu', '小吴', '吴导入', '', '', '导入角色甲', '导入部', ''],
    ]);
    const res = await raw(admin, `${U}/import-user`, { file });
    assert.equal(res.statusCode, 200, res.body);
    assert.deepEqual(res.json().data, { count: 2, created: 2, updated: 0 });
    const li = await userOf('imp_li');
    assert.equal(li.realName, '李导入');
    assert.equal(li.sex, 1);
    assert.equal(li.deptId, deptA);
    assert.equal(li.postId, postA);
    assert.equal(li.roleId.split(',').length, 2);
    assert.ok(li.roleId.split(',').includes(roleA));
    assert.ok(await signsIn('imp_wu', 'Init#2026'));
    assert.ok(!(await signsIn('imp_wu', '123456')));
  });

  test('bad rows: a 400 naming each row and column (zh, en); the good rows are not written either', async () => {
    const file = await xlsx([
      HEAD,
      ['imp_ok', '好', '好人', '', '', '导入角色甲', '导入部', ''],
      ['imp_bad', '坏', '坏人', '', '', '没有这个角色', '导入部', ''],
      ['imp_bad2', '缺', '', '', '', '导入角色甲', '没有这个部门', ''],
    ]);
    const res = await raw(admin, `${U}/import`, { file });
    assert.equal(res.statusCode, 400, res.body);
    const { msg, data } = res.json();
    assert.match(msg, /^导入失败, 未写入任何数据: 第 3 行 所属角色: 不存在: 没有这个角色/);
    const got = data.errors.map((e: { row: number; field: string; label: string }) => [e.row, e.field, e.label]);
    assert.deepEqual(got.sort(), [
      [3, 'roleId', '所属角色'],
      [4, 'deptId', '所属部门'],
      [4, 'realName', '用户姓名'],
    ]);
    assert.equal(await userOf('imp_ok'), undefined);

    const en = await raw(admin, `${U}/import`, { file, lang: 'en-US' });
    assert.match(en.json().msg, /^Nothing imported: row 3: Roles: no such record: 没有这个角色/);
    assert.ok(en.json().data.errors.some((e: { label: string }) => e.label === 'Real name'));
  });

  test('an existing account: refused unless covering; covering updates it and keeps its password', async () => {
    const file = await xlsx([
      HEAD,
      ['imp_li', '小李', '李新名', '', '女', '导入角色乙', '导入部', ''],
      ['imp_new', '新', '新人', '', '', '导入角色甲', '导入部', ''],
    ]);
    const refusedRes = await raw(admin, `${U}/import`, { file });
    assert.equal(refusedRes.statusCode, 400, refusedRes.body);
    assert.deepEqual(
      refusedRes.json().data.errors.map((e: { row: number; field: string }) => [e.row, e.field]),
      [[2, 'account']],
    );
    assert.match(refusedRes.json().msg, /登录账号: 已存在: imp_li/);
    assert.equal(await userOf('imp_new'), undefined);

    const covered = await raw(admin, `${U}/import?isCovered=1`, { file });
    assert.equal(covered.statusCode, 200, covered.body);
    assert.deepEqual(covered.json().data, { count: 2, created: 1, updated: 1 });
    const li = await userOf('imp_li');
    assert.equal(li.realName, '李新名');
    assert.equal(li.sex, 2);
    assert.equal(
      li.roleId,
      String(
        (await c.get('/api/blade-system/role/list')).data.find((r: { roleName: string }) => r.roleName === '导入角色乙')
          .id,
      ),
    );
    assert.ok(await signsIn('imp_li', 'Init#2026'));
  });

  test('an account twice in one file is a row error, covering or not; isCovered must be 0 or 1', async () => {
    const file = await xlsx([
      HEAD,
      ['imp_twice', '一', '一次', '', '', '导入角色甲', '导入部', ''],
      ['imp_twice', '二', '两次', '', '', '导入角色甲', '导入部', ''],
    ]);
    for (const q of ['', '?isCovered=1']) {
      const res = await raw(admin, `${U}/import${q}`, { file });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().msg, /第 3 行 登录账号: 与第 2 行重复: imp_twice/);
    }
    const bad = await raw(admin, `${U}/import?isCovered=yes`, { file });
    assert.equal(bad.statusCode, 400);
    assert.match(bad.json().msg, /isCovered/);
    assert.equal(await userOf('imp_twice'), undefined);
  });

  test('the import is refused past the tenant quota, as an add is', async () => {
    const before = Number((await c.get(`${U}/page?size=1`)).data.total);
    await quota(before + 1);
    try {
      const file = await xlsx([
        HEAD,
        ['imp_q1', '一', '一', '', '', '导入角色甲', '导入部', ''],
        ['imp_q2', '二', '二', '', '', '导入角色甲', '导入部', ''],
      ]);
      const res = await raw(admin, `${U}/import`, { file });
      assert.equal(res.statusCode, 400, res.body);
      assert.match(res.json().msg, /第 3 行 当前租户已到最大账号额度/);
      assert.equal(await userOf('imp_q1'), undefined);
    } finally {
      await quota(-1);
    }
  });

  test('without user_import: 403 on the template and the upload; without user_export: 403 on the export', async () => {
    const nobody = await signInUngranted(app, 'nobody_imp');
    assert.equal((await raw(nobody, `${U}/import-template`)).statusCode, 403);
    assert.equal((await raw(nobody, `${U}/import`, { file: await xlsx([HEAD]) })).statusCode, 403);
    assert.equal((await raw(nobody, `${U}/export`)).statusCode, 403);
  });
});

describe('user export', () => {
  test('the list as .xlsx (also as export-user): names, not ids; never a password', async () => {
    for (const path of ['export', 'export-user']) {
      const res = await raw(admin, `${U}/${path}?account=imp_li`);
      assert.equal(res.statusCode, 200, res.body);
      const [head, row, ...rest] = await rowsOf(res.rawPayload);
      assert.equal(rest.length, 0);
      assert.ok(!head.some((h) => /密码/.test(String(h))), String(head));
      const cell = (label: string) => row[head.indexOf(label)];
      assert.equal(cell('登录账号'), 'imp_li');
      assert.equal(cell('所属角色'), '导入角色乙');
      assert.equal(cell('所属部门'), '导入部');
      assert.equal(cell('性别'), '女');
    }
  });

  test('an export reads back as an import covering the same users', async () => {
    const exported = await raw(admin, `${U}/export?account=imp_`);
    const res = await raw(admin, `${U}/import?isCovered=1`, { file: exported.rawPayload });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.created, 0);
    assert.ok(res.json().data.updated >= 3);
  });
});
