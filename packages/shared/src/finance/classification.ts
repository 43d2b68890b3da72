/**
 * Five-level loan classification (五级分类) from days past due, as a floor: staff may classify an
 * asset more severely without approval, never less. Boundaries follow DOMAIN.md: 正常 = not
 * overdue, 关注 = overdue, 次级 = DPD > 90, 可疑 = DPD > 270, 损失 = DPD > 360 (thresholds are
 * parameters; older practice 90/180/360). Provision ratios 1 / 2 / 25 / 50 / 100 %.
 */
import type Decimal from 'decimal.js';
import { l } from '../resources/localized';
import { FinanceInputError } from './errors';
import { D, type DecimalLike, requireNonNegative, roundCents, toDecimal } from './money';

export type RiskLevel = 'NORMAL' | 'SPECIAL_MENTION' | 'SUBSTANDARD' | 'DOUBTFUL' | 'LOSS';

/** Levels from the least to the most severe. */
export const RISK_LEVELS: readonly RiskLevel[] = ['NORMAL', 'SPECIAL_MENTION', 'SUBSTANDARD', 'DOUBTFUL', 'LOSS'];

export const RISK_LABELS: Readonly<Record<RiskLevel, string>> = {
  NORMAL: '正常',
  SPECIAL_MENTION: '关注',
  SUBSTANDARD: '次级',
  DOUBTFUL: '可疑',
  LOSS: '损失',
};

export const DEFAULT_PROVISION_RATIOS: Readonly<Record<RiskLevel, Decimal>> = {
  NORMAL: new D('0.01'),
  SPECIAL_MENTION: new D('0.02'),
  SUBSTANDARD: new D('0.25'),
  DOUBTFUL: new D('0.5'),
  LOSS: new D('1'),
};

/** A level applies when DPD is strictly greater than its threshold. */
export interface ClassificationThresholds {
  substandard: number;
  doubtful: number;
  loss: number;
}

export const DEFAULT_THRESHOLDS: ClassificationThresholds = { substandard: 90, doubtful: 270, loss: 360 };

export interface Classification {
  level: RiskLevel;
  label: string;
  provisionRatio: Decimal;
}

function checkThresholds(t: ClassificationThresholds): void {
  for (const k of ['substandard', 'doubtful', 'loss'] as const) {
    if (!Number.isInteger(t[k]) || t[k] < 0)
      throw new FinanceInputError(`thresholds.${k}`, l('必须是不小于 0 的整数', 'must be a whole number ≥ 0'));
  }
  if (!(t.substandard < t.doubtful && t.doubtful < t.loss)) {
    throw new FinanceInputError(
      'thresholds',
      l('必须递增: 次级 < 可疑 < 损失', 'must increase: substandard < doubtful < loss'),
    );
  }
}

/** Floor classification from DPD. */
export function classifyByDpd(
  daysPastDue: number,
  thresholds: ClassificationThresholds = DEFAULT_THRESHOLDS,
  ratios: Readonly<Record<RiskLevel, Decimal>> = DEFAULT_PROVISION_RATIOS,
): Classification {
  if (!Number.isInteger(daysPastDue) || daysPastDue < 0)
    throw new FinanceInputError('daysPastDue', l('必须是不小于 0 的整数', 'must be a whole number ≥ 0'));
  checkThresholds(thresholds);
  const level: RiskLevel =
    daysPastDue > thresholds.loss
      ? 'LOSS'
      : daysPastDue > thresholds.doubtful
        ? 'DOUBTFUL'
        : daysPastDue > thresholds.substandard
          ? 'SUBSTANDARD'
          : daysPastDue > 0
            ? 'SPECIAL_MENTION'
            : 'NORMAL';
  return { level, label: RISK_LABELS[level], provisionRatio: ratios[level] };
}

/** Provision = exposure × the level's ratio, rounded to 分. */
export function provisionFor(
  exposure: DecimalLike,
  level: RiskLevel,
  ratios: Readonly<Record<RiskLevel, Decimal>> = DEFAULT_PROVISION_RATIOS,
): Decimal {
  const x = requireNonNegative(toDecimal(exposure, 'exposure'), 'exposure');
  if (!RISK_LEVELS.includes(level))
    throw new FinanceInputError(
      'level',
      l(`必须是 ${RISK_LEVELS.join(', ')} 之一`, `must be one of ${RISK_LEVELS.join(', ')}`),
    );
  return roundCents(x.times(ratios[level]));
}

export function severity(level: RiskLevel): number {
  const i = RISK_LEVELS.indexOf(level);
  if (i < 0)
    throw new FinanceInputError(
      'level',
      l(`必须是 ${RISK_LEVELS.join(', ')} 之一`, `must be one of ${RISK_LEVELS.join(', ')}`),
    );
  return i;
}

/** True when a proposed level is below the DPD floor, i.e. the change needs approval. */
export function needsApproval(floor: RiskLevel, proposed: RiskLevel): boolean {
  return severity(proposed) < severity(floor);
}
