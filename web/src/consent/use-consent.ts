import { useSyncExternalStore } from 'react';
import type { ConsentCategory } from './consent-categories';
import { consentStore, type ConsentStore } from './consent-store';

/**
 * Whether a category is allowed, re-rendering when the choice changes. The server and the
 * hydrating browser say no: services gated by consent start only after hydration.
 */
export function useConsent(category: ConsentCategory, store: ConsentStore = consentStore): boolean {
  return useSyncExternalStore(
    (listener) => store.subscribe(listener),
    () => store.allowed(category),
    () => false,
  );
}
