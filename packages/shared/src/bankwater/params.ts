/**
 * The thresholds of a statement analysis (WAVE3-BRIEF §5.3): a tenant's, per analysis, kept with the result so a
 * figure can always be traced to the rule that produced it. Amounts and ratios are decimal text, days and minutes
 * whole numbers; every list is plain data a tenant can edit.
 */
import { INTEREST_WORDS, LENDER_WORDS, NOT_A_PERSON_WORDS, SALARY_WORDS, TAX_WORDS, UTILITY_WORDS } from './keywords';
import { FinanceInputError } from '../finance/errors';
import { D, isDecimalLike } from '../finance/money';
import { l } from '../resources/localized';

export interface StatementParams {
  /** LARGE: an amount at or above this … */
  largeAmount: string;
  /** … or at or above this multiple of the median amount. */
  largeMedianMultiple: string;
  /** ROUND: a whole multiple of this. */
  roundUnit: string;
  /** NIGHT: from this time (inclusive) to `nightTo` (exclusive), across midnight. */
  nightFrom: string;
  nightTo: string;
  /** FAST_IN_OUT: an outflow of at least this share of an inflow … */
  fastInOutShare: string;
  /** … and at most this share (a larger outflow spends money that was there before) … */
  fastInOutMaxShare: string;
  /** … within this many days after it. */
  fastInOutDays: number;
  /** Integrity: a run of more than this many days without a row. */
  gapDays: number;
  /** Balances: the ADB should be at least this multiple of the monthly rent. */
  adbRentBenchmark: string;
  /** Balances: a quarter-end balance above this multiple of the quarter's ADB is a spike. */
  quarterEndSpike: string;
  /** Counterparties: how many are listed by inflow and by outflow. */
  topN: number;
  /** Counterparties: the largest customer's share of operating inflow above which inflow is concentrated. */
  concentrationShare: string;
  salaryWords: string[];
  taxWords: string[];
  utilityWords: string[];
  lenderWords: string[];
  interestWords: string[];
  notAPersonWords: string[];
}

export const DEFAULT_STATEMENT_PARAMS: StatementParams = {
  largeAmount: '200000',
  largeMedianMultiple: '5',
  roundUnit: '10000',
  nightFrom: '22:00',
  nightTo: '06:00',
  fastInOutShare: '0.8',
  fastInOutMaxShare: '1.2',
  fastInOutDays: 2,
  gapDays: 15,
  adbRentBenchmark: '1.5',
  quarterEndSpike: '2',
  topN: 5,
  concentrationShare: '0.5',
  salaryWords: [...SALARY_WORDS],
  taxWords: [...TAX_WORDS],
  utilityWords: [...UTILITY_WORDS],
  lenderWords: [...LENDER_WORDS],
  interestWords: [...INTEREST_WORDS],
  notAPersonWords: [...NOT_A_PERSON_WORDS],
};

const DECIMALS = [
  'largeAmount',
  'largeMedianMultiple',
  'roundUnit',
  'fastInOutShare',
  'fastInOutMaxShare',
  'adbRentBenchmark',
  'quarterEndSpike',
  'concentrationShare',
] as const;
const COUNTS = ['fastInOutDays', 'gapDays', 'topN'] as const;
const TIMES = ['nightFrom', 'nightTo'] as const;
const WORDS = ['salaryWords', 'taxWords', 'utilityWords', 'lenderWords', 'interestWords', 'notAPersonWords'] as const;

/**
 * The defaults with the tenant's choices over them, each checked: amounts and ratios decimal and not negative, days
 * and counts whole, times HH:mm, word lists lists of text. A bad one is a FinanceInputError naming it (→ 400).
 */
export function statementParams(overrides: Partial<StatementParams> = {}): StatementParams {
  const defined = Object.fromEntries(Object.entries(overrides).filter(([, v]) => v !== undefined && v !== null));
  const p = { ...DEFAULT_STATEMENT_PARAMS, ...defined } as StatementParams;
  for (const k of DECIMALS)
    if (!isDecimalLike(p[k]) || new D(p[k]).isNeg())
      throw new FinanceInputError(k, l('必须是不小于 0 的数', 'must be a number not below 0'));
  for (const k of COUNTS)
    if (!Number.isInteger(p[k]) || p[k] < 0)
      throw new FinanceInputError(k, l('必须是不小于 0 的整数', 'must be a whole number not below 0'));
  for (const k of TIMES)
    if (typeof p[k] !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(p[k]))
      throw new FinanceInputError(k, l('必须是 HH:mm 格式的时间', 'must be a time in HH:mm form'));
  for (const k of WORDS)
    if (!Array.isArray(p[k]) || p[k].some((w) => typeof w !== 'string'))
      throw new FinanceInputError(k, l('必须是文字列表', 'must be a list of words'));
  return { ...p, ...Object.fromEntries(WORDS.map((k) => [k, p[k].map((w) => w.trim()).filter((w) => w !== '')])) };
}
