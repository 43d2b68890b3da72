// 合同文本: the data a contract's document is filled with (exactly the names of CONTRACT_PLACEHOLDERS), and the
// generation itself — the enabled model of the contract's type filled and stored as the contract's `document`.
import { LEASE_TYPES, contract, termsPlaceholders } from '@flp/shared';
import type { HookContext } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { formatDate } from '../../platform/db/time';
import type { RequestContext } from '../../platform/tenancy/context';
import { generateFromModel } from '../contract-model';
import type { ProjectApi } from '../project';
import type { FileService } from '../resource';
import type { ContractRow } from './repos';

const str = (v: unknown) => (v === null || v === undefined ? '' : String(v));

/** The model type of a lease type: 直租 → 直租合同 (1), 售后回租 → 售后回租合同 (2). */
export const modelTypeOf = (leaseType: unknown) => (Number(leaseType) === LEASE_TYPES.leaseback ? 2 : 1);

/**
 * The data a contract document is filled with: its project's (ProjectApi.documentData: project, lessee, guarantees)
 * with the contract's own number, date and terms — the names the placeholder reference offers.
 */
export async function contractDocumentData(
  db: Db,
  ctx: RequestContext,
  projects: ProjectApi,
  row: ContractRow,
  today: string,
): Promise<Record<string, unknown>> {
  return {
    ...(await projects.documentData(db, ctx, String(row.projectId))),
    ...termsPlaceholders(row, today),
    contractNo: str(row.contractNo),
    signDate: str(row.signDate).slice(0, 10),
  };
}

const DOCUMENT = contract.fields.find((f) => f.name === 'document')!;

/**
 * Fills the enabled model of the contract's type and files the result as the contract's document (a previous one
 * replaced), in the caller's transaction. Answers the new attachment and the model used.
 */
export async function generateContractDocument(
  h: HookContext,
  deps: { projects: ProjectApi; files: FileService },
  row: ContractRow,
) {
  return generateFromModel(h, deps.files, {
    type: modelTypeOf(row.leaseType),
    data: await contractDocumentData(h.tx, h.ctx, deps.projects, row, formatDate(new Date())),
    def: contract,
    recordId: row.id,
    field: DOCUMENT.name,
    fileName: `${str(row.contractNo) || row.id}-${str(row.contractName) || '合同'}.docx`,
    replace: true,
  });
}
