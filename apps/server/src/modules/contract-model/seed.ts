// The shipped models (SEED_DEMO): a direct lease, a sale-leaseback, a guarantee and a mortgage contract, written as
// real .docx files whose tags are the placeholder reference's names.
import { PLATFORM_TENANT_ID, contractModel } from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import { kindOf } from '../../platform/attachments';
import type { Db } from '../../platform/db/database';
import { inspectTemplate } from '../../platform/documents/word';
import { systemContext } from '../../platform/tenancy/context';
import type { FileService } from '../resource';
import { buildDocx } from '../../platform/documents/docx-writer';
import { flattenTags } from './rules';
import { SHIPPED_MODELS } from './shipped';
import { contractModelRepo as repo } from './tables';

/** The models every generation of the demo starts with (shipped.ts). */
export { SHIPPED_MODELS };

/** The shipped models for tenant 000000, enabled; each once (a model whose name the database holds is left alone). */
export async function seedContractModelDemo(db: Db, files: FileService) {
  const ctx = systemContext(PLATFORM_TENANT_ID);
  const kind = kindOf(contractModel.fields.find((f) => f.name === 'template')!);
  await db.transaction(async (tx) => {
    for (const m of SHIPPED_MODELS) {
      const [seen] = await tx
        .select({ id: repo.table.id })
        .from(repo.table)
        .where(and(eq(repo.col('tenantId'), PLATFORM_TENANT_ID), eq(repo.col('modelName'), m.name)))
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
        businessId: String(row.id),
        kind,
      });
      await repo.update(tx, ctx, String(row.id), { template: fileId });
    }
  });
}
