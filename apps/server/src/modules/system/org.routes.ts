import { type RowOf, l } from '@flp/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type ResourceHooks, registerResourceRoutes } from '../../platform/crud/routes';
import { ROOT_ID, assertOwnTenant, parentOf } from '../../platform/crud/tree';
import type { Db } from '../../platform/db/database';
import { ok } from '../../platform/http/envelope';
import { badRequest } from '../../platform/http/errors';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import type { SystemModuleDeps } from './index';
import { stillUsed } from './tree';

const query = (req: FastifyRequest) => (req.query ?? {}) as Record<string, unknown>;

const tenantParam = { tenantId: { type: 'string', description: "the caller's own tenant (others are refused)" } };

/** Departments (a tree with ancestors) and posts. */
export function registerOrgRoutes(app: FastifyInstance, { db, system }: SystemModuleDeps) {
  const { dept, post, user } = system.repos;
  // Data scopes "department and below" are resolved from the tree held in each user's cached context.

  type DeptRow = RowOf<typeof dept.def>;

  const ancestorsUnder = (parent: DeptRow | undefined) =>
    parent ? `${parent.ancestors || ROOT_ID},${parent.id}` : ROOT_ID;

  /** After a move, every descendant's ancestors follow its new place. */
  async function fixDescendants(tx: Db, callerCtx: RequestContext, moved: DeptRow) {
    const ctx = beyondDataScope(callerCtx);
    const all = await dept.list(tx, ctx, { limit: 100000 });
    const byParent = new Map<string, DeptRow[]>();
    for (const d of all) {
      const list = byParent.get(parentOf(d));
      if (list) list.push(d);
      else byParent.set(parentOf(d), [d]);
    }
    const seen = new Set<string>([moved.id]);
    const todo: [DeptRow, string][] = [[moved, moved.ancestors ?? ROOT_ID]];
    while (todo.length) {
      const [node, ancestors] = todo.pop()!;
      for (const child of byParent.get(node.id) ?? []) {
        if (seen.has(child.id)) continue;
        seen.add(child.id);
        const expected = `${ancestors},${node.id}`;
        if (child.ancestors !== expected) await dept.update(tx, ctx, child.id, { ancestors: expected });
        todo.push([child, expected]);
      }
    }
  }

  /** The parent's ancestors and itself; the tree rules have checked the parent (platform/crud/tree.ts). */
  async function ancestorsOf(tx: Db, ctx: RequestContext, parentId: unknown) {
    return ancestorsUnder(parentId === ROOT_ID ? undefined : await dept.getById(tx, ctx, String(parentId)));
  }

  const deptHooks: ResourceHooks<typeof dept.def> = {
    serverFields: ['ancestors'],
    async beforeCreate({ tx, ctx }, values) {
      values.ancestors = await ancestorsOf(tx, ctx, values.parentId);
    },
    async beforeUpdate({ tx, ctx }, values) {
      if (Object.hasOwn(values, 'parentId')) values.ancestors = await ancestorsOf(tx, ctx, values.parentId);
    },
    async afterWrite({ tx, ctx }, row, _body, created) {
      if (!created) await fixDescendants(tx, ctx, row);
    },
    async beforeRemove({ tx, ctx }, rows) {
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
    routes: ['list', 'page', 'detail', 'submit', 'save', 'update', 'remove', 'tree', 'lazyTree', 'lazyList'],
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
