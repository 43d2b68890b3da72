/**
 * 企业监控 as the risk officer and the account manager live it, against a fake 企查查 on loopback: 李娜 watches 张伟's
 * customer and takes its baseline; the registry then names a new legal representative; 李娜 clicks 立即比对 on the
 * screen, the change is listed under 企业变动, and 张伟's bell counts the message the same moment.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import {
  COMPANY,
  FAKE_KEY,
  FAKE_SECRET,
  type FakeQichacha,
  startFakeQichacha,
} from '../apps/server/test/fixtures/fake-qichacha';
import { BASE, openScreen, useBrowser } from './context';
import { bellBadge, button as btn, waitBadge } from './locators';
import { apiAs, signInBrowser } from './session';

const b = useBrowser();
const MC = '/api/rzzl_qy/monitorConf/compmonitorconf';
const C = '/api/rzzl_qy/customer/basicinfo';
let fake: FakeQichacha;

before(async () => {
  fake = await startFakeQichacha();
});
after(async () => {
  await fake.close();
});

type Page = { records: { id: string; customerId?: string }[] };

test('a change found by 立即比对 is listed and reaches the account manager’s bell', async () => {
  const admin = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(admin, BASE);
  await apiAs(admin, BASE, '/api/rzzl_qy/enterprise/setting/submit', {
    provider: 'qichacha',
    baseUrl: fake.url,
    appKey: FAKE_KEY,
    secretKey: FAKE_SECRET,
    timeoutMs: 3000,
    cacheDays: 7,
    enabled: 1,
  });
  // 张伟's customer with the registry's company (made once; a server reused between runs keeps it).
  const am = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(am, BASE, 'zhangwei', '123456');
  const find = async () =>
    ((await apiAs(am, BASE, `${C}/page?current=1&size=10&creditCode=${COMPANY.CreditCode}`)) as Page).records[0];
  if (!(await find()))
    await apiAs(am, BASE, `${C}/submit`, { idType: 2, compname: COMPANY.Name, creditCode: COMPANY.CreditCode });
  const customer = await find();
  assert.ok(customer, 'the customer');

  const risk = await b.fresh({ width: 1366, height: 900 });
  await signInBrowser(risk, BASE, 'lina', '123456');
  await apiAs(risk, BASE, `${MC}/batchAdd`, { customerIds: customer.id });
  const monitor = ((await apiAs(risk, BASE, `${MC}/page?current=1&size=10&customerId=${customer.id}`)) as Page)
    .records[0];
  await apiAs(risk, BASE, `${MC}/check?ids=${monitor.id}`, {});

  const newName = `新法人${Date.now() % 100000}`;
  fake.changed = { basic: { OperName: newName } };
  const before = await bellBadge(am);
  const screen = await openScreen(risk, '/risk/monitor');
  const row = screen.locator('tr.ant-table-row', { hasText: COMPANY.Name }).first();
  await btn(row, '立即比对').click();
  await risk.getByText(`${COMPANY.Name}: 发现 1 项变动`).waitFor();
  await waitBadge(am, (n) => n > before, `rises from ${before}`);

  await screen.getByRole('tab', { name: '企业变动' }).click();
  await screen.locator('tr.ant-table-row', { hasText: newName }).first().waitFor();
  assert.deepEqual(risk.errors, []);
  fake.changed = {};
});
