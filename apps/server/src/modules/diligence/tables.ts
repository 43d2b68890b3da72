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
import { sql } from 'drizzle-orm';
import { index } from 'drizzle-orm/pg-core';
import { resourceTable } from '../../platform/db/resource-table';

/** 企业准入扫描: found by its order when the order is recorded. */
export const compDiligenceTable = resourceTable(compDiligence, (t) => [
  index('fl_risk_comp_diligence_order_idx').on(t.tenantId, t.orderNo).where(sql`is_deleted = 0`),
]);

/** 尽职调查: a project's reports are read by its approvers (decision tab) and by the project's screen. */
export const diligenceTable = resourceTable(diligence, (t) => [
  index('fl_diligence_project_idx').on(t.tenantId, t.projectId).where(sql`is_deleted = 0`),
]);
// A report's sub-tables, read with it by its id.
export const diligenceShareholderTable = resourceTable(diligenceShareholder, (t) => [
  index('fl_diligence_shareholder_report_idx').on(t.tenantId, t.diligenceId),
]);
export const diligenceManagerTable = resourceTable(diligenceManager, (t) => [
  index('fl_diligence_manager_report_idx').on(t.tenantId, t.diligenceId),
]);
export const diligencePartnerTable = resourceTable(diligencePartner, (t) => [
  index('fl_diligence_partner_report_idx').on(t.tenantId, t.diligenceId),
]);
export const diligenceFinanceTable = resourceTable(diligenceFinance, (t) => [
  index('fl_diligence_finance_report_idx').on(t.tenantId, t.diligenceId),
]);
export const diligenceDebtTable = resourceTable(diligenceDebt, (t) => [
  index('fl_diligence_debt_report_idx').on(t.tenantId, t.diligenceId),
]);
export const diligenceRiskTable = resourceTable(diligenceRisk, (t) => [
  index('fl_diligence_risk_report_idx').on(t.tenantId, t.diligenceId),
]);
export const personalDiligenceTable = resourceTable(personalDiligence, (t) => [
  index('fl_diligence_personal_report_idx').on(t.tenantId, t.diligenceId),
]);
export const personalAssetTable = resourceTable(personalAsset, (t) => [
  index('fl_diligence_personal_asset_person_idx').on(t.tenantId, t.personId),
]);

/** 司法报告: found by its order when the order is recorded. */
export const judicialReportTable = resourceTable(judicialReport, (t) => [
  index('fl_judicial_report_order_idx').on(t.tenantId, t.orderNo).where(sql`is_deleted = 0`),
]);
