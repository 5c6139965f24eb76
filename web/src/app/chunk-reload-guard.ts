/**
 * Spec 000 s8, s9: a failed chunk load forces one full page reload, at most once per 60 s. A
 * new deployment removes the old build's chunks, so a page opened before it fails to load the
 * code of its next screen; a reload fetches the new build. The time of the last reload is kept
 * in sessionStorage, so that a chunk that keeps failing (a broken build, the network down)
 * reloads once, not in a loop: within 60 s of the last reload the error is left to the error
 * screen. Where storage cannot be used there is no way to tell, so no reload is made.
 */
export const CHUNK_RELOAD_WINDOW_MS = 60_000;
export const CHUNK_RELOAD_STORAGE_KEY = 'bytewire:chunk-reload-at';

/** Messages of failed dynamic imports: Chromium, Firefox, Safari; and Vite's preload error. */
const CHUNK_ERROR_PATTERN =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Failed to load module script/i;

export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return error.name === 'ChunkLoadError' || CHUNK_ERROR_PATTERN.test(error.message);
}

/** Whether a reload may happen now, given when the last one happened (epoch ms), if ever. */
export function mayReload(now: number, lastReloadAt: number | undefined): boolean {
  if (lastReloadAt === undefined) return true;
  // A clock set back since the last reload gives a negative age: treat it as recent.
  const age = now - lastReloadAt;
  return age < 0 ? false : age >= CHUNK_RELOAD_WINDOW_MS;
}

type SessionStore = Pick<Storage, 'getItem' | 'setItem'>;

function lastReloadAt(storage: SessionStore): number | undefined {
  const value = Number(storage.getItem(CHUNK_RELOAD_STORAGE_KEY));
  return Number.isFinite(value) && value > 0 ? value : undefined;
}

/**
 * Reloads the page through `reload` unless one happened within the window; records the time
 * first. Returns whether it reloaded.
 */
export function reloadOnceForChunkError(
  storage: SessionStore | undefined,
  reload: () => void,
  now: number = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    if (!mayReload(now, lastReloadAt(storage))) return false;
    storage.setItem(CHUNK_RELOAD_STORAGE_KEY, String(now));
  } catch {
    // Storage refused (disabled, full): a reload could loop, so none is made.
    return false;
  }
  reload();
  return true;
}
