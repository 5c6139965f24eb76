/**
 * The analytics of AMP pages (spec 001 s8): image beacons to the gateway's first-party
 * endpoint (`GET /analytics/beacon.gif`, the same events and fields as the site's pages) for
 * the page view, clicks, scroll and video events, sent only once the reader has consented
 * (amp-consent, synced with the site's consent cookie through `/analytics/amp-consent`).
 * AMP substitutes and URL-encodes the `${...}` variables.
 */
import {
  AMP_CONSENT_INSTANCE,
  AMP_CONSENT_PATH,
  ANALYTICS_BEACON_PATH,
} from '@bytewire/site/analytics';

export const AMP_ANALYTICS_URL = 'https://cdn.ampproject.org/v0/amp-analytics-0.1.js';
export const AMP_CONSENT_URL = 'https://cdn.ampproject.org/v0/amp-consent-0.1.js';
export const AMP_CONSENT_ID = 'site-consent';
export const AMP_CONSENT_PROMPT_ID = 'site-consent-prompt';

export interface AmpAnalyticsPage {
  /** The site's public origin: AMP caches serve the page from elsewhere. */
  origin: string;
  pageType: string;
  postId: string;
  edition: string;
  siteName: string;
}

/** amp-consent: the state comes from the site (its consent cookie), else the prompt asks. */
export function ampConsentConfig(origin: string) {
  return {
    consentInstanceId: AMP_CONSENT_INSTANCE,
    consentRequired: 'remote',
    checkConsentHref: `${origin}${AMP_CONSENT_PATH}`,
    onUpdateHref: `${origin}${AMP_CONSENT_PATH}/update`,
    promptUI: AMP_CONSENT_PROMPT_ID,
  };
}

/** The video events AMP's video players report, and what the endpoint calls them. */
const VIDEO_TRIGGERS: Record<string, string> = {
  'video-play': 'played',
  'video-pause': 'paused',
  'video-ended': 'completed',
  'video-seconds-played': 'watched',
};

export function ampAnalyticsConfig(page: AmpAnalyticsPage) {
  const fixed = new URLSearchParams({
    pageType: page.pageType,
    postId: page.postId,
    edition: page.edition,
    siteName: page.siteName,
    siteType: 'amp',
  });
  const event =
    `${page.origin}${ANALYTICS_BEACON_PATH}?type=\${type}&pageUrl=\${sourceUrl}` +
    '&canonicalUrl=${canonicalUrl}&title=${title}&referrer=${documentReferrer}' +
    '&screenSize=${screenWidth}x${screenHeight}&language=${browserLanguage}' +
    `&clientId=\${clientId(bytewire_amp)}&${fixed}`;
  const videoTriggers = Object.fromEntries(
    Object.entries(VIDEO_TRIGGERS).map(([on, action]) => [
      on,
      {
        on,
        selector: 'amp-video, amp-youtube',
        request: 'video',
        vars: { type: 'video', action },
      },
    ]),
  );
  return {
    requests: {
      event,
      click: `${event}&elementType=\${elementType}&outboundUrl=\${outboundUrl}`,
      scroll: `${event}&scrollDistance=\${scrollTop}`,
      video: `${event}&action=\${action}`,
    },
    triggers: {
      pageview: { on: 'visible', request: 'event', vars: { type: 'pageview' } },
      click: {
        on: 'click',
        selector: 'a',
        request: 'click',
        vars: { type: 'click', elementType: 'link', outboundUrl: '${href}' },
      },
      scroll: {
        on: 'scroll',
        scrollSpec: { verticalBoundaries: [25, 50, 75, 100] },
        request: 'scroll',
        vars: { type: 'scroll' },
      },
      ...videoTriggers,
    },
    transport: { beacon: false, xhrpost: false, image: true },
  };
}
