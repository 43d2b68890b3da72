// A write another module's approved change makes to a record (a guarantee's ceiling, a lessee's name): the given
// fields, whatever the record's status and the caller's data scope, with the move in the record's modification history
// when its definition keeps one — what a service's own patch does, for a module that offers the write as its interface.
import type { ResourceDef } from '@flp/shared';
import { recordChanges } from '../history/record';
import { beyondDataScope } from '../tenancy/context';
import type { ResourceRepository, Row } from './repository';
import type { HookContext } from './service';

export async function recordedPatch<D extends ResourceDef>(
  h: HookContext,
  repo: ResourceRepository<D>,
  id: string,
  values: Row,
) {
  const ctx = beyondDataScope(h.ctx);
  const before = await repo.getById(h.tx, ctx, id);
  const row = await repo.update(h.tx, ctx, id, values);
  if (repo.def.history) await recordChanges(h.tx, ctx, repo.def, before, row);
  h.changed(repo.def.name, 'update', [id]);
  return row;
}
