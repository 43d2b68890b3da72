import { changeArea } from '../pages/change';
import { companyArea } from '../pages/company';
import { concentrationArea } from '../pages/concentration';
import { contractArea } from '../pages/contract';
import { customerArea } from '../pages/customer';
import { deskArea } from '../pages/desk';
import { diligenceArea } from '../pages/diligence';
import { enterpriseArea } from '../pages/enterprise';
import { errorArea } from '../pages/error';
import { flowArea } from '../pages/flow';
import { fundingArea } from '../pages/funding';
import { jobArea } from '../pages/job';
import { ledgerArea } from '../pages/ledger';
import { lendingArea } from '../pages/lending';
import { loanArea } from '../pages/loan';
import { numberingArea } from '../pages/numbering';
import { outsideArea } from '../pages/outside';
import { preservationArea } from '../pages/preservation';
import { trackingArea } from '../pages/tracking';
import { monitorArea } from '../pages/monitor';
import { statementsArea } from '../pages/statements';
import { invoiceArea } from '../pages/invoice';
import { bankwaterArea } from '../pages/bankwater';
import { projectArea } from '../pages/project';
import { receiptArea } from '../pages/receipt';
import { regionArea } from '../pages/region';
import { resourceArea } from '../pages/resource';
import { riskArea } from '../pages/risk';
import { systemArea } from '../pages/system';
import { toolArea } from '../pages/tool';
import { welArea } from '../pages/wel';
import { workArea } from '../pages/work';
import type { WebArea } from './area';

/**
 * Every area of the app (pages/<area>/index.ts), the one place an area is named: the page registry (pages.ts), the
 * messages (locales/i18n.ts) and the workflow family pages (pages/work/process/areaParts.ts) read it. A new area is
 * its folder and one line here.
 */
export const AREAS: readonly WebArea[] = [
  welArea,
  errorArea,
  systemArea,
  lendingArea,
  deskArea,
  numberingArea,
  jobArea,
  enterpriseArea,
  outsideArea,
  preservationArea,
  trackingArea,
  monitorArea,
  statementsArea,
  invoiceArea,
  bankwaterArea,
  regionArea,
  customerArea,
  contractArea,
  loanArea,
  projectArea,
  receiptArea,
  changeArea,
  fundingArea,
  riskArea,
  resourceArea,
  flowArea,
  workArea,
  ledgerArea,
  concentrationArea,
  // After concentration: a project's approvers read its pre-check first, then its diligence reports.
  diligenceArea,
  companyArea,
  toolArea,
];
