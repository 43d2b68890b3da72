import type {
  BladeFlowRow,
  FollowRow,
  HistoryFlowRow,
  ModelView,
  ProcessDefinitionRow,
  WorkflowFamily,
} from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Page, Row } from '../../crud';

/** The workflow calls the work screens and the family pages make (docs/api.md "`/api/blade-flow`"). */
const FLOW = '/api/blade-flow';

/** The four work lists, by the menu they serve. */
export type WorkListKind = 'claim' | 'todo' | 'send' | 'done';

/** getActInfo: the task and what the caller may do with it. */
export interface ActInfo {
  task: BladeFlowRow;
  mayClaim: boolean;
  mayComplete: boolean;
  isParallel: boolean;
  isMultiInstance: boolean;
  backTargets: { activityId: string; name: string }[];
  editableFields: string[] | '*';
  family: string;
}

/** A user as the user-list picker call answers. */
export interface UserOption {
  id: string;
  account: string;
  name: string;
  realName: string;
}

const query = (params: Record<string, unknown>) => ({ params });

export const workApi = {
  startList: (params: Record<string, unknown>) =>
    http.get<Page<ProcessDefinitionRow>>(`${FLOW}/work/start-list`, params),
  list: (kind: WorkListKind, params: Record<string, unknown>) =>
    http.get<Page<BladeFlowRow>>(`${FLOW}/work/${kind}-list`, params),
  claim: (taskId: string, opts: { silent?: boolean } = {}) =>
    http.post<boolean>(`${FLOW}/work/claim-task`, {}, { ...query({ taskId }), ...opts }),
  complete: (body: { taskId: string; processInstanceId: string; comment?: string; flag?: string; variables?: Row }) =>
    http.post<boolean>(`${FLOW}/work/complete-task`, body),
  actInfo: (taskId: string) => http.post<ActInfo>(`${FLOW}/workUtil/getActInfo`, {}, query({ taskId })),
  /** The assignee has taken the task up (the starter may no longer recall). */
  takeUp: (taskId: string) =>
    http.post<unknown>(`${FLOW}/workUtil/updateTaskClaimTime`, {}, { params: { taskId }, silent: true }),
  backToStep: (body: { taskId: string; targetActId: string; comment: string }) =>
    http.post<unknown>(`${FLOW}/workUtil/backToStep`, body),
  turnTask: (body: { taskId: string; turnUserId: string; comment: string }) =>
    http.post<unknown>(`${FLOW}/workUtil/turnTask`, body),
  recall: (body: { processInstanceId: string; comment: string }) =>
    http.post<unknown>(`${FLOW}/workUtil/recallTask`, body),
  history: (processInstanceId: string) =>
    http.get<HistoryFlowRow[]>(`${FLOW}/process/history-flow-list`, { processInstanceId }),
  modelView: (by: { processInstanceId?: string; processDefinitionId?: string }) =>
    http.get<ModelView>(`${FLOW}/process/model-view`, by),
  followList: (params: Record<string, unknown>) => http.get<Page<FollowRow>>(`${FLOW}/follow/list`, params),
  deleteInstance: (processInstanceId: string, deleteReason: string) =>
    http.post<unknown>(`${FLOW}/follow/delete-process-instance`, {}, query({ processInstanceId, deleteReason })),
  suspend: (processInstanceId: string) =>
    http.post<unknown>(`${FLOW}/workUtil/suspendFlow`, {}, query({ processInstanceId })),
  activate: (processInstanceId: string) =>
    http.post<unknown>(`${FLOW}/workUtil/activateFlow`, {}, query({ processInstanceId })),
  /** Users of the tenant for a picker (any signed-in user may ask; the user screen's select needs user_view). */
  users: () => http.get<UserOption[]>('/api/blade-user/user-list'),
};

/** A family's own calls, under its `api` (flow-families.ts). */
export function familyApi(family: WorkflowFamily) {
  const base = `/api${family.api}`;
  const { calls } = family;
  return {
    start: (body: Row) => http.post<{ businessId: string; processInstanceId: string }>(`${base}/${calls.start}`, body),
    save: calls.save ? (body: Row) => http.post<unknown>(`${base}/${calls.save}`, body) : undefined,
    submit: calls.submit ? (body: Row) => http.post<unknown>(`${base}/${calls.submit}`, body) : undefined,
    /** The starter withdraws a record in approval (its process stopped). */
    remove: calls.remove
      ? (body: { businessId: string; comment?: string }) => http.post<unknown>(`${base}/${calls.remove}`, body)
      : undefined,
    /** The business record: by its id, else by its process instance. */
    detail: (businessId: string, processInstanceId: string) =>
      businessId || !calls.detailByInstance
        ? http.get<Row>(`${base}/${calls.detail}`, { businessId })
        : http.get<Row>(`${base}/${calls.detailByInstance}`, { processInstanceId }),
  };
}
