/**
 * What each transaction is for (WAVE3-BRIEF §5.4): keyword rules as plain data — a tenant edits its own copy of the
 * list and it works the same — tried in order, the first that holds giving the category. A rule holds when the
 * direction fits, one of its keywords appears in the text fields it looks at (summary, purpose, remark, counterparty
 * name; all four when it names none) or it has no keywords, and the other side is of one of its kinds (or it names
 * none). Several rules may give one category.
 */
import { type Localized, l } from '../resources/localized';
import { FEE_WORDS, INTEREST_WORDS, SALARY_WORDS, TAX_WORDS, UTILITY_WORDS } from './keywords';
import { type CounterpartyKind, type PartyContext, containsAny, counterpartyKind, partyContext } from './parties';
import type { BankTxn, Direction } from './types';

export const CATEGORY_LABELS = {
  OPERATING_INCOME: l('经营收入', 'Operating income'),
  SUPPLIER_PAYMENT: l('货款支出', 'Payments to suppliers'),
  SALARY: l('工资', 'Wages'),
  TAX: l('税费', 'Taxes and social charges'),
  UTILITY: l('水电能源', 'Utilities'),
  LOAN_IN: l('贷款放款', 'Loans received'),
  LOAN_REPAY: l('还款', 'Loan repayments'),
  INTEREST: l('利息', 'Interest'),
  INTERNAL: l('内部转账', 'Internal transfers'),
  RELATED: l('关联方', 'Related parties'),
  PERSON: l('个人往来', 'Individuals'),
  FEE: l('手续费', 'Bank charges'),
  OTHER: l('其他', 'Other'),
} satisfies Record<string, Localized>;
export type CategoryCode = keyof typeof CATEGORY_LABELS;

/** The text fields of a transaction a rule's keywords may be looked for in. */
export const TXN_TEXT_FIELDS = ['summary', 'purpose', 'remark', 'counterpartyName'] as const;
export type TxnTextField = (typeof TXN_TEXT_FIELDS)[number];

/** The counterparty kinds a rule may ask for (parties.ts `counterpartyKind`), as a rule's screen names them. */
export const COUNTERPARTY_KIND_LABELS: Record<CounterpartyKind, Localized> = {
  OWN: l('本企业账户', 'Own account'),
  RELATED: l('关联方', 'Related party'),
  BANK: l('银行', 'Bank'),
  LENDER: l('非银行金融机构', 'Non-bank lender'),
  PERSON: l('个人', 'Individual'),
  COMPANY: l('其他企业', 'Other company'),
  NONE: l('无对方户名', 'No counterparty'),
};

export interface CategoryRule {
  /** A code of CATEGORY_LABELS, or a tenant's own. */
  code: string;
  label: Localized;
  direction: Direction | 'ANY';
  /** Any one of them in the text fields of `fields`; empty: no condition. */
  keywords: string[];
  /** Where the keywords are looked for; absent or empty: all four text fields. */
  fields?: TxnTextField[];
  /** The other side's kind must be one of them; empty: no condition. */
  counterpartyKinds: CounterpartyKind[];
}

const rule = (
  code: CategoryCode,
  direction: CategoryRule['direction'],
  keywords: readonly string[],
  counterpartyKinds: CounterpartyKind[] = [],
): CategoryRule => ({ code, label: CATEGORY_LABELS[code], direction, keywords: [...keywords], counterpartyKinds });

const LOAN_WORDS = ['贷款', '借款', '放款', '融资'];
const REPAY_WORDS = ['贷款', '借款', '还款', '还贷', '利息', '本息', '租金'];

/** The default rules, in the order they are tried. */
export const DEFAULT_CATEGORY_RULES: readonly CategoryRule[] = [
  rule('INTERNAL', 'ANY', [], ['OWN']),
  rule('RELATED', 'ANY', [], ['RELATED']),
  rule('INTEREST', 'IN', INTEREST_WORDS),
  rule('FEE', 'OUT', FEE_WORDS),
  rule('SALARY', 'OUT', SALARY_WORDS),
  rule('TAX', 'OUT', TAX_WORDS),
  rule('UTILITY', 'OUT', UTILITY_WORDS),
  rule('LOAN_IN', 'IN', LOAN_WORDS, ['BANK', 'LENDER', 'NONE']),
  rule('LOAN_IN', 'IN', [], ['LENDER']),
  rule('LOAN_REPAY', 'OUT', REPAY_WORDS, ['BANK', 'LENDER', 'NONE']),
  rule('LOAN_REPAY', 'OUT', [], ['LENDER']),
  rule('PERSON', 'ANY', [], ['PERSON']),
  rule('OPERATING_INCOME', 'IN', [], ['COMPANY']),
  rule('SUPPLIER_PAYMENT', 'OUT', [], ['COMPANY']),
];

/** The text a rule's keywords are looked for in: the fields it names, or all four. */
const textOf = (t: BankTxn, fields: readonly TxnTextField[] | undefined) =>
  (fields?.length ? fields : TXN_TEXT_FIELDS).map((f) => t[f] ?? '').join(' ');

/** The category of one transaction: the first rule that holds, else OTHER. */
export function categorise(txn: BankTxn, rules: readonly CategoryRule[], ctx: PartyContext): string {
  let kind: CounterpartyKind | undefined;
  for (const r of rules) {
    if (r.direction !== 'ANY' && r.direction !== txn.direction) continue;
    const words = (r.keywords ?? []).filter((w) => w !== '');
    if (words.length && !containsAny(textOf(txn, r.fields), words)) continue;
    const kinds = r.counterpartyKinds ?? [];
    if (kinds.length) {
      kind ??= counterpartyKind(txn, ctx);
      if (!kinds.includes(kind)) continue;
    }
    return r.code;
  }
  return 'OTHER';
}

/**
 * The categories of a statement's transactions, in their order; the statement's own accounts and account names count
 * as the company's, like in the analysis.
 */
export function categoriseAll(
  txns: readonly BankTxn[],
  rules: readonly CategoryRule[] = DEFAULT_CATEGORY_RULES,
  opts: { ownAccounts?: string[]; ownNames?: string[]; relatedParties?: string[]; notAPersonWords?: string[] } = {},
): string[] {
  const ctx = partyContext({
    ownAccounts: [...(opts.ownAccounts ?? []), ...txns.map((t) => t.accountNo)],
    ownNames: [...(opts.ownNames ?? []), ...txns.map((t) => t.accountName ?? '')],
    relatedParties: opts.relatedParties,
    notAPersonWords: opts.notAPersonWords,
  });
  return txns.map((t) => categorise(t, rules, ctx));
}
