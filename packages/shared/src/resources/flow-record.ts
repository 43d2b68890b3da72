/**
 * What every workflow family's business record shares: its approval state (草稿 → 审批中 → 已通过 | 已驳回 | 已撤回),
 * the moves between them, and the two process columns. Families declare their records with these helpers, so a new
 * family adds only its own fields.
 */
import { dict, json, l, text } from './define';
import type { ResourceDef, StatusDef } from './define';
import { FLOW_CATEGORIES, type FamilyCalls, type WorkflowFamily, defineWorkflowFamily } from './flow';

/** Where a family's business record stands; every family's status follows these moves. */
export const FLOW_RECORD_STATES = [
  { value: 'draft', label: l('草稿', 'Draft') },
  { value: 'running', label: l('审批中', 'In approval') },
  { value: 'approved', label: l('已通过', 'Approved') },
  { value: 'rejected', label: l('已驳回', 'Rejected') },
  { value: 'withdrawn', label: l('已撤回', 'Withdrawn') },
];

/** The moves a family's record makes with its process (draft → running → approved | rejected | withdrawn). */
export const FLOW_RECORD_TRANSITIONS: Record<string, string[]> = {
  draft: ['running'],
  running: ['approved', 'rejected', 'withdrawn', 'draft'],
  rejected: ['running'],
  withdrawn: ['running'],
  approved: [],
};

/** A family's `states` when its record uses the states above. */
export const RECORD_STATES = {
  draft: 'draft',
  running: 'running',
  approved: 'approved',
  rejected: 'rejected',
  withdrawn: 'withdrawn',
};

/** The approval state field (server-moved, searchable). */
export const flowStateField = <N extends string = 'flowState'>(name: N = 'flowState' as N) =>
  dict(name, l('审批状态', 'Approval state'), 'flow_record_state', {
    options: FLOW_RECORD_STATES,
    form: false,
    search: true,
    width: 100,
  });

/** The status declaration of a record using the approval states (editable until it is in approval or approved). */
export const flowRecordStatus = (field = 'flowState'): StatusDef => ({
  field,
  initial: 'draft',
  transitions: FLOW_RECORD_TRANSITIONS,
  editableIn: ['draft', 'rejected', 'withdrawn'],
});

/**
 * The approval states for a record whose approval does its work (a disbursement, a class applied, a letter signed):
 * nothing reviewed is deleted — once in approval it stays, and so does a rejected one (someone decided on it; it may
 * be started again). A draft may be removed, and a withdrawn one: a starter withdraws only while no one has acted.
 */
export const keptOnceApprovedStatus = (field = 'flowState'): StatusDef => ({
  ...flowRecordStatus(field),
  removableIn: ['draft', 'withdrawn'],
});

/** The definition and instance of the record's (latest) process, set by the machinery. */
export const processFields = () =>
  [
    text('processDefinitionId', l('流程定义', 'Process definition'), { form: false, list: false }),
    text('processInstanceId', l('流程实例', 'Process instance'), { form: false, list: false }),
  ] as const;

/**
 * What a change over a target keeps of it (flow/families/change.ts on the server): the target's values of the fields
 * the change sets, before and as proposed — priced at every save and frozen at approval, so the diff an approver reads
 * (`approvalDetails`: `[{ysmc, oldval, newval}]`) stays what was decided after the target moved on.
 */
export const changeFields = () =>
  [
    json('before', l('变更前', 'Before'), { form: false, list: false }),
    json('after', l('变更后', 'After'), { form: false, list: false }),
  ] as const;

/** The spec's common lifecycle of a family's calls (business-domain §4): start, save, finish, delete, detail. */
export const RECORD_CALLS = {
  start: 'start-process',
  save: 'save-data',
  finish: 'finish-process',
  remove: 'delete-process',
  detail: 'getDetailById',
} as const;

/**
 * A family over a record of its own (the approval states above, the record's own api for its calls, the starter's
 * adjust step editing every field): only what differs is given. The label is its category's in the `flow`
 * dictionary, so the two never differ.
 */
export function recordFamily(f: {
  code: string;
  categoryKey: string;
  processKey: string;
  resource: () => ResourceDef;
  calls?: Partial<FamilyCalls>;
  variables?: readonly string[];
  editableAt?: WorkflowFamily['editableAt'];
  decisionLabels?: WorkflowFamily['decisionLabels'];
  startPermission?: string;
}): WorkflowFamily {
  const category = FLOW_CATEGORIES.find((c) => c.key === f.categoryKey);
  if (!category || category.family !== f.code)
    throw new Error(`family ${f.code}: category ${f.categoryKey} is not its own in FLOW_CATEGORIES`);
  return defineWorkflowFamily({
    code: f.code,
    label: category.label,
    categoryKey: f.categoryKey,
    processKey: f.processKey,
    resource: f.resource,
    api: f.resource().api,
    calls: { ...RECORD_CALLS, ...f.calls },
    variables: f.variables ?? [],
    editableAt: { starterAdjust: '*', ...f.editableAt },
    ...(f.decisionLabels ? { decisionLabels: f.decisionLabels } : {}),
    ...(f.startPermission ? { startPermission: f.startPermission } : {}),
    states: RECORD_STATES,
  });
}
