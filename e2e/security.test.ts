/**
 * What an attacker's link or injected markup can do in the signed-in app (issue 9, item 4): nothing. A `?target=`
 * link opens only the app's routes and the external pages a menu declares; `/myiframe` embeds only those; the
 * Content-Security-Policy blocks injected and inline script while every screen still works under it.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Page } from 'playwright-core';
import { BASE, go, tab, useBrowser, waitRoute } from './context';
import { settled } from './locators';
import { accessToken, apiAs, signInBrowser } from './session';

const b = useBrowser();

/** Records what the policy blocked, from the first script of every document. */
async function watchPolicy(page: Page) {
  await page.context().addInitScript(() => {
    const w = window as unknown as { __csp: string[] };
    w.__csp = [];
    document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}
/** Signs in and waits until the shell has its menus, so a navigation is not overtaken by the first render. */
async function signIn(page: Page) {
  await signInBrowser(page, BASE);
  await page.locator('.shell-sider .ant-menu-item, .shell-sider .ant-menu-submenu').first().waitFor();
}

const violations = (page: Page) => page.evaluate(() => (window as unknown as { __csp: string[] }).__csp);

test('every screen works under the policy: no violation, no page error', async () => {
  const page = await b.fresh();
  await watchPolicy(page);
  await signIn(page);
  for (const path of [
    '/system/user',
    '/system/param',
    '/system/dictbiz',
    '/lending/calculator',
    '/desk/notice',
    '/info/index',
  ]) {
    await go(page, path);
    await waitRoute(page, path);
    await tab(page, path).waitFor();
    await settled(tab(page, path));
  }
  assert.deepEqual(await violations(page), []);
  assert.deepEqual(page.errors, []);
});

test('injected inline script does not run', async () => {
  const page = await b.fresh();
  await watchPolicy(page);
  await signIn(page);
  await page.evaluate(() => {
    const s = document.createElement('script');
    s.textContent = 'window.__pwned = true';
    document.body.appendChild(s);
    const img = document.createElement('img');
    img.setAttribute('onerror', 'window.__pwned = true');
    img.src = 'data:,x';
    document.body.appendChild(img);
  });
  // the policy reports both blocks (the script's and the handler's); only then is there nothing more to wait for
  await page.waitForFunction(() => (window as unknown as { __csp: string[] }).__csp.length >= 2);
  assert.equal(await page.evaluate(() => (window as unknown as { __pwned?: boolean }).__pwned), undefined);
});

test('?target= with a javascript: or foreign url opens nothing; an app route opens', async () => {
  const page = await b.fresh();
  await signIn(page);
  const dialogs: string[] = [];
  page.on('dialog', async (d) => {
    dialogs.push(d.message());
    await d.dismiss();
  });
  const popups: string[] = [];
  page.context().on('page', (p) => popups.push(p.url()));

  // the app decides on a ?target= link as it renders the route, then replaces it with the home page
  for (const link of [
    '?target=_self&url=javascript:alert(document.cookie)',
    '?target=_blank&url=javascript:alert(1)',
    '?target=_self&url=https://example.org/',
  ]) {
    await page.goto(`${BASE}/#/wel/index${link}`);
    await waitRoute(page, '/wel/index');
    await page.getByText('欢迎回来').waitFor();
  }
  assert.deepEqual(dialogs, []);
  assert.ok(page.url().startsWith(BASE), `still in the app: ${page.url()}`);
  assert.deepEqual(popups, []);

  // the app's own route in a new window is what the spec's target links are for
  const opened = page.context().waitForEvent('page');
  await page.goto(`${BASE}/#/system/param?target=_blank`);
  const popup = await opened;
  await popup.waitForLoadState();
  assert.match(popup.url(), /#\/system\/param$/);
  await popup.close();
});

test('an external page a menu declares opens; /myiframe embeds only declared pages', async () => {
  const setup = await b.fresh();
  await signIn(setup);
  const declared = `${BASE}/api/health`;
  const menus = (await apiAs(setup, BASE, '/api/blade-system/menu/list')) as { id: string; code: string }[];
  const system = menus.find((m) => m.code === 'system');
  await apiAs(setup, BASE, '/api/blade-system/menu/submit', {
    parentId: system?.id,
    code: `health_page_${Date.now() % 1_000_000}`,
    name: '健康检查',
    path: declared,
    category: 1,
    sort: 99,
  });
  // the menus are read at sign-in
  const page = await b.fresh();
  await signIn(page);

  const opened = page.context().waitForEvent('page');
  await page.goto(`${BASE}/#/wel/index?target=_blank&url=${encodeURIComponent(declared)}`);
  const popup = await opened;
  await popup.waitForLoadState();
  assert.equal(popup.url(), declared);
  await popup.close();

  await go(page, `/myiframe/health?src=${encodeURIComponent(declared)}&name=x`);
  await page.locator(`iframe[src="${declared}"]`).waitFor();
  await go(page, `/myiframe/evil?src=${encodeURIComponent('https://example.org/')}&name=x`);
  await waitRoute(page, `/myiframe/evil?src=${encodeURIComponent('https://example.org/')}&name=x`);
  const evil = page.locator('.shell-page[data-tab^="/myiframe/evil"]');
  await evil.waitFor({ state: 'attached' });
  await settled(evil);
  assert.equal(await page.locator('iframe[src="https://example.org/"]').count(), 0);
});

test('a signed PDF previews in the browser from a download ticket, inside its sandbox', async () => {
  const page = await b.fresh({ pdfViewer: true });
  await signIn(page);
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(onePagePdf('Signed contract'))]), 'contract.pdf');
  const up = await fetch(`${BASE}/api/blade-resource/oss/endpoint/put-file`, {
    method: 'POST',
    headers: {
      'blade-auth': `bearer ${await accessToken(page)}`,
      authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    },
    body: form,
  });
  const link = ((await up.json()) as { data: { link: string } }).data.link;
  const { ticket } = (await apiAs(page, BASE, '/api/blade-auth/oauth/ticket?purpose=download', {})) as {
    ticket: string;
  };
  const res = await page.goto(`${BASE}${link}?ticket=${ticket}`);
  assert.equal(res?.status(), 200);
  // shown by the browser's viewer, not downloaded
  assert.equal(await page.evaluate(() => document.contentType), 'application/pdf');
});

/** A one-page PDF showing `text` (objects, xref and trailer written out; no library needed for a fixture). */
function onePagePdf(text: string): Buffer {
  const content = `BT /F1 24 Tf 40 100 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${content.length} >>\nstream\n${content}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(out.length);
    out += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  out += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(out, 'latin1');
}
