/**
 * The request monitor (spec 001 s9): every REQUEST_MONITOR_INTERVAL_MS it reads the resource
 * timings the browser added since, and sends one `request-timing` event per monitored service
 * (the site's own endpoints, MONITORED_SERVICES), for the first request the page made to it:
 * how long it took and how many bytes came. It stops once every service is measured, or when
 * the page goes away.
 */
import type { AnalyticsEvent } from '../analytics/collector';

export const REQUEST_MONITOR_INTERVAL_MS = 500;

/**
 * The services the browser calls, by path prefix, the more specific first (a path counts for
 * the first that matches): the content API's composer, seamless, newsletter and reader
 * endpoints and the rest of it, the recommendations and the sharebar shortener.
 */
export const MONITORED_SERVICES: readonly { name: string; prefix: string }[] = [
  { name: 'composer', prefix: '/api/neutron/composer/' },
  { name: 'seamless', prefix: '/api/neutron/seamless/' },
  { name: 'newsletters', prefix: '/api/neutron/newsletters/' },
  { name: 'users', prefix: '/api/neutron/users/' },
  { name: 'content', prefix: '/api/neutron/' },
  { name: 'recommendations', prefix: '/api/recommendations/' },
  { name: 'sharebar-shortener', prefix: '/sharebar-shortener/' },
];

type Send = (event: AnalyticsEvent) => void;

/** The monitored service a same-origin URL belongs to; undefined for anything else. */
export function serviceOf(url: string, origin: string): string | undefined {
  let parsed: URL;
  try {
    parsed = new URL(url, origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin) return undefined;
  return MONITORED_SERVICES.find(({ prefix }) => parsed.pathname.startsWith(prefix))?.name;
}

const whole = (value: unknown): string =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0
    ? String(Math.round(value))
    : '';

export class RequestMonitor {
  private readonly measured = new Set<string>();
  /** How many of the buffer's entries were read already. */
  private read = 0;
  private timer: ReturnType<typeof setInterval> | undefined;
  private readonly onPageHide = () => this.stop();

  constructor(
    private readonly win: Window,
    private readonly send: Send,
  ) {}

  start(): void {
    if (this.timer !== undefined || typeof this.win.performance?.getEntriesByType !== 'function')
      return;
    this.timer = setInterval(() => this.check(), REQUEST_MONITOR_INTERVAL_MS);
    this.win.addEventListener('pagehide', this.onPageHide);
  }

  stop(): void {
    clearInterval(this.timer);
    this.win.removeEventListener('pagehide', this.onPageHide);
  }

  private check(): void {
    let entries: PerformanceEntryList;
    try {
      entries = this.win.performance.getEntriesByType('resource');
    } catch {
      return this.stop();
    }
    // A cleared buffer starts again from its first entry.
    if (entries.length < this.read) this.read = 0;
    for (const entry of entries.slice(this.read)) this.measure(entry as PerformanceResourceTiming);
    this.read = entries.length;
    if (this.measured.size === MONITORED_SERVICES.length) this.stop();
  }

  private measure(entry: PerformanceResourceTiming): void {
    const service = serviceOf(String(entry.name), this.win.location.origin);
    if (service === undefined || this.measured.has(service)) return;
    this.measured.add(service);
    this.send({
      type: 'request-timing',
      pageUrl: this.win.location.href.slice(0, 2048),
      service,
      duration: whole(entry.duration),
      transferSize: whole(entry.transferSize),
    });
  }
}
