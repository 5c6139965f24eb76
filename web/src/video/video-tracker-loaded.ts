/**
 * The player's analytics once loaded (video-analytics.ts fetches this chunk): events made by
 * analytics/video-events.ts go through a collector over the page's consent store, so only
 * while the reader allows analytics (C0002), waiting for a choice not made yet, as the page
 * views do. One collector for the page, made when the first player asks.
 */
import { AnalyticsCollector, type AnalyticsEvent } from '../analytics/collector';
import { currentPageViewGuid } from '../analytics/page-views';
import { VideoEventTracker } from '../analytics/video-events';
import { consentStore } from '../consent/consent-store';

let collector: AnalyticsCollector | undefined;

function send(event: AnalyticsEvent): void {
  collector ??= new AnalyticsCollector(consentStore);
  collector.send(event);
}

export function loadedVideoTracker(videoId: string): VideoEventTracker {
  return new VideoEventTracker(videoId, send, () => ({
    pageUrl: window.location.href,
    pageViewGuid: currentPageViewGuid(),
  }));
}
