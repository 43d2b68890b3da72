import type { ProvinceFigure } from '../../api/dashboard';
import { useLoc } from '../../crud/labels';
import { wan } from '../wel/figures';
import { T } from '../wel/texts';

const TOP = 10;

/** Provinces ranked by exposure, as bars (the lessees without a region last, by name). */
export function ProvinceRank({ provinces }: { provinces: ProvinceFigure[] }) {
  const loc = useLoc();
  const top = provinces.slice(0, TOP);
  if (top.length === 0) return <div className="cockpit-empty">{loc(T.noData)}</div>;
  return (
    <ol className="cockpit-rank">
      {top.map((p, i) => (
        <li key={p.provinceCode || 'none'} data-province={p.provinceCode}>
          <span className="cockpit-rank-no">{i + 1}</span>
          <span className="cockpit-rank-name">{p.provinceName || loc(T.unplaced)}</span>
          <span className="cockpit-rank-bar">
            <span style={{ width: `${Math.min(100, Number(p.share ?? 0))}%` }} />
          </span>
          <span className="cockpit-rank-value">
            {wan(p.outstandingPrincipal)}
            <small>{` ${p.share ?? '—'}%`}</small>
          </span>
        </li>
      ))}
    </ol>
  );
}
