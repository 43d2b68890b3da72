// A contract's security as it stands, and a 担保变更 approved elsewhere applied to it (ProjectApi.contractSecurity,
// changeSecurity): new guarantees and 抵质押合同 numbered under the project and tied to the contract; the released ones
// kept, marked released on the day (a guarantee's 解除日期, a base's own). Written whatever the project's state: the
// change's approval is the authority here, not the project's editing rules.
import { COLLATERAL_KINDS } from '@flp/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database';
import { addReferenceTitles } from '../../../platform/crud/references';
import { recordedPatch } from '../../../platform/crud/recorded-patch';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { collateralRepos } from '../repos';
import { checkGuarantee } from './guarantee.rules';
import { SUFFIX } from './mortple-base';
import { lockProject, nextNumber, underPath } from './rules';

export interface ContractSecurity {
  /** The contract's own guarantees not released (or all of them), with `guarantorName`. */
  guarantees: Row[];
  /** Its 抵质押合同 not released (or all of them), with `ownerName`. */
  bases: Row[];
}

/** What a 担保变更 does to a contract's security. */
export interface SecurityChange {
  projectId: string;
  contractId: string;
  /** New guarantees: the guarantee's own fields. */
  guarantees: Row[];
  /** New mortgages and pledges: a 抵质押合同's fields, and its asset (`collateralName`, `valuation`). */
  collaterals: Row[];
  releaseGuaranteeIds: string[];
  releaseBaseIds: string[];
  /** The day it takes effect (解除日期 of what it releases). */
  date: string;
}

export async function contractSecurity(
  db: Db,
  caller: RequestContext,
  contractId: string,
  released = false,
): Promise<ContractSecurity> {
  const ctx = beyondDataScope(caller);
  const { guarantee: g, mortpleBase: b } = collateralRepos;
  const live = (repo: typeof g | typeof b, releasedOn: string) =>
    released
      ? eq(repo.col('contractId'), contractId)
      : and(eq(repo.col('contractId'), contractId), isNull(repo.col(releasedOn)))!;
  const guarantees = await g.list(db, ctx, { where: [live(g, 'releaseDate')] });
  const bases = await b.list(db, ctx, { where: [live(b, 'finishdate')] });
  return {
    guarantees: await addReferenceTitles(
      db,
      ctx,
      g.def,
      guarantees.map((r) => g.toWire(r)),
    ),
    bases: await addReferenceTitles(
      db,
      ctx,
      b.def,
      bases.map((r) => b.toWire(r)),
    ),
  };
}

/** The new security's ids, in the order given. */
export interface ChangedSecurity {
  guaranteeIds: string[];
  baseIds: string[];
}

export async function changeSecurity(h: HookContext, change: SecurityChange): Promise<ChangedSecurity> {
  const ctx = beyondDataScope(h.ctx);
  const wide = { ...h, ctx };
  const r = collateralRepos;
  const project = await lockProject(h.tx, ctx, change.projectId);
  const tied = { mainId: change.projectId, contractId: change.contractId };
  const guaranteeIds: string[] = [];
  for (const [i, given] of change.guarantees.entries()) {
    const values: Row = { ...given, ...tied };
    await underPath(`newGuarantees[${i}].`, () => checkGuarantee(wide, values, values, project));
    values.guaranteeNo = await nextNumber(wide, r.guarantee, 'guaranteeNo', project, '-BZ');
    guaranteeIds.push((await r.guarantee.insert(h.tx, ctx, values)).id);
  }
  const baseIds: string[] = [];
  for (const given of change.collaterals) {
    const { collateralName, valuation, ...base } = given;
    const kind = Number(base.guartype);
    const mortpleNo = await nextNumber(wide, r.mortpleBase, 'mortpleNo', project, SUFFIX[kind]);
    const row = await r.mortpleBase.insert(h.tx, ctx, { ...base, ...tied, mortpleNo });
    baseIds.push(row.id);
    // Its asset, of type 其他 until its own screen says more (decisions.md).
    const item = { ...tied, baseId: row.id, valuation };
    if (kind === COLLATERAL_KINDS.mortgage)
      await r.mortgage.insert(h.tx, ctx, {
        ...item,
        mortgagorId: base.ownerId,
        collateralName,
        collateralType: 'other',
      });
    else
      await r.pledge.insert(h.tx, ctx, {
        ...item,
        pledgorId: base.ownerId,
        pledgeName: collateralName,
        pledgeType: 'other',
      });
  }
  if (guaranteeIds.length) h.changed(r.guarantee.def.name, 'create', guaranteeIds);
  if (baseIds.length) h.changed(r.mortpleBase.def.name, 'create', baseIds);
  for (const id of change.releaseGuaranteeIds) await recordedPatch(h, r.guarantee, id, { releaseDate: change.date });
  for (const id of change.releaseBaseIds) await recordedPatch(h, r.mortpleBase, id, { finishdate: change.date });
  return { guaranteeIds, baseIds };
}
