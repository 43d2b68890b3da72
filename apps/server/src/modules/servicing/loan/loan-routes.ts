// 放款申请's calls besides the family's: task-loan (the caller's open task on a disbursement and what it may do there),
// handle-disagree (send it back to the starter from a review step), and the live checklist of a contract (conditions).
import { RECORD_STATES, id, l, loan, loanFamily, textarea } from '@flp/shared';
import { formatMoney } from '@flp/shared/finance';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, conflict, invalidField, notFound } from '../../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import type { FlowRuntimeApi } from '../../flow/runtime/types';
import type { LoanConditions } from './conditions';
import { remainingOf } from './loan-rules';

const TAGS = [loan.label['en-US']];
const BASE = `/api${loan.api}`;
/** The step at which the starter adjusts (the model's send-back target): nothing to send back from there. */
const STARTER_STEP = 'starterAdjust';
const RECORD = [id('businessId', l('放款申请', 'Disbursement')), id('id', l('放款申请', 'Disbursement'))];

export interface LoanRouteDeps {
  db: Db;
  runtime: FlowRuntimeApi;
  contracts: ContractModule;
  conditions: LoanConditions;
  service: ResourceService;
}

export function registerLoanRoutes(app: FastifyInstance, deps: LoanRouteDeps) {
  const { db, runtime, contracts, conditions, service } = deps;

  /**
   * The disbursement by businessId or id: within the caller's data scope, or beyond it when the caller holds its open
   * task (an approver in another department); 404 otherwise.
   */
  const load = async (tx: Db, ctx: RequestContext, p: { businessId?: string | null; id?: string | null }) => {
    const rid = p.businessId ?? p.id;
    if (!rid) throw invalidField('businessId', l('请选择一条数据', 'Please select a record'));
    const row = await service.repo.findById(tx, beyondDataScope(ctx), rid);
    const instanceId = String(row?.processInstanceId ?? '');
    const mine =
      row &&
      ((await service.repo.findById(tx, ctx, rid)) || (instanceId && (await runtime.openTaskFor(tx, ctx, instanceId))));
    if (!row || !mine) throw notFound(l('放款申请不存在', 'No such disbursement'));
    return row;
  };

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/task-loan`,
    permission: 'loan_apply_view',
    tags: TAGS,
    summary:
      "放款申请 — the caller's open task on the disbursement (taskId, step) and what they may do: approve (handle-submit / handle-finish), send back (handle-disagree)",
    params: RECORD,
    handler: async ({ ctx, params }) => {
      const row = await load(db, ctx, params);
      const instanceId = String(row.processInstanceId ?? '');
      const running = row.flowState === RECORD_STATES.running;
      const task = running && instanceId ? await runtime.openTaskFor(db, ctx, instanceId) : null;
      return {
        businessId: row.id,
        loanNo: row.loanNo,
        flowState: row.flowState,
        processInstanceId: instanceId,
        taskId: task?.id ?? '',
        taskDefinitionKey: task?.taskDefKey ?? '',
        mayApprove: !!task,
        mayDisagree: !!task && task.taskDefKey !== STARTER_STEP,
        editableFields: task ? ((loanFamily.editableAt as Record<string, unknown>)[task.taskDefKey] ?? []) : [],
      };
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/handle-disagree`,
    // Who may act is decided by the task; the screen's permission keeps others out.
    permission: 'loan_apply_view',
    tags: TAGS,
    summary: "放款申请 — send the disbursement back to its starter from the caller's review step (a comment required)",
    params: [
      ...RECORD,
      id('taskId', l('任务', 'Task')),
      textarea('comment', l('退回意见', 'Reason'), {
        required: l('请填写退回意见', 'please give the reason for sending it back'),
        max: 2000,
      }),
    ],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        const row = await load(h.tx, ctx, params);
        const instanceId = String(row.processInstanceId ?? '');
        if (row.flowState !== RECORD_STATES.running || !instanceId)
          throw badRequest(l('该记录不在审批中', 'The record is not in approval'));
        const task = await runtime.openTaskFor(h.tx, ctx, instanceId);
        if (!task || (params.taskId && params.taskId !== task.id))
          throw conflict(l('没有可办理的任务, 请刷新后重试', 'No open task of yours on it; refresh and retry'));
        if (task.taskDefKey === STARTER_STEP)
          throw badRequest(
            l(
              '发起人调整步骤不能退回, 请重新提交或撤回',
              "At the starter's step there is nothing to send back: resubmit or withdraw",
            ),
          );
        // Through the engine's door: the loan family's pipeline takes the step and moves the record.
        await runtime.take(
          h.tx,
          ctx,
          {
            door: 'complete',
            input: { taskId: task.id, processInstanceId: instanceId, comment: params.comment, flag: 'reject' },
          },
          h.afterCommit,
        );
        return true;
      }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/conditions`,
    permission: 'loan_apply_view',
    tags: TAGS,
    summary:
      '放款申请 — the checklist of a contract (conditions precedent as the tenant applies them) and what it leaves to disburse',
    params: [
      id('contractId', l('合同', 'Contract'), { required: l('请选择合同', 'please select the contract') }),
      id('exceptId', l('放款申请', 'Disbursement')),
    ],
    handler: async ({ ctx, params }) => {
      const contract = await contracts.visibleContract(db, ctx, params.contractId);
      if (!contract) throw notFound(l('合同不存在', 'No such contract'));
      const remaining = await remainingOf(db, ctx, contract, params.exceptId ?? undefined);
      return {
        contractId: contract.id,
        contractState: contract.contractState,
        financeAmount: contract.financeAmount,
        loanedAmount: contract.loanedAmount,
        remaining: formatMoney(remaining),
        conditions: await conditions.check(db, ctx, contract as Row),
      };
    },
  });
}
