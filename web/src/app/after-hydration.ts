/**
 * What the page starts once it has hydrated (the Document's effect loads this chunk then; the
 * entry is at its size budget): the A/B test event of the server's decision, 5000 ms after DOM
 * ready (ab-event.ts), the error reporter (replaying what the inline buffer kept), the service
 * worker, the site's cookies (site-context/start-site-cookies.ts: jsDebug, the default edition, the
 * ad subsession), the site's status (the global overlay, the offline banner), the page's
 * analytics (page views, scroll depths; consent-gated), its ads (ads/start-ads.ts) and partner
 * ads (ads/partners/start-partner-ads.ts; targeting consent), its social embeds' script (social
 * consent), and the client services (a chunk of their own: the performance snippet, request
 * monitor, link prefetch and dwell tag).
 * Once per page load, however often the Document mounts again (an error boundary's).
 */
import { DEFAULT_SITE_ID } from '@bytewire/site';
import { startPartnerAds } from '../ads/partners/start-partner-ads';
import { startAds } from '../ads/start-ads';
import { startAnalytics } from '../analytics/start-analytics';
import { startSiteCookies } from '../site-context/start-site-cookies';
import { startSiteStatus } from '../site-status/start-site-status';
import { consentStore } from '../consent/consent-store';
import { pageScriptLoader } from '../scripts/page-scripts';
import { startSocialEmbeds } from '../social/social-embeds';
import { ErrorReporter } from '../errors/error-reporter';
import { registerServiceWorker } from '../errors/service-worker';
import { scheduleAbEvents } from './ab-event';
import { appRouter } from './app-router';
import type { RootData } from './root-loader';
import { ROOT_ROUTE_ID } from './route-ids';

let started = false;

export function afterHydration(): void {
  const router = appRouter();
  if (started || !router) return;
  started = true;
  const errors = new ErrorReporter(window);
  errors.start();
  registerServiceWorker((error) => errors.reportCaught(error, 'service-worker'));
  const root = router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  startSiteCookies(root?.site.siteId ?? DEFAULT_SITE_ID, consentStore);
  startSiteStatus(router);
  scheduleAbEvents(root?.abTests ?? []);
  startAnalytics(router);
  // After analytics, which counts the page view whose guid the ads' targeting carries.
  const scripts = pageScriptLoader(root);
  startAds(router, scripts);
  startPartnerAds(router, scripts);
  startSocialEmbeds(router, scripts);
  void import('../client-services/start-client-services')
    .then(({ startClientServices }) => startClientServices(router))
    .catch((error: unknown) => console.warn('Client services did not start', error));
}
