// 微信公众号 (issue 34 item 6; WAVE3-BRIEF §9.6): the personal-info page's follow QR (`getQrcode`), made by WeChat for a
// scene the server makes for the signed-in user; WeChat's callback, which verifies the tenant's signature and binds
// the follower's openid to the user the scene names (for template messages later); the binding's state. The setting
// (AppID, AppSecret, address, timeout) is the 外部服务设置 card of the `wxMp` service; its Token is made from the
// AppSecret and shown with the callback's address for WeChat's 服务器配置. Without a setting: 409 "未配置微信公众号".
import {
  OUTSIDE_PERMISSIONS,
  WX_API,
  type WxCallbackView,
  type WxQrcodeView,
  type WxStatusView,
  l,
  text,
} from '@flp/shared';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../platform/db/database';
import { formatDateTime } from '../../platform/db/time';
import { defineRoute } from '../../platform/http/define-route';
import { AppError, invalidField } from '../../platform/http/errors';
import type { KvStore } from '../../platform/store/kv';
import { type RequestContext, systemContext } from '../../platform/tenancy/context';
import { defineModule } from '../host';
import { type OutsideSetting, OutsideSettings, isConfigured } from '../outside';
import { outboundPolicy } from '../system';
import { type MadeQr, WxBindings } from './bindings';
import { MAX_EVENT_BYTES, type SignedQuery, followEvent, signedBy } from './callback';
import { type MpConfig, callbackToken, createSceneQr } from './mp-api';

export { WxBindings } from './bindings';

const BASE = `/api${WX_API}`;
const CALLBACK = `${BASE}/callback`;
const TAGS = ['WeChat'];
const SERVICE = 'wxMp';
/**
 * How long a follow QR lives (seconds); one with less than five minutes left is made again (the page asks every four
 * minutes, so the QR it shows has not expired).
 */
export const QR_SECONDS = 1800;
const QR_MIN_LEFT = 300;

const NOT_CONFIGURED = l('未配置微信公众号', 'No WeChat official account is configured');

export function registerWxModule(app: FastifyInstance, db: Db, store: KvStore): WxBindings {
  const bindings = new WxBindings(store, db);
  const setting = async (ctx: RequestContext) => {
    const s = await OutsideSettings.get(db, ctx, SERVICE);
    return isConfigured(s) ? s : undefined;
  };
  const config = async (s: OutsideSetting): Promise<MpConfig> => ({
    baseUrl: s.baseUrl,
    appId: s.appKey,
    secret: s.secretKey,
    timeoutMs: s.timeoutMs,
    policy: await outboundPolicy(db),
    store,
  });
  const view = (qr: MadeQr): WxQrcodeView => ({
    ticket: qr.ticket,
    imageUrl: qr.imageUrl,
    expireSeconds: qr.expireSeconds,
    expireTime: formatDateTime(new Date(qr.expiresAt)),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/getQrcode`,
    permission: null,
    tags: TAGS,
    summary:
      '微信公众号 — a follow QR for the signed-in user (temporary, a scene the server makes); 409 when no account is configured',
    params: [text('senceid', l('场景值', 'Scene'), { max: 64 })],
    handler: async ({ ctx, params }): Promise<WxQrcodeView> => {
      const s = await setting(ctx);
      if (!s) throw new AppError(409, NOT_CONFIGURED);
      // The spec's client names a scene; the only one a caller may name is their own.
      if (params.senceid && params.senceid !== ctx.userId)
        throw invalidField('senceid', l('场景值: 只能为本人生成二维码', 'Scene: a QR can be made for yourself only'));
      const kept = await bindings.keptQr(ctx.tenantId, ctx.userId, QR_MIN_LEFT);
      if (kept) return view(kept);
      const scene = await bindings.newScene(ctx.tenantId, ctx.userId, QR_SECONDS);
      const qr = await createSceneQr(await config(s), scene, QR_SECONDS);
      const made = { ...qr, expiresAt: Date.now() + qr.expireSeconds * 1000 };
      await bindings.keepQr(ctx.tenantId, ctx.userId, made);
      return view(made);
    },
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/status`,
    permission: null,
    tags: TAGS,
    summary: '微信公众号 — whether the tenant has an account configured and the signed-in user is bound to it',
    handler: async ({ ctx }): Promise<WxStatusView> => ({
      configured: !!(await setting(ctx)),
      bound: !!(await bindings.openidOf(ctx.tenantId, ctx.userId)),
    }),
  });

  defineRoute(app, {
    method: 'GET',
    url: `${BASE}/callback-info`,
    permission: OUTSIDE_PERMISSIONS.settingView,
    tags: TAGS,
    summary: '微信公众号 — what to enter in WeChat’s 服务器配置: the callback’s path and the Token (plaintext mode)',
    handler: async ({ ctx }): Promise<WxCallbackView> => {
      const s = await OutsideSettings.get(db, ctx, SERVICE);
      return {
        path: `${CALLBACK}/${ctx.tenantId}`,
        token: s?.secretKey ? callbackToken(ctx.tenantId, s.secretKey) : '',
      };
    },
  });

  // The callback, public (WeChat calls it), the tenant named in its path. Every refusal — no such tenant, no account
  // configured, a bad or stale signature — is the same 403, so it tells nobody which it was.
  const deny = (reply: FastifyReply) => reply.code(403).type('text/plain; charset=utf-8').send('forbidden');
  const signed = async (req: FastifyRequest) => {
    const tenantId = String((req.params as { tenantId?: string }).tenantId ?? '');
    if (!/^\d{6}$/.test(tenantId)) return null;
    return app.appContext.database.tenancy.inTenant(tenantId, async () => {
      const s = await setting(systemContext(tenantId));
      const ok = s && signedBy(callbackToken(tenantId, s.secretKey), req.query as SignedQuery);
      return ok ? tenantId : null;
    });
  };
  const query = {
    type: 'object',
    properties: {
      signature: { type: 'string', description: 'SHA1 of the sorted Token, timestamp and nonce' },
      timestamp: { type: 'string', description: 'Unix seconds, within five minutes of ours' },
      nonce: { type: 'string' },
      echostr: { type: 'string', description: 'the URL check’s value, answered back (letters and digits)' },
    },
  };
  const params = { type: 'object', properties: { tenantId: { type: 'string' } }, required: ['tenantId'] };

  app.get(
    `${CALLBACK}/:tenantId`,
    {
      config: { public: true },
      schema: {
        tags: TAGS,
        summary: '微信公众号 — WeChat’s URL check (public): echostr answered when the signature is the tenant’s',
        security: [],
        params,
        querystring: query,
      },
    },
    async (req, reply) => {
      const echostr = String((req.query as { echostr?: unknown }).echostr ?? '');
      if (!/^[A-Za-z0-9]{1,128}$/.test(echostr) || !(await signed(req))) return deny(reply);
      return reply.type('text/plain; charset=utf-8').send(echostr);
    },
  );

  // The events come as XML: read as text, bounded, in this scope only.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      ['text/xml', 'application/xml'],
      { parseAs: 'string', bodyLimit: MAX_EVENT_BYTES },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      `${CALLBACK}/:tenantId`,
      {
        config: { public: true },
        schema: {
          tags: TAGS,
          summary:
            '微信公众号 — an event from WeChat (public, signed; XML): a follow or scan of a scene QR binds the follower to its user, unfollowing unbinds',
          security: [],
          params,
          querystring: query,
        },
      },
      async (req, reply) => {
        const tenantId = await signed(req);
        if (!tenantId) return deny(reply);
        const event = typeof req.body === 'string' ? followEvent(req.body) : null;
        if (!event) return reply.code(400).type('text/plain; charset=utf-8').send('bad request');
        // The binding is the tenant's row: written inside the tenant the signed path names.
        await app.appContext.database.tenancy.inTenant(tenantId, async () => {
          if (event.kind === 'follow' && event.scene) {
            const userId = await bindings.takeScene(tenantId, event.scene);
            if (userId) await bindings.bind(tenantId, userId, event.openid);
          } else if (event.kind === 'unfollow') await bindings.unbind(tenantId, event.openid);
        });
        // WeChat's acknowledgement: nothing to say back to the follower.
        return reply.type('text/plain; charset=utf-8').send('success');
      },
    );
  });

  return bindings;
}

declare module '../host' {
  interface ModuleApis {
    wx: WxBindings;
  }
}

/** 微信公众号: after the outside module, whose 外部服务设置 holds its setting. */
export const wxModule = defineModule({
  name: 'wx',
  uses: ['system', 'outside'],
  register: (host) => registerWxModule(host.app, host.db, host.store),
});
