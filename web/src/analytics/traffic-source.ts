/**
 * Where a page view's reader came from (spec 001 s3 `traffic_source`), from the page's UTM
 * parameters first (a campaign names itself), else the referrer's host:
 * - utm_medium email or newsletter: 'email'; social, social-media or social-network: 'social';
 *   any other utm_source or utm_medium: 'campaign';
 * - no referrer, or one that is no http(s) URL: 'direct';
 * - the page's own host: 'internal' (a client navigation's referrer is the page before);
 * - a search engine's host: 'search'; a social network's: 'social'; a webmail's: 'email';
 * - any other host: 'referral'.
 * Both inputs are the reader's to forge: they are cut before parsing and never echoed.
 */
export type TrafficSource =
  'direct' | 'internal' | 'search' | 'social' | 'email' | 'referral' | 'campaign';

/** Longer URLs are cut before parsing: no real referrer or campaign link is this long. */
const URL_MAX = 2048;

const EMAIL_MEDIA = new Set(['email', 'e-mail', 'newsletter']);
const SOCIAL_MEDIA = new Set(['social', 'social-media', 'social-network', 'socialmedia']);

/** Host names, or their last labels (`google` matches google.com, google.co.uk). */
const SEARCH = /(^|\.)(google|bing|yahoo|duckduckgo|baidu|yandex|ecosia|naver|ask|startpage)\./;
const SOCIAL =
  /(^|\.)(facebook\.com|fb\.me|t\.co|twitter\.com|x\.com|linkedin\.com|lnkd\.in|reddit\.com|instagram\.com|pinterest\.com|youtube\.com|tiktok\.com|threads\.net|bsky\.app|news\.ycombinator\.com)$/;
const WEBMAIL =
  /(^|\.)(mail\.google\.com|outlook\.live\.com|outlook\.office\.com|mail\.yahoo\.com)$/;

function urlOf(value: string): URL | undefined {
  try {
    const url = new URL(value.slice(0, URL_MAX));
    return url.protocol === 'http:' || url.protocol === 'https:' ? url : undefined;
  } catch {
    return undefined;
  }
}

const sameHost = (a: string, b: string) => a.replace(/^www\./, '') === b.replace(/^www\./, '');

export function trafficSource(referrer: string, pageUrl: string): TrafficSource {
  const page = urlOf(pageUrl);
  const medium = page?.searchParams.get('utm_medium')?.trim().toLowerCase() ?? '';
  if (EMAIL_MEDIA.has(medium)) return 'email';
  if (SOCIAL_MEDIA.has(medium)) return 'social';
  if (medium || page?.searchParams.get('utm_source')?.trim()) return 'campaign';
  const from = urlOf(referrer);
  if (!from) return 'direct';
  const host = from.hostname.toLowerCase();
  if (page && sameHost(host, page.hostname.toLowerCase())) return 'internal';
  if (WEBMAIL.test(host)) return 'email';
  if (SEARCH.test(host)) return 'search';
  if (SOCIAL.test(host)) return 'social';
  return 'referral';
}
