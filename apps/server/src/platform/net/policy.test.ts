import assert from 'node:assert/strict';
import http from 'node:http';
import { createServer } from 'node:net';
import { test } from 'node:test';
import { OutboundPolicy, OutboundRefused, type Resolver } from './policy';
import { OutboundFailed, outboundGet } from './request';

/** A resolver answering from a table (a list per call, to play a name that changes its answer). */
function fakeDns(table: Record<string, string[] | string[][]>): Resolver {
  const calls: Record<string, number> = {};
  return async (host) => {
    const entry = table[host];
    if (!entry) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${host}`), { code: 'ENOTFOUND' });
    const n = calls[host] ?? 0;
    calls[host] = n + 1;
    const list = (Array.isArray(entry[0]) ? (entry as string[][])[Math.min(n, entry.length - 1)] : entry) as string[];
    return list.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };
}

/** A port nothing listens on (taken and released). */
async function closedPort(): Promise<number> {
  const s = createServer();
  await new Promise<void>((r) => s.listen(0, '127.0.0.1', r));
  const { port } = s.address() as { port: number };
  await new Promise((r) => s.close(r));
  return port;
}

const refusal = (reason: 'scheme' | 'address') => (e: unknown) => e instanceof OutboundRefused && e.reason === reason;

test('check: only http(s), and every address of the host', async () => {
  const dns = fakeDns({
    'public.example': ['93.184.215.14'],
    'sneaky.example': ['93.184.215.14', '10.0.0.5'],
    'loop.example': ['127.0.0.1'],
  });
  const p = new OutboundPolicy(undefined, dns);
  assert.equal((await p.check('https://public.example/x')).hostname, 'public.example');
  for (const url of ['ftp://public.example', 'file:///etc/passwd', 'gopher://x', 'not a url', 'javascript:alert(1)'])
    await assert.rejects(p.check(url), refusal('scheme'), url);
  for (const url of [
    'http://127.0.0.1:9000',
    'http://10.0.0.1',
    'http://169.254.169.254/latest/meta-data',
    'http://[::1]:80',
    'http://[::ffff:127.0.0.1]',
    'http://2130706433', // the URL parser reads it as 127.0.0.1
    'http://0x7f.1',
    'http://loop.example',
    'http://sneaky.example', // one private address among public ones is enough
  ])
    await assert.rejects(p.check(url), refusal('address'), url);
  // A name that does not resolve is not refused by the check (the connection will fail, or be checked).
  assert.ok(await p.check('http://nowhere.example'));
  const allowed = new OutboundPolicy('127.0.0.1 10.0.0.0/8', dns);
  assert.ok(await allowed.check('http://127.0.0.1:9000'));
  assert.ok(await allowed.check('http://sneaky.example'));
  await assert.rejects(allowed.check('http://[::1]'), refusal('address'));
});

test('the connection is checked at its own lookup: a name that changes its answer after the check is refused', async () => {
  const port = await closedPort();
  // First answer public (for the check), then loopback (for the connection): DNS rebinding.
  const dns = fakeDns({ 'rebind.example': [['93.184.215.14'], ['127.0.0.1']] });
  const p = new OutboundPolicy(undefined, dns);
  await p.check(`http://rebind.example:${port}`);
  await assert.rejects(outboundGet(p, `http://rebind.example:${port}/`, { timeoutMs: 2000 }), refusal('address'));
});

test('an address literal is refused before any socket opens; allowed, a closed port is a plain failure', async () => {
  const port = await closedPort();
  const p = new OutboundPolicy(undefined, fakeDns({}));
  await assert.rejects(outboundGet(p, `http://127.0.0.1:${port}/`, { timeoutMs: 2000 }), refusal('address'));
  await assert.rejects(outboundGet(p, `http://[::1]:${port}/`, { timeoutMs: 2000 }), refusal('address'));
  await assert.rejects(outboundGet(p, 'ftp://127.0.0.1/', { timeoutMs: 2000 }), refusal('scheme'));
  // The agent alone (as the S3 client uses it) refuses too.
  const agent = p.agent('http:');
  const viaAgent = await new Promise<unknown>((resolve) => {
    http.get({ host: '127.0.0.1', port, agent }, () => resolve('answered')).on('error', resolve);
  });
  agent.destroy();
  assert.ok(viaAgent instanceof OutboundRefused, String(viaAgent));

  const allowed = new OutboundPolicy('127.0.0.1', fakeDns({}));
  const failed = await outboundGet(allowed, `http://127.0.0.1:${port}/`, { timeoutMs: 2000 }).catch((e) => e);
  assert.ok(failed instanceof OutboundFailed, String(failed));
  assert.equal((failed.cause as NodeJS.ErrnoException).code, 'ECONNREFUSED', 'the raw cause is kept for the log');
});

test('an allowed name reaches its server; every address it resolves to must be allowed', async () => {
  const server = http.createServer((_req, res) => res.end('hello'));
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  try {
    const dns = fakeDns({ 'svc.internal': ['127.0.0.1'], 'both.internal': ['127.0.0.1', '::1'] });
    const byRange = new OutboundPolicy('127.0.0.0/8', dns);
    assert.deepEqual(await outboundGet(byRange, `http://svc.internal:${port}/`, { timeoutMs: 2000 }), {
      status: 200,
      body: 'hello',
    });
    await assert.rejects(
      outboundGet(byRange, `http://both.internal:${port}/`, { timeoutMs: 2000 }),
      refusal('address'),
    );
    const byName = new OutboundPolicy('both.internal', dns);
    assert.equal((await outboundGet(byName, `http://both.internal:${port}/`, { timeoutMs: 2000 })).body, 'hello');
    const tooBig = await outboundGet(byRange, `http://127.0.0.1:${port}/`, { timeoutMs: 2000, maxBytes: 2 }).catch(
      (e) => e,
    );
    assert.ok(tooBig instanceof OutboundFailed);
  } finally {
    server.close();
  }
});
