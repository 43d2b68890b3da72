// 催收记录 (`crsRecord/crsrecord`: list, detail, remove, submit; WAVE3-BRIEF §3.6): the spec's plain calls over the
// collection records of 逾期管理 (fl_overdue) — the same records, rules and buttons; a record saved here is a draft
// whose approval is started from 逾期管理 (the family's start-process), never from these calls.
import { id, l, overdueAction, text } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from '../../../platform/crud/service';
import { hasId } from '../../../platform/crud/service';
import { bodyObject, defineRoute } from '../../../platform/http/define-route';

const BASE = '/api/rzzl_qy/crsRecord/crsrecord';
const TAGS = ['Overdue'];
const PERM = (what: string) => `${overdueAction.permission}_${what}`;

export function registerCrsRecordRoutes(app: FastifyInstance, service: ResourceService<typeof overdueAction>) {
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/list`,
    permission: PERM('view'),
    tags: TAGS,
    summary: '催收记录 — the collection records (a page, filtered as 逾期管理’s page)',
    paged: true,
    handler: ({ ctx, req, paging }) => service.page(ctx, (req.query ?? {}) as Record<string, unknown>, { req, paging }),
  });
  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/detail`,
    permission: PERM('view'),
    tags: TAGS,
    summary: '催收记录 — one collection record',
    params: [id('id', overdueAction.noun!, { required: l('请选择催收记录', 'please select the collection record') })],
    handler: ({ ctx, params, req }) => service.detail(ctx, params.id, { req }),
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/submit`,
    permission: (req) => (hasId(req.body) ? PERM('edit') : PERM('add')),
    tags: TAGS,
    summary: '催收记录 — a collection record added (no id) or changed (with id), as a draft',
    handler: async ({ ctx, req }) => {
      await service.submit(ctx, bodyObject(req.body), { req });
      return true;
    },
  });
  defineRoute(app, {
    method: 'POST',
    url: `${BASE}/remove`,
    permission: PERM('delete'),
    tags: TAGS,
    summary: '催收记录 — collection records removed (drafts only: an approved record stays)',
    params: [
      text('ids', overdueAction.noun!, {
        required: l('请选择催收记录', 'please select the collection record'),
        max: 2000,
      }),
    ],
    handler: async ({ ctx, params, req }) => {
      await service.remove(ctx, params.ids, { req });
      return true;
    },
  });
}
