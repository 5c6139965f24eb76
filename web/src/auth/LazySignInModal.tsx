/**
 * The sign-in or join modal outside the entry bundle: fetched the first time a reader opens it
 * (or on the sign-in icon's hover or focus, preloadSignInModal). A failed chunk reloads once.
 */
import { lazy, Suspense } from 'react';
import { withChunkReload } from '../app/chunk-reload';
import type { SignInModalProps } from './SignInModal/SignInModal';

const loadModal = () => import('./SignInModal/SignInModal');

const SignInModalChunk = lazy(
  withChunkReload(() => loadModal().then((module) => ({ default: module.SignInModal }))),
);

export function preloadSignInModal(): void {
  loadModal().catch(() => undefined);
}

export function LazySignInModal(props: SignInModalProps) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <SignInModalChunk {...props} />
    </Suspense>
  );
}
