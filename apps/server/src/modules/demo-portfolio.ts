// The demo's wider book (SEED_DEMO, tenant 000000): lessees across the provinces and industries of China, each with
// one project taken to 已批准 and one contract, most of them disbursed and paying — so the cockpit's map, the
// concentration screens, the reminders and the standing book show a portfolio, not one customer at 100 %. One
// declaration, read in turn by the customer demo (the company), the project demo (its project), the contract demo
// (its contract, at its stage) and the servicing demo (the disbursement and how the lessee pays). Dates are relative
// to the day of first start: a disbursement `monthsAgo` months and `dueIn` days before today falls due on the day of
// the month `dueIn` days from today, so the lessees with a small `dueIn` have rent falling due this week. 张伟
// (业务一部) manages them all, so his department head approves their chains. The table is demo-portfolio.json.

import lessees from './demo-portfolio.json';

/** How a lessee pays its rent (the receipt demo follows it period by period). */
export type DemoPayment =
  /** every period on its due date (with `latestWaits`, the latest receipt entered and waiting for verification) */
  | { kind: 'onTime'; latestWaits?: boolean }
  /** every period `days` late (罚息 paid with it) */
  | { kind: 'late'; days: number }
  /** on time, the period before the latest half paid, the latest not at all */
  | { kind: 'partial' }
  /** on time, the latest period paid 5,000 over (held as credit) */
  | { kind: 'overpaid' }
  /** on time for the first `paid` periods, nothing after */
  | { kind: 'stopped'; paid: number };

/** Where a lessee's contract stands: disbursed (with its plan), signed and registered, approved, in approval, draft. */
export type PortfolioStage =
  | { stage: 'disbursed'; monthsAgo: number; dueIn: number; payment: DemoPayment }
  | { stage: 'signed' | 'approved' | 'running' | 'draft' };

export interface PortfolioLessee {
  name: string;
  /** GB/T 2260 county code. */
  region: string;
  /** GB/T 4754-2017 小类. */
  industry: string;
  legal: string;
  /** 注册资本 in 万元. */
  capital: number;
  est: string;
  address: string;
  scope: string;
  item: string;
  /** The item's invoice value; the lease finances `financed` of it. */
  value: number;
  financed: number;
  /** Months between rents (1 or 3) and how many rents. */
  frequencyMonths: 1 | 3;
  periods: number;
  annualRate: string;
  plan: PortfolioStage;
}

/** The lessees, one a line, in the order they are seeded (demo-portfolio.json: data, read as declared here). */
export const DEMO_LESSEES: readonly PortfolioLessee[] = lessees as PortfolioLessee[];

/** The project a lessee of the wider book leases under (its name: the lessee's short name and the item). */
export const portfolioProjectName = (l: PortfolioLessee) =>
  `${l.name.replace(/(有限公司|股份有限公司)$/, '')}${l.item}融资租赁项目`;
/** Its contract's name. */
export const portfolioContractName = (l: PortfolioLessee) => portfolioProjectName(l).replace(/项目$/, '合同');

/** yyyy-MM-dd, `months` months and `days` days from today (a day the target month lacks: its last day). */
export function relativeDay(months: number, days = 0): string {
  const now = new Date();
  const base = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + days));
  const y = base.getUTCFullYear();
  const m = base.getUTCMonth() + months;
  const last = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m, Math.min(base.getUTCDate(), last))).toISOString().slice(0, 10);
}
