import type { ChildDef, FieldDef, ResourceDef } from '@flp/shared/resources';
import { nameKeyOf } from '@flp/shared/resources';
import type { Row } from './api';

/**
 * References, child lists and status as pure functions: the comma list a `refs` field keeps ⇄ the array a picker
 * edits, the titles reads add, a server error's path as antd's name path, and the child rows a submit sends.
 */

/** The ids of a comma list (`'1, 2,'` → `['1','2']`), trimmed and without blanks as the server reads them. */
export function splitIds(v: unknown): string[] {
  if (v === null || v === undefined || v === '') return [];
  if (Array.isArray(v)) return v.map(idOf).filter(Boolean);
  return String(v)
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

/** What a picker hands back (ids, or `{value}` objects of a labelled TreeSelect) as the wire's comma list. */
export function joinIds(v: unknown): string {
  const arr = Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v];
  return [...new Set(arr.map(idOf).filter(Boolean))].join(',');
}

function idOf(x: unknown): string {
  if (typeof x === 'object' && x !== null && 'value' in x) return String((x as { value: unknown }).value ?? '').trim();
  return x === null || x === undefined ? '' : String(x).trim();
}

/** The definition a reference field points at (undefined for a plain field or an `ids` list without a target). */
export function targetOf(f: FieldDef): ResourceDef | undefined {
  return f.target && (f.kind === 'ref' || f.kind === 'ids') ? f.target() : undefined;
}

/** The titles a read added for a reference (`deptId` → row.deptName), or undefined when the row has none. */
export function refTitle(f: FieldDef, row: Row | undefined): string | undefined {
  if (!row || (!f.target && !f.codeTree)) return undefined;
  const t = row[nameKeyOf(f)];
  // a code-tree title is one title ('浙江省 / 杭州市 / 西湖区'), never a list
  if (f.codeTree) return t === undefined || t === null || t === '' ? undefined : String(t);
  return t === undefined || t === null ? undefined : String(t).split(',').join(', ');
}

/**
 * The titles a read added for a reference, as picker options (id → title), so a form labels its chosen records
 * without asking the picker (which may be refused: an approver reads a record whose lessee she may not pick). A `ref`
 * has one title; a `refs` list's titles come as a comma list in the order of its ids.
 */
export function knownTitles(f: FieldDef, row: Row | undefined): { value: string; label: string }[] {
  if (!row || !f.target) return [];
  const ids = splitIds(row[f.name]);
  const t = row[nameKeyOf(f)];
  if (!ids.length || t === undefined || t === null || t === '') return [];
  const titles = f.kind === 'ref' ? [String(t)] : String(t).split(',');
  return titles.length === ids.length ? ids.map((id, i) => ({ value: id, label: titles[i] })) : [];
}

/** A picker's option from a select row: the generic `{id, title}`, or a spec select's record (`postName`). */
export function optionOf(r: Row, titleField?: string): { value: string; label: string } {
  const title = r.title ?? (titleField ? r[titleField] : undefined) ?? r.name ?? r.id;
  return { value: String(r.id), label: String(title ?? '') };
}

/**
 * A server error's field (`lines[2].qty`, `remark`) as antd's name path (`['lines', 2, 'qty']`, `['remark']`).
 */
export function namePathOf(field: string): (string | number)[] {
  const out: (string | number)[] = [];
  for (const part of field.split('.')) {
    const m = /^([^[\]]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return [field];
    if (m[1]) out.push(m[1]);
    for (const i of m[2].matchAll(/\[(\d+)\]/g)) out.push(Number(i[1]));
  }
  return out;
}

/** The fields of a child list's rows as the form edits them: the child's form fields but its foreign key and status. */
export function childFields(c: ChildDef): FieldDef[] {
  const def = c.def();
  return def.fields.filter(
    (f) => f.name !== c.foreignKey && f.name !== def.status?.field && f.form !== false && f.kind !== 'password',
  );
}

/** A child row as a submit sends it: its id when it exists, and the values of its form fields (no titles, no stamps). */
export function childBody(c: ChildDef, row: Row): Row {
  const out: Row = {};
  if (row.id !== undefined && row.id !== null && row.id !== '') out.id = row.id;
  for (const f of childFields(c)) if (row[f.name] !== undefined) out[f.name] = row[f.name];
  return out;
}

/** The form values with each child list trimmed to what a submit sends (a list the form never held is left out). */
export function withChildren(children: ChildDef[] | undefined, values: Row, lists: (name: string) => unknown): Row {
  const out: Row = { ...values };
  for (const c of children ?? []) {
    if (c.computed) continue;
    const list = lists(c.name) ?? values[c.name];
    if (Array.isArray(list)) out[c.name] = list.map((r) => childBody(c, (r ?? {}) as Row));
  }
  return out;
}

/** Whether a field is the definition's business status (server-set: shown as a tag, never an input). */
export const isStatusField = (def: Pick<ResourceDef, 'status'> | undefined, f: FieldDef) =>
  !!def?.status && def.status.field === f.name;
