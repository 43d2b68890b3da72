/**
 * The local admission scan (企业准入扫描, WAVE3-BRIEF §3.2) over a company's registry data: each rule a hit — red or
 * yellow — with its title, description and risk type, in the words the provider's scan uses; score = 100 − 30 × red −
 * 10 × yellow (never below 0), the level by bands (≥ 85 低, ≥ 70 较低, ≥ 55 中, ≥ 40 较高, else 高). The court cases
 * the registry gives carry no party role, so a financing dispute counts whatever side the company was on [decision].
 */
import { addMonths, compareDates } from '@flp/shared/finance';

export interface ScanFacts {
  /** The day the scan is made (yyyy-MM-dd). */
  today: string;
  basic: { status: string; establishedDate: string; registeredCapital: string } | null;
  changes: readonly { item: string; before: string; after: string; date: string }[];
  cases: readonly { caseNo: string; reason: string; amount: string; judgeDate: string }[];
  dishonestCount: number;
  branchCount: number;
  investmentCount: number;
}

export type Passage = '红' | '黄';

export interface ScanHit {
  title: string;
  description: string;
  passage: Passage;
  riskType: string;
}

export interface ScanResult {
  level: string;
  score: number;
  hits: ScanHit[];
}

/** The rules' thresholds (the brief's). */
export const SCAN_RULES = {
  caseMonths: 24,
  caseCount: 3,
  /** A financing dispute's amounts above this share of the registered capital is red. */
  caseCapitalShare: 0.1,
  changeMonths: 6,
  youngYears: 2,
  entities: 50,
};

const FINANCING_DISPUTE = /借款|借贷|融资租赁|票据/;
const CONTROL_CHANGE = /法定代表人|负责人|投资人|股东/;

/** 5000万元人民币 → 50,000,000; a plain number as it is; 0 when none is given. */
export function capitalYuan(text: string): number {
  const m = /([\d.]+)\s*(万)?/.exec(text.replace(/,/g, ''));
  if (!m) return 0;
  return Number(m[1]) * (m[2] ? 10_000 : 1);
}

export const amountOf = (text: string) => Number(String(text).replace(/[^\d.]/g, '')) || 0;

export function levelOf(score: number): string {
  if (score >= 85) return '低';
  if (score >= 70) return '较低';
  if (score >= 55) return '中';
  if (score >= 40) return '较高';
  return '高';
}

/**
 * The financing disputes (借款 / 融资租赁 / 票据) judged in the last 24 months, as one hit: red when 3 or more, or
 * their amounts above 10 % of the registered capital; else yellow. Null when there are none.
 */
export function financingDisputes(
  f: Pick<ScanFacts, 'today' | 'basic' | 'cases'>,
): { passage: Passage; count: number; amount: number; description: string } | null {
  const since = addMonths(f.today, -SCAN_RULES.caseMonths);
  const recent = f.cases.filter(
    (c) => FINANCING_DISPUTE.test(c.reason) && c.judgeDate && compareDates(c.judgeDate, since) >= 0,
  );
  if (!recent.length) return null;
  const amount = recent.reduce((s, c) => s + amountOf(c.amount), 0);
  const capital = capitalYuan(f.basic?.registeredCapital ?? '');
  const red = recent.length >= SCAN_RULES.caseCount || (capital > 0 && amount > capital * SCAN_RULES.caseCapitalShare);
  return {
    passage: red ? '红' : '黄',
    count: recent.length,
    amount,
    description: `近${SCAN_RULES.caseMonths}个月借款/融资租赁/票据纠纷 ${recent.length} 件, 涉案金额合计 ${amount.toFixed(2)} 元 (${recent.map((c) => c.caseNo).join('、')})`,
  };
}

export function admissionScan(f: ScanFacts): ScanResult {
  const hits: ScanHit[] = [];
  const hit = (passage: Passage, riskType: string, title: string, description: string) =>
    hits.push({ passage, riskType, title, description });
  const since = (months: number) => addMonths(f.today, -months);

  if (f.dishonestCount > 0) hit('红', '法律', '失信被执行人', `存在失信被执行记录 ${f.dishonestCount} 条`);
  const status = f.basic?.status ?? '';
  if (/吊销|注销/.test(status)) hit('红', '经营合规', '登记状态异常', `登记状态: ${status}`);

  const financing = financingDisputes(f);
  if (financing) hit(financing.passage, '法律', '金融类涉诉', financing.description);

  for (const c of f.changes)
    if (CONTROL_CHANGE.test(c.item) && c.date && compareDates(c.date, since(SCAN_RULES.changeMonths)) >= 0)
      hit('黄', '经营合规', '法定代表人或股东变更', `${c.date} ${c.item}: ${c.before} → ${c.after}`);

  const born = f.basic?.establishedDate ?? '';
  if (born && compareDates(born, since(12 * SCAN_RULES.youngYears)) > 0)
    hit('黄', '经营合规', '成立时间较短', `成立于 ${born}, 不足${SCAN_RULES.youngYears}年`);

  for (const c of f.changes)
    if (/注册资本/.test(c.item) && capitalYuan(c.after) > 0 && capitalYuan(c.after) < capitalYuan(c.before))
      hit('黄', '经营合规', '注册资本减少', `${c.date} 注册资本由 ${c.before} 减至 ${c.after}`);

  if (f.branchCount > SCAN_RULES.entities)
    hit('黄', '关联关系', '分支机构过多', `分支机构 ${f.branchCount} 家, 超过 ${SCAN_RULES.entities} 家`);
  if (f.investmentCount > SCAN_RULES.entities)
    hit('黄', '关联关系', '对外投资过多', `对外投资 ${f.investmentCount} 家, 超过 ${SCAN_RULES.entities} 家`);

  const red = hits.filter((h) => h.passage === '红').length;
  const score = Math.max(0, 100 - 30 * red - 10 * (hits.length - red));
  return { level: levelOf(score), score, hits };
}
