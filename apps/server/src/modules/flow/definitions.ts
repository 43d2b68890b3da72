// Deployed process definitions: what the runtime starts and executes. A definition belongs to one tenant or, with
// tenant '', to all; a tenant's own version of a key wins over the common one.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../platform/db/database';
import type { RequestContext } from '../../platform/tenancy/context';
import type { ProcessGraph } from './bpmn/graph';
import { flowDefinitionTable } from './tables';

export interface StoredDefinition {
  id: string;
  deploymentId: string;
  tenantId: string;
  key: string;
  name: string;
  description: string | null;
  category: string;
  version: number;
  resourceName: string;
  xml: string;
  graph: ProcessGraph;
  suspensionState: number;
  deployTime: string;
}

const COMMON = '';
const visibleTenants = (ctx: RequestContext) => [ctx.tenantId, COMMON];

function asStored(row: typeof flowDefinitionTable.$inferSelect): StoredDefinition {
  return { ...row, graph: row.graph as ProcessGraph };
}

/** A definition the caller's tenant may use (its own or a common one), or null. */
export async function definitionById(tx: Db, ctx: RequestContext, id: string): Promise<StoredDefinition | null> {
  const [row] = await tx
    .select()
    .from(flowDefinitionTable)
    .where(and(eq(flowDefinitionTable.id, id), inArray(flowDefinitionTable.tenantId, visibleTenants(ctx))))
    .limit(1);
  return row ? asStored(row) : null;
}

/** The latest version of a key for the caller's tenant: its own if it has one, else the common one; or null. */
export async function latestDefinition(tx: Db, ctx: RequestContext, key: string): Promise<StoredDefinition | null> {
  for (const tenantId of visibleTenants(ctx)) {
    const [row] = await tx
      .select()
      .from(flowDefinitionTable)
      .where(and(eq(flowDefinitionTable.key, key), eq(flowDefinitionTable.tenantId, tenantId)))
      .orderBy(desc(flowDefinitionTable.version))
      .limit(1);
    if (row) return asStored(row);
  }
  return null;
}
