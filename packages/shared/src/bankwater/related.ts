/**
 * The related parties an analysis treated as such, each with where its name came from (the relation graph, the
 * registry's shareholders, the legal representative) and what the statement shows with it — so an analyst can see why
 * a flow counted as related, and that a name the statement never shows was looked for all the same.
 */
import type Decimal from 'decimal.js';
import { D } from '../finance/money';
import { normaliseName } from './parties';
import type { BankTxn } from './types';

/** Where a related party's name came from. */
export type RelatedSource = 'RELATION' | 'SHAREHOLDER' | 'LEGAL_PERSON';

export interface RelatedParty {
  name: string;
  source: RelatedSource;
  /** What the source says of it: the relation's type, a shareholder's share. */
  detail?: string;
}

export interface RelatedPartyFlow extends RelatedParty {
  count: number;
  inAmount: string;
  outAmount: string;
}

/**
 * The parties, one per name (the first source given wins; the company's own names left out: its own flows are
 * internal), each with the statement's flows with it.
 */
export function relatedPartyFlows(
  txns: readonly BankTxn[],
  parties: readonly RelatedParty[],
  ownNames: readonly string[] = [],
): RelatedPartyFlow[] {
  const own = new Set(ownNames.map(normaliseName));
  const byName = new Map<string, RelatedPartyFlow & { in: Decimal; out: Decimal }>();
  for (const p of parties) {
    const key = normaliseName(p.name);
    if (key === '' || own.has(key) || byName.has(key)) continue;
    byName.set(key, { ...p, count: 0, inAmount: '0.00', outAmount: '0.00', in: new D(0), out: new D(0) });
  }
  for (const t of txns) {
    const f = byName.get(normaliseName(t.counterpartyName));
    if (!f) continue;
    f.count++;
    if (t.direction === 'IN') f.in = f.in.plus(t.amount);
    else f.out = f.out.plus(t.amount);
  }
  return [...byName.values()].map(({ in: i, out: o, ...f }) => ({
    ...f,
    inAmount: i.toFixed(2),
    outAmount: o.toFixed(2),
  }));
}

/** The names of the parties, for the analysis's party context. */
export const relatedNames = (parties: readonly RelatedParty[]) => parties.map((p) => p.name);
