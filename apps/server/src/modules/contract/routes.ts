// contract/contract's and beforeContract's own calls besides the family's: the document (createContract,
// downloadContract), signing, the reads the contract screens need, and the customer's contracts.
import {
  CONTRACT_STATES,
  CONTRACT_STATE_OPTIONS,
  WORKFLOW_FAMILIES,
  attachments as attachmentsField,
  contract,
  date,
  flowCategory,
  id,
  l,
  text,
} from '@flp/shared';
import { Decimal } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { forbidden, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import type { FlowRuntimeApi } from '../flow/runtime/types';
import type { ProjectApi } from '../project';
import { type FileService, downloadHeaders } from '../resource';
import { generateDocument, signContract } from './actions';

export interface ContractRouteDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  files: FileService;
  projects: ProjectApi;
  contracts: ResourceService<typeof contract>;
}

const TAGS = [contract.label['en-US']];
/** The family of a process category (`flow_<key>`). */
const familyOfCategory = (category: string) => WORKFLOW_FAMILIES.find((f) => flowCategory(f.categoryKey) === category);
const C = `/api${contract.api}`;
const BEFORE = '/api/rzzl_qy/beforeContract/beforeContract';
const CUSTOMER = '/api/rzzl_qy/customer/basicinfo';
const CONTRACT_ID = (name: string) =>
  id(name, l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') });
const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
const money = (v: unknown) => new Decimal(String(v ?? '0') || '0');

export function registerContractRoutes(app: FastifyInstance, deps: ContractRouteDeps) {
  const { db, runtime, files, projects, contracts } = deps;
  const repo = contracts.repo;
  const actionDeps = { projects, files, contracts };

  /** The contract within the caller's data scope, or 404. */
  const load = async (via: Db, ctx: RequestContext, contractId: string) => {
    const row = await repo.findById(via, ctx, contractId);
    if (!row) throw notFound(l('合同不存在', 'No such contract'));
    return row;
  };

  // The spec's createContract is GET; the web app posts it. A GET generates too: same permission, same transaction.
  defineRoute(app, {
    method: ['POST', 'GET'],
    url: [`${BEFORE}/createContract`, `${C}/createContract`],
    // The 生成合同 button, or the contract's own account manager.
    permission: null,
    tags: TAGS,
    summary: '合同 — generate the document from the enabled model of its type (draft only) → {id, name, link}',
    title: l('合同 — 生成合同', 'Contracts — Generate the document'),
    params: [CONTRACT_ID('id')],
    handler: ({ ctx, params, req }) =>
      contracts.write(ctx, { req }, async (h) => {
        const row = await load(h.tx, ctx, params.id);
        if (!ctx.permissions.has('contract_info_generate') && (row.owner ?? '') !== ctx.userId) throw forbidden();
        return generateDocument(h, actionDeps, row);
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: [`${BEFORE}/downloadContract`, `${C}/downloadContract`],
    permission: 'contract_info_view',
    ticket: true,
    tags: TAGS,
    summary: '合同 — the generated document (.docx; header or download ticket)',
    params: [CONTRACT_ID('id')],
    handler: async ({ ctx, params, reply }) => {
      const row = await load(db, ctx, params.id);
      const fileId = (row.document ?? '').split(',').filter(Boolean)[0];
      const file = fileId ? await files.read(db, ctx, fileId, DOCUMENT_MAX_BYTES) : null;
      if (!file?.bytes) throw notFound(l('合同文本尚未生成', 'The contract document has not been generated'));
      const meta = { contentType: file.row.contentType, originalName: file.row.originalName };
      return reply.headers(downloadHeaders({ ...meta, public: false }, true)).send(file.bytes);
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${C}/sign`,
    permission: 'contract_info_sign',
    tags: TAGS,
    summary: '合同 — sign an approved contract (its scan attached); its project becomes 已签约, in one transaction',
    params: [
      CONTRACT_ID('id'),
      date('signDate', l('签订日期', 'Signing date'), {
        required: l('请选择签订日期', 'please select the signing date'),
      }),
      text('signPlace', l('签订地点', 'Signing place'), { max: 100 }),
      attachmentsField('signedScan', l('签约扫描件', 'Signed scan'), {
        required: l('请上传签约扫描件', 'please upload the signed scan'),
        max: 10,
      }),
    ],
    handler: ({ ctx, params, req }) =>
      contracts.write(ctx, { req }, async (h) => {
        const row = await load(h.tx, ctx, params.id);
        await signContract(h, actionDeps, row, {
          signDate: params.signDate,
          signPlace: params.signPlace,
          signedScan: params.signedScan,
        });
        return true;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${C}/getResidueamtList`,
    permission: 'contract_info_view',
    tags: TAGS,
    summary: '合同 — a guarantee (by its number): the contracts it covers with their amounts, and what is left',
    params: [
      text('guaranteeNo', l('担保编号', 'Guarantee number'), {
        required: l('请输入担保编号', 'please enter the guarantee number'),
        max: 50,
      }),
    ],
    handler: async ({ ctx, params }) => {
      const cover = await projects.guaranteeCover(db, ctx, params.guaranteeNo);
      if (!cover) throw notFound(l('担保不存在', 'No such guarantee'));
      const ids = [...new Set(cover.details.map((d) => d.contractId))];
      const rows = ids.length ? await repo.findIds(db, ctx, ids) : [];
      const byId = new Map(rows.map((r) => [r.id, r]));
      return {
        guarantee: cover.guarantee,
        residue: cover.residue,
        records: cover.details.map((d) => ({
          contractId: d.contractId,
          contractNo: byId.get(d.contractId)?.contractNo ?? '',
          contractName: byId.get(d.contractId)?.contractName ?? '',
          amount: d.amount,
        })),
      };
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${C}/contractByConId`,
    permission: 'contract_info_view',
    tags: TAGS,
    summary: '合同 — the contract with its project name and document',
    params: [CONTRACT_ID('contractId')],
    handler: async ({ ctx, params, req }) => contracts.detail(ctx, params.contractId, { req }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${C}/changeApprovalDetails`,
    permission: 'contract_info_view',
    tags: TAGS,
    summary:
      '合同 — every approval round of the contract (合同审批, and its change families as they arrive) with its decisions',
    params: [CONTRACT_ID('contractId')],
    handler: async ({ ctx, params }) => {
      const row = await load(db, ctx, params.contractId);
      const rounds = await runtime.instancesOfRecord(db, ctx, contract.table, row.id);
      const out = [];
      for (const i of rounds) {
        const family = familyOfCategory(i.category);
        out.push({
          processInstanceId: i.id,
          family: family?.code ?? '',
          familyLabel: family?.label['zh-CN'] ?? i.processKey,
          state: i.state,
          lastDecision: i.lastDecision,
          startTime: i.startTime,
          endTime: i.endTime,
          steps: await runtime.decisionsOf(db, ctx, i.id),
        });
      }
      return out;
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${C}/effectiveList`,
    permission: 'contract_info_view',
    tags: TAGS,
    summary: '合同 — signed contracts, paged, with the standard filters',
    paged: true,
    params: [],
    handler: async ({ ctx, req, paging }) =>
      contracts.page(ctx, { ...(req.query as Row), contractState: CONTRACT_STATES.signed }, { req, paging }),
  });

  const COMPANY = id('companyId', l('客户', 'Customer'), { required: l('请选择客户', 'please select the customer') });
  const ofCustomer = (ctx: RequestContext, companyId: string) => contracts.list(ctx, { customerId: companyId });

  defineRoute(app, {
    method: 'GET',
    url: `${CUSTOMER}/getContractList`,
    permission: 'customer_basicinfo_view',
    tags: TAGS,
    summary: "客户 — the customer's contracts",
    params: [COMPANY],
    handler: async ({ ctx, params }) => ofCustomer(ctx, params.companyId),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${CUSTOMER}/getContractBasicinfo`,
    permission: 'customer_basicinfo_view',
    tags: TAGS,
    summary: "客户 — the customer's contracts in sum: count by state, total financed, total signed",
    params: [COMPANY],
    handler: async ({ ctx, params }) => {
      const rows = await ofCustomer(ctx, params.companyId);
      const byState = Object.fromEntries(CONTRACT_STATE_OPTIONS.map((o) => [o.value, 0]));
      let financed = new Decimal(0);
      let signed = new Decimal(0);
      for (const r of rows) {
        byState[String(r.contractState)] = (byState[String(r.contractState)] ?? 0) + 1;
        financed = financed.plus(money(r.financeAmount));
        if (r.contractState === CONTRACT_STATES.signed) signed = signed.plus(money(r.financeAmount));
      }
      return {
        count: rows.length,
        byState,
        financeAmount: financed.toFixed(2),
        signedAmount: signed.toFixed(2),
      };
    },
  });
}
