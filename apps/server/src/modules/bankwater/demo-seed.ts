// The demo's bank statements: a year (2025) of the CCB account of the lessee of 苏州起重设备直租项目 (the company whose
// statements 财务报表's demo holds), filed by 李娜 as the bank's .xlsx export, read and analysed as staff would —
// against the rent the project's lease will ask; its parent 华东重工集团 moves money in and out of it (related, by the
// relation graph). That lessee has no lease with us yet, so nothing of ours to match: its parent has (the excavator
// sale-leaseback), and the parent's account of the six months before the business date is the second analysis — the
// rent it paid us, written from the receipts our servicing recorded (the latest left off the statement, and one
// payment to us nobody recorded), so the rent check shows each of its three answers. Before reading, risk started the
// tenant's own category rules from the defaults and added one: staff expense refunds (费用报销) count as wages.
// Runs once (any analysis of the tenant means it ran).
import { PLATFORM_TENANT_ID, customer, project } from '@flp/shared';
import { D, addDays } from '@flp/shared/finance';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../platform/crud/references';
import type { Row as DbRow } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { DEMO_LEGAL_PROFILE } from '../company';
import { demoActors } from '../flow';
import type { FileService } from '../resource';
import type { ServicingApi } from '../servicing';
import type { SystemServices } from '../system';
import { type Row, type Statement, ccbXlsx, demoYear, withBalances } from './demo-statement';
import type { BankwaterModule } from './index';
import { bankwaterRepos } from './repos';
import { copyDefaultRules } from './rules';

const PROJECT = '苏州起重设备直租项目';
const ACCOUNT = '32050161880000009876';
const PARENT = '华东重工集团有限公司';
const PARENT_ACCOUNT = '32001588800012345678';
/** The project's 1,800,000 over 36 months at its rate: about this much a month. */
const MONTHLY_RENT = '54200.00';

interface Deps {
  module: BankwaterModule;
  system: SystemServices;
  files: FileService;
  servicing: Pick<ServicingApi, 'businessDate' | 'customerReceipts'>;
}

/** The row of a transaction the demo adds, the time and serial filled in. */
const row = (r: Omit<Row, 'time' | 'serial' | 'account' | 'bank' | 'remark'> & Partial<Row>): Row => ({
  time: '10:15:00',
  serial: '',
  account: '',
  bank: '',
  remark: '',
  ...r,
});

/** A statement of rows (sorted, numbered, balanced from the opening). */
function statementOf(accountNo: string, accountName: string, opening: string, rows: Row[]): Statement {
  const sorted = [...rows].sort((a, b) => `${a.date}${a.time}`.localeCompare(`${b.date}${b.time}`));
  const serials = sorted.map((r, i) => ({
    ...r,
    serial: r.serial || `DMO${accountNo.slice(-4)}${String(i + 1).padStart(5, '0')}`,
  }));
  return { accountNo, accountName, opening, rows: withBalances(opening, serials) };
}

/** The lessee's year with its parent's transfer in (March) and its return (June) added. */
function lesseeYear(name: string): Statement {
  const year = demoYear(ACCOUNT, name);
  const related = [
    row({
      date: '2025-03-14',
      direction: 'IN',
      amount: '500000.00',
      name: PARENT,
      account: PARENT_ACCOUNT,
      summary: '往来款',
      purpose: '集团资金调拨',
    }),
    row({
      date: '2025-06-20',
      direction: 'OUT',
      amount: '500000.00',
      name: PARENT,
      account: PARENT_ACCOUNT,
      summary: '往来款',
      purpose: '归还集团调拨资金',
    }),
  ];
  return statementOf(ACCOUNT, name, year.opening, [...year.rows, ...related]);
}

/**
 * The parent's six months before the business date's month: customers paying, suppliers, wages and taxes, a transfer
 * to its Suzhou subsidiary, and the rent it paid us on the days our receipts say — all but the latest receipt — with
 * one service fee paid to us that no receipt records.
 */
function parentHalfYear(today: string, receipts: { receiptDate: string; amount: string; receiptKind: string }[]) {
  const monthStart = `${today.slice(0, 7)}-01`;
  const months = Array.from({ length: 6 }, (_, i) => {
    const d = new Date(`${monthStart}T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 6 + i);
    return d.toISOString().slice(0, 7);
  });
  const lessor = DEMO_LEGAL_PROFILE;
  const ours = lessor.accounts.find((a) => a.forRent) ?? lessor.accounts[0];
  const rows: Row[] = [];
  months.forEach((m, i) => {
    const k = i + 1;
    rows.push(
      row({
        date: `${m}-06`,
        direction: 'IN',
        amount: (860_000 + k * 23_150.5).toFixed(2),
        name: '常州华拓工程机械有限公司',
        summary: '货款',
        purpose: '设备款',
      }),
      row({
        date: `${m}-18`,
        direction: 'IN',
        amount: (412_000 + k * 9_870.25).toFixed(2),
        name: '南京宏远建设工程有限公司',
        summary: '货款',
        purpose: '合同款',
      }),
      row({
        date: `${m}-09`,
        direction: 'OUT',
        amount: (530_000 + k * 12_400).toFixed(2),
        name: '无锡鼎泰钢材贸易有限公司',
        summary: '转账',
        purpose: '材料款',
      }),
      row({
        date: `${m}-10`,
        direction: 'OUT',
        amount: (386_000 + k * 1_250).toFixed(2),
        name: '代发工资',
        summary: '代发工资',
        purpose: '工资',
      }),
      row({
        date: `${m}-15`,
        direction: 'OUT',
        amount: (92_000 + k * 830.4).toFixed(2),
        name: '国家金库常州中心支库',
        summary: '实时缴税',
        purpose: '增值税',
      }),
      row({
        date: `${m}-20`,
        direction: 'OUT',
        amount: (41_000 + k * 615.3).toFixed(2),
        name: '国网江苏省电力有限公司',
        summary: '电费',
        purpose: '电费',
      }),
    );
  });
  rows.push(
    row({
      date: `${months[2]}-12`,
      direction: 'OUT',
      amount: '300000.00',
      name: '华东重工机械(苏州)有限公司',
      summary: '往来款',
      purpose: '子公司资金调拨',
    }),
    row({
      date: `${months[4]}-16`,
      direction: 'OUT',
      amount: '3000.00',
      name: lessor.legalName,
      account: ours.accountNo,
      bank: ours.bankName,
      summary: '服务费',
      purpose: '融资租赁服务费',
    }),
  );
  const from = `${months[0]}-01`;
  const paid = receipts.filter((r) => r.receiptKind === 'rent' && r.receiptDate >= from && r.receiptDate < monthStart);
  for (const r of paid.slice(0, -1))
    rows.push(
      row({
        date: r.receiptDate,
        direction: 'OUT',
        amount: r.amount,
        name: lessor.legalName,
        account: ours.accountNo,
        bank: ours.bankName,
        summary: '租金',
        purpose: '融资租赁租金',
        time: '09:30:00',
      }),
    );
  return { statement: statementOf(PARENT_ACCOUNT, PARENT, '2400000.00', rows), from, to: addDays(monthStart, -1) };
}

/** An analysis opened for the company, the statement attached as the bank's export, read and analysed. */
async function analyseDemo(
  db: Db,
  deps: Deps,
  ctx: RequestContext,
  o: { company: DbRow; statement: Statement; file: string; remark: string; monthlyRent?: string },
) {
  const all = beyondDataScope(ctx);
  const r = bankwaterRepos;
  const { orders, engine } = deps.module;
  await orders.create(ctx, { customerId: o.company.id, monthlyRent: o.monthlyRent, remark: o.remark });
  const [order] = await r.order.list(db, all, {
    where: [eq(r.order.col('customerId'), String(o.company.id))],
    limit: 1,
  });
  const bytes = Buffer.from(await ccbXlsx(o.statement));
  const fileId = await db.transaction((tx) =>
    deps.files.attach(tx, ctx, {
      name: o.file,
      bytes,
      businessType: 'bankwater',
      businessId: String(order.id),
      kind: 'bank_statement',
    }),
  );
  await db.transaction((tx) => r.order.update(tx, ctx, String(order.id), { files: fileId }));
  const read = await engine.parse(ctx, await r.order.getById(db, ctx, String(order.id)));
  await engine.analyse(ctx, read);
}

export async function seedBankwaterDemo(db: Db, deps: Deps) {
  const actors = await demoActors(deps.system, PLATFORM_TENANT_ID, ['lina']);
  if (!actors) return;
  const ctx = actors.lina;
  const all = beyondDataScope(ctx);
  if (await bankwaterRepos.order.count(db, all)) return;
  const projects = repositoryOf(project);
  const [p] = await projects.list(db, all, { where: [eq(projects.col('projectName'), PROJECT)], limit: 1 });
  if (!p) return;
  const customers = repositoryOf(customer);
  const lessee = await customers.findById(db, all, String(p.customerId));
  if (!lessee) return;

  // Risk's own rules: the defaults, and staff expense refunds counted with the wages (not as money to individuals).
  if (!(await bankwaterRepos.rule.count(db, all))) {
    await db.transaction((tx) => copyDefaultRules(tx, ctx));
    await deps.module.rules.create(ctx, {
      sort: 115,
      category: 'SALARY',
      direction: 'OUT',
      keywords: '费用报销\n报销',
      textFields: 'purpose,remark',
      enabled: 1,
      remark: '员工费用报销计入人工支出, 不作公转私',
    });
  }

  const name = String(lessee.compname ?? '');
  await analyseDemo(db, deps, ctx, {
    company: lessee,
    statement: lesseeYear(name),
    file: `${name}-建设银行-2025年流水.xlsx`,
    remark: '客户提供的2025年度基本户流水',
    monthlyRent: MONTHLY_RENT,
  });

  const [parent] = await customers.list(db, all, { where: [eq(customers.col('compname'), PARENT)], limit: 1 });
  if (!parent) return;
  const today = await deps.servicing.businessDate(db, ctx);
  const window = { from: addDays(today, -200), to: today };
  const receipts = await deps.servicing.customerReceipts(db, ctx, String(parent.id), window.from, window.to);
  const half = parentHalfYear(today, receipts);
  if (!half.statement.rows.every((x) => new D(x.balance).gte(0))) return;
  await analyseDemo(db, deps, ctx, {
    company: parent,
    statement: half.statement,
    file: `${PARENT}-建设银行-${half.from.slice(0, 7)}至${half.to.slice(0, 7)}流水.xlsx`,
    remark: '集团基本户近六个月流水, 核对我司租金收款',
  });
}
