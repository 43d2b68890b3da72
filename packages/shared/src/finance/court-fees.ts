/**
 * Court fees of a property claim by 《诉讼费用交纳办法》 (国务院令第481号): 财产保全 申请费 (第十四条: 30 元 up to 1,000;
 * 1 % of the part from 1,000 to 100,000; 0.5 % of the part above; at most 5,000) and 案件受理费 of a property case
 * (第十三条: 50 元 up to 10,000, then 2.5 %, 2 %, 1.5 %, 1 %, 0.9 %, 0.8 %, 0.7 %, 0.6 % and 0.5 % of each band's part).
 * Each band's part is added exactly and the sum rounded half-up to 分 once (WAVE3-BRIEF §3.6's examples: a claim of
 * 600,000 pays 3,520 to preserve and 9,800 to sue).
 */
import { D, type Decimal, type DecimalLike } from './money';

interface Band {
  /** The band's upper bound (null: none). */
  upTo: number | null;
  /** The rate of the part of the amount within the band. */
  rate: string;
}

/** A progressive fee: the flat fee for the amount up to `floor`, then each band's rate on its part. */
function progressive(amount: DecimalLike, flat: number, floor: number, bands: readonly Band[]): Decimal {
  const a = new D(amount);
  if (a.lte(floor)) return new D(flat);
  let fee = new D(flat);
  let from = new D(floor);
  for (const b of bands) {
    const to = b.upTo === null ? a : D.min(a, b.upTo);
    if (to.gt(from)) fee = fee.plus(to.minus(from).times(b.rate));
    if (b.upTo === null || a.lte(b.upTo)) break;
    from = new D(b.upTo);
  }
  return fee;
}

/** 财产保全申请费 for the amount preserved. */
export function preservationFee(amount: DecimalLike): Decimal {
  const fee = progressive(amount, 30, 1_000, [
    { upTo: 100_000, rate: '0.01' },
    { upTo: null, rate: '0.005' },
  ]);
  return D.min(fee, 5_000).toDecimalPlaces(2);
}

/** 案件受理费 of a property case for the amount claimed. */
export function acceptanceFee(amount: DecimalLike): Decimal {
  return progressive(amount, 50, 10_000, [
    { upTo: 100_000, rate: '0.025' },
    { upTo: 200_000, rate: '0.02' },
    { upTo: 500_000, rate: '0.015' },
    { upTo: 1_000_000, rate: '0.01' },
    { upTo: 2_000_000, rate: '0.009' },
    { upTo: 5_000_000, rate: '0.008' },
    { upTo: 10_000_000, rate: '0.007' },
    { upTo: 20_000_000, rate: '0.006' },
    { upTo: null, rate: '0.005' },
  ]).toDecimalPlaces(2);
}
