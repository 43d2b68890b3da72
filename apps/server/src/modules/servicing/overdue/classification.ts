// 风险等级维护 (the `fl_risk` family over fl_risk_adjust): staff propose a class for an IOU. Tightening (a class worse
// than the IOU's present one) applies at once — the IOU's manual class is set and the IOU derived again; loosening goes
// through the approval and applies on it. Nothing goes below the floor the days past due give (DOMAIN.md §3).
import { type Localized, l, riskAdjust, riskLevelLabel, fieldLabel } from '@flp/shared';
import { type RiskLevel, severity } from '@flp/shared/finance';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { badRequest, invalidField, labelled } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { and, eq } from 'drizzle-orm';
import type { FamilyRules } from '../../flow/families';
import type { ChangeOver } from '../../flow/families/change';
import { businessDate, refreshIous } from '../ledger';
import { servicingRepos } from '../repos';
import { assertOpen, iouTarget } from '../changes/iou-target';

const labelOf = (name: string) => fieldLabel(riskAdjust, name);
const proposedError = (message: Localized) =>
  invalidField('proposedLevel', labelled(labelOf('proposedLevel'), message));

/** The IOU of a proposal, locked (two proposals on one IOU apply one after the other), and still repaying. */
const target = iouTarget(labelOf('iouId'));
async function lockedIou(h: HookContext, iouId: unknown) {
  const iou = await target.lock(h, iouId as string);
  assertOpen(iou, labelOf('iouId'), { soldToo: true }); // a sold IOU is still classified
  return iou;
}

/** Checks a proposal against the IOU as it stands: a real change, and never below the floor. */
function checkProposal(iou: Row, proposed: unknown) {
  const p = severity(proposed as RiskLevel);
  const floor = (iou.riskFloor as RiskLevel) || 'NORMAL';
  if (p < severity(floor))
    throw proposedError(
      l(
        `不能低于按逾期天数确定的分类下限 (${riskLevelLabel(floor)['zh-CN']})`,
        `cannot be below the floor the days past due give (${riskLevelLabel(floor)['en-US']})`,
      ),
    );
  if (proposed === iou.riskLevel)
    throw proposedError(
      l(
        `与当前分类 (${riskLevelLabel(iou.riskLevel)['zh-CN']}) 相同`,
        `is the present class (${riskLevelLabel(iou.riskLevel)['en-US']})`,
      ),
    );
}

const isTightening = (iou: Row, proposed: unknown) =>
  severity(proposed as RiskLevel) > severity((iou.riskLevel as RiskLevel) || 'NORMAL');

/**
 * Sets (or, at the floor, clears) the IOU's manual class and derives the IOU again as of the date its figures stand
 * at (the last run's; the business date for one never derived) — a class change does not move that date.
 */
async function applyClass(h: HookContext, iou: Row, proposed: RiskLevel, source: 'manual' | 'approval') {
  const floor = (iou.riskFloor as RiskLevel) || 'NORMAL';
  const manual = severity(proposed) > severity(floor) ? proposed : null;
  await servicingRepos.iou.update(h.tx, beyondDataScope(h.ctx), String(iou.id), { riskManual: manual });
  await refreshIous(h.tx, h.ctx, [String(iou.id)], String(iou.asOfDate || (await businessDate(h.tx, h.ctx))), source);
}

export const riskAdjustHooks: ResourceHooks<typeof riskAdjust> = {
  serverFields: ['customerId', 'currentLevel'],
  async beforeCreate(h, values) {
    const iou = await lockedIou(h, values.iouId);
    checkProposal(iou, values.proposedLevel);
    values.customerId = iou.customerId;
    values.currentLevel = iou.riskLevel;
  },
  async beforeUpdate(h, values, current) {
    const iou = await lockedIou(h, values.iouId ?? current.iouId);
    checkProposal(iou, values.proposedLevel ?? current.proposedLevel);
    values.customerId = iou.customerId;
    values.currentLevel = iou.riskLevel;
  },
  // A tightening needs no approval: it applies now and the record stands approved.
  async afterWrite(h, row) {
    const iou = await lockedIou(h, row.iouId);
    if (!isTightening(iou, row.proposedLevel)) return;
    await applyClass(h, iou, row.proposedLevel as RiskLevel, 'manual');
    await servicingRepos.riskAdjust.update(h.tx, beyondDataScope(h.ctx), String(row.id), { flowState: 'approved' });
  },
};

/**
 * A loosening is a change over the IOU (flow/families/change.ts): one in approval per IOU across the IOU's change
 * families, the class it had kept at start, applied on approval — where the floor may have risen since, so the class
 * is never set below it — and restored by a reversal.
 */
export const riskChange: ChangeOver = {
  ...target,
  snapshot: (iou) => ({ currentLevel: iou.riskLevel }),
  apply: (h, iou, record) => applyClass(h, iou, record.proposedLevel as RiskLevel, 'approval'),
  revert: (h, iou, record) => applyClass(h, iou, record.currentLevel as RiskLevel, 'manual'),
};

/** The family's own checks at start, beside the change's: a real loosening, never below the floor. */
export const riskRules: FamilyRules<typeof riskAdjust> = {
  async validate(h, record) {
    const iou = await lockedIou(h, record.iouId);
    checkProposal(iou, record.proposedLevel);
    if (isTightening(iou, record.proposedLevel))
      throw badRequest(l('调高风险分类无需审批, 保存即生效', 'A tighter class needs no approval: saving applies it'));
  },
  variables: (_h, record) => ({ proposedLevel: record.proposedLevel }),
};

/**
 * 风险等级维护 drafts for a lessee (租后检查's 预警 conclusion, on its approval): `level` proposed for each of its active
 * IOUs whose class it would change and whose floor allows it, for the risk staff to open and save (a tightening then
 * applies) or start (a loosening goes through the approval). Written in the caller's name, within its transaction.
 */
export async function draftClassChanges(
  tx: Db,
  ctx: RequestContext,
  o: { customerId: string; level: string; reason: string },
): Promise<number> {
  const all = beyondDataScope(ctx);
  const ious = servicingRepos.iou;
  const active = await ious.list(tx, all, {
    where: [and(eq(ious.col('customerId'), o.customerId), eq(ious.col('iouState'), 'active'))!],
  });
  let made = 0;
  for (const iou of active) {
    const floor = (iou.riskFloor as RiskLevel) || 'NORMAL';
    if (o.level === iou.riskLevel || severity(o.level as RiskLevel) < severity(floor)) continue;
    await servicingRepos.riskAdjust.insert(tx, ctx, {
      iouId: iou.id,
      customerId: iou.customerId,
      currentLevel: iou.riskLevel,
      proposedLevel: o.level,
      reason: o.reason,
      flowState: 'draft',
    });
    made++;
  }
  return made;
}
