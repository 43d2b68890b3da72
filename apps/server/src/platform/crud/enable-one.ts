import { type ResourceDef, SETTING_DISABLED, SETTING_ENABLED, id, l } from '@flp/shared';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { nowString } from '../db/time';
import { defineRoute } from '../http/define-route';
import type { ResourceService } from './service';

/**
 * 启用 of a setting a tenant has one of in use (对象存储, 短信配置): POST `<api>/enable` with the id turns it on and
 * every other of the tenant off, in one transaction, with the edit permission (BladeX's status 2 on, 1 off).
 */
export function registerEnableOne(app: FastifyInstance, service: ResourceService, summary: string) {
  const { def, repo } = service;
  const table = repo.table;
  defineRoute(app, {
    method: 'POST',
    url: `/api${def.api}/enable`,
    permission: `${def.permission}_edit`,
    tags: [def.label['en-US']],
    summary: `启用 — ${summary}; every other one of the tenant is disabled in the same transaction`,
    params: [idOf(def)],
    handler: ({ ctx, params, req }) =>
      service.write(ctx, { req }, async (h) => {
        const row = await repo.getById(h.tx, ctx, params.id);
        const stamp = { updateUser: ctx.userId, updateTime: nowString() };
        await h.tx
          .update(table)
          .set({ status: SETTING_DISABLED, ...stamp })
          .where(repo.scope(ctx, and(ne(repo.col('id'), params.id), eq(repo.col('status'), SETTING_ENABLED))));
        await h.tx
          .update(table)
          .set({ status: SETTING_ENABLED, ...stamp })
          .where(repo.scope(ctx, eq(repo.col('id'), params.id)));
        h.changed(def.name, 'enable', [row.id]);
        return true;
      }),
  });
}

/** The id parameter, named by the setting's noun (请选择对象存储配置). */
export const idOf = (def: ResourceDef) => {
  const noun = def.noun ?? def.label;
  return id('id', noun, { required: l(`请选择${noun['zh-CN']}`, `please choose a ${noun['en-US']}`) });
};
