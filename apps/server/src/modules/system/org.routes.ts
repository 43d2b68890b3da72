import { l } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { type ResourceHooks, registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import {
  ROOT_ID,
  assertOwnTenant,
  checkParent,
  childCounts,
  hasSearch,
  nodeTree,
  parentOf,
  parentParam,
  recordTree,
  refuseWithChildren,
  stillUsed,
  toNode,
  withHasChildren,
} from './tree';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

const tenantParam = { tenantId: { type: 'string', description: "the caller's own tenant (others are refused)" } };
const parentIdParam = { parentId: { type: 'string', description: "parent id, '0' (default) for the top level" } };

/** Departments (a tree with ancestors) and posts. */
export function registerOrgRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { dept, post, user } = system.repos;
  const deptTag = dept.def.label['en-US'];
  const deptApi = `/api${dept.def.api}`;
  // Data scopes "department and below" are resolved from the tree held in each user's cached context.

  const ancestorsUnder = (parent: Row | undefined) =>
    parent ? `${parent.ancestors ? String(parent.ancestors) : ROOT_ID},${String(parent.id)}` : ROOT_ID;

  /** After a move, every descendant's ancestors follow its new place. */
  async function fixDescendants(tx: Db, callerCtx: RequestContext, moved: Row) {
    const ctx = beyondDataScope(callerCtx);
    const all = await dept.list(tx, ctx, { limit: 100000 });
    const byParent = new Map<string, Row[]>();
    for (const d of all) {
      const list = byParent.get(parentOf(d));
      if (list) list.push(d);
      else byParent.set(parentOf(d), [d]);
    }
    const seen = new Set<string>([String(moved.id)]);
    const todo: [Row, string][] = [[moved, String(moved.ancestors ?? ROOT_ID)]];
    while (todo.length) {
      const [node, ancestors] = todo.pop()!;
      for (const child of byParent.get(String(node.id)) ?? []) {
        if (seen.has(String(child.id))) continue;
        seen.add(String(child.id));
        const expected = `${ancestors},${String(node.id)}`;
        if (child.ancestors !== expected) await dept.update(tx, ctx, String(child.id), { ancestors: expected });
        todo.push([child, expected]);
      }
    }
  }

  const deptHooks: ResourceHooks = {
    serverFields: ['ancestors'],
    async beforeCreate({ tx, ctx }, values) {
      const parent = await checkParent(tx, dept, ctx, values.parentId);
      values.parentId = parent ? String(parent.id) : ROOT_ID;
      values.ancestors = ancestorsUnder(parent);
    },
    async beforeUpdate({ tx, ctx }, values, current) {
      if (!Object.hasOwn(values, 'parentId')) return;
      const parent = await checkParent(tx, dept, ctx, values.parentId, String(current.id));
      values.parentId = parent ? String(parent.id) : ROOT_ID;
      values.ancestors = ancestorsUnder(parent);
    },
    async afterWrite({ tx, ctx }, row, _body, created) {
      if (!created) await fixDescendants(tx, ctx, row);
    },
    async beforeRemove({ tx, ctx }, rows) {
      await refuseWithChildren(tx, dept, ctx, rows);
      const used = await stillUsed(tx, user, ctx, 'deptId', rows);
      if (used.length) {
        throw badRequest(
          l(
            `机构下仍有用户,请先调整用户所属机构: ${used.map((d) => d.deptName).join(',')}`,
            `Users still belong to the department; move them first: ${used.map((d) => d.deptName).join(',')}`,
          ),
        );
      }
    },
  };

  registerResourceRoutes(app, {
    def: dept.def,
    repo: dept,
    db,
    hooks: deptHooks,
    routes: ['page', 'detail', 'submit', 'save', 'update', 'remove'],
  });

  app.get(`${deptApi}/list`, {
    config: { permission: 'dept_view' },
    schema: {
      tags: [deptTag],
      summary: '机构管理 — all departments as a tree table (filters: deptName, fullName...)',
      querystring: {
        type: 'object',
        properties: { ...tenantParam, deptName: { type: 'string' }, fullName: { type: 'string' } },
        additionalProperties: true,
      },
    },
    handler: async (req) => {
      const q = query(req);
      assertOwnTenant(req.ctx, q.tenantId);
      const rows = await dept.list(db, req.ctx, { query: q, extraParams: new Set(['tenantId']), limit: 100000 });
      return ok(recordTree(rows, (r) => dept.toWire(r)));
    },
  });

  app.get(`${deptApi}/lazy-list`, {
    config: { permission: 'dept_view' },
    schema: {
      tags: [deptTag],
      summary: '机构管理 — one level of the tree table, each row with hasChildren (a search looks at every level)',
      querystring: {
        type: 'object',
        properties: { ...parentIdParam, ...tenantParam, deptName: { type: 'string' }, fullName: { type: 'string' } },
        additionalProperties: true,
      },
    },
    handler: async (req) => {
      const q = query(req);
      assertOwnTenant(req.ctx, q.tenantId);
      const parentId = parentParam(q.parentId);
      const own = ['parentId', 'tenantId'];
      // As BladeX: a search without a parent looks through the whole tree.
      const everywhere = hasSearch(q, own) && parentId === ROOT_ID;
      const rows = await dept.list(db, req.ctx, {
        query: q,
        extraParams: new Set(own),
        where: everywhere ? [] : [eq(dept.col('parentId'), parentId)],
        limit: 100000,
      });
      const counts = await childCounts(
        db,
        dept,
        req.ctx,
        rows.map((r) => String(r.id)),
      );
      return ok(
        withHasChildren(
          rows.map((r) => dept.toWire(r)),
          counts,
        ),
      );
    },
  });

  app.get(`${deptApi}/tree`, {
    config: { permission: null },
    schema: {
      tags: [deptTag],
      summary: '机构管理 — the departments of the tenant as a picker tree',
      querystring: { type: 'object', properties: { ...tenantParam } },
    },
    handler: async (req) => {
      assertOwnTenant(req.ctx, query(req).tenantId);
      const rows = await dept.list(db, req.ctx, { limit: 100000 });
      return ok(nodeTree(rows, 'deptName'));
    },
  });

  app.get(`${deptApi}/lazy-tree`, {
    config: { permission: null },
    schema: {
      tags: [deptTag],
      summary: '机构管理 — one level of the picker tree, each node with hasChildren',
      querystring: { type: 'object', properties: { ...parentIdParam, ...tenantParam } },
    },
    handler: async (req) => {
      const q = query(req);
      assertOwnTenant(req.ctx, q.tenantId);
      const parentId = parentParam(q.parentId);
      const rows = await dept.list(db, req.ctx, { where: [eq(dept.col('parentId'), parentId)], limit: 100000 });
      const counts = await childCounts(
        db,
        dept,
        req.ctx,
        rows.map((r) => String(r.id)),
      );
      return ok(
        withHasChildren(
          rows.map((r) => toNode(r, 'deptName')),
          counts,
        ),
      );
    },
  });

  // Posts
  const postTag = post.def.label['en-US'];
  // The spec's own post/select (below: every post, for the user form) takes the generic picker's place.
  registerResourceRoutes(app, {
    def: post.def,
    repo: post,
    db,
    routes: post.def.routes.filter((r) => r !== 'select'),
    hooks: {
      async beforeRemove({ tx, ctx }, rows) {
        const used = await stillUsed(tx, user, ctx, 'postId', rows);
        if (used.length) {
          throw badRequest(
            l(
              `岗位下仍有用户,请先调整用户所属岗位: ${used.map((p) => p.postName).join(',')}`,
              `Users still hold the post; move them first: ${used.map((p) => p.postName).join(',')}`,
            ),
          );
        }
      },
    },
  });

  app.get(`/api${post.def.api}/select`, {
    config: { permission: null },
    schema: {
      tags: [postTag],
      summary: '岗位管理 — every post of the tenant, for pickers',
      querystring: { type: 'object', properties: { ...tenantParam } },
    },
    handler: async (req) => {
      assertOwnTenant(req.ctx, query(req).tenantId);
      const rows = await post.list(db, req.ctx, { limit: 100000 });
      return ok(rows.map((r) => post.toWire(r)));
    },
  });
}
