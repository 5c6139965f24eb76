/**
 * The page's client services (spec 001 s4, s9), a chunk of their own started after hydration:
 * the performance monitor, the request monitor, link prefetch and the dwell tag. What they
 * measure goes through the collector, so only while the reader allows performance cookies
 * (C0002); prefetching sends nothing about the reader and needs no consent. A service that
 * fails to start is logged and the others run.
 */
import type { AppRouter } from '../app/app-router';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';
import { AnalyticsCollector } from '../analytics/collector';
import { consentStore } from '../consent/consent-store';
import { DwellTag, sectionIdsOf } from './dwell-tag';
import { LinkPrefetch } from './link-prefetch';
import { PerformanceMonitor } from './performance-monitor';
import { RequestMonitor } from './request-monitor';

function guarded(name: string, start: () => void): void {
  try {
    start();
  } catch (error) {
    console.warn(`client service ${name} failed to start`, error);
  }
}

/** Starts the services for the router's pages; the monitor, for callbacks once initialised. */
export function startClientServices(
  router: AppRouter,
  win: Window = window,
  collector: AnalyticsCollector = new AnalyticsCollector(consentStore),
): PerformanceMonitor {
  const send = (event: Parameters<AnalyticsCollector['send']>[0]) => collector.send(event);
  const performance = new PerformanceMonitor(win, send);
  performance.start();
  guarded('request monitor', () => new RequestMonitor(win, send).start());

  const sections = () =>
    sectionIdsOf((router.state.loaderData[PAGE_ROUTE_ID] as PageData | undefined)?.page);
  const prefetch = new LinkPrefetch(win);
  const dwell = new DwellTag(win, send);
  guarded('link prefetch', () => prefetch.scan());
  guarded('dwell tag', () => dwell.start(sections()));

  let shown = router.state.location.pathname + router.state.location.search;
  router.subscribe(() => {
    const { location, navigation } = router.state;
    const url = location.pathname + location.search;
    if (navigation.state !== 'idle' || url === shown) return;
    shown = url;
    guarded('dwell tag', () => dwell.pageChanged(sections()));
    guarded('link prefetch', () => prefetch.scan());
  });
  return performance;
}
