/**
 * Lease finance engine: pure functions, money in decimal.js, dates as 'YYYY-MM-DD' strings.
 * Bad input throws FinanceInputError (field + message naming it) → HTTP 400.
 */
export * from './errors';
export * from './money';
export * from './dates';
export * from './working-days';
export * from './bank-schedule';
export * from './bank-repricing';
export * from './ratios';
export * from './risk-overview';
export * from './court-fees';
export * from './tracking-plan';
export * from './terms';
export * from './rates';
export * from './schedule';
export * from './solve';
export * from './irr';
export * from './cashflows';
export * from './penalty';
export * from './allocation';
export * from './classification';
export * from './settlement';
export * from './restructure';
export * from './calculator';
export * from './concentration';
export * from './extension';
export * from './grace';
export * from './transfer';
export * from './realised';
export * from './recovery';
