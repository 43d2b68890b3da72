/**
 * The order machine (WAVE3-BRIEF §5.6): one way to order work from an outside service, whatever the service. A module
 * registers its service (`define`: its providers' adapters and what it keeps when an order is done); `place` records
 * the order (待生成) and asks the tenant's provider for the service — 409 "not configured" without one, never an
 * invented answer — then records what it answered: done with its result, failed with why, or processing with the
 * provider's reference, asked again (`sync`, and the poll job for those due) with a growing pause until it is done or
 * the attempts run out. A failed order can be retried. Every step is recorded under the order's row lock, so two
 * checks at once give one answer.
 */
import { type Localized, l } from '@flp/shared';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Row } from '../../platform/crud/repository';
import { hookTransaction } from '../../platform/crud/service';
import type { Db } from '../../platform/db/database';
import { nextId } from '../../platform/db/id';
import { formatDateTime } from '../../platform/db/time';
import { AppError, badRequest, invalidField, notFound } from '../../platform/http/errors';
import { OutboundRefused, refusalMessage } from '../../platform/net';
import { type RequestContext, beyondDataScope } from '../../platform/tenancy/context';
import { ProviderError } from '../enterprise';
import { outboundPolicy } from '../system';
import type { OrderProgress, OrderProvider, OrderRequest, OrderServiceDef } from './provider';
import { type AuditTrail, originOf } from '../../platform/audit/trail';
import { OutsideSettings, isConfigured } from './settings';
import { outsideRepos } from './repos';

/** The provider name of a service's local engine. */
export const LOCAL = 'local';

/** How many times a processing order is asked before it is given up as failed. */
export const MAX_ATTEMPTS = 12;

/** The pause before asking again: 1, 2, 4 … minutes after each attempt, at most an hour. */
export const pauseAfter = (attempts: number) => Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;

const GAVE_UP = l(
  '服务商长时间未返回结果, 已停止查询; 可重试',
  'The provider gave no result in time; checks stopped (retry it)',
);
const CALL_FAILED = l('调用外部服务失败', 'The outside service could not be called');

export interface PlaceInput {
  service: string;
  subjectName: string;
  subjectCode?: string | null;
  /** The record the order is for (kind and id), told back to its module with the order. */
  businessType?: string | null;
  businessId?: string | null;
  input?: Record<string, unknown>;
  /** `local`: the service's local engine; else the tenant's provider for it. */
  provider?: string | null;
}

export class OrderMachine {
  private readonly services = new Map<string, OrderServiceDef>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
    /** Every call to an outside provider (not the local engines) goes to the usual log. */
    private readonly audit?: AuditTrail,
  ) {}

  /** A service and its providers (once per code). */
  define(def: OrderServiceDef) {
    if (this.services.has(def.code)) throw new Error(`outside service ${def.code} is defined twice`);
    this.services.set(def.code, def);
  }

  notConfigured(def: Pick<OrderServiceDef, 'label'>) {
    return new AppError(
      409,
      l(`未配置${def.label['zh-CN']}服务`, `The ${def.label['en-US']} service is not configured`),
    );
  }

  private service(code: string): OrderServiceDef {
    const def = this.services.get(code);
    if (!def) throw badRequest(l(`未知的外部服务: ${code}`, `No such outside service: ${code}`));
    return def;
  }

  /**
   * The provider for the service: the local engine when asked (`local`), else the tenant's as its setting says; 409
   * when it has none (or one not enabled).
   */
  private async provider(
    ctx: RequestContext,
    def: OrderServiceDef,
    asked?: string | null,
  ): Promise<{ name: string; provider: OrderProvider }> {
    if (asked === LOCAL) {
      if (!def.local)
        throw badRequest(l(`${def.label['zh-CN']}没有本地引擎`, `${def.label['en-US']} has no local engine`));
      return { name: LOCAL, provider: def.local(ctx) };
    }
    const s = await OutsideSettings.get(this.db, ctx, def.code);
    const factory = isConfigured(s) ? def.providers[s.provider] : undefined;
    if (!s || !factory) throw this.notConfigured(def);
    return { name: s.provider, provider: factory(s, await outboundPolicy(this.db), ctx) };
  }

  /** The providers an order of the service can be placed with now: its local engine, the tenant's configured one. */
  async available(ctx: RequestContext, service: string): Promise<string[]> {
    const def = this.service(service);
    const s = await OutsideSettings.get(this.db, ctx, def.code);
    return [...(def.local ? [LOCAL] : []), ...(isConfigured(s) && def.providers[s.provider] ? [s.provider] : [])];
  }

  /** A 409 (or 400) now when the service could not be ordered: a caller checks before it records its own part. */
  async assertReady(ctx: RequestContext, service: string, provider?: string | null): Promise<void> {
    await this.provider(ctx, this.service(service), provider);
  }

  /** The services that may be placed by hand (`byHand`), in the order defined: what 下单 offers. */
  byHand(): { value: string; label: Localized }[] {
    return [...this.services.values()].filter((d) => d.byHand).map((d) => ({ value: d.code, label: d.label }));
  }

  /**
   * An order placed by hand, with its subject only: a 400 on the service when it needs its record's input (it is
   * ordered from that record), before anything is recorded or asked.
   */
  async placeByHand(ctx: RequestContext, p: Pick<PlaceInput, 'service' | 'subjectName' | 'subjectCode'>) {
    const def = this.service(p.service);
    if (!def.byHand)
      throw invalidField(
        'service',
        l(
          `服务: ${def.label['zh-CN']}需要业务记录的资料, 请在该记录中下单, 不能单独下单`,
          `Service: ${def.label['en-US']} needs its record's input; order it from that record, not by hand`,
        ),
      );
    return this.place(ctx, { service: p.service, subjectName: p.subjectName, subjectCode: p.subjectCode });
  }

  async place(ctx: RequestContext, p: PlaceInput): Promise<Row> {
    const def = this.service(p.service);
    const { name, provider } = await this.provider(ctx, def, p.provider);
    const order = await this.db.transaction((tx) =>
      outsideRepos.order.insert(tx, ctx, {
        orderNo: `WB${nextId()}`,
        service: def.code,
        provider: name,
        subjectName: p.subjectName,
        subjectCode: p.subjectCode ?? null,
        businessType: p.businessType ?? null,
        businessId: p.businessId ?? null,
        input: p.input ?? {},
        orderState: 'CREATED',
        attempts: 0,
      }),
    );
    return this.step(ctx, def, order, (req) => provider.submit(req));
  }

  /** One order by its number, within the caller's data scope. */
  async find(ctx: RequestContext, orderNo: string): Promise<Row> {
    const r = outsideRepos.order;
    const [found] = await r.list(this.db, ctx, { where: [eq(r.col('orderNo'), orderNo)], limit: 1 });
    if (!found) throw notFound(l(`外部服务订单不存在: ${orderNo}`, `No such outside order: ${orderNo}`));
    return found;
  }

  /** Asks the provider where a processing order stands (submits one left 待生成); a finished one is answered as it is. */
  async sync(ctx: RequestContext, orderNo: string): Promise<Row> {
    const order = await this.find(ctx, orderNo);
    if (order.orderState === 'DONE' || order.orderState === 'FAILED') return outsideRepos.order.toWire(order);
    const def = this.service(String(order.service));
    const { provider } = await this.provider(ctx, def, order.provider === LOCAL ? LOCAL : null);
    if (order.orderState === 'CREATED' || !order.providerRef || !provider.poll)
      return this.step(ctx, def, order, (req) => provider.submit(req));
    return this.step(ctx, def, order, (req) => provider.poll!(req, String(order.providerRef)));
  }

  /** A failed order asked again from the start (its attempts counted afresh). */
  async retry(ctx: RequestContext, orderNo: string): Promise<Row> {
    const order = await this.find(ctx, orderNo);
    if (order.orderState !== 'FAILED')
      throw badRequest(l('只有失败的订单可以重试', 'Only a failed order can be retried'));
    const def = this.service(String(order.service));
    const { provider } = await this.provider(ctx, def, order.provider === LOCAL ? LOCAL : null);
    const fresh = await this.db.transaction((tx) =>
      outsideRepos.order.update(tx, beyondDataScope(ctx), String(order.id), {
        orderState: 'CREATED',
        attempts: 0,
        providerRef: null,
        lastError: null,
        finishedAt: null,
      }),
    );
    return this.step(ctx, def, fresh, (req) => provider.submit(req));
  }

  /** The processing orders whose next check is due, each asked once (the poll job). */
  async pollDue(ctx: RequestContext, now: Date): Promise<{ checked: number; done: number; failed: number }> {
    const r = outsideRepos.order;
    const due = await r.list(this.db, ctx, {
      where: [and(eq(r.col('orderState'), 'PROCESSING'), lte(r.col('nextPollAt'), formatDateTime(now)))!],
      limit: 200,
    });
    const tally = { checked: 0, done: 0, failed: 0 };
    for (const order of due) {
      const after = await this.sync(ctx, String(order.orderNo)).catch((e) => {
        this.log.warn({ err: e, orderNo: order.orderNo }, 'outside order poll failed');
        return null;
      });
      tally.checked++;
      if (after?.orderState === 'DONE') tally.done++;
      if (after?.orderState === 'FAILED') tally.failed++;
    }
    return tally;
  }

  private request(order: Row): OrderRequest {
    return {
      orderNo: String(order.orderNo),
      subjectName: String(order.subjectName),
      subjectCode: order.subjectCode ? String(order.subjectCode) : null,
      input: (order.input as Record<string, unknown>) ?? {},
    };
  }

  /** One call to the provider (outside any transaction), then what it answered recorded. */
  private async step(
    ctx: RequestContext,
    def: OrderServiceDef,
    order: Row,
    call: (req: OrderRequest) => Promise<OrderProgress>,
  ): Promise<Row> {
    let progress: OrderProgress;
    let transient: Localized | null = null;
    try {
      progress = await call(this.request(order));
    } catch (e) {
      if (e instanceof ProviderError && e.kind === 'unavailable' && order.orderState === 'PROCESSING') {
        // A provider not answering a check: asked again later, said why meanwhile.
        progress = { state: 'PROCESSING', providerRef: String(order.providerRef) };
        transient = e.text;
      } else progress = { state: 'FAILED', error: this.failure(e, order) };
    }
    if (order.provider !== LOCAL) {
      const error = progress.state === 'FAILED' ? progress.error : transient;
      this.audit?.event(
        originOf(ctx),
        'outside-order',
        JSON.stringify({
          service: def.code,
          orderNo: order.orderNo,
          provider: order.provider,
          state: progress.state,
          ...(error ? { error: error['zh-CN'] } : {}),
        }),
        error ? 'warn' : 'info',
      );
    }
    return this.record(ctx, def, order, progress, transient);
  }

  private failure(e: unknown, order: Row): Localized {
    if (e instanceof ProviderError) return e.text;
    if (e instanceof OutboundRefused) return refusalMessage(e);
    this.log.error({ err: e, orderNo: order.orderNo }, 'outside order failed');
    return CALL_FAILED;
  }

  private record(
    ctx: RequestContext,
    def: OrderServiceDef,
    order: Row,
    progress: OrderProgress,
    transient: Localized | null,
  ): Promise<Row> {
    const r = outsideRepos.order;
    return hookTransaction(this.db, ctx, async (h) => {
      const all = beyondDataScope(h.ctx);
      const now = new Date();
      const current = await r.lockById(h.tx, all, String(order.id));
      // Someone else's check finished it meanwhile: theirs stands.
      if (current.orderState === 'DONE' || current.orderState === 'FAILED') return r.toWire(current);
      const attempts = Number(current.attempts ?? 0) + 1;
      const finished = { finishedAt: formatDateTime(now), nextPollAt: null, attempts };
      let values: Row;
      if (progress.state === 'DONE')
        values = {
          ...finished,
          orderState: 'DONE',
          providerRef: progress.providerRef ?? current.providerRef ?? null,
          result: progress.result,
          lastError: null,
        };
      else if (progress.state === 'FAILED') values = { ...finished, orderState: 'FAILED', lastError: progress.error };
      else if (attempts >= MAX_ATTEMPTS) values = { ...finished, orderState: 'FAILED', lastError: GAVE_UP };
      else
        values = {
          orderState: 'PROCESSING',
          providerRef: progress.providerRef,
          attempts,
          nextPollAt: formatDateTime(new Date(now.getTime() + pauseAfter(attempts))),
          lastError: transient,
        };
      const saved = await r.update(h.tx, all, String(order.id), values);
      await def.onRecorded?.(h, saved);
      return r.toWire(saved);
    });
  }
}
