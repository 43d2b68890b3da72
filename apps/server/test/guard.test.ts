/**
 * Access is decided from the route the router matched, never from the URL a client spelled (issue 9, items 2, 3, 16,
 * 17): encoded prefixes and trailing slashes reach the same checks; API scopes hold for every spelling; tokens in URLs
 * give way to short-lived tickets; the API reference and the tenant picker are not public.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { BASIC, type Client, client, ok, signIn, testApp } from './helpers';

// biome-ignore lint/suspicious/noExplicitAny: JSON answers of the API, checked by the assertions
type Node = Record<string, any>;
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

/** Spellings of one path that the router matches to the same route. */
export function spellings(path: string): string[] {
  const [, rest] = /^\/api(\/.*)$/.exec(path) ?? [];
  const out = new Set([
    path,
    `${path}/`,
    `/%61pi${rest}`,
    `/a%70i${rest}`,
    `/ap%69${rest}`,
    `/%61%70%69${rest}`,
    // the first letter after /api/ encoded, and a hyphen encoded where there is one
    path.replace(/^\/api\/(.)/, (_, c: string) => `/api/%${c.charCodeAt(0).toString(16)}`),
    // the first letter of the last segment encoded (/api/blade-user/%75ser-list)
    path.replace(/\/([a-z])([^/]*)$/, (_, c: string, tail: string) => `/%${c.charCodeAt(0).toString(16)}${tail}`),
    // each hyphen encoded on its own (blade%2Duser, user%2Dlist)
    ...[...path.matchAll(/-/g)].map((m) => `${path.slice(0, m.index)}%2D${path.slice((m.index ?? 0) + 1)}`),
  ]);
  return [...out];
}

let app: FastifyInstance;
let admin: Client;

before(async () => {
  app = await testApp();
  admin = client(app, await signIn(app));
});
after(() => app.close());

describe('an encoded /api prefix reaches the same checks', () => {
  const protectedPaths = [
    '/api/blade-system/client/list',
    '/api/blade-system/tenant/list',
    '/api/blade-system/menu/list',
    '/api/blade-system/api-scope/list',
    '/api/blade-system/param/list',
    '/api/blade-user/info',
  ];
  for (const path of protectedPaths) {
    test(`${path}: 401 without a token, for every spelling and for GET and HEAD`, async () => {
      for (const url of spellings(path)) {
        for (const method of ['GET', 'HEAD'] as const) {
          const res = await app.inject({ method, url });
          assert.equal(res.statusCode, 401, `${method} ${url}: ${res.body}`);
          assert.doesNotMatch(res.body, /saber_secret|clientSecret/);
        }
      }
    });
  }

  test('with a token every spelling answers the same as the plain path', async () => {
    for (const url of spellings('/api/blade-system/client/list')) {
      const res = await admin.get(url);
      assert.equal(res.status, 200, `${url}: ${JSON.stringify(res.body)}`);
    }
  });

  test('a platform-only route refuses another tenant’s user for every spelling', async () => {
    const { createTenant } = await import('./helpers');
    await createTenant(app, '200001');
    const other = client(app, await signIn(app, 'admin', 'admin', '200001'));
    for (const url of spellings('/api/blade-system/client/list')) {
      assert.equal((await other.get(url)).status, 403, url);
    }
  });
});

describe('generated from every declared route', () => {
  test('every signed-in /api route answers 401 without a token, plain, with an encoded prefix and a trailing slash', async () => {
    const routes = app.apiRoutes.filter((r) => !r.public && r.method !== 'HEAD');
    assert.ok(routes.length > 100, `${routes.length} routes`);
    for (const r of routes) {
      const path = r.url.replace(/:(\w+)/g, '1');
      const rest = path.slice('/api'.length);
      for (const url of [path, `/%61pi${rest}`, `/%61%70%69${rest}`, `${path}/`]) {
        const res = await app.inject({ method: r.method as 'GET', url, payload: r.method === 'GET' ? undefined : {} });
        assert.equal(res.statusCode, 401, `${r.method} ${url} (${r.url}): ${res.statusCode} ${res.body.slice(0, 200)}`);
      }
    }
  });
});

describe('API scopes hold for every spelling of a path', () => {
  let staff: Client;
  before(async () => {
    await ok(admin, '/api/blade-system/role/submit', { parentId: '0', roleName: '职员', roleAlias: 'clerk', sort: 3 });
    const role = flatten(await ok(admin, '/api/blade-system/role/tree')).find((r) => r.title === '职员')!.id;
    const menus = flatten(await ok(admin, '/api/blade-system/menu/list'));
    const userMenu = menus.find((m) => m.code === 'user')!;
    await ok(admin, '/api/blade-system/role/grant', {
      roleIds: [role],
      menuIds: menus.filter((m) => m.code === 'system' || m.code === 'user' || /^user_/.test(m.code)).map((m) => m.id),
      dataScopeIds: [],
      apiScopeIds: [],
    });
    await ok(admin, '/api/blade-user/submit', {
      account: 'clerk1',
      password: 'Secret-123',
      password2: 'Secret-123',
      name: 'clerk1',
      realName: 'clerk1',
      roleId: role,
      deptId: (await ok(admin, '/api/blade-system/dept/tree'))[0].id,
    });
    staff = client(app, await signIn(app, 'clerk1', 'Secret-123'));
    assert.equal((await staff.get('/api/blade-user/user-list')).status, 200, 'allowed before the scope exists');
    await ok(admin, '/api/blade-system/api-scope/submit', {
      menuId: userMenu.id,
      resourceCode: 'user_list_scope',
      scopeName: '用户选择列表',
      scopePath: '/blade-user/user-list',
      scopeType: 2,
    });
  });

  test('the scope not granted: 403 for the plain path and every other spelling', async () => {
    const all = spellings('/api/blade-user/user-list');
    for (const must of ['/api/blade-user/user-list/', '/api/blade-user/user%2Dlist', '/api/blade-user/%75ser-list']) {
      assert.ok(all.includes(must), must);
    }
    assert.ok(all.includes('/api/blade%2Duser/user-list'));
    for (const url of all) {
      const res = await staff.get(url);
      assert.equal(res.status, 403, `${url}: ${JSON.stringify(res.body)}`);
      assert.equal(res.body.msg, '缺失接口权限,请联系管理员授权');
    }
    assert.equal((await staff.get('/api/blade-user/info')).status, 200, 'paths the scope does not name stay open');
  });
});

describe('tickets instead of tokens in URLs', () => {
  test('a download ticket opens a private file for a minute; the token is never needed in the link', async () => {
    const form = new FormData();
    form.append(
      'file',
      new Blob([Buffer.from('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')]),
      'a.pdf',
    );
    const session = await signIn(app);
    const up = await app.inject({
      method: 'POST',
      url: '/api/blade-resource/oss/endpoint/put-file',
      headers: { 'blade-auth': `bearer ${session.token}`, authorization: BASIC },
      payload: form as never,
    });
    assert.equal(up.statusCode, 200, up.body);
    const link = up.json().data.link as string;
    assert.equal((await app.inject({ method: 'GET', url: link })).statusCode, 401);

    const ticket = await ok(admin, '/api/blade-auth/oauth/ticket?purpose=download', {});
    assert.equal(ticket.expiresIn, 60);
    const withTicket = await app.inject({ method: 'GET', url: `${link}?ticket=${ticket.ticket}` });
    assert.equal(withTicket.statusCode, 200);
    // a download ticket may be used again within its minute (PDF viewers fetch in ranges)
    assert.equal((await app.inject({ method: 'GET', url: `${link}?ticket=${ticket.ticket}` })).statusCode, 200);
    const forged = await app.inject({ method: 'GET', url: `${link}?ticket=${'x'.repeat(32)}` });
    assert.equal(forged.statusCode, 401);
    // a socket ticket does not open downloads
    const socketTicket = await ok(admin, '/api/blade-auth/oauth/ticket?purpose=socket', {});
    assert.equal((await app.inject({ method: 'GET', url: `${link}?ticket=${socketTicket.ticket}` })).statusCode, 401);
  });

  test('a ticket is not accepted by routes that did not ask for it', async () => {
    const ticket = await ok(admin, '/api/blade-auth/oauth/ticket?purpose=download', {});
    const res = await app.inject({ method: 'GET', url: `/api/blade-user/info?ticket=${ticket.ticket}` });
    assert.equal(res.statusCode, 401);
  });

  test('a bad purpose is a 400', async () => {
    assert.equal((await admin.post('/api/blade-auth/oauth/ticket?purpose=other', {})).status, 400);
  });
});

describe('what is not public', () => {
  test('tenant/select is for holders of the tenant permission only', async () => {
    assert.equal((await admin.get('/api/blade-system/tenant/select')).status, 200);
    const role = flatten(await ok(admin, '/api/blade-system/role/tree')).find((r) => r.title === '职员')!.id;
    await ok(admin, '/api/blade-user/submit', {
      account: 'clerk2',
      password: 'Secret-123',
      password2: 'Secret-123',
      name: 'clerk2',
      realName: 'clerk2',
      roleId: role,
      deptId: (await ok(admin, '/api/blade-system/dept/tree'))[0].id,
    });
    const clerk = client(app, await signIn(app, 'clerk2', 'Secret-123'));
    const res = await clerk.get('/api/blade-system/tenant/select');
    assert.equal(res.status, 403, JSON.stringify(res.body));
  });

  test('/api/docs is served when API_DOCS is on and absent when off (the default in production)', async () => {
    assert.equal((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 200);
    const { loadConfig } = await import('../src/config');
    assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32) }).apiDocs, false);
    assert.equal(loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(32), API_DOCS: 'on' }).apiDocs, true);
    assert.equal(loadConfig({}).apiDocs, true);
    const closed = await testApp({ API_DOCS: 'off' });
    try {
      assert.equal((await closed.inject({ method: 'GET', url: '/api/docs' })).statusCode, 404);
      assert.equal((await closed.inject({ method: 'GET', url: '/api/docs/json' })).statusCode, 404);
      // the document still exists for the server's own use (the fuzz test walks it)
      assert.ok(Object.keys((closed.swagger() as { paths: object }).paths).length > 50);
    } finally {
      await closed.close();
    }
  });
});
