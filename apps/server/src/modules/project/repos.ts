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
import { ResourceRepository } from '../../platform/crud/repository';
import * as t from './tables';

export const projectRepos = {
  project: new ResourceRepository(project, t.projectTable),
  review: new ResourceRepository(projectReview, t.projectReviewTable),
  resolution: new ResourceRepository(projectResolution, t.projectResolutionTable),
  special: new ResourceRepository(specialApproval, t.specialApprovalTable),
  download: new ResourceRepository(projectDownload, t.projectDownloadTable),
  credit: new ResourceRepository(creditReport, t.creditReportTable),
  supplement: new ResourceRepository(projectSupplement, t.projectSupplementTable),
};

export const collateralRepos = {
  subjectMatter: new ResourceRepository(subjectMatter, t.subjectMatterTable),
  guarantee: new ResourceRepository(guarantee, t.guaranteeTable),
  guaranteeDetail: new ResourceRepository(guaranteeDetail, t.guaranteeDetailTable),
  mortgage: new ResourceRepository(mortgage, t.mortgageTable),
  pledge: new ResourceRepository(pledge, t.pledgeTable),
  mortpleBase: new ResourceRepository(mortpleBase, t.mortpleBaseTable),
};
