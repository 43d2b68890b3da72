// 合同文本: the data a contract's document is filled with (exactly the names of CONTRACT_PLACEHOLDERS), and the
// generation itself — the enabled model of the contract's type filled and stored as the contract's `document`.
import {
  CONTRACT_MODEL_TYPES,
  FREQUENCY_OPTIONS,
  GUARANTEE_TYPE_OPTIONS,
  LEASE_TYPES,
  LEASE_TYPE_OPTIONS,
  PAY_IN_OPTIONS,
  RENT_METHOD_OPTIONS,
  type Localized,
  contract,
  customer,
  dept,
  l,
  scheduleOfTerms,
} from '@flp/shared';
import { Decimal } from '@flp/shared/finance';
import { attachments, kindOf } from '../../platform/attachments';
import { repositoryOf } from '../../platform/crud/references';
import type { Row } from '../../platform/crud/repository';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import { TemplateError, fillTemplate } from '../../platform/documents/word';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { enabledModel } from '../contract-model';
import type { ProjectApi } from '../project';
import type { FileService } from '../resource';
import { amountInWords } from './amount-words';

const labelOf = (options: { value: unknown; label: Localized }[], v: unknown) =>
  options.find((o) => String(o.value) === String(v))?.label['zh-CN'] ?? '';
const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));
const day = (v: unknown) => str(v).slice(0, 10);

/** 1234567.8 → "1,234,567.80". */
export function formatAmount(v: unknown): string {
  const [whole, cents] = new Decimal(str(v) || '0').toFixed(2, Decimal.ROUND_HALF_UP).split('.');
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** The model type of a lease type: 直租 → 直租合同 (1), 售后回租 → 售后回租合同 (2). */
export const modelTypeOf = (leaseType: unknown) => (Number(leaseType) === LEASE_TYPES.leaseback ? 2 : 1);

/** The data a contract document is filled with: the names the placeholder reference offers. */
export async function contractDocumentData(
  db: Db,
  ctx: RequestContext,
  projects: ProjectApi,
  row: Row,
  today: string,
): Promise<Record<string, unknown>> {
  const wide = beyondDataScope(ctx);
  const { project } = await projects.bundle(db, ctx, String(row.projectId));
  const [lessee] = row.customerId ? await repositoryOf(customer).findIds(db, wide, [String(row.customerId)]) : [];
  const [department] = project.createDept
    ? await repositoryOf(dept).findIds(db, wide, [String(project.createDept)])
    : [];
  const items = (project.items as Row[] | undefined) ?? [];
  const guarantees = (project.guarantees as Row[] | undefined) ?? [];
  const plan = scheduleOfTerms(row, today);
  const startDate = day(row.startDate) || today;
  return {
    contractNo: str(row.contractNo),
    signDate: day(row.signDate),
    project: {
      projectNo: str(project.projectNo),
      projectName: str(project.projectName),
      leaseType: labelOf(LEASE_TYPE_OPTIONS, row.leaseType),
      leasedItems: items.map((i) => `${str(i.itemName)}×${str(i.quantity)}${str(i.unit)}`).join('、'),
      manager: str(project.ownerName),
      dept: str(department?.deptName),
    },
    lessee: {
      name: str(lessee?.compname),
      uscc: str(lessee?.creditCode ?? lessee?.idCard),
      address: str(lessee?.regAddress || lessee?.address),
      legalPerson: str(lessee?.legalPerson),
      telephone: str(lessee?.telephone || lessee?.mobile),
      // The customer record keeps no bank details yet: the template shows them blank.
      bankName: str(lessee?.bankName),
      bankAccount: str(lessee?.bankAccount),
    },
    terms: {
      principal: formatAmount(row.financeAmount),
      principalUpper: amountInWords(str(row.financeAmount) || '0'),
      rate: str(row.annualRate),
      periods: str(row.periods),
      term: String(Number(row.periods) * Number(row.frequencyMonths ?? 1)),
      frequency: labelOf(FREQUENCY_OPTIONS, row.frequencyMonths),
      rentMethod: labelOf(RENT_METHOD_OPTIONS, row.rentMethod),
      payTiming: labelOf(PAY_IN_OPTIONS, row.payIn),
      startDate,
      endDate: plan.summary.termEndDate,
      deposit: formatAmount(row.deposit),
      fee: formatAmount(row.fee),
      purchasePrice: formatAmount(row.purchasePrice),
      totalRent: formatAmount(plan.totals.rent),
      penaltyRate: str(row.penaltyRate),
    },
    schedule: plan.rows.map((r) => ({
      period: r.period,
      dueDate: r.dueDate,
      rent: formatAmount(r.rent),
      principal: formatAmount(r.principal),
      interest: formatAmount(r.interest),
      balance: formatAmount(r.closingBalance),
    })),
    guarantees: guarantees.map((g) => ({
      guarantor: str(g.guarantorName),
      amount: formatAmount(g.amount),
      type: labelOf(GUARANTEE_TYPE_OPTIONS, g.guarType),
    })),
  };
}

const DOCUMENT = contract.fields.find((f) => f.name === 'document')!;

/**
 * Fills the enabled model of the contract's type and files the result as the contract's document (a previous one
 * removed), in the caller's transaction. Answers the new attachment.
 */
export async function generateContractDocument(
  h: HookContext,
  deps: { projects: ProjectApi; files: FileService },
  row: Row,
): Promise<{ id: string; name: string; modelId: string }> {
  const type = modelTypeOf(row.leaseType);
  const found = await enabledModel(h.tx, h.ctx, type);
  const typeName = CONTRACT_MODEL_TYPES.find((t) => t.value === type)!.label;
  if (!found)
    throw badRequest(l(`未启用${typeName['zh-CN']}类型的合同模板`, `No ${typeName['en-US']} model is enabled`));
  const template = await deps.files.read(h.tx, h.ctx, found.fileId, 10 * 1024 * 1024);
  if (!template?.bytes) throw badRequest(l('合同模板文件不存在', 'The model file is missing'));
  const data = await contractDocumentData(h.tx, h.ctx, deps.projects, row, formatDate(new Date()));
  let bytes: Buffer;
  try {
    bytes = fillTemplate(template.bytes, data);
  } catch (e) {
    if (e instanceof TemplateError) throw badRequest(e.localized);
    throw e;
  }
  const recordId = String(row.id);
  const kind = kindOf(DOCUMENT);
  await attachments.removeOfRecords(h.tx, h.ctx, { businessType: contract.name, businessIds: [recordId], kind });
  const name = `${str(row.contractNo) || recordId}-${str(row.contractName) || '合同'}.docx`;
  const id = await deps.files.attach(h.tx, h.ctx, {
    name,
    bytes,
    businessType: contract.name,
    businessId: recordId,
    kind,
  });
  return { id, name, modelId: String(found.model.id) };
}
