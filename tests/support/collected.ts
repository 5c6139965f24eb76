// The events a page posts to the gateway's collection endpoint (`POST /analytics/collect`), as
// sent, for the browser suites about analytics, errors and tracking.
import { ANALYTICS_COLLECT_PATH } from '@bytewire/site/analytics';
import type { Page } from '@playwright/test';

export type CollectedEvent = Record<string, string>;

/** The events of `type` (all of them without one) the page posts from now on, as they go. */
export function collectedEvents(page: Page, type?: string): CollectedEvent[] {
  const events: CollectedEvent[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname !== ANALYTICS_COLLECT_PATH) return;
    if (request.method() !== 'POST') return;
    const event = JSON.parse(request.postData() ?? '{}') as CollectedEvent;
    if (type === undefined || event.type === type) events.push(event);
  });
  return events;
}
