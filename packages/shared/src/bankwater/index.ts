/**
 * Bank statements (银行流水, WAVE3-BRIEF §5): the transaction every reader produces, the analysis of §5.3, the
 * categories of §5.4 and the merging of overlapping files. Pure functions, money in decimals; the server's readers
 * turn a bank's export into `BankTxn`s.
 */
export * from './types';
export * from './fields';
export * from './keywords';
export * from './params';
export {
  type CounterpartyKind,
  type PartyContext,
  counterpartyKind,
  isPersonName,
  normaliseAccount,
  normaliseName,
  partyContext,
} from './parties';
export type { Integrity, BalanceBreak, Gap, Duplicate, InterestQuarter } from './integrity';
export type { Month, Monthly } from './monthly';
export type { Balances, AccountBalances, QuarterEnd } from './balances';
export type { Counterparties, PartyShare } from './counterparties';
export type { TransactionFigures, FastInOutPair, Presence, FlowSummary } from './flags';
export * from './metrics';
export * from './categories';
export * from './dedupe';
export * from './rent';
export * from './related';
// The brief's worked example and its maker of single transactions: the reference case tests build on.
export { exampleTxns, txn as exampleTxn } from './worked-example';
