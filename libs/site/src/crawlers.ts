/**
 * Crawlers excluded from seamless scrolling (spec 000 s2, spec 001 s6), matched in the
 * User-Agent without regard to case (Google sends `Googlebot`, the spec writes `googlebot`).
 */
export const SEAMLESS_EXCLUDED_CRAWLERS = [
  'Yeti',
  'Baiduspider',
  'Linespider',
  'googlebot',
] as const;

const CRAWLER_PATTERN = new RegExp(SEAMLESS_EXCLUDED_CRAWLERS.join('|'), 'i');

export function isSeamlessExcludedCrawler(userAgent: string | null | undefined): boolean {
  return typeof userAgent === 'string' && CRAWLER_PATTERN.test(userAgent);
}
