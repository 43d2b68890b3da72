// A change over a target (issue 27 item 3): a family whose record changes another record — an IOU's class today, an
// IOU's schedule, a contract's terms, a project's approval in the post-lease changes to come. The declaration says what
// it targets, when the target may change, what the record keeps of the target at start, how the change applies on
// approval (inside the approving transaction) and how a reversal undoes it; the machinery below turns it into the
// family's rules, so each change is a declaration and an `apply`. docs/architecture.md, "Changes over a target".
import { type Locale, type Localized, type ResourceDef, type RowOf, type WorkflowFamily, id, l } from '@flp/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import type { HookContext, ResourceHooks, ResourceService } from '../../../platform/crud/service';
import { defaultText, normalise } from '../../../platform/history/diff';
import { recordChanges } from '../../../platform/history/record';
import { defineRoute } from '../../../platform/http/define-route';
import { badRequest, conflict, invalidField, labelled, requestLocale } from '../../../platform/http/errors';
import type { Db } from '../../../platform/db/database';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { type FamilyDeps, type FamilyHandle, type FamilyRules, registerWorkflowFamily } from './machinery';

/**
 * What a change is about and how it applies. `kind` groups the families that change one kind of target. Over the
 * family's resource `D`, the record is typed from its definition (`RowOf<D>`); the target is `T`.
 */
/**
 * A change's price: the preview it is decided on (a quote, a new schedule) as the target stands now — the values it
 * fills on the record, what it rests on (`base`: the target's version, the ledger's inputs), and what `apply` needs
 * beyond the values (`detail`).
 */
export interface Price<P = unknown> {
  values: Row;
  base: string;
  detail: P;
}

export interface ChangeOver<D extends ResourceDef = ResourceDef, T extends Row = Row, P = unknown> {
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
  /**
   * Prices the change from the target as it stands. With it, every save of the record prices it (`pricedHooks`: the
   * values on the record, the base on its `baseVersion`) and the approval prices it again in its own transaction — a
   * base other than the record's is a 409 "借据已变动，请重新试算", nothing applied — and `apply` gets that fresh price,
   * never the stored one.
   */
  price?(h: HookContext, target: T, record: RowOf<D>): Promise<Price<P>>;
  /** Makes the change, inside the transaction of the step that approved it (a priced change: with its fresh price). */
  apply(h: HookContext, target: T, record: RowOf<D>, price?: Price<P>): Promise<void>;
  /** The target's definition: with `proposal`, the applied change is written to the target's modification history. */
  targetDef?: ResourceDef;
  /**
   * The target's own fields the change sets, as the record proposes them (the new maturity, the new class): the diff
   * `[{ysmc, oldval, newval}]` an approver reads and the target's history keeps once it is applied. Only these fields —
   * not what a replay derives after it.
   */
  proposal?(target: T, record: RowOf<D>): Row;
  /**
   * The text a person reads for a proposed value that the field's kind cannot say itself (a json list the ledger
   * consults): the diff's oldval/newval and the texts of the target's history. Undefined: the kind's own text.
   */
  describe?(field: string, value: unknown, locale: Locale): string | undefined;

  /** `apply` moves the target through its own service (a status transition), which writes its history itself. */
  historyByApply?: boolean;
  /** Undoes an applied change from what the record kept (a reversal). */
  revert?(h: HookContext, target: T, record: RowOf<D>): Promise<void>;
  /**
   * The guarantors' written consent (民法典 第695条: a change of the principal contract's amount or term made without
   * it leaves the guarantor liable only for the original, and a term change does not move the guarantee period):
   * `needed` names the guarantors whose liability the change would aggravate (none: no consent asked); the record's
   * attachments `field` must then hold their consent, at start and again on approval.
   */
  consent?: { field: string; needed(h: HookContext, target: T, record: RowOf<D>): Promise<string[]> };
}

/** The record's field keeping what its price rests on. */
const BASE_FIELD = 'baseVersion';

/**
 * What the record keeps of the change (`changeFields`: before / after) when its definition has the fields and the
 * change declares its proposal: the target's values of the proposed fields as the target stands, and the proposal.
 */
export function keptChange(over: ChangeOver, def: ResourceDef, target: Row, record: Row): Row {
  if (!over.proposal || !def.fields.some((f) => f.name === 'after')) return {};
  const after = over.proposal(target as never, record as never);
  const before = Object.fromEntries(Object.keys(after).map((k) => [k, target[k] ?? null]));
  return { before, after };
}

/** The record's fields keeping the change (server fields: no body sets them). */
const keptFields = (def: ResourceDef) =>
  def.fields.filter((f) => f.name === 'before' || f.name === 'after').map((f) => f.name);

/**
 * The diff an approver reads (the spec's approvalDetails): `[{field, ysmc, oldval, newval}]`, each field of the target
 * the change sets, by its label in the caller's language, its values as a person reads them (dictionary labels,
 * amounts with separators, rates with %). Fields it leaves as they were are not listed.
 */
export async function approvalDetails(
  targetDef: ResourceDef,
  record: Row,
  locale: Locale,
  describe?: ChangeOver['describe'],
) {
  const parse = (v: unknown): Row => (typeof v === 'string' ? JSON.parse(v) : ((v as Row) ?? {}));
  const before = parse(record.before);
  const after = parse(record.after);
  const out: { field: string; ysmc: string; oldval: string | null; newval: string | null }[] = [];
  // In the target's field order (a stored object's keys come back in the database's order, not the proposal's).
  for (const f of targetDef.fields) {
    const name = f.name;
    if (!Object.hasOwn(after, name)) continue;
    const old = normalise(f, before[name]);
    const now = normalise(f, after[name]);
    if (old === now) continue;
    const text = (raw: unknown, v: string | null) => describe?.(name, raw, locale) ?? defaultText(f, v, locale);
    out.push({ field: name, ysmc: f.label[locale], oldval: text(before[name], old), newval: text(after[name], now) });
  }
  return out;
}

/** The price again, in the approving transaction: on another base than the record's nothing is applied. */
async function freshPrice(h: HookContext, over: ChangeOver, target: Row, record: RowOf<ResourceDef>) {
  const price = await over.price!(h, target, record);
  if (price.base !== record[BASE_FIELD])
    throw conflict(
      l(
        `${over.noun['zh-CN']}已变动，请重新试算 (驳回至发起人重新保存)`,
        `The ${over.noun['en-US']} has changed since it was priced: send it back to the starter to save it again`,
      ),
    );
  return price;
}

/**
 * The record hooks of a priced change: every save locks the target and prices the record as it would stand — after
 * `own`'s hooks, which check and fill its own fields — keeping the price's values and its base (`baseVersion`, a
 * server field). A target that moved between a save and the approval is the approval's 409 (registerChangeFamily).
 */
export function pricedHooks<D extends ResourceDef, T extends Row, P>(
  def: D,
  declared: ChangeOver<NoInfer<D>, T, P>,
  own: ResourceHooks<NoInfer<D>> = {},
): ResourceHooks<D> {
  const over = declared as unknown as ChangeOver;
  const price = async (h: HookContext, values: Row, record: Row) => {
    const id = record[over.field];
    if (id === null || id === undefined || id === '') return; // the family refuses a start without it
    // The record as it would stand (its stored id and fields, the write's values over them).
    const target = await over.lock(h, String(id));
    const p = await over.price!(h, target, record as RowOf<ResourceDef>);
    Object.assign(values, p.values, { [BASE_FIELD]: p.base });
    Object.assign(values, keptChange(over, def, target, { ...record, ...values }));
  };
  return {
    ...own,
    serverFields: [...(own.serverFields ?? []), BASE_FIELD, ...keptFields(def)],
    async beforeCreate(h, values, body) {
      await own.beforeCreate?.(h, values, body);
      await price(h, values, { ...values });
    },
    async beforeUpdate(h, values, current, body) {
      await own.beforeUpdate?.(h, values, current, body);
      await price(h, values, { ...current, ...values });
    },
  };
}

/** The changes in flight on a target, by family: `[family label]` of those other than `except`. */
type InFlightCheck = (
  db: Db,
  ctx: RequestContext,
  targetId: string,
  except: { family: string; id: string },
) => Promise<string[]>;

/** Every change family's in-flight check, by target kind and family code (one per family, whatever the app). */
const inFlight = new Map<string, Map<string, InFlightCheck>>();

/**
 * The changes of a target in approval, by their family's label, in every family of its kind (all but the record
 * `except` names): a view that says whether a change could start now (展期's dateQualified) asks this.
 */
export async function changesInFlight(
  db: Db,
  ctx: RequestContext,
  kind: string,
  targetId: string,
  except: { family: string; id: string } = { family: '', id: '' },
): Promise<string[]> {
  const busy: string[] = [];
  for (const check of inFlight.get(kind)?.values() ?? []) busy.push(...(await check(db, ctx, targetId, except)));
  return busy;
}

/** A change family: the workflow family and its handle, plus the reversal of an approved record. */
export interface ChangeHandle<D extends ResourceDef = ResourceDef> extends FamilyHandle<D> {
  /** Undoes an approved change (its target locked, the precondition not asked): the door of a reversal family. */
  revert(h: HookContext, recordId: string): Promise<void>;
}

/**
 * Registers a change family: the family's rules lock the target, hold the precondition and the one-in-flight rule at
 * start, keep the snapshot on the record, and apply the change on approval; `own` adds the family's own rules.
 */
export function registerChangeFamily<D extends ResourceDef = ResourceDef, T extends Row = Row, P = unknown>(
  app: FastifyInstance,
  family: WorkflowFamily,
  deps: FamilyDeps<D> & { service: NonNullable<FamilyDeps<D>['service']> },
  declared: ChangeOver<NoInfer<D>, T, P>,
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
  kindChecks.set(family.code, async (db, ctx, targetId, except) => {
    const rows = await repo.list(db, beyondDataScope(ctx), {
      where: [
        and(
          eq(repo.col(over.field), targetId),
          eq(repo.col(status), family.states.running),
          ...(except.family === family.code && except.id ? [ne(repo.col('id'), except.id)] : []),
        ) as never,
      ],
      limit: 1,
    });
    return rows.length ? [family.label['zh-CN']] : [];
  });

  /** Refuses a start while another change of the same target is in approval, in any family of the kind. */
  const assertAlone = async (h: HookContext, targetId: string, recordId: string) => {
    const busy = await changesInFlight(h.tx, h.ctx, over.kind, targetId, { family: family.code, id: recordId });
    if (busy.length)
      throw invalidField(
        over.field,
        labelled(
          over.noun,
          l(`有其他变更正在审批中 (${busy.join('、')})`, `another change of it is in approval (${busy.join(', ')})`),
        ),
      );
  };

  /** A change that aggravates a guarantor's liability waits for his written consent (ChangeOver.consent). */
  const assertConsent = async (h: HookContext, target: Row, record: RowOf<ResourceDef>) => {
    if (!over.consent) return;
    const guarantors = await over.consent.needed(h, target, record);
    if (!guarantors.length || String(record[over.consent.field] ?? '').trim()) return;
    const f = def.fields.find((x) => x.name === over.consent!.field);
    const names = guarantors.join('、');
    throw invalidField(
      over.consent.field,
      labelled(
        f?.label ?? l('担保人同意函', "Guarantors' consent"),
        l(
          `合同的保证人 (${names}) 须书面同意本次变更, 否则对加重部分不承担保证责任 (民法典第695条): 请上传担保人同意函`,
          `the contract's guarantors (${names}) must consent in writing, or they are not liable for what the change adds (Civil Code art. 695): please attach their consent`,
        ),
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
      await assertConsent(h, target, record);
      const kept = { ...over.snapshot?.(target, record), ...keptChange(over, def, target, record) };
      if (Object.keys(kept).length) await service.patch(h, record.id, kept);
      await more.validate?.(h, record);
    },
    async onApproved(h, record, event) {
      const target = await over.lock(h, targetOf(record));
      await over.admit?.(h, target, record);
      await assertConsent(h, target, record);
      const price = over.price ? await freshPrice(h, over, target, record) : undefined;
      const proposed = over.proposal?.(target, record);
      // What was decided, against the target as it stood when it was applied: the diff approvers read from now on.
      const kept = keptChange(over, def, target, { ...record, ...price?.values });
      if (Object.keys(kept).length) await service.patch(h, record.id, kept);
      await over.apply(h, target, record, price);
      if (over.targetDef?.history && proposed && !over.historyByApply)
        await recordChanges(
          h.tx,
          h.ctx,
          over.targetDef,
          target,
          { ...target, ...proposed },
          {
            describe: over.describe && ((f, v) => over.describe!(f.name, v, 'zh-CN')),
          },
        );
      await more.onApproved?.(h, record, event);
    },
  };
  const handle = registerWorkflowFamily(app, family, deps, rules);
  const targetDef = over.targetDef;
  if (targetDef && over.proposal)
    defineRoute(app, {
      method: 'GET',
      url: `/api${family.api}/approvalDetails`,
      permission: null,
      tags: [def.label['en-US']],
      summary: `${family.label['zh-CN']} — what the change sets on its ${over.noun['en-US']}: [{field, ysmc, oldval, newval}] (as proposed; as decided once approved)`,
      params: [id('businessId', def.noun ?? def.label, { required: l('请选择一条数据', 'Please select a record') })],
      // Whoever may read the record (its detail call's rule) reads what it changes.
      handler: async ({ ctx, params, req }) =>
        approvalDetails(
          targetDef,
          await handle.detail(ctx, String(params.businessId)),
          requestLocale(req),
          over.describe,
        ),
    });
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
