// The tenant's parameters of 核销 (WAVE3-BRIEF §2.9: the thresholds of 《金融企业呆账核销管理办法》 are not verified, so
// they are parameters): above which amount the 评审会 votes, who sits on it, and the order recoveries reduce the
// off-balance claim in. Each reader falls back to the default on a value it cannot read, as numberParam does.
import { l, taskUser } from '@flp/shared';
import { type Component, D, DEFAULT_RECOVERY_ORDER, type Decimal, parseRecoveryOrder } from '@flp/shared/finance';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { numberParam, paramValue } from '../../system/params';
import { Staff } from '../../system/services';

export const WRITE_OFF_PARAMS = {
  /** A write-off of more than this (yuan, 核销金额) goes to the 评审会 after the general manager. */
  committeeAmount: { key: 'writeoff.committeeAmount', fallback: 200000 },
  /** The role aliases whose holders sit on the 评审会. */
  committeeRoles: { key: 'writeoff.committeeRoles', fallback: 'risk_officer,finance_reviewer,general_manager' },
  recoveryOrder: { key: 'writeoff.recoveryOrder', fallback: DEFAULT_RECOVERY_ORDER.join(',') },
} as const;

/** The declarations the servicing module's manifest lists (参数管理 shows them). */
export const WRITE_OFF_PARAM_SEEDS = [
  {
    ...WRITE_OFF_PARAMS.committeeAmount,
    name: l('核销评审会金额(元)', 'Write-off: amount the review meeting decides above (yuan)'),
    remark: l(
      '核销金额超过该值时, 总经理审批后经评审会逐一表决(全体同意方通过)',
      'A write-off above this goes, after the general manager, to the review meeting (every member must agree)',
    ),
  },
  {
    ...WRITE_OFF_PARAMS.committeeRoles,
    name: l('核销评审会成员角色', 'Write-off: roles on the review meeting'),
    remark: l('逗号分隔的角色别名; 发起人不参加表决', 'Comma-separated role aliases; the starter does not vote'),
  },
  {
    ...WRITE_OFF_PARAMS.recoveryOrder,
    name: l('核销后追偿冲抵顺序', 'Recovery order after a write-off'),
    remark: l(
      'FEE(费用)、PRINCIPAL(本金)、INTEREST(利息)、PENALTY(罚息)各一次, 逗号分隔',
      'FEE, PRINCIPAL, INTEREST and PENALTY once each, comma-separated',
    ),
  },
];

/** The tenant's parameter, whatever the caller may list in 参数管理. */
const raw = (db: Db, ctx: RequestContext, key: string) => paramValue(db, beyondDataScope(ctx), key);

export async function committeeAmount(db: Db, ctx: RequestContext): Promise<Decimal> {
  return new D(await numberParam(db, beyondDataScope(ctx), WRITE_OFF_PARAMS.committeeAmount));
}

/** The order recoveries reduce the claim in; the default when the parameter is not four components once each. */
export async function recoveryOrderOf(db: Db, ctx: RequestContext): Promise<readonly Component[]> {
  const text = await raw(db, ctx, WRITE_OFF_PARAMS.recoveryOrder.key);
  if (!text) return DEFAULT_RECOVERY_ORDER;
  try {
    return parseRecoveryOrder(text);
  } catch {
    return DEFAULT_RECOVERY_ORDER;
  }
}

/** The 评审会: the active holders of its roles but the starter (who never votes on his own request), as task users. */
export async function committeeOf(db: Db, ctx: RequestContext, starter: string): Promise<string[]> {
  const roles = (await raw(db, ctx, WRITE_OFF_PARAMS.committeeRoles.key)) ?? WRITE_OFF_PARAMS.committeeRoles.fallback;
  const members = await Staff.withRoles(db, ctx.tenantId, roles.split(/[\s,，]+/).filter(Boolean));
  return members.filter((id) => id !== starter).map(taskUser);
}
