// The demo's statements: three years (2023–2025) of the annual statements of the lessee of 苏州起重设备直租项目 — a
// mid-sized machinery maker whose figures the diligence demo quotes — each balance sheet, income statement and cash
// flow statement whole and adding up, confirmed by 李娜 (风控); and the 2025 half-year report as a draft, as the account
// manager typed it in. Runs once (any report of the tenant means it ran).
import { PLATFORM_TENANT_ID, customer, project } from '@flp/shared';
import { type ReportValues, STATEMENT_COLUMNS, STATEMENT_KINDS, linesOf } from '@flp/shared/statements';
import * as XLSX from '@e965/xlsx';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Db } from '../../platform/db/database';
import { beyondDataScope } from '../../platform/tenancy/context';
import { demoActors } from '../flow';
import type { FileService } from '../resource';
import type { SystemServices } from '../system';
import type { StatementModule } from './index';
import { statementRepos } from './repos';

const PROJECT = '苏州起重设备直租项目';
const M = 1_000_000;

type Pair = { current: string | null; prior: string | null };
const pair = (now: number, before: number | null): Pair => ({
  current: (now * M).toFixed(2),
  prior: before === null ? null : (before * M).toFixed(2),
});

/** One year's three statements: the balance sheet grown by `k` (last year `k0`), the results by `g` (last year `g0`). */
export function demoStatements(k: number, k0: number | null, g: number, g0: number | null): ReportValues {
  const bs = (x: number) => pair(x * k, k0 === null ? null : x * k0);
  const is = (x: number) => pair(x * g, g0 === null ? null : x * g0);
  return {
    BS: {
      cash: bs(8.6),
      accountsReceivable: bs(21),
      prepayments: bs(2),
      inventory: bs(17.5),
      otherCurrentAssets: bs(2.9),
      totalCurrentAssets: bs(52),
      fixedAssets: bs(36),
      intangibleAssets: bs(5),
      longTermPrepaidExpenses: bs(1.5),
      deferredTaxAssets: bs(1.5),
      totalNonCurrentAssets: bs(44),
      totalAssets: bs(96),
      shortTermLoans: bs(14),
      accountsPayable: bs(13),
      contractLiabilities: bs(4),
      employeeBenefitsPayable: bs(2.5),
      taxesPayable: bs(1.5),
      otherPayables: bs(1),
      nonCurrentLiabilitiesDue: bs(2),
      totalCurrentLiabilities: bs(38),
      longTermLoans: bs(9),
      longTermPayables: bs(3),
      deferredIncome: bs(1),
      totalNonCurrentLiabilities: bs(13),
      totalLiabilities: bs(51),
      paidInCapital: bs(30),
      capitalReserve: bs(4),
      surplusReserve: bs(3),
      undistributedProfit: bs(8),
      totalEquity: bs(45),
      totalLiabilitiesAndEquity: bs(96),
    },
    IS: {
      revenue: is(118),
      costOfSales: is(93),
      taxesAndSurcharges: is(0.8),
      sellingExpenses: is(4.2),
      adminExpenses: is(6.1),
      rdExpenses: is(3),
      financeExpenses: is(1.5),
      interestExpense: is(1.3),
      otherIncome: is(0.2),
      creditImpairment: is(-0.2),
      operatingProfit: is(9.4),
      nonOperatingIncome: is(0.3),
      nonOperatingExpenses: is(0.1),
      totalProfit: is(9.6),
      incomeTax: is(2.4),
      netProfit: is(7.2),
      totalComprehensiveIncome: is(7.2),
    },
    CF: {
      salesCash: is(125),
      taxRefunds: is(0.5),
      otherOperatingReceipts: is(1),
      operatingInflows: is(126.5),
      purchasesCash: is(96),
      employeePayments: is(12),
      taxPayments: is(6.4),
      otherOperatingPayments: is(4),
      operatingOutflows: is(118.4),
      netOperatingCashFlow: is(8.1),
      disposalOfLongTermAssets: is(0.2),
      investingInflows: is(0.2),
      capex: is(5),
      investingOutflows: is(5),
      netInvestingCashFlow: is(-4.8),
      borrowingsReceived: is(15),
      financingInflows: is(15),
      debtRepayments: is(14),
      dividendsAndInterestPaid: is(3.5),
      financingOutflows: is(17.5),
      netFinancingCashFlow: is(-2.5),
      netIncreaseInCash: is(0.8),
      // The year opened with the cash it closed on last year: 期末现金 is the balance sheet's 货币资金.
      openingCash: pair(8.6 * k - 0.8 * g, k0 === null || g0 === null ? null : 8.6 * k0 - 0.8 * g0),
      depreciation: is(3.6),
    },
  };
}

/**
 * The statements as the lessee's accountant hands them in: one sheet per statement, 项目 and the two columns, in 元 —
 * the file the 2025 report is read from.
 */
export function demoWorkbook(values: ReportValues): Buffer {
  const book = XLSX.utils.book_new();
  for (const kind of STATEMENT_KINDS) {
    const entered = values[kind.value] ?? {};
    const [now, before] = STATEMENT_COLUMNS[kind.value];
    const rows = [
      [kind.label['zh-CN'], '', '单位：元'],
      ['项目', now['zh-CN'], before['zh-CN']],
      ...linesOf('CAS2019_NEW', kind.value).map((x) => [
        x.label['zh-CN'],
        entered[x.code]?.current ?? '',
        entered[x.code]?.prior ?? '',
      ]),
    ];
    XLSX.utils.book_append_sheet(book, XLSX.utils.aoa_to_sheet(rows), kind.label['zh-CN']);
  }
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx' }) as Buffer;
}

const YEARS = [
  { year: 2023, k: 0.86, g: 0.84 },
  { year: 2024, k: 0.93, g: 0.92 },
  { year: 2025, k: 1, g: 1 },
];

export async function seedStatementDemo(
  db: Db,
  deps: { module: StatementModule; system: SystemServices; files: FileService },
) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['lina', 'zhangwei']);
  if (!actors) return;
  const ctx = actors.lina;
  const all = beyondDataScope(ctx);
  if (await statementRepos.report.count(db, all)) return;
  const projects = repositoryOf(project);
  const [p] = await projects.list(db, all, { where: [eq(projects.col('projectName'), PROJECT)], limit: 1 });
  if (!p) return;
  const lessee = await repositoryOf(customer).findById(db, all, String(p.customerId));
  if (!lessee) return;
  const { reports, reading } = deps.module;
  /** A report made with its file attached, then read by the local engine. */
  const fromFile = async (c: typeof ctx, head: Record<string, unknown>, name: string, bytes: Buffer) => {
    const r = await reports.create(c, head);
    const fileId = await db.transaction((tx) =>
      deps.files.attach(tx, c, {
        name,
        bytes,
        businessType: 'financeReport',
        businessId: r.id,
        kind: 'finance_statement',
      }),
    );
    await db.transaction((tx) => statementRepos.report.update(tx, c, r.id, { files: fileId }));
    await reading.order(c, await statementRepos.report.getById(db, c, r.id), { provider: null, format: null });
    return r;
  };
  let before: (typeof YEARS)[number] | null = null;
  for (const y of YEARS) {
    const statements = demoStatements(y.k, before?.k ?? null, y.g, before?.g ?? null);
    const audited = y.year < 2025;
    const head = {
      customerId: lessee.id,
      sheetYear: y.year,
      sheetMonth: 12,
      sheetType: '1',
      sheetTypeDivide: '2',
      format: 'CAS2019_NEW',
      unit: '1',
      audited: audited ? 1 : 0,
      auditor: audited ? '苏州信诚会计师事务所' : null,
      auditOpinion: audited ? 'UNQUALIFIED' : null,
    };
    // The earlier years typed in from the audit reports; 2025 read from the accountant's Excel, as staff do.
    const r =
      y.year < 2025
        ? await reports.create(ctx, { ...head, statements })
        : await fromFile(ctx, head, `${lessee.compname ?? '客户'}${y.year}年度财务报表.xlsx`, demoWorkbook(statements));
    await reports.transition(ctx, r.id, 'CONFIRMED');
    before = y;
  }
  // The half-year as typed in by the account manager: a draft, its balance sheet only.
  const half = demoStatements(1.04, 1, 0.55, null);
  await reports.create(actors.zhangwei, {
    customerId: lessee.id,
    sheetYear: 2026,
    sheetMonth: 6,
    sheetType: '2',
    sheetTypeDivide: '2',
    format: 'CAS2019_NEW',
    unit: '1',
    statements: { BS: half.BS, IS: half.IS },
    remark: '客户提供的2026年半年度财务报表 (未审计)',
  });
}
