/**
 * The page's analytics (issue 9, spec 001 s3), started after hydration (after-hydration.ts): a
 * page view with the tracking data for the first page and each client navigation, and scroll
 * depths, sent through the consent-gated collector to the gateway's collection endpoint; the
 * global tracking state for partners (tracking-state.ts) and the outside analytics render
 * configures (outside-analytics.ts: cohesion, audience pings, chart-style tracking) on each
 * view. A reader of the restricted state (spec 001 s1) sends restricted page views only.
 */
import type { AppRouter } from '../app/app-router';
import type { PageData } from '../app/page-loader';
import type { RootData } from '../app/root-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from '../app/route-ids';
import { rememberPageViews } from '../site-context/page-views-cookie';
import { consentStore } from '../consent/consent-store';
import { AnalyticsCollector } from './collector';
import { errorPageStatus, reportErrorPage } from './error-page';
import { countPageView, sessionId } from './page-views';
import { ScrollDepthTracker } from './scroll-depth';
import { restrictedPageView } from './restricted-analytics';
import { trackingData } from './tracking-data';
import { outsideAnalytics, type OutsideAnalytics } from './outside-analytics';
import { publishTrackingState, trackingState } from './tracking-state';
import { trafficSource } from './traffic-source';
import { pageScriptLoader } from '../scripts/page-scripts';
import { SITE_ENV } from '../app/site-env';
import { whenPageShown } from '../layout/page-shown';
import { layoutDevice } from '../site-context/layout-device';

function rootOf(router: AppRouter): RootData | undefined {
  return router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
}

/** Starts with the page's collector over the page's consent store. */
export function startAnalytics(router: AppRouter): void {
  const collector = new AnalyticsCollector(consentStore);
  const root = rootOf(router);
  const outside = outsideAnalytics({
    settings: root?.site.analytics,
    flags: root?.flags ?? {},
    restricted: root?.restricted === true,
    collector,
    loader: pageScriptLoader(root),
    win: window,
  });
  trackPages(router, window, collector, outside);
}

/** Page views and scroll depths of the router's pages, sent through `collector`. */
export function trackPages(
  router: AppRouter,
  win: Window,
  collector: AnalyticsCollector,
  outside?: OutsideAnalytics,
): void {
  let shown: string | undefined;
  let referrer = win.document.referrer;
  let guid = '';
  const restricted = rootOf(router)?.restricted === true;
  // The restricted state's readers send no scroll depths (restricted-analytics.ts).
  const scroll = new ScrollDepthTracker(win, (depth) => {
    if (!restricted) {
      collector.send({ type: 'scroll', depth, pageUrl: win.location.href, pageViewGuid: guid });
    }
  });

  const pageView = () => {
    const { location, navigation, loaderData } = router.state;
    if (navigation.state !== 'idle') return;
    const url = location.pathname + location.search;
    if (url === shown) return;
    const first = shown === undefined;
    shown = url;
    const view = countPageView();
    guid = view.guid;
    // The pv cookie (spec 001 s9): the session's count, with performance consent only.
    if (rootOf(router)?.restricted !== true) rememberPageViews(view.count, consentStore);
    const root = rootOf(router);
    const page = (loaderData[PAGE_ROUTE_ID] as PageData | undefined)?.page;
    const error = router.state.errors?.[PAGE_ROUTE_ID] ?? router.state.errors?.[ROOT_ROUTE_ID];
    const failed = error === undefined ? undefined : errorPageStatus(error);
    scroll.reset(view.count);
    // Once React has committed the new page (the first is on screen): its title is the
    // document's then, and the device its layout's.
    const send = () => {
      const data = trackingData({
        page,
        siteName: root?.site.publicationName ?? '',
        edition: root?.edition ?? 'us',
        device: layoutDevice(win),
        abTests: root?.abTests ?? [],
        pageViewGuid: view.guid,
        pageViewCount: view.count,
        errorStatus: failed,
        trafficSource: trafficSource(referrer, win.location.href),
        reportSuiteId: root?.site.analytics?.reportSuiteId,
      });
      const event = {
        type: 'pageview',
        pageUrl: win.location.href,
        canonicalUrl: page?.meta.canonicalUrl ?? '',
        title: win.document.title.slice(0, 256),
        referrer: referrer.slice(0, 2048),
        screenSize: `${win.screen.width}x${win.screen.height}`,
        language: win.navigator.language,
        ...data,
      };
      collector.send(restricted ? restrictedPageView(event) : event);
      if (!restricted) {
        publishTrackingState(
          win,
          trackingState({
            data: loaderData[PAGE_ROUTE_ID] as PageData | undefined,
            brand: root?.site.publicationName ?? '',
            edition: root?.edition ?? 'us',
            environment: SITE_ENV,
            version: root?.site.analytics?.version ?? '',
            doc: win.document,
          }),
        );
        outside?.pageViewed({
          url: win.location.href,
          path: location.pathname,
          title: event.title,
          pageType: data.pageType ?? '',
          sections: data.siteSection ?? '',
          authors: (data.articleAuthorNames ?? '').replaceAll('|', ','),
        });
      }
      if (failed !== undefined && !restricted) {
        reportErrorPage(collector, {
          referrer,
          url: win.location.href,
          pageViewGuid: view.guid,
          device: layoutDevice(win),
          sessionId: sessionId(),
          env: SITE_ENV,
        });
      }
      referrer = win.location.href;
    };
    if (first) send();
    else whenPageShown(win, url, send);
  };
  pageView();
  router.subscribe(pageView);
}
