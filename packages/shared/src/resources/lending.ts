/**
 * The rent calculator's terms (租金测算, POST /api/rzzl_qy/calculator/schedule): its amounts and rate as fields, so the
 * page's inputs and the server's checks follow the money and percent kinds (amounts as exact strings, the rate in
 * points below 100). The engine's own rules (a positive principal, the periods, …) come after these.
 */
import { type FieldDef, l, money, percent } from './define';

export const CALCULATOR_FIELDS = {
  principal: money('principal', l('融资本金', 'Principal'), { minValue: 0 }),
  annualRate: percent('annualRate', l('年利率(%)', 'Annual rate (%)'), { scale: 4 }),
  residual: money('residual', l('余值', 'Residual value'), { minValue: 0 }),
  purchasePrice: money('purchasePrice', l('留购价款', 'Purchase price'), { minValue: 0 }),
  deposit: money('deposit', l('保证金', 'Deposit'), { minValue: 0 }),
  fee: money('fee', l('手续费', 'Fee'), { minValue: 0 }),
  /** Each of `rents` (IRREGULAR), null where the engine solves it. */
  rent: money('rents', l('租金', 'Rent'), { minValue: 0 }),
} satisfies Record<string, FieldDef>;
