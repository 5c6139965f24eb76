/**
 * The signal that a client-side navigation's page is on screen: given by the route announcer's
 * effect, after React has committed the new page (its <title> included), for what reads the
 * page as shown (the page view's title: analytics/start-analytics.ts). A router state change
 * comes before that commit (React renders the new page in a transition, later), but not
 * always: so the page last shown is kept, and a late listener runs at once.
 */
const PAGE_SHOWN_EVENT = 'bytewire:page-shown';
/** Past this, a listener runs anyway: a page view with an old title beats none. */
export const PAGE_SHOWN_FALLBACK_MS = 2000;

let shownPage: string | undefined;

/** `page`: the path and query shown. */
export function signalPageShown(win: Window, page: string): void {
  shownPage = page;
  // The window's own Event: a test's window is not the global one.
  const { Event } = win as unknown as typeof globalThis;
  win.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
}

/** Runs `run` once `page` (path and query) is on screen, or after the fallback time. */
export function whenPageShown(win: Window, page: string, run: () => void): void {
  if (shownPage === page) return run();
  const done = () => {
    win.removeEventListener(PAGE_SHOWN_EVENT, onShown);
    win.clearTimeout(fallback);
    run();
  };
  const onShown = () => {
    if (shownPage === page) done();
  };
  const fallback = win.setTimeout(done, PAGE_SHOWN_FALLBACK_MS);
  win.addEventListener(PAGE_SHOWN_EVENT, onShown);
}
