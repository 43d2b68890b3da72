import type { FundingSource } from '@flp/shared/resources';
import type { ProvinceFigure } from '../../api/dashboard';
import { useLoc } from '../../crud/labels';
import { wan } from '../wel/figures';
import { T } from '../wel/texts';

const TOP = 10;

interface Ranked {
  key: string;
  name: string;
  amount: string;
  share?: string | null;
}

/** Amounts ranked as bars (in 万元, with their share), the first three marked. */
export function RankBars({ items, figure }: { items: Ranked[]; figure: string }) {
  const loc = useLoc();
  const top = items.slice(0, TOP);
  if (top.length === 0) return <div className="cockpit-empty">{loc(T.noData)}</div>;
  return (
    <ol className="cockpit-rank">
      {top.map((p, i) => (
        <li key={p.key || 'none'} {...{ [`data-${figure}`]: p.key }}>
          <span className="cockpit-rank-no">{i + 1}</span>
          <span className="cockpit-rank-name">{p.name}</span>
          <span className="cockpit-rank-bar">
            <span style={{ width: `${Math.min(100, Number(p.share ?? 0))}%` }} />
          </span>
          <span className="cockpit-rank-value">
            {wan(p.amount)}
            <small>{` ${p.share ?? '—'}%`}</small>
          </span>
        </li>
      ))}
    </ol>
  );
}

/** Provinces ranked by exposure, as bars (the lessees without a region last, by name). */
export function ProvinceRank({ provinces }: { provinces: ProvinceFigure[] }) {
  const loc = useLoc();
  return (
    <RankBars
      figure="province"
      items={provinces.map((p) => ({
        key: p.provinceCode,
        name: p.provinceName || loc(T.unplaced),
        amount: p.outstandingPrincipal,
        share: p.share,
      }))}
    />
  );
}

/** Where the company's money comes from: what is owed per bank, as bars. */
export function CapitalRank({ sources }: { sources: FundingSource[] }) {
  return (
    <RankBars
      figure="source"
      items={sources.map((s) => ({ key: s.key, name: s.name, amount: s.outstanding, share: s.share }))}
    />
  );
}
