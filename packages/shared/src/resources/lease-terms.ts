/**
 * The lease terms a project (and, copied from it, a contract) holds, as fields and option lists, and the one mapping
 * from those fields to the rent calculator's input — so the project's live preview, the server's schedule and IRR, and
 * the schedule table of a generated contract are the same computation.
 */
import { type CalculatorInput, calculateSchedule } from '../finance/calculator';
import { amountInWords } from '../format/amount-words';
import { formatAmount } from '../format/index';
import { formatAnnualRate, formatDailyRate } from '../format/rates';
import { date, dict, int, l, money, percent } from './define';

export const LEASE_TYPES = { direct: 1, leaseback: 2 } as const;
export const LEASE_TYPE_OPTIONS = [
  { value: LEASE_TYPES.direct, label: l('直租', 'Direct lease') },
  { value: LEASE_TYPES.leaseback, label: l('售后回租', 'Sale-leaseback') },
];

export const FREQUENCY_OPTIONS = [
  { value: 1, label: l('月付', 'Monthly') },
  { value: 2, label: l('双月付', 'Every two months') },
  { value: 3, label: l('季付', 'Quarterly') },
  { value: 4, label: l('四月付', 'Every four months') },
  { value: 6, label: l('半年付', 'Half-yearly') },
  { value: 12, label: l('年付', 'Yearly') },
];

/** The engine's methods a project may use (不规则租金 needs every rent typed: the calculator page offers it). */
export const RENT_METHOD_OPTIONS = [
  { value: 'EQUAL_RENT', label: l('等额租金', 'Equal rent') },
  { value: 'EQUAL_PRINCIPAL', label: l('等额本金', 'Equal principal') },
  { value: 'FLAT', label: l('平息法', 'Flat rate') },
];

export const PAY_IN_OPTIONS = [
  { value: 'ARREARS', label: l('后付', 'In arrears') },
  { value: 'ADVANCE', label: l('先付', 'In advance') },
];

export const DAY_BASIS_OPTIONS = [
  { value: '30/360', label: l('30/360', '30/360') },
  { value: 'ACT/365', label: l('实际/365', 'ACT/365') },
  { value: 'ACT/360', label: l('实际/360', 'ACT/360') },
];

export const DEPOSIT_USE_OPTIONS = [
  { value: 'REFUND', label: l('期末退还', 'Refunded at the end') },
  { value: 'OFFSET_LAST', label: l('冲抵末期租金', 'Offset against the last rents') },
];

export const FEE_MODE_OPTIONS = [
  { value: 'UPFRONT', label: l('一次性收取', 'Up front') },
  { value: 'SPREAD', label: l('分期收取', 'Spread over the rents') },
];

/** How an early settlement charges the interest of the period it falls in (DOMAIN.md §3; PRO_RATA by days, the default). */
export const SETTLE_INTEREST_RULES = [
  { value: 'NONE', label: l('不收当期利息', 'None') },
  { value: 'PRO_RATA', label: l('按实际天数计收', 'Pro rata by days') },
  { value: 'FULL_PERIOD', label: l('收取整期利息', 'Whole period') },
];

export const GRACE_TYPE_OPTIONS = [
  { value: 'PRINCIPAL', label: l('只付息', 'Interest only') },
  { value: 'INTEREST_DEFERRED', label: l('利息资本化', 'Interest capitalised') },
  { value: 'INTEREST_FREE', label: l('免息', 'Interest free') },
];

/** The lease-term fields, in form order (a project declares them; a contract copies them from its project). */
export const leaseTermFields = () =>
  [
    money('financeAmount', l('融资金额(元)', 'Financed amount (yuan)'), {
      required: l('请输入融资金额', 'please enter the financed amount'),
      minValue: 0.01,
      width: 140,
    }),
    int('periods', l('租赁期数', 'Periods'), {
      required: l('请输入租赁期数', 'please enter the number of periods'),
      minValue: 1,
      maxValue: 360,
      width: 80,
    }),
    dict('frequencyMonths', l('支付频率', 'Payment frequency'), 'lease_frequency', {
      required: l('请选择支付频率', 'please select the payment frequency'),
      options: FREQUENCY_OPTIONS,
      defaultValue: 1,
      width: 90,
    }),
    percent('annualRate', l('年利率(%)', 'Annual rate (%)'), {
      required: l('请输入年利率', 'please enter the annual rate'),
      scale: 4,
      width: 90,
    }),
    dict('dayBasis', l('计息基准', 'Rate basis'), 'lease_day_basis', {
      options: DAY_BASIS_OPTIONS,
      defaultValue: '30/360',
      list: false,
    }),
    dict('rentMethod', l('租金计算方式', 'Rent method'), 'lease_rent_method', {
      required: l('请选择租金计算方式', 'please select the rent method'),
      options: RENT_METHOD_OPTIONS,
      defaultValue: 'EQUAL_RENT',
      list: false,
    }),
    dict('payIn', l('先付/后付', 'In advance / in arrears'), 'lease_pay_in', {
      required: l('请选择先付或后付', 'please select in advance or in arrears'),
      options: PAY_IN_OPTIONS,
      defaultValue: 'ARREARS',
      list: false,
    }),
    date('startDate', l('起租日', 'Start date'), { list: false }),
    // 首期租金日 (DOMAIN.md §2): empty = one period after the start (in advance: the start itself).
    date('firstDueDate', l('首期租金日', 'First rent due'), {
      list: false,
      placeholder: l('空着即起租日后一期', 'empty: one period after the start'),
    }),
    money('deposit', l('保证金(元)', 'Deposit (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    dict('depositUse', l('保证金处理', 'Deposit use'), 'lease_deposit_use', {
      options: DEPOSIT_USE_OPTIONS,
      defaultValue: 'REFUND',
      list: false,
    }),
    money('fee', l('手续费(元)', 'Fee (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    dict('feeMode', l('手续费收取方式', 'Fee collection'), 'lease_fee_mode', {
      options: FEE_MODE_OPTIONS,
      defaultValue: 'UPFRONT',
      list: false,
    }),
    // 留购价款 is nominal, never amortised, due with the last rent; a balloon (余值) is its own term (DOMAIN.md §2).
    money('purchasePrice', l('留购价款(元)', 'Purchase price (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    money('residualValue', l('余值(元)', 'Residual value (yuan)'), { minValue: 0, defaultValue: '0', list: false }),
    int('graceMonths', l('宽限期(月)', 'Grace (months)'), { minValue: 0, maxValue: 120, defaultValue: 0, list: false }),
    dict('graceType', l('宽限期类型', 'Grace type'), 'lease_grace_type', {
      options: GRACE_TYPE_OPTIONS,
      defaultValue: 'PRINCIPAL',
      list: false,
    }),
    percent('penaltyRate', l('日罚息率(%)', 'Daily penalty rate (%)'), {
      scale: 4,
      maxValue: 1,
      defaultValue: '0.05',
      list: false,
    }),
    // What an early settlement charges (WAVE3-BRIEF §2.3): terms of the contract, a settlement may depart from them.
    dict('settleInterestRule', l('提前结清当期利息', 'Early settlement: accrued interest'), 'settle_interest_rule', {
      options: SETTLE_INTEREST_RULES,
      defaultValue: 'PRO_RATA',
      list: false,
    }),
    percent('breakFeeRate', l('提前结清违约金率(%)', 'Early settlement break fee (%)'), {
      scale: 4,
      maxValue: 100,
      defaultValue: '0',
      list: false,
    }),
  ] as const;

/** The names of the lease-term fields (a contract copies exactly these from its project). */
export const LEASE_TERM_NAMES = leaseTermFields().map((f) => f.name);

type TermValues = Partial<Record<(typeof LEASE_TERM_NAMES)[number], unknown>>;

const str = (v: unknown, fallback: string) => (v === null || v === undefined || v === '' ? fallback : String(v));

/**
 * A record's lease terms as the rent calculator's input. The start date is the record's 起租日, else `fallbackStart`
 * (today, for a project not yet dated). Amounts go as the exact strings the record holds.
 */
export function termsToCalculatorInput(row: TermValues, fallbackStart: string): CalculatorInput {
  return {
    principal: str(row.financeAmount, '0'),
    annualRate: str(row.annualRate, '0'),
    periods: Number(row.periods),
    frequencyMonths: Number(row.frequencyMonths ?? 1) as CalculatorInput['frequencyMonths'],
    method: str(row.rentMethod, 'EQUAL_RENT') as CalculatorInput['method'],
    payIn: str(row.payIn, 'ARREARS') as CalculatorInput['payIn'],
    startDate: str(row.startDate, fallbackStart).slice(0, 10),
    ...(row.firstDueDate ? { firstDueDate: String(row.firstDueDate).slice(0, 10) } : {}),
    dayBasis: str(row.dayBasis, '30/360') as CalculatorInput['dayBasis'],
    residual: str(row.residualValue, '0'),
    purchasePrice: str(row.purchasePrice, '0'),
    deposit: str(row.deposit, '0'),
    depositUse: str(row.depositUse, 'REFUND') as CalculatorInput['depositUse'],
    fee: str(row.fee, '0'),
    feeMode: str(row.feeMode, 'UPFRONT') as CalculatorInput['feeMode'],
    graceMonths: Number(row.graceMonths ?? 0),
    graceType: str(row.graceType, 'PRINCIPAL') as CalculatorInput['graceType'],
  };
}

/** The schedule, totals and IRR of a record's terms (throws FinanceInputError naming the calculator's field). */
export const scheduleOfTerms = (row: TermValues, fallbackStart: string) =>
  calculateSchedule(termsToCalculatorInput(row, fallbackStart));

/** The calculator's input names → the term field that feeds each (to name a field in a message). */
export const CALCULATOR_TO_TERM: Record<string, string> = {
  principal: 'financeAmount',
  annualRate: 'annualRate',
  periods: 'periods',
  frequencyMonths: 'frequencyMonths',
  method: 'rentMethod',
  payIn: 'payIn',
  startDate: 'startDate',
  firstDueDate: 'firstDueDate',
  dayBasis: 'dayBasis',
  residual: 'residualValue',
  purchasePrice: 'purchasePrice',
  deposit: 'deposit',
  depositUse: 'depositUse',
  fee: 'fee',
  feeMode: 'feeMode',
  graceMonths: 'graceMonths',
  graceType: 'graceType',
};

/** The Chinese label of an option's value ('' when none): generated documents are written in Chinese. */
export const optionText = (options: readonly { value: unknown; label: { 'zh-CN': string } }[], v: unknown) =>
  options.find((o) => String(o.value) === String(v))?.label['zh-CN'] ?? '';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/**
 * A record's lease terms in the names of the placeholder reference (`terms`, and the `schedule` loop), as every
 * generated document fills them: amounts with thousands separators, the principal also in Chinese capitals, the
 * schedule computed from the same terms (its start the record's 起租日, else `today`).
 */
export function termsPlaceholders(row: TermValues, today: string) {
  const plan = scheduleOfTerms(row, today);
  return {
    terms: {
      principal: formatAmount(text(row.financeAmount) || '0'),
      principalUpper: amountInWords(text(row.financeAmount) || '0'),
      // Every rate printed with its unit: 6.00%, 日万分之五(0.05%/日); `rate` stays the bare number for `{terms.rate}%`.
      annualRate: formatAnnualRate(row.annualRate),
      rate: formatAnnualRate(row.annualRate).replace('%', ''),
      periods: text(row.periods),
      term: String(Number(row.periods ?? 0) * Number(row.frequencyMonths ?? 1)),
      frequency: optionText(FREQUENCY_OPTIONS, row.frequencyMonths),
      rentMethod: optionText(RENT_METHOD_OPTIONS, row.rentMethod),
      payTiming: optionText(PAY_IN_OPTIONS, row.payIn),
      startDate: text(row.startDate).slice(0, 10) || today,
      endDate: plan.summary.termEndDate,
      deposit: formatAmount(text(row.deposit) || '0'),
      depositUpper: amountInWords(text(row.deposit) || '0'),
      fee: formatAmount(text(row.fee) || '0'),
      feeUpper: amountInWords(text(row.fee) || '0'),
      purchasePrice: formatAmount(text(row.purchasePrice) || '0'),
      purchasePriceUpper: amountInWords(text(row.purchasePrice) || '0'),
      residualValue: formatAmount(text(row.residualValue) || '0'),
      firstDueDate: plan.rows[0]?.dueDate ?? '',
      totalRent: formatAmount(plan.totals.rent),
      totalRentUpper: amountInWords(plan.totals.rent),
      penaltyRate: formatDailyRate(row.penaltyRate),
    },
    schedule: plan.rows.map((r) => ({
      period: r.period,
      dueDate: r.dueDate,
      rent: formatAmount(r.rent),
      principal: formatAmount(r.principal),
      interest: formatAmount(r.interest),
      balance: formatAmount(r.closingBalance),
    })),
  };
}
