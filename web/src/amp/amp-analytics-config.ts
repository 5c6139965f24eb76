/**
 * The first-party analytics of AMP pages (spec 001 s8): image beacons to the gateway's
 * endpoint (`GET /analytics/beacon.gif`, validated as the site's events are: every name below
 * is a field it accepts) for the page view, clicks, product clicks, scroll and the video and
 * video-ad events, sent only once the reader has consented (amp-consent, synced with the
 * site's consent cookie through `/analytics/amp-consent`). Every beacon carries the page
 * (pageUrl, canonicalUrl, title, pageType, postId, revisionId, the write key when one is
 * configured) and the reader as AMP knows them (clientId, referrer, screenSize, language),
 * and its elementType. AMP substitutes and URL-encodes the `${...}` variables and evaluates
 * the `$CALC` macros. A restricted reader (spec 001 s1) sends a page view only, with the
 * fields the site's restricted page views keep.
 */
import {
  AMP_CONSENT_INSTANCE,
  AMP_CONSENT_PATH,
  ANALYTICS_BEACON_PATH,
} from '@bytewire/site/analytics';
import type { AmpAnalyticsPage } from './amp-analytics-page';
import { AMP_PRODUCT_LINK_SELECTOR, PRODUCT_ELEMENT_TYPE } from './amp-product-link';
import { ampVideoTriggers } from './amp-video-triggers';

export type { AmpAnalyticsPage } from './amp-analytics-page';

export const AMP_ANALYTICS_URL = 'https://cdn.ampproject.org/v0/amp-analytics-0.1.js';
export const AMP_CONSENT_URL = 'https://cdn.ampproject.org/v0/amp-consent-0.1.js';
export const AMP_CONSENT_ID = 'site-consent';
export const AMP_CONSENT_PROMPT_ID = 'site-consent-prompt';

/** The fallback cookie of AMP's client id when the page is served by the site itself. */
export const AMP_CLIENT_ID_SCOPE = 'bytewire_amp';

/** Scroll depths (percent of the page) at which the scroll beacon is sent. */
export const AMP_SCROLL_BOUNDARIES = [25, 50, 75, 100];

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

/** The page as AMP sees it, and the reader: on every beacon. */
const PAGE_FIELDS = 'pageUrl=${sourceUrl}&canonicalUrl=${canonicalUrl}&title=${title}';
const READER_FIELDS =
  `&clientId=\${clientId(${AMP_CLIENT_ID_SCOPE})}&referrer=\${documentReferrer}` +
  '&screenSize=${screenWidth}x${screenHeight}&language=${browserLanguage}';

/**
 * A product click's product, from the link's data-vars (amp-product-link.ts). The correlation
 * id is the page view's id and the beacon's number: unique per click within the page view.
 */
const PRODUCT_FIELDS =
  '&correlationId=${pageViewId64}-${requestCount}&outboundUrl=${outboundUrl}' +
  '&productName=${productName}&brand=${productBrand}&productId=${productId}' +
  '&price=${productPrice}&text=${productText}&location=${productLocation}' +
  '&position=${productPosition}&formatType=${productFormatType}' +
  '&formatSubtype=${productFormatSubtype}&sku=${productSku}&upc=${productUpc}';

// AMP gives seconds; the spec tracks video durations in milliseconds (spec 001 s9: × 1000).
const VIDEO_DURATION_MS = '&duration=$CALC(${duration}, 1000, multiply, true)';

// The endpoint takes whole pixels; browsers may scroll by fractions when zoomed.
const SCROLL_DISTANCE = '&scrollDistance=$CALC(${scrollTop}, 0, add, true)';

/** The page's fields known on the server, as query parameters. */
function fixedFields(page: AmpAnalyticsPage): string {
  const fields = new URLSearchParams({
    pageType: page.pageType,
    postId: page.postId,
    revisionId: page.revisionId,
    edition: page.edition,
    siteName: page.siteName,
    siteType: 'amp',
  });
  if (page.writeKey) fields.set('writeKey', page.writeKey);
  return fields.toString();
}

const IMAGE_ONLY = { beacon: false, xhrpost: false, image: true };

/** A restricted reader's page view: which page, nothing that follows the reader. */
function restrictedConfig(page: AmpAnalyticsPage) {
  const url = new URL(`${page.origin}${ANALYTICS_BEACON_PATH}`);
  url.search = new URLSearchParams({ type: 'pageview', pageUrl: page.pageUrl }).toString();
  return {
    requests: {
      event: `${url.href}&canonicalUrl=\${canonicalUrl}&title=\${title}&${fixedFields(page)}`,
    },
    triggers: { pageview: { on: 'visible', request: 'event' } },
    transport: IMAGE_ONLY,
  };
}

export function ampAnalyticsConfig(page: AmpAnalyticsPage) {
  if (page.restricted) return restrictedConfig(page);
  const event =
    `${page.origin}${ANALYTICS_BEACON_PATH}?type=\${type}&elementType=\${elementType}&` +
    `${PAGE_FIELDS}${READER_FIELDS}&${fixedFields(page)}`;
  return {
    requests: {
      event,
      click: `${event}&outboundUrl=\${outboundUrl}`,
      productClick: `${event}${PRODUCT_FIELDS}&pageId=${encodeURIComponent(page.postId)}`,
      scroll: `${event}${SCROLL_DISTANCE}`,
      video: `${event}&action=\${action}${VIDEO_DURATION_MS}`,
      videoElement: `${event}&action=\${action}`,
    },
    triggers: {
      pageview: {
        on: 'visible',
        request: 'event',
        vars: { type: 'pageview', elementType: 'page' },
      },
      click: {
        on: 'click',
        selector: 'a',
        request: 'click',
        vars: { type: 'click', elementType: 'link' },
      },
      productClick: {
        on: 'click',
        selector: AMP_PRODUCT_LINK_SELECTOR,
        request: 'productClick',
        vars: { type: 'product-click', elementType: PRODUCT_ELEMENT_TYPE },
      },
      scroll: {
        on: 'scroll',
        scrollSpec: { verticalBoundaries: AMP_SCROLL_BOUNDARIES },
        request: 'scroll',
        vars: { type: 'scroll', elementType: 'page' },
      },
      ...ampVideoTriggers({ video: 'video', element: 'videoElement' }),
    },
    transport: IMAGE_ONLY,
  };
}
