// What changed in a watched company: its data as one comparison saw it (a snapshot: 工商照面's watched fields, the
// shareholders and key personnel by name, the court judgments and dishonest-debtor records by case number) against
// the last one, on the dimensions it is watched on. Each difference is a change with its severity — red for what
// threatens repayment (deregistered or revoked, capital reduced, a dishonest-debtor record), yellow for what a risk
// officer should look at (a new legal representative, name, shareholder or judgment), info for the rest — and a key
// that names it, so the same difference is never written twice.
import { MONITOR_DIMENSIONS, type MonitorSeverity } from '@flp/shared';

export interface CompanySnapshot {
  basic: Record<string, string>;
  /** name → holding (股东) */
  shareholders?: Record<string, string>;
  /** name → position (主要人员) */
  personnel?: Record<string, string>;
  /** case number → case name and cause (裁判文书) */
  cases?: Record<string, string>;
  /** case number → court and amount (失信被执行) */
  dishonest?: Record<string, string>;
}

export interface Change {
  dimension: string;
  field: string;
  fieldLabel: string;
  beforeValue: string;
  afterValue: string;
  severity: MonitorSeverity;
  eventKey: string;
}

/** A registration status that ends or suspends the company. */
const ENDED = /注销|吊销|撤销|停业|清算|歇业/;

/** 注册资本 as a number of 万元 (the provider's '50000万元人民币', '5000万美元' kept in its own unit), or null. */
export function capitalOf(text: string): number | null {
  const m = /([\d,.]+)\s*(万|亿)?/.exec(text.replace(/\s/g, ''));
  if (!m) return null;
  const n = Number(m[1].replace(/,/g, ''));
  if (!Number.isFinite(n)) return null;
  return m[2] === '亿' ? n * 10_000 : m[2] === '万' ? n : n / 10_000;
}

const labelOf = (dimension: string) => MONITOR_DIMENSIONS.find((d) => d.value === dimension)!.label['zh-CN'];

function basicSeverity(dimension: string, before: string, after: string): MonitorSeverity {
  if (dimension === 'STATUS') return ENDED.test(after) ? 'RED' : 'YELLOW';
  if (dimension === 'CAPITAL') {
    const [b, a] = [capitalOf(before), capitalOf(after)];
    return b !== null && a !== null && a < b ? 'RED' : 'YELLOW';
  }
  return dimension === 'LEGAL_PERSON' || dimension === 'NAME' ? 'YELLOW' : 'INFO';
}

/** The changes between two snapshots on the dimensions watched (a baseline — no `before` — has none). */
export function diffSnapshots(
  before: CompanySnapshot | null,
  after: CompanySnapshot,
  dimensions: readonly string[],
): Change[] {
  if (!before) return [];
  const out: Change[] = [];
  for (const d of MONITOR_DIMENSIONS) {
    if (!dimensions.includes(d.value) || !d.source) continue;
    if ('basic' in d.source) {
      const field = d.source.basic;
      const [b, a] = [before.basic[field] ?? '', after.basic[field] ?? ''];
      if (b !== a)
        out.push({
          dimension: d.value,
          field,
          fieldLabel: labelOf(d.value),
          beforeValue: b,
          afterValue: a,
          severity: basicSeverity(d.value, b, a),
          eventKey: `${d.value}:${b}→${a}`,
        });
      continue;
    }
    const dataset = d.source.dataset;
    const [was, now] = [before[dataset], after[dataset]];
    // A dataset the provider did not answer (either time) is not compared: absent is not empty.
    if (!was || !now) continue;
    for (const key of new Set([...Object.keys(was), ...Object.keys(now)])) {
      const [b, a] = [was[key], now[key]];
      if (b === a) continue;
      const added = b === undefined;
      out.push({
        dimension: d.value,
        field: dataset,
        fieldLabel: `${labelOf(d.value)}${added ? '新增' : a === undefined ? '退出' : '变更'}: ${key}`,
        beforeValue: b ?? '',
        afterValue: a ?? '',
        severity: setSeverity(d.value, added),
        eventKey: `${d.value}:${key}:${b ?? ''}→${a ?? ''}`,
      });
    }
  }
  return out;
}

function setSeverity(dimension: string, added: boolean): MonitorSeverity {
  if (dimension === 'DISHONEST') return added ? 'RED' : 'INFO';
  if (dimension === 'CASE') return added ? 'YELLOW' : 'INFO';
  return dimension === 'SHAREHOLDER' ? 'YELLOW' : 'INFO';
}
