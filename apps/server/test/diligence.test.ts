/**
 * 尽职调查 (issue 32 item 2) through the real server on the demo tenant: the number previewed and taken; the whole
 * report saved in one transaction (sub-tables and persons with their assets) and read whole; its years' ratios; the
 * subject checked against the project; bad input by label in both languages with nothing written; identity numbers
 * masked for a reader without 查看敏感信息; the report made from the shipped 尽调报告 model and read back; a report
 * frozen once its project's review has begun; the persons' calls; removal by number.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { type Client, client, ok, refused, signIn, testApp } from './helpers';

const D = '/api/rzzl_qy/diligence/diligence';
const P = '/api/rzzl_qy/processpro/processpro';

let app: FastifyInstance;
let admin: Client;
let adminEn: Client;
let gm: Client;
let amToken = '';
type Rec = Record<string, string>;
interface Year {
  year: number;
  ratios: { key: string; value: string | null; label: string }[];
}
let applied: Rec;
let reviewing: Rec;
let guarantorId = '';
let investigator = '';

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const s = await signIn(app);
  admin = client(app, s);
  adminEn = client(app, s, { lang: 'en-US' });
  gm = client(app, await signIn(app, 'chenjing', '123456'));
  const a = await signIn(app, 'zhangwei', '123456');
  investigator = String(a.body.user_id);
  amToken = a.token;
  const projects = (await ok(admin, `${P}/list?size=100`)).records as Rec[];
  applied = projects.find((p) => p.projectName === '西南康复医疗设备直租项目')!;
  reviewing = projects.find((p) => p.projectName === '苏州起重设备直租项目')!;
  const detail = await ok(admin, `${P}/detail?id=${applied.id}`);
  guarantorId = detail.guarantees[0].guarantorId;
});
after(() => app.close());

const M = 1_000_000;
const year = (y: number, scale: number) => ({
  year: y,
  cash: 12 * M * scale,
  receivables: 18 * M * scale,
  inventory: 20 * M * scale,
  currentAssets: 53 * M * scale,
  totalAssets: 100 * M * scale,
  shortTermLoans: 15 * M * scale,
  longTermLoans: 12 * M * scale,
  currentLiabilities: 40 * M * scale,
  totalLiabilities: 55 * M * scale,
  equity: 45 * M * scale,
  revenue: 120 * M * scale,
  costOfSales: 90 * M * scale,
  operatingProfit: 11 * M * scale,
  totalProfit: 11 * M * scale,
  interestExpense: 2.4 * M * scale,
  netProfit: 8.25 * M * scale,
  operatingCashFlow: 9 * M * scale,
  depreciation: 4 * M * scale,
});

const report = (over: Record<string, unknown> = {}) => ({
  projectId: applied.id,
  customerId: applied.customerId,
  isGuarantee: '0',
  investigators: investigator,
  visitDate: '2026-11-20',
  visitPlace: '成都市高新区',
  history: '2012年成立, 2018年增资至5000万元。',
  actualController: '王建国',
  operation: '主营康复训练设备, 近三年收入稳定增长。',
  financeComment: '资产负债率55%, 偿债能力尚可。',
  conclusion: 'CONDITIONAL',
  proposedAmount: '2500000.00',
  proposedTerm: 36,
  proposedRate: '6.5',
  shareholders: [
    { name: '王建国', holderType: 'PERSON', ratio: '60', capital: '30000000', isActualController: 1 },
    { name: '成都医疗投资有限公司', holderType: 'COMPANY', ratio: '40', capital: '20000000' },
  ],
  managers: [{ name: '王建国', job: '董事长', years: 20, background: '曾任某医疗器械公司总经理' }],
  partners: [
    { side: 'CUSTOMER', name: '四川省人民医院', amount: '18000000', share: '15' },
    { side: 'SUPPLIER', name: '深圳康复科技有限公司', amount: '30000000', share: '33' },
  ],
  finances: [year(2024, 1), { ...year(2025, 1), revenue: 144 * M }],
  debts: [
    { debtType: 'LOAN', creditor: '招商银行成都分行', amount: '15000000', maturity: '2027-06-30', security: '抵押' },
  ],
  risks: [{ risk: '下游医院回款周期长', mitigation: '追加实际控制人连带责任保证' }],
  persons: [
    {
      name: '王建国',
      idNo: '110101199003071233',
      relation: 'CONTROLLER',
      marriage: 'MARRIED',
      income: '1200000',
      credit: '无不良记录',
      assets: [
        { assetType: 'HOUSE', description: '成都市武侯区住宅 180㎡', value: '4200000', encumbered: 1 },
        { assetType: 'VEHICLE', description: '奔驰 E300', value: '350000' },
      ],
    },
  ],
  ...over,
});

describe('尽职调查', () => {
  let saved: Rec;

  test('the next number is previewed without being taken; the save takes it', async () => {
    const first = await ok(admin, `${D}/getDiligenceNo`);
    assert.match(first, /^JD\d{6}\d{3}$/);
    assert.equal(await ok(admin, `${D}/getDiligenceNo`), first);
    saved = await ok(admin, `${D}/saveAll`, report());
    assert.equal(saved.diligenceNo, first);
    assert.notEqual(await ok(admin, `${D}/getDiligenceNo`), first);
  });

  test('the whole report is saved and read in one piece: sub-tables, persons with their assets, the subject’s code', async () => {
    const all = await ok(admin, `${D}/detailAll?diligenceNo=${saved.diligenceNo}`);
    assert.equal(all.id, saved.id);
    assert.equal(all.shareholders.length, 2);
    assert.equal(all.managers.length, 1);
    assert.deepEqual(all.partners.map((x: Rec) => x.side).sort(), ['CUSTOMER', 'SUPPLIER']);
    assert.equal(all.finances.length, 2);
    assert.equal(all.debts[0].creditor, '招商银行成都分行');
    assert.equal(all.risks.length, 1);
    assert.equal(all.persons.length, 1);
    assert.equal(all.persons[0].assets.length, 2);
    assert.equal(all.persons[0].idNo, '110101199003071233', 'the administrator sees the whole number');
    assert.ok(all.compCode, 'the subject’s credit code comes from the customer');
    assert.equal(all.customerName, applied.customerName);
    // The list finds it by project and conclusion.
    const page = await ok(admin, `${D}/page?projectId=${applied.id}&conclusion=CONDITIONAL`);
    assert.ok(page.records.some((r: Rec) => r.id === saved.id));
  });

  test('the years’ ratios: the later year with the year before as its opening and prior, and the project’s rent cover', async () => {
    const years = await ok(admin, `${D}/getFinanceAll?id=${saved.id}`);
    assert.deepEqual(
      years.map((y: Year) => y.year),
      [2024, 2025],
    );
    const r = (y: Year, key: string) => y.ratios.find((x) => x.key === key)!;
    assert.equal(r(years[0], 'currentRatio').value, '1.33');
    assert.equal(r(years[0], 'debtRatio').value, '55.00');
    assert.equal(r(years[0], 'revenueGrowth').value, null, 'no year before 2024');
    assert.equal(r(years[1], 'revenueGrowth').value, '20.00');
    assert.equal(r(years[1], 'roe').value, '18.33', '8.25 M on an average equity of 45 M');
    assert.ok(Number(r(years[1], 'rentCoverEbitda').value) > 1, 'the project’s rent is covered');
    // Labels in the reader's language.
    assert.equal(r(years[0], 'currentRatio').label, '流动比率');
    const en = await ok(adminEn, `${D}/getFinanceAll?diligenceNo=${saved.diligenceNo}`);
    assert.equal(en[0].ratios[0].label, 'Current ratio');
    // By company: its latest report with figures.
    const byCompany = await ok(admin, `${D}/getFinanceAll?customerId=${applied.customerId}`);
    assert.equal(byCompany.length, 2);
  });

  test('an edit keeps what it does not name, replaces the lists it sends, and keeps a masked number as stored', async () => {
    const all = await ok(admin, `${D}/detailAll?id=${saved.id}`);
    const person = { ...all.persons[0], idNo: '110101********1233', assets: all.persons[0].assets.slice(0, 1) };
    const edited = await ok(admin, `${D}/saveAll`, {
      id: saved.id,
      version: all.version,
      litigation: '无重大诉讼',
      risks: [],
      persons: [person],
    });
    assert.equal(edited.litigation, '无重大诉讼');
    assert.equal(edited.risks.length, 0);
    assert.equal(edited.shareholders.length, 2, 'a list not sent stays');
    assert.equal(edited.persons[0].assets.length, 1);
    assert.equal(edited.persons[0].idNo, '110101199003071233');
  });

  test('a reader without 查看敏感信息 sees identity numbers masked, and may not search by them', async () => {
    const list = await ok(gm, `${D}/getGeList?id=${saved.id}`);
    assert.equal(list[0].idNo, '110101********1233');
    const all = await ok(gm, `${D}/detailAll?id=${saved.id}`);
    assert.equal(all.persons[0].idNo, '110101********1233');
    const one = await ok(gm, `${D}/detailGeAll?id=${list[0].id}`);
    assert.equal(one.idNo, '110101********1233');
    assert.equal(one.assets.length, 1);
  });

  test('bad input is refused by its label in the reader’s language, and nothing is written', async () => {
    const before = (await ok(admin, `${D}/page?size=100`)).total;
    refused(await admin.post(`${D}/saveAll`, report({ projectId: undefined })), 'projectId', /请选择项目/);
    refused(
      await admin.post(`${D}/saveAll`, report({ shareholders: [{ name: '', ratio: '120' }] })),
      'shareholders[0].name',
      /股权结构第1行/,
    );
    refused(
      await adminEn.post(`${D}/saveAll`, report({ persons: [{ name: '李四', relation: 'NOBODY' }] })),
      'persons[0].relation',
      /Personal diligence row 1/,
    );
    refused(
      await admin.post(
        `${D}/saveAll`,
        report({ persons: [{ name: '李四', relation: 'SPOUSE', idNo: '1101********' }] }),
      ),
      'persons[0].idNo',
      /完整的号码/,
    );
    refused(
      await admin.post(
        `${D}/saveAll`,
        report({ persons: [{ name: '李四', relation: 'SPOUSE', idNo: '110101199003071234' }] }),
      ),
      'persons[0].idNo',
      /身份证号: 校验位不正确/,
    );
    // The lessee reported as a guarantor, and a stranger as the lessee.
    refused(await admin.post(`${D}/saveAll`, report({ isGuarantee: '1' })), 'customerId', /不是该项目的保证人/);
    refused(
      await adminEn.post(`${D}/saveAll`, report({ customerId: guarantorId })),
      'customerId',
      /not the project’s lessee/,
    );
    assert.equal((await ok(admin, `${D}/page?size=100`)).total, before);
    // A guarantor's report is taken.
    const g = await ok(admin, `${D}/saveAll`, report({ customerId: guarantorId, isGuarantee: '1', persons: [] }));
    assert.equal(g.isGuarantee, '1');
    await ok(admin, `${D}/remove?diligenceNo=${g.diligenceNo}`);
  });

  test('the report is made from the shipped 尽调报告 model, kept as its document and sent', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `${D}/createJdbgDoc?id=${saved.id}`,
      headers: { 'blade-auth': `bearer ${amToken}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /wordprocessingml/);
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    for (const words of [
      '尽职调查报告',
      saved.diligenceNo,
      '西南康复医疗设备直租项目',
      '王建国',
      '招商银行成都分行',
      '流动比率',
      '110101********1233',
      '有条件通过',
      '2,500,000.00',
    ])
      assert.ok(value.includes(words), `the report holds ${words}`);
    assert.ok(!value.includes('110101199003071233'), 'never the whole identity number');
    const again = await ok(admin, `${D}/detail?id=${saved.id}`);
    assert.equal(again.document.length, 1);
  });

  test('a report is frozen once its project’s review has begun: no new one, no change, no removal', async () => {
    const detail = await ok(admin, `${P}/detail?id=${reviewing.id}`);
    refused(
      await admin.post(`${D}/saveAll`, report({ projectId: reviewing.id, customerId: detail.customerId, persons: [] })),
      undefined,
      /尽调报告已不能修改或删除/,
    );
    // The demo's report on that project, as its approvers read it: neither changed nor removed.
    const [demo] = (await ok(admin, `${D}/page?projectId=${reviewing.id}`)).records as Rec[];
    refused(
      await admin.post(`${D}/saveAll`, { id: demo.id, version: demo.version, litigation: '改动' }),
      undefined,
      /尽调报告已不能修改或删除/,
    );
    refused(await admin.get(`${D}/remove?diligenceNo=${demo.diligenceNo}`), undefined, /尽调报告已不能修改或删除/);
    refused(await admin.post(`${D}/remove?ids=${demo.id}`, {}), undefined, /尽调报告已不能修改或删除/);
    assert.equal((await ok(admin, `${D}/detail?id=${demo.id}`)).litigation, demo.litigation ?? null);
  });

  test('persons removed with removeGe; the report removed by its number with its persons', async () => {
    const list = await ok(admin, `${D}/getGeList?diligenceNo=${saved.diligenceNo}`);
    await ok(admin, `${D}/removeGe?ids=${list[0].id}`, {});
    assert.equal((await ok(admin, `${D}/getGeList?id=${saved.id}`)).length, 0);
    const res = await admin.get(`${D}/detailGeAll?id=${list[0].id}`);
    assert.equal(res.status, 404);
    await ok(admin, `${D}/remove?diligenceNo=${saved.diligenceNo}`);
    assert.equal((await admin.get(`${D}/detailAll?id=${saved.id}`)).status, 404);
  });

  test('permissions: a caller without the buttons is refused', async () => {
    for (const url of [`${D}/getDiligenceNo`, `${D}/createJdbgDoc?id=1`])
      assert.equal((await gm.get(url)).status, 403, url);
    assert.equal((await gm.post(`${D}/saveAll`, report())).status, 403);
    assert.equal((await gm.post(`${D}/removeGe?ids=1`, {})).status, 403);
  });
});
