/**
 * The A/B test event (spec 001 s4, s7 "server decision provided"): AB_EVENT_DELAY_MS (5000 ms)
 * after DOM ready, one `bytewire:ab-test` event per test state of the server's decision (root
 * data `abTests`), also pushed to `window.dataLayer` when the page has one. Once per page
 * load: client navigations keep the root data and fire nothing. The event code is a chunk of
 * its own, loaded when the timer fires (the client entry is near its size budget).
 */
import { AB_EVENT_DELAY_MS, type TestState } from '@bytewire/experiments';

export function scheduleAbEvents(tests: readonly TestState[], win: Window = window): void {
  if (tests.length === 0) return;
  const start = () =>
    win.setTimeout(() => {
      void import('./ab-event-dispatch').then(({ dispatchAbEvents }) =>
        dispatchAbEvents(tests, win),
      );
    }, AB_EVENT_DELAY_MS);
  if (win.document.readyState === 'loading') {
    win.document.addEventListener('DOMContentLoaded', start, { once: true });
  } else start();
}
