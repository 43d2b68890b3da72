/** Sign-in as a person does it: a wrong captcha, then the right one; the guard rules around it. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { BASE, go, useBrowser, waitRoute } from './context';
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
    await page.locator('input[aria-label="密码"]').fill('not-the-password');
    await page.locator('input[aria-label="验证码"]').fill(await captchaCode(page, BASE));
    await page.locator('button[type=submit]').click();
    await page.getByText('用户名或密码错误').waitFor();
    assert.match(page.url(), /#\/login$/);
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
