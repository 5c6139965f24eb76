/**
 * Whether the page has hydrated: false on the server and while hydrating (React uses the
 * server's snapshot), true from then on. For what the browser adds once the server's markup is
 * in place (code loaded after hydration, readings of the browser's own state).
 */
import { useSyncExternalStore } from 'react';

/** Nothing to subscribe to: the answer changes once, from the server's to the browser's. */
const unchanging = () => () => undefined;

export function useHydrated(): boolean {
  return useSyncExternalStore(
    unchanging,
    () => true,
    () => false,
  );
}
