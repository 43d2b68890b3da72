import { tracking, trackingReport } from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import { trackingReportTable, trackingTable } from './tables';

export const trackingRepos = {
  check: new ResourceRepository(tracking, trackingTable),
  report: new ResourceRepository(trackingReport, trackingReportTable),
};
