// The workflow engine's own tables (modules/flow only reads and writes them). Tenancy: every runtime row carries
// its tenant; deployments and definitions carry '' when common to all tenants (BladeX: deployed without tenantIds).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, smallint, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { idColumn, stamp } from '../../platform/db/columns';
import { tenantIsolation } from '../../platform/db/row-security';

const tenant = () => varchar('tenant_id', { length: 12 }).notNull();

/** What an instance is (definition, process, category, business record, starter): tasks carry a copy for the lists. */
const processColumns = () => ({
  definitionId: varchar('definition_id', { length: 255 }).notNull(),
  processKey: varchar('process_key', { length: 255 }).notNull(),
  processName: varchar('process_name', { length: 255 }).notNull(),
  category: varchar('category', { length: 64 }).notNull(),
  businessTable: varchar('business_table', { length: 64 }),
  businessId: varchar('business_id', { length: 64 }),
  startUser: idColumn('start_user').notNull(),
});

/** fl_flow_deployment: one upload (deploy-upload, or a model deployed) for one tenant or for all (''). */
export const flowDeploymentTable = pgTable(
  'fl_flow_deployment',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    name: varchar('name', { length: 255 }).notNull(),
    category: varchar('category', { length: 64 }).notNull(),
    deployTime: stamp('deploy_time').notNull(),
    deployUser: idColumn('deploy_user'),
    /** The model it was deployed from, when it was. */
    modelId: idColumn('model_id'),
  },
  (t) => [index('fl_flow_deployment_tenant_idx').on(t.tenantId, t.deployTime), tenantIsolation()],
);

/**
 * fl_flow_definition: one process of a deployment. `id` is Flowable's `<key>:<version>:<deploymentId>`; versions
 * count per key and tenant. `graph` is the parsed ProcessGraph the runtime executes; `xml` the file as uploaded.
 */
export const flowDefinitionTable = pgTable(
  'fl_flow_definition',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    deploymentId: idColumn('deployment_id').notNull(),
    tenantId: tenant(),
    key: varchar('key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: text('description'),
    category: varchar('category', { length: 64 }).notNull(),
    version: integer('version').notNull(),
    resourceName: varchar('resource_name', { length: 255 }).notNull(),
    xml: text('xml').notNull(),
    graph: jsonb('graph').notNull(),
    /** 1 active, 2 suspended. */
    suspensionState: smallint('suspension_state').notNull().default(1),
    deployTime: stamp('deploy_time').notNull(),
  },
  (t) => [
    uniqueIndex('fl_flow_definition_version_uq').on(t.tenantId, t.key, t.version),
    index('fl_flow_definition_deployment_idx').on(t.deploymentId),
    index('fl_flow_definition_category_idx').on(t.category),
    tenantIsolation(),
  ],
);

/** fl_flow_model: a model being designed (模型管理); `xml` is its latest version. */
export const flowModelTable = pgTable(
  'fl_flow_model',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    modelKey: varchar('model_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    description: varchar('description', { length: 1000 }),
    version: integer('version').notNull(),
    xml: text('xml').notNull(),
    createUser: idColumn('create_user'),
    createTime: stamp('create_time').notNull(),
    updateUser: idColumn('update_user'),
    updateTime: stamp('update_time').notNull(),
    isDeleted: smallint('is_deleted').notNull().default(0),
  },
  (t) => [uniqueIndex('fl_flow_model_key_uq').on(t.tenantId, t.modelKey).where(sql`is_deleted = 0`), tenantIsolation()],
);

/** fl_flow_model_version: every saved version of a model (each save makes one). */
export const flowModelVersionTable = pgTable(
  'fl_flow_model_version',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    modelId: idColumn('model_id').notNull(),
    version: integer('version').notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    xml: text('xml').notNull(),
    createUser: idColumn('create_user'),
    createTime: stamp('create_time').notNull(),
  },
  (t) => [uniqueIndex('fl_flow_model_version_uq').on(t.modelId, t.version), tenantIsolation()],
);

/**
 * fl_flow_instance: a process instance. Every operation on it locks this row first (SELECT … FOR UPDATE) and runs
 * in one transaction, so two operations on one instance never interleave. Variables are process-scope.
 * state: running, completed, stopped (ended by an administrator or the starter), deleted.
 */
export const flowInstanceTable = pgTable(
  'fl_flow_instance',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    ...processColumns(),
    startDept: idColumn('start_dept'),
    startTime: stamp('start_time').notNull(),
    endTime: stamp('end_time'),
    state: varchar('state', { length: 16 }).notNull(),
    /** 1 active, 2 suspended. */
    suspensionState: smallint('suspension_state').notNull().default(1),
    variables: jsonb('variables').notNull(),
    endActivityId: varchar('end_activity_id', { length: 255 }),
    deleteReason: varchar('delete_reason', { length: 500 }),
    /** What it decides on, as its family summarises the business record; refreshed at every step (work lists). */
    subject: varchar('subject', { length: 500 }),
  },
  (t) => [
    index('fl_flow_instance_starter_idx').on(t.tenantId, t.startUser, t.startTime),
    index('fl_flow_instance_business_idx').on(t.tenantId, t.businessTable, t.businessId),
    index('fl_flow_instance_running_idx').on(t.tenantId, t.startTime).where(sql`state = 'running'`),
    index('fl_flow_instance_definition_idx').on(t.definitionId),
    tenantIsolation(),
  ],
);

/**
 * fl_flow_token: where an instance stands (runtime only; removed as it moves on). kind: 'task' (waiting in a user
 * task), 'join' (arrived at a joining gateway through `arrivedVia`, waiting for the others), 'multi' (the root of a
 * multi-instance task; `locals` holds nrOfInstances, nrOfCompletedInstances, nrOfActiveInstances, the collection
 * and, when sequential, the next index); a multi-instance's inner tokens name it as `parentId`.
 */
export const flowTokenTable = pgTable(
  'fl_flow_token',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    instanceId: idColumn('instance_id').notNull(),
    parentId: idColumn('parent_id'),
    activityId: varchar('activity_id', { length: 255 }).notNull(),
    kind: varchar('kind', { length: 8 }).notNull(),
    arrivedVia: varchar('arrived_via', { length: 255 }),
    locals: jsonb('locals'),
    createTime: stamp('create_time').notNull(),
  },
  (t) => [index('fl_flow_token_instance_idx').on(t.instanceId), tenantIsolation()],
);

/**
 * fl_flow_task: user tasks, open and done (done ones are the history). The list columns of the instance are
 * copied here so that every work list is one indexed query. state: active, completed, cancelled (another path
 * ended it: a back, a recall, a stop, a terminate end, a multi-instance completion condition).
 */
export const flowTaskTable = pgTable(
  'fl_flow_task',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    instanceId: idColumn('instance_id').notNull(),
    tokenId: idColumn('token_id'),
    ...processColumns(),
    taskDefKey: varchar('task_def_key', { length: 255 }).notNull(),
    name: varchar('name', { length: 255 }).notNull(),
    assignee: idColumn('assignee'),
    candidateUsers: text('candidate_users').array().notNull().default(sql`'{}'::text[]`),
    candidateGroups: text('candidate_groups').array().notNull().default(sql`'{}'::text[]`),
    createTime: stamp('create_time').notNull(),
    claimTime: stamp('claim_time'),
    endTime: stamp('end_time'),
    state: varchar('state', { length: 16 }).notNull(),
    suspended: smallint('suspended').notNull().default(0),
    /** Who completed it, the decision (ok, reject, back, recall, stop, transfer) and the comment. */
    completedBy: idColumn('completed_by'),
    decision: varchar('decision', { length: 16 }),
    comment: varchar('comment', { length: 2000 }),
  },
  (t) => [
    index('fl_flow_task_instance_idx').on(t.instanceId),
    index('fl_flow_task_todo_idx').on(t.tenantId, t.assignee, t.createTime).where(sql`state = 'active'`),
    index('fl_flow_task_claim_users_idx')
      .using('gin', t.candidateUsers)
      .where(sql`state = 'active' and assignee is null`),
    index('fl_flow_task_claim_groups_idx')
      .using('gin', t.candidateGroups)
      .where(sql`state = 'active' and assignee is null`),
    index('fl_flow_task_done_idx').on(t.tenantId, t.completedBy, t.endTime).where(sql`completed_by is not null`),
    tenantIsolation(),
  ],
);

/**
 * fl_flow_activity: the path an instance took — every node entered (start, tasks, gateways, end), through which
 * flow, when it was left. The viewer marks finished and active elements and taken flows from it.
 */
export const flowActivityTable = pgTable(
  'fl_flow_activity',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    instanceId: idColumn('instance_id').notNull(),
    activityId: varchar('activity_id', { length: 255 }).notNull(),
    activityName: varchar('activity_name', { length: 255 }),
    activityType: varchar('activity_type', { length: 32 }).notNull(),
    /** The sequence flow taken into it (null for the start and for a back / recall jump). */
    flowId: varchar('flow_id', { length: 255 }),
    taskId: idColumn('task_id'),
    assignee: idColumn('assignee'),
    startTime: stamp('start_time').notNull(),
    endTime: stamp('end_time'),
    /** 1 when other paths of the instance were open beside it (a back never goes into a parallel branch). */
    concurrent: smallint('concurrent').notNull().default(0),
  },
  (t) => [index('fl_flow_activity_instance_idx').on(t.instanceId), tenantIsolation()],
);

/**
 * fl_flow_comment: every operation on an instance with who, when and why: complete (with the decision), claim,
 * transfer, back, recall, stop, suspend, activate, delete, start.
 */
export const flowCommentTable = pgTable(
  'fl_flow_comment',
  {
    id: idColumn('id').primaryKey(),
    tenantId: tenant(),
    instanceId: idColumn('instance_id').notNull(),
    taskId: idColumn('task_id'),
    activityId: varchar('activity_id', { length: 255 }),
    userId: idColumn('user_id'),
    action: varchar('action', { length: 16 }).notNull(),
    decision: varchar('decision', { length: 16 }),
    message: varchar('message', { length: 2000 }),
    /** For a transfer the new assignee, for a back the target step. */
    target: varchar('target', { length: 255 }),
    time: stamp('time').notNull(),
  },
  (t) => [index('fl_flow_comment_instance_idx').on(t.instanceId), tenantIsolation()],
);
