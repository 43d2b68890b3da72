// The one outbound request, GET and POST over it, against a loopback server: the policy's gate before any socket, the
// POST body bounded before it is sent, no redirect followed, the timeout and the answer's bound.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, test } from 'node:test';
import { OutboundPolicy, OutboundRefused } from './policy';
import { OutboundFailed, outboundGet, outboundPost } from './request';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

const seen: Seen[] = [];
let base = '';
const server = http.createServer((req, res) => {
  const chunks: Buffer[] = [];
  req.on('data', (c: Buffer) => chunks.push(c));
  req.on('end', () => {
    seen.push({
      method: req.method ?? '',
      url: req.url ?? '',
      headers: req.headers,
      body: Buffer.concat(chunks).toString(),
    });
    if (req.url === '/moved') return res.writeHead(302, { location: `${base}/echo` }).end();
    if (req.url === '/stall') return; // never answers: the caller's timeout ends it
    if (req.url === '/big') return res.end('x'.repeat(64));
    res.writeHead(200, { 'content-type': 'text/plain' }).end(`${req.method} ${Buffer.concat(chunks).toString()}`);
  });
});

const allowed = new OutboundPolicy('127.0.0.1');
const opts = { timeoutMs: 2000 };

before(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
});
after(() => {
  server.closeAllConnections();
  server.close();
});

test('a POST sends its body with its type and length; a GET goes through the same request', async () => {
  seen.length = 0;
  const body = JSON.stringify({ 名称: '报表' });
  const answer = await outboundPost(allowed, `${base}/echo`, {
    ...opts,
    body,
    contentType: 'application/json; charset=utf-8',
    headers: { 'X-App-Key': 'k' },
  });
  assert.deepEqual(answer, { status: 200, body: `POST ${body}` });
  const [call] = seen;
  assert.equal(call.headers['content-type'], 'application/json; charset=utf-8');
  assert.equal(call.headers['content-length'], String(Buffer.byteLength(body)));
  assert.equal(call.headers['x-app-key'], 'k');
  const bytes = Buffer.from([0, 1, 2, 255]);
  const raw = await outboundPost(allowed, `${base}/echo`, {
    ...opts,
    body: bytes,
    contentType: 'application/octet-stream',
  });
  assert.equal(seen[1].headers['content-length'], '4');
  assert.equal(raw.status, 200);
  assert.deepEqual(await outboundGet(allowed, `${base}/echo`, opts), { status: 200, body: 'GET ' });
});

test('the gate: a loopback address refused unless allowed, before any socket; not http(s) refused', async () => {
  seen.length = 0;
  const closed = new OutboundPolicy(undefined);
  const post = { ...opts, body: 'x', contentType: 'text/plain' };
  await assert.rejects(
    outboundPost(closed, `${base}/echo`, post),
    (e) => e instanceof OutboundRefused && e.reason === 'address',
  );
  await assert.rejects(
    outboundPost(allowed, 'file:///etc/passwd', post),
    (e) => e instanceof OutboundRefused && e.reason === 'scheme',
  );
  assert.equal(seen.length, 0, 'nothing reached the server');
});

test('a body past its bound is not sent; an answer past its bound, a stall and a cut are failures', async () => {
  seen.length = 0;
  const tooBig = await outboundPost(allowed, `${base}/echo`, {
    ...opts,
    body: Buffer.alloc(11),
    contentType: 'application/octet-stream',
    maxBodyBytes: 10,
  }).catch((e) => e);
  assert.ok(tooBig instanceof OutboundFailed, String(tooBig));
  assert.match(String(tooBig.cause), /request body is too large/);
  assert.equal(seen.length, 0, 'not sent');
  const post = { body: '{}', contentType: 'application/json' };
  assert.ok(
    (await outboundPost(allowed, `${base}/big`, { ...opts, ...post, maxBytes: 10 }).catch((e) => e)) instanceof
      OutboundFailed,
  );
  const started = Date.now();
  assert.ok(
    (await outboundPost(allowed, `${base}/stall`, { ...post, timeoutMs: 50 }).catch((e) => e)) instanceof
      OutboundFailed,
  );
  assert.ok(Date.now() - started < 1000, 'ended by the timeout');
});

test('a redirect is answered as it is, never followed', async () => {
  seen.length = 0;
  const answer = await outboundPost(allowed, `${base}/moved`, { ...opts, body: '{}', contentType: 'application/json' });
  assert.equal(answer.status, 302);
  assert.deepEqual(
    seen.map((s) => s.url),
    ['/moved'],
  );
});
