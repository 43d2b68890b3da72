// The targets of the field changes, each through its module's interface: a project (批复变更, 项目变更) and a contract
// (合同变更). A project's approved terms moving also moves its contracts not yet signed (drawn again) and asks the
// consent of their guarantors when it adds to what they answer for.
import { CONTRACT_STATES, GUARANTEE_TYPES, l } from '@flp/shared';
import { D } from '@flp/shared/finance';
import type { HookContext } from '../../platform/crud/service';
import { invalidField, labelled } from '../../platform/http/errors';
import type { ContractModule } from '../contract';
import { applyCustomerChange, lockCustomer } from '../customer';
import type { ProjectApi } from '../project';
import type { ChangeTarget } from './field-change';

export interface TargetDeps {
  projects: ProjectApi;
  contracts: ContractModule;
}

/** A project's own fields (项目变更). */
export const projectTarget = ({ projects }: TargetDeps): ChangeTarget => ({
  status: 'projectState',
  lock: (h, id) => projects.lockProject(h.tx, h.ctx, id),
  apply: (h, id, values) => projects.applyChange(h, id, values),
});

/** The terms a guarantor answers for, raised: more financed, a higher rate or penalty, a longer term. */
const AGGRAVATING = ['financeAmount', 'annualRate', 'penaltyRate', 'periods'];

/**
 * A project's approved terms (批复变更): not while a contract of it is in approval (its approvers decide on the terms
 * as they are), its amount never below what its contracts hold; once applied its contracts not yet signed are drawn
 * again; a raise of what a guarantor answers for asks the consent of its contracts' guarantors.
 */
export function approvedTermsTarget(deps: TargetDeps): ChangeTarget {
  const { projects, contracts } = deps;
  const contractsOf = (h: HookContext, projectId: string) => contracts.projectContracts(h.tx, h.ctx, projectId);
  return {
    ...projectTarget(deps),
    async admit(h, project, proposal, refuse) {
      const rows = await contractsOf(h, String(project.id));
      const approving = rows.find((c) => c.contractState === CONTRACT_STATES.approving);
      if (approving)
        throw refuse(
          'projectId',
          l(
            `合同 ${approving.contractNo} 正在审批中, 审批结束后再变更批复`,
            `contract ${approving.contractNo} is in approval: change the approval once it ends`,
          ),
        );
      if (proposal.financeAmount !== undefined) {
        // Its contracts are drawn within the approved amount: it may not fall below what they hold.
        const drawn = rows
          .filter((c) => c.contractState !== CONTRACT_STATES.terminated)
          .reduce((a, c) => a.plus(String(c.financeAmount ?? 0)), new D(0));
        if (new D(String(proposal.financeAmount)).lt(drawn))
          throw refuse(
            'proposed.financeAmount',
            l(
              `不能低于项目下合同金额合计 ${drawn.toFixed(2)} 元`,
              `cannot be below the ${drawn.toFixed(2)} yuan its contracts hold`,
            ),
          );
      }
    },
    async afterApply(h, project) {
      for (const c of await contractsOf(h, String(project.id))) await contracts.redraw(h, String(c.id));
    },
    async guarantors(h, project, proposal) {
      const raised = AGGRAVATING.some(
        (k) => proposal[k] !== undefined && new D(String(proposal[k])).gt(String(project[k] ?? 0)),
      );
      if (!raised) return [];
      const names = new Set<string>();
      for (const c of await contractsOf(h, String(project.id)))
        if (c.contractState !== CONTRACT_STATES.terminated)
          for (const n of await projects.contractGuarantors(h.tx, h.ctx, String(c.id))) names.add(n);
      return [...names];
    },
  };
}

/** A contract's own fields (合同变更). */
export const contractTarget = ({ contracts }: TargetDeps): ChangeTarget => ({
  status: 'contractState',
  lock: (h, id) =>
    contracts.findContract(h.tx, h.ctx, id).then((c) => (c ? contracts.lockContract(h.tx, h.ctx, id) : undefined)),
  apply: (h, id, values) => contracts.applyChange(h, id, values),
});

/**
 * A 最高额保证 (最高额变更): only one of that type; its ceiling never below what the contracts it covers have taken, its
 * period's end not before its start.
 */
export function maxGuaranteeTarget({ projects }: TargetDeps): ChangeTarget {
  return {
    lock: (h, id) => projects.lockGuarantee(h.tx, h.ctx, id),
    apply: (h, id, values) => projects.applyGuaranteeChange(h, id, values),
    async admit(_h, g, proposal, refuse) {
      if (Number(g.guarType) !== GUARANTEE_TYPES.maximum)
        throw refuse(
          'guaranteeId',
          l('只有最高额保证有最高额可以变更', 'only a maximum-amount guarantee has a ceiling to change'),
        );
      const used = new D(String(g.usedAmount ?? 0));
      if (proposal.maxAmount !== undefined && new D(String(proposal.maxAmount)).lt(used))
        throw refuse(
          'proposed.maxAmount',
          l(
            `不能低于已占用额度 ${used.toFixed(2)} 元`,
            `cannot be below the ${used.toFixed(2)} yuan the covered contracts take`,
          ),
        );
      const start = String(proposal.startDate ?? g.startDate ?? '');
      const end = String(proposal.endDate ?? g.endDate ?? '');
      if (start && end && end < start)
        throw invalidField(
          'proposed.endDate',
          labelled(
            l('保证期间止', 'Period to'),
            l(`不能早于保证期间起 ${start}`, `cannot be before the start ${start}`),
          ),
        );
    },
  };
}

/** The lessee's particulars (一般变更), through the customer module. */
export const customerTarget = (): ChangeTarget => ({
  lock: (h, id) => lockCustomer(h.tx, h.ctx, id),
  apply: (h, id, values) => applyCustomerChange(h, id, values),
});
