/**
 * 租后检查 (issue 32 item 4) through the real server on the demo tenant: the plan (a first check drafted for every
 * lessee, a special check for one more than 30 days past due, told to its account manager; the demo's first check done
 * and the next one due by its class); a check written with the ledger's figures and the diligence's finances filled;
 * its reports (saveReport, updateReport, reportList, removeReport) kept while it is written and frozen after; the
 * family's chain (部门负责人 → 风控) whose 预警 conclusion drafts 风险等级维护; the IOUs by credit code; the exported
 * report read back; refusals by label in both languages; permissions.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { addMonths } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import mammoth from 'mammoth';
import { type Client, type Session, client, ok, refused, signIn, testApp } from './helpers';
import { actAs, changeStaff, consentScan, staffId } from './support/servicing-fixture';

const TK = '/api/rzzl_qy/tracking/tracking';
type Rec = Record<string, string>;

let app: FastifyInstance;
let as: Record<string, Client>;
let sessions: Record<string, Session>;
let checks: Rec[];
let asOf = '';
let inspector = '';

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  ({ as, sessions } = await changeStaff(app, 'tracking_nobody'));
  as.admin = client(app, await signIn(app));
  checks = (await ok(as.lina, `${TK}/list?current=1&size=500`)).records as Rec[];
  asOf = (await ok(as.lina, '/api/rzzl_qy/overdue/businessDate')).businessDate;
  inspector = await staffId(app, 'zhangwei');
});
after(() => app.close());

/** What the inspector fills in to start a check. */
const written = (over: Record<string, unknown> = {}) => ({
  trackType: 'REGULAR',
  mode: 'ONSITE',
  planDate: asOf,
  checkDate: asOf,
  inspectors: inspector,
  operationNormal: 1,
  revenueTrend: 'DOWN',
  operationNote: '订单减少, 部分产线停工。',
  assetInUse: 1,
  assetLocationMatches: 1,
  signals: 'OPERATION,FINANCE',
  conclusion: 'NORMAL',
  measures: '加强监控, 每月检查。',
  ...over,
});

describe('租后检查', () => {
  test('the plan: one open regular check per lessee, the demo’s first check done and its next one due by class', async () => {
    const lessees = new Set(checks.map((c) => c.customerId));
    assert.ok(lessees.size >= 3, 'the demo lessees are planned');
    for (const customerId of lessees) {
      const open = checks.filter(
        (c) => c.customerId === customerId && c.trackType !== 'SPECIAL' && c.flowState !== 'approved',
      );
      assert.equal(open.length, 1, `one open planned check of ${customerId}`);
    }
    const done = checks.find((c) => c.flowState === 'approved');
    assert.ok(done, 'the demo’s first check is approved');
    assert.equal(done.trackType, 'FIRST');
    assert.equal(done.source, 'PLAN', 'the plan’s draft, written and started');
    const doneReports = await ok(as.lina, `${TK}/reportList?trackId=${done.id}`);
    assert.deepEqual(
      doneReports.map((r: Rec) => r.reportType),
      ['ONSITE'],
    );
    assert.match(done.trackNo, /^ZH\d{6}\d{3}$/);
    const next = checks.find((c) => c.customerId === done.customerId && c.trackType === 'REGULAR')!;
    assert.equal(next.source, 'PLAN');
    assert.equal(next.flowState, 'draft');
    const months = { NORMAL: 6, SPECIAL_MENTION: 3 }[done.currentLevel as 'NORMAL'] ?? 1;
    assert.equal(next.planDate, addMonths(done.checkDate, months), 'the next check by the lessee’s class');
    const first = checks.find((c) => c.trackType === 'FIRST' && c.flowState === 'draft')!;
    assert.equal(first.source, 'PLAN');
    assert.ok(first.planDate, 'planned 90 days after the first disbursement');
  });

  test('a special check for a lessee more than 30 days past due, told to its account manager; the plan is idempotent', async () => {
    const ious = (await ok(as.lina, '/api/rzzl_qy/overdue/overdue/list?current=1&size=100')).records as Rec[];
    const late = ious.filter((i) => Number(i.dpd) > 30).map((i) => i.customerId);
    // (企业监控's red signals call special checks too: source MONITOR.)
    const special = checks.filter((c) => c.trackType === 'SPECIAL' && c.source === 'OVERDUE');
    assert.deepEqual([...new Set(special.map((c) => c.customerId))].sort(), [...new Set(late)].sort());
    if (special.length) {
      let who = as.admin;
      for (const account of ['zhangwei', 'zhaolei', 'lina'])
        if ((await staffId(app, account)) === special[0].owner) who = as[account];
      const msgs = (await ok(who, '/api/blade-desk/msg-queue/pageList?current=1&size=50')).records as Rec[];
      assert.ok(
        msgs.some((m) => m.msgContent.includes(special[0].trackNo)),
        'the owner is told',
      );
    }
    const run = await ok(as.admin, '/api/blade-system/job/run', { code: 'tracking_plan' });
    assert.match(JSON.stringify(run), /新计划 0 项.*专项检查 0 项/);
    const again = (await ok(as.lina, `${TK}/list?current=1&size=500`)).records as Rec[];
    assert.equal(again.length, checks.length);
  });

  let checkId = '';
  let customerId = '';

  test('a check written: the ledger’s figures and the lessee’s code filled by the server; its reports kept with it', async () => {
    // 张伟's planned first check of one of his lessees: he writes it (the plan's draft is his as its owner).
    const open = checks.find((c) => c.trackType === 'FIRST' && c.flowState === 'draft' && c.owner === inspector)!;
    checkId = open.id;
    customerId = open.customerId;
    const who = as.zhangwei;
    assert.equal((await as.lina.post(`${TK}/save-data`, { id: checkId, customerId, ...written() })).status, 403);
    await ok(who, `${TK}/save-data`, { id: checkId, customerId, ...written() });
    const d = await ok(who, `${TK}/detailFlow?businessId=${checkId}`);
    assert.match(d.trackNo, /^ZH\d{9}$/);
    assert.equal(d.source, 'PLAN');
    assert.equal(d.trackType, 'REGULAR', 'what he wrote');
    assert.ok(d.uscCode, 'the lessee’s credit code');
    assert.ok(Number(d.iouCount) >= 1);
    assert.ok(Number(d.outstandingPrincipal) > 0);
    assert.ok(d.currentLevel);
    assert.equal(d.signals, 'OPERATION,FINANCE');

    const report = await ok(who, `${TK}/saveReport`, {
      trackId: checkId,
      reportType: 'ONSITE',
      title: '现场检查报告',
      reportDate: asOf,
      content: '车间两条产线停工。',
    });
    await ok(who, `${TK}/saveReport`, { trackId: checkId, reportType: 'PHOTOS', title: '设备照片' });
    // A report's file is the check's to read: fileListPlus over the check and its report says whose each file is.
    const scanned = await ok(who, `${TK}/saveReport`, {
      trackId: checkId,
      reportType: 'OTHER',
      title: '保证人确认',
      files: await consentScan(app, sessions.zhangwei),
    });
    const listed = await ok(who, `/api/rzzl_qy/common/file/fileListPlus?pid=${checkId},${scanned.id}`);
    assert.deepEqual(
      listed.map((f: Rec) => [f.pid, f.ywlx]),
      [[scanned.id, 'trackingReport']],
    );
    await ok(who, `${TK}/removeReport?ids=${scanned.id}`, {});
    await ok(who, `${TK}/updateReport`, { id: report.id, reportType: 'ONSITE', title: '现场检查报告(修订)' });
    let list = await ok(who, `${TK}/reportList?trackId=${checkId}`);
    assert.deepEqual(
      list.map((r: Rec) => r.title),
      ['现场检查报告(修订)', '设备照片'].sort((a, b) => (a === '设备照片' ? 1 : b === '设备照片' ? -1 : 0)),
    );
    await ok(who, `${TK}/removeReport?ids=${list[1].id}`, {});
    list = await ok(who, `${TK}/reportList?trackId=${checkId}`);
    assert.equal(list.length, 1);
    refused(await who.post(`${TK}/saveReport`, { trackId: checkId, reportType: 'ONSITE' }), 'title', /请输入报告标题/);
    refused(
      await as.english.post(`${TK}/saveReport`, { trackId: checkId, reportType: 'ONSITE' }),
      'title',
      /please enter the title/,
    );
    assert.equal((await who.get(`${TK}/reportList?trackId=1`)).status, 404);
  });

  test('refused at start by label: a check date after the business date, a 预警 without a suggested class', async () => {
    const later = addMonths(asOf, 1);
    refused(
      await as.zhangwei.post(`${TK}/start-process`, { id: checkId, customerId, ...written({ checkDate: later }) }),
      'checkDate',
      /检查日期: 不能晚于业务日期/,
    );
    refused(
      await as.zhangwei.post(`${TK}/start-process`, { id: checkId, customerId, ...written({ conclusion: 'WARNING' }) }),
      'suggestedLevel',
      /建议分类: 检查结论为预警时必须填写/,
    );
    refused(await as.english.post(`${TK}/start-process`, { customerId, ...written({ mode: '' }) }), 'mode', /mode/);
  });

  test('approved through 部门负责人 and 风控: a 预警 drafts the suggested class for the lessee’s IOUs; the reports freeze', async () => {
    const started = await ok(as.zhangwei, `${TK}/start-process`, {
      id: checkId,
      customerId,
      ...written({ conclusion: 'WARNING', suggestedLevel: 'SUBSTANDARD' }),
    });
    assert.equal((await ok(as.zhangwei, `${TK}/detailFlow?businessId=${checkId}`)).flowState, 'running');
    refused(
      await as.zhangwei.post(`${TK}/saveReport`, { trackId: checkId, reportType: 'OTHER', title: 'x' }),
      undefined,
      /审批中或已通过/,
    );
    const before = (await ok(as.lina, '/api/rzzl_qy/risk/risk/list?current=1&size=200')).records as Rec[];
    await actAs(as.zhaolei, started.processInstanceId);
    await actAs(as.lina, started.processInstanceId);
    assert.equal((await ok(as.lina, `${TK}/detail?id=${checkId}`)).flowState, 'approved');
    const afterList = (await ok(as.lina, '/api/rzzl_qy/risk/risk/list?current=1&size=200')).records as Rec[];
    const drafts = afterList.filter((r) => !before.some((b) => b.id === r.id));
    assert.ok(drafts.length >= 1, 'a 风险等级维护 draft per IOU the class would change');
    for (const r of drafts) {
      assert.equal(r.customerId, customerId);
      assert.equal(r.proposedLevel, 'SUBSTANDARD');
      assert.equal(r.flowState, 'draft');
      assert.match(r.reason, /租后检查 ZH\d+ 结论为预警/);
    }
    assert.equal((await as.lina.post(`${TK}/remove?ids=${checkId}`, {})).status, 400, 'an approved check stays');
  });

  test('the lessee’s IOUs by its credit code; the check exported as a .docx read back', async () => {
    const d = await ok(as.lina, `${TK}/detail?id=${checkId}`);
    const ious = await ok(as.lina, `${TK}/getIouListByUscCode?uscCode=${d.uscCode}`);
    assert.ok(ious.length >= 1);
    assert.ok(ious.every((i: Rec) => i.iouNo));
    assert.deepEqual(await ok(as.lina, `${TK}/getIouListByUscCode?uscCode=000000000000000000`), []);
    refused(await as.lina.get(`${TK}/getIouListByUscCode`), 'uscCode', /请输入统一社会信用代码/);

    const res = await app.inject({
      method: 'GET',
      url: `${TK}/exReport?id=${checkId}`,
      headers: { 'blade-auth': `bearer ${sessions.lina.token}` },
    });
    assert.equal(res.statusCode, 200, res.body);
    assert.match(String(res.headers['content-type']), /wordprocessingml/);
    const { value } = await mammoth.extractRawText({ buffer: res.rawPayload });
    for (const words of ['租后检查报告', d.trackNo, d.customerName, '预警', '次级', '现场检查报告(修订)'])
      assert.ok(value.includes(words), `${words} in ${value}`);
  });

  test('permissions: without 租后检查 the calls are refused', async () => {
    for (const url of [
      `${TK}/list`,
      `${TK}/reportList?trackId=1`,
      `${TK}/getIouListByUscCode?uscCode=1`,
      `${TK}/exReport?id=1`,
    ])
      assert.equal((await as.nobody.get(url)).status, 403, url);
    assert.equal(
      (await as.nobody.post(`${TK}/saveReport`, { trackId: '1', reportType: 'ONSITE', title: 'x' })).status,
      403,
    );
    assert.equal((await as.wangfang.post(`${TK}/start-process`, { customerId, ...written() })).status, 403);
  });
});
