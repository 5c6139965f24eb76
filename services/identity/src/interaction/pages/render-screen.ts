import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/** A screen as a whole HTML document (React escapes every value put in it). */
export function renderScreen(screen: ReactElement): string {
  return `<!doctype html>${renderToStaticMarkup(screen)}`;
}

/**
 * Headers of every screen: no inline code of any kind runs (scripts and styles are the
 * provider's own files), forms post to the provider only and its redirects go to the site
 * only, nothing frames it, and screens with a reader's data are never cached.
 */
export function screenHeaders(siteOrigin: string): Record<string, string> {
  return {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'content-security-policy': [
      "default-src 'none'",
      "script-src 'self'",
      "style-src 'self'",
      "img-src 'self' data:",
      `form-action 'self' ${siteOrigin}`,
      "frame-ancestors 'none'",
      "base-uri 'none'",
    ].join('; '),
    'referrer-policy': 'no-referrer',
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
  };
}
