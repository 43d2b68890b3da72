/**
 * 风控指数 (riskIndex/selectIndexzZzt; WAVE3-BRIEF §3.6): the portfolio's risk indicators from its outstanding
 * principal by five-level class, its overdue principal and the provision it holds — NPL ratio = (次级 + 可疑 + 损失) /
 * total, 关注率, overdue ratio = overdue principal / outstanding, the provision the classes require (Σ balance × the
 * class's ratio), coverage = provision held / NPL and the provision ratio = held / total. Amounts to 分, ratios as
 * percent to 2 places, rounded once at the end; a ratio over nothing is null.
 */
import { DEFAULT_PROVISION_RATIOS, RISK_LEVELS, type RiskLevel } from './classification';
import { D, type Decimal, type DecimalLike } from './money';

/** Days-past-due buckets (lower bound inclusive, upper inclusive; null: no upper bound). */
export const DPD_BUCKETS: readonly { key: string; from: number; to: number | null }[] = [
  { key: '1-30', from: 1, to: 30 },
  { key: '31-90', from: 31, to: 90 },
  { key: '91-180', from: 91, to: 180 },
  { key: '181-360', from: 181, to: 360 },
  { key: '>360', from: 361, to: null },
];

export const NON_PERFORMING_LEVELS: readonly RiskLevel[] = ['SUBSTANDARD', 'DOUBTFUL', 'LOSS'];

export interface RiskOverviewInput {
  byClass: readonly { riskLevel: string; iouCount: number; outstandingPrincipal: DecimalLike }[];
  overduePrincipal: DecimalLike;
  /** The provision the portfolio holds (元). */
  provisionHeld: DecimalLike;
  /** Provision ratio per class (default 1 %, 2 %, 25 %, 50 %, 100 %). */
  ratios?: Readonly<Record<RiskLevel, Decimal>>;
}

export interface RiskOverview {
  totalPrincipal: string;
  byClass: {
    riskLevel: RiskLevel;
    iouCount: number;
    outstandingPrincipal: string;
    share: string | null;
    requiredProvision: string;
  }[];
  nonPerformingPrincipal: string;
  nplRatio: string | null;
  specialMentionRatio: string | null;
  overduePrincipal: string;
  overdueRatio: string | null;
  requiredProvision: string;
  provisionHeld: string;
  /** Provision held over non-performing principal. */
  coverage: string | null;
  /** Provision held over total principal. */
  provisionRatio: string | null;
}

const percentOf = (part: Decimal, whole: Decimal) => (whole.gt(0) ? part.div(whole).times(100).toFixed(2) : null);

export function riskOverview(input: RiskOverviewInput): RiskOverview {
  const ratios = input.ratios ?? DEFAULT_PROVISION_RATIOS;
  const amountOf = (level: RiskLevel) =>
    input.byClass
      .filter((c) => c.riskLevel === level)
      .reduce<Decimal>((s, c) => s.plus(new D(c.outstandingPrincipal)), new D(0));
  const countOf = (level: RiskLevel) =>
    input.byClass.filter((c) => c.riskLevel === level).reduce((s, c) => s + c.iouCount, 0);
  const total = RISK_LEVELS.reduce<Decimal>((s, level) => s.plus(amountOf(level)), new D(0));
  const nonPerforming = NON_PERFORMING_LEVELS.reduce<Decimal>((s, level) => s.plus(amountOf(level)), new D(0));
  const required = RISK_LEVELS.reduce<Decimal>((s, level) => s.plus(amountOf(level).times(ratios[level])), new D(0));
  const held = new D(input.provisionHeld);
  const overdue = new D(input.overduePrincipal);
  return {
    totalPrincipal: total.toFixed(2),
    byClass: RISK_LEVELS.map((riskLevel) => ({
      riskLevel,
      iouCount: countOf(riskLevel),
      outstandingPrincipal: amountOf(riskLevel).toFixed(2),
      share: percentOf(amountOf(riskLevel), total),
      requiredProvision: amountOf(riskLevel).times(ratios[riskLevel]).toFixed(2),
    })),
    nonPerformingPrincipal: nonPerforming.toFixed(2),
    nplRatio: percentOf(nonPerforming, total),
    specialMentionRatio: percentOf(amountOf('SPECIAL_MENTION'), total),
    overduePrincipal: overdue.toFixed(2),
    overdueRatio: percentOf(overdue, total),
    requiredProvision: required.toFixed(2),
    provisionHeld: held.toFixed(2),
    coverage: percentOf(held, nonPerforming),
    provisionRatio: percentOf(held, total),
  };
}
