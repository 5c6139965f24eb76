/**
 * Asks for consent once the page has hydrated, outside the entry bundle: the document imports
 * this chunk after hydration (Document.tsx), and importing it starts the prompt. When the `consent` feature
 * flag is on and the reader has not chosen, the banner is rendered into a root of its own at
 * the end of the body, and removed once they choose.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydratedRootData } from '../app/hydrated-root';
import type { RootData } from '../app/root-loader';
import { ConsentBanner } from './ConsentBanner';
import { consentStore, type ConsentStore } from './consent-store';

/** The feature flag that turns consent management on (spec 001 s8, FEATURE_FLAGS). */
export const CONSENT_FLAG = 'consent';

export function startConsentPrompt(
  root: Pick<RootData, 'flags' | 'site'> | undefined,
  store: ConsentStore = consentStore,
): void {
  if (!root?.flags[CONSENT_FLAG] || store.chosen()) return;
  const container = document.createElement('div');
  container.className = 'consent-prompt';
  document.body.append(container);
  const prompt = createRoot(container);
  const done = () => {
    prompt.unmount();
    container.remove();
  };
  prompt.render(
    <StrictMode>
      <ConsentBanner store={store} publicationName={root.site.publicationName} onChosen={done} />
    </StrictMode>,
  );
}

// The page's own prompt, from the root data the server handed the browser.
if (typeof window !== 'undefined') startConsentPrompt(hydratedRootData());
