// A change of a record's own fields (批复变更, 项目变更, 合同变更; packages/shared/src/resources/field-change.ts): the
// declaration's target locked at every save and in its state, the proposal checked field by field by the target's own
// definitions and kept as what differs from the target, the moves worse for the lessor found, the number given under
// the target — and on the last approval the proposal written to the target through its module's interface (its
// history written there). The record's routes, the family's calls and approvalDetails come from the change machine.
import {
  type FieldChange,
  type FieldChangeDecl,
  type Localized,
  type ResourceDef,
  type RowOf,
  changeableFields,
  l,
  fieldLabel,
} from '@flp/shared';
import { D } from '@flp/shared/finance';
import { numberUnder } from '../../platform/crud/numbered';
import { checkReferences } from '../../platform/crud/references';
import type { ResourceRepository, Row } from '../../platform/crud/repository';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import { validateBody } from '../../platform/crud/validate';
import { nowString } from '../../platform/db/time';
import { normalise } from '../../platform/history/diff';
import { invalidField, labelled } from '../../platform/http/errors';
import { beyondDataScope } from '../../platform/tenancy/context';
import { type ChangeOver, keptChange } from '../flow';

/** What a change needs of its target's module: lock it, write the decided fields to it. */
export interface ChangeTarget {
  /** The target locked for the rest of the transaction, whatever the caller's data scope; undefined when none. */
  lock(h: HookContext, id: string): Promise<Row | undefined>;
  /** The target's status field (its states are the declaration's `states`); none for a target without states. */
  status?: string;
  /** Writes the decided fields, the target's history kept by its module. */
  apply(h: HookContext, id: string, values: Row): Promise<unknown>;
  /**
   * More to check at every save, at start and on approval (a contract in approval stops a change of its project's
   * terms); `refuse` names a record field or a proposed one (`proposed.maxAmount`) by its label.
   */
  admit?(h: HookContext, target: Row, proposal: Row, refuse: Refuse): Promise<void>;
  /** What follows once applied (a contract not yet signed drawn again). */
  afterApply?(h: HookContext, target: Row): Promise<void>;
  /** The guarantors whose liability the proposal aggravates (民法典 第695条): their consent is asked. */
  guarantors?(h: HookContext, target: Row, proposal: Row): Promise<string[]>;
}

/** A 400 on a field of the record, or of the proposal (`proposed.<field>`), named by its label. */
export type Refuse = (field: string, message: Localized) => Error;

const parse = (v: unknown): unknown => {
  if (typeof v !== 'string') return v;
  try {
    return JSON.parse(v);
  } catch {
    return undefined;
  }
};

/** The fields of the proposal that move in the direction the declaration calls worse for the lessor. */
export function worseMoves(decl: FieldChangeDecl, target: Row, proposal: Row): string[] {
  return Object.keys(proposal).filter((name) => {
    const way = decl.worse?.[name];
    if (!way) return false;
    const was = target[name];
    const now = proposal[name];
    if (now === null || now === undefined || now === '') return false;
    const before = new D(String(was ?? 0));
    const after = new D(String(now));
    return way === 'up' ? after.gt(before) : after.lt(before);
  });
}

export function fieldChangeParts(
  { decl, def: recordDef }: FieldChange,
  repo: ResourceRepository,
  target: ChangeTarget,
) {
  const def: ResourceDef = recordDef;
  const targetDef = decl.target.def();
  // The target's changeable fields as a definition of their own: the proposal is a body of them.
  const proposable: ResourceDef = { ...targetDef, fields: changeableFields(decl) };
  const field = decl.target.field;
  const labelOf = (name: string): Localized =>
    name.startsWith('proposed.')
      ? proposable.fields.find((f) => `proposed.${f.name}` === name)!.label
      : fieldLabel(def, name);
  const refuse: Refuse = (name, message) => invalidField(name, labelled(labelOf(name), message));

  /** The target locked; a record naming none that exists is refused by its label for it. */
  const lock = async (h: HookContext, id: string) => {
    const row = await target.lock(h, id);
    if (!row) throw refuse(field, l(`${decl.target.label['zh-CN']}不存在`, 'no such record'));
    return row;
  };

  /** Only in the declaration's states (a project between its application and its contract …). */
  const assertState = (row: Row) => {
    const status = target.status;
    if (!decl.states || !status || decl.states.includes(String(row[status]))) return;
    const states = targetDef.fields.find((f) => f.name === status)?.options ?? [];
    const name = (v: unknown) => states.find((o) => String(o.value) === String(v))?.label;
    const now = name(row[status]);
    const allowed = decl.states.map(name).filter((x): x is Localized => !!x);
    throw refuse(
      field,
      l(
        `当前${now?.['zh-CN'] ?? String(row[status])}, 只有${allowed.map((s) => s['zh-CN']).join('、')}的可以变更`,
        `it is ${now?.['en-US'].toLowerCase() ?? String(row[status])}: only ${allowed.map((s) => s['en-US'].toLowerCase()).join(', ')} ones change here`,
      ),
    );
  };

  /**
   * The proposal as the target's fields check it (a bad value is a 400 naming `proposed.<field>` by the target's
   * label), only what differs from the target as it stands; refused when nothing does.
   */
  const proposalOf = (row: Row, raw: unknown): Row => {
    const body = parse(raw);
    if (body === null || typeof body !== 'object' || Array.isArray(body))
      throw refuse('proposed', l('必须是字段与新值的对象', 'must be an object of fields and their new values'));
    const checked = validateBody(proposable, body, 'update', { path: 'proposed.' });
    const out: Row = {};
    for (const f of proposable.fields)
      if (Object.hasOwn(checked, f.name) && normalise(f, checked[f.name]) !== normalise(f, row[f.name]))
        out[f.name] = checked[f.name];
    if (!Object.keys(out).length)
      throw refuse('proposed', l('请至少填写一项与现状不同的变更内容', 'fill in at least one thing that changes'));
    return out;
  };

  /** Every save: the target locked and in its state, the proposal checked, the lessee, number and worse moves kept. */
  const fill = async (h: HookContext, values: Row, current: Row | undefined) => {
    const record = { ...current, ...values };
    const id = record[field];
    // A draft saved before its target is chosen keeps nothing yet; the start refuses it without one.
    if (id === null || id === undefined || id === '') return;
    const row = await lock(h, String(id));
    assertState(row);
    if (field !== 'customerId') values.customerId = row.customerId ?? null;
    if (!current) {
      const no = row[decl.target.numberField] || row.id;
      values.changeNo = await numberUnder(h, repo, field, { id: String(id), no }, decl.prefix);
    }
    if (record.proposed === null || record.proposed === undefined) return;
    const proposal = proposalOf(row, record.proposed);
    await checkReferences(h.tx, beyondDataScope(h.ctx), proposable, proposal, 'proposed.');
    // What the target's module refuses is said at the save already, not only at the start.
    await target.admit?.(h, row, proposal, refuse);
    values.proposed = proposal;
    if (decl.worse) values.worse = worseMoves(decl, row, proposal).join(',') || null;
    Object.assign(values, keptChange(over as ChangeOver, def, row, { ...record, ...values }));
  };

  const hooks: ResourceHooks = {
    // The lessee is copied from the target — unless it is the target (一般变更), which the body names.
    serverFields: [
      'changeNo',
      ...(field === 'customerId' ? [] : ['customerId']),
      'worse',
      'before',
      'after',
      'appliedBy',
      'appliedTime',
    ],
    beforeCreate: (h, values) => fill(h, values, undefined),
    beforeUpdate: (h, values, current) => fill(h, values, current),
  };

  const over: ChangeOver<ResourceDef, Row> = {
    // One change in approval per target across the families changing that kind of record (项目结项 included).
    kind: targetDef.name,
    noun: decl.target.label,
    field,
    lock,
    async admit(h, row, record) {
      assertState(row);
      await target.admit?.(h, row, proposalOf(row, record.proposed), refuse);
    },
    targetDef,
    proposal: (_row, record) => {
      const p = parse(record.proposed);
      return p && typeof p === 'object' ? (p as Row) : {};
    },
    // The target's module writes its history when it writes the fields (its service's patch).
    historyByApply: true,
    ...(target.guarantors
      ? {
          consent: {
            field: 'guarantorConsent',
            needed: (h: HookContext, row: Row, record: RowOf<ResourceDef>) =>
              target.guarantors!(h, row, proposalOf(row, record.proposed)),
          },
        }
      : {}),
    async apply(h, row, record) {
      await target.apply(h, String(row.id), proposalOf(row, record.proposed));
      await target.afterApply?.(h, row);
      await repo.update(h.tx, beyondDataScope(h.ctx), String(record.id), {
        appliedBy: h.ctx.userId,
        appliedTime: nowString(),
      });
      h.changed(def.name, 'update', [String(record.id)]);
    },
  };

  return { hooks, over, proposalOf, lock };
}
