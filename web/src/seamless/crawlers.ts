/**
 * Crawlers excluded from seamless scrolling (spec 000 s2, spec 001 s6): the rule of
 * @bytewire/site, which the gateway's page cache also reads. The server decides from the
 * request's User-Agent (root data `seamlessExcluded`), so a crawler's HTML carries no seamless
 * loader; the browser checks navigator.userAgent again before observing, for HTML that reached
 * a crawler some other way (e.g. a shared cache).
 */
export { isSeamlessExcludedCrawler, SEAMLESS_EXCLUDED_CRAWLERS } from '@bytewire/site';
