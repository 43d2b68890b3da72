// The contract area's families: 合同审批 (contract) over the contract, and 中登登记 (supplement) over the registration —
// their rules and their default models (deployed at boot with deployFamilyModels).
import {
  CONTRACT_STATES,
  RECORD_STATES,
  type contract,
  contractFamily,
  type contractRegistration,
  l,
  supplementFamily,
} from '@flp/shared';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ResourceService } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { DEPT_LEADER_REVIEW, GM_REVIEW, RISK_REVIEW, STARTER_ADJUST, aboveThreshold, chainModel } from '../flow/chains';
import type { DefaultModel } from '../flow/definitions';
import type { FamilyRules } from '../flow/families';
import { paramValue } from '../system';
import { contractRepos } from './repos';

/** The system parameter holding the financed amount above which 总经理 approves a contract. */
export const CONTRACT_GM_THRESHOLD_PARAM = 'flow.contract.gmThreshold';
export const CONTRACT_GM_THRESHOLD_DEFAULT = 5000000;

export async function contractGmThreshold(db: Db, ctx: RequestContext): Promise<number> {
  const v = Number(await paramValue(db, ctx, CONTRACT_GM_THRESHOLD_PARAM));
  return Number.isFinite(v) && v >= 0 ? v : CONTRACT_GM_THRESHOLD_DEFAULT;
}

export const contractRules: FamilyRules<typeof contract> = {
  validate(_h, record) {
    if (!(record.document ?? '').trim())
      throw badRequest(l('请先生成合同文本', 'Generate the contract document first'));
  },
  // Read again at every step (the machinery recomputes the routing variables): a corrected amount is routed as it
  // stands, against the threshold in force when the approval reaches the gateway.
  async variables(h, record) {
    return { amount: Number(record.financeAmount ?? 0), threshold: await contractGmThreshold(h.tx, h.ctx) };
  },
};

/** 中登登记: of a signed contract, once; on approval the contract carries the registry number and date. */
export function supplementRules(contracts: ResourceService): FamilyRules<typeof contractRegistration> {
  return {
    async validate(h, record) {
      const wide = beyondDataScope(h.ctx);
      const c = await contractRepos.contract.findById(h.tx, wide, String(record.contractId));
      if (!c || c.contractState !== CONTRACT_STATES.signed)
        throw badRequest(l('合同尚未签约, 不能办理中登登记', 'The contract is not signed; it cannot be registered'));
      const r = contractRepos.registration;
      const [other] = await r.list(h.tx, wide, {
        where: [
          and(
            eq(r.col('contractId'), String(record.contractId)),
            ne(r.col('id'), record.id),
            inArray(r.col('flowState'), [RECORD_STATES.running, RECORD_STATES.approved]),
          )!,
        ],
        limit: 1,
      });
      if (other)
        throw badRequest(
          l('该合同已有审批中或已通过的中登登记', 'The contract already has a registration in approval or approved'),
        );
    },
    async onApproved(h, record) {
      await contracts.patch({ ...h, ctx: beyondDataScope(h.ctx) }, String(record.contractId), {
        registrationNo: record.registrationNo,
        registrationDate: record.registrationDate,
      });
    },
  };
}

/**
 * ContractApproval: 部门负责人 → 风控 → 总经理 when the financed amount is above the threshold (parameter
 * flow.contract.gmThreshold); CentralRegistration: 部门负责人. Every 驳回 to the starter's 发起人调整. Drawn from
 * their chains (modules/flow/chains) when this module loads.
 */
const MODELS: DefaultModel[] = [
  chainModel(contractFamily, 'contract.bpmn20.xml', '合同审批', {
    documentation:
      '合同审批：部门负责人、风控审核，融资金额超过阈值（参数 flow.contract.gmThreshold）再经总经理审批；任一步驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW, RISK_REVIEW, { ...GM_REVIEW, when: aboveThreshold('融资金额') }],
    correction: STARTER_ADJUST,
  }),
  chainModel(supplementFamily, 'registration.bpmn20.xml', '中登登记', {
    documentation: '中登登记：部门负责人审批；驳回回到发起人调整，重新提交或结束。',
    steps: [DEPT_LEADER_REVIEW],
    correction: STARTER_ADJUST,
  }),
];

export function contractModels(): DefaultModel[] {
  return MODELS;
}
