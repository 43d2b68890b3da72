// 合并台账: the standing book's lines put together per lessee or per group. Nothing here sums a figure: the roll-ups
// are the standing book's query layer (standing-book/query.ts: rollUpOf, rollUpsBy over standingBookWhere); this file
// only says which lines (the sheet's own filters) and by what unit (the lessee, or its group from the customer
// module's relation graph).
import { MERGE_SHEET_FILTERS, type MergeSheetUnit, type ValuesOf, ids, iou, l } from '@flp/shared';
import { groupsOf } from '@flp/shared/finance';
import { type AnyColumn, type SQL, and, gt, sql } from 'drizzle-orm';
import { addReferenceTitles } from '../../../platform/crud/references';
import type { Row } from '../../../platform/crud/repository';
import type { Db } from '../../../platform/db/database';
import { selectRows } from '../../../platform/db/raw';
import { type RequestContext, beyondDataScope } from '../../../platform/tenancy/context';
import { customerIdsNamed, relationPairs } from '../../customer';
import { servicingRepos } from '../repos';
import { type RollUp, STANDING_BOOK_FILTERS, standingBookWhere } from '../standing-book/query';

const c = (name: string) => servicingRepos.iou.col(name);

/** The sheet's filters: the standing book's, the lessee's name, only the units with something overdue, the unit. */
export const MERGE_SHEET_PARAMS = [...STANDING_BOOK_FILTERS, ...MERGE_SHEET_FILTERS] as const;

/** Lessees (customer ids) whose lines are asked for: children, one line, the IOU page. */
export const CUSTOMER_IDS = ids('ids', l('客户', 'Lessees'), { max: 20_000 });
/** The same, required: the lessees whose lines a row opens to. */
export const CHILDREN_OF = ids('ids', l('客户', 'Lessees'), {
  max: 20_000,
  required: l('请选择客户', 'please select the lessees'),
});

export type MergeSheetFilter = ValuesOf<typeof MERGE_SHEET_PARAMS>;

/** `col` is one of `list` (as one text parameter: a long list never meets the driver's parameter limit). */
const anyOf = (col: AnyColumn, list: string[]) =>
  list.length ? sql`${col} = ANY(string_to_array(${list.join(',')}, ',')::bigint[])` : sql`false`;

/**
 * Each grouped lessee's group key (the smallest id of its component), over every relation of the tenant whatever the
 * caller may see: a group is a fact about the customers (customer module, relations.ts), what is summed of it stays
 * within the caller's data scope (the lines).
 */
async function groupKeys(db: Db, ctx: RequestContext): Promise<Map<string, string>> {
  return groupsOf(await relationPairs(db, beyondDataScope(ctx)));
}

/** The group as a unit: the pairs of lessees that belong to another's group and its key. */
const groupPairs = (groups: Map<string, string>): [string, string][] => [...groups].filter(([id, key]) => id !== key);

export interface MergeSheetQuery {
  /** The lines: the filters, the caller's data scope, the lessees asked for. */
  where: SQL;
  unit: MergeSheetUnit;
  /** [customer id, group key] of the lessees counted in another's group (by group; none by lessee). */
  pairs: [string, string][];
}

/**
 * The sheet's lines and unit from its filters: the standing book's conditions (tenant, data scope by owner, each
 * filter), the lessees named `customerName` or listed in `customerIds`, and with `overdueOnly` only the units (lessees
 * or groups) with an overdue line among those — all their lines, not only the overdue ones.
 */
export async function mergeSheetQuery(
  db: Db,
  ctx: RequestContext,
  f: MergeSheetFilter,
  customerIds?: string[],
): Promise<MergeSheetQuery> {
  const unit = (f.groupBy === 'group' ? 'group' : 'customer') as MergeSheetUnit;
  const groups = unit === 'group' ? await groupKeys(db, ctx) : new Map<string, string>();
  const pairs = groupPairs(groups);
  const named = f.customerName ? await customerIdsNamed(db, beyondDataScope(ctx), f.customerName) : undefined;
  const where = standingBookWhere(
    ctx,
    f,
    named ? anyOf(c('customerId'), named) : undefined,
    customerIds ? anyOf(c('customerId'), customerIds) : undefined,
  );
  if (!f.overdueOnly) return { where, unit, pairs };
  const overdue = (
    await selectRows<{ id: string }>(
      db,
      sql`SELECT DISTINCT ${c('customerId')}::text AS id FROM ${servicingRepos.iou.table}
        WHERE ${and(where, gt(c('dpd'), 0))}`,
    )
  ).map((r) => r.id);
  return { where: and(where, anyOf(c('customerId'), membersOf(overdue, unit, groups)))!, unit, pairs };
}

/** The lessees of the units `customerIds` belong to: themselves, and by group every member of their groups. */
function membersOf(customerIds: string[], unit: MergeSheetUnit, groups: Map<string, string>): string[] {
  if (unit === 'customer') return customerIds;
  const keys = new Set(customerIds.map((id) => groups.get(id) ?? id));
  return [...new Set([...customerIds, ...[...groups].filter(([, key]) => keys.has(key)).map(([id]) => id)])];
}

export type SheetRow = RollUp & { key: string; customerIds: string };

/**
 * The sheet's records: each unit's roll-up with its lessees named — `customerId`/`customerName` the unit's lessee (a
 * group's: its key lessee when it has lines here, else the first), `customerIds`/`customerNames` every lessee whose
 * lines it sums.
 */
export async function sheetRecords(db: Db, ctx: RequestContext, unit: MergeSheetUnit, rows: SheetRow[]) {
  const members = rows.map((r) => r.customerIds.split(',').filter(Boolean));
  const all = [...new Set(members.flat())];
  const named = await addReferenceTitles(
    db,
    ctx,
    iou,
    all.map((customerId) => ({ customerId }) as Row),
  );
  const nameOf = new Map(named.map((r) => [String(r.customerId), String(r.customerName ?? '')]));
  return rows.map(({ key, customerIds: _, ...r }, i) => {
    const ids = members[i];
    const lead = ids.includes(key) ? key : ids[0];
    return {
      id: key,
      unit,
      customerId: lead,
      customerName: nameOf.get(lead) ?? '',
      customerIds: ids,
      customerNames: ids.map((id) => nameOf.get(id) ?? ''),
      ...r,
    };
  });
}
