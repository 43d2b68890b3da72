import { customerRelation, l, fieldLabel } from '@flp/shared';
import { eq, inArray, or } from 'drizzle-orm';
import type { ResourceHooks } from '../../platform/crud/service';
import type { Row } from '../../platform/crud/repository';
import type { Db } from '../../platform/db/database';
import { badRequest, invalidField, labelled } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { customerRepos } from './repos';

/**
 * Related parties (关联方): relations between two customers of the tenant, and the group they form. The concentration
 * limits of a later issue aggregate over `relatedGroupOf`.
 */

const label = (name: string) => fieldLabel(customerRelation, name);

/** Symmetric types: A 同一集团成员 of B is B 同一集团成员 of A, so the reverse pair repeats it. */
const SYMMETRIC = new Set(['group', 'other']);

export const relationHooks: ResourceHooks<typeof customerRelation> = {
  async beforeCreate(h, values) {
    await checkRelation(h.tx, h.ctx, values, undefined);
  },
  async beforeUpdate(h, values, current) {
    await checkRelation(h.tx, h.ctx, { ...current, ...values }, current.id);
  },
};

async function checkRelation(tx: Db, ctx: RequestContext, r: Row, selfId: string | undefined) {
  if (String(r.customerId) === String(r.relatedId))
    throw invalidField(
      'relatedId',
      labelled(label('relatedId'), l('不能与客户本身相同', 'cannot be the customer itself')),
    );
  if (!SYMMETRIC.has(String(r.relationType))) return;
  const repo = customerRepos.relation;
  const [reverse] = await repo.list(tx, ctx, {
    where: [
      eq(repo.col('customerId'), String(r.relatedId)),
      eq(repo.col('relatedId'), String(r.customerId)),
      eq(repo.col('relationType'), String(r.relationType)),
    ],
    limit: 1,
  });
  if (reverse && reverse.id !== selfId)
    throw badRequest(
      l('这两个客户之间已有该类型的关联关系', 'These two customers already have a relation of this type'),
    );
}

export interface GroupNode {
  id: string;
  title: string;
  idType: number | null;
}
export interface GroupEdge {
  id: string;
  source: string;
  target: string;
  relationType: string;
  shareRatio: string | null;
}
export interface RelatedGroup {
  nodes: GroupNode[];
  edges: GroupEdge[];
  /** True when the group is larger than `limit` customers and only the nearest were taken. */
  truncated: boolean;
}

/** At most this many customers in one group answer (a concentration check of a later issue may ask for more). */
export const GROUP_LIMIT = 200;

/**
 * The connected component of related customers around `customerId`, in either direction of every relation, breadth
 * first (the nearest kept when it passes `limit`). Every customer and relation of the tenant counts, whatever the
 * asker's data scope: a group is a fact about the customers, not about who manages them.
 */
export async function relatedGroupOf(
  tx: Db,
  ctx: RequestContext,
  customerId: string,
  limit = GROUP_LIMIT,
): Promise<RelatedGroup> {
  const rel = customerRepos.relation;
  const cust = customerRepos.customer;
  const seen = new Set([customerId]);
  const edges = new Map<string, GroupEdge>();
  let frontier = [customerId];
  let truncated = false;
  while (frontier.length && !truncated) {
    const rows = await tx
      .select()
      .from(rel.table)
      .where(
        rel.tenantScope(ctx, or(inArray(rel.col('customerId'), frontier), inArray(rel.col('relatedId'), frontier))),
      );
    const next: string[] = [];
    for (const r of rows as Row[]) {
      const a = String(r.customerId);
      const b = String(r.relatedId);
      for (const n of [a, b]) {
        if (seen.has(n)) continue;
        if (seen.size >= limit) {
          truncated = true;
          continue;
        }
        seen.add(n);
        next.push(n);
      }
      if (seen.has(a) && seen.has(b))
        edges.set(String(r.id), {
          id: String(r.id),
          // The related party points at the customer it is related to (a shareholder above the company it holds).
          source: b,
          target: a,
          relationType: String(r.relationType),
          shareRatio: r.shareRatio === null || r.shareRatio === undefined ? null : String(r.shareRatio),
        });
    }
    frontier = next;
  }
  const customers = (await tx
    .select({ id: cust.table.id, title: cust.table.compname, idType: cust.table.idType })
    .from(cust.table)
    .where(cust.tenantScope(ctx, inArray(cust.col('id'), [...seen])))) as {
    id: unknown;
    title: unknown;
    idType: unknown;
  }[];
  const nodes = customers.map((c) => ({
    id: String(c.id),
    title: String(c.title ?? ''),
    idType: c.idType === null ? null : Number(c.idType),
  }));
  const known = new Set(nodes.map((n) => n.id));
  return {
    nodes,
    edges: [...edges.values()].filter((e) => known.has(e.source) && known.has(e.target)),
    truncated,
  };
}

/** The relations in which a customer takes part, on either side (the 关联方 tab's list). */
export function relationsOfCondition(customerId: string) {
  const rel = customerRepos.relation;
  return or(eq(rel.col('customerId'), customerId), eq(rel.col('relatedId'), customerId))!;
}

/**
 * Every relation of the tenant as a pair of customer ids (either direction), whatever the asker's data scope: the
 * concentration limits group every customer at once (one read, not one walk per customer).
 */
export async function relationPairs(db: Db, ctx: RequestContext): Promise<[string, string][]> {
  const rel = customerRepos.relation;
  const rows = await db
    .select({ a: rel.table.customerId, b: rel.table.relatedId })
    .from(rel.table)
    .where(rel.tenantScope(ctx));
  return rows.map((r) => [String(r.a), String(r.b)]);
}
