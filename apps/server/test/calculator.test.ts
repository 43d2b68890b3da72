/** The rent calculator endpoint: the DOMAIN.md vectors through the API, bad terms as 400s, the Excel export. */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import {
  BASIC,
  CALCULATOR,
  type Client,
  TERMS,
  client,
  createTenant,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';

let app: FastifyInstance;
let c: Client;
const URL_ = CALCULATOR;
const terms = TERMS;

before(async () => {
  app = await testApp();
  c = client(app, await signIn(app));
});
after(() => app.close());

test('后付 等额租金: R = 86,066.43, period 12 rent 86,066.42, Σ interest 32,797.15 (DOMAIN.md)', async () => {
  const r = await c.post(URL_, terms);
  assert.equal(r.status, 200, JSON.stringify(r.body));
  const { rows, totals, irr } = r.data;
  assert.equal(rows.length, 12);
  assert.deepEqual(
    { rent: rows[0].rent, interest: rows[0].interest, principal: rows[0].principal, closing: rows[0].closingBalance },
    { rent: '86066.43', interest: '5000.00', principal: '81066.43', closing: '918933.57' },
  );
  assert.equal(rows[11].rent, '86066.42');
  assert.equal(rows[11].closingBalance, '0.00');
  assert.equal(totals.interest, '32797.15');
  assert.equal(totals.principal, '1000000.00');
  // month-end due dates: 31 Jan start → 28 Feb, 31 Mar ...
  assert.equal(rows[0].dueDate, '2025-02-28');
  assert.equal(rows[1].dueDate, '2025-03-31');
  // the schedule's own IRR is its rate: 0.5 % a month, 6 % nominal
  assert.ok(Math.abs(Number(irr.periodic) - 0.005) < 1e-6, irr.periodic);
  assert.ok(Math.abs(Number(irr.nominalAnnual) - 0.06) < 1e-5, irr.nominalAnnual);
});

test('先付 and 等额本金 vectors', async () => {
  const adv = (await c.post(URL_, { ...terms, payIn: 'ADVANCE' })).data;
  assert.equal(adv.rows[0].rent, '85638.24');
  assert.equal(adv.rows[0].interest, '0.00');
  assert.equal(adv.totals.interest, '27658.86');
  const ep = (await c.post(URL_, { ...terms, method: 'EQUAL_PRINCIPAL' })).data;
  assert.equal(ep.rows[0].rent, '88333.33');
  assert.equal(ep.rows[11].rent, '83750.04');
  assert.equal(ep.rows[11].principal, '83333.37');
  assert.equal(ep.totals.interest, '32500.00');
});

test('bad terms are a 400 naming the field', async () => {
  for (const [body, field] of [
    [{ ...terms, principal: '-5' }, 'principal'],
    [{ ...terms, annualRate: 100 }, 'annualRate'],
    [{ ...terms, periods: 0 }, 'periods'],
    [{ ...terms, frequencyMonths: 5 }, 'frequencyMonths'],
    [{ ...terms, startDate: '2025-02-30' }, 'startDate'],
    [{ ...terms, method: 'MAGIC' }, 'method'],
    [{ principal: '1000' }, 'periods'],
  ] as const) {
    const r = await c.post(URL_, body);
    assert.equal(r.status, 400, `${field}: ${JSON.stringify(r.body)}`);
    assert.equal(r.body.data.errors?.[0]?.field, field, r.body.msg);
  }
});

test('the export is an Excel workbook of the same schedule', async () => {
  const s = await signIn(app);
  const res = await app.inject({
    method: 'POST',
    url: '/api/rzzl_qy/calculator/export',
    headers: { 'blade-auth': `bearer ${s.token}`, authorization: BASIC },
    payload: terms,
  });
  assert.equal(res.statusCode, 200);
  assert.match(String(res.headers['content-type']), /spreadsheetml/);
  assert.match(String(res.headers['content-disposition']), /filename\*=UTF-8''%E7%A7%9F/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
  const ws = wb.getWorksheet('租金支付表')!;
  assert.equal(ws.getCell('A2').value, '期次');
  assert.equal(ws.getCell('C3').value, 86066.43);
  assert.equal(ws.getCell('A15').value, '合计');
});

test('a user without calculator_view is refused', async () => {
  await createTenant(app, '100002');
  // tenant 100002's admin holds the calculator (granted all tenant menus); a fresh role without grants does not
  const g = client(app, await signInUngranted(app, 'guest'));
  const r = await g.post(URL_, terms);
  assert.equal(r.status, 403);
  assert.match(r.body.msg, /calculator_view/);
  const other = client(app, await signIn(app, 'admin', 'admin', '100002'));
  assert.equal((await other.post(URL_, terms)).status, 200);
});
