/** The signed-in frame as a person uses it: tabs, keep-alive, the tag menu, menu search, lock, theme, language, error log. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { signInBrowser } from './session';

const b = useBrowser();

/** The tab in the tabs bar whose label carries `value`. */
const tagOf = (page: Page, value: string) =>
  page.locator('.shell-tags .ant-tabs-tab', { has: page.locator(`.shell-tag-label[data-tab="${value}"]`) });
/** The content of the tab `value` (the label in the bar carries data-tab too, so pick the page). */
const pane = (page: Page, value: string) => tab(page, value).and(page.locator('.shell-page'));
const activeTag = (page: Page) => page.locator('.shell-tags .ant-tabs-tab-active .shell-tag-label');
const tagValues = (page: Page) =>
  page.locator('.shell-tags .shell-tag-label').evaluateAll((els) => els.map((e) => e.getAttribute('data-tab')));
/**
 * Picks `item` from the menu a right-click on a tab shows. The tab's label may still be re-rendered just after the
 * sign-in (the menus arrive), which closes a menu opened on it, so the right-click is repeated until the menu shows.
 */
async function tagMenu(page: Page, value: string, item: string) {
  const entry = page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: item });
  for (let attempt = 0; ; attempt++) {
    await page.locator(`.shell-tag-label[data-tab="${value}"]`).click({ button: 'right' });
    try {
      await entry.waitFor({ state: 'visible', timeout: 3000 });
      await entry.click({ timeout: 3000 });
      return;
    } catch (e) {
      if (attempt >= 2) throw e;
      await page.keyboard.press('Escape');
    }
  }
}

/** Signs in and waits until the shell has its menus (the sidebar shows them), so the frame no longer re-renders. */
async function signIn(page: Page) {
  await signInBrowser(page, BASE);
  await page.locator('.shell-sider .ant-menu-item, .shell-sider .ant-menu-submenu').first().waitFor();
  await page.locator('.shell-tag-label[data-tab="/wel/index"]').waitFor();
}

/**
 * Opens `value` as a tab by its address. Rarely (about one run in five on CI), right after a tab action the tab of a
 * page reached this way has not appeared; the visit is then repeated once. Noted as a race to investigate.
 */
async function reopen(page: Page, value: string) {
  await go(page, value);
  try {
    await tagOf(page, value).waitFor({ timeout: 5000 });
  } catch {
    await go(page, '/wel/index');
    await go(page, value);
    await tagOf(page, value).waitFor();
  }
}

async function openTwoTabs(page: Page) {
  await signIn(page);
  await go(page, '/lending/calculator');
  await pane(page, '/lending/calculator').locator('input[aria-label="期数"]').waitFor();
  await go(page, '/system/param');
  await waitRoute(page, '/system/param');
  await tagOf(page, '/system/param').waitFor();
}

test('tabs: closing the active tab shows the previous one; the home tab cannot close; close others / all', async () => {
  const page = await b.fresh();
  await openTwoTabs(page);
  assert.deepEqual(await tagValues(page), ['/wel/index', '/lending/calculator', '/system/param']);
  assert.equal(await activeTag(page).getAttribute('data-tab'), '/system/param');

  // the home tab has no close button; the others have one
  const home = page.locator('.shell-tags .ant-tabs-tab', { hasText: '首页' });
  await home.waitFor();
  assert.equal(await home.locator('.ant-tabs-tab-remove').count(), 0);
  assert.equal(await tagOf(page, '/lending/calculator').locator('.ant-tabs-tab-remove').count(), 1);

  // closing the active tab activates the previous one
  await tagOf(page, '/system/param').locator('.ant-tabs-tab-remove').click();
  await waitRoute(page, '/lending/calculator');
  await page.waitForFunction(
    () =>
      document.querySelector('.shell-tags .ant-tabs-tab-active .shell-tag-label')?.getAttribute('data-tab') ===
      '/lending/calculator',
  );
  assert.deepEqual(await tagValues(page), ['/wel/index', '/lending/calculator']);

  // close others from the tab's right-click menu: home + the clicked one stay
  await reopen(page, '/system/param');
  await tagMenu(page, '/lending/calculator', '关闭其他');
  await waitRoute(page, '/lending/calculator');
  await page.waitForFunction(() => document.querySelectorAll('.shell-tags .shell-tag-label').length === 2);
  assert.deepEqual(await tagValues(page), ['/wel/index', '/lending/calculator']);

  // close all returns to /wel/index with the home tab only
  await reopen(page, '/system/param');
  await tagMenu(page, '/system/param', '关闭全部');
  await waitRoute(page, '/wel/index');
  await page.waitForFunction(() => document.querySelectorAll('.shell-tags .shell-tag-label').length === 1);
  assert.deepEqual(await tagValues(page), ['/wel/index']);
  assert.deepEqual(page.errors, []);
});

test('keep-alive: a value typed on a tab is still there after visiting another tab', async () => {
  const page = await b.fresh();
  await openTwoTabs(page);
  await tagOf(page, '/lending/calculator').click();
  await waitRoute(page, '/lending/calculator');
  const periods = pane(page, '/lending/calculator').locator('input[aria-label="期数"]');
  await periods.fill('');
  await periods.fill('24');
  await tagOf(page, '/system/param').click();
  await waitRoute(page, '/system/param');
  await pane(page, '/system/param').waitFor({ state: 'visible' });
  assert.equal(await periods.isVisible(), false);
  await tagOf(page, '/lending/calculator').click();
  await waitRoute(page, '/lending/calculator');
  await periods.waitFor({ state: 'visible' });
  assert.equal(await periods.inputValue(), '24');
  assert.deepEqual(page.errors, []);
});

test('clear cache from the tag menu asks first, then says 清除完毕', async () => {
  const page = await b.fresh();
  await signIn(page);
  await tagMenu(page, '/wel/index', '清除缓存');
  const confirm = page.locator('.ant-modal-confirm', { hasText: '是否需要清除缓存?' });
  await confirm.waitFor();
  await confirm.locator('.ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: '清除完毕' }).waitFor();
  await confirm.waitFor({ state: 'detached' });
  assert.deepEqual(page.errors, []);
});

test('menu search: a case-insensitive prefix finds a leaf menu; Enter and a click open it; Esc closes', async () => {
  const page = await b.fresh();
  await signIn(page);
  const panel = page.locator('.shell-search-modal');
  const input = page.locator('input[aria-label="请输入菜单名称"]');

  // from the tag menu; Enter opens the first match
  await tagMenu(page, '/wel/index', '菜单搜索');
  await input.waitFor();
  await input.fill('参数');
  const row = panel.locator('[role=option]', { hasText: '参数管理' });
  await row.waitFor();
  assert.equal(await row.locator('.shell-search-label').innerText(), '参数管理');
  assert.equal(await row.locator('.shell-search-path').innerText(), '/system/param');
  await input.fill('');
  await input.pressSequentially('参数');
  await panel.locator('[role=option]').first().waitFor();
  const first = await panel.locator('[role=option]').first().locator('.shell-search-path').innerText();
  await input.press('Enter');
  await waitRoute(page, first);
  await panel.waitFor({ state: 'hidden' });

  // Ctrl+K; a click on the row opens it
  await go(page, '/wel/index');
  await waitRoute(page, '/wel/index');
  await page.locator('body').click({ position: { x: 700, y: 400 } });
  await page.keyboard.press('Control+k');
  await input.waitFor({ state: 'visible' });
  await input.fill('参数管');
  await row.click();
  await waitRoute(page, '/system/param');
  await panel.waitFor({ state: 'hidden' });

  // Esc closes the panel without navigating
  await page.keyboard.press('Control+k');
  await input.waitFor({ state: 'visible' });
  await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === '请输入菜单名称');
  await input.press('Escape');
  await panel.waitFor({ state: 'hidden' });
  await waitRoute(page, '/system/param');
  assert.deepEqual(page.errors, []);
});

test('menu search ignores case: in English, pARAM finds Parameters', async () => {
  const page = await b.fresh({ lang: 'en-US' });
  await signIn(page);
  await page.locator('.shell-header').waitFor();
  await page.keyboard.press('Control+k');
  const input = page.locator('input[aria-label="Type a menu name"]');
  await input.waitFor({ state: 'visible' });
  await input.fill('pARAM');
  const row = page.locator('.shell-search-modal [role=option]', { hasText: 'Parameters' });
  await row.waitFor();
  assert.equal(await row.locator('.shell-search-label').innerText(), 'Parameters');
  assert.equal(await row.locator('.shell-search-path').innerText(), '/system/param');
  await input.fill('zzzz');
  await page.locator('.shell-search-modal').getByText('No matching menu').waitFor();
  await input.fill('pARAM');
  await row.waitFor();
  await input.press('Enter');
  await waitRoute(page, '/system/param');
  assert.deepEqual(page.errors, []);
});

test('lock: Chinese messages, a hashed password, 100 ms before /lock, and unlocking returns to the open screen', async () => {
  const page = await b.fresh();
  await signIn(page);
  const screen = '/system/param?from=lock-test';
  await go(page, screen);
  await waitRoute(page, screen);

  // the dialog requires a password, in the user's language
  await page.locator('button[aria-label="锁屏"]').click();
  const dialog = page.locator('.ant-modal', { hasText: '设置锁屏密码' });
  await dialog.locator('input[type=password]').waitFor();
  // the dialog's opening animation is over before its button is used
  await page.waitForFunction(() => !document.querySelector('.ant-modal .ant-zoom-enter, .ant-modal .ant-zoom-appear'));
  await dialog.getByRole('button', { name: '锁 屏' }).click();
  await dialog.getByText('锁屏密码不能为空').waitFor();
  await dialog.locator('input[type=password]').fill('s3cret');
  // the time from the click to the address changing: the spec's 100 ms
  const waited = page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const before = location.hash;
        const button = [...document.querySelectorAll('.ant-modal button')].find((e) =>
          /锁\s*屏/.test(e.textContent ?? ''),
        ) as HTMLButtonElement;
        const t0 = performance.now();
        button.click();
        const timer = setInterval(() => {
          if (location.hash === before) return;
          clearInterval(timer);
          resolve(performance.now() - t0);
        }, 2);
      }),
  );
  assert.ok((await waited) >= 95, `went to /lock after ${await waited} ms`);
  await waitRoute(page, '/lock');

  // local storage keeps a salted SHA-256 of the password, never the password
  const stored = await page.evaluate(() => JSON.stringify(localStorage));
  assert.doesNotMatch(stored, /s3cret/);
  assert.match(stored, /sha256:[0-9a-f]{32}:[0-9a-f]{64}/);

  const pw = page.locator('input[aria-label="锁屏密码"]');
  const alert = page.locator('.lock-error');
  // empty
  await page.locator('button[aria-label="解锁"]').click();
  await alert.getByText('锁屏密码不能为空').waitFor();
  // wrong
  await pw.fill('nope');
  await page.locator('button[aria-label="解锁"]').click();
  await alert.getByText('解锁密码错误,请重新输入').waitFor();
  assert.equal(await pw.inputValue(), '');
  assert.match(page.url(), /#\/lock$/);
  // a reload keeps the lock and the screen to return to
  await page.reload();
  await pw.waitFor();
  // right: back to the screen that was open
  await pw.fill('s3cret');
  await pw.press('Enter');
  await waitRoute(page, screen);
  await page.locator('.shell-header').waitFor();
  assert.deepEqual(page.errors, []);
});

test('lock page in English: the English message', async () => {
  const page = await b.fresh({ lang: 'en-US' });
  await signIn(page);
  await page.locator('button[aria-label="Lock screen"]').click();
  const dialog = page.locator('.ant-modal', { hasText: 'Set the lock password' });
  await dialog.locator('input[type=password]').waitFor();
  await page.waitForFunction(() => !document.querySelector('.ant-modal .ant-zoom-enter, .ant-modal .ant-zoom-appear'));
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await dialog.getByText('the lock password cannot be empty').waitFor();
  await dialog.locator('input[type=password]').fill('abc');
  await dialog.getByRole('button', { name: 'Lock' }).click();
  await waitRoute(page, '/lock');
  await page.locator('button[aria-label="Unlock"]').click();
  await page.locator('.lock-error').getByText('the lock password cannot be empty').waitFor();
});

test('a forced sign-out (401) says why on the sign-in page, whose form offers no account', async () => {
  const page = await b.fresh();
  await signIn(page);
  await page.route('**/api/blade-system/param/list**', (route) =>
    route.fulfill({ status: 401, contentType: 'application/json', body: '{"code":401,"msg":"unauthorized"}' }),
  );
  await go(page, '/system/param');
  await page.waitForFunction(() => location.hash.startsWith('#/login'));
  await page.locator('.login-reason').getByText('登录已失效,请重新登录').waitFor();
  // the sign-in form is empty: no account is offered
  assert.equal(await page.locator('input[aria-label="账号"]').inputValue(), '');
  await page.unroute('**/api/blade-system/param/list**');
  await signInBrowser(page, BASE);
  assert.equal(await page.locator('.login-reason').count(), 0);
});

test('theme: another theme changes the header and sidebar colours and survives a reload', async () => {
  const page = await b.fresh();
  await signIn(page);
  const colours = () =>
    page.evaluate(() => ({
      header: getComputedStyle(document.querySelector('.shell-header') as Element).backgroundColor,
      sider: getComputedStyle(document.querySelector('.shell-sider') as Element).backgroundColor,
    }));
  await page.locator('.shell-header').waitFor();
  const before = await colours();
  await page.locator('button[aria-label="主题"]').click();
  const dialog = page.locator('.ant-modal', { hasText: '选择主题' });
  await dialog.locator('button[data-theme="dark"]').click();
  await dialog.waitFor({ state: 'hidden' });
  await page.waitForFunction(() => document.querySelector('.shell')?.classList.contains('theme-dark'));
  const after = await colours();
  assert.notEqual(after.header, before.header);
  assert.notEqual(after.sider, before.sider);
  assert.equal(after.header, 'rgb(20, 20, 20)');

  await page.reload();
  await page.locator('.shell.theme-dark .shell-header').waitFor();
  assert.deepEqual(await colours(), after);
  assert.deepEqual(page.errors, []);
});

test('language: English relabels the shell and the title; the route stays', async () => {
  const page = await b.fresh();
  await signIn(page);
  await go(page, '/lending/calculator');
  await page.waitForFunction(() => document.title === '租金测算 - 融资租赁综合业务平台');
  const home = page.locator('.shell-tag-label[data-tab="/wel/index"]');
  assert.equal(await home.innerText(), '首页');

  await page.locator('button[aria-label="语言"], button[aria-label="Language"]').first().hover();
  await page.locator('.ant-dropdown:not(.ant-dropdown-hidden) .ant-dropdown-menu-item', { hasText: 'English' }).click();
  await page.waitForFunction(
    () => document.querySelector('.shell-tag-label[data-tab="/wel/index"]')?.textContent === 'Home',
  );
  await page.waitForFunction(() => / - Financing-Lease Business Platform$/.test(document.title));
  assert.doesNotMatch(await page.title(), /[\u4e00-\u9fff]/);
  assert.equal(new URL(page.url()).hash, '#/lending/calculator');
  await pane(page, '/lending/calculator').locator('tr.ant-table-row').first().waitFor();
  assert.deepEqual(page.errors, []);
});

test('error log: a thrown error is listed, uploaded after a confirm, and the server lists it', async () => {
  const page = await b.fresh();
  await signIn(page);
  await page.locator('.shell-header').waitFor();
  await page.evaluate(() =>
    setTimeout(() => {
      throw new Error('e2e boom');
    }),
  );
  await page.locator('button[aria-label="错误日志"]').click();
  const dialog = page.locator('.ant-modal', { hasText: '错误日志' });
  const row = dialog.locator('tr.ant-table-row', { hasText: 'e2e boom' });
  await row.waitFor();
  await dialog.getByRole('button', { name: /上传服务器/ }).click();
  const confirm = page.locator('.ant-modal-confirm', { hasText: '确定上传本地日志到服务器?' });
  await confirm.waitFor();
  await confirm.locator('.ant-btn-primary').click();
  await page.locator('.ant-message', { hasText: '发送成功!' }).waitFor();
  await row.waitFor({ state: 'detached' });

  const token = await page.evaluate(() => {
    const m = document.cookie.match(/(?:^|;\s*)flp-access-token=([^;]*)/);
    return m ? decodeURIComponent(m[1]) : '';
  });
  assert.ok(token, 'the page holds an access token');
  const res = await fetch(`${BASE}/api/blade-log/error/list?current=1&size=50`, {
    headers: { 'Blade-Auth': `bearer ${token}`, Authorization: 'Basic c2FiZXI6c2FiZXJfc2VjcmV0' },
  });
  assert.equal(res.status, 200);
  const body = await res.json();
  assert.match(JSON.stringify(body.data), /e2e boom/);
  assert.deepEqual(
    page.errors.filter((e) => e !== 'e2e boom'),
    [],
  );
});
