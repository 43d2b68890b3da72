import { type Localized, OSS_BUCKET_FIELDS, isBucketCategory, l, ossSetting } from '@flp/shared';
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { idOf, registerEnableOne } from '../../platform/crud/enable-one';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { Db } from '../../platform/db/database';
import { defineRoute } from '../../platform/http/define-route';
import { envelopeSchema } from '../../platform/http/envelope';
import { type FieldError, invalid, requestLocale } from '../../platform/http/errors';
import { type OutboundPolicy, checkUrlField, couldNotConnect } from '../../platform/net';
import { maskedSecret } from '../../platform/secrets';
import { type ConnectionResult, testConnection } from '../../platform/storage';
import { outboundPolicy } from '../system';
import { type Stores, s3StoreOf } from './stores';
import { ossRepo } from './tables';

const ID = idOf(ossSetting);

const REQUIRED_FOR_BUCKET: Record<string, Localized> = {
  endpoint: l('请输入资源地址', 'please enter the endpoint'),
  bucketName: l('请输入空间名', 'please enter the bucket'),
  accessKey: l('请输入 accessKey', 'please enter the access key'),
  secretKey: l('请输入 secretKey', 'please enter the secret key'),
};

/** A bucket category needs its endpoint, bucket and keys (the local folder needs none). */
function checkComplete(values: Row) {
  if (!isBucketCategory(values.category)) return;
  const errors: FieldError[] = Object.entries(REQUIRED_FOR_BUCKET)
    .filter(([name]) => values[name] === undefined || values[name] === null || String(values[name]).trim() === '')
    .map(([field, message]) => ({ field, message }));
  if (errors.length) throw invalid(errors);
}

const ENDPOINT = 'endpoint';
const ENDPOINT_LABEL = ossSetting.fields.find((f) => f.name === ENDPOINT)?.label ?? l('资源地址', 'Endpoint');

/**
 * A bucket's endpoint may be called: http(s), and no address of its host is this machine's or an internal network's
 * unless the platform allows it (platform/net). Refused: a 400 naming the field.
 */
const checkEndpoint = (policy: OutboundPolicy, endpoint: unknown) =>
  checkUrlField(policy, String(endpoint ?? ''), ENDPOINT, ENDPOINT_LABEL);

/**
 * What 连接测试 answers for each outcome: the service's own refusals by name, and one message for every way of not
 * getting an S3 answer (the raw error is logged, never shown: it would tell an open port from a closed one).
 */
const PROBLEMS: Record<string, Localized> = {
  unreachable: couldNotConnect(l('对象存储', 'object storage')),
  denied: l('拒绝访问: accessKey / secretKey 无效或没有权限', 'Access denied: the keys are wrong or lack permission'),
  bucket_missing: l('空间不存在: 请检查空间名', 'Bucket missing: check the bucket name'),
  failed: l('读写失败', 'Writing or reading failed'),
};

export function connectionMessage(r: ConnectionResult): Localized {
  if (r.ok)
    return l(
      `连接成功: 写入、读取、删除测试对象用时 ${r.millis} ms`,
      `Reachable: a probe object was written, read back and deleted in ${r.millis} ms`,
    );
  return PROBLEMS[r.problem] ?? PROBLEMS.unreachable;
}

/** A bucket category's endpoint, checked against the platform's allowance when the values name one. */
async function checkBucketEndpoint(db: Db, values: Row) {
  if (isBucketCategory(values.category) && values.endpoint)
    await checkEndpoint(await outboundPolicy(db), values.endpoint);
}

/**
 * 对象存储 settings: the standard calls (secrets masked on reads, kept when the mask comes back), 启用 (one enabled
 * per tenant, switched in one transaction) and 连接测试.
 */
export function registerOssRoutes(app: FastifyInstance, { db, stores }: { db: Db; stores: Stores }) {
  const secret = maskedSecret.hooks(ossRepo, 'secretKey');
  const service = registerResourceRoutes(app, {
    def: ossSetting,
    repo: ossRepo,
    db,
    hooks: {
      ...secret,
      prepare(h, body, current) {
        secret.prepare(h, body, current);
        if (!isBucketCategory(body.category ?? current?.category))
          for (const f of OSS_BUCKET_FIELDS) if (f !== 'pathStyle' && f !== 'appId') delete body[f];
      },
      async beforeCreate(h, values) {
        checkComplete(values);
        await checkBucketEndpoint(h.tx, values);
      },
      async beforeUpdate(h, values, current) {
        checkComplete({ ...current, ...values });
        await checkBucketEndpoint(h.tx, { ...current, ...values });
      },
    },
  });

  registerEnableOne(app, service, 'the tenant uploads to this setting from now on');

  defineRoute(app, {
    method: 'POST',
    url: `/api${ossSetting.api}/test`,
    permission: `${ossSetting.permission}_view`,
    tags: [ossSetting.label['en-US']],
    summary:
      '连接测试 — puts, reads back and deletes a probe object; answers {reachable, problem (unreachable, denied, bucket_missing, failed), message}; 400 when the endpoint is an address of this machine or an internal network the platform has not allowed',
    params: [ID],
    response: {
      200: envelopeSchema({
        type: 'object',
        properties: {
          reachable: { type: 'boolean' },
          problem: { type: 'string' },
          message: { type: 'string', description: 'the outcome in the request’s language' },
        },
      }),
    },
    handler: async ({ ctx, params, req }) => {
      const row: Row = await ossRepo.getById(db, ctx, params.id);
      const probe = `flp-probe/${ctx.tenantId}-${randomBytes(8).toString('hex')}.txt`;
      let result: ConnectionResult;
      if (isBucketCategory(row.category)) {
        const policy = await outboundPolicy(db);
        await checkEndpoint(policy, row.endpoint);
        const store = s3StoreOf(row, policy, 5000);
        try {
          result = await testConnection(store, probe);
        } finally {
          store.destroy();
        }
      } else result = await testConnection(stores.local, probe);
      if (!result.ok)
        req.log.warn({ problem: result.problem, detail: result.detail }, 'storage connection test failed');
      const message = connectionMessage(result);
      const locale = requestLocale(req);
      return { reachable: result.ok, problem: result.ok ? null : result.problem, message: message[locale] };
    },
  });
  return service;
}
