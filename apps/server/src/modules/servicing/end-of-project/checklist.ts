// 结项条件 (WAVE3-BRIEF §2.11): the checklist a project's closing keeps on its record at every save and that its
// approval checks again, each line `{code, label, labelEn, met, detail, detailEn}` as the disbursement's conditions
// are (loan/conditions.ts) — with the detail in both languages, since it is kept on the record and read in either.
import { CONTRACT_STATES, type Localized, l } from '@flp/shared';
import { D, formatMoney } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { ArchiveKind } from './archive';
import type { ClosingFigures } from './figures';
import { closedIou, type ProjectLedger } from './ledger';

export const CLOSING_CODES = ['ious', 'contracts', 'deposit', 'purchase', 'registry', 'security', 'archive'] as const;
export type ClosingCode = (typeof CLOSING_CODES)[number];

export const CLOSING_LABELS: Record<ClosingCode, Localized> = {
  ious: l('借据均已结清、核销或无追索转让', 'Every IOU settled, written off or sold without recourse'),
  contracts: l('无审批中的合同', 'No contract in approval'),
  deposit: l('保证金已退还或冲抵', 'Deposit refunded or offset'),
  purchase: l('留购价款已收讫, 所有权转移证明已上传', 'Purchase price received, proof of ownership filed'),
  registry: l('中登登记已注销', 'Registry registration cancelled'),
  security: l('抵质押已注销, 担保已解除', 'Collateral and guarantees released'),
  archive: l('档案资料齐全', 'Archive complete'),
};

export interface ClosingLine {
  code: ClosingCode;
  label: string;
  labelEn: string;
  met: boolean;
  detail: string;
  detailEn: string;
}

/** What the checklist reads: the project with its security (ProjectApi.bundle), its contracts, ledger and archive. */
export interface ClosingInputs {
  project: Row;
  contracts: Row[];
  ledger: ProjectLedger;
  figures: ClosingFigures;
  archive: ArchiveKind[];
  /** The closing as it would stand (its registry number and documents). */
  record: Row;
}

const filed = (v: unknown) => String(v ?? '').trim() !== '';
const list = (xs: string[], lang: 'zh' | 'en') => xs.join(lang === 'zh' ? '、' : ', ');
const count = (v: unknown) => (Array.isArray(v) ? v.length : 0);

/** The IOUs: each settled, written off or sold without recourse; the open ones named. */
function iousLine(o: ClosingInputs): Localized & { met: boolean } {
  const ious = o.ledger.ious.map((x) => x.iou);
  const by = (state: string) => ious.filter((i) => i.iouState === state && i.transferred !== '1').length;
  const sold = ious.filter((i) => i.transferred === '1').length;
  const open = ious.filter((i) => !closedIou(i)).map((i) => String(i.iouNo));
  const tail = (lang: 'zh' | 'en') =>
    open.length ? (lang === 'zh' ? `; 未结: ${list(open, lang)}` : `; open: ${list(open, lang)}`) : '';
  return {
    met: open.length === 0,
    'zh-CN': `共 ${ious.length} 笔: 结清 ${by('settled')}, 核销 ${by('writtenOff')}, 无追索转让 ${sold}${tail('zh')}`,
    'en-US': `${ious.length} in all: settled ${by('settled')}, written off ${by('writtenOff')}, sold ${sold}${tail('en')}`,
  };
}

/** 留购价款: the last period's purchase price of every IOU not written off, paid (it is billed with the fees, after them). */
function purchaseLine(o: ClosingInputs): Localized & { met: boolean } {
  let due = new D(0);
  let paid = new D(0);
  for (const { iou, rows, state } of o.ledger.ious) {
    if (iou.iouState === 'writtenOff') continue;
    const last = rows.at(-1);
    const period = state.periods.at(-1);
    if (!last || !period) continue;
    const price = new D(String(last.purchasePrice ?? 0));
    const paidOver = period.paid.fee.minus(String(last.fee ?? 0));
    due = due.plus(price);
    paid = paid.plus(D.max(0, D.min(price, paidOver)));
  }
  const doc = filed(o.record.ownershipDoc);
  return {
    met: paid.gte(due) && doc,
    'zh-CN': `留购价款 ${formatMoney(paid)}/${formatMoney(due)}; 所有权转移证明${doc ? '已上传' : '未上传'}`,
    'en-US': `purchase price ${formatMoney(paid)}/${formatMoney(due)}; proof of ownership ${doc ? 'filed' : 'not filed'}`,
  };
}

function registryLine(o: ClosingInputs): Localized & { met: boolean } {
  const registered = o.contracts.filter((c) => filed(c.registrationNo)).map((c) => String(c.registrationNo));
  if (!registered.length) return { met: true, 'zh-CN': '未办理中登登记', 'en-US': 'never registered' };
  const no = String(o.record.registryCancelNo ?? '').trim();
  return {
    met: !!no,
    'zh-CN': `登记 ${list(registered, 'zh')}; 注销登记号 ${no || '未填写'}`,
    'en-US': `registered ${list(registered, 'en')}; cancellation ${no || 'not given'}`,
  };
}

function securityLine(o: ClosingInputs): Localized & { met: boolean } {
  const p = o.project;
  const [g, m, pl] = [count(p.guarantees), count(p.mortgages), count(p.pledges)];
  if (g + m + pl === 0) return { met: true, 'zh-CN': '无担保及抵质押', 'en-US': 'no guarantee or collateral' };
  const docs = filed(o.record.releaseDocs);
  return {
    met: docs,
    'zh-CN': `保证 ${g}, 抵押 ${m}, 质押 ${pl}; 注销及解除文件${docs ? '已上传' : '未上传'}`,
    'en-US': `guarantees ${g}, mortgages ${m}, pledges ${pl}; releases ${docs ? 'filed' : 'not filed'}`,
  };
}

/** The checklist of a closing, in CLOSING_CODES order. */
export function closingChecklist(o: ClosingInputs): ClosingLine[] {
  const f = o.figures;
  const approving = o.contracts
    .filter((c) => c.contractState === CONTRACT_STATES.approving)
    .map((c) => String(c.contractNo ?? c.id));
  const refund = new D(f.depositRefund);
  const missing = o.archive.filter((a) => !a.complete);
  const what = (a: ArchiveKind, lang: 'zh' | 'en') =>
    `${lang === 'zh' ? a.label : a.labelEn}${a.lacking.length ? ` (${list(a.lacking, lang)})` : ''}`;
  const lines: Record<ClosingCode, Localized & { met: boolean }> = {
    ious: iousLine(o),
    contracts: {
      met: approving.length === 0,
      'zh-CN': approving.length ? `审批中: ${list(approving, 'zh')}` : `合同 ${o.contracts.length} 份`,
      'en-US': approving.length ? `in approval: ${list(approving, 'en')}` : `contracts: ${o.contracts.length}`,
    },
    deposit: {
      // What is left is refunded by finance once the closing is approved; an offset beyond what was received is a
      // ledger to put right first.
      met: refund.gte(0),
      'zh-CN': `已收 ${f.depositHeld}, 冲抵 ${f.depositOffset}, 应退 ${f.depositRefund}`,
      'en-US': `received ${f.depositHeld}, offset ${f.depositOffset}, to refund ${f.depositRefund}`,
    },
    purchase: purchaseLine(o),
    registry: registryLine(o),
    security: securityLine(o),
    archive: {
      met: missing.length === 0,
      'zh-CN': missing.length ? `缺: ${missing.map((a) => what(a, 'zh')).join('; ')}` : '齐全',
      'en-US': missing.length ? `missing: ${missing.map((a) => what(a, 'en')).join('; ')}` : 'complete',
    },
  };
  return CLOSING_CODES.map((code) => ({
    code,
    label: CLOSING_LABELS[code]['zh-CN'],
    labelEn: CLOSING_LABELS[code]['en-US'],
    met: lines[code].met,
    detail: lines[code]['zh-CN'],
    detailEn: lines[code]['en-US'],
  }));
}

/** The unmet lines' labels, joined, in both languages (the approval's 400). */
export const unmetLabels = (lines: ClosingLine[]): Localized => {
  const unmet = lines.filter((x) => !x.met);
  return l(unmet.map((x) => x.label).join('、'), unmet.map((x) => x.labelEn).join(', '));
};
