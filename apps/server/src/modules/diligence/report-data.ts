// The data a 尽调报告 model is filled with (the `dd*` names of the placeholder reference, CONTRACT_PLACEHOLDERS): the
// report as saved — its sub-tables, the registry facts kept with it, the two latest years' ratios and the people
// investigated, their identity numbers always masked (a document leaves the system).
import {
  type CompanyBasic,
  type Localized,
  diligence,
  diligenceDebt,
  diligencePartner,
  diligenceShareholder,
  optionLabel,
  personalAsset,
  personalDiligence,
} from '@flp/shared';
import { RATIO_GROUPS } from '@flp/shared/finance';
import { formatAmount } from '@flp/shared/format';
import { maskIdNumber } from '@flp/shared/validate';
import type { Row } from '../../platform/crud/repository';
import type { FinanceYear } from './finance-view';

const zh = (x: Localized) => x['zh-CN'];
const money = (v: unknown) => (v === null || v === undefined || v === '' ? '' : formatAmount(String(v)));
const percent = (v: unknown) => (v === null || v === undefined || v === '' ? '' : `${Number(v).toFixed(2)}%`);
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const rows = (v: unknown) => (Array.isArray(v) ? (v as Row[]) : []);

/** A ratio as the report prints it: with its unit, or 不适用. */
function ratioText(r: FinanceYear['ratios'][number] | undefined): string {
  if (!r) return '';
  if (r.value === null) return '不适用';
  return r.unit === 'percent' ? `${r.value}%` : r.unit === 'days' ? `${r.value}天` : r.value;
}

export interface ReportInput {
  /** detailAll's report: the record with its children and titles. */
  report: Row;
  project: Row | null;
  persons: Row[];
  years: FinanceYear[];
  /** The investigators' names. */
  investigators: string;
  today: string;
}

export function reportData({ report, project, persons, years, investigators, today }: ReportInput) {
  const basic = (report.basic ?? {}) as Partial<CompanyBasic>;
  const [latest, previous] = [...years].reverse();
  return {
    dd: {
      diligenceNo: text(report.diligenceNo),
      projectNo: text(project?.projectNo),
      projectName: text(project?.projectName ?? report.projectName),
      subject: text(report.customerName),
      subjectType: zh(optionLabel(diligence, 'isGuarantee', report.isGuarantee)),
      uscc: text(report.compCode),
      investigators,
      visitDate: text(report.visitDate),
      visitPlace: text(report.visitPlace),
      legalPerson: text(basic.legalPerson),
      establishedDate: text(basic.establishedDate),
      registeredCapital: text(basic.registeredCapital),
      regStatus: text(basic.status),
      address: text(basic.address),
      scope: text(basic.scope),
      history: text(report.history),
      actualController: text(report.actualController),
      operation: text(report.operation),
      financeComment: text(report.financeComment),
      bankwater: text(report.bankwater),
      credit: text(report.credit),
      litigation: text(report.litigation),
      leasedAssets: text(report.leasedAssets),
      securityAnalysis: text(report.securityAnalysis),
      repaymentSources: text(report.repaymentSources),
      conclusion: report.conclusion ? zh(optionLabel(diligence, 'conclusion', report.conclusion)) : '',
      proposedAmount: money(report.proposedAmount),
      proposedTerm: text(report.proposedTerm),
      proposedRate: percent(report.proposedRate),
      proposedDeposit: percent(report.proposedDeposit),
      proposedFee: money(report.proposedFee),
      conclusionText: text(report.conclusionText),
      reportDate: today,
    },
    ddShareholders: rows(report.shareholders).map((s) => ({
      name: text(s.name),
      type: s.holderType ? zh(optionLabel(diligenceShareholder, 'holderType', s.holderType)) : '',
      ratio: percent(s.ratio),
      capital: money(s.capital),
      controller: Number(s.isActualController) === 1 ? '是' : '',
    })),
    ddManagers: rows(report.managers).map((m) => ({
      name: text(m.name),
      job: text(m.job),
      years: text(m.years),
      background: text(m.background),
    })),
    ddPartners: rows(report.partners).map((x) => ({
      side: zh(optionLabel(diligencePartner, 'side', x.side)),
      name: text(x.name),
      amount: money(x.amount),
      share: percent(x.share),
    })),
    ddFinances: years.map((y) => ({
      year: y.months === 12 ? String(y.year) : `${y.year}(${y.months}个月)`,
      totalAssets: money(y.figures.totalAssets),
      totalLiabilities: money(y.figures.totalLiabilities),
      equity: money(y.figures.equity),
      revenue: money(y.figures.revenue),
      netProfit: money(y.figures.netProfit),
      operatingCashFlow: money(y.figures.operatingCashFlow),
    })),
    ddRatios: (latest?.ratios ?? []).map((r) => ({
      group: zh(RATIO_GROUPS.find((g) => g.value === r.group)!.label),
      name: zh(r.label),
      latest: ratioText(r),
      previous: ratioText(previous?.ratios.find((x) => x.key === r.key)),
    })),
    ddDebts: rows(report.debts).map((d) => ({
      kind: zh(optionLabel(diligenceDebt, 'debtType', d.debtType)),
      creditor: text(d.creditor),
      amount: money(d.amount),
      maturity: text(d.maturity),
      security: text(d.security),
    })),
    ddRisks: rows(report.risks).map((r, i) => ({
      no: String(i + 1),
      risk: text(r.risk),
      mitigation: text(r.mitigation),
    })),
    ddPersons: persons.map((p) => ({
      name: text(p.name),
      relation: zh(optionLabel(personalDiligence, 'relation', p.relation)),
      idNo: text(maskIdNumber(p.idNo as string | null)),
      marriage: p.marriage ? zh(optionLabel(personalDiligence, 'marriage', p.marriage)) : '',
      income: money(p.income),
      assets: rows(p.assets)
        .map(
          (a) =>
            `${zh(optionLabel(personalAsset, 'assetType', a.assetType))}: ${text(a.description)} ${money(a.value)}元`,
        )
        .join('; '),
      credit: text(p.credit),
      litigation: text(p.litigation),
      conclusion: text(p.conclusion),
    })),
  };
}
