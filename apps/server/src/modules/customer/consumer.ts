import {
  APPLY_STATES,
  CONSUMER_STATES,
  type ResourceDef,
  consumer,
  consumerApply,
  dict,
  id,
  l,
  text,
  textarea,
  fieldLabel,
} from '@flp/shared';
import { checkIdCard } from '@flp/shared/validate';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import type { ResourceHooks, ResourceService } from '../../platform/crud/service';
import { apiPaths, registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { badRequest, conflict, invalidField, labelled, notFound } from '../../platform/http/errors';
import type { RequestContext } from '../../platform/tenancy/context';
import { customerRepos } from './repos';
import { keepMaskedNumbers, maskRows } from '../../platform/crud/masked';

/**
 * 消费者登记 (registry: pass / back) and 消费产品申请 (applications: examine). Paths are ours — the spec names the
 * calls, not where they live (docs/decisions.md "Customer area paths").
 */

const idCardLabel = fieldLabel(consumer, 'idCard');

const consumerHooks: ResourceHooks<typeof consumer> = {
  prepare(h, body, current) {
    if (typeof body.idCard === 'string') body.idCard = body.idCard.trim().toUpperCase();
    keepMaskedNumbers(consumer, h.ctx, body, current);
  },
  beforeCreate: (_h, values) => checkConsumerId(values),
  beforeUpdate: (_h, values) => checkConsumerId(values),
  decorate: maskRows(consumer),
};

function checkConsumerId(values: Row) {
  if (typeof values.idCard !== 'string') return;
  const problem = checkIdCard(values.idCard);
  if (problem) throw invalidField('idCard', labelled(idCardLabel, problem));
}

const stateLabel = (def: ResourceDef, field: string, v: unknown) =>
  def.fields.find((f) => f.name === field)!.options!.find((o) => o.value === v)?.label ?? l(String(v), String(v));

/** A move out of the pending state: a record already decided answers 409 saying how it was decided. */
async function decide(
  service: ResourceService,
  ctx: RequestContext,
  recordId: string,
  to: string,
  values: Row,
  req: FastifyRequest,
) {
  const def = service.def;
  const field = def.status!.field;
  const current = await service.repo.getById(service.db, ctx, recordId);
  if (current[field] !== def.status!.initial) {
    const s = stateLabel(def, field, current[field]);
    throw conflict(
      l(`该记录已处理 (${s['zh-CN']}), 不能再次操作`, `Already decided (${s['en-US']}); it cannot be decided again`),
    );
  }
  await service.transition(ctx, recordId, to, { req, values });
  return true;
}

export function registerConsumerRoutes(app: FastifyInstance, db: Db) {
  const registry = registerResourceRoutes(app, { repo: customerRepos.consumer, db, hooks: consumerHooks });
  const tag = consumer.label['en-US'];

  defineRoute(app, {
    method: 'GET',
    url: apiPaths(consumer, 'detail'),
    permission: 'customer_consumer_view',
    tags: [tag],
    summary: '消费者登记 — one registration, by id or by phone',
    params: [id('id', l('编号', 'ID')), text('phone', l('手机号', 'Mobile'), { max: 11 })],
    handler: async ({ ctx, params, req }) => {
      if (params.id) return registry.detail(ctx, params.id, { req });
      if (!params.phone) throw badRequest(l('请提供编号或手机号', 'Give the id or the phone number'));
      const [row] = await registry.list(
        ctx,
        {},
        { req, where: [eq(customerRepos.consumer.col('phone'), params.phone)] },
      );
      if (!row) throw notFound(l('没有该手机号的登记', 'No registration with this phone number'));
      return row;
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: apiPaths(consumer, 'pass'),
    permission: 'customer_consumer_audit',
    tags: [tag],
    summary: '消费者登记 — pass (待审核 → 已通过)',
    params: [id('id', l('编号', 'ID'), { required: l('请选择一条数据', 'Please select a record') })],
    handler: ({ ctx, params, req }) => decide(registry, ctx, params.id, CONSUMER_STATES.passed, {}, req),
  });

  defineRoute(app, {
    method: 'POST',
    url: apiPaths(consumer, 'back'),
    permission: 'customer_consumer_audit',
    tags: [tag],
    summary: '消费者登记 — send back (待审核 → 已退回), with the reason',
    params: [
      id('id', l('编号', 'ID'), { required: l('请选择一条数据', 'Please select a record') }),
      text('reason', l('退回原因', 'Reason'), { max: 255 }),
    ],
    handler: ({ ctx, params, req }) =>
      decide(registry, ctx, params.id, CONSUMER_STATES.returned, { backReason: params.reason ?? null }, req),
  });

  const apply = registerResourceRoutes(app, { repo: customerRepos.apply, db });
  defineRoute(app, {
    method: 'POST',
    url: `/api${consumerApply.api}/examine`,
    permission: 'customer_proapply_examine',
    tags: [consumerApply.label['en-US']],
    summary: '消费产品申请 — approve or reject, with an opinion',
    params: [
      id('id', l('编号', 'ID'), { required: l('请选择一条数据', 'Please select a record') }),
      dict('result', l('审批结果', 'Decision'), 'examine_result', {
        required: l('请选择审批结果', 'please choose approve or reject'),
        options: [
          { value: 'approve', label: l('批准', 'Approve') },
          { value: 'reject', label: l('拒绝', 'Reject') },
        ],
      }),
      textarea('opinion', l('审批意见', 'Opinion'), { max: 500 }),
    ],
    handler: ({ ctx, params, req }) => {
      if (params.result === 'reject' && !params.opinion)
        throw invalidField('opinion', l('审批意见: 拒绝时请填写意见', 'Opinion: give the reason for rejecting'));
      const to = params.result === 'approve' ? APPLY_STATES.approved : APPLY_STATES.rejected;
      return decide(apply, ctx, params.id, to, { opinion: params.opinion ?? null }, req);
    },
  });
}
