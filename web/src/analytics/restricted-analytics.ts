/**
 * The restricted state's analytics (spec 001 s1: "a restricted analytics script"): a page view
 * says which page was shown, on which kind of device, and nothing that follows the reader: no
 * page-view guid or count, no referrer or traffic source, screen or language, no query string,
 * no A/B buckets, no authors or topics. Scroll depths and session ids are not sent at all (start-analytics).
 */
import type { AnalyticsEvent } from './collector';

/** The only fields a restricted reader's page view keeps. */
export const RESTRICTED_PAGEVIEW_FIELDS: readonly string[] = Object.freeze([
  'type',
  'pageUrl',
  'canonicalUrl',
  'title',
  'pageType',
  'siteName',
  'siteType',
  'edition',
  'deviceType',
  'contentType',
  'articleId',
  'postId',
  'articleType',
  'articleSubType',
  'channelType',
  'cohesionRevisionId',
  'reportSuiteId',
]);

/** The page view a restricted reader sends: the allowed fields, the page URL without its query. */
export function restrictedPageView(event: AnalyticsEvent): AnalyticsEvent {
  const kept: AnalyticsEvent = {};
  for (const name of RESTRICTED_PAGEVIEW_FIELDS) {
    if (event[name] !== undefined) kept[name] = event[name];
  }
  if (typeof kept.pageUrl === 'string') kept.pageUrl = kept.pageUrl.replace(/[?#].*$/, '');
  return kept;
}
