// The write-off's own call (spec: verification/verification noPageLists(iouNo)): an IOU's write-offs, each with its
// recoveries as applied to the off-balance claim — read-only. (pageLists is the resource's page under that name.)
import { l, text, writeOff } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ResourceService } from '../../../platform/crud/service';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { invalidField, labelled, notFound } from '../../../platform/http/errors';
import { servicingRepos } from '../repos';
import { recoveryLines } from './recoveries';

const IOU_NO = l('借据编号', 'IOU number');

export function registerWriteOffRoutes(app: FastifyInstance, db: Db, service: ResourceService<typeof writeOff>) {
  defineRoute(app, {
    method: 'GET',
    url: `/api${writeOff.api}/noPageLists`,
    permission: `${writeOff.permission}_view`,
    tags: [writeOff.label['en-US']],
    summary:
      "核销 — an IOU's write-offs (by its number), each with recovered and offBalance and its recoveries: by component, what went beyond the claim, and the claim left after each",
    params: [text('iouNo', IOU_NO, { max: 40 })],
    handler: async ({ ctx, params }) => {
      if (!params.iouNo)
        throw invalidField('iouNo', labelled(IOU_NO, l('请输入借据编号', 'please enter the IOU number')));
      const r = servicingRepos.iou;
      // Within the caller's data scope, as the IOU's own screens.
      const [iou] = await r.list(db, ctx, { where: [eq(r.col('iouNo'), String(params.iouNo))], limit: 1 });
      if (!iou) throw notFound(l('借据不存在', 'No such IOU'));
      const rows = await service.list(ctx, {}, { where: [eq(service.repo.col('iouId'), iou.id)] });
      return recoveryLines(db, ctx, rows);
    },
  });
}
