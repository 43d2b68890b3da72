/**
 * Excel export of every list and import of opted-in resources (platform/crud/export.ts, import.ts), through the real
 * server: on the fixture order (references, money, fixed choices) and on 岗位管理 (its import is switched on).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import type { FastifyInstance } from 'fastify';
import { installOrders } from './fixtures/orders';
import { BASIC, type Client, type Session, client, createTenant, signIn, signInUngranted, testApp } from './helpers';

let app: FastifyInstance;
let admin: Session;
let c: Client;
let deptName: string;
const O = '/api/test/order';
const P = '/api/blade-system/post';

before(async () => {
  app = await testApp();
  await installOrders(app);
  admin = await signIn(app);
  c = client(app, admin);
  deptName = (await c.get('/api/blade-system/dept/list')).data[0].deptName;
  const dept = (await c.get('/api/blade-system/dept/list')).data[0].id;
  for (const [no, amount] of [
    ['X-1', '1234.5'],
    ['X-2', '20'],
    ['Y-1', '7'],
  ])
    assert.equal((await c.post(`${O}/submit`, { orderNo: no, deptId: dept, amount })).status, 200);
});
after(() => app.close());

/** A raw call answering the bytes and headers. */
async function raw(
  session: Session,
  url: string,
  opts: { lang?: string; method?: 'GET' | 'POST'; file?: Buffer; type?: string } = {},
) {
  const headers: Record<string, string> = { 'blade-auth': `bearer ${session.token}`, authorization: BASIC };
  if (opts.lang) headers['accept-language'] = opts.lang;
  let payload: Buffer | undefined;
  if (opts.file) {
    const boundary = '----flpboundary';
    headers['content-type'] = `multipart/form-data; boundary=${boundary}`;
    payload = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.xlsx"\r\nContent-Type: ${opts.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      opts.file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
  }
  const res = await app.inject({ method: opts.method ?? 'GET', url, headers, payload });
  return res;
}

async function sheetOf(buf: Buffer, index = 0) {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as unknown as ArrayBuffer);
  return { wb, ws: wb.worksheets[index] };
}

const rowsOf = (ws: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  ws.eachRow((r) => out.push((r.values as unknown[]).slice(1)));
  return out;
};

async function xlsx(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('s');
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('export', () => {
  test('filters and sort as the list; labels, titles, numbers; the total in X-Total-Count; a dated file name', async () => {
    const res = await raw(admin, `${O}/export?orderNo=X&ascs=orderNo`);
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /spreadsheetml/);
    assert.equal(res.headers['x-total-count'], '2');
    assert.match(
      String(res.headers['content-disposition']),
      /filename\*=UTF-8''%E6%B5%8B%E8%AF%95%E8%AE%A2%E5%8D%95-\d{14}\.xlsx/,
    );
    const { ws } = await sheetOf(res.rawPayload);
    const rows = rowsOf(ws);
    assert.deepEqual(rows[0], ['订单编号', '所属机构', '客户经理', '金额', '订单状态']);
    assert.deepEqual(
      [0, 1, 2, 3, 4].map((i) => rows[1][i]),
      // the 客户经理 nobody named is its creator's, the administrator's
      ['X-1', deptName, '管理员', 1234.5, '草稿'],
    );
    assert.equal(rows[2][0], 'X-2');
    assert.equal(rows.length, 3);
    assert.equal(ws.getCell('D2').numFmt, '#,##0.00');
  });

  test('in English: headers and choices', async () => {
    const res = await raw(admin, `${O}/export?orderNo=Y`, { lang: 'en-US' });
    const rows = rowsOf((await sheetOf(res.rawPayload)).ws);
    assert.deepEqual(rows[0], ['Order number', 'Department', 'Account manager', 'Amount', 'Order state']);
    assert.equal(rows[1][4], 'Draft');
    assert.match(String(res.headers['content-disposition']), /Test%20orders-\d{14}\.xlsx/);
  });

  test('past export.maxRows: a 400 saying how many and the cap, before any byte of a file', async () => {
    assert.equal(
      (
        await c.post('/api/blade-system/param/submit', {
          paramName: '导出上限',
          paramKey: 'export.maxRows',
          paramValue: '2',
        })
      ).status,
      200,
    );
    try {
      const res = await raw(admin, `${O}/export`);
      assert.equal(res.statusCode, 400);
      assert.match(res.json().msg, /超过 2 条.*缩小查询范围/);
      const en = await raw(admin, `${O}/export`, { lang: 'en-US' });
      assert.match(en.json().msg, /More than 2 records match.*narrow the filters/);
      assert.equal((await raw(admin, `${O}/export?orderNo=X`)).statusCode, 200);
    } finally {
      const p = (await c.get('/api/blade-system/param/page?paramKey=export.maxRows')).data.records[0];
      await c.post(`/api/blade-system/param/remove?ids=${p.id}`);
    }
  });

  test("an alias serves the same export under the spec's spelling (exportList)", async () => {
    const res = await raw(admin, `${O}/exportList?orderNo=Y`);
    assert.equal(res.statusCode, 200);
    assert.equal(res.headers['x-total-count'], '1');
    assert.equal(rowsOf((await sheetOf(res.rawPayload)).ws)[1][0], 'Y-1');
  });

  test('every registered list exports (a readable .xlsx with its label as the sheet name)', async () => {
    const { registry } = await import('../src/platform/crud/routes');
    const lists = registry(app).filter(
      (r) => r.def.exportable !== false && (r.routes.includes('list') || r.routes.includes('page')),
    );
    assert.ok(lists.length > 10);
    for (const r of lists) {
      const res = await raw(admin, `/api${r.def.api}/export`);
      assert.equal(res.statusCode, 200, `${r.def.name}: ${res.body.slice(0, 200)}`);
      const { ws } = await sheetOf(res.rawPayload);
      assert.equal(ws.name, r.def.label['zh-CN'].slice(0, 31), r.def.name);
    }
  });

  test('without _export the call is refused (403); every list has one (posts)', async () => {
    const none = await signInUngranted(app, 'noexport');
    assert.equal((await raw(none, `${O}/export`)).statusCode, 403);
    const posts = await raw(admin, `${P}/export`);
    assert.equal(posts.statusCode, 200);
    assert.equal(rowsOf((await sheetOf(posts.rawPayload)).ws)[0][0], '岗位类型');
  });
});

describe('import', () => {
  test('the template: labels with * for required ones, drop-downs of choices, a sheet describing each column', async () => {
    const res = await raw(admin, `${P}/import-template`);
    assert.equal(res.statusCode, 200);
    const { wb, ws } = await sheetOf(res.rawPayload);
    const headers = rowsOf(ws)[0];
    assert.deepEqual(headers.slice(0, 3), ['岗位类型 *', '岗位编号 *', '岗位名称 *']);
    const validation = ws.getCell('A2').dataValidation;
    assert.equal(validation.type, 'list');
    const lists = wb.getWorksheet('lists')!;
    assert.deepEqual(
      [1, 2, 3, 4].map((r) => lists.getCell(r, 1).value),
      ['高层', '中层', '基层', '其他'],
    );
    const notes = rowsOf(wb.worksheets[1]);
    assert.deepEqual(notes[1].slice(0, 3), ['岗位类型', '选项', '是']);
    assert.match(String(notes[1][3]), /高层、中层、基层、其他/);
  });

  test('a good file: every row written through the service; labels back to keys', async () => {
    const file = await xlsx([
      ['岗位类型 *', '岗位编号 *', '岗位名称 *', '排序 *'],
      ['中层', 'IMP1', '导入岗位一', 1],
      ['基层', 'IMP2', '导入岗位二', 2],
    ]);
    const res = await raw(admin, `${P}/import`, { method: 'POST', file });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.count, 2);
    const got = (await c.get(`${P}/page?postCode=IMP&ascs=postCode`)).data.records;
    assert.deepEqual(
      got.map((r: { postCode: string; category: unknown }) => [r.postCode, String(r.category)]),
      [
        ['IMP1', '2'],
        ['IMP2', '3'],
      ],
    );
  });

  test('progress is pushed to the importing user over the realtime hub, under the id the client gave', async () => {
    const pushes: { to: unknown; message: { type: string; payload: { id: string; done: number; total: number } } }[] =
      [];
    const hub = app.appContext.hub;
    const publish = hub.publish.bind(hub);
    hub.publish = async (to, message) => {
      pushes.push({ to, message: message as (typeof pushes)[number]['message'] });
      return publish(to, message);
    };
    try {
      const rows = Array.from({ length: 30 }, (_, i) => ['其他', `PG${i}`, `进度岗位${i}`, i]);
      const file = await xlsx([['岗位类型', '岗位编号', '岗位名称', '排序'], ...rows]);
      const res = await raw(admin, `${P}/import?progressId=job-1`, { method: 'POST', file });
      assert.equal(res.statusCode, 200, res.body);
    } finally {
      hub.publish = publish;
    }
    // Thinned to a few a second: the first, maybe some between, and always the last.
    const mine = pushes.filter((p) => p.message.type === 'progress');
    assert.ok(mine.length >= 1);
    assert.deepEqual(mine.at(-1)!.message.payload, { id: 'job-1', done: 30, total: 30 });
    assert.deepEqual(mine[0].to, { tenantId: '000000', userId: admin.body.user_id });
    assert.ok(mine.every((p, i) => i === 0 || p.message.payload.done >= mine[i - 1].message.payload.done));
  });

  test('one bad row: nothing written; the answer names the Excel row and the field by its label', async () => {
    const file = await xlsx([
      ['订单编号 *', '所属机构', '金额'],
      ['IM-1', deptName, '10'],
      ['IM-2', deptName, 'abc'],
      ['X-1', '没有这个机构', '1'],
    ]);
    const res = await raw(admin, `${O}/import`, { method: 'POST', file });
    assert.equal(res.statusCode, 400, res.body);
    const { msg, data } = res.json();
    assert.match(msg, /未写入任何数据.*第 3 行 金额/);
    const errors = data.errors as { row: number; field: string; label: string; message: string }[];
    assert.ok(errors.some((e) => e.row === 3 && e.field === 'amount' && e.label === '金额'));
    assert.ok(errors.some((e) => e.row === 4 && e.field === 'deptId' && /不存在: 没有这个机构/.test(e.message)));
    assert.equal((await c.get(`${O}/page?orderNo=IM`)).data.total, 0);

    const en = await raw(admin, `${O}/import`, { method: 'POST', file, lang: 'en-US' });
    assert.match(en.json().msg, /Nothing imported: row 3: Amount/);
  });

  test('a duplicate key in the file or the table is a row error (unique constraints)', async () => {
    const file = await xlsx([
      ['订单编号', '金额'],
      ['X-1', '1'],
    ]);
    const res = await raw(admin, `${O}/import`, { method: 'POST', file });
    assert.equal(res.statusCode, 400);
    assert.deepEqual(
      res.json().data.errors.map((e: { row: number; field: string }) => [e.row, e.field]),
      [[2, 'orderNo']],
    );
  });

  test('export → import round trip of the fixture (titles back to ids, amounts, the import count)', async () => {
    const exported = await raw(admin, `${O}/export?orderNo=X`);
    const { wb, ws } = await sheetOf(exported.rawPayload);
    ws.eachRow((r, n) => {
      if (n > 1) r.getCell(1).value = `RT-${r.getCell(1).value}`;
    });
    const file = Buffer.from(await wb.xlsx.writeBuffer());
    const res = await raw(admin, `${O}/import`, { method: 'POST', file });
    assert.equal(res.statusCode, 200, res.body);
    const got = (await c.get(`${O}/page?orderNo=RT-&ascs=orderNo`)).data.records;
    assert.deepEqual(
      got.map((r: { orderNo: string; amount: string; deptName: string }) => [r.orderNo, Number(r.amount), r.deptName]),
      [
        ['RT-X-1', 1234.5, deptName],
        ['RT-X-2', 20, deptName],
      ],
    );
  });

  test('not an xlsx by its bytes: refused', async () => {
    const res = await raw(admin, `${O}/import`, { method: 'POST', file: Buffer.from('a,b\n1,2\n'), type: XLSX });
    assert.equal(res.statusCode, 400);
    assert.match(res.json().msg, /请上传 Excel 文件/);
    const big = Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(11 * 1024 * 1024)]);
    const tooBig = await raw(admin, `${O}/import`, { method: 'POST', file: big });
    assert.equal(tooBig.statusCode, 413);
    assert.match(tooBig.json().msg, /文件过大/);
    const zip = Buffer.from('PK\x03\x04garbage-not-a-workbook');
    assert.equal((await raw(admin, `${O}/import`, { method: 'POST', file: zip })).statusCode, 400);
    // the archive is measured before it is read (the bomb itself, by real bytes, is zip/budget.test.ts's): 1,001 parts
    const parts = Buffer.from(
      zipSync(Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`p${i}.xml`, new Uint8Array(0)]))),
    );
    const refused = await raw(admin, `${O}/import`, { method: 'POST', file: parts });
    assert.equal(refused.statusCode, 400);
    assert.match(refused.json().msg, /文件解压后过大 \(最多 64 MB, 1000 个部件\)/);
    // rows and cells are counted from the sheet's XML before ExcelJS would hold an object for each
    const sheet = (rows: number, cells: number) =>
      Buffer.from(
        zipSync({
          'xl/worksheets/sheet1.xml': new TextEncoder().encode(
            `<worksheet><sheetData>${`<row>${'<c/>'.repeat(cells)}</row>`.repeat(rows)}</sheetData></worksheet>`,
          ),
        }),
      );
    // exactly the header and 20,000 rows passes the count (every tag counted once across the inflater's chunks);
    // this one is then no workbook
    const most = await raw(admin, `${O}/import`, { method: 'POST', file: sheet(20_001, 1) });
    assert.match(most.json().msg, /请上传 Excel 文件/);
    const tooLong = await raw(admin, `${O}/import`, { method: 'POST', file: sheet(20_002, 1) });
    assert.equal(tooLong.statusCode, 400);
    assert.match(tooLong.json().msg, /一次最多导入 20000 行, 文件超过了/);
    const tooWide = await raw(admin, `${O}/import`, { method: 'POST', file: sheet(20_000, 41) });
    assert.equal(tooWide.statusCode, 400);
    assert.match(tooWide.json().msg, /文件的单元格过多 \(最多 800040 个\)/);
    // one cell's text past what Excel itself holds (a 1 MB shared string inflates from a few kilobytes)
    const longText = Buffer.from(
      zipSync({
        'xl/sharedStrings.xml': new TextEncoder().encode(`<sst><si><t>${'x'.repeat(1 << 20)}</t></si></sst>`),
      }),
    );
    assert.ok(longText.length < 10_000, `${longText.length} bytes`);
    const tooMuchText = await raw(admin, `${O}/import`, { method: 'POST', file: longText });
    assert.equal(tooMuchText.statusCode, 400);
    assert.match(tooMuchText.json().msg, /文件中有过长的单元格内容 \(一个单元格最多 32767 个字符\)/);
  });

  test("another tenant's record cannot be referenced", async () => {
    await createTenant(app, '222222', '别家公司');
    const other = await signIn(app, 'admin', 'admin', '222222');
    const otherDept = (await client(app, other).get('/api/blade-system/dept/list')).data[0].deptName;
    assert.equal(otherDept, '别家公司');
    const file = await xlsx([
      ['订单编号', '所属机构'],
      ['T-1', otherDept],
    ]);
    const res = await raw(admin, `${O}/import`, { method: 'POST', file });
    assert.equal(res.statusCode, 400);
    assert.equal(res.json().data.errors[0].field, 'deptId');
    assert.equal((await c.get(`${O}/page?orderNo=T-1`)).data.total, 0);
  });

  test("a new button (导出) reaches an existing tenant's administrator role at the next start", async () => {
    const { seedPlatform } = await import('../src/modules/system/seed');
    const { menuTable, roleMenuTable, roleTable } = await import('../src/modules/system/tables');
    const { and, eq } = await import('drizzle-orm');
    const db = app.appContext.database.owner;
    await createTenant(app, '333333', '第三家');
    // As before this feature: the button did not exist, so no role held it.
    await db.update(menuTable).set({ isDeleted: 1 }).where(eq(menuTable.code, 'post_export'));
    await seedPlatform(db);
    const [button] = await db
      .select({ id: menuTable.id })
      .from(menuTable)
      .where(and(eq(menuTable.code, 'post_export'), eq(menuTable.isDeleted, 0)));
    const holders = await db
      .select({ tenantId: roleTable.tenantId })
      .from(roleMenuTable)
      .innerJoin(roleTable, eq(roleTable.id, roleMenuTable.roleId))
      .where(eq(roleMenuTable.menuId, button.id));
    assert.deepEqual(holders.map((h) => h.tenantId).sort(), ['000000', '222222', '333333']);
    const third = await signIn(app, 'admin', 'admin', '333333');
    assert.equal((await raw(third, `${P}/export`)).statusCode, 200);
  });

  test('without _import: 403; a resource without import has no such call', async () => {
    const none = await signInUngranted(app, 'noimport');
    assert.equal((await raw(none, `${P}/import-template`)).statusCode, 403);
    const file = await xlsx([
      ['岗位类型', '岗位编号', '岗位名称', '排序'],
      ['其他', 'NOPE', '无权导入', 1],
    ]);
    assert.equal((await raw(none, `${P}/import`, { method: 'POST', file })).statusCode, 403);
    assert.equal((await c.get(`${P}/page?postCode=NOPE`)).data.total, 0);
    assert.equal((await raw(admin, '/api/blade-system/param/import-template')).statusCode, 404);
  });
});

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
