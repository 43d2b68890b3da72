/**
 * A new tenant can work (issue 26 item 8): the platform administrator adds a tenant; its own administrator signs in
 * and the home page lists what is still to set up (staff accounts, duties), each with the way to its screen; the
 * demo tenant, where everything is set up, shows no such card.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { BASE, useBrowser, waitRoute } from './context';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();

test('a new tenant’s administrator sees the setup checklist on the home page and goes to what is missing', async () => {
  const platform = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(platform, BASE);
  // The demo tenant has everything set up (unless another test took a holder away): the card shows only while
  // something remains.
  const own = (await apiAs(platform, BASE, '/api/blade-system/setup/checklist')) as { remaining: number };
  await platform.locator('.wel-work').waitFor();
  if (own.remaining) await platform.getByTestId('setup-checklist').waitFor();
  else assert.equal(await platform.getByTestId('setup-checklist').count(), 0);

  const name = `开通测试${Date.now() % 100000}`;
  await apiAs(platform, BASE, '/api/blade-system/tenant/submit', { tenantName: name });
  const page = (await apiAs(
    platform,
    BASE,
    `/api/blade-system/tenant/page?tenantName=${encodeURIComponent(name)}`,
  )) as {
    records: { tenantId: string }[];
  };
  const tenantId = page.records[0].tenantId;

  const admin = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(admin, BASE, 'admin', 'admin', tenantId);
  const card = admin.getByTestId('setup-checklist');
  await card.waitFor();
  await card.locator('[data-setup="users"][data-done="no"]', { hasText: '员工账号' }).waitFor();
  await card.locator('[data-setup="roleHolders"][data-done="no"]').waitFor();
  await card.locator('[data-setup="legalProfile"][data-done="no"]', { hasText: '公司信息' }).waitFor();
  // The shipped contract models came with the tenant.
  await card.locator('[data-setup="contractModels"][data-done="yes"]').waitFor();
  await card.locator('[data-setup="users"]').getByRole('button', { name: '去设置' }).click();
  await waitRoute(admin, '/system/user');

  // In English too.
  const en = await b.fresh({ width: 390, height: 800, lang: 'en-US' });
  await signInBrowser(en, BASE, 'admin', 'admin', tenantId);
  await en.getByTestId('setup-checklist').locator('[data-setup="users"]', { hasText: 'Staff accounts' }).waitFor();

  assert.deepEqual(platform.errors, []);
  assert.deepEqual(admin.errors, []);
  assert.deepEqual(en.errors, []);
});
