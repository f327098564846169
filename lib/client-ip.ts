import { BlockList, isIP } from 'node:net';

/** An X-Forwarded-For longer than this, or with more hops, is ignored as a whole. */
export const MAX_FORWARDED_LENGTH = 1024;
export const MAX_FORWARDED_HOPS = 20;

/**
 * An address in one canonical form, or null when it is not an address: IPv4-mapped IPv6
 * (`::ffff:10.0.0.1`, how a dual-stack socket reports IPv4 peers) becomes IPv4, brackets and
 * ports (`[::1]:8080`, `10.0.0.1:5678`, which some proxies write) are dropped.
 */
export function normalizeIp(raw: string | null | undefined): string | null {
  let ip = (raw ?? '').trim().toLowerCase();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(ip);
  if (bracketed) ip = bracketed[1]!;
  else if (/^[\d.]+:\d+$/.test(ip)) ip = ip.slice(0, ip.lastIndexOf(':'));
  if (ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4) ip = ip.slice(7);
  return isIP(ip) ? ip : null;
}

const family = (ip: string) => (isIP(ip) === 6 ? 'ipv6' : 'ipv4');

/**
 * Parses TRUSTED_PROXIES: comma-separated addresses and CIDR ranges (`10.0.0.0/8, ::1`).
 * Throws a Chinese message naming the first entry that is neither.
 */
export function parseTrustedProxies(list: string): BlockList {
  const trusted = new BlockList();
  for (const entry of list
    .split(',')
    .map((e) => e.trim())
    .filter(Boolean)) {
    const [address, prefix, extra] = entry.split('/');
    const ip = normalizeIp(address);
    const bits = prefix === undefined ? undefined : Number(prefix);
    const max = ip && isIP(ip) === 6 ? 128 : 32;
    if (
      !ip ||
      extra !== undefined ||
      (bits !== undefined && !(/^\d+$/.test(prefix!) && bits <= max))
    ) {
      throw new Error(`TRUSTED_PROXIES 中的「${entry}」不是 IP 地址或 CIDR 网段`);
    }
    if (bits === undefined) trusted.addAddress(ip, family(ip));
    else trusted.addSubnet(ip, bits, family(ip));
  }
  return trusted;
}

export interface ClientIpInput {
  /** The address of the connection's other end (a proxy or the client itself). */
  peer: string;
  /** The X-Forwarded-For header as received. */
  forwardedFor: string | null;
  trusted: BlockList;
}

/**
 * The client's address: the peer itself unless the peer is a trusted proxy; then the
 * right-most X-Forwarded-For hop that is not a trusted proxy (each proxy appends the address
 * it was called from, so hops left of the first untrusted one are whatever the client wrote).
 * An overlong or garbled chain is not followed: the last trusted address stands.
 */
export function resolveClientIp({ peer, forwardedFor, trusted }: ClientIpInput): string {
  let ip = normalizeIp(peer) ?? peer;
  const isTrusted = (a: string) => isIP(a) !== 0 && trusted.check(a, family(a));
  if (!forwardedFor || !isTrusted(ip) || forwardedFor.length > MAX_FORWARDED_LENGTH) return ip;
  const hops = forwardedFor.split(',');
  if (hops.length > MAX_FORWARDED_HOPS) return ip;
  for (const hop of hops.reverse()) {
    const next = normalizeIp(hop);
    if (!next) return ip;
    ip = next;
    if (!isTrusted(ip)) return ip;
  }
  return ip;
}
