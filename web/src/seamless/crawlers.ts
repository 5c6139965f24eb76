/**
 * Crawlers excluded from seamless scrolling (spec 000 s2, spec 001 s6). The server decides from
 * the request's User-Agent (root data `seamlessExcluded`), so a crawler's HTML carries no
 * seamless loader; the browser checks navigator.userAgent again before observing, for HTML
 * that reached a crawler some other way (e.g. a shared cache).
 */
export const SEAMLESS_EXCLUDED_CRAWLERS = [
  'Yeti',
  'Baiduspider',
  'Linespider',
  'googlebot',
] as const;

const CRAWLER_PATTERN = new RegExp(SEAMLESS_EXCLUDED_CRAWLERS.join('|'), 'i');

/** Case-insensitive: Google sends `Googlebot`, the spec writes `googlebot`. */
export function isSeamlessExcludedCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
