import type { ResourceDef } from '@flp/shared';
import { type AnyColumn, type SQL, eq, getTableColumns, inArray, or, sql } from 'drizzle-orm';
import type { ResourceTable } from '../db/resource-table';
import { type DataScopeRule, type RequestContext, isAdministrator } from '../tenancy/context';

export const DATA_SCOPE = { ALL: 1, OWN: 2, OWN_DEPT: 3, OWN_DEPT_AND_BELOW: 4, CUSTOM: 5 } as const;

/**
 * The rows of a resource the user may see and touch, as a condition (undefined: no limit). The rules granted through
 * the user's roles that name this resource are combined with OR — a user with two roles sees what either role sees;
 * one 全部可见 rule lifts the limit. Administrators and resources no rule names are not limited.
 *   2 本人可见           rows the user owns (the definition's owner field) or, without one, created (create_user)
 *   3 所在机构可见        rows whose department column holds one of the user's departments
 *   4 所在机构及子级可见   ... one of those departments or any below them
 *   5 自定义             ... one of the department ids listed in scopeValue (comma-separated)
 * The department column is scopeColumn (snake_case, `create_dept` by default); a column the resource does not have
 * denies every row (a mistyped rule must not open the data). A comma-list column (a user's dept_id) matches when any
 * of its ids matches.
 */
export function dataScopeCondition(def: ResourceDef, table: ResourceTable, ctx: RequestContext): SQL | undefined {
  if (def.scope !== 'tenant' || isAdministrator(ctx) || ctx.dataScopes.length === 0) return undefined;
  const rules = ctx.dataScopes.filter((r) => r.resourceCode === def.permission || r.resourceCode === def.name);
  if (rules.length === 0 || rules.some((r) => r.scopeType === DATA_SCOPE.ALL)) return undefined;
  return or(...rules.map((r) => ruleCondition(def, table, ctx, r))) as SQL;
}

function ruleCondition(def: ResourceDef, table: ResourceTable, ctx: RequestContext, rule: DataScopeRule): SQL {
  // "Own records" are the ones the user owns (the definition's owner field, 客户经理) or else created.
  if (rule.scopeType === DATA_SCOPE.OWN) return eq(table[def.owner ?? 'createUser'] as AnyColumn, ctx.userId);
  const depts =
    rule.scopeType === DATA_SCOPE.OWN_DEPT
      ? ctx.deptIds
      : rule.scopeType === DATA_SCOPE.OWN_DEPT_AND_BELOW
        ? ctx.deptTreeIds
        : rule.scopeType === DATA_SCOPE.CUSTOM
          ? idList(rule.scopeValue)
          : [];
  const found = columnByDbName(table, rule.scopeColumn || 'create_dept');
  if (!found || depts.length === 0) return sql`false`;
  const isList = def.fields.some((f) => f.name === found.key && f.kind === 'ids');
  if (isList) return sql`string_to_array(${found.column}, ',') && ${toTextArray(depts)}`;
  return inArray(found.column, [...depts]);
}

/** A column by its database name (what an administrator types: create_dept, dept_id). */
function columnByDbName(table: ResourceTable, name: string): { key: string; column: AnyColumn } | undefined {
  for (const [key, column] of Object.entries(getTableColumns(table)) as [string, AnyColumn][]) {
    if (column.name === name.trim()) return { key, column };
  }
  return undefined;
}

const idList = (v: string) =>
  String(v ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => /^\d{1,19}$/.test(s));

const toTextArray = (ids: readonly string[]) =>
  sql`ARRAY[${sql.join(
    ids.map((i) => sql`${i}`),
    sql`, `,
  )}]::text[]`;
