// What is done to a contract besides its approval — generating its document, signing it — as functions, so the
// screen's calls and the demo seed do the same thing (routes.ts wraps them in the caller's transaction).
import { CONTRACT_STATES, LEASE_TERM_NAMES, contract } from '@flp/shared';
import { linkedFields } from '../../platform/crud/field-links';
import type { HookContext, ResourceService } from '../../platform/crud/service';
import type { ProjectApi } from '../project';
import type { FileService } from '../resource';
import { generateContractDocument } from './document';
import type { ContractRow } from './repos';
import { assertContractState } from './rules';

export interface ContractActionDeps {
  projects: ProjectApi;
  files: FileService;
  contracts: ResourceService<typeof contract>;
}

export const DOWNLOAD_PATH = '/api/rzzl_qy/beforeContract/beforeContract/downloadContract';

/** A draft contract's document generated from the enabled model of its type (a previous one replaced). */
export async function generateDocument(h: HookContext, deps: ContractActionDeps, row: ContractRow) {
  assertContractState(row, [CONTRACT_STATES.draft], { zh: '生成合同文本', en: 'given a new document' });
  const made = await generateContractDocument(h, deps, row);
  await deps.contracts.patch(h, row.id, { document: made.id, modelId: made.modelId }, undefined, row);
  h.changed(contract.name, 'update', [row.id]);
  return { id: made.id, name: made.name, link: `${DOWNLOAD_PATH}?id=${row.id}` };
}

export interface Signing {
  signDate: string;
  signPlace?: string | null;
  /** Attachment ids of the signed scan (put-file answered them). */
  signedScan: string;
}

/** An approved contract signed (its scan linked); its project becomes 已签约 — one transaction. */
export async function signContract(h: HookContext, deps: ContractActionDeps, row: ContractRow, signing: Signing) {
  assertContractState(row, [CONTRACT_STATES.approved], { zh: '签约', en: 'signed' });
  const values = { signDate: signing.signDate, signPlace: signing.signPlace ?? null, signedScan: signing.signedScan };
  await deps.contracts.transition(h.ctx, row.id, CONTRACT_STATES.signed, { within: h, values });
  // The scan's files are linked to the contract as a save would link them.
  for (const { field, linker } of linkedFields(contract))
    if (field.name === 'signedScan') await linker.write(h, contract, field, row.id, signing.signedScan);
  await deps.projects.contractSigned(h, String(row.projectId));
}

/**
 * A contract not yet signed drawn again from its project after the project's approved terms changed (批复变更): the
 * terms but its own amount copied again and, when it had a document, the document generated again from its model. A draft or an
 * approved contract awaiting signature; any other is left as it is (the caller refuses one in approval).
 */
export async function redrawContract(h: HookContext, deps: ContractActionDeps, row: ContractRow) {
  if (row.contractState !== CONTRACT_STATES.draft && row.contractState !== CONTRACT_STATES.approved) return;
  const { project } = await deps.projects.bundle(h.tx, h.ctx, String(row.projectId));
  // The contract's own amount stays its own (a project may be drawn in several contracts); the rest of the terms follow.
  const terms = Object.fromEntries(
    LEASE_TERM_NAMES.filter((name) => name !== 'financeAmount').map((name) => [name, project[name] ?? null]),
  );
  let fresh = await deps.contracts.patch(h, row.id, terms, undefined, row);
  if (row.document) {
    const made = await generateContractDocument(h, deps, fresh);
    fresh = await deps.contracts.patch(h, row.id, { document: made.id, modelId: made.modelId }, undefined, fresh);
  }
  h.changed(contract.name, 'update', [row.id]);
  return fresh;
}
