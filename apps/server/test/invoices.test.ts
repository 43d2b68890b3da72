/**
 * 发票 (issue 33 item 3) through the real server on the demo tenant: the demo's box of the signed sale-leaseback
 * contract, read from an XML, an OFD and a PDF and occupied for it; files uploaded and read (XML, OFD, PDF, a QR code
 * picture, a zip) — a duplicate refused naming the invoice recorded, a red-letter invoice marking its blue one, a QR
 * read a draft a person completes and confirms; bad files named (not an invoice, entities, a bomb, a broken PDF, the
 * same file twice); manual entry checked by label in both languages; boxes saved with their invoices, exported, and the
 * guard that one invoice never backs two contracts; verification refused 409 without a provider (nothing changed) and
 * through a fake provider on loopback: 一致, 不一致 with the fields, 查无此票, a timeout 查验失败; the log; searches;
 * permissions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { type Client, attachmentOf, client, ok, putFile, refused, signIn, testApp } from './helpers';
import { BUYER, ORDINARY, RED, SPECIAL, fixture, qrPng } from './fixtures/invoice/make';
import {
  type FakeInvoiceVerify,
  VERIFY_KEY,
  VERIFY_SECRET,
  startFakeInvoiceVerify,
} from './fixtures/fake-invoice-verify';
import { allowPrivateHosts } from './support/net';
import { changeStaff } from './support/servicing-fixture';
import { releaseEnded } from '../src/modules/invoice/boxes';
import { invoiceRepos } from '../src/modules/invoice/repos';
import { hookTransaction } from '../src/platform/crud/service';
import { systemContext } from '../src/platform/tenancy/context';

const API = '/api/invoiceRecongnintion/recognition';
const FILE = '/api/invoiceRecongnintion/fileinfo';
const LOG = '/api/invoiceRecongnintionLog/log';
const BOX = '/api/invoiceRecongnintionLog/box';
const SETTING = '/api/rzzl_qy/outside/setting';
const CONTRACT = '/api/rzzl_qy/contract/contract';
// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON, checked by the assertions
type Rec = Record<string, any>;

let app: FastifyInstance;
let as: Record<string, Client>;
let sessions: Record<string, { token: string }>;
let admin: Client;
let fake: FakeInvoiceVerify;
let demoBox: Rec;
const db = () => app.appContext.database.owner;
const tenant = systemContext('000000');

before(async () => {
  [app, fake] = await Promise.all([testApp({ SEED_DEMO: 'on' }), startFakeInvoiceVerify()]);
  ({ as, sessions } = await changeStaff(app, 'invoice_nobody'));
  admin = client(app, await signIn(app));
  demoBox = (await ok(as.lina, `${BOX}/page?current=1&size=10`)).records[0];
});
after(async () => {
  await app.close();
  await fake.close();
});

/** Uploads a file as 张伟 and registers it: the file record. */
async function upload(name: string, bytes: Uint8Array, c = as.zhangwei): Promise<Rec> {
  const file = await attachmentOf(app, sessions.zhangwei.token, name, Buffer.from(bytes));
  await ok(c, `${FILE}/submit`, { file });
  const page = await ok(c, `${FILE}/page?current=1&size=5&fileName=${encodeURIComponent(name)}`);
  return page.records[0];
}

/** Uploads and reads a file: its reading. */
async function uploadAndRead(name: string, bytes: Uint8Array, ocr = 0): Promise<Rec> {
  const file = await upload(name, bytes);
  const [result] = await ok(as.zhangwei, `${FILE}/ocrInfo`, { ids: file.id, ocr });
  return result;
}

const detail = (id: string) => ok(as.lina, `${API}/detail?id=${id}`);

describe('发票: the demo box', () => {
  test('the sale-leaseback contract’s box: three invoices read from XML, OFD and PDF, occupied, verification not configured', async () => {
    assert.match(demoBox.boxNo, /^FP\d{6}\d{3}$/);
    assert.deepEqual([demoBox.count, demoBox.totalAmount, demoBox.isUse], [3, '3600000.00', 1]);
    const data = await ok(as.lina, `${BOX}/getBoxDataByBoxId?boxId=${demoBox.id}`);
    assert.deepEqual(
      data.invoices.map((i: Rec) => [i.source, i.confirmState, i.verifyStatus, i.occupiedBy, i.buyerName]),
      [
        ['ofd-attach', 'CONFIRMED', 'UNVERIFIED', demoBox.contractId, '华东重工集团有限公司'],
        ['xml', 'CONFIRMED', 'UNVERIFIED', demoBox.contractId, '华东重工集团有限公司'],
        ['pdf-text', 'CONFIRMED', 'UNVERIFIED', demoBox.contractId, '华东重工集团有限公司'],
      ],
    );
    assert.equal(data.summary.totalAmount, '3600000.00');
    assert.equal(data.checks[0].level, 'ok', 'the invoices cover the financed amount');
    const pdf = await detail(data.invoices[2].id);
    assert.deepEqual(
      pdf.items.map((i: Rec) => [i.itemName, i.quantity, i.amount]),
      [
        ['*机械设备*履带式挖掘机', '1.00000000', '973451.33'],
        ['*机械设备*液压破碎锤', '2.00000000', '88495.58'],
      ],
    );
    assert.ok(pdf.checks.every((c: Rec) => c.ok || c.level === 'warn'));
  });
});

describe('发票: files read into invoices', () => {
  let special: Rec;

  test('a 数电 XML read whole: confirmed, its lines, checks and the log', async () => {
    const read = await uploadAndRead('special.xml', fixture('digital-special.xml'));
    assert.equal(read.fileState, 'READ');
    assert.equal(read.engine, 'xml');
    assert.equal(read.invoices.length, 1);
    special = await detail(read.invoices[0].id);
    assert.deepEqual(
      [special.invoiceNumber, special.totalAmount, special.source, special.confidence, special.confirmState],
      [SPECIAL.number, '240100.00', 'xml', '1.00', 'CONFIRMED'],
    );
    assert.equal(special.items.length, 2);
    assert.equal(special.taxRates, '13%');
    const file = await ok(as.zhangwei, `${FILE}/detail?id=${read.id}`);
    assert.deepEqual([file.fileType, file.invoiceCount, file.invoiceIds], ['xml', 1, special.id]);
    assert.match(file.sha256, /^[0-9a-f]{64}$/);
    const log = (await ok(as.lina, `${LOG}/page?current=1&size=5&action=READ`)).records[0];
    assert.equal(log.invoiceNumber, SPECIAL.number);
    assert.match(log.message, /识别出发票.*可信度 1.00, 已确认/);
  });

  test('duplicates refused: the same invoice as a PDF names the one recorded; typed in again a 409', async () => {
    const read = await uploadAndRead('special.pdf', fixture('digital-special.pdf'));
    assert.equal(read.invoices.length, 0);
    assert.equal(read.duplicates[0].existingId, special.id);
    assert.match(read.duplicates[0].message, new RegExp(`发票 ${SPECIAL.number} 已录入.*不能重复录入`));
    const typed = await as.zhangwei.post(`${API}/submit`, {
      invoiceNumber: SPECIAL.number,
      issueDate: SPECIAL.date,
      totalAmount: SPECIAL.total,
    });
    assert.equal(typed.status, 409);
    assert.match(typed.body.msg, /已录入/);
    // The same bytes twice: refused at upload.
    const again = await attachmentOf(
      app,
      sessions.zhangwei.token,
      'special-again.xml',
      Buffer.from(fixture('digital-special.xml')),
    );
    const res = await as.zhangwei.post(`${FILE}/submit`, { file: again });
    assert.equal(res.status, 409);
    assert.match(res.body.msg, /special-again.xml 已上传过 \(发票文件 special.xml/);
  });

  test('a red-letter invoice marks the blue one reversed; neither joins a box', async () => {
    const read = await uploadAndRead('red.xml', fixture('digital-red.xml'));
    const red = await detail(read.invoices[0].id);
    assert.deepEqual([red.isRedLetter, red.redLetterOf, red.totalAmount], [1, SPECIAL.number, '-240100.00']);
    const blue = await detail(special.id);
    assert.equal(blue.reversedBy, red.id);
    const box = { boxName: '红冲测试', purpose: 'FEE' };
    const redIn = await as.zhangwei.post(`${BOX}/saveBoxAndPro`, { ...box, invoiceIds: red.id });
    assert.equal(redIn.status, 409);
    assert.match(redIn.body.msg, /红字发票, 不能入夹/);
    const blueIn = await as.zhangwei.post(`${BOX}/saveBoxAndPro`, { ...box, invoiceIds: blue.id });
    assert.match(blueIn.body.msg, /已红冲, 不能入夹/);
    assert.equal((await ok(as.zhangwei, `${BOX}/page?boxName=红冲测试`)).total, 0, 'nothing half-saved');
  });

  test('an OFD with tags and a zip of an XML and an OFD; a QR picture is a draft a person completes and confirms', async () => {
    const zip = await uploadAndRead('two.zip', fixture('two-invoices.zip'));
    assert.equal(zip.engine, 'zip(xml,ofd-attach)');
    assert.deepEqual(
      zip.invoices.map((i: Rec) => i.confirmState),
      ['CONFIRMED', 'CONFIRMED'],
    );
    const tags = await uploadAndRead('tags.ofd', fixture('ofd-tags.ofd'));
    assert.equal(tags.invoices.length, 0, 'the zip held the same 数电普票');
    assert.equal(tags.duplicates[0].invoiceNumber, ORDINARY.number);
    // A photo of an invoice's QR code: number, date and amount only — a draft.
    const number = '24112000000000055555';
    const qr = await uploadAndRead('qr.png', await qrPng(`01,32,,${number},500.00,20240603,,AB12`), 0);
    assert.equal(qr.engine, 'zxing');
    const draft = await detail(qr.invoices[0].id);
    assert.deepEqual([draft.source, draft.confirmState, draft.totalAmount], ['qr', 'DRAFT', '500.00']);
    refused(await as.lina.post(`${API}/confirm?id=${draft.id}`), undefined, /不能确认: 未读出: 销售方, 购买方/);
    await ok(as.zhangwei, `${API}/submit`, {
      id: draft.id,
      version: draft.version,
      sellerName: ORDINARY.seller.name,
      sellerTaxId: ORDINARY.seller.taxId,
      buyerName: BUYER.name,
      buyerTaxId: BUYER.taxId,
      amountExclTax: '471.70',
      taxAmount: '28.30',
    });
    const confirmed = await ok(as.lina, `${API}/confirm`, { id: draft.id });
    assert.equal(confirmed.confirmState, 'CONFIRMED');
    const closed = await as.zhangwei.post(`${API}/submit`, { id: draft.id, version: confirmed.version, remark: 'x' });
    assert.equal(closed.status, 400, 'confirmed: closed to change');
    const reopened = await ok(as.lina, `${API}/reopen`, { id: draft.id });
    assert.equal(reopened.confirmState, 'DRAFT');
  });

  test('bad files are named: not an invoice, entities, a bomb; a broken PDF fails its reading, nothing saved', async () => {
    const notPdf = await putFile(app, sessions.zhangwei.token, 'not-a-pdf.pdf', Buffer.from(fixture('not-a-pdf.pdf')));
    assert.equal(notPdf.status, 200, 'stored as text: the platform keeps CSV');
    refused(
      await as.zhangwei.post(`${FILE}/submit`, { file: notPdf.body.data.attachId }),
      'file',
      /文件: not-a-pdf.pdf: 不是发票文件; 发票请上传 PDF、OFD、XML、JPG、PNG 或 ZIP 文件/,
    );
    const xxe = await attachmentOf(app, sessions.zhangwei.token, 'xxe.xml', Buffer.from(fixture('xxe.xml')));
    refused(await as.zhangwei.post(`${FILE}/submit`, { file: xxe }), 'file', /xxe.xml: .*DOCTYPE/);
    const bomb = await attachmentOf(app, sessions.zhangwei.token, 'bomb.ofd', Buffer.from(fixture('bomb.ofd')));
    refused(await as.english.post(`${FILE}/submit`, { file: bomb }), 'file', /^File: bomb.ofd: .*inflates/);
    const truncated = await uploadAndRead('truncated.pdf', fixture('truncated.pdf'));
    assert.equal(truncated.fileState, 'FAILED');
    assert.match(truncated.error, /truncated.pdf: .*损坏/);
    const file = await ok(as.zhangwei, `${FILE}/detail?id=${truncated.id}`);
    assert.deepEqual([file.fileState, file.invoiceCount], ['FAILED', 0]);
    refused(await as.zhangwei.post(`${FILE}/submit`, {}), 'file', /请上传发票文件/);
    assert.equal((await as.zhangwei.post(`${FILE}/ocrInfo`, { ids: '1' })).status, 404);
  });

  test('typed in: checked by label in Chinese and English; the arithmetic a draft', async () => {
    refused(
      await as.zhangwei.post(`${API}/submit`, { invoiceNumber: '123', issueDate: '2024-01-02', totalAmount: '1' }),
      'invoiceNumber',
      /发票号码: 应为 8 位数字或数电票的 20 位数字/,
    );
    refused(
      await as.english.post(`${API}/submit`, { invoiceNumber: '12345678', invoiceCode: '12', totalAmount: '1' }),
      'invoiceCode',
      /Invoice code: must be 10 or 12 digits/,
    );
    refused(await as.english.post(`${API}/submit`, { invoiceNumber: '12345678' }), 'issueDate', /issue date/);
    await ok(as.zhangwei, `${API}/submit`, {
      invoiceType: 'vat-ordinary',
      invoiceCode: '044001900111',
      invoiceNumber: '12345678',
      issueDate: '2024-02-01',
      sellerName: '甲公司',
      buyerName: '乙公司',
      amountExclTax: '100.00',
      taxAmount: '13.00',
      totalAmount: '120.00',
    });
    const [r] = (await ok(as.zhangwei, `${API}/getPageList?invoiceNumber=12345678`)).records;
    assert.equal(r.source, 'manual');
    assert.equal(r.confirmState, 'DRAFT', 'amount + tax ≠ total');
    assert.ok(r.checks.some((c: Rec) => c.code === 'amount.sum' && !c.ok));
  });
});

describe('发票夹: boxes, occupancy, export', () => {
  let otherContract: Rec;
  let box: Rec;

  test('an invoice occupied by one contract cannot back another (409 naming it); released, it moves', async () => {
    const contracts = (await ok(as.lina, `${CONTRACT}/page?current=1&size=50&contractName=华东重工挖掘机`)).records;
    const first = contracts.find((c: Rec) => c.id === demoBox.contractId);
    otherContract = contracts.find((c: Rec) => c.id !== demoBox.contractId);
    const data = await ok(as.lina, `${BOX}/getBoxDataByBoxId?boxId=${demoBox.id}`);
    const taken = data.invoices[0];
    const res = await as.zhangwei.post(`${BOX}/saveBoxAndPro`, {
      boxName: '二期租赁物发票',
      purpose: 'ASSET',
      contractId: otherContract.id,
      invoiceIds: taken.id,
    });
    assert.equal(res.status, 409);
    assert.match(res.body.msg, new RegExp(`已被合同 ${first.contractNo}.*占用, 不能用于其他合同`));
    // The occupied box does not change; taking one out is refused too.
    const out = await as.zhangwei.post(`${BOX}/removeByBoxId`, { boxId: demoBox.id, ids: taken.id });
    assert.equal(out.status, 409, JSON.stringify(out.body));
    assert.equal((await as.zhangwei.post(`${BOX}/removeIsUse`, { ids: demoBox.id })).status, 403, 'risk releases');
    assert.equal(await ok(as.lina, `${BOX}/removeIsUse`, { ids: demoBox.id }), 3);
    assert.equal((await ok(as.lina, `${BOX}/detail?id=${demoBox.id}`)).isUse, 0);
    const still = await as.zhangwei.post(`${BOX}/saveBoxAndPro`, {
      boxName: '二期租赁物发票',
      purpose: 'ASSET',
      contractId: otherContract.id,
      invoiceIds: taken.id,
    });
    assert.equal(still.status, 409, JSON.stringify(still.body));
    assert.match(still.body.msg, new RegExp(`已在发票夹 ${demoBox.boxNo} 中`));
    assert.equal(await ok(as.zhangwei, `${BOX}/removeByBoxId`, { boxId: demoBox.id, ids: taken.id }), 1);
    box = await ok(as.zhangwei, `${BOX}/saveBoxAndPro`, {
      boxName: '二期租赁物发票',
      purpose: 'ASSET',
      contractId: otherContract.id,
      invoiceIds: taken.id,
    });
    assert.equal(box.box.projectId, otherContract.projectId, 'the project and lessee from the contract');
    assert.equal(box.summary.count, 1);
    assert.equal(await ok(as.lina, `${BOX}/use`, { id: box.box.id }), 1);
    const moved = await detail(taken.id);
    assert.deepEqual(
      [moved.occupiedBy, moved.occupiedAmount, moved.boxId],
      [otherContract.id, '1200000.00', box.box.id],
    );
    const demo = await ok(as.lina, `${BOX}/detail?id=${demoBox.id}`);
    assert.deepEqual([demo.count, demo.totalAmount], [2, '2400000.00']);
    const logs = (await ok(as.lina, `${LOG}/page?current=1&size=10&invoiceNumber=${taken.invoiceNumber}`)).records;
    assert.deepEqual(
      logs.filter((r: Rec) => r.action !== 'VERIFY').map((r: Rec) => r.action),
      ['OCCUPY', 'RELEASE', 'OCCUPY', 'READ'],
    );
    // An occupied box is not removed; a box of drafts or without a contract is not occupied.
    assert.equal((await as.lina.post(`${BOX}/remove?ids=${box.box.id}`)).status, 409);
    const loose = await ok(as.zhangwei, `${BOX}/saveBoxAndPro`, { boxName: '散票', purpose: 'FEE' });
    refused(await as.lina.post(`${BOX}/use`, { id: loose.box.id }), undefined, /未关联合同/);
  });

  test('exportByBoxId: the box’s invoices as an .xlsx with its total', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${BOX}/exportByBoxId?boxId=${demoBox.id}`,
      headers: { 'blade-auth': `bearer ${sessions.lina.token}`, authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' },
    });
    assert.equal(res.statusCode, 200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('发票清单')!;
    assert.match(String(sheet.getCell('A1').value), /^发票夹 FP/);
    assert.equal(sheet.getCell('D2').value, '发票号码');
    const last = sheet.getRow(sheet.rowCount);
    assert.deepEqual([last.getCell(1).value, last.getCell(12).value], ['合计', 2400000]);
  });
});

describe('查验: only through a provider', () => {
  test('without a provider: 409 in both languages, the invoices untouched, the refusal logged', async () => {
    const [r] = (await ok(as.lina, `${API}/getPageList?invoiceNumber=${ORDINARY.number}`)).records;
    const res = await as.lina.post(`${API}/verification`, { ids: r.id });
    assert.equal(res.status, 409);
    assert.equal(res.body.msg, '未配置发票查验服务');
    const en = await client(app, sessions.lina as never, { lang: 'en-US' }).post(`${API}/verification`, { ids: r.id });
    assert.equal(en.body.msg, 'The Invoice verification service is not configured');
    assert.equal((await detail(r.id)).verifyStatus, 'UNVERIFIED');
    const log = (await ok(as.lina, `${LOG}/page?current=1&size=1&action=VERIFY`)).records[0];
    assert.deepEqual([log.invoiceNumber, log.ok, log.message], [ORDINARY.number, 0, '未配置发票查验服务']);
    assert.equal((await as.nobody.post(`${API}/verification`, { ids: r.id })).status, 403);
  });

  test('with the provider: 一致, 不一致 with the fields, 查无此票, a timeout 查验失败; what each type is asked by', async () => {
    await allowPrivateHosts(admin, '127.0.0.1');
    await ok(admin, `${SETTING}/submit`, {
      service: 'invoiceVerify',
      provider: 'invoiceApi',
      baseUrl: fake.url,
      appKey: VERIFY_KEY,
      secretKey: VERIFY_SECRET,
      timeoutMs: 1000,
      enabled: 1,
    });
    const find = async (number: string) => (await ok(as.lina, `${API}/getPageList?invoiceNumber=${number}`)).records[0];
    const ordinary = await find(ORDINARY.number);
    const legacy = await find('04123456');
    const red = await find(RED.number);
    const blue = await find(SPECIAL.number);
    fake.known.set(ORDINARY.number, {
      inv_status: '0',
      issueDate: '20240603',
      total: '2000.00',
      amount: '1886.79',
      tax: '113.21',
      sellerTaxId: ORDINARY.seller.taxId,
      buyerName: ORDINARY.buyer.name,
    });
    fake.known.set('04123456', {
      inv_status: '0',
      issueDate: '2021-03-15',
      total: '1230.00',
      sellerName: '上海锦程数控机械有限公司 (分公司)',
    });
    fake.known.set(SPECIAL.number, { inv_status: '30' });
    fake.slow.add(RED.number);
    const results = await ok(as.lina, `${API}/verification`, {
      ids: [ordinary.id, legacy.id, blue.id, red.id].join(','),
    });
    const by = Object.fromEntries(results.map((r: Rec) => [r.invoiceNumber, r]));
    assert.equal(by[ORDINARY.number].verifyStatus, 'MATCH');
    assert.equal(by['04123456'].verifyStatus, 'MISMATCH');
    assert.deepEqual(
      by['04123456'].differences.map((d: Rec) => [d.field, d.ours, d.theirs]),
      [
        ['sellerName', '上海锦程数控机械有限公司', '上海锦程数控机械有限公司 (分公司)'],
        ['totalAmount', '1130.00', '1230.00'],
      ],
    );
    assert.match(by['04123456'].message, /不一致: 销售方 \(本系统 上海锦程数控机械有限公司, 税务 .*\); 价税合计/);
    assert.equal(by[SPECIAL.number].verifyStatus, 'REVERSED');
    assert.equal(by[RED.number].verifyStatus, 'FAILED');
    assert.match(by[RED.number].message, /查验失败: 无法连接到发票查验服务/);
    // What each was asked by: 数电 its total; 普票 its code and the check code's last six.
    const asked = Object.fromEntries(fake.calls.map((q) => [q.invoiceNumber, q]));
    assert.deepEqual(asked[ORDINARY.number], {
      invoiceNumber: ORDINARY.number,
      issueDate: '20240603',
      amount: '2000.00',
    });
    assert.deepEqual(asked['04123456'], {
      invoiceNumber: '04123456',
      invoiceCode: '031002000111',
      issueDate: '20210315',
      checkCode: '817265',
    });
    const after = await detail(legacy.id);
    assert.deepEqual([after.verifyStatus, after.verifyCount], ['MISMATCH', 1]);
    // Not found: a number the provider does not know.
    fake.slow.clear();
    const [again] = await ok(as.lina, `${API}/verification`, { ids: red.id });
    assert.equal(again.verifyStatus, 'NOT_FOUND');
    assert.equal((await detail(red.id)).verifyCount, 2);
    const orders = await ok(admin, '/api/rzzl_qy/outside/order/page?current=1&size=20&service=invoiceVerify');
    assert.equal(orders.total, 5, 'one order per verification, kept on 外部服务订单');
    assert.deepEqual(
      [...new Set(orders.records.map((o: Rec) => `${o.provider} ${o.businessType}`))],
      ['invoiceApi invoice'],
    );
  });

  test('what an invoice lacks for its type is a 400 naming it, nothing asked', async () => {
    const before = fake.calls.length;
    await ok(as.zhangwei, `${API}/submit`, {
      invoiceType: 'vat-e-ordinary',
      invoiceCode: '031002000199',
      invoiceNumber: '55554444',
      issueDate: '2024-02-01',
      totalAmount: '10.00',
    });
    const [r] = (await ok(as.lina, `${API}/getPageList?invoiceNumber=55554444`)).records;
    refused(
      await as.lina.post(`${API}/verification`, { ids: r.id }),
      undefined,
      /发票 031002000199 55554444: 查验需要校验码/,
    );
    assert.equal(fake.calls.length, before);
  });
});

describe('发票: searches, the log, permissions', () => {
  test('getPageList and recognitionSearch by parties, dates, amounts, state and box; bad ranges named', async () => {
    const byBox = await ok(as.lina, `${API}/getPageList?boxId=${demoBox.id}`);
    assert.equal(byBox.total, 2);
    const range = await ok(
      as.lina,
      `${API}/getPageList?issueDateFrom=2024-01-01&issueDateTo=2024-12-31&amountMin=1000000&sellerName=恒岳`,
    );
    assert.deepEqual(range.records.map((r: Rec) => r.invoiceNumber).sort(), [
      '24322000000418830517',
      '24322000000597214408',
    ]);
    const matched = await ok(as.lina, `${API}/recognitionSearch?verifyStatus=MATCH&size=5`);
    assert.deepEqual(
      matched.map((r: Rec) => r.invoiceNumber),
      [ORDINARY.number],
    );
    const free = await ok(as.lina, `${API}/recognitionSearch?keyword=锦程&unfiled=1`);
    assert.ok(free.every((r: Rec) => !r.boxId));
    refused(
      await as.lina.get(`${API}/getPageList?amountMin=10&amountMax=1`),
      'amountMax',
      /价税合计上限: 不能小于下限/,
    );
    refused(
      await as.english.get(`${API}/getPageList?issueDateFrom=2024-02-01&issueDateTo=2024-01-01`),
      'issueDateTo',
      /Issued to: cannot be before the start/,
    );
  });

  test('removing: a filed invoice or its file is refused; an unfiled file goes with its invoices', async () => {
    const data = await ok(as.lina, `${BOX}/getBoxDataByBoxId?boxId=${demoBox.id}`);
    const res = await as.lina.post(`${API}/remove?ids=${data.invoices[0].id}`);
    assert.equal(res.status, 409);
    assert.match(res.body.msg, /在发票夹 FP\d+ 中, 请先移出发票夹/);
    const read = await uploadAndRead(
      'ordinary-b.xml',
      new TextEncoder().encode(
        new TextDecoder().decode(fixture('digital-ordinary.xml')).replaceAll(ORDINARY.number, '24112000000000077777'),
      ),
    );
    assert.equal(read.invoices.length, 1);
    await ok(as.zhangwei, `${FILE}/remove?ids=${read.id}`, {});
    assert.equal((await ok(as.lina, `${API}/getPageList?invoiceNumber=24112000000000077777`)).total, 0);
  });

  test('permissions: someone without the menu reads nothing; the account manager does not occupy', async () => {
    assert.equal((await as.nobody.get(`${API}/page?current=1&size=10`)).status, 403);
    assert.equal((await as.nobody.get(`${BOX}/getBoxDataByBoxId?boxId=${demoBox.id}`)).status, 403);
    assert.equal((await as.nobody.post(`${FILE}/ocrInfo`, { ids: '1' })).status, 403);
    assert.equal((await as.zhangwei.post(`${BOX}/use`, { id: demoBox.id })).status, 403);
    assert.equal((await as.nobody.get(`${LOG}/page`)).status, 403);
  });
});

describe('发票 backing financings: the loan condition, the release when the contract ends', () => {
  const LOAN = '/api/rzzl_qy/loan/loan';
  const PARAM = '/api/blade-system/param';
  const checklist = async (contractId: string) =>
    (await ok(as.lina, `${LOAN}/conditions?contractId=${contractId}`)).conditions as Rec[];
  const invoicesLine = async (contractId: string) => (await checklist(contractId)).find((c) => c.code === 'invoices');
  /** Sets loan.conditions through 参数管理 (declared, it has no row until set); null removes it (unset). */
  async function conditionsParam(value: string | null) {
    const key = 'loan.conditions';
    const found = (await ok(admin, `${PARAM}/page?paramKey=${key}`)).records.find((p: Rec) => p.paramKey === key);
    if (value === null) await ok(admin, `${PARAM}/remove?ids=${found.id}`, {});
    else await ok(admin, `${PARAM}/submit`, { paramName: '放款前提条件', paramKey: key, ...found, paramValue: value });
  }

  test('invoices: only where the tenant lists it, on a sale-leaseback; occupied of financed, a start refused until covered', async () => {
    // The demo contract: a sale-leaseback financing 2,000,000.00, 100,000.00 left to disburse; its box released above.
    const contractId = demoBox.contractId;
    assert.deepEqual(
      (await checklist(contractId)).map((c) => c.code),
      ['signed', 'registered', 'guarantees', 'deposit', 'fee'],
      'unset: the standing five',
    );
    await conditionsParam('signed,registered,guarantees,deposit,fee,invoices');
    const direct = (await ok(as.lina, `${CONTRACT}/page?current=1&size=50&contractState=signed`)).records.find(
      (c: Rec) => c.leaseType === 1,
    );
    assert.equal(await invoicesLine(direct.id), undefined, 'a direct lease: no invoices line');
    assert.deepEqual(await invoicesLine(contractId), {
      code: 'invoices',
      label: '发票已足额占用',
      labelEn: 'Invoices cover the financed amount',
      met: false,
      detail: '0.00/2000000.00',
    });
    const body = { contractId, loanAmount: '100000.00', loanDate: '2026-12-01', startDate: '2026-12-01' };
    refused(await as.zhangwei.post(`${LOAN}/start-process`, body), undefined, /放款前提条件未满足: 发票已足额占用$/);
    refused(await as.english.post(`${LOAN}/start-process`, body), undefined, /Invoices cover the financed amount$/);
    // The box's two invoices left (2,400,000.00) occupied again: covered.
    assert.equal(await ok(as.lina, `${BOX}/use`, { id: demoBox.id }), 2);
    assert.deepEqual(await invoicesLine(contractId), {
      code: 'invoices',
      label: '发票已足额占用',
      labelEn: 'Invoices cover the financed amount',
      met: true,
      detail: '2400000.00/2000000.00',
    });
    // One found void since (a verification's answer): it backs nothing.
    const [first] = (await ok(as.lina, `${BOX}/getBoxDataByBoxId?boxId=${demoBox.id}`)).invoices;
    const inv = invoiceRepos.invoice;
    await inv.update(db(), tenant, first.id, { isVoid: 1 });
    assert.equal((await invoicesLine(contractId))?.detail, '1200000.00/2000000.00');
    await inv.update(db(), tenant, first.id, { isVoid: 0 });
    assert.equal((await invoicesLine(contractId))?.met, true);
  });

  test('the contract ended: its invoices released, each logged with why, still filed; the line unmet again', async () => {
    const contractId = demoBox.contractId;
    // What the contract module tells the invoice module in the transaction of 项目结项 (end-of-project.test.ts runs it).
    assert.equal(await hookTransaction(db(), tenant, (h) => releaseEnded(h, contractId)), 2);
    const data = await ok(as.lina, `${BOX}/getBoxDataByBoxId?boxId=${demoBox.id}`);
    assert.equal(data.box.isUse, 0);
    assert.deepEqual(
      data.invoices.map((i: Rec) => [i.boxId, i.occupiedBy ?? null, i.occupiedAmount ?? null]),
      data.invoices.map(() => [demoBox.id, null, null]),
    );
    const logs = (await ok(as.lina, `${LOG}/page?current=1&size=5&invoiceNumber=${data.invoices[0].invoiceNumber}`))
      .records;
    assert.equal(logs[0].action, 'RELEASE');
    assert.match(
      logs[0].message,
      /^合同 HT\d+ \(华东重工挖掘机售后回租合同\(一期\)\) 已终止\(项目结项\), 发票 \d+ 的占用已释放$/,
    );
    assert.equal((await invoicesLine(contractId))?.detail, '0.00/2000000.00');
    assert.equal(await hookTransaction(db(), tenant, (h) => releaseEnded(h, contractId)), 0, 'nothing left to release');
    await conditionsParam(null);
    assert.equal(await invoicesLine(contractId), undefined, 'unset again: not applied');
  });
});
