/**
 * 公司信息 (/api/rzzl_qy/company/profile, issue 26 item 6): the tenant's legal profile — one per tenant, its code's
 * check character, account numbers, a rent account, 400s naming fields by label in both languages, its own
 * administrator's — and the documents that print it: the contract names the lessor, the guarantor, the seller and
 * every rate's unit; the rent notice the lessor and its collection account; without a profile neither is generated.
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { PROJECT_STATES } from '@flp/shared';
import { usccCheckChar } from '@flp/shared/validate';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { eq } from 'drizzle-orm';
import { DEMO_LEGAL_PROFILE, legalProfileComplete, legalProfileOf, seedCompanyDemo } from '../src/modules/company';
import { companyRepos } from '../src/modules/company/tables';
import { projectRepos } from '../src/modules/project/repos';
import { servicingRepos } from '../src/modules/servicing/repos';
import { systemContext } from '../src/platform/tenancy/context';
import {
  BASIC,
  type Client,
  type Session,
  client,
  createTenant,
  ok,
  signIn,
  signInUngranted,
  testApp,
} from './helpers';

const CP = '/api/rzzl_qy/company/profile';
const BC = '/api/rzzl_qy/beforeContract/beforeContract';
const PRJ = '/api/rzzl_qy/processpro/processpro';
const CUS = '/api/rzzl_qy/customer/basicinfo';
const LET = '/api/rzzl_qy/repayment/letter';
const TENANT = '260626';

let app: FastifyInstance;
let dataDir: string;
const as: Record<string, Client> = {};
const sessions: Record<string, Session> = {};
const ids: Record<string, string> = {};

const code = (first17: string) => `${first17}${usccCheckChar(first17)}`;
const wrongCheck = (valid: string) => `${valid.slice(0, 17)}${valid[17] === '0' ? '1' : '0'}`;
const PROFILE = {
  legalName: '测试融资租赁(上海)有限公司',
  creditCode: code('91310000MA1K35XY7'),
  legalPerson: '李测试',
  regAddress: '上海市浦东新区世纪大道100号',
  telephone: '021-58880000',
};
const ACCOUNT = { bankName: '中国工商银行上海浦东分行', accountName: '测试融资租赁(上海)有限公司', forRent: 1 };

const owner = () => app.appContext.database.owner;
const text = async (session: Session, url: string) => {
  const res = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: BASIC, 'blade-auth': `bearer ${session.token}` },
  });
  assert.equal(res.statusCode, 200, url);
  return (await mammoth.extractRawText({ buffer: res.rawPayload })).value;
};

/** The demo tenant without its profile while `fn` runs (removed, then seeded again). */
async function withoutDemoProfile(fn: () => Promise<void>) {
  const ctx = systemContext('000000');
  const [row] = await companyRepos.profile.list(owner(), ctx, { limit: 1 });
  await companyRepos.profile.remove(owner(), ctx, [String(row.id)]);
  try {
    await fn();
  } finally {
    await seedCompanyDemo(owner());
  }
}

before(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'flp-company-'));
  app = await testApp({ SEED_DEMO: 'on', DATA_DIR: dataDir });
  sessions.admin = await signIn(app);
  as.admin = client(app, sessions.admin);
  as.en = client(app, sessions.admin, { lang: 'en-US' });
  sessions.zhangwei = await signIn(app, 'zhangwei', '123456');
  as.zhangwei = client(app, sessions.zhangwei);
  sessions.nobody = await signInUngranted(app, 'company_nobody');
  as.nobody = client(app, sessions.nobody);
  await createTenant(app, TENANT, '新租赁公司');
  sessions.tenant = await signIn(app, 'admin', 'admin', TENANT);
  as.tenant = client(app, sessions.tenant);
  as.tenantEn = client(app, sessions.tenant, { lang: 'en-US' });
});
after(async () => {
  await app.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the legal profile', () => {
  test('the demo tenant has its fictitious profile; a new tenant has none, and is told what is missing', async () => {
    const demo = await ok(as.admin, `${CP}/current`);
    assert.equal(demo.profile.legalName, DEMO_LEGAL_PROFILE.legalName);
    assert.equal(demo.profile.accounts.length, 2);
    assert.deepEqual(demo.missing, []);
    const none = await ok(as.tenant, `${CP}/current`);
    assert.equal(none.profile, null);
    assert.deepEqual(none.missing, ['公司信息']);
    assert.deepEqual((await ok(as.tenantEn, `${CP}/current`)).missing, ['Company information']);
    const ctx = systemContext(TENANT);
    assert.equal(await legalProfileComplete(owner(), ctx), false);
    assert.equal(await legalProfileOf(owner(), ctx), null);
  });

  test('the credit code’s check character, account digits and a rent account are checked, named by label', async () => {
    const badCode = await as.tenant.post(`${CP}/submit`, {
      ...PROFILE,
      creditCode: wrongCheck(PROFILE.creditCode),
      accounts: [{ ...ACCOUNT, accountNo: '1001 2345 6789 0123' }],
    });
    assert.equal(badCode.status, 400);
    assert.equal(badCode.body.msg, '统一社会信用代码: 校验位不正确');
    assert.deepEqual(
      badCode.body.data.errors.map((e: { field: string }) => e.field),
      ['creditCode'],
    );
    const badCodeEn = await as.tenantEn.post(`${CP}/submit`, {
      ...PROFILE,
      creditCode: 'ABC',
      accounts: [{ ...ACCOUNT, accountNo: '100123456789' }],
    });
    assert.equal(badCodeEn.body.msg, 'Unified social credit code: must be 18 digits or capital letters');

    const badAccount = await as.tenantEn.post(`${CP}/submit`, {
      ...PROFILE,
      accounts: [{ ...ACCOUNT, accountNo: '12-34' }],
    });
    assert.equal(badAccount.status, 400);
    assert.equal(badAccount.body.data.errors[0].field, 'accounts[0].accountNo');
    assert.match(badAccount.body.msg, /Collection accounts row 1: Account number: must be 8 to 32 digits/);
    const badAccountZh = await as.tenant.post(`${CP}/submit`, {
      ...PROFILE,
      accounts: [{ ...ACCOUNT, accountNo: '账号12345678' }],
    });
    assert.match(badAccountZh.body.msg, /收款账户第1行 账号: 应为8至32位数字/);

    const noRent = await as.tenant.post(`${CP}/submit`, {
      ...PROFILE,
      accounts: [{ ...ACCOUNT, accountNo: '100123456789', forRent: 0 }],
    });
    assert.equal(noRent.status, 400);
    assert.equal(noRent.body.data.errors[0].field, 'accounts');
    assert.match(noRent.body.msg, /收款账户: 至少需要一个勾选“租金收款”的账户/);

    const missing = await as.tenantEn.post(`${CP}/submit`, { accounts: [{ ...ACCOUNT, accountNo: '100123456789' }] });
    assert.equal(missing.status, 400);
    // The definition's required messages, every field at once.
    assert.deepEqual(
      missing.body.data.errors.map((e: { field: string }) => e.field),
      ['legalName', 'creditCode', 'legalPerson', 'regAddress', 'telephone'],
    );
    assert.match(missing.body.msg, /please enter the legal name on the business licence/);
    assert.equal((await ok(as.tenant, `${CP}/current`)).profile, null, 'nothing was saved');
  });

  test('saved once per tenant by its own administrator: the code in capitals, the account as digits', async () => {
    assert.equal((await as.nobody.get(`${CP}/current`)).status, 403);
    assert.equal((await as.nobody.post(`${CP}/submit`, PROFILE)).status, 403);
    await ok(as.tenant, `${CP}/submit`, {
      ...PROFILE,
      creditCode: PROFILE.creditCode.toLowerCase(),
      accounts: [{ ...ACCOUNT, accountNo: ' 1001 2345-6789 0123 ' }],
    });
    const { profile, missing } = await ok(as.tenant, `${CP}/current`);
    assert.deepEqual(missing, []);
    assert.equal(profile.creditCode, PROFILE.creditCode);
    assert.equal(profile.accounts[0].accountNo, '1001234567890123');
    assert.equal(await legalProfileComplete(owner(), systemContext(TENANT)), true);

    const twice = await as.tenant.post(`${CP}/submit`, {
      ...PROFILE,
      accounts: [{ ...ACCOUNT, accountNo: '12345678' }],
    });
    assert.equal(twice.status, 400);
    assert.match(twice.body.msg, /公司信息已存在/);

    // Edited: a second account added ahead of the first, which no longer collects rent.
    await ok(as.tenant, `${CP}/submit`, {
      id: profile.id,
      version: profile.version,
      legalPerson: '王新任',
      accounts: [
        { bankName: '招商银行上海分行', accountName: PROFILE.legalName, accountNo: '121900000010001', forRent: 1 },
        { ...profile.accounts[0], forRent: 0 },
      ],
    });
    const read = await legalProfileOf(owner(), systemContext(TENANT));
    assert.equal(read?.legalPerson, '王新任');
    assert.equal(read?.accounts.length, 2);
    assert.equal(read?.rentAccount?.accountNo, '121900000010001');
    assert.equal(read?.contactAddress, PROFILE.regAddress, 'the postal address defaults to the registered one');

    // A tenant sees only its own: the demo tenant's profile is not this tenant's.
    assert.equal((await ok(as.admin, `${CP}/current`)).profile.legalName, DEMO_LEGAL_PROFILE.legalName);
    assert.equal(
      (await as.tenant.get(`${CP}/detail?id=${(await ok(as.admin, `${CP}/current`)).profile.id}`)).status,
      404,
    );
  });
});

describe('documents name the lessor', () => {
  before(async () => {
    for (const [key, org, compname] of [
      ['lessee', 'MA0000P01', '文书测试承租企业'],
      ['guarantor', 'MA0000P02', '文书测试担保企业'],
    ]) {
      await ok(as.admin, `${CUS}/submit`, {
        idType: 2,
        compname,
        creditCode: code(`91440305${org}`),
        regionCode: '440305',
        industryCode: 'C3511',
        entStatus: '存续',
        legalPerson: '王法人',
        regAddress: '深圳市南山区科技园',
        telephone: '0755-88888888',
      });
      const page = await ok(as.admin, `${CUS}/page?compname=${encodeURIComponent(compname)}&size=5`);
      ids[key] = String(page.records[0].id);
    }
    await ok(as.zhangwei, `${PRJ}/submit`, {
      projectName: '文书测试项目',
      customerId: ids.lessee,
      leaseType: 1,
      owner: String(sessions.zhangwei.body.user_id),
      financeAmount: '1000000',
      periods: 12,
      frequencyMonths: 1,
      annualRate: '6',
      rentMethod: 'EQUAL_RENT',
      payIn: 'ARREARS',
      startDate: '2026-12-01',
      deposit: '100000',
      fee: '20000',
      purchasePrice: '100',
      penaltyRate: '0.05',
      items: [
        {
          itemName: '五轴加工中心',
          quantity: 1,
          unit: '台',
          invoiceValue: '1200000',
          supplier: '文书测试机床制造有限公司',
        },
      ],
      guarantees: [{ guarantorId: ids.guarantor, guarType: 1, amount: '500000' }],
    });
    const page = await ok(
      as.zhangwei,
      `${PRJ}/page?current=1&size=5&projectName=${encodeURIComponent('文书测试项目')}`,
    );
    ids.project = String(page.records[0].id);
    await projectRepos.project.update(owner(), systemContext('000000'), ids.project, {
      projectState: PROJECT_STATES.approved,
    });
    const saved = await ok(as.zhangwei, `${BC}/save-data`, { projectId: ids.project });
    ids.contract = String(saved.businessId);
  });

  test('the contract: the lessor’s legal block, the lessee, the guarantor, the seller, rates with units', async () => {
    await ok(as.zhangwei, `${BC}/createContract?id=${ids.contract}`, {});
    const doc = await text(sessions.zhangwei, `${BC}/downloadContract?id=${ids.contract}`);
    const p = DEMO_LEGAL_PROFILE;
    const account = p.accounts[0];
    for (const [what, expected] of [
      ['lessor', `出租人(甲方): ${p.legalName}`],
      ['lessor code and representative', `统一社会信用代码: ${p.creditCode}    法定代表人: ${p.legalPerson}`],
      ['lessor address', `住所: ${p.regAddress}`],
      [
        'collection account',
        `户名: ${account.accountName}    开户行: ${account.bankName}    账号: ${account.accountNo}`,
      ],
      ['lessee', '承租人(乙方): 文书测试承租企业'],
      ['guarantor', '文书测试担保企业'],
      ['guarantee amount', '500,000.00'],
      ['seller', '向出卖人 文书测试机床制造有限公司 购买'],
      ['annual rate with unit', '年租赁利率 6.00%'],
      ['penalty rate with unit', '按 日万分之五(0.05%/日) 计付罚息'],
      ['principal in words', '壹佰万元整'],
      ['deposit in words', '拾万元整'],
      ['signature', `甲方(盖章): ${p.legalName}`],
    ])
      assert.ok(doc.includes(expected), `${what}: ${expected}`);
    assert.ok(!doc.includes('本公司'), 'the lessor is never 本公司');
  });

  test('the minutes carry the company’s name and the rates’ units', async () => {
    // The demo's approved projects have had their meeting; its minutes are made from the shipped model.
    const [review] = await projectRepos.review.list(owner(), systemContext('000000'), { limit: 1 });
    const made = await ok(as.admin, `/api/rzzl_qy/project/project/createHyjyDoc?entryId=${review.projectId}`);
    const doc = await text(sessions.admin, made.link);
    assert.ok(doc.includes(DEMO_LEGAL_PROFILE.legalName));
    assert.match(doc, /年利率 \d+\.\d{2}%/);
    assert.match(doc, /逾期罚息 日万分之/);
  });

  test('the rent notice names the lessor and the account rent is paid to', async () => {
    const [schedule] = await servicingRepos.schedule.list(owner(), systemContext('000000'), {
      where: [eq(servicingRepos.schedule.col('effective'), '1')],
      limit: 1,
    });
    const saved = await ok(as.admin, `${LET}/save-data`, { iouId: String(schedule.iouId) });
    ids.letter = String(saved.businessId);
    const made = await ok(as.admin, `${LET}/createDshDoc?id=${ids.letter}`);
    const doc = await text(sessions.admin, made.link);
    const account = DEMO_LEGAL_PROFILE.accounts[0];
    assert.ok(doc.includes(`出租人(盖章): ${DEMO_LEGAL_PROFILE.legalName}`));
    assert.ok(doc.includes(`户名: ${account.accountName}`));
    assert.ok(doc.includes(`开户行: ${account.bankName}`));
    assert.ok(doc.includes(`账号: ${account.accountNo}`));
    assert.match(doc, /年租赁利率 \d+\.\d{2}%/);
    assert.match(doc, /日万分之[一二三四五六七八九十点]+\(0\.\d+%\/日\)/);
  });

  test('without a legal profile no document is made: a 400 that tells the administrator where to fill it in', async () => {
    await withoutDemoProfile(async () => {
      const zh = await as.zhangwei.post(`${BC}/createContract?id=${ids.contract}`);
      assert.equal(zh.status, 400);
      assert.match(zh.body.msg, /本公司的法定信息不完整\(缺少: 公司信息\)/);
      assert.match(zh.body.msg, /系统管理 > 公司信息/);
      const en = await client(app, sessions.zhangwei, { lang: 'en-US' }).post(
        `${BC}/createContract?id=${ids.contract}`,
      );
      assert.equal(en.status, 400);
      assert.match(en.body.msg, /legal profile is incomplete \(missing: Company information\)/);
      assert.match(en.body.msg, /System > Company information/);
      const notice = await as.admin.get(`${LET}/createDshDoc?id=${ids.letter}`);
      assert.equal(notice.status, 400);
      assert.match(notice.body.msg, /公司信息/);
    });
    // Filled in again, the contract is made.
    await ok(as.zhangwei, `${BC}/createContract?id=${ids.contract}`, {});
  });
});
