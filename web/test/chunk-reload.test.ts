/** The chunk reload guard (spec 000 s8, s9): one full reload, at most once per 60 s. */
import {
  CHUNK_RELOAD_STORAGE_KEY,
  CHUNK_RELOAD_WINDOW_MS,
  isChunkLoadError,
  mayReload,
  reloadOnceForChunkError,
} from '../src/app/chunk-reload-guard';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

const T0 = 1_750_000_000_000;

describe('chunk reload guard', () => {
  it('has a 60 s window', () => {
    expect(CHUNK_RELOAD_WINDOW_MS).toBe(60_000);
  });

  it('reloads the first time and records when', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    expect(reloadOnceForChunkError(storage, reload, T0)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(storage.values.get(CHUNK_RELOAD_STORAGE_KEY)).toBe(String(T0));
  });

  it('does not reload again within 60 s of the last reload', () => {
    const storage = memoryStorage();
    const reload = jest.fn();
    reloadOnceForChunkError(storage, reload, T0);
    expect(reloadOnceForChunkError(storage, reload, T0 + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(storage, reload, T0 + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('treats a time in the future (clock set back) as recent, and garbage as no reload yet', () => {
    expect(mayReload(T0, T0 + 1000)).toBe(false);
    const reload = jest.fn();
    expect(
      reloadOnceForChunkError(
        memoryStorage({ [CHUNK_RELOAD_STORAGE_KEY]: 'nonsense' }),
        reload,
        T0,
      ),
    ).toBe(true);
  });

  it('makes no reload when storage is missing or refuses, as it could loop', () => {
    const reload = jest.fn();
    expect(reloadOnceForChunkError(undefined, reload, T0)).toBe(false);
    const refusing = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(reloadOnceForChunkError(refusing, reload, T0)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('recognises failed dynamic imports in the words of each browser and of Vite', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://x/assets/a.js',
      'error loading dynamically imported module: https://x/assets/a.js',
      'Importing a module script failed.',
      'Unable to preload CSS for /assets/a.css',
    ]) {
      expect(isChunkLoadError(new TypeError(message))).toBe(true);
    }
    expect(isChunkLoadError(new Error('boom'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
