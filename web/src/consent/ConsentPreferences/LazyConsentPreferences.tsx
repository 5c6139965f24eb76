/**
 * The preferences dialog outside the consent banner's chunk: most readers answer the banner
 * with 'Accept all' or 'Reject all', so the dialog (with the modal and its scroll lock, 1.7 KB
 * gzipped) is fetched only when a reader is about to manage their choices: on the button's
 * hover or focus (preloadConsentPreferences), or when it opens. A failed chunk reloads the page
 * once (withChunkReload).
 */
import { lazy, Suspense } from 'react';
import { withChunkReload } from '../../app/chunk-reload';
import type { ConsentPreferencesProps } from './ConsentPreferences';

const loadPreferences = () => import('./ConsentPreferences');

const ConsentPreferencesChunk = lazy(
  withChunkReload(() =>
    loadPreferences().then((module) => ({ default: module.ConsentPreferences })),
  ),
);

/** Starts fetching the dialog's chunk; harmless to call more than once. */
export function preloadConsentPreferences(): void {
  loadPreferences().catch(() => undefined);
}

export function LazyConsentPreferences(props: ConsentPreferencesProps) {
  return (
    <Suspense fallback={null}>
      <ConsentPreferencesChunk {...props} />
    </Suspense>
  );
}
