import { SMS_MAX_PHONES, l, smsLog, smsSetting, text, textarea } from '@flp/shared';
import type { FastifyInstance } from 'fastify';
import { registerEnableOne } from '../../platform/crud/enable-one';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { envelopeSchema } from '../../platform/http/envelope';
import { AppError, type FieldError, invalid, requestLocale } from '../../platform/http/errors';
import { checkUrlField } from '../../platform/net';
import { maskedSecret } from '../../platform/secrets';
import { outboundPolicy } from '../system';
import { PARAMS_LABEL, PHONES_LABEL, checkParams, checkPhones, maskPhone } from './phones';
import { SMS_PROVIDERS } from './providers';
import { labelOf, missingOf, sendSms } from './service';
import { smsLogRepo, smsRepo } from './tables';

/** Saved only complete: what the provider needs, each named (a 400 by field), and an endpoint our gate may call. */
async function checkSetting(db: Db, values: Row) {
  if (!SMS_PROVIDERS[Number(values.category)]) return; // the category's own check answers
  const errors: FieldError[] = missingOf(values).map((field) => {
    const label = labelOf(field);
    return { field, message: l(`请输入${label['zh-CN']}`, `please enter the ${label['en-US']}`) };
  });
  if (errors.length) throw invalid(errors);
  if (values.endpoint)
    await checkUrlField(await outboundPolicy(db), String(values.endpoint), 'endpoint', labelOf('endpoint'));
}

const SEND_PARAMS = [
  text('code', l('资源编号', 'Code'), { max: 64 }),
  textarea('phones', PHONES_LABEL, {
    required: l('请输入手机号', 'please enter the numbers'),
    max: 12 * SMS_MAX_PHONES * 2,
  }),
  textarea('params', PARAMS_LABEL, { max: 2000 }),
] as const;

/**
 * 短信配置: the standard calls (the secret masked on reads and kept when the mask comes back), 启用 (one enabled per
 * tenant) and send-message; 短信日志, read only.
 */
export function registerSmsRoutes(app: FastifyInstance, db: Db) {
  const service = registerResourceRoutes(app, {
    def: smsSetting,
    repo: smsRepo,
    db,
    hooks: {
      ...maskedSecret.hooks(smsRepo, 'secretKey'),
      beforeCreate: (h, values) => checkSetting(h.tx, values),
      beforeUpdate: (h, values, current) => checkSetting(h.tx, { ...current, ...values }),
    },
  });
  registerEnableOne(app, service, 'the tenant’s text messages (the reminder rules’ too) go through this setting');
  registerResourceRoutes(app, { def: smsLog, repo: smsLogRepo, db });

  defineRoute(app, {
    method: 'POST',
    url: `/api${smsSetting.api}/send-message`,
    permission: `${smsSetting.permission}_send`,
    tags: [smsSetting.label['en-US']],
    summary: `发送短信 — through the setting of the code (none: the enabled one): numbers (comma list, mainland mobiles, each bad one named, at most ${SMS_MAX_PHONES}), params (a JSON object of the template’s values); logged (短信日志) with the numbers masked. 409 "短信服务未配置" without a setting or with one lacking what its provider needs; 409 with the provider’s words when it refuses; 503 when it cannot be reached`,
    params: SEND_PARAMS,
    ownTransactions: true,
    response: {
      200: envelopeSchema({
        type: 'object',
        properties: {
          sent: { type: 'integer', description: 'how many numbers the provider took' },
          messageId: { type: 'string', description: 'the provider’s id of the message' },
          refused: { type: 'array', items: { type: 'string' }, description: 'numbers (masked) it refused, with why' },
          message: { type: 'string' },
        },
      }),
    },
    handler: async ({ ctx, params, req }) => {
      const phones = checkPhones(params.phones);
      const values = checkParams(params.params);
      const outcome = await sendSms(db, ctx, { code: params.code, phones, params: values, source: 'test' });
      if (!outcome.ok) {
        const f = outcome.failure;
        if (f instanceof AppError) throw f;
        throw new AppError(f.kind === 'refused' ? 409 : 503, f.text);
      }
      const refused = outcome.sent.refused.map((r) => `${maskPhone(r.phone)} ${r.said}`);
      const sent = phones.length - refused.length;
      const message = refused.length
        ? l(`已发送 ${sent} 个号码, ${refused.length} 个被拒绝`, `Sent to ${sent} numbers; ${refused.length} refused`)
        : l('发送成功', 'Sent');
      return { sent, messageId: outcome.sent.messageId, refused, message: message[requestLocale(req)] };
    },
  });
}
