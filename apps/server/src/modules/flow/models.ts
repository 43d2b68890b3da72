// Models (模型管理): BPMN models being designed, per tenant. Each save makes a new version (the model row holds the
// latest, fl_flow_model_version every one); deploying is a separate action that goes through deployProcesses.
import {
  type DeployedDefinitionRow,
  type FlowModelFinding,
  type FlowModelRow,
  type Locale,
  type Localized,
  l,
} from '@flp/shared';
import { and, count, desc, eq, inArray, ne } from 'drizzle-orm';
import { type Paging, containing, offsetOf } from '../../platform/crud/query';
import { type PageResult, pageOf } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { nowString } from '../../platform/db/time';
import { conflict, invalidField, labelled, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { PROCESS_FILE_SUFFIX, deployProcesses } from './definitions';
import { checkModel, findingOf } from './deploy-check';
import { flowModelTable, flowModelVersionTable } from './tables';

export const MODEL_LABELS = {
  id: l('模型', 'Model'),
  name: l('模型名称', 'Model name'),
  modelKey: l('模型标识', 'Model key'),
  description: l('模型描述', 'Description'),
  modelEditorXml: l('模型 XML', 'Model XML'),
  version: l('版本', 'Version'),
} satisfies Record<string, Localized>;

/**
 * An XML NCName (what a process id must be, and the model key becomes the process key): a letter or `_`, then
 * letters, digits, `_`, `-`, `.` and combining marks; no colon, no space.
 */
const NCNAME = /^[\p{L}_][\p{L}\p{N}\p{Mn}\p{Mc}_.\-·]*$/u;
export const isNcName = (v: string) => NCNAME.test(v);

export interface ModelInput {
  id?: string;
  name: string;
  modelKey: string;
  description?: string | null;
  modelEditorXml: string;
  /** The version the editor started from: a stale one is a 409. */
  version?: number | null;
}

export interface ModelDetail extends FlowModelRow {
  modelEditorXml: string;
}

export interface SavedModel extends ModelDetail {
  /** Whether the saved XML may be deployed as it is. */
  deployable: boolean;
  /** What blocks deployment and what merely deserves a look, by element (saving is allowed regardless). */
  problems: FlowModelFinding[];
  warnings: FlowModelFinding[];
}

export interface ModelVersionRow {
  id: string;
  modelId: string;
  version: number;
  name: string;
  modelEditorXml: string;
  createUser: string;
  createTime: string;
}

type ModelRecord = typeof flowModelTable.$inferSelect;

const toRow = (m: ModelRecord): FlowModelRow => ({
  id: m.id,
  name: m.name,
  modelKey: m.modelKey,
  description: m.description ?? '',
  version: m.version,
  createTime: m.createTime ?? '',
  updateTime: m.updateTime ?? '',
});

const live = (ctx: RequestContext) => and(eq(flowModelTable.tenantId, ctx.tenantId), eq(flowModelTable.isDeleted, 0));

async function findModel(tx: Db, ctx: RequestContext, id: string, lock = false): Promise<ModelRecord> {
  const query = tx
    .select()
    .from(flowModelTable)
    .where(and(live(ctx), eq(flowModelTable.id, id)))
    .limit(1);
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound(l(`模型不存在: ${id}`, `No such model: ${id}`));
  return row;
}

/** The tenant's models, newest change first, filtered by parts of the name and key, paged in the database. */
export async function listModels(
  tx: Db,
  ctx: RequestContext,
  filter: { name?: string; modelKey?: string },
  paging: Paging,
): Promise<PageResult<FlowModelRow>> {
  const m = flowModelTable;
  const where = and(
    live(ctx),
    filter.name ? containing(m.name, filter.name) : undefined,
    filter.modelKey ? containing(m.modelKey, filter.modelKey) : undefined,
  );
  const [rows, [{ n }]] = await Promise.all([
    tx
      .select()
      .from(m)
      .where(where)
      .orderBy(desc(m.updateTime), desc(m.id))
      .limit(paging.size)
      .offset(offsetOf(paging)),
    tx.select({ n: count() }).from(m).where(where),
  ]);
  return pageOf(rows.map(toRow), Number(n), paging);
}

export async function modelDetail(tx: Db, ctx: RequestContext, id: string): Promise<ModelDetail> {
  const m = await findModel(tx, ctx, id);
  return { ...toRow(m), modelEditorXml: m.xml };
}

/**
 * Saves a model (no id: a new one at version 1; with id: the next version) and records the version. The key must
 * be an NCName unique among the tenant's models. The XML is checked and its problems answered, but a model still
 * being drawn is saved whatever they are.
 */
export async function submitModel(
  tx: Db,
  ctx: RequestContext,
  input: ModelInput,
  locale: Locale = 'zh-CN',
): Promise<SavedModel> {
  if (!isNcName(input.modelKey))
    throw invalidField(
      'modelKey',
      labelled(
        MODEL_LABELS.modelKey,
        l(
          '须以字母或下划线开头, 只含字母、数字、下划线、连字符和点 (XML NCName)',
          'must start with a letter or an underscore and hold only letters, digits, underscores, hyphens and dots (an XML NCName)',
        ),
      ),
    );
  const m = flowModelTable;
  const [taken] = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(live(ctx), eq(m.modelKey, input.modelKey), input.id ? ne(m.id, input.id) : undefined))
    .limit(1);
  if (taken)
    throw invalidField(
      'modelKey',
      labelled(
        MODEL_LABELS.modelKey,
        l(`"${input.modelKey}" 已被其他模型使用`, `"${input.modelKey}" is used by another model`),
      ),
    );
  const now = nowString();
  const fields = {
    name: input.name,
    modelKey: input.modelKey,
    description: input.description ?? null,
    xml: input.modelEditorXml,
    updateUser: ctx.userId,
    updateTime: now,
  };
  let saved: ModelRecord;
  if (input.id) {
    const current = await findModel(tx, ctx, input.id, true);
    if (input.version != null && input.version !== current.version) throw conflict();
    [saved] = await tx
      .update(m)
      .set({ ...fields, version: current.version + 1 })
      .where(eq(m.id, current.id))
      .returning();
  } else {
    [saved] = await tx
      .insert(m)
      .values({ ...fields, id: nextId(), tenantId: ctx.tenantId, version: 1, createUser: ctx.userId, createTime: now })
      .returning();
  }
  await tx.insert(flowModelVersionTable).values({
    id: nextId(),
    tenantId: ctx.tenantId,
    modelId: saved.id,
    version: saved.version,
    name: saved.name,
    xml: saved.xml,
    createUser: ctx.userId,
    createTime: now,
  });
  const check = await checkModel(saved.xml);
  return {
    ...toRow(saved),
    modelEditorXml: saved.xml,
    deployable: check.problems.length === 0,
    problems: check.problems.map((p) => findingOf(p, locale)),
    warnings: check.warnings.map((p) => findingOf(p, locale)),
  };
}

/** Every saved version of a model, newest first. */
export async function modelVersions(tx: Db, ctx: RequestContext, id: string): Promise<ModelVersionRow[]> {
  await findModel(tx, ctx, id);
  const v = flowModelVersionTable;
  const rows = await tx
    .select()
    .from(v)
    .where(and(eq(v.tenantId, ctx.tenantId), eq(v.modelId, id)))
    .orderBy(desc(v.version));
  return rows.map((r) => ({
    id: r.id,
    modelId: r.modelId,
    version: r.version,
    name: r.name,
    modelEditorXml: r.xml,
    createUser: r.createUser ? r.createUser : '',
    createTime: r.createTime ?? '',
  }));
}

/** Removes models (their versions stay for the record; what was deployed from them stays deployed). */
export async function removeModels(tx: Db, ctx: RequestContext, ids: string[]): Promise<number> {
  const wanted = [...new Set(ids)];
  const m = flowModelTable;
  const found = await tx
    .select({ id: m.id })
    .from(m)
    .where(and(live(ctx), inArray(m.id, wanted)));
  const missing = wanted.filter((id) => !found.some((r) => r.id === id));
  if (missing.length) throw notFound(l(`模型不存在: ${missing.join(',')}`, `No such model: ${missing.join(',')}`));
  await tx
    .update(m)
    .set({ isDeleted: 1, updateUser: ctx.userId, updateTime: nowString() })
    .where(and(live(ctx), inArray(m.id, wanted)));
  return wanted.length;
}

/** Deploys a model's latest version (deployProcesses decides the category, the tenants and the checks). */
export async function deployModel(
  tx: Db,
  ctx: RequestContext,
  input: { modelId: string; category: string; tenantIds: string[] },
  locale: Locale = 'zh-CN',
): Promise<DeployedDefinitionRow[]> {
  const model = await findModel(tx, ctx, input.modelId);
  return deployProcesses(
    tx,
    ctx,
    {
      name: model.name,
      category: input.category,
      tenantIds: input.tenantIds,
      files: [{ name: `${model.modelKey}${PROCESS_FILE_SUFFIX}`, xml: model.xml }],
      modelId: model.id,
    },
    locale,
  );
}
