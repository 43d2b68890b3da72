import type { Page } from 'playwright-core';

/** Reads the code of the captcha shown on the sign-in page through the e2e server's test seam. */
export async function captchaCode(page: Page, base: string): Promise<string> {
  const img = page.locator('img.login-captcha');
  await img.waitFor();
  const key = await img.getAttribute('data-captcha-key');
  const res = await fetch(`${base}/api/test-seam/captcha/${key}`);
  return (await res.json()).data as string;
}

/** Signs in through the sign-in page as a person would (tenant 000000 by default). */
export async function signInBrowser(
  page: Page,
  base: string,
  account = 'admin',
  password = 'admin',
  tenantId = '000000',
) {
  await page.goto(`${base}/#/login`);
  // The form first: asked before it renders, the tenant field would seem absent and another tenant be signed in.
  await page.locator('input[aria-label="账号"], input[aria-label="Account"]').waitFor();
  const tenant = page.locator('input[aria-label="租户ID"], input[aria-label="Tenant ID"]');
  if (await tenant.count()) await tenant.fill(tenantId);
  await page.locator('input[aria-label="账号"], input[aria-label="Account"]').fill(account);
  await page.locator('input[aria-label="密码"], input[aria-label="Password"]').fill(password);
  await page.locator('input[aria-label="验证码"], input[aria-label="Captcha"]').fill(await captchaCode(page, base));
  await page.locator('button[type=submit]').click();
  await page.waitForURL(/#\/wel\/index/);
}

/** Signs each demo account in (their password 123456) on a fresh page of its own, side by side. */
export function signInStaff<P extends Page>(fresh: () => Promise<P>, base: string, accounts: string[]): Promise<P[]> {
  return Promise.all(
    accounts.map(async (account) => {
      const page = await fresh();
      await signInBrowser(page, base, account, '123456');
      return page;
    }),
  );
}

/** The signed-in page's access token (a JWT in one of its cookies), to call the API as that user. */
/**
 * Resolves when the page's next message socket is attached on the server (its `ready` frame): a push sent after that
 * reaches the page. Call it before what opens the socket (signing in).
 */
export function socketReady(page: Page): Promise<unknown> {
  return page
    .waitForEvent('websocket')
    .then((ws) => ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('"ready"') }));
}

export async function accessToken(page: Page): Promise<string> {
  const jwt = (await page.context().cookies()).find((c) =>
    /^[\w-]+\.[\w-]+\.[\w-]+$/.test(decodeURIComponent(c.value)),
  );
  if (!jwt) throw new Error('no access token cookie after sign-in');
  return decodeURIComponent(jwt.value);
}

/** Calls the API as the signed-in page's user; answers the envelope's data, failing on anything but 200. */
export async function apiAs(page: Page, base: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(`${base}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      'content-type': 'application/json',
      'blade-auth': `bearer ${await accessToken(page)}`,
      authorization: `Basic ${Buffer.from('saber:saber_secret').toString('base64')}`,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${path}: ${res.status} ${text}`);
  return JSON.parse(text).data;
}

/** The tenant's provider of an outside service (外部服务设置) set, as the signed-in admin: its address and keys, enabled. */
export const setOutsideProvider = (
  page: Page,
  base: string,
  setting: { service: string; provider: string; baseUrl: string; appKey: string; secretKey: string },
) => apiAs(page, base, '/api/rzzl_qy/outside/setting/submit', { ...setting, timeoutMs: 3000, enabled: 1 });
