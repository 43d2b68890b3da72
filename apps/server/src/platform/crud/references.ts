import { type FieldDef, type ResourceDef, l, nameKeyOf } from '@flp/shared';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/database';
import { type FieldError, invalid } from '../http/errors';
import { type RequestContext, isAdministrator } from '../tenancy/context';
import { addTreeCodeTitles, assertCodeTreesServed, checkTreeCodes } from './code-trees';
import type { ResourceRepository, Row } from './repository';

/**
 * References between definitions (`ref` / `refs` fields): which repository serves a definition, the boot check that
 * every target is served and titled, the existence check on writes (one query per target resource) and the titles
 * reads add (`deptId` → `deptName`).
 */

const served = new Map<string, ResourceRepository>();

/** Called by every repository: the definition it serves can be the target of references. */
export function serve(repo: ResourceRepository) {
  served.set(repo.def.name, repo);
}

export function repositoryOf(def: ResourceDef): ResourceRepository {
  const repo = served.get(def.name);
  if (!repo) throw new Error(`no repository serves resource ${def.name}`);
  return repo;
}

export const referenceFields = (def: ResourceDef): FieldDef[] => def.fields.filter((f) => f.target);

/**
 * Fails the boot when a reference points at a definition no repository serves, or one without a title field (a
 * picker and the labels on reads need it).
 */
export function assertReferencesResolve() {
  assertCodeTreesServed([...served.values()].map((r) => r.def));
  for (const repo of served.values()) {
    for (const f of referenceFields(repo.def)) {
      const target = f.target!();
      if (!target || !served.has(target.name))
        throw new Error(`resource ${repo.def.name}: reference ${f.name} points at a resource that is not served`);
      if (!target.titleField)
        throw new Error(
          `resource ${repo.def.name}: reference ${f.name} points at ${target.name}, which has no titleField`,
        );
    }
  }
}

/** The ids of an `ids` value (`1,2` → ['1', '2']): blanks and spaces dropped. */
export const splitIds = (v: unknown): string[] =>
  v === null || v === undefined || v === ''
    ? []
    : String(v)
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);

/** The ids of `rows` per target resource, over the given reference fields. */
function idsByTarget(fields: FieldDef[], rows: Row[]): Map<ResourceDef, Set<string>> {
  const out = new Map<ResourceDef, Set<string>>();
  for (const f of fields) {
    const target = f.target!();
    const set = out.get(target) ?? new Set<string>();
    for (const r of rows) for (const id of splitIds(r[f.name])) set.add(id);
    out.set(target, set);
  }
  return out;
}

/**
 * Titles of the given records of each target, by id: records of the tenant, whatever the caller's data scope — or,
 * `scoped`, only those his data scope shows.
 */
async function titles(db: Db, ctx: RequestContext, wanted: Map<ResourceDef, Set<string>>, scoped = false) {
  const out = new Map<ResourceDef, Map<string, string>>();
  for (const [target, ids] of wanted) {
    const repo = repositoryOf(target);
    const title = target.titleField!;
    const these = inArray(repo.col('id'), [...ids]);
    const found = ids.size
      ? await db
          .select({ id: repo.table.id, title: repo.table[title] })
          .from(repo.table)
          .where(scoped ? repo.scope(ctx, these) : repo.tenantScope(ctx, these))
      : [];
    out.set(target, new Map(found.map((r) => [String(r.id), String(r.title ?? '')])));
  }
  return out;
}

/**
 * Refuses values naming records that do not exist for the caller — outside his tenant or his data scope (a data-scoped
 * account manager cannot hang a contact, a guarantee or a download request on a colleague's customer or project): every
 * bad field at once, each naming the missing ids. Comma lists are normalised (no repeats, no blanks). `path` prefixes
 * the field (`contacts[2].`).
 */
export async function checkReferences(db: Db, ctx: RequestContext, def: ResourceDef, values: Row, path = '') {
  await checkTreeCodes(db, def, values, path);
  const fields = referenceFields(def).filter((f) => values[f.name] !== undefined && values[f.name] !== null);
  if (fields.length === 0) return;
  for (const f of fields) if (f.kind === 'ids') values[f.name] = [...new Set(splitIds(values[f.name]))].join(',');
  const known = await titles(db, ctx, idsByTarget(fields, [values]), true);
  const errors: FieldError[] = [];
  for (const f of fields) {
    const have = known.get(f.target!())!;
    const missing = splitIds(values[f.name]).filter((id) => !have.has(id));
    if (missing.length)
      errors.push({
        field: `${path}${f.name}`,
        message: l(
          `${f.label['zh-CN']}不存在: ${missing.join(',')}`,
          `${f.label['en-US']}: no such record: ${missing.join(',')}`,
        ),
      });
  }
  if (errors.length) throw invalid(errors);
}

/**
 * Whether every record the stored row names is inside the caller's data scope: a contact, guarantee or draft hanging on
 * a colleague's customer or project is the colleague's to change, whatever the caller's scope on contacts says.
 */
export async function referencesInScope(db: Db, ctx: RequestContext, def: ResourceDef, row: Row): Promise<boolean> {
  if (ctx.dataScopes.length === 0 || isAdministrator(ctx)) return true;
  const fields = referenceFields(def).filter((f) => row[f.name] !== undefined && row[f.name] !== null);
  const seen = await titles(db, ctx, idsByTarget(fields, [row]), true);
  const unseen = new Map<ResourceDef, Set<string>>();
  for (const f of fields) {
    const target = f.target!();
    for (const id of splitIds(row[f.name]))
      if (!seen.get(target)!.has(id)) unseen.set(target, (unseen.get(target) ?? new Set()).add(id));
  }
  if (unseen.size === 0) return true;
  // Outside the scope is a record that exists and he may not see; a reference to nothing (a record removed since)
  // keeps no one from the row.
  const existing = await titles(db, ctx, unseen);
  return [...existing.values()].every((found) => found.size === 0);
}

/** Adds each reference's titles to the rows (`deptName`: a comma list, in the order of the ids, for `refs`). */
export async function addReferenceTitles(db: Db, ctx: RequestContext, def: ResourceDef, input: Row[]): Promise<Row[]> {
  // Codes of code trees (regions, industries) get their titles the same way (platform/crud/code-trees.ts).
  const rows = await addTreeCodeTitles(db, def, input);
  const fields = referenceFields(def);
  if (fields.length === 0 || rows.length === 0) return rows;
  const known = await titles(db, ctx, idsByTarget(fields, rows));
  return rows.map((r) => {
    const out = { ...r };
    for (const f of fields) {
      const have = known.get(f.target!())!;
      out[nameKeyOf(f)] = splitIds(r[f.name])
        .map((id) => have.get(id))
        .filter((t) => t !== undefined)
        .join(',');
    }
    return out;
  });
}
