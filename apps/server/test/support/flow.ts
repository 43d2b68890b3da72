// Test support: definitions put straight into the engine's table from the BPMN fixtures (the deployment calls have
// their own tests), and sessions of users holding a role alias.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { parseBpmn } from '../../src/modules/flow/bpmn/parse';
import { flowDefinitionTable } from '../../src/modules/flow/tables';
import { nextId } from '../../src/platform/db/id';
import { nowString } from '../../src/platform/db/time';

const FIXTURES = join(import.meta.dirname, '../../src/modules/flow/bpmn/fixtures');

/** Deploys a fixture as a common definition (version 1 + the versions before it) and answers its id. */
export async function deployFixture(app: FastifyInstance, file: string, category = 'flow_2'): Promise<string> {
  const xml = readFileSync(join(FIXTURES, file), 'utf8');
  const parsed = await parseBpmn(xml);
  const p = parsed.processes[0];
  const deploymentId = nextId();
  const db = app.appContext.database.db;
  const existing = await db.select().from(flowDefinitionTable);
  const version = existing.filter((d) => d.key === p.key && d.tenantId === '').length + 1;
  const id = `${p.key}:${version}:${deploymentId}`;
  await db.insert(flowDefinitionTable).values({
    id,
    deploymentId,
    tenantId: '',
    key: p.key,
    name: p.name ?? p.key,
    category,
    version,
    resourceName: file,
    xml,
    graph: p.graph,
    deployTime: nowString(),
  });
  return id;
}
