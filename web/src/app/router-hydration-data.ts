/**
 * The router's hydration data travels in a JSON script element (written by the server's
 * server/router-hydration-script.ts) rather than in StaticRouterProvider's inline script, which
 * stringifies the data twice and escapes it a third time: about a tenth of render's CPU on
 * an article, and a 74 KB string literal the browser parses before JSON.parse. The browser hands
 * it to react-router the way StaticRouterProvider would have: as
 * `window.__staticRouterHydrationData`, which createBrowserRouter reads and whose errors it
 * revives (RouteErrorResponse, Error and its subclasses).
 */

export const ROUTER_HYDRATION_DATA_ELEMENT_ID = 'router-hydration-data';

/** What react-router reads on hydration (its own name for it). */
export interface RouterHydrationWindow {
  __staticRouterHydrationData?: {
    loaderData?: Record<string, unknown>;
    actionData?: Record<string, unknown> | null;
    errors?: Record<string, unknown> | null;
  };
}

/**
 * Moves the document's hydration data to where createBrowserRouter looks for it; call before
 * creating the router. A document without the element (a page cached before this format, which
 * set the window's property inline) or with unreadable data leaves the window as it is: the
 * router then loads the page's data itself.
 */
export function adoptRouterHydrationData(doc: Document, win: RouterHydrationWindow): void {
  const text = doc.getElementById(ROUTER_HYDRATION_DATA_ELEMENT_ID)?.textContent;
  if (!text) return;
  try {
    win.__staticRouterHydrationData = JSON.parse(
      text,
    ) as RouterHydrationWindow['__staticRouterHydrationData'];
  } catch {
    // Left to the router's own loading (see above).
  }
}
