import {
  compDiligence,
  diligence,
  diligenceDebt,
  diligenceFinance,
  diligenceManager,
  diligencePartner,
  diligenceRisk,
  diligenceShareholder,
  judicialReport,
  personalAsset,
  personalDiligence,
} from '@flp/shared';
import { ResourceRepository } from '../../platform/crud/repository';
import * as t from './tables';

export const diligenceRepos = {
  scan: new ResourceRepository(compDiligence, t.compDiligenceTable),
  report: new ResourceRepository(diligence, t.diligenceTable),
  shareholder: new ResourceRepository(diligenceShareholder, t.diligenceShareholderTable),
  manager: new ResourceRepository(diligenceManager, t.diligenceManagerTable),
  partner: new ResourceRepository(diligencePartner, t.diligencePartnerTable),
  finance: new ResourceRepository(diligenceFinance, t.diligenceFinanceTable),
  debt: new ResourceRepository(diligenceDebt, t.diligenceDebtTable),
  risk: new ResourceRepository(diligenceRisk, t.diligenceRiskTable),
  person: new ResourceRepository(personalDiligence, t.personalDiligenceTable),
  personAsset: new ResourceRepository(personalAsset, t.personalAssetTable),
  judicial: new ResourceRepository(judicialReport, t.judicialReportTable),
};
