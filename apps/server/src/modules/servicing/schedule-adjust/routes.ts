// adjustSaveOrUpdate (spec: scheduleAdjust adjustSaveOrUpdate): saves the edited periods of a draft — new, or the
// caller's own `id` names — as save-data does, and answers the record priced by the server.
import { id, scheduleAdjust } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../../platform/crud/repository';
import { defineRoute } from '../../../platform/http/define-route';
import type { FamilyHandle } from '../../flow/families';

export function registerAdjustRoutes(app: FastifyInstance, family: FamilyHandle<typeof scheduleAdjust>) {
  defineRoute(app, {
    method: 'POST',
    url: `/api${scheduleAdjust.api}/adjustSaveOrUpdate`,
    permission: 'loan_schedule_adjust_add',
    tags: [scheduleAdjust.label['en-US']],
    summary:
      '租金计划调整 — saves a draft with its edited periods (rows: [{period, rent} | {period, principal}]) and answers it priced: the rest solved, the implied rate, the periods after the adjustment (preview)',
    params: [id('id', scheduleAdjust.noun ?? scheduleAdjust.label)],
    handler: async ({ ctx, params, req }) => {
      const businessId = await family.save(ctx, { ...(req.body as Row), id: params.id ?? undefined }, req);
      return family.detail(ctx, businessId);
    },
  });
}
