// A project's archive at its closing (isUploadFile(prinid); the checklist's 档案资料齐全): the documents the project's
// own records must hold by the end, each kind with the records still lacking it. Decided from what the records keep as
// attachments (docs/decisions.md, "项目结项"):
// - signedScan 签约扫描件: every contract that was signed (contract.signedScan, filed at 签约);
// - voucher 放款凭证: every approved disbursement of the project (loan.voucher);
// - ownership 所有权转移证明: the closing itself (endOfProject.ownershipDoc) — the leased items handed over.
// The tenant's parameter `projectEnd.archive` chooses which kinds apply (a comma list; unset: all three), as
// `loan.conditions` does for a disbursement: a book taken over from another system may lack old vouchers for good.
import { type Localized, RECORD_STATES, l } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { paramValue } from '../../system/params';
import { servicingRepos } from '../repos';

export const ARCHIVE_PARAM = 'projectEnd.archive';
export const ARCHIVE_CODES = ['signedScan', 'voucher', 'ownership'] as const;
export type ArchiveCode = (typeof ARCHIVE_CODES)[number];

const LABELS: Record<ArchiveCode, Localized> = {
  signedScan: l('签约扫描件', 'Signed contract scans'),
  voucher: l('放款凭证', 'Disbursement vouchers'),
  ownership: l('所有权转移证明', 'Proof of ownership passed'),
};

/** One kind of document the archive must hold, and the records (their numbers) still without it. */
export interface ArchiveKind {
  code: ArchiveCode;
  label: string;
  labelEn: string;
  /** The numbers of the records lacking it (the closing's own number, or none yet, for the ownership proof). */
  lacking: string[];
  complete: boolean;
}

const filed = (v: unknown) => String(v ?? '').trim() !== '';

/** The kinds the tenant asks for (unknown codes ignored; unset or blank: all). */
async function appliedKinds(db: Db, ctx: RequestContext): Promise<ArchiveCode[]> {
  const raw = await paramValue(db, beyondDataScope(ctx), ARCHIVE_PARAM);
  if (!raw) return [...ARCHIVE_CODES];
  const wanted = new Set(raw.split(/[,，\s]+/).filter(Boolean));
  return ARCHIVE_CODES.filter((c) => wanted.has(c));
}

/**
 * The archive of a project: `contracts` its contracts (every state), `closing` the closing that files the ownership
 * proof (the record being saved, or the project's latest; none: the proof is lacking).
 */
export async function projectArchive(
  db: Db,
  caller: RequestContext,
  projectId: string,
  contracts: Row[],
  closing: Row | undefined,
): Promise<ArchiveKind[]> {
  const ctx = beyondDataScope(caller);
  const out: ArchiveKind[] = [];
  for (const code of await appliedKinds(db, ctx)) {
    let lacking: string[] = [];
    if (code === 'signedScan')
      lacking = contracts.filter((c) => c.signDate && !filed(c.signedScan)).map((c) => String(c.contractNo ?? c.id));
    else if (code === 'voucher') {
      const r = servicingRepos.loan;
      const loans = await r.list(db, ctx, {
        where: [and(eq(r.col('projectId'), projectId), eq(r.col('flowState'), RECORD_STATES.approved))!],
        query: { ascs: 'id' },
      });
      lacking = loans.filter((x) => !filed(x.voucher)).map((x) => String(x.loanNo ?? x.id));
    } else if (!closing || !filed(closing.ownershipDoc)) lacking = [String(closing?.endNo ?? '')].filter(Boolean);
    const complete = code === 'ownership' ? !!closing && filed(closing.ownershipDoc) : lacking.length === 0;
    out.push({ code, label: LABELS[code]['zh-CN'], labelEn: LABELS[code]['en-US'], lacking, complete });
  }
  return out;
}
