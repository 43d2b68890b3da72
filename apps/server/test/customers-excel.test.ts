/**
 * The customer list through the generic Excel and attachment machinery: exportList (the spec's name) with the list's
 * filters and the names a person reads, the import template, an import with one bad row (nothing written, the row
 * and field named) and a good one, and files linked to a customer in its own transaction.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { usccCheckChar } from '@flp/shared/validate';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BASIC, type Client, type Session, client, ok, signIn, testApp } from './helpers';
import { PDF, multipart } from './support/files';

const C = '/api/rzzl_qy/customer/basicinfo';
const uscc = (org: string, region = '330106') => `91${region}${org}${usccCheckChar(`91${region}${org}`)}`;

let app: FastifyInstance;
let session: Session;
let admin: Client;

before(async () => {
  app = await testApp();
  session = await signIn(app);
  admin = client(app, session);
});
after(() => app.close());

const auth = () => ({ authorization: BASIC, 'blade-auth': `bearer ${session.token}` });
const get = (url: string) => app.inject({ method: 'GET', url, headers: auth() });
const post = (url: string, file: Buffer, name = 'customers.xlsx') => {
  const body = multipart(name, file);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...auth(), 'content-type': body.contentType },
    payload: body.payload,
  });
};

async function rowsOf(buf: Buffer, sheet = 0): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  const out: string[][] = [];
  wb.worksheets[sheet].eachRow((r) => out.push((r.values as unknown[]).slice(1).map((v) => String(v ?? ''))));
  return out;
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('客户');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('customer export and import', () => {
  test('exportList: the filtered list, region and industry by code and names, references by title', async () => {
    await ok(admin, `${C}/submit`, {
      idType: 2,
      compname: '西湖导出测试有限公司',
      creditCode: uscc('MA1000001'),
      regionCode: '330106',
      industryCode: 'C3511',
      entStatus: '存续',
    });
    const res = await get(`${C}/exportList?compname=${encodeURIComponent('西湖导出测试')}`);
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.headers['x-total-count'], '1');
    const [head, row] = await rowsOf(res.rawPayload);
    const cell = (label: string) => row[head.indexOf(label)];
    assert.equal(cell('客户名称'), '西湖导出测试有限公司');
    assert.equal(cell('地区'), '330106 浙江省 / 杭州市 / 西湖区');
    assert.match(cell('行业'), /^C3511 矿山机械制造/);
    assert.ok(!head.includes('附件'), 'files are not cells');
  });

  test('the template names the columns; one bad row writes nothing and is named; then all rows are written', async () => {
    const template = await get(`${C}/import-template`);
    assert.equal(template.statusCode, 200, template.body);
    const [head] = await rowsOf(template.rawPayload);
    assert.ok(head.includes('客户名称 *'), head.join('|'));
    assert.ok(head.includes('统一社会信用代码'));

    const columns = ['客户类型 *', '客户名称 *', '统一社会信用代码', '地区', '行业'];
    const good = uscc('MA1000002', '440305');
    const bad = `${uscc('MA1000003', '440305').slice(0, 17)}${uscc('MA1000003', '440305')[17] === '0' ? '1' : '0'}`;
    const refused = await post(
      `${C}/import`,
      await workbook([
        columns,
        ['企业', '南山导入一号有限公司', good, '440305 广东省 / 深圳市 / 南山区', 'C3511'],
        ['企业', '南山导入二号有限公司', bad, '440305', 'C3511'],
      ]),
    );
    assert.equal(refused.statusCode, 400, refused.body);
    const errors = refused.json().data.errors as { row: number; field: string; message: string }[];
    assert.deepEqual(
      errors.map((e) => [e.row, e.field]),
      [[3, 'creditCode']],
    );
    assert.match(refused.json().msg, /第\s*3\s*行/);
    assert.match(refused.json().msg, /统一社会信用代码/);
    const none = await ok(admin, `${C}/page?compname=${encodeURIComponent('南山导入')}`);
    assert.equal(none.total, 0, 'all or nothing');

    const fixed = `${uscc('MA1000003', '440305')}`;
    const done = await post(
      `${C}/import`,
      await workbook([
        columns,
        ['企业', '南山导入一号有限公司', good, '440305 广东省 / 深圳市 / 南山区', 'C3511'],
        ['企业', '南山导入二号有限公司', fixed, '440305', 'C3511 矿山机械制造'],
      ]),
    );
    assert.equal(done.statusCode, 200, done.body);
    assert.equal(done.json().data.count, 2);
    const page = await ok(admin, `${C}/page?compname=${encodeURIComponent('南山导入')}&regionCode=440000`);
    assert.equal(page.total, 2);
    assert.equal(page.records[0].regionCodeName, '广东省 / 深圳市 / 南山区');
  });
});

describe('customer attachments', () => {
  test('files are linked with the customer, listed by getFiles and shown in detail', async () => {
    const up = multipart('营业执照.pdf', PDF);
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: { ...auth(), 'content-type': up.contentType },
      payload: up.payload,
    });
    assert.equal(res.statusCode, 200, res.body);
    const attachId = res.json().data.attachId;
    await ok(admin, `${C}/submit`, {
      idType: 2,
      compname: '附件测试有限公司',
      creditCode: uscc('MA1000004'),
      attachments: [attachId],
    });
    const page = await ok(admin, `${C}/page?compname=${encodeURIComponent('附件测试')}`);
    const detail = await ok(admin, `${C}/detail?id=${page.records[0].id}`);
    assert.deepEqual(
      detail.attachments.map((a: { name: string }) => a.name),
      ['营业执照.pdf'],
    );
    const files = await ok(admin, `/api/rzzl_qy/common/file/getFiles?pid=${page.records[0].id}`);
    assert.equal(files.length, 1);
  });
});
