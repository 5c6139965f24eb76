/**
 * The audience-measurement ping (spec 001 s7 "image pings to an audience-measurement
 * service"): one image request per page view to the configured host (render's
 * AUDIENCE_MEASUREMENT_URL), with the page's URL, title and type and a cache-buster, so that
 * no cache answers for the service. The caller sends it only with analytics consent and never
 * for a reader of the restricted state.
 */

/** What one ping says of the page view. */
export interface AudiencePageView {
  url: string;
  title: string;
  pageType: string;
}

const URL_MAX = 2048;
const TEXT_MAX = 256;

/** The ping's URL; undefined when the configured one is not an https URL. */
export function audiencePingUrl(
  base: string,
  view: AudiencePageView,
  cacheBuster: string,
): string | undefined {
  let url: URL;
  try {
    url = new URL(base);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:') return undefined;
  url.searchParams.set('url', view.url.slice(0, URL_MAX));
  url.searchParams.set('title', view.title.slice(0, TEXT_MAX));
  url.searchParams.set('ptype', view.pageType.slice(0, TEXT_MAX));
  url.searchParams.set('cb', cacheBuster);
  return url.href;
}

/** Sends the ping as an image request (no script, no cookie of the page's own). */
export function sendAudiencePing(win: Window, url: string): void {
  try {
    const image = new (win as Window & typeof globalThis).Image(1, 1);
    image.referrerPolicy = 'strict-origin-when-cross-origin';
    image.src = url;
  } catch {
    // an image refused is a ping lost, not a page broken
  }
}
