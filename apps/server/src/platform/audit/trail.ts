// The audit trail: what the API log (接口日志) and the usual log (操作日志) are written from. Entries are recorded as
// calls end and as business events happen, kept in memory and written in batches by a writer the log module supplies
// (the tables are its own), each tenant's in a transaction of that tenant. A write costs the request nothing: it is
// never part of the request's transaction (a refused or failed call is logged too), and a batch goes out at most a
// second later — or at once before anyone reads the logs (`flush`), so a reader always sees every call before hers.
import { hostname } from 'node:os';
import type { Localized, USUAL_LOG_EVENTS } from '@flp/shared';
import type { FastifyBaseLogger, FastifyRequest } from 'fastify';
import { nowString } from '../db/time';
import type { RequestContext } from '../tenancy/context';

export type UsualLogEvent = (typeof USUAL_LOG_EVENTS)[number]['value'];

/** Who did it, from where, through which call (the columns both logs share). */
export interface AuditOrigin {
  tenantId: string;
  /** The user's id ('' for the system: a job, a sign-in that did not find the user). */
  userId: string;
  deptId: string;
  /** The account as typed or as the token names it; 'system' for jobs. */
  account: string;
  method?: string;
  requestUri?: string;
  params?: string;
  remoteIp?: string;
  userAgent?: string;
}

/** One call of the API log: a write, an export or a download. */
export interface ApiLogEntry extends AuditOrigin {
  log: 'api';
  /** The route's summary: the title when neither `named` nor the permission names the call (the writer decides). */
  title: string;
  /** What the route says it is called, in both languages (its `auditTitle`). */
  named?: Localized;
  /** The button permission the call was taken under (user_add), when it needs one. */
  permission?: string;
  /** 1 write, 2 export, 3 download (API_LOG_KINDS). */
  kind: 1 | 2 | 3;
  httpStatus: number;
  /** Milliseconds the call took. */
  time: number;
  requestTime: string;
}

/** One business event of the usual log. */
export interface UsualLogEntry extends AuditOrigin {
  log: 'usual';
  logLevel: 'info' | 'warn' | 'error';
  /** What happened: one of USUAL_LOG_EVENTS' keys. */
  logId: UsualLogEvent;
  logData: string;
  requestTime: string;
}

export type AuditEntry = ApiLogEntry | UsualLogEntry;

/** Where batches go: the log module's insert (entries of one tenant per call). */
export type AuditWriter = (tenantId: string, entries: readonly AuditEntry[]) => Promise<void>;

/** Facts of the server a log line names (BladeX's server_host and env). */
export interface AuditServer {
  serverHost: string;
  env: string;
}

export interface AuditTrailOptions {
  log: FastifyBaseLogger;
  env: string;
  /** A batch goes out this long after its first entry. */
  delayMs?: number;
  /** …or as soon as this many wait. */
  batch?: number;
  /** Past this many waiting (the database is away), the oldest are dropped with a warning: memory stays bounded. */
  maxPending?: number;
}

/** The origin of a signed-in request: its caller and the request line (the caller of a job is the system). */
export function originOf(ctx: RequestContext, req?: FastifyRequest): AuditOrigin {
  return {
    tenantId: ctx.tenantId,
    userId: ctx.userId,
    deptId: ctx.deptId,
    account: ctx.account,
    ...(req
      ? {
          method: req.method,
          requestUri: req.url,
          remoteIp: req.ip,
          userAgent: String(req.headers['user-agent'] ?? ''),
        }
      : {}),
  };
}

export class AuditTrail {
  readonly server: AuditServer;
  private pending: AuditEntry[] = [];
  private writer: AuditWriter | undefined;
  private timer: NodeJS.Timeout | undefined;
  private writing: Promise<void> = Promise.resolve();
  private readonly delayMs: number;
  private readonly batch: number;
  private readonly maxPending: number;

  constructor(private readonly opts: AuditTrailOptions) {
    this.server = { serverHost: hostname(), env: opts.env };
    this.delayMs = opts.delayMs ?? 1000;
    this.batch = opts.batch ?? 200;
    this.maxPending = opts.maxPending ?? 20000;
  }

  /** The log module's writer; until one is given entries wait (none is given when the module is absent). */
  writeWith(writer: AuditWriter) {
    this.writer = writer;
    if (this.pending.length) this.schedule();
  }

  record(entry: AuditEntry) {
    this.pending.push(entry);
    if (this.pending.length > this.maxPending) {
      const dropped = this.pending.splice(0, this.pending.length - this.maxPending);
      this.opts.log.warn({ dropped: dropped.length }, 'audit log backlog full: oldest entries dropped');
    }
    if (this.pending.length >= this.batch) void this.flush();
    else this.schedule();
  }

  /** A business event of the usual log, stamped now. */
  event(origin: AuditOrigin, logId: UsualLogEvent, logData: string, logLevel: UsualLogEntry['logLevel'] = 'info') {
    this.record({ ...origin, log: 'usual', logId, logData, logLevel, requestTime: nowString() });
  }

  /** Writes everything recorded so far; resolves once it is in the tables (failures are logged, not thrown). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const writer = this.writer;
    if (!writer || !this.pending.length) return this.writing;
    const taken = this.pending;
    this.pending = [];
    // One batch after another: entries reach the tables in the order they were recorded.
    this.writing = this.writing.then(() => this.write(writer, taken));
    return this.writing;
  }

  private schedule() {
    if (this.timer || !this.writer) return;
    this.timer = setTimeout(() => void this.flush(), this.delayMs);
    this.timer.unref();
  }

  private async write(writer: AuditWriter, entries: AuditEntry[]) {
    const byTenant = new Map<string, AuditEntry[]>();
    for (const e of entries) byTenant.set(e.tenantId, [...(byTenant.get(e.tenantId) ?? []), e]);
    for (const [tenantId, rows] of byTenant)
      try {
        await writer(tenantId, rows);
      } catch (err) {
        this.opts.log.error({ err, tenantId, entries: rows.length }, 'audit log entries could not be written');
      }
  }
}
