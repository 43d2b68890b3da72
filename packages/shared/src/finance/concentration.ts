/**
 * Concentration limits (DOMAIN.md §4; 2020 rules for 融资租赁公司, denominator 净资产 = net assets): pure, decimal.
 * The company's position (a dated record), its shareholders, the live exposure per customer (outstanding principal;
 * approved projects not yet disbursed kept apart as `pending`) and the customer relation graph go in; every indicator
 * comes out with its limit, value, ratio, headroom and status, for the company, per customer and as warnings.
 *
 * Conventions (docs/servicing.md "Concentration"):
 *  - a group (集团客户) is a connected component of the relation graph, every relation type, either direction;
 *  - the company's related parties are its shareholders (those that are customers), the customers its position names,
 *    and every customer in their groups (what they control or are controlled with);
 *  - headroom = limit − value for a ceiling, value − limit for a floor (negative: breached);
 *  - status: `breach` past the limit; `near` at or past `threshold` of it (90 %: a ceiling's value ≥ 90 % of the
 *    limit; a floor's value ≤ limit ÷ 90 %); else `ok`. Amounts are rounded half-up to 分, ratios to 0.01 %.
 */
import { D, type Decimal, type DecimalLike, HUNDRED, ZERO } from './money';

export interface CompanyPosition {
  totalAssets: DecimalLike;
  netAssets: DecimalLike;
  leasedAssets?: DecimalLike | null;
  cash?: DecimalLike | null;
  bankDeposits?: DecimalLike | null;
  treasuryBonds?: DecimalLike | null;
  fixedIncome?: DecimalLike | null;
}

export interface ShareholderInput {
  name: string;
  /** The shareholder as a customer of the company, when it is one. */
  customerId?: string | null;
  capital: DecimalLike;
}

export interface ExposureInput {
  customerId: string;
  /** Outstanding principal of active IOUs. */
  outstanding: DecimalLike;
  /** Approved (or contracted) projects not yet disbursed. */
  pending?: DecimalLike;
}

export interface ConcentrationInput {
  position: CompanyPosition;
  shareholders: ShareholderInput[];
  exposures: ExposureInput[];
  /** Every relation between two customers (either direction). */
  relations: [string, string][];
  /** Customers the position names as related parties. */
  relatedCustomerIds: string[];
  /** Near-breach threshold as a fraction of the limit (0.9 = 90 %). */
  threshold?: DecimalLike;
}

export type IndicatorCode =
  | 'leasedAssets'
  | 'riskAssets'
  | 'fixedIncome'
  | 'singleCustomer'
  | 'singleGroup'
  | 'singleRelated'
  | 'allRelated'
  | 'shareholder';

export type Status = 'ok' | 'near' | 'breach';

export interface Indicator {
  code: IndicatorCode;
  /** floor: value must stay at or above the limit (leased assets); ceiling: at or below. */
  kind: 'floor' | 'ceiling';
  /** What the limit is a share of: total assets (leased assets), net assets, or a shareholder's capital. */
  base: 'totalAssets' | 'netAssets' | 'capital';
  /** The limit as a share of the base, in percent points (60, 800, 20, 30, 50, 100). */
  limitRatio: string;
  /** The limit in yuan. */
  limit: string;
  /** The measured value in yuan (exposure counts outstanding principal only). */
  value: string;
  /** Approved projects not yet disbursed (exposure indicators), shown apart. */
  pending: string;
  /** value + pending. */
  projected: string;
  /** value ÷ base, in percent points. */
  ratio: string;
  headroom: string;
  /** value ÷ limit, in percent points (comparable across indicators; a floor's above 100 is good). */
  usage: string;
  status: Status;
  /** The status the value would have with the pending projects disbursed. */
  projectedStatus: Status;
  /** The customers measured (the worst customer, group, related party or the shareholder's circle). */
  customerIds: string[];
  /** The shareholder's name (shareholder indicator). */
  shareholder?: string;
}

const dec = (v: DecimalLike | null | undefined) => new D(v === null || v === undefined || v === '' ? 0 : String(v));
const money = (x: Decimal) => x.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);
const pct = (x: Decimal) => x.toDecimalPlaces(2, D.ROUND_HALF_UP).toFixed(2);

/** LIMITS of DOMAIN.md §4 in percent points of their base. */
export const LIMITS: Record<IndicatorCode, { kind: 'floor' | 'ceiling'; ratio: number }> = {
  leasedAssets: { kind: 'floor', ratio: 60 },
  riskAssets: { kind: 'ceiling', ratio: 800 },
  fixedIncome: { kind: 'ceiling', ratio: 20 },
  singleCustomer: { kind: 'ceiling', ratio: 30 },
  singleGroup: { kind: 'ceiling', ratio: 50 },
  singleRelated: { kind: 'ceiling', ratio: 30 },
  allRelated: { kind: 'ceiling', ratio: 50 },
  shareholder: { kind: 'ceiling', ratio: 100 },
};

export function statusOf(kind: 'floor' | 'ceiling', value: Decimal, limit: Decimal, threshold: Decimal): Status {
  if (kind === 'ceiling') {
    if (value.gt(limit)) return 'breach';
    return value.gte(limit.times(threshold)) ? 'near' : 'ok';
  }
  if (value.lt(limit)) return 'breach';
  return threshold.gt(0) && value.lte(limit.div(threshold)) ? 'near' : 'ok';
}

interface Measure {
  code: IndicatorCode;
  baseAmount: Decimal;
  base: Indicator['base'];
  value: Decimal;
  pending?: Decimal;
  customerIds?: string[];
  shareholder?: string;
}

function indicator(m: Measure, threshold: Decimal): Indicator {
  const { kind, ratio } = LIMITS[m.code];
  const limit = m.baseAmount.times(ratio).div(HUNDRED);
  const pending = m.pending ?? ZERO;
  const projected = m.value.plus(pending);
  return {
    code: m.code,
    kind,
    base: m.base,
    limitRatio: String(ratio),
    limit: money(limit),
    value: money(m.value),
    pending: money(pending),
    projected: money(projected),
    ratio: m.baseAmount.isZero() ? '0.00' : pct(m.value.div(m.baseAmount).times(HUNDRED)),
    headroom: money(kind === 'ceiling' ? limit.minus(m.value) : m.value.minus(limit)),
    usage: limit.isZero() ? (m.value.isZero() ? '0.00' : '100.00') : pct(m.value.div(limit).times(HUNDRED)),
    status: statusOf(kind, m.value, limit, threshold),
    projectedStatus: statusOf(kind, projected, limit, threshold),
    customerIds: m.customerIds ?? [],
    ...(m.shareholder !== undefined ? { shareholder: m.shareholder } : {}),
  };
}

/** Numeric ids compare by length first (64-bit ids as strings), then as text. */
const idBefore = (a: string, b: string) => a.length < b.length || (a.length === b.length && a < b);

/** Connected components of the relation graph: each customer's group key (the smallest id in its component). */
export function groupsOf(relations: [string, string][]): Map<string, string> {
  const parent = new Map<string, string>();
  const find = (x: string): string => {
    let r = x;
    while (parent.get(r) !== r) r = parent.get(r) ?? r;
    // Path halving keeps the trees flat.
    let y = x;
    while (parent.get(y) !== r) {
      const next = parent.get(y)!;
      parent.set(y, r);
      y = next;
    }
    return r;
  };
  const add = (x: string) => {
    if (!parent.has(x)) parent.set(x, x);
  };
  for (const [a, b] of relations) {
    add(a);
    add(b);
    const ra = find(a);
    const rb = find(b);
    if (ra !== rb) {
      const [lo, hi] = idBefore(ra, rb) ? [ra, rb] : [rb, ra];
      parent.set(hi, lo);
    }
  }
  const out = new Map<string, string>();
  for (const x of parent.keys()) out.set(x, find(x));
  return out;
}

/** The whole picture: the graph, the exposures summed per customer, group and related circle. */
export class ConcentrationBook {
  readonly threshold: Decimal;
  readonly net: Decimal;
  private readonly group: Map<string, string>;
  private readonly members = new Map<string, string[]>();
  private readonly outstanding = new Map<string, Decimal>();
  private readonly pendingOf = new Map<string, Decimal>();
  /** The company's related parties (customer ids). */
  readonly related: Set<string>;

  constructor(readonly input: ConcentrationInput) {
    this.threshold = dec(input.threshold ?? '0.9');
    this.net = dec(input.position.netAssets);
    this.group = groupsOf(input.relations);
    for (const [id, g] of this.group) this.members.set(g, [...(this.members.get(g) ?? []), id]);
    for (const e of input.exposures) {
      this.outstanding.set(e.customerId, (this.outstanding.get(e.customerId) ?? ZERO).plus(dec(e.outstanding)));
      this.pendingOf.set(e.customerId, (this.pendingOf.get(e.customerId) ?? ZERO).plus(dec(e.pending)));
    }
    const seeds = [
      ...input.relatedCustomerIds,
      ...input.shareholders.map((s) => s.customerId).filter((x): x is string => !!x),
    ];
    this.related = new Set(seeds.flatMap((id) => this.groupMembers(id)));
  }

  /** The customers of `customerId`'s group (itself alone when it has no relation). */
  groupMembers(customerId: string): string[] {
    const g = this.group.get(customerId);
    return g ? (this.members.get(g) ?? [customerId]) : [customerId];
  }

  private sum(ids: Iterable<string>, which: 'outstanding' | 'pending'): Decimal {
    const m = which === 'outstanding' ? this.outstanding : this.pendingOf;
    let s = ZERO;
    for (const id of ids) s = s.plus(m.get(id) ?? ZERO);
    return s;
  }

  /** A customer's own exposure: outstanding principal and pending projects (decimal strings). */
  exposureOf(customerId: string): { outstanding: string; pending: string } {
    return {
      outstanding: money(this.outstanding.get(customerId) ?? ZERO),
      pending: money(this.pendingOf.get(customerId) ?? ZERO),
    };
  }

  /** Every customer with exposure (outstanding or pending). */
  customers(): string[] {
    return [...new Set([...this.outstanding.keys(), ...this.pendingOf.keys()])];
  }

  private exposureMeasure(code: IndicatorCode, ids: string[], extra: Partial<Measure> = {}): Measure {
    return {
      code,
      base: 'netAssets',
      baseAmount: this.net,
      value: this.sum(ids, 'outstanding'),
      pending: this.sum(ids, 'pending'),
      customerIds: ids,
      ...extra,
    };
  }

  /** The company-level indicators: the three balance-sheet ones, and each exposure limit at its worst subject. */
  indicators(): Indicator[] {
    const p = this.input.position;
    const total = dec(p.totalAssets);
    const out: Indicator[] = [
      indicator(
        { code: 'leasedAssets', base: 'totalAssets', baseAmount: total, value: dec(p.leasedAssets) },
        this.threshold,
      ),
      indicator(
        {
          code: 'riskAssets',
          base: 'netAssets',
          baseAmount: this.net,
          value: total.minus(dec(p.cash)).minus(dec(p.bankDeposits)).minus(dec(p.treasuryBonds)),
        },
        this.threshold,
      ),
      indicator(
        { code: 'fixedIncome', base: 'netAssets', baseAmount: this.net, value: dec(p.fixedIncome) },
        this.threshold,
      ),
    ];
    const customers = this.customers();
    out.push(
      this.worst(
        'singleCustomer',
        customers.map((c) => this.exposureMeasure('singleCustomer', [c])),
      ),
    );
    const groups = new Map(customers.map((c) => [this.groupMembers(c).slice().sort().join(','), this.groupMembers(c)]));
    out.push(
      this.worst(
        'singleGroup',
        [...groups.values()].map((ids) => this.exposureMeasure('singleGroup', ids)),
      ),
    );
    const related = [...this.related];
    out.push(
      this.worst(
        'singleRelated',
        related.map((c) => this.exposureMeasure('singleRelated', [c])),
      ),
    );
    out.push(indicator(this.exposureMeasure('allRelated', related), this.threshold));
    for (const s of this.input.shareholders) out.push(this.shareholderIndicator(s));
    return out;
  }

  private shareholderIndicator(s: ShareholderInput): Indicator {
    const ids = s.customerId ? this.groupMembers(s.customerId) : [];
    return indicator(
      { ...this.exposureMeasure('shareholder', ids), base: 'capital', baseAmount: dec(s.capital), shareholder: s.name },
      this.threshold,
    );
  }

  /** The measure with the largest value (projected as the tie-break); an empty set measures zero. */
  private worst(code: IndicatorCode, measures: Measure[]): Indicator {
    const best = measures.reduce<Measure | undefined>((w, m) => {
      if (!w) return m;
      const c = m.value.cmp(w.value);
      return c > 0 || (c === 0 && (m.pending ?? ZERO).gt(w.pending ?? ZERO)) ? m : w;
    }, undefined);
    return indicator(best ?? this.exposureMeasure(code, []), this.threshold);
  }

  /**
   * One customer's indicators: its own exposure, its group's, and — when it is a related party — the single and all
   * related limits and the circle of each shareholder it belongs to. `extra` adds a new deal's amount (pre-check) to
   * the customer's pending exposure.
   */
  forCustomer(customerId: string, extra: DecimalLike = 0): Indicator[] {
    const add = dec(extra);
    const withExtra = (m: Measure): Measure =>
      m.customerIds?.includes(customerId) ? { ...m, pending: (m.pending ?? ZERO).plus(add) } : m;
    const group = this.groupMembers(customerId);
    const out = [
      indicator(withExtra(this.exposureMeasure('singleCustomer', [customerId])), this.threshold),
      indicator(withExtra(this.exposureMeasure('singleGroup', group)), this.threshold),
    ];
    if (this.related.has(customerId)) {
      out.push(indicator(withExtra(this.exposureMeasure('singleRelated', [customerId])), this.threshold));
      out.push(indicator(withExtra(this.exposureMeasure('allRelated', [...this.related])), this.threshold));
    }
    for (const s of this.input.shareholders)
      if (s.customerId && this.groupMembers(s.customerId).includes(customerId)) {
        const ind = this.shareholderIndicator(s);
        out.push(
          add.isZero()
            ? ind
            : indicator(
                withExtra({
                  ...this.exposureMeasure('shareholder', this.groupMembers(s.customerId)),
                  base: 'capital',
                  baseAmount: dec(s.capital),
                  shareholder: s.name,
                }),
                this.threshold,
              ),
        );
      }
    return out;
  }

  /** Every customer's, group's, related party's and shareholder's measure that is near or past its limit. */
  warnings(): Indicator[] {
    const out: Indicator[] = [];
    const flagged = (i: Indicator) => i.status !== 'ok' || i.projectedStatus !== 'ok';
    const company = this.indicators().filter((i) => ['leasedAssets', 'riskAssets', 'fixedIncome'].includes(i.code));
    out.push(...company.filter(flagged));
    const customers = this.customers();
    const seenGroups = new Set<string>();
    for (const c of customers) {
      out.push(indicator(this.exposureMeasure('singleCustomer', [c]), this.threshold));
      const g = this.groupMembers(c);
      const key = g.slice().sort().join(',');
      if (g.length > 1 && !seenGroups.has(key)) {
        seenGroups.add(key);
        out.push(indicator(this.exposureMeasure('singleGroup', g), this.threshold));
      }
      if (this.related.has(c)) out.push(indicator(this.exposureMeasure('singleRelated', [c]), this.threshold));
    }
    if (this.related.size) out.push(indicator(this.exposureMeasure('allRelated', [...this.related]), this.threshold));
    for (const s of this.input.shareholders) out.push(this.shareholderIndicator(s));
    return out.filter(flagged).sort((a, b) => severity(b) - severity(a) || new D(b.usage).cmp(a.usage));
  }
}

const severity = (i: Indicator) =>
  i.status === 'breach' ? 4 : i.status === 'near' ? 3 : i.projectedStatus === 'breach' ? 2 : 1;
