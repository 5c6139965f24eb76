/**
 * The A/B test event (spec 001 s4, s7 "server decision provided"): AB_EVENT_DELAY_MS (5000 ms)
 * after DOM ready, one `bytewire:ab-test` event per test state of the server's decision (root
 * data `abTests`), also pushed to `window.dataLayer` when the page has one. Once per page
 * load: client navigations keep the root data and fire nothing. The event code is a chunk of
 * its own, loaded when the timer fires (the client entry is near its size budget).
 */
import { AB_EVENT_DELAY_MS, type TestState } from '@bytewire/experiments';

/** When DOMContentLoaded ended, on the page's clock (performance.now()); undefined if unknown. */
export function domReadyAt(win: Window = window): number | undefined {
  const [navigation] = win.performance?.getEntriesByType?.('navigation') ?? [];
  const end = (navigation as PerformanceNavigationTiming | undefined)?.domContentLoadedEventEnd;
  return end ? end : undefined;
}

/**
 * Schedules the events; called after hydration (app/after-hydration.ts), it counts the delay
 * from DOM ready itself (`readyAt`), so the events keep their time whenever this code loads.
 */
export function scheduleAbEvents(
  tests: readonly TestState[],
  win: Window = window,
  readyAt: number | undefined = domReadyAt(win),
): void {
  if (tests.length === 0) return;
  const start = (elapsed = 0) =>
    win.setTimeout(
      () => {
        void import('./ab-event-dispatch').then(({ dispatchAbEvents }) =>
          dispatchAbEvents(tests, win),
        );
      },
      Math.max(0, AB_EVENT_DELAY_MS - elapsed),
    );
  if (win.document.readyState === 'loading') {
    win.document.addEventListener('DOMContentLoaded', () => start(), { once: true });
  } else start(readyAt === undefined ? 0 : win.performance.now() - readyAt);
}
