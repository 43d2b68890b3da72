// The views the change screens read before and beside a change (spec: approvalChange getProcessproVO, getBeforeContractVO,
// isOneLoan; projectChange getProcessproVO, getBeforeContractVO; 担保变更's contractSecurity): the project as approved, the contract as it stands,
// and how many disbursements a contract has had — each within the caller's data scope, read-only.
import { APPROVAL_CHANGE, COMMON_CHANGE, FIELD_CHANGES, guaranteeChange, id, l } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { defineRoute } from '../../platform/http/define-route';
import { notFound } from '../../platform/http/errors';
import { visibleCustomerIds } from '../customer';
import type { ChangesModuleDeps } from './index';

const PROJECT = id('entId', l('项目', 'Project'), { required: l('请选择项目', 'please select the project') });
const CONTRACT = id('contractId', l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') });

export function registerChangeRoutes(app: FastifyInstance, { db, projects, contracts, servicing }: ChangesModuleDeps) {
  // getProcessproVO where a project changes; getBeforeContractVO on each (合同变更's screen reads its contract so too).
  for (const { decl } of FIELD_CHANGES) {
    const tags = [decl.label['en-US']];
    if (decl.target.field === 'projectId')
      defineRoute(app, {
        method: 'GET',
        url: `/api${decl.api}/getProcessproVO`,
        permission: `${decl.permission}_view`,
        tags,
        summary: `${decl.label['zh-CN']} — the project as it stands (its terms, items and security), to change from`,
        params: [PROJECT],
        handler: async ({ ctx, params }) => {
          const projectId = String(params.entId);
          if (!(await projects.visible(db, ctx, projectId))) throw notFound(l('项目不存在', 'No such project'));
          return (await projects.bundle(db, ctx, projectId)).project;
        },
      });
    defineRoute(app, {
      method: 'GET',
      url: `/api${decl.api}/getBeforeContractVO`,
      permission: `${decl.permission}_view`,
      tags,
      summary: `${decl.label['zh-CN']} — the contract as it stands, before the change`,
      params: [CONTRACT],
      handler: async ({ ctx, params }) => {
        const row = await contracts.visibleContract(db, ctx, String(params.contractId));
        if (!row) throw notFound(l('合同不存在', 'No such contract'));
        return row;
      },
    });
  }
  defineRoute(app, {
    method: 'GET',
    url: `/api${APPROVAL_CHANGE.api}/isOneLoan`,
    permission: `${APPROVAL_CHANGE.permission}_view`,
    tags: [APPROVAL_CHANGE.label['en-US']],
    summary:
      '批复变更 — whether the contract has had at most one disbursement: {oneLoan, count, amount}; a change of the terms applies to disbursements to come, those made change through 借据变更 / 展期',
    params: [CONTRACT],
    handler: async ({ ctx, params }) => {
      const contractId = String(params.contractId);
      if (!(await contracts.visibleContract(db, ctx, contractId))) throw notFound(l('合同不存在', 'No such contract'));
      const d = await servicing.contractDisbursements(db, ctx, contractId);
      return { oneLoan: d.count <= 1, count: d.count, amount: d.amount };
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `/api${COMMON_CHANGE.api}/changeLoan`,
    permission: `${COMMON_CHANGE.permission}_view`,
    tags: [COMMON_CHANGE.label['en-US']],
    summary:
      '一般变更 — the lessee’s IOUs (number, contract, amount, principal left, repayment account, state): what a change of the lessee’s particulars may have to follow (their account through 借据变更)',
    params: [id('customerId', l('承租人', 'Lessee'), { required: l('请选择承租人', 'please select the lessee') })],
    handler: async ({ ctx, params }) => {
      const customerId = String(params.customerId);
      if (!(await visibleCustomerIds(db, ctx, [customerId])).has(customerId))
        throw notFound(l('客户不存在', 'No such customer'));
      return servicing.customerIous(db, ctx, customerId);
    },
  });
  defineRoute(app, {
    method: 'GET',
    url: `/api${guaranteeChange.api}/contractSecurity`,
    permission: `${guaranteeChange.permission}_view`,
    tags: [guaranteeChange.label['en-US']],
    summary:
      '担保变更 — the contract’s security as it stands: {guarantees, bases}, its own guarantees and 抵质押合同 not released (what a change may release)',
    params: [CONTRACT],
    handler: async ({ ctx, params }) => {
      const contractId = String(params.contractId);
      if (!(await contracts.visibleContract(db, ctx, contractId))) throw notFound(l('合同不存在', 'No such contract'));
      return projects.contractSecurity(db, ctx, contractId);
    },
  });
}
