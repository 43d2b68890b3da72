/**
 * 资金管理 (issue 31 items 5–7) through the API on the demo: a bank loan saved checked and approved as 融资申请 (财务负责人
 * → 总经理), a drawdown with the bank's schedule (the brief's 50,000,000 × 4.2 % × 91 / 360 = 530,833.33), the
 * instalment warned of when due and when overdue, repaid — applied, figures and movements following, the warning gone;
 * a 保理 loan backed by a lease IOU; the financing ledger and its month-by-month gap; the dashboards' funding figures.
 * The test's loans are with banks the demo's are not (中国银行, 浦发), so the demo's own loans do not move its figures.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { type Client, client, ok, refused, testApp } from './helpers';
import { actAs, changeStaff } from './support/servicing-fixture';

const L = '/api/rzzl_qy/bankLoan/bankloan';
const I = '/api/rzzl_qy/bankLoan/bankiou';
const P = '/api/rzzl_qy/bankLoan/bankrepayment';
const W = '/api/rzzl_qy/bankLoan/bankloanwater';
const A = '/api/rzzl_qy/financingAccount/financingaccount';

// biome-ignore lint/suspicious/noExplicitAny: answers read as the tests need them
type Row = Record<string, any>;
let app: FastifyInstance;
let as: Record<string, Client> = {};
let today: string;

const loanBody = {
  loanContractNo: 'JK-BOC-2026-001',
  bankKey: 'BOC',
  branch: '中国银行上海分行营业部',
  loanType: 'WORKING_CAPITAL',
  creditLine: '200000000',
  amount: '100000000',
  startDate: '2026-03-01',
  endDate: '2028-03-01',
  annualRate: '4.2',
  repaymentMethod: 'QUARTERLY_INTEREST',
  interestDay: 20,
  guaranteeMode: 'GUARANTEE',
};

before(async () => {
  app = await testApp({ SEED_DEMO: 'on' });
  const staff = await changeStaff(app, 'funding_nobody', ['sunli']);
  as = staff.as;
  as.treasuryInEnglish = client(app, staff.sessions.wangfang, { lang: 'en-US' });
  today = (await ok(as.lina, '/api/rzzl_qy/overdue/businessDate')).businessDate;
});
after(() => app.close());

/** Saves and approves a loan through 财务负责人 and 总经理; its id. */
async function approvedLoan(body: Row) {
  const saved = await ok(as.wangfang, `${L}/save-data`, body);
  const started = await ok(as.wangfang, `${L}/start-process`, { id: saved.businessId });
  await actAs(as.sunli, started.processInstanceId);
  await actAs(as.chenjing, started.processInstanceId);
  return String(saved.businessId);
}

describe('债券', () => {
  const B = '/api/rzzl_qy/bondlssuance/bondlssuance';
  const body = {
    holderType: 'CUSTOMER',
    issuerName: '华东重工集团有限公司',
    useCode: '91110000802100433B',
    bondName: '22华东01',
    bondCode: '185566.SH',
    bondType: 'CORPORATE',
    issueDate: '2022-03-10',
    maturityDate: '2027-03-10',
    issueAmount: '500000000',
    couponRate: '4.5',
    couponFreq: 'ANNUAL',
    bondRating: 'AA+',
  };
  test('a bond entered checked; listed by issuer; the provider calls say none is configured', async () => {
    assert.equal((await as.zhangwei.post(`${B}/submit`, body)).status, 403);
    refused(
      await as.wangfang.post(`${B}/submit`, { ...body, maturityDate: '2021-01-01' }),
      'maturityDate',
      /到期日: 必须晚于发行日/,
    );
    refused(
      await as.wangfang.post(`${B}/submit`, { ...body, useCode: '91110000802100433X' }),
      'useCode',
      /发行人信用代码/,
    );
    refused(
      await as.wangfang.post(`${B}/submit`, { ...body, outstanding: '600000000' }),
      'outstanding',
      /不能超过发行规模/,
    );
    await ok(as.wangfang, `${B}/submit`, body);
    const mine = (await ok(as.wangfang, `${B}/listByUseCode?useCode=91110000802100433b`)) as Row[];
    assert.deepEqual(
      mine.map((b) => [b.bondCode, b.outstanding]),
      [['185566.SH', '500000000.00']],
    );
    const synced = await as.treasuryInEnglish.get(`${B}/syncAuto`);
    assert.equal(synced.status, 409);
    assert.match(synced.body.msg, /No bond data service is configured/);
    assert.equal((await as.wangfang.post(`${B}/creatRiskCompDiligence`, { useCode: body.useCode })).status, 409);
    const all = (await ok(as.wangfang, '/api/rzzl_qy/bondlssuancesystem/selectNoPageBondlssuance', {})) as Row[];
    assert.ok(
      all.some((b) => b.bondCode === '185566.SH') && all.some((b) => b.holderType === 'OWN'),
      'the demo’s ABS too',
    );
  });
});

describe('银行借款', () => {
  let loanId: string;
  let iou: Row;

  test('a loan is saved checked, then approved; nothing is drawn before', async () => {
    assert.equal((await as.nobody.post(`${L}/save-data`, loanBody)).status, 403);
    refused(
      await as.wangfang.post(`${L}/save-data`, { ...loanBody, endDate: '2025-01-01' }),
      'endDate',
      /合同到期日: 必须晚于合同起始日/,
    );
    refused(
      await as.wangfang.post(`${L}/save-data`, { ...loanBody, amount: '300000000' }),
      'amount',
      /不能超过授信额度/,
    );
    refused(await as.wangfang.post(`${L}/save-data`, { ...loanBody, rateType: 'LPR' }), 'lprTenor', /LPR浮动利率必填/);
    const draft = await ok(as.wangfang, `${L}/save-data`, { ...loanBody, loanContractNo: 'JK-DRAFT' });
    refused(
      await as.wangfang.post(`${I}/submit`, {
        bankLoanId: draft.businessId,
        bankIouNo: 'X-1',
        drawdownDate: '2026-03-21',
        amount: '1000',
        endDate: '2027-03-21',
      }),
      'bankLoanId',
      /尚未审批通过/,
    );
    // Approved through the spec's own call for the last step (POST bankloan/finish), the general manager's.
    const saved = await ok(as.wangfang, `${L}/save-data`, loanBody);
    const started = await ok(as.wangfang, `${L}/start-process`, { id: saved.businessId });
    await actAs(as.sunli, started.processInstanceId);
    const open = ((await ok(as.chenjing, '/api/blade-flow/work/claim-list?current=1&size=100')).records as Row[]).find(
      (r) => r.processInstanceId === started.processInstanceId,
    );
    assert.ok(open, 'offered to the general manager');
    await ok(as.chenjing, `/api/blade-flow/work/claim-task?taskId=${open.taskId}`, {});
    await ok(as.chenjing, `${L}/finish`, { businessId: saved.businessId, flag: 'ok', comment: '同意' });
    loanId = String(saved.businessId);
    const loan = await ok(as.wangfang, `${L}/detail?id=${loanId}`);
    assert.deepEqual([loan.flowState, loan.loanState, loan.drawnAmount], ['approved', 'SIGNED', '0.00']);
  });

  test('a drawdown gets the bank’s schedule: 50,000,000 × 4.2 % × 91 / 360 = 530,833.33', async () => {
    const body = {
      bankLoanId: loanId,
      bankIouNo: 'JD-2026-0001',
      drawdownDate: '2026-03-21',
      amount: '50000000',
      endDate: '2027-03-21',
    };
    refused(
      await as.wangfang.post(`${I}/submit`, { ...body, amount: '100000001' }),
      'amount',
      /超过借款合同可提款余额 100000000.00/,
    );
    refused(
      await as.treasuryInEnglish.post(`${I}/submit`, { ...body, drawdownDate: '2025-01-01' }),
      'drawdownDate',
      /Drawn on: must be within the loan's term \(2026-03-01 to 2028-03-01\)/,
    );
    await ok(as.wangfang, `${I}/submit`, body);
    const [found] =
      (await ok(as.wangfang, `${L}/getBankIouList?bankLoanId=${loanId}`)).records ??
      (await ok(as.wangfang, `${L}/getBankIouList?bankLoanId=${loanId}`));
    iou = await ok(as.wangfang, `${L}/getBankIou?id=${found.id}`);
    assert.deepEqual(
      iou.periods.slice(0, 2).map((p: Row) => [p.endDate, p.days, p.interest]),
      [
        ['2026-06-20', 91, '530833.33'],
        ['2026-09-20', 92, '536666.67'],
      ],
    );
    assert.equal(iou.annualRate, '4.2000', 'the loan’s rate');
    assert.equal((await ok(as.wangfang, `${L}/getByBankIou?bankIouNo=JD-2026-0001`)).id, iou.id);
    assert.deepEqual(await ok(as.wangfang, `${L}/getFileList?lousNo=JD-2026-0001`), []);
    assert.equal((await as.wangfang.get(`${L}/getFileList?lousNo=NONE`)).status, 404);
    const loan = await ok(as.wangfang, `${L}/detail?id=${loanId}`);
    assert.deepEqual([loan.drawnAmount, loan.outstanding, loan.loanState], ['50000000.00', '50000000.00', 'REPAYING']);
    const water = (await ok(as.wangfang, `${W}/getByBankLoanConId?conId=${loanId}`)) as Row[];
    assert.deepEqual(
      water.map((w) => [w.direction, w.amount]),
      [['DRAWDOWN', '50000000.00']],
    );
  });

  test('what is overdue is warned of; a repayment is applied, the warning goes, the movements follow', async () => {
    const warned = (await ok(as.wangfang, `${L}/getWarnList`, {})) as Row[];
    const first = warned.find((w) => w.bankIouId === iou.id && w.period === 1);
    assert.ok(first, 'the first quarter is past (the demo’s business date is later)');
    assert.equal(first.state, 'OVERDUE');
    assert.equal(first.unpaid, '530833.33');
    refused(
      await as.wangfang.post(`${P}/submit`, { bankIouId: iou.id, repayDate: '2026-06-20' }),
      'principal',
      /至少填写一项/,
    );
    assert.match(
      (await as.wangfang.post(`${P}/submit`, { bankIouId: iou.id, repayDate: '2026-06-20', interest: '99999999' })).body
        .msg,
      /支付利息超过计划应付利息/,
    );
    await ok(as.wangfang, `${P}/submit`, { bankIouId: iou.id, repayDate: '2026-06-20', interest: '530833.33' });
    const after = (await ok(as.wangfang, `${L}/getWarnList`, {})) as Row[];
    assert.ok(!after.some((w) => w.id === first.id), 'paid: no longer warned of');
    const again = await ok(as.wangfang, `${L}/getBankIou?id=${iou.id}`);
    assert.equal(again.periods[0].settledOn, '2026-06-20');
    assert.equal(again.outstanding, '50000000.00');
    const water = (await ok(as.wangfang, `${W}/getByBankLoanConId?conId=${loanId}`)) as Row[];
    assert.deepEqual(
      water.map((w) => w.direction),
      ['DRAWDOWN', 'INTEREST'],
    );
    assert.equal((await as.wangfang.post(`${L}/endBankLou`, { id: iou.id })).status, 400);
    // Its terms are fixed once repaid.
    assert.match(
      (await as.wangfang.post(`${I}/submit`, { id: iou.id, amount: '1000', version: again.version })).body.msg,
      /已有还款, 不能再修改/,
    );
  });

  test('per bank, 机构还款明细, the financing ledger and its gap', async () => {
    const banks = (await ok(as.wangfang, `${L}/countByBankKey`)) as Row[];
    assert.deepEqual(
      banks.filter((b) => b.bankKey === 'BOC').map((b) => [b.loanCount, b.drawnAmount, b.outstanding]),
      [[1, '50000000.00', '50000000.00']],
    );
    const months = (await ok(as.wangfang, `${L}/getOrgHkmx`, { yearMonth: '2026-06', endMonth: '2026-06' })) as Row[];
    assert.deepEqual(
      months.filter((m) => m.bankKey === 'BOC').map((m) => [m.interestDue, m.interestPaid]),
      [['530833.33', '530833.33']],
    );
    refused(await as.wangfang.post(`${L}/getOrgHkmx`, { yearMonth: '2026-13' }), 'yearMonth', /起始月份/);
    const ledger = (await ok(as.wangfang, `${A}/list`)) as Row[];
    const boc = ledger.find((r) => r.bankKey === 'BOC');
    assert.deepEqual([boc?.creditLine, boc?.available, boc?.weightedRate], ['200000000.00', '150000000.00', '4.2000']);
    const gap = await ok(as.wangfang, `${A}/gap`);
    assert.equal(gap.asOf, today);
    assert.equal(gap.months.length, 13);
    for (const m of gap.months)
      assert.equal(Number(m.gap).toFixed(2), (Number(m.receivable) - Number(m.payback)).toFixed(2));
    assert.equal((await as.zhangwei.get(`${A}/gap`)).status, 403);
  });

  test('a factoring loan backed by a lease IOU: its lessee listed, and warned of when in trouble', async () => {
    const ious = (await ok(as.zhangwei, '/api/rzzl_qy/iou/iou/page?current=1&size=50')).records as Row[];
    const bad = ious.find((i) => i.iouState === 'active' && Number(i.dpd) > 0);
    assert.ok(bad, 'the demo has an overdue IOU');
    const factoring = {
      ...loanBody,
      loanContractNo: 'BL-ICBC-2026-001',
      bankKey: 'ICBC',
      loanType: 'FACTORING_RECOURSE',
      amount: '100000',
      creditLine: '',
    };
    refused(await as.wangfang.post(`${L}/save-data`, factoring), 'assets', /保理借款至少需要一笔租赁借据/);
    refused(
      await as.wangfang.post(`${L}/save-data`, {
        ...factoring,
        assets: [{ iouId: bad.id, pledgedAmount: '999999999' }],
      }),
      'assets[0].pledgedAmount',
      /不能超过借据/,
    );
    const id = await approvedLoan({ ...factoring, assets: [{ iouId: bad.id, pledgedAmount: '1000' }] });
    const backers = (await ok(as.wangfang, `${L}/getCustomerList?bankLoanId=${id}`)) as Row[];
    assert.deepEqual(
      backers.map((b) => [b.iouId, b.customerId]),
      [[bad.id, bad.customerId]],
    );
    const warn = (await ok(as.wangfang, `${L}/getCustomerWarnList`)) as Row[];
    assert.ok(warn.some((w) => w.iouId === bad.id && w.bankLoanId === id));
    assert.ok(
      ((await ok(as.wangfang, `${L}/getByLouIdList?lousIds=${bad.id}`)) as Row[]).some((r) => r.bankLoanId === id),
    );
  });

  test('an instalment falling due is told by the 银行借款到期 rule, once; the home widget lists it', async () => {
    const day = (n: number) => new Date(Date.parse(`${today}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
    const due = day(3);
    const id = await approvedLoan({
      ...loanBody,
      loanContractNo: 'JK-CEB-2026-009',
      bankKey: 'CEB',
      startDate: day(-30),
      endDate: day(400),
      repaymentMethod: 'MONTHLY_INTEREST',
      interestDay: Number(due.slice(8)),
    });
    await ok(as.wangfang, `${I}/submit`, {
      bankLoanId: id,
      bankIouNo: 'JD-CEB-0001',
      drawdownDate: day(-7),
      amount: '1000000',
      endDate: day(300),
    });
    const [first] = (await ok(as.wangfang, `${L}/getPageReminderList?days=7&bankKey=CEB`)).records as Row[];
    assert.equal(first.dueDate, due);
    assert.ok(((await ok(as.wangfang, `${L}/getReminderListIndex`)) as Row[]).some((r) => r.id === first.id));
    const messages = '/api/blade-desk/msg-queue/pageList?current=1&size=5&msgContent=JD-CEB-0001';
    const before = (await ok(as.wangfang, messages)).total;
    const told = await ok(as.wangfang, `${L}/aotuSaveReminder`, {});
    assert.ok(told.told >= 1, JSON.stringify(told));
    const after = await ok(as.wangfang, messages);
    assert.equal(after.total, before + 1);
    assert.match(
      after.records[0].msgContent,
      /银行借款到期提醒: 中国光大银行 借据 JD-CEB-0001 第1期应还 [\d.]+ 元将于 \d{4}-\d{2}-\d{2} 到期/,
    );
    assert.equal((await ok(as.wangfang, `${L}/aotuSaveReminder`, {})).told, 0, 'never twice');
  });

  test('the dashboards read the funding: sources, capital by bank, the months ahead', async () => {
    const banks = ((await ok(as.wangfang, `${L}/countByBankKey`)) as Row[]).reduce(
      (s, b) => s + Number(b.outstanding),
      0,
    );
    // The demo's own ABS (160,000,000 outstanding) is a source too; the customer's bond is not.
    const owed = banks + 160_000_000;
    const sum = await ok(as.chenjing, '/api/rzzl_qy/newIndex/newIndex/getSourceSum');
    assert.equal(sum.available, true);
    assert.equal(sum.total, owed.toFixed(2));
    const capital = await ok(as.chenjing, '/api/rzzl_qy/cockpit/cockpit/getCapitalSource');
    const boc = capital.records.find((r: Row) => r.key === 'BOC');
    assert.equal(boc.outstanding, '50000000.00');
    assert.equal(boc.share, ((50_000_000 / owed) * 100).toFixed(2));
    assert.equal(boc.name, '中国银行');
    const months = await ok(as.chenjing, '/api/rzzl_qy/cockpit/cockpit/getLoanFinancing');
    assert.equal(months.records.length, 12);
  });
});
