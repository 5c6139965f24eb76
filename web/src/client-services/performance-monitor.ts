/**
 * The performance snippet (spec 001 s4, s8, s9): a monitor that goes from not initialised to
 * initialised once its observers are set up, fires PERFORMANCE_INITIALISED_EVENT on the window
 * then, and runs the callbacks that waited for it. It measures the page's navigation timing
 * (time to first byte, DOM content loaded, load), its largest contentful paint, layout shift
 * and slowest interaction where the browser observes them, and counts its first errors
 * (MAX_PERFORMANCE_ERRORS); it sends one `performance` event once the page has loaded, or after
 * PERFORMANCE_FALLBACK_MS if load never comes. Its own failures are only logged.
 */
import type { AnalyticsEvent } from '../analytics/collector';

export const PERFORMANCE_FALLBACK_MS = 3000;
export const MAX_PERFORMANCE_ERRORS = 10;
export const PERFORMANCE_INITIALISED_EVENT = 'bytewire:performance-initialised';

export type PerformanceState = 'not-initialised' | 'initialised';
type Send = (event: AnalyticsEvent) => void;
type Log = (message: string, error: unknown) => void;

/** An error's message in the beacon: bounded, and without the separator of the list. */
const MESSAGE_MAX = 100;

const whole = (ms: number | undefined): string =>
  typeof ms === 'number' && Number.isFinite(ms) && ms >= 0 ? String(Math.round(ms)) : '';

export class PerformanceMonitor {
  private current: PerformanceState = 'not-initialised';
  private readonly waiting: ((monitor: PerformanceMonitor) => void)[] = [];
  private readonly errors: string[] = [];
  private readonly observers: PerformanceObserver[] = [];
  private lcp: number | undefined;
  private cls = 0;
  private inp: number | undefined;
  private sent = false;
  private fallback: ReturnType<typeof setTimeout> | undefined;
  private readonly onError = (event: Event) => this.countError(event);
  private readonly onLoad = () => this.sendSoon();

  constructor(
    private readonly win: Window,
    private readonly send: Send,
    private readonly log: Log = (message, error) => console.warn(message, error),
  ) {}

  get state(): PerformanceState {
    return this.current;
  }

  /** Runs `callback` once the monitor is initialised: now if it is. */
  onReady(callback: (monitor: PerformanceMonitor) => void): void {
    if (this.current === 'initialised') this.run(callback);
    else this.waiting.push(callback);
  }

  start(): void {
    if (this.current === 'initialised') return;
    try {
      this.observe('largest-contentful-paint', (entry) => {
        this.lcp = entry.startTime;
      });
      this.observe('layout-shift', (entry) => {
        const shift = entry as PerformanceEntry & { value?: unknown; hadRecentInput?: unknown };
        if (!shift.hadRecentInput && typeof shift.value === 'number') this.cls += shift.value;
      });
      this.observe('event', (entry) => {
        this.inp = Math.max(this.inp ?? 0, entry.duration);
      });
      this.win.addEventListener('error', this.onError);
      this.win.addEventListener('unhandledrejection', this.onError);
      if (this.win.document.readyState === 'complete') this.sendSoon();
      else this.win.addEventListener('load', this.onLoad, { once: true });
      this.fallback = setTimeout(() => this.beacon(true), PERFORMANCE_FALLBACK_MS);
      this.current = 'initialised';
      // The window's own constructor: another realm's event is refused by its dispatchEvent.
      const { CustomEvent } = this.win as Window & typeof globalThis;
      this.win.dispatchEvent(new CustomEvent(PERFORMANCE_INITIALISED_EVENT));
      for (const callback of this.waiting.splice(0)) this.run(callback);
    } catch (error) {
      this.log('performance monitor failed to start', error);
    }
  }

  private run(callback: (monitor: PerformanceMonitor) => void): void {
    try {
      callback(this);
    } catch (error) {
      this.log('performance monitor callback failed', error);
    }
  }

  /** Observes one entry type, buffered (what came before the monitor), where supported. */
  private observe(type: string, take: (entry: PerformanceEntry) => void): void {
    const Observer = (this.win as Window & { PerformanceObserver?: typeof PerformanceObserver })
      .PerformanceObserver;
    if (typeof Observer !== 'function') return;
    if (!(Observer.supportedEntryTypes ?? []).includes(type)) return;
    try {
      const observer = new Observer((list) => {
        for (const entry of list.getEntries()) take(entry);
      });
      // 40 ms: the smallest threshold browsers take; shorter interactions are not slow ones.
      const threshold = type === 'event' ? { durationThreshold: 40 } : {};
      observer.observe({ type, buffered: true, ...threshold });
      this.observers.push(observer);
    } catch (error) {
      this.log(`performance monitor cannot observe ${type}`, error);
    }
  }

  private countError(event: Event): void {
    if (this.errors.length >= MAX_PERFORMANCE_ERRORS) return;
    const { message, reason } = event as Partial<ErrorEvent & PromiseRejectionEvent>;
    const text =
      event.type === 'unhandledrejection'
        ? String((reason as { message?: unknown } | null)?.message ?? reason)
        : String(message ?? '');
    this.errors.push(text.replaceAll('|', ' ').slice(0, MESSAGE_MAX));
  }

  /** After the load event's handlers: its end time is set then, and observers have delivered. */
  private sendSoon(): void {
    setTimeout(() => this.beacon(false), 0);
  }

  private beacon(timedOut: boolean): void {
    if (this.sent) return;
    this.sent = true;
    clearTimeout(this.fallback);
    try {
      const navigation = this.win.performance?.getEntriesByType?.('navigation')?.[0] as
        PerformanceNavigationTiming | undefined;
      this.send({
        type: 'performance',
        pageUrl: this.win.location.href.slice(0, 2048),
        ttfb: whole(navigation?.responseStart),
        // 0 until the event has ended: unknown then, not instant.
        domContentLoaded: whole(navigation?.domContentLoadedEventEnd || undefined),
        load: whole(navigation?.loadEventEnd || undefined),
        lcp: whole(this.lcp),
        cls: this.cls.toFixed(3),
        inp: whole(this.inp),
        errorCount: String(this.errors.length),
        errors: this.errors.join('|').slice(0, 1024),
        timedOut: String(timedOut),
      });
    } catch (error) {
      this.log('performance beacon failed', error);
    } finally {
      for (const observer of this.observers) observer.disconnect();
      this.win.removeEventListener('error', this.onError);
      this.win.removeEventListener('unhandledrejection', this.onError);
      this.win.removeEventListener('load', this.onLoad);
    }
  }
}
