/**
 * 应用版本 (issue 34 item 5): the version rules a release manager relies on (codes rising per app and platform, the
 * lowest supported code, a real store address), publishing and withdrawing (published versions never edited or
 * removed), and `download` handing out only what a published version offers — never an arbitrary address or file.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { zipSync } from 'fflate';
import {
  BASIC,
  type Client,
  type Session,
  attachmentOf,
  client,
  createTenant,
  ok,
  refused,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';
import { PDF } from './support/files';

const V = '/api/blade-system/app-version';
let app: FastifyInstance;
let admin: Session;
let c: Client;
let en: Client;

/** An Android package as far as its bytes go: a zip holding the manifest and the code. */
const APK = Buffer.from(
  zipSync({ 'AndroidManifest.xml': new Uint8Array([3, 0, 8, 0]), 'classes.dex': new TextEncoder().encode('dex\n035') }),
);

before(async () => {
  app = await testApp();
  admin = await signIn(app);
  c = client(app, admin);
  en = client(app, admin, { lang: 'en-US' });
});
after(() => app.close());

/** A GET whose headers matter (a file, a redirect). */
const fetchAs = (session: Session, url: string) =>
  app.inject({ method: 'GET', url, headers: { 'blade-auth': `bearer ${session.token}`, authorization: BASIC } });

const draft = (over: Record<string, unknown> = {}) => ({
  appName: '租赁助手',
  platform: 'android',
  versionName: '1.0.0',
  versionCode: 100,
  ...over,
});

/** Saves a version and reads it back by its code. */
async function save(over: Record<string, unknown>) {
  const body = draft(over);
  await ok(c, `${V}/submit`, body);
  const page = await ok(c, `${V}/page?appName=${encodeURIComponent(String(body.appName))}&size=50`);
  return (page.records as Record<string, unknown>[]).find(
    (r) => r.versionCode === body.versionCode && r.platform === body.platform,
  ) as Record<string, unknown>;
}

describe('应用版本', () => {
  test('codes rise per app and platform; the lowest supported code and the store address are checked', async () => {
    const v1 = await save({ appName: '规则', versionCode: 10 });
    assert.equal(v1.versionState, 'DRAFT');
    refused(await c.post(`${V}/submit`, draft({ appName: '规则', versionCode: 10 })), 'versionCode', /版本号/);
    refused(await c.post(`${V}/submit`, draft({ appName: '规则', versionCode: 9 })), 'versionCode', /最高版本号 10/);
    refused(
      await en.post(`${V}/submit`, draft({ appName: '规则', versionCode: 8 })),
      'versionCode',
      /Version code.*must be above 10/,
    );
    // Another platform counts on its own.
    assert.equal((await save({ appName: '规则', platform: 'ios', versionCode: 5 })).versionCode, 5);
    refused(
      await c.post(`${V}/submit`, draft({ appName: '规则', versionCode: 11, minSupportedCode: 12 })),
      'minSupportedCode',
      /最低支持版本号.*不能大于版本号 11/,
    );
    for (const storeUrl of ['/local/page', 'javascript:alert(1)', 'ftp://example.com/app'])
      refused(
        await c.post(`${V}/submit`, draft({ appName: '规则', versionCode: 11, storeUrl })),
        'storeUrl',
        /应用商店地址/,
      );
    // A draft's own code may change, to any code still above the others'.
    await ok(c, `${V}/submit`, { ...v1, versionCode: 12, versionName: '1.2' });
    assert.equal((await ok(c, `${V}/detail?id=${v1.id}`)).versionCode, 12);
  });

  test('publishing needs a package or a store page and a code above the published; published is only withdrawn', async () => {
    const older = await save({ appName: '发布', versionCode: 1 });
    const newer = await save({ appName: '发布', versionCode: 2, storeUrl: 'https://apps.example.com/lease' });
    refused(await c.post(`${V}/publish?id=${older.id}`), undefined, /请上传安装包或填写应用商店地址/);
    const published = await ok(c, `${V}/publish?id=${newer.id}`, {});
    assert.equal(published.versionState, 'PUBLISHED');
    assert.match(String(published.publishTime), /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);

    await ok(c, `${V}/submit`, { ...older, storeUrl: 'https://apps.example.com/old' });
    refused(await c.post(`${V}/publish?id=${older.id}`), undefined, /版本号 1 不高于已发布的版本号 2/);
    assert.equal((await ok(c, `${V}/detail?id=${older.id}`)).versionState, 'DRAFT');

    // Published: neither edited nor removed; withdrawn, and published again.
    const edit = await c.post(`${V}/submit`, { ...published, versionName: '改' });
    assert.ok(edit.status >= 400, JSON.stringify(edit.body));
    const remove = await c.post(`${V}/remove?ids=${newer.id}`);
    assert.ok(remove.status >= 400, JSON.stringify(remove.body));
    assert.equal((await ok(c, `${V}/withdraw?id=${newer.id}`, {})).versionState, 'WITHDRAWN');
    assert.equal((await ok(c, `${V}/publish?id=${newer.id}`, {})).versionState, 'PUBLISHED');
    // A draft is removed.
    await ok(c, `${V}/remove?ids=${older.id}`, {});
  });

  test('download: a published version’s package or its store page, nothing else', async () => {
    const pkg = await attachmentOf(app, admin.token, 'lease-3.0.apk', APK);
    const draftPkg = await attachmentOf(app, admin.token, 'lease-4.0.apk', APK);
    const other = await attachmentOf(app, admin.token, 'contract.pdf', PDF);
    const v3 = await save({ appName: '下载', versionCode: 3, package: pkg });
    await save({ appName: '下载', versionCode: 4, package: draftPkg });
    await ok(c, `${V}/publish?id=${v3.id}`, {});
    const store = await save({
      appName: '下载',
      platform: 'ios',
      versionCode: 1,
      storeUrl: 'https://apps.example.com/x',
    });
    await ok(c, `${V}/publish?id=${store.id}`, {});

    const file = await fetchAs(admin, `${V}/download?url=${pkg}`);
    assert.equal(file.statusCode, 200);
    assert.deepEqual(file.rawPayload, APK);
    assert.equal(file.headers['content-type'], 'application/vnd.android.package-archive');
    assert.match(String(file.headers['content-disposition']), /attachment/);
    const moved = await fetchAs(admin, `${V}/download?url=${encodeURIComponent('https://apps.example.com/x')}`);
    assert.equal(moved.statusCode, 302);
    assert.equal(moved.headers.location, 'https://apps.example.com/x');

    for (const url of [draftPkg, other, 'https://evil.example.com/', '//evil.example.com'])
      assert.equal((await c.get(`${V}/download?url=${encodeURIComponent(url)}`)).status, 404, url);
    refused(await c.get(`${V}/download`), 'url', /下载地址/);
  });

  test('permissions and walls: a user without the menu is refused; another tenant sees nothing of these', async () => {
    const plain = client(app, await signInUngranted(app, 'appv-plain'));
    assert.equal((await plain.get(`${V}/page`)).status, 403);
    assert.equal((await plain.post(`${V}/publish?id=1`)).status, 403);
    await createTenant(app, '300300');
    const other = client(app, await signIn(app, 'admin', 'admin', '300300'));
    assert.equal((await ok(other, `${V}/page`)).total, 0);
    const [mine] = (await ok(c, `${V}/page?appName=下载&versionCode=3`)).records as Record<string, unknown>[];
    assert.equal((await other.get(`${V}/download?url=${String(mine.package)}`)).status, 404);
  });
});
