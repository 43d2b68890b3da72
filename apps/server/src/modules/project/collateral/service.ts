// The collateral part's offer to other modules (through ProjectApi): a guarantee's cover, and tying a project's
// security to its contract. (Integration version; the collateral work refines it.)
import Decimal from 'decimal.js';
import { and, eq, isNull } from 'drizzle-orm';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { ProjectApi } from '../api';
import { collateralRepos } from '../repos';

export const collateralApi: Pick<ProjectApi, 'guaranteeCover' | 'attachToContract'> = {
  async guaranteeCover(db, ctx, guaranteeNo) {
    const wide = beyondDataScope(ctx);
    const g = collateralRepos.guarantee;
    const [row] = await g.list(db, wide, { where: [eq(g.col('guaranteeNo'), guaranteeNo)], limit: 1 });
    if (!row) return null;
    const d = collateralRepos.guaranteeDetail;
    const details = await d.list(db, wide, { where: [eq(d.col('guaranteeId'), String(row.id))] });
    const taken = details.reduce((s, x) => s.plus(String(x.amount)), new Decimal(0));
    const ceiling = new Decimal(String(row.maxAmount ?? row.amount));
    return {
      guarantee: g.toWire(row),
      details: details.map((x) => ({
        contractId: String(x.contractId),
        amount: new Decimal(String(x.amount)).toFixed(2),
      })),
      residue: ceiling.minus(taken).toFixed(2),
    };
  },

  async attachToContract(h, projectId, contractId) {
    const wide = beyondDataScope(h.ctx);
    const tie = async (repo: (typeof collateralRepos)[keyof typeof collateralRepos], key: string) => {
      const rows = await repo.list(h.tx, wide, {
        where: [and(eq(repo.col(key), projectId), isNull(repo.col('contractId')))!],
      });
      for (const r of rows) await repo.update(h.tx, wide, String(r.id), { contractId });
    };
    await tie(collateralRepos.subjectMatter, 'projectId');
    await tie(collateralRepos.guarantee, 'mainId');
    await tie(collateralRepos.mortgage, 'mainId');
    await tie(collateralRepos.pledge, 'mainId');
    await tie(collateralRepos.mortpleBase, 'mainId');
  },
};
