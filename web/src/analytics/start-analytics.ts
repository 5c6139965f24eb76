/**
 * The page's analytics (issue 9, spec 001 s3), started after hydration (after-hydration.ts): a
 * page view with the tracking data for the first page and each client navigation, and scroll
 * depths, sent through the consent-gated collector to the gateway's collection endpoint.
 */
import type { AppRouter } from '../app/app-router';
import type { PageData } from '../app/page-loader';
import type { RootData } from '../app/root-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from '../app/route-ids';
import { consentStore } from '../consent/consent-store';
import { AnalyticsCollector } from './collector';
import { errorPageStatus, reportErrorPage } from './error-page';
import { countPageView, sessionId } from './page-views';
import { ScrollDepthTracker } from './scroll-depth';
import { trackingData } from './tracking-data';
import { SITE_ENV } from '../app/site-env';

/** Starts with the page's collector over the page's consent store. */
export function startAnalytics(router: AppRouter): void {
  trackPages(router, window, new AnalyticsCollector(consentStore));
}

/** Page views and scroll depths of the router's pages, sent through `collector`. */
export function trackPages(router: AppRouter, win: Window, collector: AnalyticsCollector): void {
  let shown: string | undefined;
  let referrer = win.document.referrer;
  let guid = '';
  const scroll = new ScrollDepthTracker(win, (depth) =>
    collector.send({ type: 'scroll', depth, pageUrl: win.location.href, pageViewGuid: guid }),
  );

  const pageView = () => {
    const { location, navigation, loaderData } = router.state;
    if (navigation.state !== 'idle') return;
    const url = location.pathname + location.search;
    if (url === shown) return;
    shown = url;
    const view = countPageView();
    guid = view.guid;
    const root = loaderData[ROOT_ROUTE_ID] as RootData | undefined;
    const page = (loaderData[PAGE_ROUTE_ID] as PageData | undefined)?.page;
    const error = router.state.errors?.[PAGE_ROUTE_ID] ?? router.state.errors?.[ROOT_ROUTE_ID];
    const failed = error === undefined ? undefined : errorPageStatus(error);
    scroll.reset(view.count);
    // After React's commit of the new page: its title is the document's then.
    win.setTimeout(() => {
      collector.send({
        type: 'pageview',
        pageUrl: win.location.href,
        canonicalUrl: page?.meta.canonicalUrl ?? '',
        title: win.document.title.slice(0, 256),
        referrer: referrer.slice(0, 2048),
        screenSize: `${win.screen.width}x${win.screen.height}`,
        language: win.navigator.language,
        ...trackingData({
          page,
          siteName: root?.site.publicationName ?? '',
          edition: root?.edition ?? 'us',
          device: root?.device ?? 'desktop',
          abTests: root?.abTests ?? [],
          pageViewGuid: view.guid,
          pageViewCount: view.count,
          errorStatus: failed,
        }),
      });
      if (failed !== undefined) {
        reportErrorPage(collector, {
          referrer,
          url: win.location.href,
          pageViewGuid: view.guid,
          device: root?.device ?? 'desktop',
          sessionId: sessionId(),
          env: SITE_ENV,
        });
      }
      referrer = win.location.href;
    }, 0);
  };
  pageView();
  router.subscribe(pageView);
}
