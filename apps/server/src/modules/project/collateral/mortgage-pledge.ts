// 抵押物 and 质押物: project-bound, optionally the item of a mortplebase of the same project and kind; and the
// removal of all of a project's items at once (removeByMainId).
import { COLLATERAL_KINDS, type ResourceDef, id, l, mortgage, pledge } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { apiPaths } from '../../../platform/crud/routes';
import type { HookContext, ResourceHooks, ResourceService } from '../../../platform/crud/service';
import { defineRoute } from '../../../platform/http/define-route';
import { invalidField, labelled } from '../../../platform/http/errors';
import { collateralRepos } from '../repos';
import { editableProject, projectBound } from './rules';

const KIND_OF: Record<string, number> = { mortgage: COLLATERAL_KINDS.mortgage, pledge: COLLATERAL_KINDS.pledge };
const BASE_LABEL = l('抵质押合同', 'Mortgage/pledge contract');

/**
 * `baseId` (not a form field: mortplebaseDetailAdd sets it) must name a base of the same project whose kind is this
 * resource's (抵押 ↔ mortgage, 质押 ↔ pledge).
 */
async function checkBase(h: HookContext, def: ResourceDef, values: Row, body: Row, mainId: unknown) {
  if (body.baseId === undefined || body.baseId === null || body.baseId === '') return;
  const base = await collateralRepos.mortpleBase.findById(h.tx, h.ctx, String(body.baseId));
  if (!base) throw invalidField('baseId', labelled(BASE_LABEL, l('不存在', 'does not exist')));
  if (String(base.mainId) !== String(mainId))
    throw invalidField('baseId', labelled(BASE_LABEL, l('不属于本项目', 'belongs to another project')));
  if (Number(base.guartype) !== KIND_OF[def.name])
    throw invalidField('baseId', labelled(BASE_LABEL, l('担保方式不符', 'is of the other kind')));
  values.baseId = base.id;
}

export function itemHooks(def: ResourceDef): ResourceHooks {
  const bound = projectBound(def, 'mainId');
  return {
    async beforeCreate(h, values, body) {
      await bound.beforeCreate(h, values, body);
      await checkBase(h, def, values, body, values.mainId);
    },
    async beforeUpdate(h, values, current, body) {
      await bound.beforeUpdate(h, values, current, body);
      await checkBase(h, def, values, body, current.mainId);
    },
    beforeRemove: bound.beforeRemove,
  };
}

export const mortgageHooks = itemHooks(mortgage);
export const pledgeHooks = itemHooks(pledge);

/** GET removeByMainId?mainId=: the project's records of this resource removed, while the project is editable. */
export function registerRemoveByMainId(app: FastifyInstance, service: ResourceService) {
  const { def, repo } = service;
  defineRoute(app, {
    method: 'GET',
    url: apiPaths(def, 'removeByMainId'),
    permission: `${def.permission}_delete`,
    tags: [def.label['en-US']],
    summary: `${def.label['zh-CN']} — removes all of one project's (editable projects only)`,
    params: [id('mainId', l('项目', 'Project'), { required: l('请选择项目', 'please select the project') })],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        await editableProject(h, params.mainId);
        const rows = await repo.list(h.tx, ctx, { where: [eq(repo.col('mainId'), params.mainId)] });
        if (rows.length) await service.remove(ctx, rows.map((r) => r.id).join(','), { within: h });
        return rows.length;
      }),
  });
}
