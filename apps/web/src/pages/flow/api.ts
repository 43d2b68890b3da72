import {
  type DeployedDefinitionRow,
  FLOW_API,
  type FlowModelFinding,
  type FlowModelRow,
  type ModelView,
  type ProcessDefinitionRow,
} from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Page } from '../../crud/api';

/** The calls of 模型管理 and 流程管理 (docs/api.md "`/api/blade-flow`": model/*, manager/*, process/model-view). */
const url = (path: string) => `/api${FLOW_API}/${path}`;

/** Deployment may parse and check several models: more than the usual minute is not needed, but a little margin. */
const DEPLOY_TIMEOUT_MS = 120_000;

export interface ModelDetail extends FlowModelRow {
  modelEditorXml: string;
}

export interface ModelVersion {
  id: string;
  version: number;
  name?: string;
  createTime?: string;
  createUserName?: string;
  /** Present when the server sends each version's XML. */
  modelEditorXml?: string;
  xml?: string;
}

export interface ModelInput {
  id?: string;
  name: string;
  modelKey: string;
  description: string;
  modelEditorXml: string;
  /** The version the designer started from: the server answers 409 when someone saved in between. */
  version?: number;
}

/**
 * What model/submit answers: the saved model, whether it could be deployed as it is, and the checker's findings by
 * element. A model still being drawn is saved whatever they are.
 */
export interface SubmitAnswer extends ModelDetail {
  deployable: boolean;
  problems: FlowModelFinding[];
  warnings: FlowModelFinding[];
}

export interface DefinitionFilters {
  category?: string;
  mode?: 1 | 2;
  processDefinitionKey?: string;
}

export const flowApi = {
  models: (current: number, size: number, filters: { name?: string; modelKey?: string }) =>
    http.get<Page<FlowModelRow>>(url('model/list'), { ...filters, current, size }),
  model: (id: string) => http.get<ModelDetail>(url('model/detail'), { id }),
  submitModel: (model: ModelInput) => http.post<SubmitAnswer>(url('model/submit'), model),
  versions: (id: string) => http.get<ModelVersion[] | Page<ModelVersion>>(url('model/versions'), { id }),
  removeModels: (ids: string[]) => http.post<boolean>(url('model/remove'), {}, { params: { ids: ids.join(',') } }),
  deployModel: (modelId: string, category: string, tenantIds: string[]) =>
    http.post<DeployedDefinitionRow[]>(
      url('model/deploy'),
      {},
      { params: { modelId, category, tenantIds: tenantIds.join(',') }, timeout: DEPLOY_TIMEOUT_MS },
    ),

  definitions: (current: number, size: number, filters: DefinitionFilters) =>
    http.get<Page<ProcessDefinitionRow>>(url('manager/list'), { ...filters, current, size }),
  changeState: (processId: string, state: 'active' | 'suspend') =>
    http.post<unknown>(url('manager/change-state'), {}, { params: { processId, state } }),
  deployUpload: (files: File[], category: string, tenantIds: string[]) => {
    const body = new FormData();
    for (const f of files) body.append('files', f, f.name);
    body.append('category', category);
    body.append('tenantIds', tenantIds.join(','));
    return http.post<DeployedDefinitionRow[]>(url('manager/deploy-upload'), body, { timeout: DEPLOY_TIMEOUT_MS });
  },
  deleteDeployment: (deploymentIds: string[]) =>
    http.post<unknown>(url('manager/delete-deployment'), {}, { params: { deploymentIds: deploymentIds.join(',') } }),

  modelView: (processDefinitionId: string) => http.get<ModelView>(url('process/model-view'), { processDefinitionId }),
};

/** Tenants for the platform tenant's deployments (tenant/select: platform only, `tenant_view`). */
export const tenantOptions = () =>
  http.get<{ id: string; tenantId: string; tenantName: string }[]>('/api/blade-system/tenant/select', undefined, {
    silent: true,
  });
