/**
 * The one gate of outbound calls (the object storage, the enterprise-data provider): http and https only, and a
 * connection only to an address `mayReach` admits. The check is made where the connection is made — the agents'
 * `lookup` hook resolves the name, checks every address it has and hands the connection exactly those — so a name
 * that resolved to a public address for a first check cannot answer a private one for the connection (DNS rebinding).
 */
import { lookup as dnsLookup } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { type LookupFunction, type Socket, isIP } from 'node:net';
import type { Duplex } from 'node:stream';
import { type Allowance, mayReach, parseAllowance } from './address';

/** Why a call was not made: the URL's scheme, or an address of its host that is this machine's or the network's. */
export class OutboundRefused extends Error {
  readonly code = 'E_OUTBOUND_REFUSED';
  constructor(
    readonly host: string,
    readonly reason: 'scheme' | 'address',
  ) {
    super(reason === 'scheme' ? `outbound call refused: not http(s)` : `outbound call refused: ${host} is not public`);
  }
}

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address of a host name (a seam: the tests resolve names to the addresses they need). */
export type Resolver = (host: string, family: number) => Promise<ResolvedAddress[]>;

const systemResolver: Resolver = (host, family) =>
  new Promise((resolve, reject) =>
    dnsLookup(host, { all: true, family }, (err, addresses) => (err ? reject(err) : resolve(addresses))),
  );

const SCHEMES = new Set(['http:', 'https:']);

/** A URL's host as the connection names it (`[::1]` → `::1`). */
const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** The allowance in force for a call, read once before it (a snapshot: the calls it makes do not read it again). */
export class OutboundPolicy {
  private readonly allowance: Allowance;

  /** The allowance's text as given: equal keys, equal policies (a client built under one is kept while it holds). */
  readonly key: string;

  constructor(
    allowanceText: string | undefined,
    private readonly resolver: Resolver = systemResolver,
  ) {
    this.key = (allowanceText ?? '').trim();
    this.allowance = parseAllowance(allowanceText);
  }

  /** Entries of the allowance that name neither a range nor a host (they allow nothing). */
  get ignoredEntries(): readonly string[] {
    return this.allowance.ignored;
  }

  /** The URL (parsed) when its scheme may be called; throws OutboundRefused for any other, or an unparsable URL. */
  url(raw: string | URL): URL {
    let url: URL;
    try {
      url = new URL(raw);
    } catch {
      throw new OutboundRefused(String(raw), 'scheme');
    }
    if (!SCHEMES.has(url.protocol)) throw new OutboundRefused(url.hostname, 'scheme');
    return url;
  }

  /**
   * Checks a URL before it is saved or called, to answer a refusal early and by field: its scheme, then every address
   * its host has. A name that does not resolve is not refused here (the call will not connect anyway), and passing
   * here proves nothing about the connection: the lookup hook checks again whatever the name resolves to then.
   */
  async check(raw: string | URL): Promise<URL> {
    const url = this.url(raw);
    const host = hostOf(url);
    if (isIP(host)) this.assertMayReach(host, host);
    else {
      let addresses: ResolvedAddress[] = [];
      try {
        addresses = await this.resolver(host, 0);
      } catch {
        // Unresolvable now: the connection's own lookup will fail, or be checked.
      }
      for (const a of addresses) this.assertMayReach(host, a.address);
    }
    return url;
  }

  private assertMayReach(host: string, ip: string) {
    if (!mayReach(this.allowance, host, ip)) throw new OutboundRefused(host, 'address');
  }

  /** net's `lookup` hook: the name's addresses, every one checked, or OutboundRefused when any is refused. */
  readonly lookup: LookupFunction = (hostname, options, callback) => {
    const family = typeof options.family === 'number' ? options.family : 0;
    const literal = hostname.replace(/^\[(.*)\]$/, '$1');
    const resolved = isIP(literal)
      ? Promise.resolve([{ address: literal, family: isIP(literal) }])
      : this.resolver(hostname, family);
    resolved.then(
      (addresses) => {
        const refused = addresses.find((a) => !mayReach(this.allowance, hostname, a.address));
        if (refused || !addresses.length) {
          const err = refused
            ? new OutboundRefused(hostname, 'address')
            : Object.assign(new Error('no address'), { code: 'ENOTFOUND' });
          return options.all ? callback(err, []) : callback(err, '', 0);
        }
        if (options.all) callback(null, addresses);
        else callback(null, addresses[0].address, addresses[0].family);
      },
      (err: NodeJS.ErrnoException) => (options.all ? callback(err, []) : callback(err, '', 0)),
    );
  };

  /**
   * An agent whose every connection passes the check: a name through the lookup hook, an address literal (which
   * net connects to without a lookup) before the socket is opened. The caller owns it (destroy it with its client).
   */
  agent(protocol: 'http:' | 'https:', options: http.AgentOptions = {}): http.Agent {
    const policy = this;
    const Base = protocol === 'https:' ? https.Agent : http.Agent;
    const Guarded = class extends Base {
      override createConnection(
        opts: http.ClientRequestArgs,
        callback?: (err: Error | null, socket: Duplex) => void,
      ): Duplex | null | undefined {
        const host = String(opts.host ?? opts.hostname ?? '').replace(/^\[(.*)\]$/, '$1');
        if (isIP(host) && !mayReach(policy.allowance, host, host)) {
          callback?.(new OutboundRefused(host, 'address'), undefined as unknown as Socket);
          return undefined;
        }
        // socketPath would leave the network for a local socket: no URL of ours sets it, and none may.
        if (opts.socketPath) {
          callback?.(new OutboundRefused(host, 'address'), undefined as unknown as Socket);
          return undefined;
        }
        return super.createConnection({ ...opts, lookup: policy.lookup } as never, callback as never);
      }
    };
    return new Guarded({ ...options, lookup: this.lookup } as http.AgentOptions);
  }
}

/** The policy with nothing allowed beyond public addresses. */
export const publicOnly = (resolver?: Resolver) => new OutboundPolicy(undefined, resolver);
