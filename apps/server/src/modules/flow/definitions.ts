// Deployed process definitions: what the runtime starts and executes. A definition belongs to one tenant or, with
// tenant '', to all; a tenant's own version of a key wins over the common one.
import {
  type DeployedDefinitionRow,
  type Locale,
  type Localized,
  PLATFORM_TENANT_ID,
  type ProcessDefinitionRow,
  flowCategory,
  l,
} from '@flp/shared';
import { type SQL, and, asc, count, desc, eq, gt, inArray, max, ne, notExists, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { type Paging, containing, offsetOf } from '../../platform/crud/query';
import { type PageResult, pageOf } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { nowString } from '../../platform/db/time';
import { badRequest, forbidden, invalidField, labelled, notFound } from '../../platform/http/errors';
import { asPlatform } from '../../platform/db/scope';
import { type RequestContext, isPlatformTenant, systemContext } from '../../platform/tenancy/context';
import { activeTenantIds } from '../system';
import { BpmnModelError } from './bpmn/errors';
import type { BpmnProblem, ParsedDefinitions, ParsedProcess, ProcessGraph } from './bpmn/graph';
import { type FlowCategoryInfo, categoryNameOf, flowCategories } from './categories';
import { findingOf, parseModel } from './deploy-check';
import {
  flowActivityTable,
  flowCommentTable,
  flowDefinitionTable,
  flowDeploymentTable,
  flowInstanceTable,
  flowTaskTable,
  flowTokenTable,
} from './tables';

export interface StoredDefinition {
  id: string;
  deploymentId: string;
  tenantId: string;
  key: string;
  name: string;
  description: string | null;
  category: string;
  version: number;
  resourceName: string;
  xml: string;
  graph: ProcessGraph;
  suspensionState: number;
  deployTime: string;
}

const COMMON = '';
const visibleTenants = (ctx: RequestContext) => [ctx.tenantId, COMMON];

/**
 * Definitions common to every tenant carry tenant '' (and the platform deploys for other tenants): the reads and
 * writes of deployments and definitions go on this named platform path, each keeping its own tenant condition.
 */
const sharedDefinitions = <T>(work: () => Promise<T>) => asPlatform('shared workflow definitions', work);

function asStored(row: typeof flowDefinitionTable.$inferSelect): StoredDefinition {
  return { ...row, graph: row.graph as ProcessGraph };
}

/** A definition the caller's tenant may use (its own or a common one), or null. */
export async function definitionById(tx: Db, ctx: RequestContext, id: string): Promise<StoredDefinition | null> {
  return sharedDefinitions(async () => {
    const [row] = await tx
      .select()
      .from(flowDefinitionTable)
      .where(and(eq(flowDefinitionTable.id, id), inArray(flowDefinitionTable.tenantId, visibleTenants(ctx))))
      .limit(1);
    return row ? asStored(row) : null;
  });
}

/** The latest version of a key for the caller's tenant: its own if it has one, else the common one; or null. */
export async function latestDefinition(tx: Db, ctx: RequestContext, key: string): Promise<StoredDefinition | null> {
  return sharedDefinitions(async () => {
    for (const tenantId of visibleTenants(ctx)) {
      const [row] = await tx
        .select()
        .from(flowDefinitionTable)
        .where(and(eq(flowDefinitionTable.key, key), eq(flowDefinitionTable.tenantId, tenantId)))
        .orderBy(desc(flowDefinitionTable.version))
        .limit(1);
      if (row) return asStored(row);
    }
    return null;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Deployment (流程管理): deploy, list, suspend / activate, delete. Only the platform tenant deploys common definitions
// or deploys for other tenants; every other tenant manages its own.

/** Process files Flowable deploys as processes, by their name. */
const PROCESS_FILE = /\.(bpmn20\.xml|bpmn)$/i;
export const PROCESS_FILE_SUFFIX = '.bpmn20.xml';
/** Leaves room in the definition id (`<key>:<version>:<deploymentId>`, 255 at most) for the version and the id. */
const MAX_KEY_LENGTH = 200;
/** The first key of the definition locks (the second is the tenant and process key's hash). */
const DEFINITION_LOCK = 1_718_001;

const CATEGORY_LABEL = l('流程分类', 'Process category');
const ONLY_PLATFORM = l(
  '仅平台租户(000000)可部署通用流程或为其他租户部署',
  'Only the platform tenant (000000) may deploy common processes or deploy for other tenants',
);

export interface DeployFile {
  /** The resource name, e.g. `leave.bpmn20.xml`. */
  name: string;
  xml: string;
}

export interface DeployInput {
  /** The deployment's name. */
  name: string;
  /** `flow_<key>` of the `flow` dictionary. */
  category: string;
  /** The tenants to deploy for, one deployment each; `''` deploys one definition common to all tenants. */
  tenantIds: string[];
  files: DeployFile[];
  /** The model it was deployed from. */
  modelId?: string;
}

const summaryColumns = {
  id: flowDefinitionTable.id,
  tenantId: flowDefinitionTable.tenantId,
  name: flowDefinitionTable.name,
  key: flowDefinitionTable.key,
  category: flowDefinitionTable.category,
  version: flowDefinitionTable.version,
  deploymentId: flowDefinitionTable.deploymentId,
  resourceName: flowDefinitionTable.resourceName,
  suspensionState: flowDefinitionTable.suspensionState,
  deployTime: flowDefinitionTable.deployTime,
  description: flowDefinitionTable.description,
};
type DefinitionSummary = Pick<typeof flowDefinitionTable.$inferSelect, keyof typeof summaryColumns>;

/** A definition as the lists answer it (BladeX's process definition row). */
export function toDefinitionRow(d: DefinitionSummary, categories: Map<string, FlowCategoryInfo>): ProcessDefinitionRow {
  return {
    id: d.id,
    tenantId: d.tenantId,
    name: d.name,
    key: d.key,
    category: d.category,
    categoryName: categoryNameOf(categories, d.category),
    version: d.version,
    deploymentId: d.deploymentId,
    resourceName: d.resourceName,
    suspensionState: d.suspensionState === 2 ? 2 : 1,
    deploymentTime: d.deployTime ?? '',
    description: d.description ?? '',
  };
}

/** Serialises deployments of one process key in one tenant, so two never take the same version. */
async function lockKey(tx: Db, tenantId: string, key: string) {
  await tx.execute(sql`select pg_advisory_xact_lock(${DEFINITION_LOCK}, hashtext(${`${tenantId}|${key}`}))`);
}

/** The category, or a 400 naming the field: it must be `flow_<key>` of an unsealed item of the `flow` dictionary. */
async function assertCategory(tx: Db, ctx: RequestContext, category: string, locale: Locale) {
  const categories = await flowCategories(tx, ctx, locale);
  if (!categories.get(category)?.usable)
    throw invalidField(
      'category',
      labelled(
        CATEGORY_LABEL,
        l(
          `"${category}" 不是流程字典 (flow) 中的分类, 应为 flow_<字典键值>`,
          `"${category}" is not a category of the flow dictionary; expected flow_<dictionary key>`,
        ),
      ),
    );
  return categories;
}

/** The tenants to deploy for, deduplicated, or 403 / 400 when the caller may not deploy there. */
async function assertTenants(tx: Db, ctx: RequestContext, tenantIds: string[]): Promise<string[]> {
  const wanted = [...new Set(tenantIds.map((t) => t.trim()))];
  if (wanted.length === 0) throw invalidField('tenantIds', l('请选择租户', 'Please choose the tenants'));
  if (!isPlatformTenant(ctx)) {
    if (wanted.some((t) => t !== ctx.tenantId)) throw forbidden(ONLY_PLATFORM);
    return wanted;
  }
  const others = wanted.filter((t) => t !== COMMON && t !== ctx.tenantId);
  if (others.length) {
    const active = new Set(await activeTenantIds(tx));
    const unknown = others.filter((t) => !active.has(t));
    if (unknown.length)
      throw invalidField(
        'tenantIds',
        l(`租户不存在或已停用: ${unknown.join(',')}`, `No such active tenant: ${unknown.join(',')}`),
      );
  }
  return wanted;
}

interface ReadProcess {
  file: DeployFile;
  process: ParsedProcess;
  /** The warnings of its file (they never block deployment). */
  warnings: BpmnProblem[];
}

/** Every process of every file, or a 400 naming the file and its problems. */
async function readFiles(files: DeployFile[]): Promise<ReadProcess[]> {
  if (files.length === 0) throw invalidField('files', l('请选择流程文件', 'Please choose the process files'));
  const out: ReadProcess[] = [];
  const keys = new Map<string, string>();
  for (const file of files) {
    const fileError = (msg: Localized) =>
      invalidField('files', l(`文件 ${file.name}: ${msg['zh-CN']}`, `File ${file.name}: ${msg['en-US']}`));
    if (!PROCESS_FILE.test(file.name))
      throw fileError(l('流程文件须为 .bpmn20.xml 或 .bpmn', 'a process file must end in .bpmn20.xml or .bpmn'));
    if (file.xml.trim() === '') throw fileError(l('文件为空', 'the file is empty'));
    if (file.xml.includes('\u0000'))
      throw fileError(l('文件含有 NUL 字符, 不是 XML 文本', 'the file holds NUL characters: it is not XML text'));
    let parsed: ParsedDefinitions;
    try {
      parsed = await parseModel(file.xml);
    } catch (e) {
      if (e instanceof BpmnModelError) throw fileError(e.localized);
      throw e;
    }
    for (const process of parsed.processes) {
      if (process.key.length > MAX_KEY_LENGTH)
        throw fileError(
          l(
            `流程标识 "${process.key}" 过长 (最多 ${MAX_KEY_LENGTH} 个字符)`,
            `the process id "${process.key}" is too long (at most ${MAX_KEY_LENGTH} characters)`,
          ),
        );
      const other = keys.get(process.key);
      if (other !== undefined)
        throw fileError(
          l(
            `流程标识 "${process.key}" 与文件 ${other} 重复`,
            `the process id "${process.key}" is also in the file ${other}`,
          ),
        );
      keys.set(process.key, file.name);
      out.push({ file, process, warnings: parsed.warnings });
    }
  }
  return out;
}

/**
 * Deploys process files: every file is parsed and its expressions checked first (a bad one refuses the whole
 * deployment with a 400 naming the file and the problems), then one deployment per tenant holds one definition per
 * process, versioned per key and tenant. Each row answered carries its file's warnings, in the caller's language.
 */
export async function deployProcesses(
  tx: Db,
  ctx: RequestContext,
  input: DeployInput,
  locale: Locale = 'zh-CN',
): Promise<DeployedDefinitionRow[]> {
  return sharedDefinitions(async () => {
    const categories = await assertCategory(tx, ctx, input.category, locale);
    const tenants = await assertTenants(tx, ctx, input.tenantIds);
    const processes = await readFiles(input.files);
    const now = nowString();
    const rows: DeployedDefinitionRow[] = [];
    for (const tenantId of tenants) {
      for (const { process } of processes) await lockKey(tx, tenantId, process.key);
      const deploymentId = nextId();
      await tx.insert(flowDeploymentTable).values({
        id: deploymentId,
        tenantId,
        name: input.name.slice(0, 255),
        category: input.category,
        deployTime: now,
        deployUser: ctx.userId,
        modelId: input.modelId ?? null,
      });
      for (const { file, process, warnings } of processes) {
        const [{ latest }] = await tx
          .select({ latest: max(flowDefinitionTable.version) })
          .from(flowDefinitionTable)
          .where(and(eq(flowDefinitionTable.tenantId, tenantId), eq(flowDefinitionTable.key, process.key)));
        const version = (latest ?? 0) + 1;
        const [row] = await tx
          .insert(flowDefinitionTable)
          .values({
            id: `${process.key}:${version}:${deploymentId}`,
            deploymentId,
            tenantId,
            key: process.key,
            name: (process.name ?? process.key).slice(0, 255),
            description: process.documentation ?? null,
            category: input.category,
            version,
            resourceName: file.name.slice(0, 255),
            xml: file.xml,
            graph: process.graph,
            suspensionState: 1,
            deployTime: now,
          })
          .returning(summaryColumns);
        rows.push({ ...toDefinitionRow(row, categories), warnings: warnings.map((w) => findingOf(w, locale)) });
      }
    }
    return rows;
  });
}

export interface DefinitionFilter {
  category?: string;
  /** 1 common definitions only, 2 the tenant's own only (for the platform tenant: every tenant's own). */
  mode?: number;
  /** Part of the process key. */
  processDefinitionKey?: string;
  /** Part of the process name. */
  processDefinitionName?: string;
  /** Only active (not suspended) latest versions: what may be started. */
  activeOnly?: boolean;
  /**
   * 'manage' (流程管理): the platform tenant sees every tenant's definitions; 'start': every tenant, the platform's
   * included, sees its own and the common ones.
   */
  purpose?: 'manage' | 'start';
}

/** The tenants whose definitions a list shows. */
function tenantCondition(ctx: RequestContext, filter: DefinitionFilter): SQL | undefined {
  const all = isPlatformTenant(ctx) && filter.purpose !== 'start';
  const t = flowDefinitionTable.tenantId;
  if (filter.mode === 1) return eq(t, COMMON);
  if (filter.mode === 2) return all ? ne(t, COMMON) : eq(t, ctx.tenantId);
  return all ? undefined : inArray(t, visibleTenants(ctx));
}

/** The latest version of each key (per tenant) the caller's tenant may see, filtered and paged in the database. */
export async function listLatestDefinitions(
  tx: Db,
  ctx: RequestContext,
  filter: DefinitionFilter,
  paging: Paging,
  locale: Locale = 'zh-CN',
): Promise<PageResult<ProcessDefinitionRow>> {
  return sharedDefinitions(async () => {
    const d = flowDefinitionTable;
    const newer = alias(flowDefinitionTable, 'newer');
    const where = and(
      tenantCondition(ctx, filter),
      filter.category ? eq(d.category, filter.category) : undefined,
      filter.processDefinitionKey ? containing(d.key, filter.processDefinitionKey) : undefined,
      filter.processDefinitionName ? containing(d.name, filter.processDefinitionName) : undefined,
      filter.activeOnly ? eq(d.suspensionState, 1) : undefined,
      notExists(
        tx
          .select({ one: sql`1` })
          .from(newer)
          .where(and(eq(newer.tenantId, d.tenantId), eq(newer.key, d.key), gt(newer.version, d.version))),
      ),
      // What a tenant starts: its own version of a key stands in for the common one (as latestDefinition decides).
      filter.purpose === 'start'
        ? notExists(
            tx
              .select({ one: sql`1` })
              .from(newer)
              .where(and(eq(d.tenantId, COMMON), eq(newer.tenantId, ctx.tenantId), eq(newer.key, d.key))),
          )
        : undefined,
    );
    const [rows, [{ n }], categories] = await Promise.all([
      tx
        .select(summaryColumns)
        .from(d)
        .where(where)
        .orderBy(asc(d.key), asc(d.tenantId))
        .limit(paging.size)
        .offset(offsetOf(paging)),
      tx.select({ n: count() }).from(d).where(where),
      flowCategories(tx, ctx, locale),
    ]);
    return pageOf(
      rows.map((r) => toDefinitionRow(r, categories)),
      Number(n),
      paging,
    );
  });
}

/**
 * A definition the caller may manage: any for the platform tenant, else its tenant's own. A common one another
 * tenant can see but not change is a 403; anything else it cannot see, a 404.
 */
async function managedDefinition(tx: Db, ctx: RequestContext, id: string): Promise<StoredDefinition> {
  const found = isPlatformTenant(ctx) ? await anyDefinition(tx, id) : await definitionById(tx, ctx, id);
  if (!found) throw notFound(l(`流程定义不存在: ${id}`, `No such process definition: ${id}`));
  if (!isPlatformTenant(ctx) && found.tenantId !== ctx.tenantId)
    throw forbidden(
      l('仅平台租户(000000)可管理通用流程', 'Only the platform tenant (000000) may manage common processes'),
    );
  return found;
}

async function anyDefinition(tx: Db, id: string): Promise<StoredDefinition | null> {
  return sharedDefinitions(async () => {
    const [row] = await tx.select().from(flowDefinitionTable).where(eq(flowDefinitionTable.id, id)).limit(1);
    return row ? asStored(row) : null;
  });
}

/**
 * A definition to read (resource-view): the platform tenant reads any, another tenant its own and the common ones;
 * null when there is none it may read.
 */
export async function readableDefinition(tx: Db, ctx: RequestContext, id: string): Promise<StoredDefinition | null> {
  return isPlatformTenant(ctx) ? anyDefinition(tx, id) : definitionById(tx, ctx, id);
}

/**
 * Suspends or activates a definition with its running instances and their open tasks (Flowable's
 * suspendProcessDefinitionById with its instances): a suspended definition cannot be started and its tasks cannot
 * be acted on until it is activated. Each instance records the step.
 */
export async function changeDefinitionState(
  tx: Db,
  ctx: RequestContext,
  definitionId: string,
  state: 'active' | 'suspend',
): Promise<void> {
  return sharedDefinitions(async () => {
    const def = await managedDefinition(tx, ctx, definitionId);
    const target = state === 'suspend' ? 2 : 1;
    if (def.suspensionState === target)
      throw badRequest(
        state === 'suspend'
          ? l(`流程定义 ${definitionId} 已处于挂起状态`, `The process definition ${definitionId} is already suspended`)
          : l(`流程定义 ${definitionId} 已处于激活状态`, `The process definition ${definitionId} is already active`),
      );
    await tx
      .update(flowDefinitionTable)
      .set({ suspensionState: target })
      .where(eq(flowDefinitionTable.id, definitionId));
    const i = flowInstanceTable;
    // Row locks in the runtime's order: instances first, then their tasks.
    const instances = await tx
      .update(i)
      .set({ suspensionState: target })
      .where(and(eq(i.definitionId, definitionId), eq(i.state, 'running'), ne(i.suspensionState, target)))
      .returning({ id: i.id, tenantId: i.tenantId });
    if (instances.length === 0) return;
    const t = flowTaskTable;
    await tx
      .update(t)
      .set({ suspended: target === 2 ? 1 : 0 })
      .where(
        and(
          eq(t.state, 'active'),
          inArray(t.instanceId, tx.select({ id: i.id }).from(i).where(eq(i.definitionId, definitionId))),
        ),
      );
    const now = nowString();
    const message = state === 'suspend' ? '流程定义挂起' : '流程定义激活';
    for (let at = 0; at < instances.length; at += 1000)
      await tx.insert(flowCommentTable).values(
        instances.slice(at, at + 1000).map((inst) => ({
          id: nextId(),
          tenantId: inst.tenantId,
          instanceId: inst.id,
          userId: ctx.userId,
          action: state,
          message,
          time: now,
        })),
      );
  });
}

/**
 * Removes deployments with their definitions and everything run from them: instances, tokens, tasks, the path taken
 * and the comments (Flowable's deleteDeployment with cascade). The platform tenant removes any; another tenant its
 * own (a common one is a 403, another tenant's is not there).
 */
export async function deleteDeployments(
  tx: Db,
  ctx: RequestContext,
  ids: string[],
  /** Ends a running instance the way the runtime does (its family hears of it) before its rows go. */
  endRunning?: (instance: { id: string; tenantId: string }) => Promise<void>,
): Promise<number> {
  return sharedDefinitions(async () => {
    const wanted = [...new Set(ids)];
    if (wanted.length === 0) return 0;
    const dep = flowDeploymentTable;
    const found = await tx
      .select({ id: dep.id, tenantId: dep.tenantId })
      .from(dep)
      .where(inArray(dep.id, wanted))
      .for('update');
    const mine = found.filter((r) => isPlatformTenant(ctx) || r.tenantId === ctx.tenantId || r.tenantId === COMMON);
    const missing = wanted.filter((id) => !mine.some((r) => r.id === id));
    if (missing.length)
      throw notFound(l(`流程部署不存在: ${missing.join(',')}`, `No such deployment: ${missing.join(',')}`));
    if (mine.some((r) => r.tenantId !== ctx.tenantId && !isPlatformTenant(ctx)))
      throw forbidden(
        l('仅平台租户(000000)可删除通用流程', 'Only the platform tenant (000000) may delete common processes'),
      );
    const definitions = tx
      .select({ id: flowDefinitionTable.id })
      .from(flowDefinitionTable)
      .where(inArray(flowDefinitionTable.deploymentId, wanted));
    const instances = tx
      .select({ id: flowInstanceTable.id })
      .from(flowInstanceTable)
      .where(inArray(flowInstanceTable.definitionId, definitions));
    // Instances first (locked), so that no runtime operation on one of them is under way while its rows go.
    const locked = await tx
      .select({ id: flowInstanceTable.id, tenantId: flowInstanceTable.tenantId, state: flowInstanceTable.state })
      .from(flowInstanceTable)
      .where(inArray(flowInstanceTable.definitionId, definitions))
      .for('update');
    if (endRunning) for (const i of locked) if (i.state === 'running') await endRunning(i);
    await tx.delete(flowTokenTable).where(inArray(flowTokenTable.instanceId, instances));
    await tx.delete(flowTaskTable).where(inArray(flowTaskTable.instanceId, instances));
    await tx.delete(flowActivityTable).where(inArray(flowActivityTable.instanceId, instances));
    await tx.delete(flowCommentTable).where(inArray(flowCommentTable.instanceId, instances));
    await tx.delete(flowInstanceTable).where(inArray(flowInstanceTable.definitionId, definitions));
    await tx.delete(flowDefinitionTable).where(inArray(flowDefinitionTable.deploymentId, wanted));
    await tx.delete(dep).where(inArray(dep.id, wanted));
    return wanted.length;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Default models: each family ships its model and deploys it as a common definition at boot.

export interface DefaultModel {
  /** `flow_<key>`. */
  category: string;
  /** The resource name (`leave.bpmn20.xml`; the suffix is added when missing); the deployment takes it too. */
  name: string;
  xml: string;
}

/**
 * A family's shipped model. Drawn from its approval chain (chains `chainModel`); a model no chain can say would be
 * imported as text (`import xml from './models/x.bpmn20.xml' with { type: 'text' }`), so the bundle carries it: a
 * model read from beside the source would be missing from a build.
 */
export const familyModel = (family: { categoryKey: string }, name: string, xml: string): DefaultModel => ({
  category: flowCategory(family.categoryKey),
  name,
  xml,
});

/**
 * Deploys each default model as a common definition unless a common version of each of its processes already holds
 * exactly this XML: idempotent across restarts and instances (the keys are locked while checking), a changed file
 * deploys a new version, and a newer version an administrator deployed is not overwritten by an unchanged file.
 * A default model that does not parse is a programming error: this throws.
 */
export async function deployDefaultModels(db: Db, files: DefaultModel[]): Promise<ProcessDefinitionRow[]> {
  return sharedDefinitions(async () => {
    const ctx = systemContext(PLATFORM_TENANT_ID);
    const deployed: ProcessDefinitionRow[] = [];
    for (const file of files) {
      const resourceName = PROCESS_FILE.test(file.name) ? file.name : `${file.name}${PROCESS_FILE_SUFFIX}`;
      const parsed = await parseModel(file.xml);
      await db.transaction(async (tx) => {
        let current = true;
        for (const process of parsed.processes) {
          await lockKey(tx, COMMON, process.key);
          const [same] = await tx
            .select({ id: flowDefinitionTable.id })
            .from(flowDefinitionTable)
            .where(
              and(
                eq(flowDefinitionTable.tenantId, COMMON),
                eq(flowDefinitionTable.key, process.key),
                eq(flowDefinitionTable.xml, file.xml),
              ),
            )
            .limit(1);
          if (!same) current = false;
        }
        if (current) return;
        deployed.push(
          ...(await deployProcesses(tx, ctx, {
            name: resourceName.replace(PROCESS_FILE, ''),
            category: file.category,
            tenantIds: [COMMON],
            files: [{ name: resourceName, xml: file.xml }],
          })),
        );
      });
    }
    return deployed;
  });
}
