/**
 * The adapter every outside service's provider implements: the order machine (machine.ts) keeps the order, its
 * attempts and its state, and never sees a provider's wire format. A synchronous provider answers DONE (or FAILED) at
 * once; an asynchronous one answers PROCESSING with its reference and is asked again (`poll`) until it is done.
 */
import type { Localized } from '@flp/shared';
import type { HookContext } from '../../platform/crud/service';
import type { Row } from '../../platform/crud/repository';
import type { OutboundPolicy } from '../../platform/net';
import type { RequestContext } from '../../platform/tenancy/context';
import type { OutsideSetting } from './settings';

export interface OrderRequest {
  orderNo: string;
  subjectName: string;
  subjectCode: string | null;
  /** What else the service needs (a statement's file, an invoice's number…). */
  input: Record<string, unknown>;
}

export type OrderProgress =
  | { state: 'PROCESSING'; providerRef: string }
  | { state: 'DONE'; providerRef?: string; result: Record<string, unknown> }
  | { state: 'FAILED'; error: Localized };

export interface OrderProvider {
  submit(req: OrderRequest): Promise<OrderProgress>;
  /** Where a processing order stands (asynchronous providers only). */
  poll?(req: OrderRequest, providerRef: string): Promise<OrderProgress>;
}

/**
 * How a provider is built from the tenant's setting for the service; its calls go through `policy`. It is built for
 * each call within the tenant it serves (`ctx`, as the local engine is): a provider that sends the order's files reads
 * them there, through whatever its module closed over.
 */
export type OrderProviderFactory = (
  setting: OutsideSetting,
  policy: OutboundPolicy,
  ctx: RequestContext,
) => OrderProvider;

/** An outside service as the module that uses it registers it with the machine. */
export interface OrderServiceDef {
  code: string;
  label: Localized;
  providers: Record<string, OrderProviderFactory>;
  /**
   * Placed by hand (外部服务订单 下单) with nothing but its subject, a company's name and code. A service that works
   * on its record's input (an invoice to verify, a report's files to read) leaves it unset: it is ordered from that
   * record, and the machine refuses it by hand.
   */
  byHand?: boolean;
  /** The work done here (provider `local`, no setting): an honest engine where the service can be done locally. */
  local?(ctx: RequestContext): OrderProvider;
  /**
   * In the transaction that records each step (processing, done, failed): the module that ordered it keeps its part
   * (its record's state, the result).
   */
  onRecorded?(h: HookContext, order: Row): Promise<void>;
}
