/**
 * Online or offline as the browser says (spec 001 s4): navigator.onLine, updated by the window's
 * online and offline events. `<html data-online="false">` marks the offline state for styles and
 * scripts; online, the attribute is absent.
 */
import { useEffect, useSyncExternalStore } from 'react';

function subscribe(listener: () => void): () => void {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/** The server, and the hydrating browser, assume online: the banner must not flash in. */
export function useOnline(): boolean {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  useEffect(() => {
    const root = document.documentElement;
    if (online) delete root.dataset.online;
    else root.dataset.online = 'false';
  }, [online]);
  return online;
}
