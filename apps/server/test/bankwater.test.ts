/**
 * 银行流水 (issue 33 item 2) through the real server on the demo tenant: the demo lessee's year of CCB statement read
 * and analysed (its figures, flagged transactions, the workbook); a new analysis for a company with an ICBC GBK CSV and
 * a CCB .xlsx of overlapping accounts read and analysed, analysed again as a second version; a layout nobody knows
 * waiting for its mapping, then read with it; an unreadable file refused by name with nothing written; files taken
 * out; removal by number; bad input by label in both languages; permissions.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, type Session, attachmentOf, client, ok, refused, testApp } from './helpers';
import { changeStaff } from './support/servicing-fixture';

const BW = '/api/rzzl_qy/bankwater/bankwater';
const RES = '/api/rzzl_qy/bankwater/bankwaterresult';
const LAYOUT = '/api/rzzl_qy/bankwater/layout';
const RULE = '/api/rzzl_qy/bankwater/categoryrule';
// biome-ignore lint/suspicious/noExplicitAny: answers read as JSON, checked by the assertions
type Rec = Record<string, any>;
const fixture = (name: string) => readFileSync(new URL(`./fixtures/bankwater/${name}`, import.meta.url));

let app: FastifyInstance;
let as: Record<string, Client>;
let sessions: Record<string, Session>;
let demo: Rec;
let parent: Rec;

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(app, 'bankwater_nobody'));
  as.linaEnglish = client(app, sessions.lina, { lang: 'en-US' });
  const orders = (await ok(as.lina, `${BW}/page?current=1&size=10`)).records as Rec[];
  demo = orders.find((o) => o.customerName === '华东重工机械(苏州)有限公司')!;
  parent = orders.find((o) => o.customerName === '华东重工集团有限公司')!;
});
after(() => app.close());

describe('银行流水: the demo lessee’s year of statement', () => {
  test('read and analysed: its period, its figures, the workbook', async () => {
    assert.equal(demo.waterState, 'DONE');
    assert.equal(demo.periodFrom.slice(0, 4), '2025');
    assert.ok(demo.txnCount > 250);
    const report = await ok(as.lina, `${BW}/syncReportOrder`, { orderNo: demo.orderNo });
    assert.equal(report.resultVersion, 1);
    assert.ok(report.document, 'the workbook filed with the result');
    const m = report.metrics;
    assert.deepEqual(m.integrity.balanceBreaks, []);
    assert.equal(m.integrity.interestMissing, false, '结息 every quarter');
    assert.ok(Number(m.balances.adbToRent) > 1.5, 'the balances carry the rent');
    const paged = (await ok(as.lina, `${BW}/orderPage?current=1&size=10`)).records as Rec[];
    assert.equal(paged.find((x) => x.id === demo.id)?.adb, m.balances.adb);
    const files = await ok(as.lina, `${BW}/getRiskBankFileByOrderNo?orderNo=${demo.orderNo}`);
    assert.match(files[0].name, /建设银行-2025年流水\.xlsx$/);
    assert.deepEqual(
      (await ok(as.lina, `${BW}/getFileList?riskBankNo=${demo.riskBankNo}`)).map((f: Rec) => f.id),
      files.map((f: Rec) => f.id),
    );
  });

  test('the transactions with their flags and categories, filtered', async () => {
    const all = await ok(as.lina, `${BW}/syncOrderResult`, { orderNo: demo.orderNo, size: 5 });
    assert.equal(all.txns.total, demo.txnCount);
    assert.equal(all.txns.records[0].seq, 1);
    const wages = await ok(as.lina, `${BW}/syncOrderResult`, { orderNo: demo.orderNo, category: 'SALARY', size: 50 });
    assert.ok(wages.txns.total >= 12, 'wages every month');
    const large = await ok(as.lina, `${BW}/syncOrderResult`, { orderNo: demo.orderNo, flag: 'LARGE', size: 100 });
    assert.ok(large.txns.records.every((t: Rec) => t.flags.split(',').includes('LARGE')));
    const outs = await ok(as.lina, `${BW}/syncOrderResult`, { orderNo: demo.orderNo, direction: 'OUT', size: 3 });
    assert.ok(outs.txns.records.every((t: Rec) => t.direction === 'OUT'));
  });
});

describe('银行流水: related parties and the rent paid to us', () => {
  test('the related parties: the relation graph and the legal representative, each with its source and flows', async () => {
    const m = (await ok(as.lina, `${BW}/syncReportOrder`, { id: demo.id })).metrics;
    assert.equal(m.related.registry, 'NOT_CONFIGURED', 'no enterprise data service in tests');
    const group = m.related.parties.find((p: Rec) => p.name === '华东重工集团有限公司');
    assert.equal(group.source, 'RELATION');
    assert.equal(group.count, 2);
    assert.equal(group.inAmount, '500000.00');
    assert.equal(group.outAmount, '500000.00');
    assert.deepEqual(
      m.related.parties.filter((p: Rec) => p.source === 'LEGAL_PERSON').map((p: Rec) => [p.name, p.detail]),
      [['王立新', 'CUSTOMER']],
    );
    assert.ok(!m.related.parties.some((p: Rec) => p.name === demo.customerName), 'not the company itself');
    assert.equal(m.transactions.related.count, 2, 'the flagged related flows are the same two');
    const related = await ok(as.lina, `${BW}/syncOrderResult`, { id: demo.id, category: 'RELATED', size: 10 });
    assert.equal(related.txns.total, 2, 'categorised as related when read');
    // The lessee has no lease with us: nothing to match.
    assert.deepEqual([m.rent.matched.length, m.rent.notRecorded.length], [0, 0]);
    assert.deepEqual(m.rent.lessor.names, ['深圳前海示范融资租赁有限公司']);
  });

  test('the parent’s rent: matched to its receipts, one payment not recorded, the latest receipt not on the statement', async () => {
    const m = (await ok(as.lina, `${BW}/syncReportOrder`, { id: parent.id })).metrics;
    assert.equal(m.rent.days, 5);
    assert.ok(m.rent.matched.length >= 5, `matched ${m.rent.matched.length}`);
    for (const x of m.rent.matched) {
      assert.equal(x.payment.amount, x.receipt.amount);
      assert.ok(x.days <= 5);
    }
    assert.deepEqual(
      m.rent.notRecorded.map((p: Rec) => p.amount),
      ['3000.00'],
    );
    const receipts = (
      await ok(as.wangfang, `/api/rzzl_qy/affirmCash/repayment/page?current=1&size=500&customerId=${parent.customerId}`)
    ).records as Rec[];
    const inPeriod = receipts.filter(
      (r) =>
        r.receiptState !== 'reversed' &&
        !['credit', 'capitalised'].includes(r.receiptKind) &&
        r.receiptDate >= m.rent.period.from &&
        r.receiptDate <= m.rent.period.to,
    );
    assert.equal(
      m.rent.matched.length + m.rent.notOnStatement.length,
      inPeriod.length,
      'every receipt of the period answered once',
    );
    const latest = inPeriod
      .filter((r) => r.receiptKind === 'rent')
      .sort((a, b) => a.receiptDate.localeCompare(b.receiptDate))
      .at(-1)!;
    assert.ok(
      m.rent.notOnStatement.some((r: Rec) => r.receiptNo === latest.receiptNo),
      'the latest left off',
    );
  });
});

describe('银行流水: the tenant’s category rules', () => {
  /** The demo year's expense refunds to staff (the CCB export prints the purpose in its 备注, read as the remark). */
  const refundsOf = async () =>
    (
      (await ok(as.lina, `${BW}/syncOrderResult`, { id: demo.id, direction: 'OUT', size: 500 })).txns.records as Rec[]
    ).filter((t) => String(t.remark).includes('费用报销'));

  test('the demo tenant’s own list: the defaults copied, and the rule risk added applied when read', async () => {
    const rules = (await ok(as.lina, `${RULE}/page?current=1&size=50`)).records as Rec[];
    const defaults = await ok(as.lina, `${RULE}/defaults`);
    assert.equal(defaults.own, true);
    assert.equal(rules.length, defaults.rules.length + 1);
    const added = rules.find((r) => r.sort === 115) as Rec;
    assert.deepEqual(
      [added.category, added.direction, added.keywords, added.textFields],
      ['SALARY', 'OUT', '费用报销\n报销', 'purpose,remark'],
    );
    const refunds = await refundsOf();
    assert.ok(refunds.length > 0);
    assert.ok(refunds.every((t: Rec) => t.category === 'SALARY'));
    refused(await as.lina.post(`${RULE}/copyDefaults`, {}), undefined, /已有自定义分类规则/);
  });

  test('edited, then the transactions categorised again without reading the files', async () => {
    const [added] = ((await ok(as.lina, `${RULE}/page?current=1&size=50`)).records as Rec[]).filter(
      (r) => r.sort === 115,
    );
    await ok(as.lina, `${RULE}/submit`, { id: added.id, enabled: 0 });
    const off = await ok(as.lina, `${BW}/recategorise`, { id: demo.id });
    assert.ok(off.changed > 0 && off.total === demo.txnCount, JSON.stringify(off));
    const refunds = await refundsOf();
    assert.ok(
      refunds.every((t: Rec) => t.category === 'PERSON'),
      'money to individuals again',
    );
    await ok(as.lina, `${RULE}/submit`, { id: added.id, enabled: 1 });
    assert.equal((await ok(as.lina, `${BW}/recategorise`, { orderNo: demo.orderNo })).changed, off.changed);
    assert.equal(
      (await ok(as.lina, `${BW}/detail?id=${demo.id}`)).txnCount,
      demo.txnCount,
      'the same transactions, not read again',
    );
  });

  test('bad rules by label in both languages; a rule that would hold for everything refused', async () => {
    refused(
      await as.lina.post(`${RULE}/submit`, { sort: 100, direction: 'OUT', keywords: '房租' }),
      'category',
      /请选择类别/,
    );
    refused(
      await as.lina.post(`${RULE}/submit`, { sort: 100, category: 'SALARY', direction: 'OUT' }),
      'keywords',
      /关键字.*至少填一项/,
    );
    refused(
      await as.linaEnglish.post(`${RULE}/submit`, {
        sort: 100,
        category: 'SALARY',
        direction: 'OUT',
        keywords: 'x'.repeat(31),
      }),
      'keywords',
      /Keywords.*longer than 30/,
    );
    refused(
      await as.lina.post(`${RULE}/submit`, { sort: 100, direction: 'ANY', category: 'NOPE', keywords: '房租' }),
      'category',
      /类别/,
    );
    refused(
      await as.lina.post(`${RULE}/submit`, { sort: 100, category: 'TAX', keywords: '税', direction: 'SIDEWAYS' }),
      'direction',
      /收支/,
    );
    refused(
      await as.lina.post(`${RULE}/submit`, {
        sort: 100,
        direction: 'ANY',
        category: 'TAX',
        keywords: '税',
        counterpartyKinds: 'BANK,ALIEN',
      }),
      'counterpartyKinds',
      /对方类型/,
    );
    refused(
      await as.lina.post(`${RULE}/submit`, { direction: 'ANY', category: 'TAX', keywords: '税', sort: -1 }),
      'sort',
      /顺序/,
    );
    refused(await as.lina.post(`${BW}/recategorise`, {}), undefined, /请选择流水分析单/);
  });

  test('rules are risk’s: the account manager and a user without the button refused', async () => {
    assert.equal((await as.zhangwei.get(`${RULE}/page?current=1&size=10`)).status, 403);
    assert.equal((await as.zhangwei.post(`${RULE}/copyDefaults`, {})).status, 403);
    assert.equal((await as.nobody.get(`${RULE}/defaults`)).status, 403);
    assert.equal((await as.nobody.post(`${BW}/recategorise`, { id: demo.id })).status, 403);
  });
});

describe('银行流水: a new analysis through every step', () => {
  let order: Rec;

  test('opened for a company, files added, read: two banks, overlaps merged', async () => {
    assert.match(await ok(as.zhangwei, `${BW}/getRiskBankNo`), /^LS\d{9}$/);
    const customers = (await ok(as.zhangwei, '/api/rzzl_qy/customer/basicinfo/page?current=1&size=5')).records as Rec[];
    [order] = await ok(as.zhangwei, `${BW}/createOrder?ids=${customers[0].id}`, {});
    assert.equal(order.waterState, 'WAITING');
    const icbc = await attachmentOf(app, sessions.zhangwei.token, '工行流水.csv', fixture('icbc-jan-feb.csv'));
    const icbc2 = await attachmentOf(app, sessions.zhangwei.token, '工行流水2.csv', fixture('icbc-feb-mar.csv'));
    const ccb = await attachmentOf(app, sessions.zhangwei.token, '建行流水.xlsx', fixture('ccb.xlsx'));
    await ok(as.zhangwei, `${BW}/riskBankFileUploads`, { id: order.id, attachIds: [icbc, icbc2, ccb].join(',') });
    const read = await ok(as.zhangwei, `${BW}/syncOrder`, { id: order.id });
    assert.equal(read.waterState, 'PARSED');
    assert.deepEqual(
      read.parseSummary.files.map((f: Rec) => f.bank),
      ['ICBC', 'ICBC', 'CCB'],
    );
    assert.ok(read.parseSummary.dropped > 0, 'the overlapping rows counted once');
    assert.equal(read.accounts.length, 2);
  });

  test('the account manager reads the files in; the analysis is risk’s', async () => {
    assert.equal(
      (await as.zhangwei.post(`${BW}/createBankOrder`, { id: order.id })).status,
      403,
      'the account manager reads; risk analyses',
    );
  });

  test('risk analyses: a result version each time, the earlier kept', async () => {
    const first = await ok(as.lina, `${BW}/createBankOrder`, { id: order.id });
    assert.equal(first.resultVersion, 1);
    const second = await ok(as.lina, `${BW}/reRun`, { orderNo: order.orderNo });
    assert.equal(second.resultVersion, 2);
    const results = (await ok(as.lina, `${RES}/page?current=1&size=10&orderId=${order.id}`)).records as Rec[];
    assert.deepEqual(
      results.map((x) => x.resultVersion),
      [2, 1],
    );
    await ok(as.lina, `${RES}/submit`, { id: second.id, conclusion: '流水真实, 经营稳定' });
    assert.equal((await ok(as.lina, `${RES}/detail?id=${second.id}`)).conclusion, '流水真实, 经营稳定');
  });

  test('a layout nobody knows waits for its mapping, then reads with it', async () => {
    const generic = await attachmentOf(app, sessions.zhangwei.token, '某银行流水.csv', fixture('generic.csv'));
    await ok(as.zhangwei, `${BW}/riskBankFileUploads`, { id: order.id, attachIds: generic });
    const waiting = await ok(as.zhangwei, `${BW}/syncOrder`, { id: order.id });
    assert.equal(waiting.waterState, 'NEEDS_MAPPING');
    const asked = waiting.parseSummary.files.find((f: Rec) => f.needsMapping);
    assert.deepEqual(asked.missing, ['txnDate', 'amount']);
    refused(await as.lina.post(`${BW}/createBankOrder`, { id: order.id }), undefined, /格式尚未映射/);
    await ok(as.zhangwei, `${LAYOUT}/submit`, {
      layoutName: '某城商行网银',
      signature: asked.signature,
      header: asked.header,
      mapping: {
        txnDate: '业务日',
        amountIn: '进账',
        amountOut: '出账',
        balance: '结存',
        counterpartyName: '往来单位',
      },
    });
    const mapped = await ok(as.zhangwei, `${BW}/syncOrder`, { id: order.id });
    assert.equal(mapped.waterState, 'PARSED');
    assert.equal(mapped.parseSummary.files.find((f: Rec) => f.name === '某银行流水.csv').bank, 'GENERIC');
  });

  test('an unreadable file is refused by name and nothing is written; a file taken out', async () => {
    const before = await ok(as.zhangwei, `${BW}/detail?id=${order.id}`);
    const bomb = await attachmentOf(app, sessions.zhangwei.token, '炸弹.xlsx', fixture('bomb.xlsx'));
    await ok(as.zhangwei, `${BW}/riskBankFileUploads`, { id: order.id, attachIds: bomb });
    refused(await as.zhangwei.post(`${BW}/syncOrder`, { id: order.id }), undefined, /^炸弹\.xlsx: /);
    const after = await ok(as.zhangwei, `${BW}/detail?id=${order.id}`);
    assert.equal(after.txnCount, before.txnCount, 'the transactions as they were');
    const removed = await ok(as.zhangwei, `${BW}/removeFile?id=${bomb}`, {});
    assert.ok(!String(removed.files).includes(bomb));
    assert.equal(removed.waterState, 'WAITING');
  });

  test('bad input by label; removal by number; permissions', async () => {
    refused(await as.zhangwei.post(`${BW}/submit`, {}), 'customerId', /请选择企业/);
    refused(
      await as.english.post(`${BW}/submit`, { customerId: demo.customerId, monthlyRent: '-1' }),
      'monthlyRent',
      /Monthly rent/,
    );
    refused(await as.zhangwei.post(`${BW}/syncOrder`, {}), undefined, /请选择流水分析单/);
    assert.equal((await as.zhangwei.post(`${BW}/syncOrder`, { orderNo: 'LS-NONE' })).status, 404);
    assert.equal((await as.nobody.get(`${BW}/page?current=1&size=10`)).status, 403);
    // Its result carries the analyst's conclusion: kept; a result is never removed on its own.
    refused(await as.lina.post(`${BW}/remove?orderNo=${order.orderNo}`, {}), undefined, /已写分析结论/);
    assert.equal((await as.lina.post(`${RES}/remove?ids=1`, {})).status, 404);
    const [fresh] = await ok(as.zhangwei, `${BW}/createOrder?ids=${demo.customerId}`, {});
    await ok(as.lina, `${BW}/remove?orderNo=${fresh.orderNo}`, {});
    order = fresh;
    assert.equal((await as.lina.post(`${BW}/syncOrderByOrderNo`, { orderNo: order.orderNo })).status, 404);
  });
});
