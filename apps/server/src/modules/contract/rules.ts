// The contract's own rules (hooks on its service): drawn from an approved project — lessee, lease type, owner and
// terms copied unless given — numbered from the `contract` rule, and the project's contracts together within the
// project's financed amount.
import { LEASE_TERM_NAMES, PROJECT_STATES, type RowOf, contract, l, type project as projectDef } from '@flp/shared';
import { Decimal } from '@flp/shared/finance';
import { and, eq, ne } from 'drizzle-orm';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { badRequest, invalidField, labelled } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import { NumberingService } from '../numbering';
import type { ProjectApi, ProjectBundle } from '../project';

type ContractRepo = ResourceRepository<typeof contract>;

const FIELD = (name: string) => contract.fields.find((f) => f.name === name)!;
const blank = (v: unknown) => v === undefined || v === null || v === '';
/** The project states a contract may be drawn in (已批准, or 已签约 for a further contract). */
const DRAWABLE: string[] = [PROJECT_STATES.approved, PROJECT_STATES.contracted];

/** Fields only the server writes (copied from the project, generated, signed, registered). */
export const CONTRACT_SERVER_FIELDS = [
  'contractNo',
  'customerId',
  'leaseType',
  'owner',
  'modelId',
  'document',
  'signDate',
  'signPlace',
  'signedScan',
  'registrationNo',
  'registrationDate',
  'loanedAmount',
];

/** Σ financeAmount of the project's contracts, `exceptId` aside. */
async function drawn(tx: Db, h: HookContext, repo: ContractRepo, projectId: string, exceptId?: string) {
  const rows = await repo.list(tx, beyondDataScope(h.ctx), {
    where: [and(eq(repo.col('projectId'), projectId), exceptId ? ne(repo.col('id'), exceptId) : undefined)!],
    limit: 10_000,
  });
  return rows.reduce((s, r) => s.plus(r.financeAmount ?? '0'), new Decimal(0));
}

/** The project's financed amount less what its other contracts take: the new amount may not exceed it. */
async function assertWithinProject(
  h: HookContext,
  repo: ContractRepo,
  project: Pick<RowOf<typeof projectDef>, 'id' | 'financeAmount'>,
  amount: unknown,
  exceptId?: string,
) {
  if (blank(amount)) return;
  const left = new Decimal(project.financeAmount ?? '0').minus(await drawn(h.tx, h, repo, project.id, exceptId));
  if (new Decimal(String(amount)).gt(left)) {
    const shown = Decimal.max(left, 0).toFixed(2);
    throw invalidField(
      'financeAmount',
      labelled(
        FIELD('financeAmount').label,
        l(`超过项目融资金额, 剩余可用 ${shown} 元`, `exceeds the project's financed amount; ${shown} yuan left`),
      ),
    );
  }
}

export function contractHooks(projects: ProjectApi, repo: ContractRepo): ResourceHooks<typeof contract> {
  // The bundle read in prepare, for beforeCreate of the same write.
  const bundles = new WeakMap<Row, ProjectBundle>();
  return {
    serverFields: CONTRACT_SERVER_FIELDS,
    async prepare(h, body, current) {
      if (current || blank(body.projectId)) return;
      const bundle = await projects.bundle(h.tx, h.ctx, String(body.projectId));
      const { project } = bundle;
      if (!DRAWABLE.includes(String(project.projectState)))
        throw invalidField(
          'projectId',
          labelled(
            FIELD('projectId').label,
            l('项目未批准, 不能签订合同', 'is not approved; no contract can be drawn from it'),
          ),
        );
      for (const name of LEASE_TERM_NAMES) if (blank(body[name])) body[name] = project[name] ?? null;
      if (blank(body.contractName)) body.contractName = `${project.projectName}融资租赁合同`;
      bundles.set(body, bundle);
    },
    async beforeCreate(h, values, body) {
      const bundle = bundles.get(body);
      // No project given (a draft saved without one): the project is what a contract is drawn from.
      if (!bundle)
        throw invalidField('projectId', FIELD('projectId').required ?? l('请选择项目', 'please select the project'));
      const { project } = bundle;
      values.customerId = project.customerId ?? null;
      values.leaseType = project.leaseType ?? null;
      values.owner = project.owner ?? null;
      values.loanedAmount = '0';
      await assertWithinProject(h, repo, project, values.financeAmount);
      values.contractNo = await NumberingService.next(h.tx, h.ctx, 'contract');
    },
    async beforeUpdate(h, values, current) {
      if (values.financeAmount === undefined || values.financeAmount === current.financeAmount) return;
      const { project } = await projects.bundle(h.tx, h.ctx, String(current.projectId));
      await assertWithinProject(h, repo, project, values.financeAmount, current.id);
    },
    async afterWrite(h, row, _body, created) {
      if (created) await projects.attachToContract(h, String(row.projectId), row.id);
    },
  };
}

/** A contract in a state that allows the action, else a 400 saying where it stands. */
export function assertContractState(row: Row, allowed: string[], action: { zh: string; en: string }) {
  if (!allowed.includes(String(row.contractState)))
    throw badRequest(l(`合同当前状态不能${action.zh}`, `A contract in its present state cannot be ${action.en}`));
}
