/**
 * Asks for consent once the page has hydrated, outside the entry bundle: the document imports
 * this chunk after hydration (Document.tsx), and importing it starts the prompt. When consent
 * is required (the `consent` flag on, or missing: consentRequired) and the reader has not
 * chosen, the banner is rendered into a root of its own at the end of the body, and removed
 * once they choose.
 */
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { hydratedRootData } from '../app/hydrated-root';
import type { RootData } from '../app/root-loader';
import { ConsentBanner } from './ConsentBanner/ConsentBanner';
import { consentRequired } from './consent-flag';
import { LazyConsentPreferences } from './ConsentPreferences/LazyConsentPreferences';
import { consentStore, type ConsentStore } from './consent-store';

/** Renders `content` in a root of its own at the end of the body, until it calls `done`. */
function renderAlone(content: (done: () => void) => ReactNode, className?: string): void {
  const container = document.createElement('div');
  if (className) container.className = className;
  document.body.append(container);
  const root = createRoot(container);
  const done = () => {
    root.unmount();
    container.remove();
  };
  root.render(<StrictMode>{content(done)}</StrictMode>);
}

export function startConsentPrompt(
  root: Pick<RootData, 'flags' | 'site'> | undefined,
  store: ConsentStore = consentStore,
): void {
  if (!root || !consentRequired(root.flags) || store.chosen()) return;
  renderAlone(
    (done) => (
      <ConsentBanner store={store} publicationName={root.site.publicationName} onChosen={done} />
    ),
    'consent-prompt',
  );
}

/** The preferences dialog on its own (the footer's 'Cookie settings'), over the page's store. */
export function openPreferences(store: ConsentStore = consentStore): void {
  renderAlone((done) => <LazyConsentPreferences store={store} onClose={done} onChosen={done} />);
}

// The page's own prompt, from the root data the server handed the browser.
if (typeof window !== 'undefined') startConsentPrompt(hydratedRootData());
