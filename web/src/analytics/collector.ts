/**
 * Sends analytics events to the gateway's first-party endpoint (`POST /analytics/collect`),
 * only while the reader allows performance (analytics) cookies (C0002): until then events wait,
 * a bounded few, and go once consent is given; refused, they are dropped. `sendBeacon` when the
 * browser has it (it survives the page's unload), else `fetch` with keepalive.
 */
import { boundedFetch } from '@bytewire/http-client';
import { ANALYTICS_COLLECT_PATH } from '@bytewire/site/analytics';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import type { ConsentStore } from '../consent/consent-store';

/** Events kept while consent is not given yet; older ones are dropped past it. */
export const MAX_WAITING_EVENTS = 50;
/**
 * A measurement request's budget (the HTTP client's policy: every call bounded): a post no beacon
 * takes, the error page's page-view candidate call.
 */
export const ANALYTICS_REQUEST_TIMEOUT_MS = 5000;

export type AnalyticsEvent = Record<string, string | number>;

export class AnalyticsCollector {
  /** What waits for the reader's choice: sending an event, or another measurement request. */
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly consent: ConsentStore,
    private readonly nav: Navigator = navigator,
  ) {
    consent.subscribe(() => this.flush());
  }

  private allowed(): boolean {
    return this.consent.allowed(CONSENT_CATEGORIES.performance);
  }

  send(event: AnalyticsEvent): void {
    this.whenAllowed(() => this.post(event));
  }

  /** Runs a measurement now if analytics are allowed, once they are if not chosen yet. */
  whenAllowed(measure: () => void): void {
    if (this.allowed()) return measure();
    if (this.consent.chosen()) return; // refused: nothing is kept
    this.waiting.push(measure);
    if (this.waiting.length > MAX_WAITING_EVENTS) this.waiting.shift();
  }

  private flush(): void {
    if (!this.consent.chosen()) return;
    const measures = this.waiting.splice(0);
    if (this.allowed()) for (const measure of measures) measure();
  }

  private post(event: AnalyticsEvent): void {
    postEvent(event, this.nav);
  }
}

/** Posts one event to the collection endpoint: a beacon, else fetch with keepalive. */
export function postEvent(event: AnalyticsEvent, nav: Navigator = navigator): void {
  const body = JSON.stringify(event);
  try {
    if (typeof nav.sendBeacon === 'function' && nav.sendBeacon(ANALYTICS_COLLECT_PATH, body))
      return;
  } catch {
    // fall back to fetch
  }
  void boundedFetch(ANALYTICS_COLLECT_PATH, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    timeoutMs: ANALYTICS_REQUEST_TIMEOUT_MS,
  }).catch(() => undefined);
}
