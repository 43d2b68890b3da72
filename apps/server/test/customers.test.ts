/**
 * The customer area through the real server: both customer kinds, the check digits and unique code, contacts as
 * children, related parties and their group, queryList bands, the picker, ID masking and the edit round trip, owner
 * scope and handover, the consumer registry's and applications' transitions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { idCardCheckChar, usccCheckChar } from '@flp/shared/validate';
import type { FastifyInstance } from 'fastify';
import ExcelJS from 'exceljs';
import { BASIC, type Client, type Session, client, createTenant, ok, signIn, testApp } from './helpers';

const C = '/api/rzzl_qy/customer/basicinfo';
const R = '/api/rzzl_qy/customer/relation';
const uscc = (org: string, region = '440305') => `91${region}${org}${usccCheckChar(`91${region}${org}`)}`;
const idCard = (body17: string) => `${body17}${idCardCheckChar(body17)}`;
const yearsAgo = (n: number, days = 0) => {
  const d = new Date();
  d.setFullYear(d.getFullYear() - n);
  d.setDate(d.getDate() + days);
  return d.toISOString().slice(0, 10);
};

let app: FastifyInstance;
let admin: Client;
let en: Client;
type Node = { id: string; code: string; children?: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

const company = (org: string, extra: Record<string, unknown> = {}) => ({
  idType: 2,
  compname: `测试企业${org}`,
  creditCode: uscc(org),
  regionCode: '440305',
  industryCode: 'C3511',
  entStatus: '存续',
  ...extra,
});
const byName = async (c: Client, compname: string) => {
  const page = await ok(c, `${C}/page?compname=${encodeURIComponent(compname)}&size=50`);
  const rec = page.records.find((r: { compname: string }) => r.compname === compname);
  return rec ? ok(c, `${C}/detail?id=${rec.id}`) : undefined;
};

before(async () => {
  app = await testApp();
  const session = await signIn(app);
  admin = client(app, session);
  en = client(app, session, { lang: 'en-US' });
});
after(() => app.close());

describe('customers', () => {
  test('an enterprise and a natural person are created; the ID number tells birth date and gender', async () => {
    await ok(admin, `${C}/submit`, company('MA0000001', { regCapital: '3000000', estDate: yearsAgo(2) }));
    const person = idCard('11010519900307002');
    await ok(admin, `${C}/submit`, { idType: 1, compname: '张三', idCard: person, mobile: '13800138000' });
    const p = await byName(admin, '张三');
    assert.equal(p.birthDate, '1990-03-07');
    assert.equal(p.gender, Number(person[16]) % 2 ? 1 : 2);
    assert.equal(p.certType, '1');
    assert.equal(p.custState, 'normal');
    const e = await byName(admin, '测试企业MA0000001');
    assert.equal(e.creditCode, uscc('MA0000001'));
    assert.equal(e.idCard, null);
  });

  test('each type requires its own fields; the other type’s are cleared', async () => {
    const r = await admin.post(`${C}/submit`, { idType: 2, compname: '无代码企业' });
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /统一社会信用代码/);
    const p = await admin.post(`${C}/submit`, { idType: 1, compname: '李四' });
    assert.equal(p.status, 400);
    assert.deepEqual(
      r.body.data.errors.map((x: { field: string }) => x.field),
      ['creditCode'],
    );
    assert.deepEqual(p.body.data.errors.map((x: { field: string }) => x.field).sort(), ['idCard', 'mobile']);
    await ok(
      admin,
      `${C}/submit`,
      company('MA0000009', { mobile: '13800000000', idCard: idCard('11010519900307002') }),
    );
    const e = await byName(admin, '测试企业MA0000009');
    assert.equal(e.mobile, null);
    assert.equal(e.idCard, null);
  });

  test('a bad check digit is refused naming 统一社会信用代码 / 身份证号; nothing is written', async () => {
    const good = uscc('MA0000002');
    const bad = `${good.slice(0, 17)}${good[17] === '0' ? '1' : '0'}`;
    const r = await admin.post(`${C}/submit`, company('MA0000002', { creditCode: bad }));
    assert.equal(r.status, 400);
    assert.equal(r.body.msg, '统一社会信用代码: 校验位不正确');
    const english = await en.post(`${C}/submit`, company('MA0000002', { creditCode: bad }));
    assert.equal(english.body.msg, 'Unified social credit code: check digit is wrong');
    const id = idCard('11010519900307003');
    const badId = `${id.slice(0, 17)}${id[17] === '1' ? '2' : '1'}`;
    const p = await admin.post(`${C}/submit`, { idType: 1, compname: '王五', idCard: badId, mobile: '13800138001' });
    assert.equal(p.status, 400);
    assert.equal(p.body.msg, '身份证号: 校验位不正确');
    assert.equal(await byName(admin, '王五'), undefined);
    assert.equal(await byName(admin, '测试企业MA0000002'), undefined);
  });

  test('the 统一社会信用代码 is unique among live customers of the tenant', async () => {
    const r = await admin.post(`${C}/submit`, company('MA0000001', { compname: '重复企业' }));
    assert.equal(r.status, 400);
    assert.match(r.body.msg, /统一社会信用代码/);
    // Removed, the code is free again.
    const e = await byName(admin, '测试企业MA0000001');
    await ok(admin, `${C}/remove?ids=${e.id}`, {});
    await ok(admin, `${C}/submit`, company('MA0000001', { regCapital: '3000000', estDate: yearsAgo(2) }));
  });

  test('contacts are children: validated with the customer, a bad one named by its row', async () => {
    const contacts = [
      { name: '甲', mobile: '13900000001', isPrimary: 1 },
      { name: '乙', mobile: '1390000' },
    ];
    const r = await admin.post(`${C}/submit`, company('MA0000003', { contacts }));
    assert.equal(r.status, 400);
    assert.equal(r.body.data.errors[0].field, 'contacts[1].mobile');
    assert.match(r.body.msg, /^联系人第2行 手机号: /);
    assert.equal(await byName(admin, '测试企业MA0000003'), undefined);
    contacts[1].mobile = '13900000002';
    await ok(admin, `${C}/submit`, company('MA0000003', { contacts }));
    const e = await byName(admin, '测试企业MA0000003');
    assert.deepEqual(
      e.contacts.map((x: { name: string }) => x.name),
      ['甲', '乙'],
    );
    const listed = await ok(admin, `/api/rzzl_qy/customer/contactPerson/getContactPersonList?pid=${e.id}`);
    assert.equal(listed.length, 2);
    const one = await ok(admin, `/api/rzzl_qy/customer/contactPerson/detail?id=${listed[0].id}`);
    assert.equal(one.customerId, e.id);
    assert.equal((await ok(admin, `/api/rzzl_qy/customer/contactPerson/list?customerId=${e.id}`)).total, 2);
  });

  test('editing is recorded in the change history', async () => {
    const e = await byName(admin, '测试企业MA0000003');
    await ok(admin, `${C}/submit`, { id: e.id, version: e.version, legalPerson: '新法人', contacts: e.contacts });
    const h = await ok(admin, `/api/rzzl_qy/common/modify/list?ywlx=customer&dataid=${e.id}`);
    const rows = h.records ?? h;
    assert.ok(rows.some((x: { ysmc: string; newval: string }) => x.ysmc === 'LEGAL_PERSON' && x.newval === '新法人'));
  });
});

describe('queryList and the picker', () => {
  before(async () => {
    await ok(
      admin,
      `${C}/submit`,
      company('MA0000010', {
        regionCode: '110105',
        industryCode: 'I6511',
        regCapital: '60000000',
        estDate: yearsAgo(12),
      }),
    );
    await ok(
      admin,
      `${C}/submit`,
      company('MA0000011', {
        regionCode: '110108',
        industryCode: 'C3670',
        regCapital: '999999.99',
        estDate: yearsAgo(0, -30),
      }),
    );
    await ok(
      admin,
      `${C}/submit`,
      company('MA0000012', {
        regionCode: '310115',
        industryCode: 'C3670',
        regCapital: '1000000',
        estDate: yearsAgo(1),
      }),
    );
  });
  const names = (page: { records: { compname: string }[] }) => page.records.map((r) => r.compname).sort();

  test('bands of 注册资本 and 成立年限, province by region code prefix, industry by code prefix', async () => {
    assert.deepEqual(names(await ok(admin, `${C}/queryList?regcap=5&rowSize=50`)), ['测试企业MA0000010']);
    assert.deepEqual(names(await ok(admin, `${C}/queryList?regcap=1&rowSize=50`)), ['测试企业MA0000011']);
    assert.deepEqual(names(await ok(admin, `${C}/queryList?regcap=2&rowSize=50`)).includes('测试企业MA0000012'), true);
    assert.deepEqual(names(await ok(admin, `${C}/queryList?qyear=5&rowSize=50`)), ['测试企业MA0000010']);
    assert.deepEqual(names(await ok(admin, `${C}/queryList?qyear=1&rowSize=50`)), ['测试企业MA0000011']);
    // Founded exactly a year ago: 1–3 years.
    assert.ok(names(await ok(admin, `${C}/queryList?qyear=2&rowSize=50`)).includes('测试企业MA0000012'));
    assert.deepEqual(names(await ok(admin, `${C}/queryList?province=11&rowSize=50`)), [
      '测试企业MA0000010',
      '测试企业MA0000011',
    ]);
    assert.deepEqual(names(await ok(admin, `${C}/queryList?province=11&industry=C&rowSize=50`)), ['测试企业MA0000011']);
    const paged = await ok(
      admin,
      `${C}/queryList?compname=${encodeURIComponent('测试企业MA00000')}&current=2&rowSize=2`,
    );
    assert.equal(paged.current, 2);
    assert.equal(paged.records.length, 2);
    const bad = await admin.post(`${C}/queryList?regcap=9`);
    assert.ok([400, 404].includes(bad.status));
    const badGet = await admin.get(`${C}/queryList?regcap=9`);
    assert.equal(badGet.status, 400);
    assert.match(badGet.body.msg, /^注册资本/);
    // The list call takes the same bands.
    assert.deepEqual(names(await ok(admin, `${C}/page?regcap=5&size=50`)), ['测试企业MA0000010']);
  });

  test('select?idType=2 offers companies only', async () => {
    const all = await ok(admin, `${C}/select?size=100`);
    assert.ok(all.some((x: { title: string }) => x.title === '张三'));
    const companies = await ok(admin, `${C}/select?idType=2&size=100`);
    assert.ok(companies.length > 0);
    assert.ok(!companies.some((x: { title: string }) => x.title === '张三'));
    assert.equal((await admin.get(`${C}/select?idType=7`)).status, 400);
  });
});

describe('related parties', () => {
  let a: string;
  let b: string;
  let c: string;
  before(async () => {
    for (const org of ['MA0000020', 'MA0000021', 'MA0000022']) await ok(admin, `${C}/submit`, company(org));
    [a, b, c] = await Promise.all(
      ['MA0000020', 'MA0000021', 'MA0000022'].map(async (o) => (await byName(admin, `测试企业${o}`)).id),
    );
  });

  test('relations are checked: no self relation, no repeat, percent within 0–100', async () => {
    await ok(admin, `${R}/submit`, { customerId: a, relatedId: b, relationType: 'controlling', shareRatio: '60' });
    const self = await admin.post(`${R}/submit`, { customerId: a, relatedId: a, relationType: 'other' });
    assert.equal(self.status, 400);
    assert.match(self.body.msg, /关联客户/);
    const twice = await admin.post(`${R}/submit`, { customerId: a, relatedId: b, relationType: 'controlling' });
    assert.equal(twice.status, 400);
    const over = await admin.post(`${R}/submit`, {
      customerId: a,
      relatedId: c,
      relationType: 'controlling',
      shareRatio: '101',
    });
    assert.equal(over.status, 400);
    assert.match(over.body.msg, /持股比例/);
    await ok(admin, `${R}/submit`, { customerId: b, relatedId: c, relationType: 'group' });
    const reverse = await admin.post(`${R}/submit`, { customerId: c, relatedId: b, relationType: 'group' });
    assert.equal(reverse.status, 400);
  });

  test("a relation to another tenant's customer is refused", async () => {
    await createTenant(app, '300001');
    const other = client(app, await signIn(app, 'admin', 'admin', '300001'));
    await ok(other, `${C}/submit`, company('MA0000099'));
    const theirs = (await byName(other, '测试企业MA0000099')).id;
    const r = await admin.post(`${R}/submit`, { customerId: a, relatedId: theirs, relationType: 'other' });
    assert.equal(r.status, 400);
    assert.equal(r.body.data.errors[0].field, 'relatedId');
    assert.equal((await admin.get(`${R}/graph?customerId=${theirs}`)).status, 404);
  });

  test('the by-customer list and the group graph', async () => {
    const mine = await ok(admin, `${R}/byCustomer?customerId=${b}`);
    assert.equal(mine.length, 2);
    assert.ok(mine.every((r: { customerName: string; relatedName: string }) => r.customerName && r.relatedName));
    const g = await ok(admin, `${R}/graph?customerId=${c}`);
    assert.deepEqual(g.nodes.map((n: { id: string }) => n.id).sort(), [a, b, c].sort());
    assert.equal(g.edges.length, 2);
    const control = g.edges.find((e: { relationType: string }) => e.relationType === 'controlling');
    assert.deepEqual([control.source, control.target], [b, a]);
    assert.equal(g.truncated, false);
    // Removing a customer takes its relations with it.
    await ok(admin, `${C}/remove?ids=${c}`, {});
    assert.equal((await ok(admin, `${R}/byCustomer?customerId=${b}`)).length, 1);
  });
});

describe('masking, owner scope and handover', () => {
  let staff: Client;
  let staffSession: Session;
  let staffId: string;
  let personId: string;
  const number = idCard('44030519850716013');
  before(async () => {
    await ok(admin, '/api/blade-system/role/submit', { parentId: '0', roleName: '客户经理', roleAlias: 'am', sort: 2 });
    const roles = flatten(await ok(admin, '/api/blade-system/role/tree')) as unknown as { id: string; title: string }[];
    const role = roles.find((r) => r.title === '客户经理')!.id;
    const menus = flatten(await ok(admin, '/api/blade-system/menu/list'));
    // Everything of 客户管理 but 查看敏感信息 and 移交.
    const granted = menus.filter(
      (m) => m.code.startsWith('customer') && !m.code.endsWith('_sensitive') && !m.code.endsWith('_handover'),
    );
    const basic = menus.find((m) => m.code === 'customer_basicinfo')!;
    await ok(admin, '/api/blade-system/data-scope/submit', {
      menuId: basic.id,
      resourceCode: 'customer_basicinfo',
      scopeName: '本人客户',
      scopeField: '*',
      scopeColumn: 'create_dept',
      scopeType: 2,
      scopeValue: '',
    });
    const scope = (
      await ok(admin, `/api/blade-system/data-scope/list?current=1&size=10&scopeName=${encodeURIComponent('本人客户')}`)
    ).records[0];
    await ok(admin, '/api/blade-system/role/grant', {
      roleIds: [role],
      menuIds: granted.map((m) => m.id),
      dataScopeIds: [scope.id],
      apiScopeIds: [],
    });
    const deptId = (await ok(admin, '/api/blade-system/dept/list'))[0].id;
    await ok(admin, '/api/blade-user/submit', {
      account: 'am1',
      password: 'Secret-123',
      password2: 'Secret-123',
      name: 'am1',
      realName: '经理甲',
      roleId: role,
      deptId,
    });
    staffId = (await ok(admin, '/api/blade-user/page?account=am1')).records[0].id;
    staffSession = await signIn(app, 'am1', 'Secret-123');
    staff = client(app, staffSession);
    await ok(admin, `${C}/submit`, {
      idType: 1,
      compname: '赵六',
      idCard: number,
      mobile: '13800138002',
      owner: staffId,
    });
    personId = (await byName(admin, '赵六')).id;
  });

  test('ID numbers are masked in every read without 查看敏感信息, whole with it', async () => {
    const masked = `${number.slice(0, 6)}********${number.slice(-4)}`;
    assert.equal((await ok(staff, `${C}/detail?id=${personId}`)).idCard, masked);
    const page = await ok(staff, `${C}/page?size=50`);
    assert.equal(page.records.find((r: { id: string }) => r.id === personId).idCard, masked);
    const q = await ok(staff, `${C}/queryList?compname=${encodeURIComponent('赵六')}`);
    assert.equal(q.records[0].idCard, masked);
    assert.equal((await ok(admin, `${C}/detail?id=${personId}`)).idCard, number);
    // The export reads through the same service: the spreadsheet is masked too.
    const sheet = await app.inject({
      method: 'GET',
      url: `${C}/exportList?compname=${encodeURIComponent('赵六')}`,
      headers: { authorization: BASIC, 'blade-auth': `bearer ${staffSession.token}` },
    });
    assert.equal(sheet.statusCode, 200, sheet.body);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(sheet.rawPayload as unknown as ArrayBuffer);
    const cells = (wb.worksheets[0].getRow(2).values as unknown[]).map(String);
    assert.ok(cells.includes(masked), cells.join('|'));
    assert.ok(!cells.includes(number));
  });

  test('without 查看敏感信息 a list may not filter or sort by an ID number (its hidden digits would be told back)', async () => {
    // a digit at a time: `idCard_likeright=…3` would answer whether the number ends so
    for (const query of [
      `idCard_likeright=${number.slice(-5)}`,
      `idCard=${number.slice(6, 10)}`,
      'descs=id_card',
      'ascs=compname,idCard',
    ]) {
      const page = await staff.get(`${C}/page?${query}`);
      assert.equal(page.status, 403, query);
      assert.equal(page.body.msg, '身份证号: 无权按此查询或排序 (需要「查看敏感信息」权限)', query);
      assert.equal((await staff.get(`${C}/list?${query}`)).status, 403, query);
    }
    const en = await client(app, staffSession, { lang: 'en-US' }).get(`${C}/page?idCard_likeright=3`);
    assert.equal(en.body.msg, 'ID number: may not be searched or sorted by without View sensitive data (查看敏感信息)');
    // the holder of the button may; an empty filter (as the search form sends) is no filter
    assert.equal((await ok(admin, `${C}/page?idCard=${number}`)).records[0].id, personId);
    assert.ok((await ok(staff, `${C}/page?idCard=&compname=${encodeURIComponent('赵六')}`)).records.length >= 1);
  });

  test('saving the form as shown keeps the stored number; a made-up masked value is refused', async () => {
    const shown = await ok(staff, `${C}/detail?id=${personId}`);
    await ok(staff, `${C}/submit`, { ...shown, address: '深圳市南山区' });
    const stored = await ok(admin, `${C}/detail?id=${personId}`);
    assert.equal(stored.idCard, number);
    assert.equal(stored.address, '深圳市南山区');
    const forged = await staff.post(`${C}/submit`, {
      id: personId,
      version: stored.version,
      idCard: '110101********1234',
    });
    assert.equal(forged.status, 400);
    assert.match(forged.body.msg, /^身份证号/);
    // The history never shows the whole number.
    const replacement = idCard('44030519850716024');
    await ok(admin, `${C}/submit`, { id: personId, version: stored.version, idCard: replacement });
    const h = await ok(admin, `/api/rzzl_qy/common/modify/list?ywlx=customer&dataid=${personId}`);
    const rows = (h.records ?? h) as { ysmc: string; oldval: string; newval: string }[];
    const change = rows.find((r) => r.ysmc === 'ID_CARD')!;
    assert.equal(change.oldval, masked(number));
    assert.equal(change.newval, masked(replacement));
    function masked(n: string) {
      return `${n.slice(0, 6)}********${n.slice(-4)}`;
    }
  });

  test('本人可见 shows the customers one manages; handover moves them', async () => {
    const seen = (await ok(staff, `${C}/page?size=100`)).records.map((r: { compname: string }) => r.compname);
    assert.deepEqual(seen, ['赵六']);
    const e = await byName(admin, '测试企业MA0000010');
    assert.equal((await staff.get(`${C}/detail?id=${e.id}`)).status, 404);
    const me = (await ok(admin, '/api/blade-user/info')).id;
    const forbidden = await staff.post(`${C}/handover`, { ids: e.id, to: staffId });
    assert.equal(forbidden.status, 403, 'the handover button is not granted');
    assert.equal(await ok(admin, `${C}/handover`, { ids: e.id, to: staffId }), 1);
    const now = (await ok(staff, `${C}/page?size=100`)).records.map((r: { compname: string }) => r.compname).sort();
    assert.deepEqual(now, ['测试企业MA0000010', '赵六']);
    assert.equal((await ok(admin, `${C}/detail?id=${e.id}`)).ownerName, '经理甲');
    assert.equal(await ok(admin, `${C}/handover`, { from: staffId, to: me }), 2);
    assert.equal((await ok(staff, `${C}/page?size=100`)).total, 0);
  });
});

describe('consumer registry and product applications', () => {
  const CO = '/api/rzzl_qy/customer/consumer';
  const PA = '/api/rzzl_qy/customer/proapply';
  const number = idCard('31011519950512017');
  test('a registration is checked, found by phone, passed once; a second pass is a 409', async () => {
    const bad = await admin.post(`${CO}/submit`, {
      name: '何一',
      phone: '13712340001',
      idCard: `${number.slice(0, 17)}${number[17] === '0' ? '1' : '0'}`,
    });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /^身份证号/);
    await ok(admin, `${CO}/submit`, {
      name: '何一',
      phone: '13712340001',
      idCard: number,
      product: '家电分期',
      platform: 'wechat',
    });
    const found = await ok(admin, `${CO}/detail?phone=13712340001`);
    assert.equal(found.regState, 'pending');
    assert.equal((await ok(admin, `${CO}/detail?id=${found.id}`)).name, '何一');
    assert.equal((await admin.get(`${CO}/detail?phone=13700000000`)).status, 404);
    assert.equal(await ok(admin, `${CO}/pass?id=${found.id}`, {}), true);
    assert.equal((await ok(admin, `${CO}/detail?id=${found.id}`)).regState, 'passed');
    const again = await admin.post(`${CO}/pass?id=${found.id}`, {});
    assert.equal(again.status, 409);
    assert.match(again.body.msg, /已通过/);
    assert.equal((await admin.post(`${CO}/back`, { id: found.id })).status, 409);
  });

  test('a registration is sent back with its reason; its ID number is masked without the permission', async () => {
    await ok(admin, `${CO}/submit`, { name: '宋二', phone: '13712340002', idCard: idCard('31011519980803028') });
    const r = await ok(admin, `${CO}/detail?phone=13712340002`);
    await ok(admin, `${CO}/back`, { id: r.id, reason: '照片不清晰' });
    const back = await ok(admin, `${CO}/detail?id=${r.id}`);
    assert.equal(back.regState, 'returned');
    assert.equal(back.backReason, '照片不清晰');
    const staff = client(app, await signIn(app, 'am1', 'Secret-123'));
    const seen = await ok(staff, `${CO}/detail?id=${r.id}`);
    assert.match(seen.idCard, /^310115\*{8}\d{3}[\dX]$/);
    assert.equal((await staff.post(`${CO}/pass?id=${r.id}`, {})).status, 409);
  });

  test('applications: paged by page/size/platform, examined once, a rejection needs an opinion', async () => {
    await ok(admin, `${PA}/submit`, {
      applicant: '邓三',
      product: '电动车租赁',
      amount: '6800',
      term: 12,
      platform: 'app',
    });
    await ok(admin, `${PA}/submit`, {
      applicant: '许四',
      product: '家电分期',
      amount: '12999',
      term: 24,
      platform: 'h5',
    });
    const bad = await admin.post(`${PA}/submit`, { applicant: '许四', product: '家电分期', amount: '0', term: 24 });
    assert.equal(bad.status, 400);
    assert.match(bad.body.msg, /金额/);
    const page = await ok(admin, `${PA}/page?page=1&size=10&platform=app`);
    assert.equal(page.total, 1);
    const app1 = page.records[0];
    const noOpinion = await admin.post(`${PA}/examine`, { id: app1.id, result: 'reject' });
    assert.equal(noOpinion.status, 400);
    assert.match(noOpinion.body.msg, /审批意见/);
    await ok(admin, `${PA}/examine`, { id: app1.id, result: 'approve', opinion: '同意' });
    const done = await ok(admin, `${PA}/detail?id=${app1.id}`);
    assert.equal(done.applyState, 'approved');
    assert.equal(done.opinion, '同意');
    assert.equal((await admin.post(`${PA}/examine`, { id: app1.id, result: 'reject', opinion: 'x' })).status, 409);
    const edit = await admin.post(`${PA}/submit`, { id: app1.id, amount: '1' });
    assert.equal(edit.status, 400);
  });
});
