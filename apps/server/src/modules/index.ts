// Every business module, in the order they register and seed: the one place a module is named. A module's manifest
// (its index.ts) says which modules' interfaces it uses; the loader (platform/modules.ts) gives it only those, and
// refuses to start when one is not loaded before it.
import { appVersionModule } from './appversion';
import { authModule } from './auth';
import { calendarModule } from './calendar';
import { changesModule } from './changes';
import { companyModule } from './company';
import { concentrationModule } from './concentration';
import { contractModule } from './contract';
import { contractModelModule } from './contract-model';
import { customerModule } from './customer';
import { dashboardModule } from './dashboard';
import { deskModule } from './desk';
import { developModule } from './develop';
import { enterpriseModule } from './enterprise';
import { flowModule } from './flow';
import { fundingModule } from './funding';
import { outsideModule } from './outside';
import { diligenceModule } from './diligence';
import { preservationModule } from './preservation';
import { trackingModule } from './tracking';
import { monitorModule } from './monitor';
import { statementsModule } from './statements';
import { bankwaterModule } from './bankwater';
import { invoiceModule } from './invoice';
import { jobModule } from './job';
import { lendingModule } from './lending';
import { logModule } from './log';
import { numberingModule } from './numbering';
import { projectModule } from './project';
import { regionModule } from './region';
import { reportModule } from './report';
import { resourceModule } from './resource';
import { servicingModule } from './servicing';
import { smsModule } from './sms';
import { systemModule } from './system';
import { wxModule } from './wx';

export const MODULES = [
  authModule,
  systemModule,
  resourceModule,
  smsModule, // after resource, whose 资源管理 menu it adds to
  logModule,
  lendingModule,
  numberingModule,
  calendarModule,
  appVersionModule, // after resource (its packages)
  reportModule, // after resource (its files); before the modules that file reports (servicing, concentration)
  customerModule,
  companyModule,
  contractModelModule,
  enterpriseModule, // after the customer module, whose customer_basicinfo menu it adds buttons to
  outsideModule, // after the enterprise module, whose 企查查 signing it reuses
  wxModule, // after outside (its setting)
  regionModule,
  deskModule,
  flowModule,
  projectModule,
  contractModule,
  servicingModule,
  changesModule,
  bankwaterModule, // after resource (the files), calendar (the holidays) and customer (the companies)
  fundingModule, // after bankwater (its readers match the company's own statement)
  statementsModule, // after outside (its reading orders), resource (the files) and customer (the companies)
  diligenceModule, // after the servicing module's 风险管理 menu it adds to, the outside orders it places
  preservationModule, // after diligence (the company's latest figures) and servicing (the claim)
  trackingModule, // after diligence (the lessee's latest figures), servicing (its standing) and desk (its messages)
  monitorModule, // after tracking (its special checks), enterprise (the data) and servicing (the exposure)
  invoiceModule, // after outside (its verification orders), resource (the files), contract (the boxes' contracts, told
  // when one ends) and servicing (the disbursement checklist it adds its condition to)
  concentrationModule,
  dashboardModule,
  jobModule,
  developModule,
];
