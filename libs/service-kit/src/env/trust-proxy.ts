import { isIP } from 'node:net';

/**
 * fastify's `trustProxy`: which peers may tell the client's address, host and protocol in
 * X-Forwarded-For / -Host / -Proto. `false`: none (the socket's own values are used).
 */
export type TrustProxy = boolean | number | string[];

export const TRUST_PROXY_RULE =
  'TRUST_PROXY must be false, true, a hop count, or a comma-separated list of IP addresses and CIDR ranges';

/** Named ranges fastify (proxy-addr) understands besides addresses. */
const NAMED_RANGES: ReadonlySet<string> = new Set(['loopback', 'linklocal', 'uniquelocal']);

const MAX_HOPS = 100;

/** `10.0.0.7`, `10.0.0.0/8`, `::1`, `fd00::/8`: a prefix of 1 to 32 (IPv4) or 128 (IPv6) bits. */
function isAddressOrCidr(entry: string): boolean {
  const slash = entry.indexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  // Zone ids (fe80::1%eth0) are not addresses a proxy connects from.
  const version = address.includes('%') ? 0 : isIP(address);
  if (version === 0) return false;
  if (slash === -1) return true;
  const prefix = entry.slice(slash + 1);
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (version === 4 ? 32 : 128);
}

/**
 * Reads a TRUST_PROXY value: unset, empty or `false` trusts nothing; `true` trusts every
 * peer (only behind a proxy that overwrites the headers); a number trusts that many hops
 * nearest to the service (`0` is `false`); otherwise a comma-separated list of IP addresses,
 * CIDR ranges and the names `loopback`, `linklocal`, `uniquelocal` (the proxies' addresses).
 * Throws `TRUST_PROXY_RULE` for anything else.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = (value ?? '').trim();
  const lower = text.toLowerCase();
  if (lower === '' || lower === 'false') return false;
  if (lower === 'true') return true;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops > MAX_HOPS) throw new Error(TRUST_PROXY_RULE);
    return hops === 0 ? false : hops;
  }
  const entries = text.split(',').map((entry) => entry.trim());
  if (entries.every((entry) => NAMED_RANGES.has(entry) || isAddressOrCidr(entry))) return entries;
  throw new Error(TRUST_PROXY_RULE);
}

/** Whether a TRUST_PROXY value is usable (see `parseTrustProxy`). */
export function isTrustProxy(value: unknown): boolean {
  if (value !== undefined && typeof value !== 'string') return false;
  try {
    parseTrustProxy(value);
    return true;
  } catch {
    return false;
  }
}
