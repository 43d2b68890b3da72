/**
 * What every answer and every input go through (issue 9, items 8, 9, 10, 11, 14, 15): text the database cannot keep is
 * refused by field, browser security headers and no-store on the API, forwarded headers believed only from configured
 * proxies, secrets kept out of the log, single-file uploads that are exactly one part and served safely.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { DrizzleQueryError } from 'drizzle-orm';
import { md5 } from '../src/platform/auth/password';
import { redactUrl, serializeError } from '../src/platform/http/logging';
import { BASIC, type Client, type Session, client, signIn, testApp } from './helpers';

let app: FastifyInstance;
let session: Session;
let admin: Client;
const lines: string[] = [];

before(async () => {
  app = await testApp({ LOG_LEVEL: 'info' }, { logStream: { write: (l: string) => void lines.push(l) } });
  session = await signIn(app);
  admin = client(app, session);
});
after(() => app.close());

const auth = () => ({ 'blade-auth': `bearer ${session.token}`, authorization: BASIC });

describe('text the database cannot keep is refused, naming the field', () => {
  test('NUL in a query value, a JSON body value (nested too), a form body and the sign-in form', async () => {
    const q = await admin.get('/api/blade-system/param/list?paramName=a%00b');
    assert.equal(q.status, 400, JSON.stringify(q.body));
    assert.match(q.body.msg, /paramName/);
    const body = await admin.post('/api/blade-system/param/submit', {
      paramName: 'x\u0000',
      paramKey: 'k',
      paramValue: 'v',
    });
    assert.equal(body.status, 400);
    assert.match(body.body.msg, /paramName/);
    const nested = await admin.post('/api/blade-system/param/submit', { a: [{ b: 'x\u0000' }] });
    assert.equal(nested.status, 400);
    assert.match(nested.body.msg, /a\[0\]\.b/);
    const form = await app.inject({
      method: 'POST',
      url: '/api/blade-auth/oauth/token',
      headers: { authorization: BASIC, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `tenantId=000000&username=ad%00min&password=${md5('admin')}&grant_type=password`,
    });
    assert.equal(form.statusCode, 400);
    const signin = await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=ad%00min&password=${md5('admin')}&grant_type=password`,
      headers: { authorization: BASIC },
    });
    assert.equal(signin.statusCode, 400);
  });

  test('a lone UTF-16 surrogate in JSON is refused, a real pair is kept', async () => {
    const lone = await app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"paramName":"a\\ud800b","paramKey":"lone","paramValue":"v"}',
    });
    assert.equal(lone.statusCode, 400, lone.body);
    assert.match(lone.json().msg, /paramName.*代理字符/);
    const pair = await admin.post('/api/blade-system/param/submit', {
      paramName: '😀',
      paramKey: 'pair',
      paramValue: 'v',
    });
    assert.equal(pair.status, 200);
    const list = await admin.get('/api/blade-system/param/list?paramKey=pair');
    assert.equal(list.data.records[0].paramName, '😀');
  });

  test('a malformed JSON body is a 400', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: '{"paramName":',
    });
    assert.equal(res.statusCode, 400);
    const deep = await app.inject({
      method: 'POST',
      url: '/api/blade-system/param/submit',
      headers: { ...auth(), 'content-type': 'application/json' },
      payload: `${'['.repeat(5000)}${']'.repeat(5000)}`,
    });
    assert.equal(deep.statusCode, 400, deep.body.slice(0, 200));
    assert.match(deep.json().msg, /嵌套不能超过 64 层/);
  });
});

describe('browser security headers', () => {
  test('API answers: nosniff, frame rules, referrer policy, CSP and no-store; errors too', async () => {
    for (const res of [
      await app.inject({ method: 'GET', url: '/api/blade-user/info', headers: auth() }),
      await app.inject({ method: 'GET', url: '/api/blade-user/info' }),
      await app.inject({ method: 'GET', url: '/api/no/such/thing' }),
    ]) {
      assert.equal(res.headers['x-content-type-options'], 'nosniff');
      assert.equal(res.headers['x-frame-options'], 'SAMEORIGIN');
      assert.equal(res.headers['referrer-policy'], 'same-origin');
      assert.equal(res.headers['cache-control'], 'no-store');
      const csp = String(res.headers['content-security-policy']);
      assert.match(csp, /script-src 'self'(;|$)/);
      assert.match(csp, /frame-ancestors 'self'/);
      assert.doesNotMatch(csp, /script-src[^;]*'unsafe-inline'/);
      assert.doesNotMatch(csp, /unsafe-eval/);
      assert.equal(res.headers['strict-transport-security'], undefined, 'HSTS belongs to the TLS terminator');
    }
  });
});

describe('forwarded headers', () => {
  test('ignored by default: X-Forwarded-Host does not change the domain of an upload answer', async () => {
    const res = await upload(app, session, 'file', png(), 'a.png', { 'x-forwarded-host': 'evil.example' });
    assert.equal(res.statusCode, 200, res.body);
    assert.equal(res.json().data.domain, 'http://localhost:80');
  });

  test('believed from a configured proxy', async () => {
    const proxied = await testApp({ TRUST_PROXY: '127.0.0.1' });
    try {
      const s = await signIn(proxied);
      const res = await upload(proxied, s, 'file', png(), 'a.png', { 'x-forwarded-host': 'files.example.com' });
      assert.equal(res.json().data.domain, 'http://files.example.com');
    } finally {
      await proxied.close();
    }
  });

  test('the setting is validated', async () => {
    const { loadConfig } = await import('../src/config');
    assert.equal(loadConfig({}).trustProxy, false);
    assert.deepEqual(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy, ['10.0.0.0/8', '127.0.0.1']);
    assert.throws(() => loadConfig({ TRUST_PROXY: 'true' }), /TRUST_PROXY/);
    assert.throws(() => loadConfig({ TRUST_PROXY: '10.0.0.0/40' }), /TRUST_PROXY/);
  });
});

describe('the log keeps no secrets', () => {
  test('credentials in a URL are redacted in request lines', async () => {
    lines.length = 0;
    await app.inject({ method: 'GET', url: `/api/blade-user/info?blade-auth=bearer%20${session.token}&x=1` });
    await app.inject({
      method: 'POST',
      url: `/api/blade-auth/oauth/token?tenantId=000000&username=admin&password=${md5('admin')}&grant_type=password`,
      headers: { authorization: BASIC },
    });
    const log = lines.join('');
    assert.ok(log.includes('/api/blade-user/info'), 'the request is logged');
    assert.ok(!log.includes(session.token), 'the token is not');
    assert.ok(!log.includes(md5('admin')), 'the password digest is not');
    assert.match(log, /blade-auth=\[REDACTED\]&x=1/);
  });

  test('redactUrl keeps everything but credential values', () => {
    assert.equal(redactUrl('/a?ticket=abc&size=10'), '/a?ticket=[REDACTED]&size=10');
    assert.equal(redactUrl('/webSocket/1?token=abc'), '/webSocket/1?token=[REDACTED]');
    assert.equal(redactUrl('/a?refresh_token=r&Password=p'), '/a?refresh_token=[REDACTED]&Password=[REDACTED]');
    assert.equal(redactUrl('/a?code=DICT'), '/a?code=DICT');
    assert.equal(redactUrl('/plain'), '/plain');
  });

  test('a failed query is logged without its parameters', () => {
    const secret = '$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA';
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "u"'), {
      code: '23505',
      detail: `Key (password)=(${secret}) already exists.`,
    });
    const err = new DrizzleQueryError('insert into blade_user (password) values ($1)', [secret, 'saber_secret'], cause);
    const out = JSON.stringify(serializeError(err));
    assert.ok(!out.includes(secret), out);
    assert.ok(!out.includes('saber_secret'), out);
    assert.match(out, /insert into blade_user/);
    assert.match(out, /23505/);
  });
});

describe('single-file uploads', () => {
  test('exactly one part, a file named file', async () => {
    const wrongName = await upload(app, session, 'upload', png(), 'a.png');
    assert.equal(wrongName.statusCode, 400, wrongName.body);
    const form = new FormData();
    form.append('file', new Blob([png()]), 'a.png');
    form.append('file', new Blob([png()]), 'b.png');
    const two = await app.inject({ method: 'POST', url: PUT_FILE, headers: auth(), payload: form as never });
    assert.equal(two.statusCode, 400, two.body);
    const withField = new FormData();
    withField.append('note', 'x');
    withField.append('file', new Blob([png()]), 'a.png');
    const field = await app.inject({ method: 'POST', url: PUT_FILE, headers: auth(), payload: withField as never });
    assert.equal(field.statusCode, 400, field.body);
  });

  test('malformed multipart bodies are 400s, not 500s', async () => {
    const bodies: [string, string][] = [
      ['multipart/form-data', '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc'],
      [
        'multipart/form-data; boundary=x',
        '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
      ],
      ['multipart/form-data; boundary=x', 'garbage'],
      ['multipart/form-data; boundary=x', ''],
    ];
    for (const [type, payload] of bodies) {
      const res = await app.inject({
        method: 'POST',
        url: PUT_FILE,
        headers: { ...auth(), 'content-type': type },
        payload,
      });
      assert.ok(
        res.statusCode >= 400 && res.statusCode < 500,
        `${type} ${JSON.stringify(payload)}: ${res.statusCode} ${res.body}`,
      );
    }
    for (const url of [PUT_FILE, '/api/blade-resource/oss/endpoint/put-avatar']) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { ...auth(), 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\n\r\n',
      });
      assert.equal(res.statusCode, 400, res.body);
    }
  });

  test('bidirectional controls are stripped from original names', async () => {
    const res = await upload(app, session, 'file', png(), 'invoice\u202Egnp.exe');
    assert.equal(res.statusCode, 200);
    assert.equal(res.json().data.originalName, 'invoicegnp.exe');
  });

  test('images inline; PDFs inline in a sandbox; other files as attachments', async () => {
    const get = async (bytes: Buffer, name: string) => {
      const up = await upload(app, session, 'file', bytes, name);
      assert.equal(up.statusCode, 200, up.body);
      return app.inject({ method: 'GET', url: up.json().data.link, headers: auth() });
    };
    const image = await get(png(), 'a.png');
    assert.match(String(image.headers['content-disposition']), /^inline/);
    const pdf = await get(Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'), 'a.pdf');
    assert.match(String(pdf.headers['content-disposition']), /^inline/);
    assert.match(String(pdf.headers['content-security-policy']), /^sandbox/);
    const { default: ExcelJS } = await import('exceljs');
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('a').addRow(['x']);
    const xlsx = await get(Buffer.from(await wb.xlsx.writeBuffer()), 'a.xlsx');
    assert.match(String(xlsx.headers['content-disposition']), /^attachment/);
    for (const res of [image, pdf, xlsx]) assert.equal(res.headers['x-content-type-options'], 'nosniff');
  });
});

const PUT_FILE = '/api/blade-resource/oss/endpoint/put-file';

function upload(
  server: FastifyInstance,
  s: Session,
  field: string,
  bytes: Buffer,
  name: string,
  headers: Record<string, string> = {},
) {
  const form = new FormData();
  form.append(field, new Blob([bytes]), name);
  return server.inject({
    method: 'POST',
    url: PUT_FILE,
    headers: { 'blade-auth': `bearer ${s.token}`, authorization: BASIC, ...headers },
    payload: form as never,
  });
}

/** A 1×1 PNG. */
function png(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );
}
