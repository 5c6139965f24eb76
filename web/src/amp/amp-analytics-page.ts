/**
 * What an AMP page's analytics know of the page and the site, worked out on the server: the
 * page's own fields come from the tracking data the site's pages send (trackingData: the same
 * page type, post id, revision id, section and authors), the write key and the outside
 * providers from render's analytics settings (SiteInfo's `analytics`: COHESION_WRITE_KEY,
 * AUDIENCE_MEASUREMENT_URL, CHART_TRACKING_ACCOUNT_ID). Everything about the reader (client
 * id, referrer, screen, language) is the AMP runtime's to fill in, in the browser.
 */
import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import type { PageContent } from '../app/page-loader';
import { trackingData } from '../analytics/tracking-data';

export interface AmpAnalyticsPage {
  /** The site's public origin: AMP caches serve the page from elsewhere. */
  origin: string;
  /** The AMP page's own URL without its query: what a restricted reader's page view names. */
  pageUrl: string;
  pageType: string;
  postId: string;
  /** The content platform's revision of the page's item; '' when it has none. */
  revisionId: string;
  edition: string;
  siteName: string;
  /** The site's analytics write key (render's COHESION_WRITE_KEY); absent: not configured. */
  writeKey?: string;
  /** The reader is in the restricted state (spec 001 s1): a page view, nothing following them. */
  restricted: boolean;
}

/** The two outside providers of AMP pages (spec 001 s8), each only when configured. */
export interface AmpProviders {
  /** The audience-measurement service's ping URL (https). */
  audienceMeasurementUrl?: string;
  /** Chart-style page analytics: the site's account, its domain, the page's sections and authors. */
  pageAnalytics?: { accountId: string; domain: string; sections: string; authors: string };
}

export interface AmpAnalyticsInput {
  publicUrl: string;
  /** The AMP page's path, as requested. */
  path: string;
  publicationName: string;
  edition: string;
  restricted: boolean;
  page: PageContent | undefined;
  settings: AnalyticsSettings | undefined;
}

const ID = /^[A-Za-z0-9._-]{1,128}$/;

function httpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    return new URL(value).protocol === 'https:' ? value : undefined;
  } catch {
    return undefined;
  }
}

const id = (value: string | undefined) => (value && ID.test(value) ? value : undefined);

export function ampAnalyticsOf(input: AmpAnalyticsInput): {
  page: AmpAnalyticsPage;
  providers: AmpProviders;
} {
  const origin = new URL(input.publicUrl).origin;
  // The reader's fields of the tracking data are left blank: AMP fills in its own.
  const data = trackingData({
    page: input.page,
    siteName: input.publicationName,
    edition: input.edition,
    device: '',
    abTests: [],
    pageViewGuid: '',
    pageViewCount: 0,
    trafficSource: '',
  });
  const writeKey = id(input.settings?.cohesion?.writeKey);
  const page: AmpAnalyticsPage = {
    origin,
    pageUrl: `${origin}${input.path}`,
    pageType: input.page?.pageType ?? '',
    postId: data.postId ?? input.page?.id ?? '',
    revisionId: data.cohesionRevisionId ?? '',
    edition: input.edition,
    siteName: input.publicationName,
    ...(writeKey ? { writeKey } : {}),
    restricted: input.restricted,
  };
  // Outside providers follow the reader: none for the restricted state, as on the site.
  if (input.restricted) return { page, providers: {} };
  const providers: AmpProviders = {};
  const audience = httpsUrl(input.settings?.audienceMeasurementUrl);
  if (audience) providers.audienceMeasurementUrl = audience;
  const account = id(input.settings?.chartTracking?.accountId);
  if (account) {
    providers.pageAnalytics = {
      accountId: account,
      domain: new URL(origin).hostname,
      sections: data.siteSection ?? '',
      authors: (data.articleAuthorNames ?? '').replaceAll('|', ','),
    };
  }
  return { page, providers };
}
