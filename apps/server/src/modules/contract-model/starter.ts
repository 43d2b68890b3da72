// The contract models every tenant starts with (the shipped ones, shipped.ts): a tenant starter (system/seed.ts), run
// for a tenant made on the tenant screen and for the demo tenant.
import { contractModel } from '@flp/shared';
import { and, eq, inArray } from 'drizzle-orm';
import { kindOf } from '../../platform/attachments';
import type { Db } from '../../platform/db/database';
import { buildDocx } from '../../platform/documents/docx-writer';
import { inspectTemplate } from '../../platform/documents/word';
import { systemContext } from '../../platform/tenancy/context';
import type { FileService } from '../resource';
import { flattenTags } from './rules';
import { SHIPPED_MODELS } from './shipped';
import { contractModelRepo as repo } from './tables';

/** The shipped models of a tenant, enabled; each once (a model whose name the tenant ever had is left alone). */
export async function seedContractModels(tx: Db, tenantId: string, files: FileService) {
  const ctx = systemContext(tenantId);
  const kind = kindOf(contractModel.fields.find((f) => f.name === 'template')!);
  for (const m of SHIPPED_MODELS) {
    const [seen] = await tx
      .select({ id: repo.table.id })
      .from(repo.table)
      .where(and(eq(repo.col('tenantId'), tenantId), eq(repo.col('modelName'), m.name)))
      .limit(1);
    if (seen) continue;
    const bytes = buildDocx(m.blocks);
    const row = await repo.insert(tx, ctx, {
      modelName: m.name,
      modelType: m.type,
      modelVersion: 1,
      enabled: 1,
      remark: '系统预置模板',
      placeholders: flattenTags(inspectTemplate(bytes)).join('\n'),
    });
    const fileId = await files.attach(tx, ctx, {
      name: m.file,
      bytes,
      businessType: contractModel.name,
      businessId: row.id,
      kind,
    });
    await repo.update(tx, ctx, row.id, { template: fileId });
  }
}

/**
 * The shipped models a release added since the tenant started (the settlement letter came after the first tenants):
 * for a tenant that started with the shipped models (it has one, even deleted), the ones it never had. A tenant whose
 * models are all its own is left alone.
 */
export async function addNewShippedModels(tx: Db, tenantId: string, files: FileService) {
  const [shipped] = await tx
    .select({ id: repo.table.id })
    .from(repo.table)
    .where(
      and(
        eq(repo.col('tenantId'), tenantId),
        inArray(
          repo.col('modelName'),
          SHIPPED_MODELS.map((m) => m.name),
        ),
      ),
    )
    .limit(1);
  if (shipped) await seedContractModels(tx, tenantId, files);
}
