import { type FieldDef, type ResourceDef, nameKeyOf } from '@flp/shared';
import { formatAmount } from '@flp/shared/format';
import type { Db } from '../db/database';
import { type RequestContext, beyondDataScope } from '../tenancy/context';
import { addReferenceTitles, repositoryOf } from './references';
import type { Row } from './repository';

/**
 * A record as a person recognises it at a glance — the subject of its approvals in the work lists and notifications,
 * and the summary of a referenced project or contract above an approver's form. Driven by the definitions alone
 * (`summary`, `titleField`), so a new family or resource gets one without code. Reads go past the caller's data scope:
 * whoever is shown a summary was let see the record that points at it (its approver, its starter).
 */

const SEPARATOR = ' · ';

/** One field's value as text: a reference's title, an amount with its currency, anything else as written. */
function shown(f: FieldDef, row: Row): string {
  const v = row[f.name];
  if (v === null || v === undefined || v === '') return '';
  if (f.target) return String(row[nameKeyOf(f)] ?? '');
  if (f.kind === 'money') return `¥${formatAmount(v)}`;
  if (f.kind === 'dict' || f.kind === 'switch' || f.kind === 'json' || f.kind === 'attachments') return '';
  return String(v);
}

const fieldsOf = (def: ResourceDef, names: readonly string[]) =>
  names.map((n) => def.fields.find((f) => f.name === n)).filter((f): f is FieldDef => !!f);

/** The first reference of `row` to a record whose definition declares a summary (the project a meeting decides). */
const summarisedReference = (def: ResourceDef, row: Row) =>
  def.fields.find((f) => f.kind === 'ref' && f.target?.().summary && row[f.name]);

/** The summary fields of a record that has been titled (its references' titles added). */
async function partsOf(db: Db, ctx: RequestContext, def: ResourceDef, row: Row, money = true): Promise<string[]> {
  if (def.summary)
    return fieldsOf(def, def.summary)
      .filter((f) => money || f.kind !== 'money')
      .map((f) => shown(f, row));
  // Not declared: its own title, the summary of the project or contract it is about, and its own amount.
  const own = def.fields.find((f) => f.kind === 'money' && row[f.name] !== null && row[f.name] !== undefined);
  const parts = [def.titleField ? shown(def.fields.find((f) => f.name === def.titleField)!, row) : ''];
  const ref = summarisedReference(def, row);
  if (ref) {
    const target = await summaryRow(db, ctx, ref.target!(), String(row[ref.name]));
    if (target) parts.push(...(await partsOf(db, ctx, ref.target!(), target, !own)));
  }
  if (own && money) parts.push(shown(own, row));
  return parts;
}

/** A record of `def` by id with its references titled, whatever the caller's data scope; undefined when gone. */
export async function summaryRow(db: Db, ctx: RequestContext, def: ResourceDef, id: string): Promise<Row | undefined> {
  const wide = beyondDataScope(ctx);
  const row = await repositoryOf(def).findById(db, wide, id);
  if (!row) return undefined;
  const [titled] = await addReferenceTitles(db, wide, def, [row]);
  return titled;
}

/** The record's subject in one line ('华东机械设备融资租赁项目 · XM2026001 · 华东机械 · ¥5,000,000.00'). */
export async function subjectOf(db: Db, ctx: RequestContext, def: ResourceDef, id: string): Promise<string> {
  const row = await summaryRow(db, ctx, def, id);
  if (!row) return '';
  const parts = await partsOf(db, ctx, def, row);
  return [...new Set(parts.filter(Boolean))].join(SEPARATOR).slice(0, 500);
}

/**
 * The records a record points at that its reader needs to judge it (the project of a review meeting, the contract of
 * a disbursement), by field name: each with its references titled — for whoever may read the record itself.
 */
export async function referencedSummaries(
  db: Db,
  ctx: RequestContext,
  def: ResourceDef,
  row: Row,
): Promise<Record<string, Row>> {
  const out: Record<string, Row> = {};
  for (const f of def.fields) {
    if (f.kind !== 'ref' || !f.target?.().summary || !row[f.name]) continue;
    const target = await summaryRow(db, ctx, f.target(), String(row[f.name]));
    if (target) out[f.name] = target;
  }
  return out;
}
