// The IOU change's view (spec: contractchange/iouchange beforeStart): the form's prefill — the IOU's servicing terms as
// they stand and the periods as of the business date — read-only.
import { id, iouChange, l, text } from '@flp/shared';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../platform/db/database';
import { defineRoute } from '../../../platform/http/define-route';
import { invalidField, labelled, notFound } from '../../../platform/http/errors';
import { businessDate, evaluateAsOf } from '../ledger';
import { periodsWithPaid } from '../loan/schedule-excel';
import { type IouRow, servicingRepos } from '../repos';

const IOU_NO = l('借据编号', 'IOU number');

export function registerIouChangeRoutes(app: FastifyInstance, db: Db) {
  defineRoute(app, {
    method: 'GET',
    url: `/api${iouChange.api}/beforeStart`,
    permission: 'loan_iou_change_view',
    tags: [iouChange.label['en-US']],
    summary:
      "借据变更 — the form's prefill: the IOU's due day, rate, account, penalty rate, allocation order and account manager as they stand, the first period a change may start from, and the periods as of the business date",
    params: [text('lousNum', IOU_NO, { max: 40 }), id('iouId', l('借据', 'IOU'))],
    handler: async ({ ctx, params }) => {
      if (!params.lousNum && !params.iouId)
        throw invalidField('lousNum', labelled(IOU_NO, l('请输入借据编号', 'please enter the IOU number')));
      const r = servicingRepos.iou;
      const [iou] = await r.list(db, ctx, {
        where: [params.iouId ? eq(r.col('id'), params.iouId) : eq(r.col('iouNo'), String(params.lousNum))],
        limit: 1,
      });
      if (!iou) throw notFound(l('借据不存在', 'No such IOU'));
      const today = await businessDate(db, ctx);
      const ev = await evaluateAsOf(db, ctx, iou as IouRow, today);
      const next = ev.rows.find((x) => String(x.dueDate) > today);
      return {
        iou: r.toWire(iou),
        businessDate: today,
        dueDay: next ? Number(String(next.dueDate).slice(8, 10)) : null,
        fromPeriod: next ? Number(next.period) : null,
        current: {
          annualRate: iou.annualRate,
          repaymentAccount: iou.repaymentAccount ?? null,
          penaltyRate: iou.penaltyRate,
          allocationOrder: iou.allocationOrder,
          owner: iou.owner ?? null,
        },
        figures: ev.figures,
        periods: periodsWithPaid(ev.rows, ev.rows.length ? ev.state : undefined),
      };
    },
  });
}
