/**
 * 司法报告 (WAVE3-BRIEF §3.4) over a company's registry data: its court cases (裁判文书) and dishonest-debtor records
 * (失信被执行) — the cases of the last 24 months by cause with their amounts, and the red/yellow summary of the admission
 * scan's rules (失信 any → red; financing disputes ≥ 3 or above 10 % of the registered capital → red, else yellow).
 * The registry's cases carry no party role, so the report counts them whatever side the company was on [decision].
 */
import { addMonths, compareDates } from '@flp/shared/finance';
import { SCAN_RULES, type ScanFacts, type ScanHit, amountOf, financingDisputes } from './scan-rules';

export interface JudicialFacts {
  today: string;
  basic: ScanFacts['basic'];
  cases: readonly {
    caseNo: string;
    caseName?: string;
    reason: string;
    amount: string;
    result?: string;
    judgeDate: string;
  }[];
  dishonest: readonly { caseNo: string; court?: string; performance?: string; filedDate?: string; amount?: string }[];
}

export interface JudicialSummary {
  months: number;
  caseCount: number;
  recentCaseCount: number;
  recentAmount: number;
  dishonestCount: number;
  /** 红 / 黄 / 绿: the worst hit, 绿 without any. */
  signal: '红' | '黄' | '绿';
  hits: ScanHit[];
  /** The recent cases by cause, most first. */
  byCause: { cause: string; count: number; amount: number }[];
}

export function judicialSummary(f: JudicialFacts): JudicialSummary {
  const since = addMonths(f.today, -SCAN_RULES.caseMonths);
  const recent = f.cases.filter((c) => c.judgeDate && compareDates(c.judgeDate, since) >= 0);
  const hits: ScanHit[] = [];
  if (f.dishonest.length)
    hits.push({
      passage: '红',
      riskType: '法律',
      title: '失信被执行人',
      description: `存在失信被执行记录 ${f.dishonest.length} 条 (${f.dishonest.map((d) => d.caseNo).join('、')})`,
    });
  const financing = financingDisputes(f);
  if (financing)
    hits.push({
      passage: financing.passage,
      riskType: '法律',
      title: '金融类涉诉',
      description: financing.description,
    });
  const causes = new Map<string, { count: number; amount: number }>();
  for (const c of recent) {
    const cause = c.reason || '其他';
    const x = causes.get(cause) ?? { count: 0, amount: 0 };
    causes.set(cause, { count: x.count + 1, amount: x.amount + amountOf(c.amount) });
  }
  const signal = hits.some((h) => h.passage === '红') ? '红' : hits.length ? '黄' : '绿';
  return {
    months: SCAN_RULES.caseMonths,
    caseCount: f.cases.length,
    recentCaseCount: recent.length,
    recentAmount: recent.reduce((s, c) => s + amountOf(c.amount), 0),
    dishonestCount: f.dishonest.length,
    signal,
    hits,
    byCause: [...causes.entries()]
      .map(([cause, x]) => ({ cause, ...x }))
      .sort((a, b) => b.count - a.count || b.amount - a.amount),
  };
}
