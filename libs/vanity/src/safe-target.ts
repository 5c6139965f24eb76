/**
 * A vanity target URL is checked before use: a bad dictionary entry must never produce an
 * open redirect or a split header. Allowed: site-relative paths (`/x/`) and absolute http(s)
 * URLs; refused: other schemes (javascript:, data:), protocol-relative `//host` and `/\host`,
 * backslashes, control characters (CR and LF included) and anything over the length limit.
 */
import { MAX_VANITY_PATH_LENGTH } from './lookup-key';

export type SafeTarget = { kind: 'path'; path: string } | { kind: 'absolute'; url: string };

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * The target as a path of this site (also for an absolute URL on `siteOrigin`) or as an
 * absolute URL elsewhere; undefined when it is not safe to send a reader to.
 */
export function safeVanityTarget(raw: string, siteOrigin: string): SafeTarget | undefined {
  if (raw.length === 0 || raw.length > MAX_VANITY_PATH_LENGTH) return undefined;
  if (CONTROL.test(raw) || raw.includes('\\') || raw !== raw.trim()) return undefined;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return undefined;
    return { kind: 'path', path: new URL(raw, siteOrigin).pathname + searchAndHash(raw) };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  if (url.origin === new URL(siteOrigin).origin) {
    return { kind: 'path', path: `${url.pathname}${url.search}${url.hash}` };
  }
  return { kind: 'absolute', url: url.href };
}

function searchAndHash(raw: string): string {
  const url = new URL(raw, 'http://x.invalid');
  return `${url.search}${url.hash}`;
}
