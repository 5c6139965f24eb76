/**
 * The sharebar shortener of the gateway (spec 001 s7): `GET /sharebar-shortener/?longurl=`
 * answers `{ data: { url } }`. Same origin, under @bytewire/http-client's policy; any failure
 * (time-out, error status, an answer that is no http(s) URL) gives the long URL back: a share
 * never fails for want of a short URL.
 */
import { fetchJson } from '@bytewire/http-client';

export const SHORTENER_PATH = '/sharebar-shortener/';
export const SHORTENER_TIMEOUT_MS = 3000;

function httpUrlIn(body: unknown): string | undefined {
  const data = (body as { data?: { url?: unknown } } | null)?.data;
  if (typeof data?.url !== 'string') return undefined;
  try {
    const url = new URL(data.url);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

export async function shortenUrl(
  longUrl: string,
  { timeoutMs = SHORTENER_TIMEOUT_MS, fetchImpl = fetch } = {},
): Promise<string> {
  try {
    const { json } = await fetchJson(`${SHORTENER_PATH}?longurl=${encodeURIComponent(longUrl)}`, {
      headers: { accept: 'application/json' },
      credentials: 'same-origin',
      timeoutMs,
      fetchImpl,
    });
    return httpUrlIn(json) ?? longUrl;
  } catch {
    return longUrl;
  }
}
