/**
 * What an error page sends besides its page view (spec 001 s7): a beacon to the error
 * collection (`error-page` events: xref, srcurl, pagetype, pguid, devicetype, sid, env) and a
 * GET of the page-view candidate file, which counts error pages where page views are not
 * measured. Both wait for analytics consent like every measurement (collector.ts).
 */
import { boundedFetch } from '@bytewire/http-client';
import { ANALYTICS_PAGEVIEW_CANDIDATE_PATH } from '@bytewire/site/analytics';
import { ANALYTICS_REQUEST_TIMEOUT_MS, type AnalyticsCollector } from './collector';
import { ERROR_PAGE_TYPE } from './tracking-data';

/**
 * The status of a route error, as app/error-status.ts reads it (a route error response's
 * status, else 500), without react-router: this chunk importing it would split the entry.
 */
export function errorPageStatus(error: unknown): number {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && Number.isInteger(status) ? status : 500;
}

export interface ErrorPageView {
  /** Where the reader came from. */
  referrer: string;
  /** The URL that failed. */
  url: string;
  pageViewGuid: string;
  device: string;
  sessionId: string;
  env: string;
}

export function reportErrorPage(collector: AnalyticsCollector, view: ErrorPageView): void {
  collector.send({
    type: 'error-page',
    pageUrl: view.url,
    xref: view.referrer,
    srcurl: view.url,
    pagetype: ERROR_PAGE_TYPE,
    pguid: view.pageViewGuid,
    devicetype: view.device,
    sid: view.sessionId,
    env: view.env,
  });
  collector.whenAllowed(() => {
    void boundedFetch(ANALYTICS_PAGEVIEW_CANDIDATE_PATH, {
      cache: 'no-store',
      timeoutMs: ANALYTICS_REQUEST_TIMEOUT_MS,
    }).catch(() => undefined);
  });
}
