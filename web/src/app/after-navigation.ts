/**
 * "After each client navigation, once React has committed the new page": for what works on the
 * page's elements (ad slots, partner containers, embedded posts), which are in the document
 * only then. The first page is the caller's to handle; this runs for the later ones.
 */
import type { AppRouter } from './app-router';

/**
 * Runs `run` each time the router settles (idle) on a location other than the one shown, in
 * the task after: the router's state change comes before React commits the page it renders.
 * The location shown at the call counts as shown. Returns the unsubscribe function.
 */
export function afterEachNavigation(router: AppRouter, win: Window, run: () => void): () => void {
  let shown = router.state.location.key;
  return router.subscribe((state) => {
    if (state.navigation.state !== 'idle' || state.location.key === shown) return;
    shown = state.location.key;
    win.setTimeout(run, 0);
  });
}
