// 应用版本 (issue 34 item 5; WAVE3-BRIEF §9.5): the company's mobile app versions. The rules a release manager relies
// on: a version code higher than every earlier one of the app on its platform, the lowest supported code not above
// it, a store page that is a real http(s) address; publishing needs a package or a store page and a code above every
// published one (checked under a lock, so two publications at once cannot both pass); a published version is only
// withdrawn, never changed or removed. `download` hands out only what a published version offers — its package, or a
// redirect to its own store page — so the call can never be turned into an open redirect or a file reader.
import { type Localized, PLATFORM_TENANT_ID, appVersion, id, l, text } from '@flp/shared';
import { eq, max, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { registerResourceRoutes } from '../../platform/crud/routes';
import type { HookContext, ResourceHooks } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { nowString } from '../../platform/db/time';
import { defineRoute, idsOf } from '../../platform/http/define-route';
import { badRequest, invalidField, labelled, notFound } from '../../platform/http/errors';
import { beyondDataScope, systemContext } from '../../platform/tenancy/context';
import { type NoApi, defineModule } from '../host';
import type { FileService } from '../resource';
import { APP_VERSION_MENUS } from './menus';
import { appVersionRepos } from './repos';

const repo = appVersionRepos.version;
const API = `/api${appVersion.api}`;
const TAGS = [appVersion.label['en-US']];
const labelOf = (name: string) => appVersion.fields.find((f) => f.name === name)?.label as Localized;

const fieldError = (field: string, msg: Localized) => invalidField(field, labelled(labelOf(field), msg));

/** The highest version code of the app on the platform, among the rows `where` keeps (other than `exceptId`). */
async function highestCode(h: HookContext, values: Row, exceptId: string | null, published = false) {
  const [row] = await h.tx
    .select({ top: max(repo.col('versionCode')) })
    .from(repo.table)
    .where(
      repo.scope(
        beyondDataScope(h.ctx),
        eq(repo.col('appName'), String(values.appName)),
        eq(repo.col('platform'), String(values.platform)),
        ...(exceptId ? [ne(repo.col('id'), exceptId)] : []),
        ...(published ? [eq(repo.col('versionState'), 'PUBLISHED')] : []),
      ),
    );
  return row?.top === null || row?.top === undefined ? null : Number(row.top);
}

/**
 * The rules of a version's fields, on create and on each edit of a draft: a new code (a new version, or a draft's
 * code changed) above every code of the app on the platform.
 */
async function checkVersion(h: HookContext, values: Row, current: Row | null) {
  const code = Number(values.versionCode);
  const moved =
    !current ||
    code !== Number(current.versionCode) ||
    values.appName !== current.appName ||
    values.platform !== current.platform;
  const top = moved ? await highestCode(h, values, current ? String(current.id) : null) : null;
  if (top !== null && code <= top)
    throw fieldError(
      'versionCode',
      l(
        `应大于该应用此平台已有的最高版本号 ${top}`,
        `must be above ${top}, the highest code of the app on the platform`,
      ),
    );
  if (values.minSupportedCode !== null && values.minSupportedCode !== undefined && values.minSupportedCode !== '') {
    if (Number(values.minSupportedCode) > code)
      throw fieldError('minSupportedCode', l(`不能大于版本号 ${code}`, `cannot be above the version code ${code}`));
  }
  const store = values.storeUrl ? String(values.storeUrl) : '';
  if (store && !/^https?:\/\/[^/?#]+/i.test(store))
    throw fieldError('storeUrl', l('应为 http(s):// 开头的完整地址', 'must be a full http(s):// address'));
}

const hooks: ResourceHooks<typeof appVersion> = {
  serverFields: ['versionState', 'publishTime'],
  async beforeCreate(h, values) {
    await checkVersion(h, values as Row, null);
  },
  async beforeUpdate(h, values, current) {
    await checkVersion(h, { ...current, ...(values as Row) }, current as Row);
  },
  // Publishing (the status's move to PUBLISHED): under a lock per app and platform, so of two publications at once
  // the second sees the first; a code not above every published one rolls the move back.
  async afterWrite(h, row, body) {
    if (body.versionState !== 'PUBLISHED') return;
    const v = row as Row;
    await h.tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`app-version|${h.ctx.tenantId}|${v.appName}|${v.platform}`}))`,
    );
    const top = await highestCode(h, v, String(v.id), true);
    if (top !== null && Number(v.versionCode) <= top)
      throw badRequest(
        l(
          `版本号 ${v.versionCode} 不高于已发布的版本号 ${top}, 不能发布`,
          `Code ${v.versionCode} is not above the published ${top}; it cannot be published`,
        ),
      );
  },
};

export function registerAppVersionModule(app: FastifyInstance, deps: { db: Db; files: FileService }) {
  const { db, files } = deps;
  const versions = registerResourceRoutes(app, { repo, db, hooks });
  const versionId = id('id', l('版本', 'Version'), { required: l('请选择版本', 'please select the version') });

  /** Publishes a draft (or a withdrawn version again): it must offer a package or a store page (and see afterWrite). */
  defineRoute(app, {
    method: 'POST',
    url: `${API}/publish`,
    permission: 'app_version_publish',
    tags: TAGS,
    summary: '应用版本 — publish (a package or a store page needed; the code above every published one)',
    params: [versionId],
    handler: async ({ ctx, params, req }) => {
      const v = await repo.getById(db, ctx, params.id);
      if (!idsOf(v.package ? String(v.package) : null).length && !v.storeUrl)
        throw badRequest(l('发布前请上传安装包或填写应用商店地址', 'Upload a package or enter a store page first'));
      return versions.transition(ctx, params.id, 'PUBLISHED', { req, values: { publishTime: nowString() } });
    },
  });

  defineRoute(app, {
    method: 'POST',
    url: `${API}/withdraw`,
    permission: 'app_version_publish',
    tags: TAGS,
    summary: '应用版本 — withdraw a published version (kept; it can be published again)',
    params: [versionId],
    handler: ({ ctx, params, req }) => versions.transition(ctx, params.id, 'WITHDRAWN', { req }),
  });

  /**
   * What a published version offers, by what the client names (`url`): a package's attachment id streams the file; a
   * version's own store page redirects there. Anything else — another address, a draft's package, another tenant's
   * file — is "no such download".
   */
  defineRoute(app, {
    method: 'GET',
    url: `${API}/download`,
    permission: 'app_version_view',
    tags: TAGS,
    summary: '应用版本 — download a published version: its package (attachment id) or a redirect to its store page',
    params: [
      text('url', l('下载地址', 'Download'), { required: l('请指定下载地址', 'please name the download'), max: 500 }),
    ],
    handler: async ({ ctx, params, reply }) => {
      const wanted = String(params.url);
      // A version keeps one package (max 1): its attachment id is the whole column.
      const [v] = await repo.list(db, beyondDataScope(ctx), {
        where: [
          eq(repo.col('versionState'), 'PUBLISHED'),
          or(eq(repo.col('package'), wanted), eq(repo.col('storeUrl'), wanted))!,
        ],
        limit: 1,
      });
      if (v && String(v.package ?? '') === wanted) return files.send(reply, db, ctx, wanted);
      if (v) return reply.redirect(String(v.storeUrl), 302);
      throw notFound(l('没有该已发布版本的下载', 'No published version offers that download'));
    },
  });

  return versions;
}

declare module '../host' {
  interface ModuleApis {
    appversion: NoApi;
  }
}

export const appVersionModule = defineModule({
  name: 'appversion',
  menus: APP_VERSION_MENUS,
  uses: ['resource'],
  register: (host, { resource }) => {
    registerAppVersionModule(host.app, { db: host.db, files: resource });
  },
  // A draft of the staff app's first Android version, its notes written, waiting for its package: what a release
  // manager finds before anything has shipped (nothing is published without a real package or store page).
  demo: (host) =>
    host.db.transaction(async (tx) => {
      const ctx = systemContext(PLATFORM_TENANT_ID);
      if (await repo.count(tx, ctx)) return;
      await repo.insert(tx, ctx, {
        appName: '融资租赁助手',
        platform: 'android',
        versionCode: 100,
        versionName: '1.0.0',
        minSupportedCode: 100,
        forceUpdate: 0,
        versionState: 'DRAFT',
        releaseNotes: '首个版本: 待办审批、租金计划查询、逾期提醒推送、客户拜访记录。',
      });
    }),
});
