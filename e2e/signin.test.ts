/** Sign-in as a person does it: a wrong captcha, then the right one; the guard rules around it. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE, go, useBrowser, waitRoute } from './context';
import { poll } from './locators';
import { captchaCode, signInBrowser } from './session';

const b = useBrowser();

describe('sign-in', () => {
  test('the page shows the title, tenant, account, password and a captcha image', async () => {
    const page = await b.fresh();
    await page.goto(`${BASE}/#/login`);
    await page.locator('img.login-captcha').waitFor();
    assert.equal(await page.title(), '融资租赁综合业务平台');
    assert.equal(await page.locator('input[aria-label="租户ID"]').inputValue(), '000000');
    assert.match((await page.locator('img.login-captcha').getAttribute('src')) ?? '', /^data:image\/svg\+xml;base64,/);
  });

  test('a wrong captcha shows the server message and renews the image; the right one signs in', async () => {
    const page = await b.fresh();
    await page.goto(`${BASE}/#/login`);
    const img = page.locator('img.login-captcha');
    await img.waitFor();
    const firstKey = await img.getAttribute('data-captcha-key');
    // no account is prefilled
    assert.equal(await page.locator('input[aria-label="账号"]').inputValue(), '');
    await page.locator('input[aria-label="账号"]').fill('admin');
    await page.locator('input[aria-label="密码"]').fill('admin');
    await page.locator('input[aria-label="验证码"]').fill('zzzz');
    await page.locator('button[type=submit]').click();
    await page.getByText('验证码不正确').waitFor();
    await page.waitForFunction(
      (k) => document.querySelector('img.login-captcha')?.getAttribute('data-captcha-key') !== k,
      firstKey,
    );
    await page.locator('input[aria-label="验证码"]').fill(await captchaCode(page, BASE));
    await page.locator('button[type=submit]').click();
    await waitRoute(page, '/wel/index');
    await page.getByText('欢迎回来').waitFor();
    assert.deepEqual(page.errors, []);
  });

  test('a wrong password shows 用户名或密码错误', async () => {
    const page = await b.fresh();
    await page.goto(`${BASE}/#/login`);
    await page.locator('input[aria-label="账号"]').fill('admin');
    await page.locator('input[aria-label="密码"]').fill('not-the-password');
    await page.locator('input[aria-label="验证码"]').fill(await captchaCode(page, BASE));
    await page.locator('button[type=submit]').click();
    await page.getByText('用户名或密码错误').waitFor();
    assert.match(page.url(), /#\/login$/);
  });
});

describe('the session cookies', () => {
  test('the refresh token is an HttpOnly, SameSite=Strict cookie on the sign-in path, unreadable by the page', async () => {
    const page = await b.fresh();
    await signInBrowser(page, BASE);
    const cookies = await page.context().cookies();
    const refresh = cookies.find((c) => c.name === 'flp-refresh-token');
    assert.ok(refresh, cookies.map((c) => c.name).join());
    assert.equal(refresh.httpOnly, true);
    assert.equal(refresh.sameSite, 'Strict');
    assert.equal(refresh.path, '/api/blade-auth/oauth');
    assert.ok(refresh.value.length > 20);
    // the page sees the access token (spec: tokens in cookies) but not the refresh token, nor keeps it elsewhere
    const visible = await page.evaluate(() => document.cookie);
    assert.match(visible, /flp-access-token=/);
    assert.doesNotMatch(visible, /refresh/);
    const stored = await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }));
    assert.ok(!stored.includes(refresh.value), 'the refresh token is not in web storage');
  });

  test('two tabs refreshing at about the same time both stay signed in, in one session', async () => {
    const page = await b.fresh();
    await signInBrowser(page, BASE);
    const second = await page.context().newPage();
    await second.goto(`${BASE}/#/wel/index`);
    await second.getByText('欢迎回来').waitFor();
    const cookie = async (name: string) => (await page.context().cookies()).find((c) => c.name === name)?.value ?? '';
    const access = await cookie('flp-access-token');
    const refresh = await cookie('flp-refresh-token');
    // the token is due: both tabs start their refresh loop with an old token time (checked every 10 s)
    await page.evaluate(() => {
      const key = 'flp-token-time';
      localStorage.setItem(key, JSON.stringify({ dataType: 'number', content: 0, datetime: Date.now() }));
    });
    await Promise.all([page.reload(), second.reload()]);
    await page.waitForFunction(
      (before) => !document.cookie.includes(`flp-access-token=${before}`),
      encodeURIComponent(access),
      { timeout: 20_000, polling: 250 },
    );
    await poll(
      () => cookie('flp-refresh-token'),
      (now) => now !== refresh,
      'a new refresh token',
    );
    // both tabs still work: a screen that loads data from the API
    for (const p of [page, second]) {
      await go(p, '/system/param');
      await waitRoute(p, '/system/param');
      await p.locator('.shell-page[data-tab="/system/param"] .ant-table-row').first().waitFor();
    }
    // and the sign-in session was not ended on the server (a new refresh still works)
    const res = await page.evaluate(async () => {
      const r = await fetch('/api/blade-auth/oauth/token?grant_type=refresh_token&tenantId=000000', {
        method: 'POST',
        headers: { Authorization: `Basic ${btoa('saber:saber_secret')}`, 'X-Refresh-Cookie': '1' },
      });
      return { status: r.status, body: await r.json() };
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal(res.body.refresh_token, '');
    assert.deepEqual(page.errors, []);
  });
});

describe('route guard', () => {
  test('a visitor without a token is sent to /login; unknown paths go to /404', async () => {
    const page = await b.fresh();
    await page.goto(`${BASE}/#/system/param`);
    await waitRoute(page, '/login');
    await signInBrowser(page, BASE);
    await go(page, '/no/such/page');
    await waitRoute(page, '/404');
    await page.locator('.ant-result-title', { hasText: '404' }).waitFor();
  });

  test('a signed-in user visiting /login is sent to the root; / goes to /wel/index', async () => {
    const page = await b.fresh();
    await signInBrowser(page, BASE);
    // new documents in the same browser session (cookies and storage shared), as when a user opens a link
    const again = await page.context().newPage();
    await again.goto(`${BASE}/#/login`);
    await waitRoute(again, '/wel/index');
    const root = await page.context().newPage();
    await root.goto(`${BASE}/#/`);
    await waitRoute(root, '/wel/index');
  });

  test('the page title follows the navigation', async () => {
    const page = await b.fresh();
    await signInBrowser(page, BASE);
    await go(page, '/lending/calculator');
    await page.waitForFunction(() => document.title === '租金测算 - 融资租赁综合业务平台');
  });
});
