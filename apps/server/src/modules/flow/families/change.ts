// A change over a target (issue 27 item 3): a family whose record changes another record — an IOU's class today, an
// IOU's schedule, a contract's terms, a project's approval in the post-lease changes to come. The declaration says what
// it targets, when the target may change, what the record keeps of the target at start, how the change applies on
// approval (inside the approving transaction) and how a reversal undoes it; the machinery below turns it into the
// family's rules, so each change is a declaration and an `apply`. docs/architecture.md, "Changes over a target".
import { type Localized, type ResourceDef, type RowOf, type WorkflowFamily, l } from '@flp/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceService } from '../../../platform/crud/service';
import { badRequest, invalidField, labelled } from '../../../platform/http/errors';
import { beyondDataScope } from '../../../platform/tenancy/context';
import { type FamilyDeps, type FamilyHandle, type FamilyRules, registerWorkflowFamily } from './machinery';

/**
 * What a change is about and how it applies. `kind` groups the families that change one kind of target. Over the
 * family's resource `D`, the record is typed from its definition (`RowOf<D>`); the target is `T`.
 */
export interface ChangeOver<D extends ResourceDef = ResourceDef, T extends Row = Row> {
  /** The kind of target ('iou', 'contract', 'project'): one change in flight per target across the kind's families. */
  kind: string;
  /** The target in messages ('借据' / 'IOU'). */
  noun: Localized;
  /** The record's field naming the target. */
  field: string;
  /** Reads the target and locks its row for the rest of the transaction; a target that is gone is a 400 naming it. */
  lock(h: HookContext, id: string): Promise<T>;
  /** The precondition, checked at start and again on approval: throws a 400 naming a field when it does not hold. */
  admit?(h: HookContext, target: T, record: RowOf<D>): Promise<void> | void;
  /** What the record keeps of the target as it stood at start (values of the record's own fields). */
  snapshot?(target: T, record: RowOf<D>): Row;
  /** Makes the change, inside the transaction of the step that approved it. */
  apply(h: HookContext, target: T, record: RowOf<D>): Promise<void>;
  /** Undoes an applied change from what the record kept (a reversal). */
  revert?(h: HookContext, target: T, record: RowOf<D>): Promise<void>;
}

/** The changes in flight on a target, by family: `[family label]` of those other than `except`. */
type InFlightCheck = (h: HookContext, targetId: string, except: { family: string; id: string }) => Promise<string[]>;

/** Every change family's in-flight check, by target kind and family code (one per family, whatever the app). */
const inFlight = new Map<string, Map<string, InFlightCheck>>();

/** A change family: the workflow family and its handle, plus the reversal of an approved record. */
export interface ChangeHandle<D extends ResourceDef = ResourceDef> extends FamilyHandle<D> {
  /** Undoes an approved change (its target locked, the precondition not asked): the door of a reversal family. */
  revert(h: HookContext, recordId: string): Promise<void>;
}

/**
 * Registers a change family: the family's rules lock the target, hold the precondition and the one-in-flight rule at
 * start, keep the snapshot on the record, and apply the change on approval; `own` adds the family's own rules.
 */
export function registerChangeFamily<D extends ResourceDef = ResourceDef, T extends Row = Row>(
  app: FastifyInstance,
  family: WorkflowFamily,
  deps: FamilyDeps<D> & { service: NonNullable<FamilyDeps<D>['service']> },
  declared: ChangeOver<NoInfer<D>, T>,
  own: FamilyRules<NoInfer<D>> = {},
): ChangeHandle<D> {
  // Written for any definition: the record and the target untyped here.
  const over = declared as unknown as ChangeOver;
  const more: FamilyRules = own;
  const service: ResourceService = deps.service;
  const repo = service.repo;
  const def = service.def;
  const status = def.status!.field;
  const targetOf = (record: Row) => {
    const id = record[over.field];
    if (id === null || id === undefined || id === '')
      throw invalidField(over.field, labelled(over.noun, l(`请选择${over.noun['zh-CN']}`, 'please select it')));
    return String(id);
  };

  const kindChecks = inFlight.get(over.kind) ?? new Map<string, InFlightCheck>();
  inFlight.set(over.kind, kindChecks);
  kindChecks.set(family.code, async (h, targetId, except) => {
    const rows = await repo.list(h.tx, beyondDataScope(h.ctx), {
      where: [
        and(
          eq(repo.col(over.field), targetId),
          eq(repo.col(status), family.states.running),
          ...(except.family === family.code ? [ne(repo.col('id'), except.id)] : []),
        ) as never,
      ],
      limit: 1,
    });
    return rows.length ? [family.label['zh-CN']] : [];
  });

  /** Refuses a start while another change of the same target is in approval, in any family of the kind. */
  const assertAlone = async (h: HookContext, targetId: string, recordId: string) => {
    const busy: string[] = [];
    for (const check of kindChecks.values())
      busy.push(...(await check(h, targetId, { family: family.code, id: recordId })));
    if (busy.length)
      throw invalidField(
        over.field,
        labelled(
          over.noun,
          l(`有其他变更正在审批中 (${busy.join('、')})`, `another change of it is in approval (${busy.join(', ')})`),
        ),
      );
  };

  const rules: FamilyRules = {
    ...more,
    async validate(h, record) {
      const targetId = targetOf(record);
      const target = await over.lock(h, targetId);
      await assertAlone(h, targetId, record.id);
      await over.admit?.(h, target, record);
      const kept = over.snapshot?.(target, record);
      if (kept && Object.keys(kept).length) await service.patch(h, record.id, kept);
      await more.validate?.(h, record);
    },
    async onApproved(h, record, event) {
      const target = await over.lock(h, targetOf(record));
      await over.admit?.(h, target, record);
      await over.apply(h, target, record);
      await more.onApproved?.(h, record, event);
    },
  };
  const handle = registerWorkflowFamily(app, family, deps, rules);
  return {
    ...handle,
    async revert(h, recordId) {
      if (!over.revert) throw new Error(`change family ${family.code} declares no revert`);
      const record = await repo.getById(h.tx, beyondDataScope(h.ctx), recordId);
      if (record[status] !== family.states.approved)
        throw badRequest(l('只有已通过的变更可以冲回', 'Only an approved change can be reversed'));
      await over.revert(h, await over.lock(h, targetOf(record)), record);
    },
  };
}
