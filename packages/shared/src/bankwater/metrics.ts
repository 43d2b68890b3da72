/**
 * The analysis of a company's bank statement (WAVE3-BRIEF §5.3, `fl_bankwater_result`): integrity, month by month,
 * balances, counterparties and marks on single transactions, with the signals an analyst reads first. Pure: the
 * caller hands in the transactions (one or several accounts, de-duplicated) and what it knows — the holiday calendar,
 * the monthly rent, related parties, the company's own accounts — and stores what comes back. Money is decimal
 * throughout and rounded only in the answer (money 2 places, ratios 4, multiples 2).
 */
import { dayNumber, fromDayNumber } from '../finance/dates';
import { formatAmount } from '../format';
import { D, toDecimal } from '../finance/money';
import { type Localized, l } from '../resources/localized';
import { type Balances, balanceFigures } from './balances';
import { type Counterparties, counterpartyFigures } from './counterparties';
import { type TransactionFigures, transactionFigures } from './flags';
import { type Integrity, checkIntegrity } from './integrity';
import { type Monthly, monthlyFigures } from './monthly';
import { type StatementParams, statementParams } from './params';
import { partyContext } from './parties';
import { monthBounds, monthsBetween, prepareRows } from './prepare';
import type { BankTxn } from './types';

export interface AnalyseOptions {
  /** Public holidays and company days off (the calendar of §3.6); weekends are days off regardless. */
  isHoliday?: (date: string) => boolean;
  /** The rent per month the lessee will owe (decimal text): ADB ÷ rent. */
  monthlyRent?: string;
  /** Names of related parties: the relation graph, shareholders, the legal representative. */
  relatedParties?: string[];
  /** The company's other accounts (the statement's own are added): transfers between them are internal. */
  ownAccounts?: string[];
  /** The company's names (the statement's account names are added). */
  ownNames?: string[];
  /** The period analysed ('YYYY-MM-DD'); by default the whole months from the first row's to the last's. */
  period?: { from: string; to: string };
}

export type SignalCode =
  | 'BALANCE_BREAK'
  | 'GAP'
  | 'DUPLICATE'
  | 'INTEREST_MISSING'
  | 'ZERO_INFLOW_MONTHS'
  | 'ADB_BELOW_BENCHMARK'
  | 'QUARTER_END_SPIKE'
  | 'CONCENTRATION'
  | 'BOTH_WAYS'
  | 'FAST_IN_OUT'
  | 'TO_PERSON'
  | 'RELATED'
  | 'LENDER'
  | 'NO_SALARY'
  | 'NO_TAX'
  | 'NO_UTILITY'
  | 'OTHER_CURRENCY';

export interface Signal {
  code: SignalCode;
  message: Localized;
}

export interface StatementAnalysis {
  /** The thresholds used. */
  params: StatementParams;
  /** The currency analysed (the most frequent); rows in others are counted, not summed. */
  currency: string | null;
  otherCurrencyRows: number;
  period: { from: string; to: string; days: number } | null;
  integrity: Integrity;
  monthly: Monthly;
  balances: Balances;
  counterparties: Counterparties;
  transactions: TransactionFigures;
  signals: Signal[];
}

function mainCurrency(txns: readonly BankTxn[]): string | null {
  const counts = new Map<string, number>();
  for (const t of txns) counts.set(t.currency, (counts.get(t.currency) ?? 0) + 1);
  let best: string | null = null;
  for (const [c, n] of counts) if (best === null || n > counts.get(best)!) best = c;
  return best;
}

const pct = (share: string) => `${new D(share).times(100).toFixed(2)}%`;

function signalsOf(a: Omit<StatementAnalysis, 'signals'>): Signal[] {
  const out: Signal[] = [];
  const add = (code: SignalCode, message: Localized) => out.push({ code, message });
  const { integrity: i, monthly: m, balances: b, counterparties: c, transactions: t } = a;
  if (a.otherCurrencyRows)
    add(
      'OTHER_CURRENCY',
      l(
        `${a.otherCurrencyRows} 笔非${a.currency}交易未计入分析`,
        `${a.otherCurrencyRows} transactions not in ${a.currency} are left out`,
      ),
    );
  if (i.balanceBreaks.length)
    add(
      'BALANCE_BREAK',
      l(`余额不连续 ${i.balanceBreaks.length} 处`, `The balance chain breaks at ${i.balanceBreaks.length} rows`),
    );
  if (i.gaps.length)
    add(
      'GAP',
      l(
        `${i.gaps.length} 段超过 ${a.params.gapDays} 天无交易`,
        `${i.gaps.length} runs of over ${a.params.gapDays} days without rows`,
      ),
    );
  if (i.duplicates.length)
    add(
      'DUPLICATE',
      l(`疑似重复交易 ${i.duplicates.length} 组`, `${i.duplicates.length} groups of possibly duplicated rows`),
    );
  if (i.interestMissing) {
    const q = i.interestQuarters.filter((x) => x.status === 'MISSING').map((x) => x.expectedDate);
    add('INTEREST_MISSING', l(`缺少季度结息: ${q.join('、')}`, `Quarterly interest missing: ${q.join(', ')}`));
  }
  if (m.zeroInflowMonths.length)
    add(
      'ZERO_INFLOW_MONTHS',
      l(
        `无经营流入的月份: ${m.zeroInflowMonths.join('、')}`,
        `Months without operating inflow: ${m.zeroInflowMonths.join(', ')}`,
      ),
    );
  if (b.adbMeetsBenchmark === false)
    add(
      'ADB_BELOW_BENCHMARK',
      l(
        `日均余额仅为月租金的 ${b.adbToRent} 倍 (基准 ${a.params.adbRentBenchmark} 倍)`,
        `The average daily balance is only ${b.adbToRent}× the monthly rent (benchmark ${a.params.adbRentBenchmark}×)`,
      ),
    );
  for (const q of b.quarterEnds.filter((x) => x.spike))
    add(
      'QUARTER_END_SPIKE',
      l(
        `${q.endDate} 季末余额为当季日均的 ${q.ratio} 倍`,
        `The balance on ${q.endDate} is ${q.ratio}× the quarter's average`,
      ),
    );
  if (c.concentrated && c.topIn.length)
    add(
      'CONCENTRATION',
      l(
        `第一大客户「${c.topIn[0].name}」占经营流入 ${pct(c.topIn[0].share)}`,
        `The largest customer "${c.topIn[0].name}" brings ${pct(c.topIn[0].share)} of operating inflow`,
      ),
    );
  if (c.bothWays.length)
    add(
      'BOTH_WAYS',
      l(`${c.bothWays.length} 个交易对手既收又付`, `${c.bothWays.length} parties both pay and are paid`),
    );
  if (t.fastInOut.length)
    add('FAST_IN_OUT', l(`快进快出 ${t.fastInOut.length} 组`, `${t.fastInOut.length} fast in-out pairs`));
  if (t.toPersons.count)
    add(
      'TO_PERSON',
      l(
        `公转私 ${t.toPersons.count} 笔, 合计 ${formatAmount(t.toPersons.outAmount)}`,
        `${t.toPersons.count} payments to individuals, ${formatAmount(t.toPersons.outAmount)} in all`,
      ),
    );
  if (t.related.count)
    add('RELATED', l(`关联方往来 ${t.related.count} 笔`, `${t.related.count} transactions with related parties`));
  if (t.lenders.count)
    add(
      'LENDER',
      l(
        `融资类往来 ${t.lenders.count} 笔 (流入 ${formatAmount(t.lenders.inAmount)}, 流出 ${formatAmount(t.lenders.outAmount)})`,
        `${t.lenders.count} transactions with lenders (in ${formatAmount(t.lenders.inAmount)}, out ${formatAmount(t.lenders.outAmount)})`,
      ),
    );
  if (i.rows) {
    if (!t.salary.present) add('NO_SALARY', l('未见工资支出', 'No wages paid'));
    if (!t.tax.present) add('NO_TAX', l('未见税费支出', 'No taxes paid'));
    if (!t.utility.present) add('NO_UTILITY', l('未见水电能源支出', 'No utilities paid'));
  }
  return out;
}

/** Every figure of §5.3 over the transactions; flags come back in the order the transactions were given. */
export function analyseStatement(
  txns: readonly BankTxn[],
  overrides: Partial<StatementParams> = {},
  opts: AnalyseOptions = {},
): StatementAnalysis {
  const params = statementParams(overrides);
  const currency = mainCurrency(txns);
  const ctx = partyContext({
    ownAccounts: [...(opts.ownAccounts ?? []), ...txns.map((t) => t.accountNo)],
    ownNames: [...(opts.ownNames ?? []), ...txns.map((t) => t.accountName ?? '')],
    relatedParties: opts.relatedParties,
    notAPersonWords: params.notAPersonWords,
  });
  const all = prepareRows(txns, params, ctx);
  const rows = all.filter((r) => r.txn.currency === currency);
  let from: number | null = null;
  let to: number | null = null;
  if (opts.period) {
    from = dayNumber(opts.period.from, 'period.from');
    to = dayNumber(opts.period.to, 'period.to');
  } else if (rows.length) {
    from = monthBounds(rows[0].day).from;
    to = monthBounds(rows[rows.length - 1].day).to;
  }
  const inPeriod = from === null || to === null ? [] : rows.filter((r) => r.day >= from && r.day <= to);
  const months = from === null || to === null || from > to ? [] : monthsBetween(from, to);
  const integrity = checkIntegrity(
    inPeriod,
    params.gapDays,
    opts.period && from !== null && to !== null ? { from, to } : undefined,
  );
  const base = {
    params,
    currency,
    otherCurrencyRows: all.length - rows.length,
    period:
      from === null || to === null || from > to
        ? null
        : { from: fromDayNumber(from), to: fromDayNumber(to), days: to - from + 1 },
    integrity,
    monthly: monthlyFigures(inPeriod, months),
    balances: balanceFigures(rows, from ?? 0, to ?? -1, {
      monthlyRent: opts.monthlyRent ? toDecimal(opts.monthlyRent, 'monthlyRent') : undefined,
      benchmark: new D(params.adbRentBenchmark),
      spike: new D(params.quarterEndSpike),
    }),
    counterparties: counterpartyFigures(inPeriod, {
      topN: params.topN,
      concentrationShare: new D(params.concentrationShare),
    }),
    transactions: transactionFigures(
      inPeriod,
      txns.length,
      params,
      new Set(integrity.balanceBreaks.map((b) => b.index)),
      opts.isHoliday,
    ),
  };
  return { ...base, signals: signalsOf(base) };
}
