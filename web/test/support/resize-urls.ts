/**
 * Reads a signed resize URL (spec 000 s7: {origin}/resize/{signature}{path}?{query}) and checks
 * its signature with node:crypto directly, not through the code under test.
 */
import { createHmac } from 'node:crypto';

export interface ReadResizeUrl {
  origin: string;
  path: string;
  width: number;
  height: number;
  /** The signature is HMAC-SHA1 of path and query under `key`. */
  signed: boolean;
}

const RESIZE = /^\/resize\/([0-9a-f]{40})(\/.*)$/;

export function readResizeUrl(url: string, key: string): ReadResizeUrl | undefined {
  const parsed = new URL(url);
  const match = RESIZE.exec(parsed.pathname);
  if (!match) return undefined;
  const [, signature, path] = match;
  const expected = createHmac('sha1', key).update(`${path}${parsed.search}`).digest('hex');
  return {
    origin: parsed.origin,
    path,
    width: Number(parsed.searchParams.get('width')),
    height: Number(parsed.searchParams.get('height')),
    signed: signature === expected,
  };
}
