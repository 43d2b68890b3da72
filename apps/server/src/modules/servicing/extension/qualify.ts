// Whether an IOU may be extended on a date (dateQualified; WAVE3-BRIEF §2.2), by the tenant's parameters: it is
// repaying, nothing else is in approval on it, the date is not before its last counted receipt nor after its maturity,
// it has had fewer extensions than allowed — and, once priced, all its extensions together stay within the limit of
// 贷款通则 第十二条 (finance/extension.ts).
import { type Localized, extensionChange, l, fieldLabel } from '@flp/shared';
import { extensionLimitMonths, monthsBetween } from '@flp/shared/finance';
import { and, eq, ne } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { changesInFlight } from '../../flow/families/change';
import { numberParam } from '../../system/params';
import { countedReceipts } from '../ledger';
import type { IouRow } from '../repos';
import { extensionRepos } from './repos';

export const EXTENSION_PARAMS = {
  /** How many times one IOU may be extended. */
  maxCount: { key: 'extension.maxCount', fallback: 1 },
  /** Months a restructured IOU's class may not improve (0: not held). */
  observeMonths: { key: 'risk.restructure.observeMonths', fallback: 6 },
} as const;

/** The IOU's approved extensions, oldest first (another record than `except`). */
export async function approvedExtensions(db: Db, ctx: RequestContext, iouId: string, except = '') {
  const r = extensionRepos.extension;
  return r.list(db, beyondDataScope(ctx), {
    where: [
      and(eq(r.col('iouId'), iouId), eq(r.col('flowState'), 'approved'), ...(except ? [ne(r.col('id'), except)] : []))!,
    ],
    query: { ascs: 'trandate' },
  });
}

/**
 * `{qualified, reasons, extensions}` for extending `iou` on `date`: each reason in both languages; `extensions` the
 * number already approved. `except` is the record asking (its own approval does not count against it).
 */
export async function qualification(db: Db, ctx: RequestContext, iou: IouRow, date: string, except = '') {
  const reasons: Localized[] = [];
  if (iou.iouState !== 'active') reasons.push(l('借据不在还款中', 'the IOU is not repaying'));
  const busy = await changesInFlight(db, ctx, 'iou', iou.id, { family: 'extensionchange', id: except });
  if (busy.length)
    reasons.push(l(`有其他变更正在审批中 (${busy.join('、')})`, `another change is in approval (${busy.join(', ')})`));
  if (!date) reasons.push(l('请选择生效日', 'please select the effective date'));
  else {
    const receipts = await countedReceipts(db, ctx, [iou.id]);
    const last = receipts.reduce((m, r) => (String(r.receiptDate) > m ? String(r.receiptDate) : m), '');
    if (last && date < last)
      reasons.push(
        l(`生效日不能早于最近一笔已入账收款 (${last})`, `the date is before the latest counted receipt (${last})`),
      );
    if (iou.endDate && date > String(iou.endDate))
      reasons.push(
        l(`生效日不能晚于借据到期日 (${iou.endDate})`, `the date is after the IOU's maturity (${iou.endDate})`),
      );
  }
  const done = await approvedExtensions(db, ctx, iou.id, except);
  const most = await numberParam(db, beyondDataScope(ctx), EXTENSION_PARAMS.maxCount);
  if (done.length >= most)
    reasons.push(
      l(
        `借据已展期 ${done.length} 次, 最多 ${most} 次 (参数 extension.maxCount)`,
        `the IOU has been extended ${done.length} times, at most ${most} (parameter extension.maxCount)`,
      ),
    );
  return { qualified: reasons.length === 0, reasons, extensions: done.length };
}

/**
 * The limit on all extensions together, once the record is priced (its new maturity): from the IOU's start to its
 * maturity before the first extension is the original term; the months added since may not pass the term's limit.
 */
export async function cumulativeRefusal(
  db: Db,
  ctx: RequestContext,
  iou: IouRow,
  record: Row,
): Promise<Localized | null> {
  if (!record.newEndDate || !iou.startDate) return null;
  const done = await approvedExtensions(db, ctx, iou.id, String(record.id ?? ''));
  const originalEnd = String(done[0]?.originalEndDate ?? record.originalEndDate ?? iou.endDate);
  const term = monthsBetween(String(iou.startDate), originalEnd);
  const limit = extensionLimitMonths(term);
  const added = monthsBetween(originalEnd, String(record.newEndDate));
  if (added <= limit) return null;
  return l(
    `展期累计 ${added} 个月, 超过原期限 ${term} 个月所允许的 ${limit} 个月 (贷款通则第十二条)`,
    `all extensions add ${added} months, more than the ${limit} a ${term}-month term allows`,
  );
}

/** The extension record's label of a field (messages name fields so). */
export const extensionLabel = (name: string) => fieldLabel(extensionChange, name);
