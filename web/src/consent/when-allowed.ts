import type { ConsentCategory } from './consent-categories';

/** What waiting for a category needs of a consent store. */
export interface ConsentSource {
  allowed(category: ConsentCategory): boolean;
  subscribe(listener: () => void): () => void;
}

/** Resolves once `category` is allowed: at once, or on the reader's later choice. */
export function whenAllowed(consent: ConsentSource, category: ConsentCategory): Promise<void> {
  if (consent.allowed(category)) return Promise.resolve();
  return new Promise((done) => {
    const unsubscribe = consent.subscribe(() => {
      if (!consent.allowed(category)) return;
      unsubscribe();
      done();
    });
  });
}
