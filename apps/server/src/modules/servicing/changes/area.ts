// A priced change family's registration, the same for each (展期, 借据变更, 租金计划调整 …): its record's routes with
// the hooks that price every save (pricedHooks), and the change family over them (registerChangeFamily).
import type { ResourceDef, WorkflowFamily } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceRepository, Row } from '../../../platform/crud/repository';
import type { ResourceHooks } from '../../../platform/crud/service';
import { type ResourceRouteOptions, registerResourceRoutes } from '../../../platform/crud/routes';
import type { Db } from '../../../platform/db/database';
import type { FamilyRules } from '../../flow/families';
import { type ChangeOver, pricedHooks, registerChangeFamily } from '../../flow/families/change';
import type { FlowRuntimeApi } from '../../flow/runtime/types';

export function registerPricedChange<D extends ResourceDef, T extends Row, P>(
  app: FastifyInstance,
  deps: { db: Db; runtime: FlowRuntimeApi },
  o: {
    family: WorkflowFamily;
    repo: ResourceRepository<D>;
    over: ChangeOver<NoInfer<D>, T, P>;
    hooks: ResourceHooks<NoInfer<D>>;
    rules?: FamilyRules<NoInfer<D>>;
    /** More names of its standard calls (核销: `pageLists` for the page). */
    aliases?: ResourceRouteOptions<D>['aliases'];
  },
) {
  const hooks = pricedHooks(o.repo.def as D, o.over, o.hooks);
  const service = registerResourceRoutes(app, { repo: o.repo, db: deps.db, hooks, aliases: o.aliases });
  const family = registerChangeFamily(app, o.family, { ...deps, service }, o.over, o.rules);
  return { service, family };
}
