/**
 * The two outside providers of AMP pages (spec 001 s8), each an amp-analytics element of its
 * own, configured from the settings the site's pages use (amp-analytics-page.ts):
 *
 * - audience measurement: the same image ping the site's pages send per page view
 *   (analytics/audience-ping.ts: the page's URL, title and type, a cache-buster) to render's
 *   AUDIENCE_MEASUREMENT_URL;
 * - page analytics: the chart-style service (the site loads its script,
 *   CHART_TRACKING_SCRIPT_URL); AMP pages run no outside script, so AMP's own vendor
 *   configuration for it (`type="chartbeat"`) sends its pings, with the site's account
 *   (CHART_TRACKING_ACCOUNT_ID), domain, and the page's sections and authors.
 */
import type { AmpProviders } from './amp-analytics-page';

/** AMP's built-in vendor configuration of the chart-style page analytics. */
export const PAGE_ANALYTICS_VENDOR = 'chartbeat';

export interface AmpProviderElement {
  /** The element's id (and the test's handle). */
  id: string;
  /** AMP's vendor type, for a provider AMP configures itself. */
  type?: string;
  config: Record<string, unknown>;
}

/** The audience ping: the page view's URL, title and type, and a cache-buster. */
function audienceConfig(base: string, pageType: string) {
  const url = new URL(base);
  url.searchParams.set('ptype', pageType);
  const separator = url.search ? '&' : '?';
  return {
    requests: { ping: `${url.href}${separator}url=\${sourceUrl}&title=\${title}&cb=\${random}` },
    triggers: { pageview: { on: 'visible', request: 'ping' } },
    transport: { beacon: false, xhrpost: false, image: true },
  };
}

/** The configured providers' elements, in order; none when none is configured. */
export function ampProviderElements(
  providers: AmpProviders,
  pageType: string,
): AmpProviderElement[] {
  const elements: AmpProviderElement[] = [];
  if (providers.audienceMeasurementUrl) {
    elements.push({
      id: 'audience-measurement',
      config: audienceConfig(providers.audienceMeasurementUrl, pageType),
    });
  }
  if (providers.pageAnalytics) {
    const { accountId, domain, sections, authors } = providers.pageAnalytics;
    elements.push({
      id: 'page-analytics',
      type: PAGE_ANALYTICS_VENDOR,
      config: { vars: { uid: accountId, domain, sections, authors } },
    });
  }
  return elements;
}
