/**
 * The browser side of the chunk reload guard (see chunk-reload-guard.ts): Vite's
 * `vite:preloadError` (a dynamic import or its preloads failed), dynamic imports that fail
 * outside Vite's preloader (unhandled rejections), and route `lazy` loaders wrapped in
 * withChunkReload all reload the page once per 60 s.
 */
import { isChunkLoadError, reloadOnceForChunkError } from './chunk-reload-guard';

function sessionStore(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    // Access itself throws where storage is blocked.
    return undefined;
  }
}

function reloadOnce(): boolean {
  return reloadOnceForChunkError(sessionStore(), () => window.location.reload());
}

export function installChunkReloadGuard(): void {
  window.addEventListener('vite:preloadError', (event) => {
    // Prevented: Vite does not throw, as the page is going away.
    if (reloadOnce()) event.preventDefault();
  });
  window.addEventListener('unhandledrejection', (event) => {
    if (isChunkLoadError(event.reason) && reloadOnce()) event.preventDefault();
  });
}

/** For a route's `lazy` (or any dynamic import): a failed chunk reloads the page once. */
export function withChunkReload<T>(load: () => Promise<T>): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      // Never settles when reloading: the error screen would only flash before the reload.
      if (isChunkLoadError(error) && reloadOnce()) return new Promise<never>(() => undefined);
      throw error;
    });
}
