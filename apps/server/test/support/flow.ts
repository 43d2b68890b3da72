// Test support: the BPMN fixtures deployed through the engine's own deployment (as common definitions).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { deployProcesses } from '../../src/modules/flow/definitions';
import { systemContext } from '../../src/platform/tenancy/context';

const FIXTURES = join(import.meta.dirname, '../../src/modules/flow/bpmn/fixtures');

/** Deploys a fixture as a common definition and answers its id. */
export async function deployFixture(app: FastifyInstance, file: string, category = 'flow_2'): Promise<string> {
  const xml = readFileSync(join(FIXTURES, file), 'utf8');
  const [row] = await app.appContext.database.owner.transaction((tx) =>
    deployProcesses(tx, systemContext('000000'), {
      name: file,
      category,
      tenantIds: [''],
      files: [{ name: file, xml }],
    }),
  );
  return row.id;
}
