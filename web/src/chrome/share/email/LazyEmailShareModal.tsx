/**
 * The email modal outside the entry bundle: its chunk (form, rules, styles' behaviour) is
 * fetched the first time a reader opens it, or earlier through preloadEmailShareModal (on the
 * share button's hover or focus). A failed chunk reloads the page once (withChunkReload).
 */
import { lazy, Suspense } from 'react';
import { withChunkReload } from '../../../app/chunk-reload';
import type { EmailShareModalProps } from './EmailShareModal/EmailShareModal';

const loadModal = () => import('./EmailShareModal/EmailShareModal');

const EmailShareModalChunk = lazy(
  withChunkReload(() => loadModal().then((module) => ({ default: module.EmailShareModal }))),
);

/** Starts fetching the modal's chunk; harmless to call more than once. */
export function preloadEmailShareModal(): void {
  loadModal().catch(() => undefined);
}

export function LazyEmailShareModal(props: EmailShareModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <EmailShareModalChunk {...props} />
    </Suspense>
  );
}
