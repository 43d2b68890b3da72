/**
 * The error log (spec §2 "Error-log dialog", §3 "Log entry", §7 "/api/blade-log"): the browser uploads its local
 * entries; readers with log_error_view page through their tenant's entries. Upload validation, tenant scoping,
 * permissions and the seeded menu.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ERROR_LOG_LIMITS } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { firstFrame, parseTime } from '../src/modules/log/upload';
import { formatDateTime } from '../src/platform/db/time';
import { md5 } from '../src/platform/auth/password';
import { BASIC, type Client, client, createTenant, ok, signIn, testApp, userWith as userWithGrants } from './helpers';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;

const UPLOAD = '/api/blade-log/error/upload';
const LIST = '/api/blade-log/error/list';
const DETAIL = '/api/blade-log/error/detail';

let app: FastifyInstance;
let admin: Client;
let adminToken: string;
/** The administrator asking for English answers. */
let adminEn: Client;
let tenantB: Client;
let staff: Client;
let reader: Client;

const entry = (n: number, extra: Record<string, unknown> = {}) => ({
  type: 'error',
  message: `boom ${n}`,
  stack: `TypeError: boom ${n}\n    at onClick (http://127.0.0.1:8101/assets/index-abc.js:12:345)\n    at x (http://127.0.0.1:8101/assets/react.js:1:2)`,
  info: '\n    at Button\n    at Page',
  url: 'http://127.0.0.1:8101/#/system/param',
  time: '2024-05-01 10:20:30',
  ...extra,
});

const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

const userWith = (account: string, codes: string[]) => userWithGrants(app, admin, account, codes);

before(async () => {
  app = await testApp();
  const adminSession = await signIn(app);
  adminToken = adminSession.token;
  admin = client(app, adminSession);
  adminEn = client(app, adminSession, { lang: 'en-US' });
  await createTenant(app, '100002');
  tenantB = client(app, await signIn(app, 'admin', 'admin', '100002'));
  staff = await userWith('logstaff', []);
  reader = await userWith('logreader', ['log', 'log_error', 'log_error_view']);
});
after(() => app.close());

describe('upload', () => {
  test('stores every entry in the caller’s tenant with the caller as author', async () => {
    const r = await admin.post(UPLOAD, [entry(1), entry(2)]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    assert.equal(r.data, 2);
    const list = await admin.get(`${LIST}?message=boom&size=50`);
    assert.equal(list.status, 200);
    assert.equal(list.data.total, 2);
    const rec = list.data.records.find((x: Node) => x.message === 'boom 1');
    assert.ok(rec);
    assert.equal(rec.tenantId, '000000');
    assert.equal(rec.createBy, 'admin');
    assert.equal(rec.exceptionName, 'error');
    assert.equal(rec.requestUri, 'http://127.0.0.1:8101/#/system/param');
    assert.equal(rec.serverHost, '127.0.0.1:8101');
    assert.equal(rec.time, '2024-05-01 10:20:30');
    assert.equal(rec.fileName, 'http://127.0.0.1:8101/assets/index-abc.js');
    assert.equal(rec.lineNumber, 12);
    assert.match(rec.stackTrace, /TypeError: boom 1/);
    assert.equal(rec.params, '\n    at Button\n    at Page');
    assert.equal(rec.isDeleted, undefined);
  });

  test('any signed-in user may upload, even without any permission', async () => {
    const r = await staff.post(UPLOAD, [entry(3, { type: 'promise', time: undefined, stack: undefined })]);
    assert.equal(r.status, 200, JSON.stringify(r.body));
    const rec = (await admin.get(`${LIST}?createBy_equal=logstaff`)).data.records[0];
    assert.equal(rec.exceptionName, 'promise');
    assert.match(rec.time, /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'the server’s time when the browser gave none');
    assert.equal(rec.lineNumber, null);
  });

  test('needs a token', async () => {
    const r = await app.inject({ method: 'POST', url: UPLOAD, payload: [entry(1)] });
    assert.equal(r.statusCode, 401);
  });

  const bad: [string, unknown, RegExp][] = [
    ['a non-array body', { type: 'error', message: 'x' }, /^body: must be an array of log entries$/],
    ['an empty array', [], /^body: at least one log entry is required$/],
    [
      `more than ${ERROR_LOG_LIMITS.entries} entries`,
      Array.from({ length: ERROR_LOG_LIMITS.entries + 1 }, (_, i) => entry(i)),
      /^body: at most 200 log entries at once \(got 201\)$/,
    ],
    ['an entry that is not an object', [entry(1), 'oops'], /^\[1\]: must be an object$/],
    ['a missing type', [{ message: 'x' }], /^\[0\]\.type: required$/],
    ['a missing message', [{ type: 'error', message: '' }], /^\[0\]\.message: required$/],
    [
      'a message too long',
      [entry(1), entry(2, { message: 'm'.repeat(ERROR_LOG_LIMITS.message + 1) })],
      /^\[1\]\.message: must be at most 2000 characters$/,
    ],
    [
      'a stack too long',
      [entry(1, { stack: 's'.repeat(ERROR_LOG_LIMITS.stack + 1) })],
      /^\[0\]\.stack: must be at most 10000 characters$/,
    ],
    ['a type too long', [entry(1, { type: 't'.repeat(65) })], /^\[0\]\.type: must be at most 64 characters$/],
    ['an info too long', [entry(1, { info: 'i'.repeat(10001) })], /^\[0\]\.info: must be at most 10000 characters$/],
    ['a url too long', [entry(1, { url: `http://x/${'u'.repeat(2000)}` })], /^\[0\]\.url: must be at most 2000/],
    ['a number as message', [entry(1, { message: 42 })], /^\[0\]\.message: must be text$/],
    ['a bad time', [entry(1, { time: 'yesterday' })], /^\[0\]\.time: must be a date-time/],
    [
      'several problems, each named',
      [entry(1, { type: '' }), entry(2, { url: 5 })],
      /^\[0\]\.type: required; \[1\]\.url: must be text$/,
    ],
  ];
  for (const [what, body, msg] of bad) {
    test(`refuses ${what} with 400, storing nothing`, async () => {
      const before = (await admin.get(LIST)).data.total;
      const r = await adminEn.post(UPLOAD, body);
      assert.equal(r.status, 400, JSON.stringify(r.body).slice(0, 300));
      assert.equal(r.body.success, false);
      assert.match(r.body.msg, msg);
      assert.equal((await admin.get(LIST)).data.total, before, 'nothing stored');
    });
  }

  test('in Chinese by default, each failing entry field listed in data.errors', async () => {
    const r = await admin.post(UPLOAD, [entry(1, { type: '' }), entry(2, { url: 5 })]);
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '[0].type: 必填; [1].url: 必须是文本');
    assert.deepEqual(
      r.body.data.errors.map((e: Node) => e.field),
      ['[0].type', '[1].url'],
    );
  });

  test('accepts exactly 200 entries at the caps', async () => {
    const body = Array.from({ length: ERROR_LOG_LIMITS.entries }, (_, i) =>
      entry(i, {
        type: 't'.repeat(ERROR_LOG_LIMITS.type),
        message: `cap ${i} `.padEnd(ERROR_LOG_LIMITS.message, 'm'),
        url: 'http://h/'.padEnd(ERROR_LOG_LIMITS.url, 'u'),
      }),
    );
    const r = await tenantB.post(UPLOAD, body);
    assert.equal(r.status, 200, JSON.stringify(r.body).slice(0, 300));
    assert.equal(r.data, 200);
    assert.equal((await tenantB.get(`${LIST}?message_likeright=cap `)).data.total, 200);
  });
});

describe('tenant scoping', () => {
  test('each tenant sees only its own entries; another tenant’s id is not found', async () => {
    await tenantB.post(UPLOAD, [entry(9, { message: 'only in B' })]);
    const a = await admin.get(`${LIST}?message=only in B`);
    assert.equal(a.data.total, 0);
    const b = await tenantB.get(`${LIST}?message=only in B`);
    assert.equal(b.data.total, 1);
    const idB = b.data.records[0].id;
    assert.equal(b.data.records[0].tenantId, '100002');
    assert.equal((await admin.get(`${DETAIL}?id=${idB}`)).status, 404);
    const idA = (await admin.get(`${LIST}?message=boom 1`)).data.records[0].id;
    assert.equal((await tenantB.get(`${DETAIL}?id=${idA}`)).status, 404);
    const own = await tenantB.get(`${DETAIL}?id=${idB}`);
    assert.equal(own.status, 200);
    assert.equal(own.data.message, 'only in B');
  });

  test('a body cannot choose the tenant or the author', async () => {
    const r = await tenantB.post(UPLOAD, [entry(10, { message: 'forged', tenantId: '000000', createBy: 'admin' })]);
    assert.equal(r.status, 200);
    assert.equal((await admin.get(`${LIST}?message=forged`)).data.total, 0);
    const rec = (await tenantB.get(`${LIST}?message=forged`)).data.records[0];
    assert.equal(rec.tenantId, '100002');
    assert.equal(rec.createBy, 'admin'); // tenant B's own admin account
  });
});

describe('reading', () => {
  test('list and detail answer 403 without log_error_view', async () => {
    const l = await staff.get(LIST);
    assert.equal(l.status, 403);
    assert.match(l.body.msg, /log_error_view/);
    const id = (await admin.get(LIST)).data.records[0].id;
    assert.equal((await staff.get(`${DETAIL}?id=${id}`)).status, 403);
  });

  test('a user granted log_error_view reads the list and a detail', async () => {
    const l = await reader.get(`${LIST}?current=1&size=2`);
    assert.equal(l.status, 200, JSON.stringify(l.body));
    assert.equal(l.data.size, 2);
    assert.equal(l.data.records.length, 2);
    const d = await reader.get(`${DETAIL}?id=${l.data.records[0].id}`);
    assert.equal(d.status, 200);
    assert.equal(d.data.id, l.data.records[0].id);
  });

  test('filters: type, author, time range; newest first; bad filters are 400', async () => {
    const t = await admin.get(`${LIST}?exceptionName_equal=promise`);
    assert.equal(t.data.total, 1);
    const range = await admin.get(`${LIST}?time_datege=2024-05-01&time_datele=2024-05-01`);
    assert.equal(range.data.total, 2);
    const all = (await admin.get(`${LIST}?size=100`)).data.records as Node[];
    const times = all.map((r) => r.createTime);
    assert.deepEqual([...times].sort().reverse(), times);
    assert.equal((await admin.get(`${LIST}?nosuch=1`)).status, 400);
    assert.equal((await admin.get(`${DETAIL}?id=abc`)).status, 400);
    assert.equal((await admin.get(`${DETAIL}?id=123456789`)).status, 404);
  });

  test('there is no way to change or remove entries', async () => {
    const id = (await admin.get(LIST)).data.records[0].id;
    for (const path of ['submit', 'update', 'save', `remove?ids=${id}`]) {
      const r = await admin.post(`/api/blade-log/error/${path}`, { id, message: 'changed' });
      assert.equal(r.status, 404, path);
    }
  });
});

describe('menu', () => {
  test('日志管理 > 错误日志 at /monitor/log/error with its view button, granted to the administrator', async () => {
    const menus = flatten((await admin.get('/api/blade-system/menu/list')).data);
    const parent = menus.find((m) => m.code === 'log');
    const screen = menus.find((m) => m.code === 'log_error');
    const button = menus.find((m) => m.code === 'log_error_view');
    assert.equal(parent?.name, '日志管理');
    assert.equal(screen?.name, '错误日志');
    assert.equal(screen?.path, '/monitor/log/error');
    assert.equal(screen?.parentId, parent?.id);
    assert.equal(button?.parentId, screen?.id);
    assert.equal(button?.category, 2);
    const routes = flatten((await admin.get('/api/blade-system/menu/routes')).data);
    assert.ok(routes.some((m) => m.path === '/monitor/log/error'));
    const b = flatten((await tenantB.get('/api/blade-system/menu/routes')).data);
    assert.ok(
      b.some((m) => m.path === '/monitor/log/error'),
      'other tenants’ administrators get it too',
    );
  });
});

describe('what the log keeps', () => {
  test('a credential in the page address is not kept', async () => {
    const url = 'http://127.0.0.1:8101/#/system/param?blade-auth=bearer%20eyJsecret&ticket=t1&x=1';
    assert.equal((await admin.post(UPLOAD, [{ ...entry(3), message: 'redact 3', url }])).status, 200);
    const list = await admin.get(`${LIST}?message=redact&size=5`);
    const stored = list.data.records[0].requestUri as string;
    assert.ok(!stored.includes('eyJsecret') && !stored.includes('t1'), stored);
    assert.match(stored, /x=1$/);
  });
});

describe('the API log and the usual log', () => {
  const API_LIST = '/api/blade-log/api/list';
  const USUAL_LIST = '/api/blade-log/usual/list';

  test('a write is logged with its call, author, status, duration and parameters, secrets masked; reads are not', async () => {
    const key = `audit.test.${Date.now()}`;
    await ok(admin, '/api/blade-system/param/submit', { paramName: '审计', paramKey: key, paramValue: 'v1' });
    await ok(admin, `/api/blade-system/param/list?paramKey=${key}`);
    // A POST that only reads says so (a download ticket, the workflow's getActInfo…): not in the log.
    await ok(admin, '/api/blade-auth/oauth/ticket?purpose=download', {});
    assert.equal((await ok(admin, `${API_LIST}?requestUri=oauth/ticket`)).total, 0);
    const page = await ok(admin, `${API_LIST}?requestUri=param&size=50`);
    const mine = (page.records as Node[]).filter((r) => String(r.params).includes(key));
    assert.equal(mine.length, 1, 'the submit, not the list read');
    const [e] = mine;
    assert.equal(e.kind, 1);
    assert.equal(e.httpStatus, 200);
    assert.equal(e.method, 'POST');
    assert.equal(e.createBy, 'admin');
    // Titled by the screen and button it was taken under, in the reader's language.
    assert.equal(e.title, '参数管理 — 新增');
    assert.equal(e.permission, 'param_add');
    const inEnglish = (await ok(adminEn, `${API_LIST}?requestUri=param&size=50`)).records as Node[];
    assert.equal(inEnglish.find((r) => r.id === e.id)?.title, 'Parameters — Add');
    assert.equal((await ok(adminEn, `/api/blade-log/api/detail?id=${e.id}`)).title, 'Parameters — Add');
    assert.match(e.requestUri, /^\/api\/blade-system\/param\/submit/);
    assert.ok(Number.isInteger(e.time) && e.time >= 0);
    assert.ok(e.requestTime);

    const pw = await admin.post('/api/blade-user/update-password', {
      oldPassword: 'not-the-password-9f3',
      newPassword: 'n-secret-9f3',
      newPassword1: 'n-secret-9f3',
    });
    assert.equal(pw.status, 400);
    const logged = (await ok(admin, `${API_LIST}?requestUri=update-password`)).records[0];
    assert.equal(logged.httpStatus, 400, 'a refused call is logged too');
    // A call any signed-in user makes is titled by its route, in both languages; the English never shows on its own.
    assert.equal(logged.title, '个人信息 — 修改密码');
    assert.equal(logged.titleEn, undefined);
    const loggedEn = (await ok(adminEn, `${API_LIST}?requestUri=update-password`)).records[0];
    assert.equal(loggedEn.title, 'Personal info — Change password');
    assert.ok(!String(logged.params).includes('9f3'), logged.params);
    assert.match(logged.params, /"oldPassword":"\*{6}"/);
  });

  test('a call refused for want of permission is logged with 403 under its caller', async () => {
    assert.equal(
      (await staff.post('/api/blade-system/param/submit', { paramName: 'x', paramKey: 'x', paramValue: 'x' })).status,
      403,
    );
    const r = (await ok(admin, `${API_LIST}?createBy=logstaff`)).records as Node[];
    assert.ok(r.some((e) => e.httpStatus === 403 && /param\/submit/.test(e.requestUri)));
  });

  test('an export is logged as an export in the API log and with its row count in the usual log', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/blade-system/param/export',
      headers: { 'blade-auth': `bearer ${adminToken}` },
    });
    assert.equal(res.statusCode, 200);
    const api = (await ok(admin, `${API_LIST}?kind=2`)).records as Node[];
    assert.ok(api.some((e) => /param\/export/.test(e.requestUri)));
    const usual = (await ok(admin, `${USUAL_LIST}?logId=export`)).records as Node[];
    const data = JSON.parse(usual[0].logData);
    assert.equal(data.resource, 'param');
    assert.equal(data.rows, Number(res.headers['x-total-count']));
  });

  test('sign-ins and refused passwords are events of the tenant they name, from the caller’s address', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=logreader&password=${md5('wrong')}&grant_type=password`,
      headers: { authorization: BASIC, 'user-agent': 'audit-test' },
    });
    assert.equal(bad.statusCode, 400);
    const events = (await ok(admin, `${USUAL_LIST}?logId=sign-in&createBy=logreader&size=50`)).records as Node[];
    const refused = events.find((e) => e.logLevel === 'warn');
    assert.ok(refused, JSON.stringify(events));
    assert.deepEqual(JSON.parse(refused.logData), { grant: 'password', ok: false, refused: 'bad-password' });
    assert.equal(refused.userAgent, 'audit-test');
    assert.ok(!String(refused.requestUri).includes(md5('wrong')), 'the password digest is not kept');
    assert.ok(events.some((e) => e.logLevel === 'info' && JSON.parse(e.logData).ok === true));
    // Tenant B's administrator signed in in B: only B sees it.
    const inB = (await ok(tenantB, `${USUAL_LIST}?logId=sign-in`)).records as Node[];
    assert.ok(inB.length >= 1 && inB.every((e) => e.tenantId === '100002'));
    const inA = (await ok(admin, `${USUAL_LIST}?logId=sign-in&size=100`)).records as Node[];
    assert.ok(inA.every((e) => e.tenantId === '000000'));
    assert.equal((await admin.get(`/api/blade-log/usual/detail?id=${inB[0].id}`)).status, 404);
  });

  test('a job run is an event; the retention job empties each log by its own parameter', async () => {
    const old = formatDateTime(new Date(Date.now() - 400 * 86_400_000));
    const { logApiTable } = await import('../src/modules/log/tables');
    const { eq } = await import('drizzle-orm');
    const aged = (await ok(admin, `${API_LIST}?size=1`)).records[0];
    await app.appContext.database.owner.update(logApiTable).set({ createTime: old }).where(eq(logApiTable.id, aged.id));
    const runs = (await ok(admin, '/api/blade-system/job/run', { code: 'error_log_retention' })) as Node[];
    const run = runs.find((r) => r.tenantId === '000000');
    assert.ok(run);
    assert.equal(run.status, 'succeeded');
    assert.match(run.result, /接口日志保留 180 天，删除 .* 之前的 1 条/);
    assert.equal((await admin.get(`/api/blade-log/api/detail?id=${aged.id}`)).status, 404);
    const jobs = (await ok(admin, `${USUAL_LIST}?logId=job`)).records as Node[];
    const data = JSON.parse(jobs[0].logData);
    assert.equal(data.job, 'error_log_retention');
    assert.equal(data.ok, true);
    assert.equal(data.by, 'admin');
    assert.equal(jobs[0].createBy, 'system');
  });

  test('reading needs log_api_view / log_usual_view; filters by time range; nothing can be changed', async () => {
    for (const url of [API_LIST, USUAL_LIST]) {
      const r = await reader.get(url);
      assert.equal(r.status, 403);
      assert.match(r.body.msg, /log_(api|usual)_view/);
    }
    const future = await ok(admin, `${API_LIST}?createTime_dategt=2999-01-01`);
    assert.equal(future.total, 0);
    const today = formatDateTime(new Date()).slice(0, 10);
    assert.ok((await ok(admin, `${API_LIST}?createTime_dategt=${today} 00:00:00`)).total > 0);
    for (const path of ['submit', 'remove?ids=1'])
      assert.equal((await admin.post(`/api/blade-log/api/${path}`, {})).status, 404, path);
    const menus = flatten((await admin.get('/api/blade-system/menu/list')).data);
    for (const [code, name, path] of [
      ['log_usual', '操作日志', '/monitor/log/usual'],
      ['log_api', '接口日志', '/monitor/log/api'],
    ]) {
      const m = menus.find((x) => x.code === code);
      assert.equal(m?.name, name);
      assert.equal(m?.path, path);
      assert.ok(menus.some((x) => x.code === `${code}_view` && x.parentId === m?.id));
    }
  });
});

test('parseTime: wall clock as given; an ISO instant with a zone in the server’s time zone', () => {
  assert.equal(parseTime('2024-05-01 10:20:30'), '2024-05-01 10:20:30');
  const iso = '2024-05-01T02:20:30.123Z';
  assert.equal(parseTime(iso), formatDateTime(new Date(iso)));
  assert.equal(parseTime('2024-05-01T10:20:30+08:00'), formatDateTime(new Date('2024-05-01T02:20:30Z')));
  assert.equal(parseTime('2024-02-30 10:00:00'), null);
  assert.equal(parseTime('2024-05-01T99:00:00Z'), null);
  assert.equal(parseTime('soon'), null);
});

test('firstFrame reads Chrome and Firefox stacks', () => {
  assert.deepEqual(firstFrame('Error: x\n    at f (http://h:1/assets/a.js:10:5)'), {
    fileName: 'http://h:1/assets/a.js',
    lineNumber: 10,
  });
  assert.deepEqual(firstFrame('f@http://h/assets/b.js:7:3\n'), { fileName: 'http://h/assets/b.js', lineNumber: 7 });
  assert.deepEqual(firstFrame('no frames here'), {});
  assert.deepEqual(firstFrame(undefined), {});
});
