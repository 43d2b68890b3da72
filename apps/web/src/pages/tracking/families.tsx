import { l, tracking } from '@flp/shared/resources';
import type { AreaFamilies } from '../../app/area';
import type { RecordTab } from '../../crud';
import { TrackingReports } from './TrackingReports';

/** The ledger's figures the server fills: read wherever the check is (查看, the approval pages). */
const SHOWN = { view: true } as const;

/** A check's reports beside it: written with it, read by its approvers. */
export const reportsTab: RecordTab = {
  key: 'reports',
  label: l('检查报告', 'Reports'),
  render: (row) => <TrackingReports check={row} />,
};

/** On 租后检查's approval pages: its reports, and the repayment figures of the day it was written. */
const trackingFamilies: AreaFamilies = {
  decisionTabs: { [tracking.name]: [reportsTab] },
  fields: {
    [tracking.name]: {
      iouCount: SHOWN,
      outstandingPrincipal: SHOWN,
      overduePeriods: SHOWN,
      overdueAmount: SHOWN,
      uscCode: SHOWN,
    },
  },
};
export default trackingFamilies;
