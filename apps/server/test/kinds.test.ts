/**
 * Field kinds through the API (issue 9, items 8, 14, 19): values beyond what a column holds are a 400 with a message
 * naming the field — in bodies, filters and paging — never a 500; addresses only http(s) or this site's paths; money
 * only as exact decimals; the calculator's Excel rates in points shown as percents.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import ExcelJS from 'exceljs';
import type { FastifyInstance } from 'fastify';
import { BASIC, type Client, client, ok, signIn, testApp } from './helpers';

let app: FastifyInstance;
let c: Client;

before(async () => {
  app = await testApp();
  // English answers: the messages checked here are the kind table's English texts.
  c = client(app, await signIn(app), { lang: 'en-US' });
});
after(() => app.close());

const refused = async (res: ReturnType<Client['get']>, msg: RegExp) => {
  const r = await res;
  assert.equal(r.status, 400, JSON.stringify(r.body));
  assert.match(r.body.msg, msg);
};

describe('list filters and paging beyond their columns', () => {
  const POST = '/api/blade-system/post/list';
  for (const [q, msg] of [
    ['category=99999999999', /^Category: must not be greater than 2147483647$/],
    ['category_gt=-99999999999', /^Category: must be at least -2147483648$/],
    ['sort=99999999999', /^Sort: must not be greater than 2147483647$/],
    ['status=99999999999', /^Status: must not be greater than 2147483647$/],
    ['sort_ge=1e5', /^Sort: must be a whole number$/],
    [`id=${'9'.repeat(30)}`, /^ID: must be an id$/],
    ['createUser=9223372036854775808', /^Created by: must be an id$/],
    ['createTime_dategt=99999-01-01', /^Created at: must be a date-time/],
    ['createTime=2025-02-30', /^Created at: must be a date-time/],
    ['postName=a%00b', /^postName: must not contain the NUL character/],
    ['postCode_likeright=a%00', /^postCode_likeright: must not contain the NUL character/],
    ['current=1000000000000000000', /^current must not exceed 10000000$/],
    ['current=1.5e308', /^current must be a positive whole number$/],
    [`current=${'9'.repeat(30)}`, /^current must not exceed 10000000$/],
    [`size=${'9'.repeat(30)}`, /^size must not exceed 1000$/],
    ['size=1e3', /^size must be a positive whole number$/],
    ['toString=1', /^Unknown filter field: toString$/],
  ] as const) {
    test(`${q} → 400`, () => refused(c.get(`${POST}?${q}`), msg));
  }
  test('the largest page is merely empty', async () => {
    const page = await ok(c, `${POST}?current=10000000&size=1000`);
    assert.deepEqual(page.records, []);
  });
  test('the filters of other kinds still work', async () => {
    const all = (await ok(c, `${POST}?size=1000`)).total;
    assert.equal((await ok(c, `${POST}?category_ge=1&category_le=4&sort_le=2147483647&size=1000`)).total, all);
  });
});

describe('bodies beyond their columns', () => {
  test('an int past int32 is named, also where the field sets no bound of its own', async () => {
    await refused(
      c.post('/api/blade-system/client/submit', {
        clientId: 'c1',
        clientSecret: 's1',
        scope: 'all',
        authorizedGrantTypes: 'password',
        accessTokenValidity: 99999999999,
        refreshTokenValidity: '99999999999',
      }),
      /^Access token seconds: must not be greater than 2147483647; Refresh token seconds: must not be greater than 2147483647$/,
    );
    await refused(
      c.post('/api/blade-system/tenant/submit', { tenantName: 'q', accountNumber: 2 ** 31 }),
      /^Account quota: /,
    );
  });
  test('tenant/setting checks accountNumber as the tenant field does (query or body)', async () => {
    const [t] = (await ok(c, '/api/blade-system/tenant/list?tenantId=000000')).records;
    await refused(
      c.post(`/api/blade-system/tenant/setting?ids=${t.id}&accountNumber=99999999999`),
      /^Account quota: must not be greater than 2147483647$/,
    );
    await refused(
      c.post('/api/blade-system/tenant/setting', { ids: t.id, accountNumber: 1e20 }),
      /^Account quota: must not be greater than 2147483647$/,
    );
    await refused(
      c.post('/api/blade-system/tenant/setting', { ids: t.id, accountNumber: -2 }),
      /^Account quota: must be at least -1$/,
    );
    await refused(
      c.post('/api/blade-system/tenant/setting', { ids: t.id, accountNumber: 'x' }),
      /^Account quota: must be a whole number$/,
    );
    assert.equal(
      (await c.post('/api/blade-system/tenant/setting', { ids: t.id, accountNumber: 2147483647 })).status,
      200,
    );
    assert.equal((await c.post('/api/blade-system/tenant/setting', { ids: t.id, accountNumber: -1 })).status, 200);
  });
  test('NUL in text is refused with the field named', async () => {
    await refused(
      c.post('/api/blade-system/param/submit', { paramName: 'a\u0000b', paramKey: 'nul', paramValue: 'v' }),
      /^paramName: must not contain the NUL character/,
    );
  });
});

describe('addresses: only http(s) or a path of this site', () => {
  const BAD = [
    'javascript:alert(document.cookie)',
    ' JavaScript:alert(1)',
    'data:image/svg+xml,<svg onload=alert(1)>',
    'vbscript:msgbox(1)',
    '//evil.example.com/a.png',
    '/\\evil.example.com',
    'https://x/a.png) , url(javascript:alert(1)',
  ];
  const URL_MSG = /must be an http\(s\):\/\/ address or a path of this site starting with \//;

  test("the user's own avatar and QR (update-info) and the user form", async () => {
    for (const v of BAD) {
      await refused(c.post('/api/blade-user/update-info', { avatar: v }), new RegExp(`^Avatar: ${URL_MSG.source}`));
      await refused(c.post('/api/blade-user/update-info', { qr: v }), new RegExp(`^QR code: ${URL_MSG.source}`));
    }
    const me = await ok(c, '/api/blade-user/info');
    await refused(c.post('/api/blade-user/submit', { id: me.id, avatar: 'javascript:alert(1)' }), /^Avatar: /);
    for (const v of ['/api/blade-resource/file/upload/a.png', 'https://cdn.example.com/a.png']) {
      await ok(c, '/api/blade-user/update-info', { avatar: v, qr: v });
      assert.equal((await ok(c, '/api/blade-user/info')).avatar, v);
    }
  });

  test("the tenant's background (public, used in CSS by the sign-in page)", async () => {
    const [t] = (await ok(c, '/api/blade-system/tenant/list?tenantId=000000')).records;
    for (const v of BAD)
      await refused(c.post('/api/blade-system/tenant/submit', { id: t.id, backgroundUrl: v }), /^Background image: /);
    await ok(c, '/api/blade-system/tenant/submit', {
      id: t.id,
      backgroundUrl: '/img/bg.jpg',
      domain: 'kinds.example.com',
    });
    const info = async () =>
      (await app.inject({ method: 'GET', url: '/api/blade-system/tenant/info?domain=kinds.example.com' })).json().data;
    assert.equal((await info()).backgroundUrl, '/img/bg.jpg');
    // a value stored before the check (written here past the validation) is not handed to the sign-in page
    const { repos } = await import('../src/modules/system/repos');
    const { systemContext } = await import('../src/platform/tenancy/context');
    await repos.tenant.update(app.appContext.database.owner, systemContext('000000'), t.id, {
      backgroundUrl: 'javascript:alert(1)',
    });
    assert.equal((await info()).backgroundUrl, null);
  });

  test('menu and top-menu paths: app routes and http(s) links', async () => {
    const menu = { code: 'kinds_probe', name: '探针', category: 1, sort: 1 };
    for (const v of BAD) await refused(c.post('/api/blade-system/menu/submit', { ...menu, path: v }), /^Path: /);
    await refused(
      c.post('/api/blade-system/topmenu/submit', { code: 't', name: 't', sort: 1, path: 'javascript:x' }),
      /^Path: /,
    );
    await ok(c, '/api/blade-system/menu/submit', { ...menu, path: '/system/user' });
    await ok(c, '/api/blade-system/menu/submit', { ...menu, code: 'kinds_link', path: 'https://example.org/help' });
  });
});

describe('money and rates on the wire (the rent calculator)', () => {
  const URL_ = '/api/rzzl_qy/calculator/schedule';
  const terms = {
    principal: '987654321098.76',
    annualRate: '4.325',
    periods: 12,
    frequencyMonths: 1,
    method: 'EQUAL_PRINCIPAL',
    payIn: 'ARREARS',
    startDate: '2025-01-31',
    dayBasis: '30/360',
  };
  test('an amount as a string is exact to the cent', async () => {
    const out = await ok(c, URL_, terms);
    assert.equal(out.totals.principal, '987654321098.76');
    assert.equal(out.rows[0].openingBalance, '987654321098.76');
  });
  test('a JSON number only when it is exactly the amount written', async () => {
    await refused(
      c.post(URL_, { ...terms, principal: JSON.parse('98765432109876.54') }),
      /^Principal: must be sent as a string/,
    );
    await refused(c.post(URL_, { ...terms, principal: 1000.005 }), /^Principal: must have at most 2 decimals$/);
    await refused(c.post(URL_, { ...terms, fee: 0.1 + 0.2 }), /^Fee: must have at most 2 decimals$/);
    await refused(
      c.post(URL_, { ...terms, method: 'IRREGULAR', rents: [null, JSON.parse('80000000000000.01')] }),
      /^Rent of period 2: must be sent as a string/,
    );
    assert.equal((await ok(c, URL_, { ...terms, principal: 1000000.01 })).totals.principal, '1000000.01');
  });
  test('the rate is in points with at most 4 decimals, below 100', async () => {
    assert.equal(Number((await ok(c, URL_, { ...terms, annualRate: '0.0350' })).summary.annualRate), 0.035);
    await refused(
      c.post(URL_, { ...terms, annualRate: '4.32501' }),
      /^Annual rate \(%\): must have at most 4 decimals$/,
    );
    await refused(c.post(URL_, { ...terms, annualRate: 100 }), /^Annual rate \(%\): must be less than 100$/);
  });
  test('the Excel export shows 6 % as 6 %, and the IRRs as the percents they are', async () => {
    const s = await signIn(app);
    const res = await app.inject({
      method: 'POST',
      url: '/api/rzzl_qy/calculator/export',
      headers: { 'blade-auth': `bearer ${s.token}`, authorization: BASIC },
      payload: { ...terms, principal: '1000000', annualRate: 6, method: 'EQUAL_RENT' },
    });
    assert.equal(res.statusCode, 200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = wb.getWorksheet('收益率')!;
    const cell = (name: string) => {
      for (let r = 1; r <= ws.rowCount; r++) if (ws.getCell(r, 1).value === name) return ws.getCell(r, 2);
      assert.fail(`no row ${name}`);
    };
    assert.equal(cell('年利率').value, 0.06);
    assert.equal(cell('年利率').numFmt, '0.0000%');
    assert.ok(Math.abs(Number(cell('期利率 IRR').value) - 0.005) < 1e-6, String(cell('期利率 IRR').value));
    assert.ok(Math.abs(Number(cell('名义年化 IRR').value) - 0.06) < 1e-5);
  });
});
