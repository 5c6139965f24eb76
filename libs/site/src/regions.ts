/**
 * The restricted state variant (spec 001 s1): visitors from one US state, identified by the
 * header value `wa`, get a restricted analytics script, no third-party trackers, and no health
 * or wearables topics and routes. Washington's health-data law is why: browsing health pages is
 * consumer health data there, so the site neither shows those pages to the state's readers nor
 * lets trackers see their visit.
 *
 * The spec names the value, not the header: it is the one the CDN sets with the reader's region
 * (the ISO 3166-2 subdivision code, `WA` or `US-WA` as CDNs write it). The gateway passes it to
 * render and keys cached pages on the outcome; like the edition and device headers, a client
 * that sends it itself only restricts its own pages.
 */
export const REGION_HEADER = 'x-geo-region';
/** The header value of the restricted state (spec 001 s1). */
export const RESTRICTED_REGION = 'wa';
/** Topics whose pages, links and stories restricted visitors never get (spec 001 s1). */
export const RESTRICTED_TOPIC_SLUGS: readonly string[] = Object.freeze(['health', 'wearables']);
/** What a restricted visitor gets for an excluded page: 451, "Unavailable For Legal Reasons". */
export const RESTRICTED_STATUS = 451 as const;
export const RESTRICTED_PAGE_MESSAGE = 'This page is not available in your state';

/**
 * Whether a region header's value names the restricted state (`wa`, `WA`, `US-WA`); a header
 * sent twice is read by its first value, as the gateway's request context reads one.
 */
export function isRestrictedRegion(header: string | readonly string[] | null | undefined): boolean {
  const value = Array.isArray(header) ? header[0] : header;
  if (typeof value !== 'string') return false;
  const region = value.trim().toLowerCase();
  return region === RESTRICTED_REGION || region === `us-${RESTRICTED_REGION}`;
}

/** Whether a topic slug is one restricted visitors never get. */
export function isRestrictedTopic(slug: unknown): boolean {
  return typeof slug === 'string' && RESTRICTED_TOPIC_SLUGS.includes(slug.toLowerCase());
}
