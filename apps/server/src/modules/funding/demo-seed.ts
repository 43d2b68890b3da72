// The demo's funding, dated from today so it always shows what treasury sees on a morning: the LPR as published; a
// 建设银行 floating working-capital loan approved and drawn some thirteen months ago and repriced on its anniversary, its quarters of interest paid but the last one past due (a warning)
// and the next falling due; a 工商银行 factoring loan backed by two of the demo's lease IOUs, drawn; a 招商银行 project
// loan waiting at 财务负责人审核. Approved by the demo's 财务复核 (孙丽) and 总经理 (陈静) through the workflow.
import { PLATFORM_TENANT_ID } from '@flp/shared';
import { addDays, addMonths } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { systemContext } from '../../platform/tenancy/context';
import { type FlowRuntimeApi, approverOf, demoActors } from '../flow';
import type { ServicingApi } from '../servicing';
import type { SystemServices } from '../system';
import type { FundingModule } from './index';
import { fundingRepos } from './repos';
import { repriceDrawdown } from './reprice';

/** 贷款市场报价利率 (1-year, 5-year and over) on the days it moved since the reform of August 2019. */
const LPR_HISTORY: [string, string, string][] = [
  ['2019-08-20', '4.25', '4.85'],
  ['2019-09-20', '4.20', '4.85'],
  ['2019-11-20', '4.15', '4.80'],
  ['2020-02-20', '4.05', '4.75'],
  ['2020-04-20', '3.85', '4.65'],
  ['2021-12-20', '3.80', '4.65'],
  ['2022-01-20', '3.70', '4.60'],
  ['2022-05-20', '3.70', '4.45'],
  ['2022-08-22', '3.65', '4.30'],
  ['2023-06-20', '3.55', '4.20'],
  ['2023-08-21', '3.45', '4.20'],
  ['2024-02-20', '3.45', '3.95'],
  ['2024-07-22', '3.35', '3.85'],
  ['2024-10-21', '3.10', '3.60'],
  ['2025-05-20', '3.00', '3.50'],
];

export async function seedFundingDemo(
  db: Db,
  deps: { module: FundingModule; runtime: FlowRuntimeApi; system: SystemServices; servicing: ServicingApi },
) {
  const sys = systemContext(PLATFORM_TENANT_ID);
  if (await fundingRepos.loan.count(db, sys)) return;
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['wangfang', 'sunli', 'chenjing']);
  if (!actors) return;
  const approve = approverOf(db, deps.runtime);
  const { loans, ious, repayments, bonds } = deps.module.demo;
  const today = formatDate(new Date());

  const approved = async (body: Record<string, unknown>) => {
    const started = await loans.start(actors.wangfang, body);
    await approve(actors.sunli, started.processInstanceId, '授信条件已落实, 同意');
    await approve(actors.chenjing, started.processInstanceId, '同意');
    return started.businessId;
  };

  // The LPR as published (the days it moved), for the floating loans' repricing.
  for (const [quoteDate, rate1y, rate5y] of LPR_HISTORY)
    await fundingRepos.lprQuote.insert(db, sys, { quoteDate, rate1y, rate5y });

  // 建设银行: a floating loan (1-year LPR + 120 bp, repriced on the drawdown's anniversary), drawn some thirteen months
  // ago; repriced a month ago; every quarter's interest paid but the last one due.
  const start = addDays(today, -450);
  const ccb = await approved({
    loanContractNo: `JK-CCB-${start.slice(0, 4)}-0188`,
    bankKey: 'CCB',
    branch: '中国建设银行上海浦东分行',
    loanType: 'WORKING_CAPITAL',
    creditLine: '150000000',
    amount: '80000000',
    startDate: start,
    endDate: addMonths(start, 36),
    rateType: 'LPR',
    lprTenor: '1Y',
    spreadBp: 120,
    repriceOn: 'ANNIVERSARY',
    annualRate: '4.2',
    repaymentMethod: 'QUARTERLY_INTEREST',
    interestDay: 20,
    guaranteeMode: 'GUARANTEE',
    remark: '股东提供连带责任保证',
  });
  const drawn = addDays(today, -400);
  await ious.create(actors.wangfang, {
    bankLoanId: ccb,
    bankIouNo: `JD-CCB-${drawn.replaceAll('-', '')}-01`,
    drawdownDate: drawn,
    amount: '50000000',
    endDate: addMonths(drawn, 24),
  });
  const [iou] = await fundingRepos.iou.list(db, sys, { where: [eq(fundingRepos.iou.col('bankLoanId'), ccb)] });
  // What the morning job did on the anniversary.
  await ious.write(actors.wangfang, {}, (h) => repriceDrawdown(h, iou.id, today));
  const periods = await fundingRepos.period.list(db, sys, {
    where: [eq(fundingRepos.period.col('bankIouId'), iou.id)],
    query: { ascs: 'period' },
  });
  const past = periods.filter((p) => String(p.dueDate) < today);
  for (const p of past.slice(0, -1))
    await repayments.create(actors.wangfang, {
      bankIouId: iou.id,
      repayDate: p.dueDate,
      interest: p.interest,
      remark: `第${p.period}期利息, 监管账户扣款`,
    });

  // 工商银行: a factoring loan backed by two of the demo's lease IOUs.
  const positions = await deps.servicing.positionsByCustomer(db, sys);
  const backing: { iouId: string; pledgedAmount: string }[] = [];
  for (const c of positions) {
    for (const i of await deps.servicing.customerIous(db, sys, c.customerId))
      if (i.iouState === 'active' && Number(i.outstandingPrincipal) > 100000 && backing.length < 2)
        backing.push({
          iouId: i.id,
          pledgedAmount: (Math.floor(Number(i.outstandingPrincipal) * 0.8 * 100) / 100).toFixed(2),
        });
  }
  if (backing.length) {
    const pledged = backing.reduce((s, b) => s + Number(b.pledgedAmount), 0);
    const fStart = addDays(today, -160);
    const factoring = await approved({
      loanContractNo: `BL-ICBC-${fStart.slice(0, 4)}-0032`,
      bankKey: 'ICBC',
      branch: '中国工商银行苏州分行',
      loanType: 'FACTORING_RECOURSE',
      amount: pledged.toFixed(2),
      startDate: fStart,
      endDate: addMonths(fStart, 18),
      annualRate: '3.85',
      repaymentMethod: 'QUARTERLY_INTEREST',
      interestDay: 21,
      guaranteeMode: 'RECEIVABLE_PLEDGE',
      assets: backing,
    });
    await ious.create(actors.wangfang, {
      bankLoanId: factoring,
      bankIouNo: `JD-ICBC-${fStart.replaceAll('-', '')}-01`,
      drawdownDate: addDays(fStart, 5),
      amount: Math.floor(pledged * 0.9).toFixed(2),
      endDate: addMonths(fStart, 12),
    });
  }

  // The company's own ABS, issued eighteen months ago (its coupons on the financing ledger).
  const issued = addMonths(today, -18);
  await bonds.create(actors.wangfang, {
    holderType: 'OWN',
    issuerName: '华融金租(演示)',
    bondName: `演示租赁 ${issued.slice(2, 4)}-1 优先A`,
    bondCode: `1${issued.slice(2, 4)}9088.SH`,
    bondType: 'ABS',
    issueDate: issued,
    maturityDate: addMonths(issued, 36),
    issueAmount: '200000000',
    outstanding: '160000000',
    couponRate: '3.2',
    couponFreq: 'QUARTERLY',
    bondRating: 'AAA',
    ratingAgency: '中诚信国际',
    leadUnderwriter: '中信证券',
    guarantee: '优先/次级分层, 次级占比 10%',
  });
  // 招商银行: a project loan in approval.
  await loans.start(actors.wangfang, {
    loanContractNo: `JK-CMB-${today.slice(0, 4)}-0007`,
    bankKey: 'CMB',
    branch: '招商银行深圳分行营业部',
    loanType: 'PROJECT',
    creditLine: '50000000',
    amount: '30000000',
    startDate: today,
    endDate: addMonths(today, 36),
    rateType: 'LPR',
    lprTenor: '5Y',
    spreadBp: 45,
    repriceOn: 'JAN1',
    annualRate: '3.95',
    repaymentMethod: 'EQUAL_PRINCIPAL',
    interestDay: 20,
    guaranteeMode: 'LEASED_ASSET',
  });
}
