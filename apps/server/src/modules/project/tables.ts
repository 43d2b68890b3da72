// The project area's tables (packages/shared/src/resources/project.ts and collateral.ts): the project, the records of
// its approval steps, and its leased items, guarantees and collateral.
import {
  creditReport,
  guarantee,
  guaranteeDetail,
  mortgage,
  mortpleBase,
  pledge,
  project,
  projectDownload,
  projectResolution,
  projectReview,
  projectSupplement,
  specialApproval,
  subjectMatter,
} from '@flp/shared';
import { type ExtraConfigColumn, index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

/** A step record is found by its process instance (getDetailByInsId); references are indexed already. */
const byInstance = (name: string) => (t: Record<string, ExtraConfigColumn>) => [
  index(`${name}_instance_idx`).on(t.tenantId, t.processInstanceId),
];

export const projectTable = resourceTable(project, byInstance('fl_project'));
export const projectReviewTable = resourceTable(projectReview, byInstance('fl_project_review'));
export const projectResolutionTable = resourceTable(projectResolution, byInstance('fl_project_resolution'));
export const specialApprovalTable = resourceTable(specialApproval, byInstance('fl_special_approval'));
export const projectDownloadTable = resourceTable(projectDownload, byInstance('fl_project_download'));
export const creditReportTable = resourceTable(creditReport, (t) => [
  ...byInstance('fl_credit')(t),
  index('fl_credit_pre_instance_idx').on(t.tenantId, t.preInstanceId),
]);
export const projectSupplementTable = resourceTable(projectSupplement, byInstance('fl_project_supplement'));

export const subjectMatterTable = resourceTable(subjectMatter);
export const guaranteeTable = resourceTable(guarantee);
export const guaranteeDetailTable = resourceTable(guaranteeDetail);
export const mortgageTable = resourceTable(mortgage);
export const pledgeTable = resourceTable(pledge);
export const mortpleBaseTable = resourceTable(mortpleBase);
