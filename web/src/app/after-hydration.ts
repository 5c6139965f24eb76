/**
 * What the page starts once it has hydrated (the Document's effect loads this chunk then; the
 * entry is at its size budget): the A/B test event of the server's decision, 5000 ms after DOM
 * ready (ab-event.ts), the error reporter (replaying what the inline buffer kept), the service
 * worker, the page's analytics (page views, scroll depths; consent-gated), its ads
 * (ads/start-ads.ts; targeting consent) and its social embeds' script (social consent).
 * Once per page load, however often the Document mounts again (an error boundary's).
 */
import { startAds } from '../ads/start-ads';
import { startAnalytics } from '../analytics/start-analytics';
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
  scheduleAbEvents(root?.abTests ?? []);
  startAnalytics(router);
  // After analytics, which counts the page view whose guid the ads' targeting carries.
  const scripts = pageScriptLoader(root);
  startAds(router, scripts);
  startSocialEmbeds(router, scripts);
}
