/**
 * Enterprise registry data for the spec's calls: the tenant's provider from its settings, each answer cached per
 * tenant and (company, dataset, page) with its fetch time for the tenant's TTL, 刷新 bypassing the cache. Without a
 * configured provider every call is refused with 409 "not configured" — never invented data.
 */
import {
  type CompanyBasic,
  type CompanyBrief,
  ENTERPRISE_DATASETS,
  type EnterpriseCounts,
  type EnterpriseDataset,
  type EnterpriseDetail,
  type EnterprisePage,
  type Provenance,
  l,
} from '@flp/shared';
import { and, eq } from 'drizzle-orm';
import { type AuditTrail, originOf } from '../../platform/audit/trail';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { nowString, parseDateTime } from '../../platform/db/time';
import { AppError, notFound } from '../../platform/http/errors';
import { type OutboundPolicy, OutboundRefused, refusedField } from '../../platform/net';
import type { RequestContext } from '../../platform/tenancy/context';
import { outboundPolicy } from '../system';
import { type EnterpriseDataProvider, type PageRequest, ProviderError, type ProviderPage } from './provider';
import { QichachaProvider } from './qichacha';
import { BASE_URL_LABEL, type EnterpriseSetting, EnterpriseSettings, isConfigured } from './settings';
import { enterpriseCacheTable as cache } from './tables';

/**
 * How a provider kind is built from the tenant's settings (tests and later providers add theirs); its calls go
 * through `policy`, the outbound gate with the platform's allowance.
 */
export type ProviderFactory = (s: EnterpriseSetting, policy: OutboundPolicy) => EnterpriseDataProvider;

export const PROVIDER_FACTORIES: Record<string, ProviderFactory> = {
  qichacha: (s, policy) =>
    new QichachaProvider({
      baseUrl: s.baseUrl,
      appKey: s.appKey,
      secretKey: s.secretKey,
      timeoutMs: s.timeoutMs,
      policy,
    }),
};

export const NOT_CONFIGURED = l('未配置工商数据服务', 'The enterprise data service is not configured');

/**
 * 409 with the not-configured message: the tenant lacks what the call needs (a client error, not the server failing);
 * the web shows its own state for it (docs/api.md).
 */
export const notConfigured = () => new AppError(409, NOT_CONFIGURED);

/**
 * A provider's failure as the API's error: 400 naming 服务地址 when its address is refused (platform/net), 400 for a
 * refused keyword, 502 for the rest.
 */
export function providerFailure(e: unknown): unknown {
  if (e instanceof OutboundRefused) return refusedField('baseUrl', BASE_URL_LABEL, e);
  if (!(e instanceof ProviderError)) return e;
  return new AppError(e.kind === 'params' ? 400 : 502, e.text);
}

const USCC = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/i;

/** The cache's name for a company: its 统一社会信用代码 upper-cased, or its name as asked (trimmed). */
export const subjectOf = (keyword: string) => {
  const k = keyword.trim();
  return USCC.test(k) ? k.toUpperCase() : k;
};

const DAY_MS = 86_400_000;
/** The page of each dataset the counts fetch, so the first tab page comes from the same cache entry. */
export const FIRST_PAGE: PageRequest = { current: 1, size: 10 };

export interface AskOptions {
  refresh?: boolean;
  customerId?: string | null;
}

export class EnterpriseDataService {
  constructor(
    private readonly db: Db,
    private readonly factories: Record<string, ProviderFactory> = PROVIDER_FACTORIES,
    /** Where the raw cause of a provider that could not be reached goes (the caller reads one message). */
    private readonly log?: FastifyBaseLogger,
    /** Every fetch from the provider (not a cache hit) goes to the usual log. */
    private readonly audit?: AuditTrail,
  ) {}

  /** The tenant's provider and settings, or the not-configured refusal. */
  async provider(ctx: RequestContext): Promise<{ provider: EnterpriseDataProvider; setting: EnterpriseSetting }> {
    const setting = await EnterpriseSettings.get(this.db, ctx);
    if (!isConfigured(setting)) throw notConfigured();
    const factory = this.factories[setting.provider];
    if (!factory) throw notConfigured();
    return { provider: factory(setting, await outboundPolicy(this.db)), setting };
  }

  /** A provider's failure as the API's error, its raw cause logged. */
  private failure(e: unknown): unknown {
    if (e instanceof ProviderError && e.cause)
      this.log?.warn({ err: e.cause, kind: e.kind }, 'enterprise provider call failed');
    return providerFailure(e);
  }

  /**
   * The cached answer of (company, dataset, variant) when younger than the tenant's TTL and no refresh is asked;
   * otherwise the provider's, stored with its fetch time. A failed fetch stores nothing.
   */
  private async cached<T>(
    ctx: RequestContext,
    key: { subject: string; dataset: string; variant: string },
    opts: AskOptions,
    fetch: (p: EnterpriseDataProvider) => Promise<T>,
  ): Promise<{ value: T } & Provenance> {
    const { provider, setting } = await this.provider(ctx);
    const where = and(
      eq(cache.tenantId, ctx.tenantId),
      eq(cache.subject, key.subject),
      eq(cache.dataset, key.dataset),
      eq(cache.variant, key.variant),
    );
    const customerId = opts.customerId ?? null;
    if (!opts.refresh) {
      const [hit] = await this.db.select().from(cache).where(where).limit(1);
      const fetched = hit ? Date.parse((parseDateTime(hit.fetchedAt) ?? '').replace(' ', 'T')) : Number.NaN;
      if (hit && Date.now() - fetched < setting.cacheDays * DAY_MS) {
        if (customerId && hit.customerId !== customerId)
          await this.db.update(cache).set({ customerId }).where(eq(cache.id, hit.id));
        return {
          value: hit.payload as T,
          fromCache: true,
          fetchedAt: hit.fetchedAt,
          customerId: customerId ?? hit.customerId,
        };
      }
    }
    let value: T;
    const called = (error?: string) =>
      this.audit?.event(
        originOf(ctx),
        'outside-order',
        JSON.stringify({ service: 'enterprise', provider: setting.provider, ...key, ...(error ? { error } : {}) }),
        error ? 'warn' : 'info',
      );
    try {
      value = await fetch(provider);
    } catch (e) {
      const failure = this.failure(e);
      called(failure instanceof Error ? failure.message : String(failure));
      throw failure;
    }
    called();
    const fetchedAt = nowString();
    await this.db
      .insert(cache)
      .values({ id: nextId(), tenantId: ctx.tenantId, ...key, customerId, payload: value as object, fetchedAt })
      .onConflictDoUpdate({
        target: [cache.tenantId, cache.subject, cache.dataset, cache.variant],
        set: { payload: value as object, fetchedAt, ...(customerId ? { customerId } : {}) },
      });
    return { value, fromCache: false, fetchedAt, customerId };
  }

  /** oss_details: companies matching a keyword. */
  async search(
    ctx: RequestContext,
    keyword: string,
    page: PageRequest,
    opts: AskOptions,
  ): Promise<EnterprisePage<CompanyBrief>> {
    const r = await this.cached(
      ctx,
      { subject: subjectOf(keyword), dataset: 'search', variant: variantOf(page) },
      opts,
      (p) => p.search(keyword.trim(), page),
    );
    return pageAnswer(r);
  }

  /** oss_detail: 工商照面 of one company; 404 when the provider knows none (and nothing is cached). */
  async basic(ctx: RequestContext, keyword: string, opts: AskOptions): Promise<EnterpriseDetail> {
    const r = await this.cached(
      ctx,
      { subject: subjectOf(keyword), dataset: 'basic', variant: '' },
      opts,
      async (p) => {
        const found = await p.basic(keyword.trim());
        if (!found)
          throw notFound(
            l(`工商数据服务未找到该企业: ${keyword}`, `The enterprise data service knows no company ${keyword}`),
          );
        return found;
      },
    );
    return { data: r.value as CompanyBasic, fromCache: r.fromCache, fetchedAt: r.fetchedAt, customerId: r.customerId };
  }

  /** tabData: a page of one dataset. */
  async dataset(
    ctx: RequestContext,
    keyword: string,
    dataset: EnterpriseDataset,
    page: PageRequest,
    opts: AskOptions,
  ): Promise<EnterprisePage<Record<string, unknown>>> {
    const r = await this.cached(ctx, { subject: subjectOf(keyword), dataset, variant: variantOf(page) }, opts, (p) =>
      p.dataset(keyword.trim(), dataset, page),
    );
    return pageAnswer(r);
  }

  /**
   * getSize / getItemCount: the number of records of every dataset (from each one's first page). A dataset the
   * provider refuses (an endpoint the account has not bought) counts null; when every one fails, the first failure is
   * the answer (an invalid key, the provider down).
   */
  async counts(ctx: RequestContext, keyword: string, opts: AskOptions): Promise<EnterpriseCounts> {
    await this.provider(ctx);
    const counts = {} as Record<EnterpriseDataset, number | null>;
    let oldest = '';
    let firstFailure: unknown;
    for (const { value } of ENTERPRISE_DATASETS) {
      try {
        const page = await this.dataset(ctx, keyword, value, FIRST_PAGE, opts);
        counts[value] = page.total;
        if (!oldest || page.fetchedAt < oldest) oldest = page.fetchedAt;
      } catch (e) {
        if (!(e instanceof AppError) || e.status < 400) throw e;
        firstFailure ??= e;
        counts[value] = null;
      }
    }
    if (!oldest) throw firstFailure;
    return { counts, fetchedAt: oldest };
  }

  /** test: the saved settings tried on one company, bypassing and leaving the cache alone. */
  async test(ctx: RequestContext, companyName: string) {
    const { provider } = await this.provider(ctx);
    const started = Date.now();
    let found: CompanyBasic | null;
    try {
      found = await provider.basic(companyName.trim());
    } catch (e) {
      throw this.failure(e);
    }
    return {
      ok: true,
      found: !!found,
      name: found?.name ?? null,
      creditCode: found?.creditCode ?? null,
      elapsedMs: Date.now() - started,
    };
  }
}

const variantOf = (p: PageRequest) => `${p.current}x${p.size}`;

function pageAnswer<T>(r: { value: ProviderPage<T> } & Provenance): EnterprisePage<T> {
  return { ...r.value, fromCache: r.fromCache, fetchedAt: r.fetchedAt, customerId: r.customerId };
}
