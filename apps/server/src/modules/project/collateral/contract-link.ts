// Tying collateral records to a contract: one record (contractChange) or everything of a project not yet tied.
import { and, eq, isNull } from 'drizzle-orm';
import type { Row } from '../../../platform/crud/repository';
import { checkReferences } from '../../../platform/crud/references';
import type { HookContext, ResourceService } from '../../../platform/crud/service';
import { collateralRepos } from '../repos';

/** The record now points at the contract; the reference check answers 400 for a contract that is not there. */
export async function attachContract(h: HookContext, service: ResourceService, id: string, contractId: string) {
  await checkReferences(h.tx, h.ctx, service.def, { contractId });
  const row: Row = await service.patch(h, id, { contractId });
  h.changed(service.def.name, 'update', [id]);
  return service.repo.toWire(row);
}

/** The project's items, guarantees, mortgages, pledges and bases with no contract yet, and the key to their project. */
const UNTIED = [
  [collateralRepos.subjectMatter, 'projectId'],
  [collateralRepos.guarantee, 'mainId'],
  [collateralRepos.mortgage, 'mainId'],
  [collateralRepos.pledge, 'mainId'],
  [collateralRepos.mortpleBase, 'mainId'],
] as const;

export async function attachProjectToContract(h: HookContext, projectId: string, contractId: string) {
  for (const [repo, key] of UNTIED) {
    const rows = await repo.list(h.tx, h.ctx, {
      where: [and(eq(repo.col(key), projectId), isNull(repo.col('contractId')))!],
    });
    for (const r of rows) await repo.update(h.tx, h.ctx, r.id, { contractId });
    if (rows.length)
      h.changed(
        repo.def.name,
        'update',
        rows.map((r) => r.id),
      );
  }
}
