/**
 * From render's answer to a cached page, by one rule for the gateway (misses, refreshes) and
 * the warming worker: a page is kept when it is a 200 HTML page that sets no cookie and is of
 * the variant's render build (render may have been deployed since the variant was made).
 */
import { CONTENT_IDS_HEADER, RENDER_BUILD_HEADER } from '@bytewire/ssr-contract';
import type { IncomingHttpHeaders } from 'node:http';
import type { PageEntry } from './entry';
import { compressHtml } from './html-brotli';
import { contentIdsOf } from './render-fetch';
import type { PageVariant } from './variant';

type Headers = IncomingHttpHeaders | Record<string, string | string[] | undefined>;

export function keepsAnswer(variant: PageVariant, statusCode: number, headers: Headers): boolean {
  return (
    statusCode === 200 &&
    headers['set-cookie'] === undefined &&
    String(headers['content-type'] ?? '').startsWith('text/html') &&
    headers[RENDER_BUILD_HEADER] === variant.build
  );
}

/**
 * The entry of a kept answer: the HTML compressed, its policy (with the hashes of its scripts),
 * the route's max age, its content ids.
 */
export async function entryOf(
  variant: PageVariant,
  html: Buffer,
  headers: Headers,
  maxAgeSeconds: number,
): Promise<PageEntry> {
  const policy = headers['content-security-policy'];
  return {
    contentType: String(headers['content-type']),
    ...(typeof policy === 'string' ? { contentSecurityPolicy: policy } : {}),
    body: await compressHtml(html),
    storedAt: Date.now(),
    maxAgeSeconds,
    contentIds: contentIdsOf(headers[CONTENT_IDS_HEADER]),
    variant,
  };
}
