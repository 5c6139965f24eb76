/**
 * The browser's router, for the code the page loads once it has hydrated (after-hydration.ts,
 * started by the Document's effect): set by the client entry, unset on the server.
 */
import type { createBrowserRouter } from 'react-router-dom';

export type AppRouter = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

let current: AppRouter | undefined;

export function setAppRouter(router: AppRouter): void {
  current = router;
}

export function appRouter(): AppRouter | undefined {
  return current;
}
