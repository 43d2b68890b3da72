// A record's child lists at a workflow task: `editableAt` names a list whole (`newGuarantees`: rows added, removed and
// changed) or only some of its rows' fields (`newGuarantees.guarContractNo`: the rows already decided on, nothing
// else of them — 担保变更's 签署担保合同 fills in the signed contracts' numbers of the guarantees the approvers passed).
import { type ChildDef, type Localized, type ResourceDef, l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import { repositoryOf } from '../../../platform/crud/references';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext } from '../../../platform/crud/service';
import { normalise } from '../../../platform/history/diff';
import { labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';

export interface RefusedField {
  field: string;
  message: Localized;
}

const NOT_HERE = l('当前步骤不可修改', 'cannot be changed at this step');

/**
 * The child lists the body sends that the task may edit, as the service's update takes them (whole lists), and the
 * changes it may not make, by their wire path. A list sent unchanged where it may not be edited is no refusal; a list
 * where the task names neither it nor its fields is left as it is.
 */
export async function editedChildren(
  h: HookContext,
  def: ResourceDef,
  record: Row,
  body: Row,
  editable: readonly string[] | '*',
): Promise<{ lists: Row; refused: RefusedField[] }> {
  const lists: Row = {};
  const refused: RefusedField[] = [];
  // '*' is every form field: the lists only where a task names them (as before lists were editable at tasks).
  if (editable === '*') return { lists, refused };
  for (const c of def.children ?? []) {
    if (c.computed || !Object.hasOwn(body, c.name)) continue;
    if (editable.includes(c.name)) {
      lists[c.name] = body[c.name];
      continue;
    }
    const only = editable.filter((e) => e.startsWith(`${c.name}.`)).map((e) => e.slice(c.name.length + 1));
    const merged = await withOnly(h, c, String(record.id), body[c.name], only, refused);
    if (merged) lists[c.name] = merged;
  }
  return { lists, refused };
}

/** The saved rows with only the `only` fields taken from the sent ones; anything else differing is refused. */
async function withOnly(
  h: HookContext,
  c: ChildDef,
  parentId: string,
  sent: unknown,
  only: string[],
  refused: RefusedField[],
): Promise<Row[] | undefined> {
  const repo = repositoryOf(c.def());
  const saved = (
    await repo.list(h.tx, beyondDataScope(h.ctx), {
      where: [eq(repo.col(c.foreignKey), parentId)],
      query: { ascs: 'id' },
    })
  ).map((r) => repo.toWire(r));
  const rows = Array.isArray(sent) ? (sent as Row[]) : [];
  const byId = new Map(rows.map((r) => [String(r?.id ?? ''), r]));
  const sameRows = rows.length === saved.length && saved.every((r) => byId.has(String(r.id)));
  if (!sameRows) {
    refused.push({ field: c.name, message: labelled(c.label, NOT_HERE) });
    return undefined;
  }
  const fields = c.def().fields.filter((f) => f.form !== false && f.name !== c.foreignKey);
  let changed = false;
  const merged = saved.map((current, i) => {
    const given = byId.get(String(current.id))!;
    const out: Row = { ...current };
    for (const f of fields) {
      if (!Object.hasOwn(given, f.name)) continue;
      const differs = normalise(f, given[f.name]) !== normalise(f, current[f.name]);
      if (!differs) continue;
      if (only.includes(f.name)) {
        out[f.name] = given[f.name];
        changed = true;
      } else
        refused.push({
          field: `${c.name}[${i}].${f.name}`,
          message: labelled(
            l(
              `${c.label['zh-CN']}第${i + 1}行 ${f.label['zh-CN']}`,
              `${c.label['en-US']} row ${i + 1}: ${f.label['en-US']}`,
            ),
            NOT_HERE,
          ),
        });
    }
    return out;
  });
  return changed ? merged : undefined;
}
