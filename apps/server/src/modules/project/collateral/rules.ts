// The rules every collateral record follows: it belongs to a project, changes only while the project is editable,
// and numbers (担保编号 / 抵质押编号) come from the project's number and the next free sequence.
import { type ResourceDef, PROJECT_EDITABLE_STATES, type ProjectState, l, fieldLabel } from '@flp/shared';
import { D } from '@flp/shared/finance';
import { and, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { ResourceRepository, Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { AppError, badRequest, invalid, invalidField, labelled } from '../../../platform/http/errors';
import type { RequestContext } from '../../../platform/tenancy/context';
import { projectRepos } from '../repos';

export const LOCKED = l('项目已提交审批, 不能修改担保信息', 'The project is in approval; its security cannot change');

/**
 * The project row, locked for the rest of the transaction: numbering and the editable check of two concurrent
 * writes to one project's security never interleave. Tenant scope only — the reference check already asked whether
 * the caller may see the project.
 */
export async function lockProject(tx: Db, ctx: RequestContext, projectId: string): Promise<Row> {
  return projectRepos.project.lockById(tx, ctx, projectId);
}

export function assertProjectEditable(project: Row) {
  if (!PROJECT_EDITABLE_STATES.includes(String(project.projectState ?? 'draft') as ProjectState))
    throw badRequest(LOCKED);
}

/** The project locked and checked editable. */
export async function editableProject(h: HookContext, projectId: unknown): Promise<Row> {
  const project = await lockProject(h.tx, h.ctx, String(projectId));
  assertProjectEditable(project);
  return project;
}

const NUMERIC = /^-?\d+(\.\d+)?$/;
/** Money comes back as "3000000.00" and goes in as "3000000": the same amount is no change. */
function differs(a: unknown, b: unknown) {
  const x = String(a ?? '');
  const y = String(b ?? '');
  if (NUMERIC.test(x) && NUMERIC.test(y)) return !new D(x).eq(new D(y));
  return x !== y;
}

/** The fields an update really changes (clients send the whole form back). */
export const changedFields = (values: Row, current: Row) =>
  Object.keys(values).filter((k) => differs(values[k], current[k]));

/**
 * The hooks that make a resource a project's collateral: `key` names its project field; `free` fields may change in
 * any project state (a mortplebase's registration). A record never moves to another project: its number belongs to
 * the first one.
 */
export function projectBound(
  def: ResourceDef,
  key: string,
  free: string[] = [],
): Required<Pick<ResourceHooks, 'beforeCreate' | 'beforeUpdate' | 'beforeRemove'>> {
  const label = fieldLabel(def, key);
  return {
    async beforeCreate(h, values) {
      await editableProject(h, values[key]);
    },
    async beforeUpdate(h, values, current) {
      const changed = changedFields(values, current);
      if (changed.includes(key))
        throw invalidField(key, labelled(label, l('创建后不可修改', 'cannot be changed once created')));
      if (changed.some((f) => !free.includes(f))) await editableProject(h, current[key]);
    },
    async beforeRemove(h, rows) {
      for (const id of new Set(rows.map((r) => String(r[key])))) await editableProject(h, id);
    },
  };
}

/**
 * The next number of a project's records of one table: `<projectNo><suffix><NN>`, one above the highest taken —
 * removed records included, so a number is never given twice. The caller holds the project's row lock.
 */
export async function nextNumber(
  h: HookContext,
  repo: ResourceRepository,
  field: string,
  project: Row,
  suffix: string,
): Promise<string> {
  if (!project.projectNo)
    throw badRequest(l('项目还没有项目编号, 不能编号', 'The project has no number yet; nothing can be numbered'));
  const prefix = `${project.projectNo}${suffix}`;
  const taken = await h.tx
    .select({ no: repo.col(field) as PgColumn })
    .from(repo.table)
    .where(and(eq(repo.col('tenantId'), h.ctx.tenantId), eq(repo.col('mainId'), String(project.id))));
  let max = 0;
  for (const { no } of taken as { no: string | null }[])
    if (no?.startsWith(prefix)) max = Math.max(max, Number(no.slice(prefix.length)) || 0);
  return `${prefix}${String(max + 1).padStart(2, '0')}`;
}

/** Runs `work`; its field errors come back named under `path` (`items[2].` + `collateralName`). */
export async function underPath<T>(path: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof AppError && e.status === 400 && e.fields.length)
      throw invalid(e.fields.map((f) => ({ ...f, field: `${path}${f.field}` })));
    throw e;
  }
}
