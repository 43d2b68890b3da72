// 模型管理's starting models: every tenant gets, as models it may open in the designer, change and deploy as its own,
// the processes deployed for all tenants (the default models of every family, deployed at each start). A tenant
// starter (system/seed.ts), run for a tenant made on the tenant screen and for the demo tenant.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import { systemContext } from '../../platform/tenancy/context';
import { submitModel } from './models';
import { flowDefinitionTable, flowModelTable } from './tables';

/** Definitions common to every tenant carry tenant '' (definitions.ts). */
const COMMON = '';

/**
 * A model per common process (its latest version's XML, named as the process), unless the tenant has a model of that
 * key — what an administrator changed stays changed. The definitions themselves are deployed for every tenant already.
 */
export async function seedFlowModels(tx: Db, tenantId: string) {
  const ctx = systemContext(tenantId);
  const d = flowDefinitionTable;
  const common = await tx
    .select({ key: d.key, name: d.name, xml: d.xml })
    .from(d)
    .where(eq(d.tenantId, COMMON))
    .orderBy(d.key, desc(d.version));
  const seenKeys = new Set<string>();
  const seenFiles = new Set<string>();
  for (const def of common) {
    // The latest version of each key; a file of several processes once.
    if (seenKeys.has(def.key)) continue;
    seenKeys.add(def.key);
    if (seenFiles.has(def.xml)) continue;
    seenFiles.add(def.xml);
    const [exists] = await tx
      .select({ id: flowModelTable.id })
      .from(flowModelTable)
      .where(and(eq(flowModelTable.tenantId, tenantId), eq(flowModelTable.modelKey, def.key)))
      .limit(1);
    if (exists) continue;
    await submitModel(tx, ctx, {
      name: def.name,
      modelKey: def.key,
      description: '系统默认模型',
      modelEditorXml: def.xml,
    });
  }
}
