// 项目结项 (the `endOfProject` family over fl_end_of_project; WAVE3-BRIEF §2.11): a change over a project (flow/families/
// change.ts, kind 'project'). Every save locks the project and keeps on the record its checklist and figures as they
// stand (checklist.ts, figures.ts); the last approval reviews them again in its own transaction and, only when every
// line is met, closes the project and ends its contracts — through the project and contract modules' interfaces, each
// move written to that record's modification history there. The project and its contracts are never written here.
import {
  END_OF_PROJECT_FIGURES,
  type Localized,
  PROJECT_STATES,
  PROJECT_STATE_OPTIONS,
  endOfProject as def,
  l,
} from '@flp/shared';
import { numberUnder } from '../../../platform/crud/numbered';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../../platform/crud/service';
import { nowString } from '../../../platform/db/time';
import { beyondDataScope } from '../../../platform/tenancy/context';
import type { ContractModule } from '../../contract';
import type { ChangeOver } from '../../flow/families/change';
import type { ProjectApi } from '../../project';
import { fieldsOf, given } from '../changes/record';
import { businessDate } from '../ledger';
import { projectArchive } from './archive';
import { type ClosingLine, closingChecklist, unmetLabels } from './checklist';
import { closingFigures } from './figures';
import { projectLedger } from './ledger';
import { endOfProjectRepos } from './repos';

export const { labelOf, refuse } = fieldsOf(def);

export interface EndOfProjectDeps {
  projects: ProjectApi;
  contracts: ContractModule;
}

const stateLabel = (state: unknown): Localized =>
  PROJECT_STATE_OPTIONS.find((o) => o.value === state)?.label ?? l(String(state ?? ''), String(state ?? ''));

/** Only a project with its contracts signed and disbursed (已签约) is closed; one already closed is not again. */
function assertClosable(project: Row) {
  if (project.projectState === PROJECT_STATES.contracted) return;
  const s = stateLabel(project.projectState);
  throw refuse(
    'projectId',
    l(
      `项目${s['zh-CN']}, 只有已签约的项目可以结项`,
      `the project is ${s['en-US'].toLowerCase()}: only a contracted project is closed`,
    ),
  );
}

/** A review of the closing as it would stand: its checklist, the values it keeps, and the project's contracts. */
export interface ClosingReview {
  checklist: ClosingLine[];
  values: Row;
  contracts: Row[];
}

export function endOfProjectParts({ projects, contracts }: EndOfProjectDeps) {
  const repo = endOfProjectRepos.closing;

  /** The project the record names, locked; absent or unknown it is refused by the record's label for it. */
  const lock = async (h: HookContext, id: string) => {
    const project = await projects.lockProject(h.tx, h.ctx, id);
    if (!project) throw refuse('projectId', l('项目不存在', 'no such project'));
    return project;
  };

  /** The checklist and figures as of the business date, from the ledger, the contracts, the archive and the record. */
  const review = async (h: HookContext, project: Row, record: Row): Promise<ClosingReview> => {
    const projectId = String(project.id);
    const rows = await contracts.projectContracts(h.tx, h.ctx, projectId);
    const asOf = await businessDate(h.tx, h.ctx);
    const ledger = await projectLedger(
      h.tx,
      h.ctx,
      projectId,
      rows.map((c) => c.id),
      asOf,
    );
    const figures = closingFigures(ledger);
    const archive = await projectArchive(h.tx, h.ctx, projectId, rows, record);
    // The project as detail reads it: its guarantees, mortgages and pledges (the security to release).
    const { project: secured } = await projects.bundle(h.tx, h.ctx, projectId);
    const checklist = closingChecklist({ project: secured, contracts: rows, ledger, figures, archive, record });
    const { depositOffset: _shownInTheChecklist, ...kept } = figures;
    return { checklist, values: { checklist, ...kept }, contracts: rows };
  };

  /** Every save: the project locked and closable, the lessee copied, the number `<projectNo>-JX01`, the review kept. */
  const fill = async (h: HookContext, values: Row, current: Row | undefined) => {
    const record = { ...current, ...values };
    // A draft saved before its project is chosen keeps nothing yet; the start refuses it without one.
    if (!given(record.projectId)) return;
    const project = await lock(h, String(record.projectId));
    assertClosable(project);
    values.customerId = project.customerId ?? null;
    if (!current)
      values.endNo = await numberUnder(h, repo, 'projectId', { id: String(project.id), no: project.projectNo }, 'JX');
    Object.assign(values, (await review(h, project, { ...record, ...values })).values);
  };

  const hooks: ResourceHooks<typeof def> = {
    serverFields: ['endNo', 'customerId', 'checklist', ...END_OF_PROJECT_FIGURES, 'appliedBy', 'appliedTime'],
    beforeCreate: (h, values) => fill(h, values, undefined),
    beforeUpdate: (h, values, current) => fill(h, values, current),
  };

  const over: ChangeOver<typeof def, Row> = {
    kind: 'project',
    noun: labelOf('projectId'),
    field: 'projectId',
    lock,
    admit: (_h, project) => assertClosable(project),
    // No targetDef: the project's and the contracts' own transitions write their histories (once each).
    async apply(h, project, record) {
      const fresh = await review(h, project, record);
      if (fresh.checklist.some((x) => !x.met)) {
        const unmet = unmetLabels(fresh.checklist);
        throw refuse('checklist', l(`未满足: ${unmet['zh-CN']}`, `not met: ${unmet['en-US']}`));
      }
      for (const c of fresh.contracts) if (c.contractState !== 'terminated') await contracts.terminate(h, String(c.id));
      await projects.closeProject(h, String(project.id));
      await repo.update(h.tx, beyondDataScope(h.ctx), String(record.id), {
        ...fresh.values,
        appliedBy: h.ctx.userId,
        appliedTime: nowString(),
      });
      h.changed(def.name, 'update', [String(record.id)]);
    },
  };

  return { hooks, over, review, lock };
}
