/**
 * A data source's connection: PostgreSQL only, through the outbound gate (platform/net: public addresses, and the
 * private ones the platform administrator allowed in net.allowedPrivateHosts), bounded by a timeout, and used only to
 * read table structures. Every way it can fail is an outcome a person can act on — never a 500.
 */
import { DATASOURCE_PLATFORM, type Localized, l } from '@flp/shared';
import type { LookupAddress } from 'node:dns';
import { isIP } from 'node:net';
import pg from 'pg';
import { type OutboundPolicy, OutboundRefused, couldNotConnect, refusalMessage } from '../../platform/net';

/** How long a connection, and each statement over it, may take (a data source is a developer's tool, not a feed). */
export const CONNECT_TIMEOUT_MS = 5000;

export type ConnectOutcome =
  | 'reachable'
  | 'denied'
  | 'unreachable'
  | 'noDatabase'
  | 'refused'
  | 'unsupported'
  | 'failed';

/** Why a source could not be used, with what to tell the person. */
export class SourceFailure extends Error {
  constructor(
    readonly outcome: Exclude<ConnectOutcome, 'reachable'>,
    readonly text: Localized,
  ) {
    super(text['en-US']);
  }
}

/** What a connection needs, from a saved source or the form being filled. */
export interface SourceSpec {
  kind: string;
  url: string;
  username: string;
  password: string;
}

export interface Target {
  host: string;
  port: number;
  database: string;
  ssl: boolean;
}

const SOURCE = l('数据源', 'data source');

/**
 * The address of a PostgreSQL source: `postgresql://host[:port]/database` (also `postgres://`, and BladeX's JDBC form
 * `jdbc:postgresql://…`); `?sslmode=require` (or verify-full) asks for TLS. Null when it is not one.
 */
export function parseTarget(raw: string): Target | null {
  const text = raw.trim().replace(/^jdbc:/i, '');
  if (!/^postgres(ql)?:\/\//i.test(text)) return null;
  let u: URL;
  try {
    u = new URL(text.replace(/^postgres(ql)?:/i, 'http:'));
  } catch {
    return null;
  }
  const database = decodeURIComponent(u.pathname.replace(/^\//, ''));
  const port = u.port ? Number(u.port) : 5432;
  if (!u.hostname || !database || database.includes('/') || !(port > 0 && port < 65536)) return null;
  const sslmode = u.searchParams.get('sslmode') ?? '';
  return {
    host: u.hostname.replace(/^\[(.*)\]$/, '$1'),
    port,
    database,
    ssl: ['require', 'verify-ca', 'verify-full'].includes(sslmode),
  };
}

/**
 * The one address the connection is made to: the host's addresses, every one admitted by the gate (no rebinding).
 * The name's lookup counts against the same timeout as the connection (a resolver can take longer than that).
 */
function admittedAddress(policy: OutboundPolicy, host: string, timeoutMs: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(Object.assign(new Error('lookup timed out'), { code: 'ETIMEDOUT' })),
      timeoutMs,
    );
    policy.lookup(host, { all: true }, (err, addresses) => {
      clearTimeout(timer);
      const list = addresses as unknown as LookupAddress[];
      if (err || !list?.length) reject(err ?? new Error('no address'));
      else resolve(list[0].address);
    });
  });
}

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EHOSTUNREACH', 'ENETUNREACH', 'ETIMEDOUT', 'ENOTFOUND']);

/** A failed connection or statement as the outcome it means. */
export function failureOf(e: unknown): SourceFailure {
  if (e instanceof SourceFailure) return e;
  if (e instanceof OutboundRefused) return new SourceFailure('refused', refusalMessage(e));
  const code = String((e as { code?: unknown })?.code ?? '');
  if (code === '28P01' || code === '28000')
    return new SourceFailure(
      'denied',
      l('用户名或密码错误, 数据库拒绝登录', 'The database refused the user or password'),
    );
  if (code === '3D000')
    return new SourceFailure('noDatabase', l('数据库不存在', 'The database does not exist on that server'));
  // A SQLSTATE (five characters) came from a PostgreSQL server: it answered, and said no to something else.
  if (/^[0-9A-Z]{5}$/.test(code) && !NETWORK_CODES.has(code))
    return new SourceFailure(
      'failed',
      l(`数据库拒绝了连接 (错误码 ${code})`, `The database refused the connection (error ${code})`),
    );
  // Refused, reset, timed out, unresolvable, or not PostgreSQL at all: one answer, so that the call tells nothing
  // about which ports of a host are open.
  return new SourceFailure('unreachable', couldNotConnect(SOURCE));
}

/** Why a source's kind or address cannot be connected to, before any connection; null when it can be tried. */
export function unusable(spec: SourceSpec): SourceFailure | null {
  if (spec.kind === DATASOURCE_PLATFORM) return null;
  if (spec.kind !== 'postgresql')
    return new SourceFailure(
      'unsupported',
      l('暂不支持该类型的数据库, 目前只能连接 PostgreSQL', 'Only PostgreSQL databases can be connected to for now'),
    );
  if (!parseTarget(spec.url))
    return new SourceFailure(
      'failed',
      l('连接地址应为 postgresql://主机:端口/数据库', 'The address must be postgresql://host:port/database'),
    );
  return null;
}

/** Runs `work` over a connection to the source, then closes it; a failure is a SourceFailure. */
export async function withSource<T>(
  policy: OutboundPolicy,
  spec: SourceSpec,
  work: (client: pg.Client) => Promise<T>,
  timeoutMs = CONNECT_TIMEOUT_MS,
): Promise<T> {
  const refused = unusable(spec);
  if (refused) throw refused;
  const target = parseTarget(spec.url)!;
  let client: pg.Client | undefined;
  try {
    const address = await admittedAddress(policy, target.host, timeoutMs);
    client = new pg.Client({
      host: address,
      port: target.port,
      database: target.database,
      user: spec.username || undefined,
      password: spec.password,
      ssl: target.ssl ? { servername: isIP(target.host) ? undefined : target.host } : false,
      connectionTimeoutMillis: timeoutMs,
      query_timeout: timeoutMs,
      statement_timeout: timeoutMs,
      application_name: 'flp-code-generator',
    });
    // A server that drops the connection later must not throw from the socket's event.
    client.on('error', () => {});
    await client.connect();
    // Reads only: the session cannot write even if a statement of ours tried.
    await client.query('set session characteristics as transaction read only');
    return await work(client);
  } catch (e) {
    throw failureOf(e);
  } finally {
    await client?.end().catch(() => {});
  }
}
