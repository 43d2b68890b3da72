// 资产保全 (issue 32 item 7; WAVE3-BRIEF §3.6): the court preservation case against a defaulted lessee's side as a
// workflow family of its own (rules.ts: the claim from the ledger, the court's fees), its targets offered from the
// contract's parties and security (candidates.ts), the company's latest figures for the claim (from its diligence
// reports), and the case's progress with the court once approved (案件进展).
import {
  PRESERVATION_CASE_MOVES,
  PRESERVATION_CASE_STATES,
  dict,
  id,
  l,
  preservation,
  preservationFamily,
  ref,
  customer,
  fieldLabel,
  optionLabel,
} from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, notFound } from '../../platform/http/errors';
import type { ContractModule } from '../contract';
import type { DiligenceApi } from '../diligence';
import { type FlowRuntimeApi, registerWorkflowFamily } from '../flow';
import { defineModule } from '../host';
import type { RequestContext } from '../../platform/tenancy/context';
import type { ServicingApi } from '../servicing';
import { type CandidateKind, candidates } from './candidates';
import { seedPreservationDemo } from './demo-seed';
import { PRESERVATION_MENUS } from './menus';
import { preservationModels } from './models';
import { preservationRepos } from './repos';
import { preservationRules } from './rules';

const BASE = `/api${preservation.api}`;
const ASSET_KEYS = ['cash', 'receivables', 'inventory', 'currentAssets', 'totalAssets', 'totalLiabilities', 'equity'];
const PROFIT_KEYS = ['revenue', 'operatingProfit', 'totalProfit', 'netProfit', 'operatingCashFlow'];
const TAGS = ['Preservation'];

export interface PreservationModuleDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  contracts: ContractModule;
  servicing: ServicingApi;
  diligence: DiligenceApi;
}

const CANDIDATE_CALLS: [string, CandidateKind, string][] = [
  ['addLessee', 'lessee', '承租人及租赁物'],
  ['addGuarantee', 'guarantee', '保证人'],
  ['addMortgage', 'mortgage', '抵押物'],
  ['addPledge', 'pledge', '质押物'],
];

export function registerPreservationModule(app: FastifyInstance, deps: PreservationModuleDeps) {
  const { db, runtime, contracts, servicing, diligence } = deps;
  const { hooks, rules } = preservationRules({ contracts, servicing });
  const service = registerResourceRoutes(app, { repo: preservationRepos.case, db, hooks });
  const family = registerWorkflowFamily(app, preservationFamily, { db, runtime, service }, rules);

  const mainId = id('mainId', fieldLabel(preservation, 'contractId'), {
    required: l('请选择合同', 'please select the contract'),
  });
  for (const [call, kind, what] of CANDIDATE_CALLS)
    defineRoute(app, {
      method: 'GET',
      url: `${BASE}/${call}`,
      permission: 'risk_preservation_view',
      tags: TAGS,
      summary: `资产保全 — the ${what} of the contract (mainId) as rows for the case's 保全标的`,
      params: [mainId],
      handler: async ({ ctx, params }) => {
        const contract = await contracts.visibleContract(db, ctx, params.mainId);
        if (!contract) throw notFound(l('合同不存在', 'No such contract'));
        return candidates(db, ctx, contract, kind);
      },
    });

  const companyId = ref('companyId', l('企业', 'Company'), () => customer, {
    required: l('请选择企业', 'please select the company'),
  });
  /** The figures named, from the company's latest statements or diligence report (null when none). */
  const latest = async (ctx: RequestContext, company: string, keys: readonly string[]) => {
    const f = await diligence.latestFigures(ctx, company);
    if (!f) return null;
    return {
      source: f.source,
      diligenceNo: f.diligenceNo,
      reportId: f.source === 'statements' ? f.reportId : null,
      year: f.year,
      months: f.months,
      ...Object.fromEntries(keys.map((k) => [k, f.figures[k] ?? null])),
    };
  };
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/beforeGetRecentAsset`,
    permission: 'risk_preservation_view',
    tags: TAGS,
    summary:
      '资产保全 — the company’s latest balance-sheet totals (from its diligence report’s figures; null when none)',
    params: [companyId],
    handler: ({ ctx, params }) => latest(ctx, params.companyId, ASSET_KEYS),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/beforeGetRecentProfit`,
    permission: 'risk_preservation_view',
    tags: TAGS,
    summary: '资产保全 — the company’s latest results (from its diligence report’s figures; null when none)',
    params: [companyId],
    handler: ({ ctx, params }) => latest(ctx, params.companyId, PROFIT_KEYS),
  });

  // 案件进展: an approved case moves with the court, forward only (released from any state).
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/updateCaseState`,
    permission: 'risk_preservation_state',
    tags: TAGS,
    summary: '资产保全 — an approved case’s progress with the court (申请中 → 已裁定 → 已执行, or 已解除)',
    params: [
      id('id', preservation.noun!, { required: l('请选择资产保全', 'please select the case') }),
      dict('caseState', fieldLabel(preservation, 'caseState'), 'preservation_case_state', {
        options: PRESERVATION_CASE_STATES,
        required: l('请选择案件进展', 'please select the state'),
      }),
    ],
    handler: async ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        const r = preservationRepos.case;
        const row = await r.lockById(h.tx, ctx, params.id);
        if (row.flowState !== 'approved')
          throw badRequest(
            l('资产保全审批通过后才能登记案件进展', 'A case’s progress is recorded once it is approved'),
          );
        const from = String(row.caseState ?? 'APPLYING');
        if (!PRESERVATION_CASE_MOVES[from]?.includes(String(params.caseState))) {
          const [a, b] = [from, String(params.caseState)].map((v) => optionLabel(preservation, 'caseState', v));
          throw badRequest(
            l(
              `案件进展不能从「${a['zh-CN']}」改为「${b['zh-CN']}」`,
              `The case cannot move from ${a['en-US']} to ${b['en-US']}`,
            ),
          );
        }
        await service.patch(h, row.id, { caseState: params.caseState }, undefined, row);
        return true;
      }),
  });
  return { family };
}

export type PreservationModule = ReturnType<typeof registerPreservationModule>;

declare module '../host' {
  interface ModuleApis {
    preservation: PreservationModule;
  }
}

export const preservationModule = defineModule({
  name: 'preservation',
  menus: PRESERVATION_MENUS,
  uses: ['flow', 'contract', 'servicing', 'diligence', 'numbering', 'project', 'customer', 'system'],
  register: (host, { flow, contract, servicing, diligence }) =>
    registerPreservationModule(host.app, {
      db: host.db,
      runtime: flow.runtime,
      contracts: contract,
      servicing: servicing.api,
      diligence,
    }),
  boot: (host, _api, { flow }) => flow.deployModels(host.db, preservationModels()),
  // One case, approved and ruled (demo-seed.ts).
  demo: (host, module, { flow, contract }) =>
    seedPreservationDemo(host.db, { module, runtime: flow.runtime, system: host.system, contracts: contract }),
});
