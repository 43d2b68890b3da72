import { FLOW_CATEGORIES, type FieldDef, type WorkflowFamily, familyByCode } from '@flp/shared/resources';

/**
 * From a definition or a work-list row to its workflow family and the family's three routes
 * (/work/process/{family}/form|handle|detail, issue 13 item 8). Pure: the pages and their unit test share it.
 */

const PROCESS = '/work/process';

/** The family code of a process category (`flow_<key>` of the `flow` dictionary), or undefined. */
export function familyCodeOfCategory(category: string | undefined | null): string | undefined {
  if (!category?.startsWith('flow_')) return undefined;
  const key = category.slice('flow_'.length);
  return FLOW_CATEGORIES.find((c) => c.key === key)?.family;
}

/** The registered family of a row: the family the server named, else its category's; undefined when none serves it. */
export function familyOf(row: { family?: string; category?: string }): WorkflowFamily | undefined {
  const code = row.family || familyCodeOfCategory(row.category);
  return code ? familyByCode(code) : undefined;
}

/** A route segment; an absent id (the wire's "") is written `0`, read back as absent by `idParam`. */
const seg = (v: string | undefined) => encodeURIComponent(v || '0');

/** A route parameter as the page reads it: `0` (or nothing) is absent. */
export const idParam = (v: string | undefined) => (!v || v === '0' ? '' : v);

/** The start form of a definition. */
export const formPath = (family: string, processDefinitionId: string) =>
  `${PROCESS}/${family}/form/${seg(processDefinitionId)}`;

/** The handle page of a task. */
export const handlePath = (family: string, r: { taskId: string; processInstanceId: string; businessId: string }) =>
  `${PROCESS}/${family}/handle/${seg(r.taskId)}/${seg(r.processInstanceId)}/${seg(r.businessId)}`;

/** The read-only page of an instance. */
export const detailPath = (family: string, r: { processInstanceId: string; businessId: string }) =>
  `${PROCESS}/${family}/detail/${seg(r.processInstanceId)}/${seg(r.businessId)}`;

/** With the tab's label (a per-record tab is labelled by `name`, app/pages.ts). */
export const withName = (path: string, name: string) => `${path}?name=${encodeURIComponent(name)}`;

/** The query's values of the resource's own fields (`?projectId=`), typed as the field holds them. */
export function prefillOf(fields: FieldDef[], query: Record<string, string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = query[f.name];
    if (v === undefined || v === '' || f.name === 'id') continue;
    const numeric = f.kind === 'int' || f.options?.some((o) => typeof o.value === 'number');
    out[f.name] = numeric && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  }
  return out;
}
