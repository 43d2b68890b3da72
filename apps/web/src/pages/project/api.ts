import type { CalculatorOutput } from '@flp/shared/finance';
import {
  type WorkflowFamily,
  contract,
  flowCategory,
  mortpleBase,
  project,
  projectDownload,
  projectReview,
  projectResolution,
} from '@flp/shared/resources';
import { http } from '../../api/http';
import type { Row } from '../../crud';
import { workApi } from '../work/api';

/** One step of a project's approval chain as GET chain answers it. */
export interface ChainStepView {
  family: string;
  label: string;
  status: 'done' | 'running' | 'available' | 'locked' | 'skipped';
  records: { id: string; processInstanceId: string; flowState: string; createTime: string }[];
}

/** The review meeting's outcome (getHyjyResult). */
export interface ReviewResult {
  result: string | null;
  votesFor: number;
  votesAgainst: number;
  votes: { userId: string; userName: string; decision: string; comment: string; time: string }[];
}

/** A generated document (createContract, createHyjyDoc, createDshDoc). */
export interface GeneratedDoc {
  id: string;
  name: string;
  link: string;
}

const base = (api: string) => `/api${api}`;

/** The project area's calls beyond the standard ones (apps/server/src/modules/project). */
export const projectApi = {
  schedule: (id: string) => http.get<CalculatorOutput>(`${base(project.api)}/schedule`, { id }, { silent: true }),
  chain: (id: string) =>
    http
      .get<{ projectState: string; steps: ChainStepView[] }>(`${base(project.api)}/chain`, { id }, { silent: true })
      .then((answer) => answer.steps),
  /** The latest meeting's result; `entryId` is the project's id (as for createHyjyDoc). */
  reviewResult: (entryId: string) =>
    http.get<ReviewResult>(`${base(projectReview.api)}/getHyjyResult`, { entryId }, { silent: true }),
  createMinutes: (entryId: string) => http.get<GeneratedDoc>(`${base(projectReview.api)}/createHyjyDoc`, { entryId }),
  createBoardDoc: (id: string) => http.get<GeneratedDoc>(`${base(projectResolution.api)}/createDshDoc`, { id }),
  downloadArchiveUrl: (id: string) => `${base(projectDownload.api)}/download?id=${encodeURIComponent(id)}`,
};

/** The collateral calls beyond the standard ones. */
export const collateralApi = {
  mortpleDetail: (id: string) => http.get<Row>(`${base(mortpleBase.api)}/mortplebaseDetail`, { id }, { silent: true }),
  setValidUntil: (id: string, ccvaldate: string) =>
    http.post<unknown>(`${base(mortpleBase.api)}/ccvaldateEdit`, { id, ccvaldate }),
  setReleased: (id: string, finishdate: string) =>
    http.post<unknown>(`${base(mortpleBase.api)}/finishdateEdit`, { id, finishdate }),
};

/** The contract calls beyond the standard ones (apps/server/src/modules/contract). */
export const contractInfoApi = {
  draft: (body: { projectId: string; contractName?: string; startDate?: string }) =>
    http.post<{ id?: string; businessId?: string } | string>(
      '/api/rzzl_qy/beforeContract/beforeContract/save-data',
      body,
    ),
  createDocument: (id: string) =>
    http.post<GeneratedDoc>('/api/rzzl_qy/beforeContract/beforeContract/createContract', {}, { params: { id } }),
  downloadUrl: (id: string) =>
    `/api/rzzl_qy/beforeContract/beforeContract/downloadContract?id=${encodeURIComponent(id)}`,
  sign: (body: { id: string; signDate: string; signPlace: string; signedScan: string[] }) =>
    http.post<unknown>(`${base(contract.api)}/sign`, body),
  ofCustomer: (companyId: string) =>
    http.get<Row[]>('/api/rzzl_qy/customer/basicinfo/getContractList', { companyId }, { silent: true }),
  /** The guarantees (the call also answers their total amount and count, which the tab does not show). */
  guaranteesOfCustomer: (customerId: string) =>
    http
      .get<{ records: Row[] }>('/api/rzzl_qy/customer/customerguarantee/children', { customerId }, { silent: true })
      .then((answer) => answer.records),
};

/**
 * The latest definition the caller may start for a family (the start list filtered by the family's category), or
 * undefined when none is deployed or granted.
 */
export async function latestDefinitionOf(family: WorkflowFamily): Promise<string | undefined> {
  const page = await workApi.startList({ category: flowCategory(family.categoryKey), current: 1, size: 100 });
  const rows = page.records.filter((d) => d.suspensionState !== 2);
  rows.sort((a, b) => b.version - a.version);
  return rows[0]?.id;
}
