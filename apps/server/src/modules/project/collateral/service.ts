// What the collateral area offers the contract module through ProjectApi (the integrator wires it into projectApi).
import { D, formatMoney } from '@flp/shared/finance';
import { guarantee, mortpleBase, project } from '@flp/shared';
import { and, eq, gte, inArray, isNull, lte, or } from 'drizzle-orm';
import { addReferenceTitles } from '../../../platform/crud/references';
import { recordedPatch } from '../../../platform/crud/recorded-patch';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { ProjectApi } from '../api';
import { collateralRepos, projectRepos } from '../repos';
import { ceilingOf, coveringContract, detailsOf, isMaximum, usedOf } from './cover';
import { attachProjectToContract } from './contract-link';
import { changeSecurity, contractSecurity } from './security-change';

export const collateralApi: Pick<
  ProjectApi,
  | 'guaranteeCover'
  | 'attachToContract'
  | 'contractGuarantors'
  | 'lockGuarantee'
  | 'applyGuaranteeChange'
  | 'contractSecurity'
  | 'changeSecurity'
  | 'registrationsExpiring'
> = {
  contractSecurity,
  changeSecurity,
  async registrationsExpiring(db, caller, from, to) {
    const ctx = beyondDataScope(caller);
    const repo = collateralRepos.mortpleBase;
    const bases = await repo.list(db, ctx, {
      where: [and(gte(repo.col('ccvaldate'), from), lte(repo.col('ccvaldate'), to), isNull(repo.col('finishdate')))!],
      limit: 100_000,
    });
    if (!bases.length) return [];
    const titled = await addReferenceTitles(db, ctx, mortpleBase, bases);
    const projects = await projectRepos.project.findIds(db, ctx, [...new Set(bases.map((b) => String(b.mainId)))]);
    const lessees = await addReferenceTitles(db, ctx, project, projects);
    const byProject = new Map(lessees.map((p) => [p.id, p]));
    return titled.map((b) => {
      const p = byProject.get(String(b.mainId));
      return {
        id: String(b.id),
        mortpleNo: String(b.mortpleNo ?? ''),
        validUntil: String(b.ccvaldate),
        contractId: b.contractId ? String(b.contractId) : null,
        contractNo: String(b.contractNo ?? ''),
        customerName: String(p?.customerName ?? ''),
        ownerName: String(b.ownerName ?? ''),
        owner: p?.owner ? String(p.owner) : null,
      };
    });
  },
  async lockGuarantee(tx, caller, guaranteeId) {
    const ctx = beyondDataScope(caller);
    const repo = collateralRepos.guarantee;
    if (!(await repo.findById(tx, ctx, guaranteeId))) return undefined;
    const g = await repo.lockById(tx, ctx, guaranteeId);
    const used = (await usedOf(tx, ctx, [guaranteeId])).get(guaranteeId);
    return { ...g, usedAmount: formatMoney(used ?? new D(0)) };
  },
  applyGuaranteeChange: (h, guaranteeId, values) => recordedPatch(h, collateralRepos.guarantee, guaranteeId, values),
  async guaranteeCover(db, ctx, guaranteeNo) {
    const repo = collateralRepos.guarantee;
    const [g] = await repo.list(db, ctx, { where: [eq(repo.col('guaranteeNo'), guaranteeNo)], limit: 1 });
    if (!g) return null;
    const id = g.id;
    const details = (await detailsOf(db, ctx, [id])).map((d) => ({
      contractId: String(d.contractId),
      amount: formatMoney(new D(String(d.amount))),
    }));
    // An ordinary guarantee covers nothing through details: its residue is its amount.
    const used = isMaximum(g) ? (await usedOf(db, ctx, [id])).get(id) : undefined;
    const residue = used ? ceilingOf(g).minus(used) : ceilingOf(g);
    return { guarantee: repo.toWire(g), details, residue: formatMoney(residue) };
  },
  attachToContract: attachProjectToContract,
  async contractGuarantors(db, caller, contractId) {
    const ctx = beyondDataScope(caller);
    const repo = collateralRepos.guarantee;
    const covering = (await coveringContract(db, ctx, contractId)).map((d) => String(d.guaranteeId));
    const rows = await repo.list(db, ctx, {
      where: [
        covering.length
          ? or(eq(repo.col('contractId'), contractId), inArray(repo.col('id'), covering))!
          : eq(repo.col('contractId'), contractId),
        // One a 担保变更 released answers for nothing more.
        isNull(repo.col('releaseDate')),
      ],
    });
    const titled = await addReferenceTitles(
      db,
      ctx,
      guarantee,
      rows.map((r) => repo.toWire(r)),
    );
    return [...new Set(titled.map((g) => String(g.guarantorName ?? g.guaranteeNo)))];
  },
};
