/**
 * Which addresses an outbound call may reach: public unicast ones, and those a platform administrator allowed
 * (`net.allowedPrivateHosts`). Ranges come from ipaddr.js (kept, and it knows the special-purpose registries), with
 * IPv4-mapped and IPv4-compatible IPv6 addresses judged as the IPv4 address they carry.
 */
import ipaddr from 'ipaddr.js';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/**
 * Never a service to call, whatever is allowed: "any address" (0.0.0.0 and :: reach this machine), multicast and
 * broadcast.
 */
const NEVER = new Set(['unspecified', 'multicast', 'broadcast']);

/** An address literal (IPv6 with or without brackets) as an address; null when it is not one. */
export function parseAddress(text: string): Address | null {
  const bare = text.startsWith('[') && text.endsWith(']') ? text.slice(1, -1) : text;
  if (!ipaddr.isValid(bare)) return null;
  // Refuses the shorthand forms (`127.1`, `0x7f.1`) that ipaddr.js would read as addresses: a URL's host is already
  // normalised by the URL parser, so only a typed allowance entry could hold one, and it should say what it means.
  if (!bare.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(bare)) return null;
  const addr = ipaddr.process(bare);
  if (addr.kind() === 'ipv6') {
    const parts = (addr as ipaddr.IPv6).parts;
    // ::a.b.c.d (IPv4-compatible, deprecated): judged as a.b.c.d, like the mapped form ipaddr.process unwraps.
    if (parts.slice(0, 6).every((p) => p === 0) && (parts[6] !== 0 || parts[7] > 1))
      return new ipaddr.IPv4([parts[6] >> 8, parts[6] & 255, parts[7] >> 8, parts[7] & 255]);
  }
  return addr;
}

/**
 * The range an address is in: `unicast` for a public one, else ipaddr.js's name of its special range (`loopback`,
 * `private`, `linkLocal` — 169.254.169.254, the cloud metadata service —, `carrierGradeNat`, `uniqueLocal`,
 * `reserved`…). An unparsable address is `invalid`.
 */
export function addressRange(ip: string): string {
  const addr = parseAddress(ip);
  return addr ? addr.range() : 'invalid';
}

export const isPublicAddress = (ip: string) => addressRange(ip) === 'unicast';

/** What a platform administrator allowed beyond public addresses: ranges (CIDR or single addresses) and host names. */
export interface Allowance {
  ranges: [Address, number][];
  /** Lower-case host names whose resolved addresses are allowed, whatever range they are in. */
  hosts: Set<string>;
  /** Entries that are neither, kept to be told (they allow nothing). */
  ignored: string[];
}

const HOST_NAME = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.)*[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?\.?$/;

/**
 * The allowance from the parameter's text: entries separated by commas, semicolons or white space, each a CIDR
 * (`10.0.0.0/8`, `fd00::/8`), an address (`127.0.0.1`, `::1`, `[::1]`) or a host name (`minio.internal`).
 */
export function parseAllowance(text: string | undefined): Allowance {
  const allowance: Allowance = { ranges: [], hosts: new Set(), ignored: [] };
  for (const entry of (text ?? '').split(/[\s,;]+/).filter(Boolean)) {
    const [addrText, prefix, ...rest] = entry.split('/');
    const addr = rest.length ? null : parseAddress(addrText);
    if (addr) {
      const bits = prefix === undefined ? (addr.kind() === 'ipv4' ? 32 : 128) : Number(prefix);
      // A mapped IPv6 range (::ffff:10.0.0.0/104) was unwrapped to IPv4 by parseAddress: its prefix shrinks by 96.
      const unwrapped = addr.kind() === 'ipv4' && addrText.includes(':') ? bits - 96 : bits;
      const max = addr.kind() === 'ipv4' ? 32 : 128;
      if (/^\d+$/.test(prefix ?? '0') && unwrapped >= 0 && unwrapped <= max) allowance.ranges.push([addr, unwrapped]);
      else allowance.ignored.push(entry);
    } else if (prefix === undefined && HOST_NAME.test(entry.toLowerCase()) && !/^[\d.]+$/.test(entry))
      allowance.hosts.add(entry.toLowerCase().replace(/\.$/, ''));
    else allowance.ignored.push(entry);
  }
  return allowance;
}

/**
 * Whether `ip`, an address `host` resolved to (or `host` itself, a literal), may be reached: a public address, or
 * one the allowance names by range or by host name; never one of NEVER.
 */
export function mayReach(allowance: Allowance, host: string, ip: string): boolean {
  const addr = parseAddress(ip);
  if (!addr) return false;
  const range = addr.range();
  if (NEVER.has(range)) return false;
  if (range === 'unicast') return true;
  if (allowance.hosts.has(host.toLowerCase().replace(/\.$/, ''))) return true;
  return allowance.ranges.some(([net, bits]) => net.kind() === addr.kind() && addr.match(net, bits));
}
