/**
 * The trending list (spec 001 s3, s7): loaded once per site and edition, the first time any
 * caller is active (spec 001 s4: on first expansion), so the Trending menu and the search
 * panel share one request. A failure is swallowed (spec 001 s8): the list stays empty, the
 * reader sees no message, and it is not asked again until the page reloads.
 */
import type { TrendingItem } from '@bytewire/contracts';
import { useEffect, useSyncExternalStore } from 'react';
import { chromeClientFor } from './chrome-client';
import { useChromeSite } from './chrome-site';

export type TrendingStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface TrendingState {
  items: TrendingItem[];
  status: TrendingStatus;
}

const IDLE: TrendingState = { items: [], status: 'idle' };

const states = new Map<string, TrendingState>();
const listeners = new Set<() => void>();

const keyOf = (siteId: string, edition: string) => `${siteId}|${edition}`;

function set(key: string, state: TrendingState): void {
  states.set(key, state);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Starts the one load of a site's and edition's list; later calls do nothing. */
export function loadTrending(siteId: string, edition: string): void {
  const key = keyOf(siteId, edition);
  if (states.has(key)) return;
  set(key, { items: [], status: 'loading' });
  chromeClientFor(siteId)
    .getTrending(edition)
    .then(
      (items) => set(key, { items, status: 'ready' }),
      (error: unknown) => {
        console.warn('trending content could not be loaded', error);
        set(key, { items: [], status: 'failed' });
      },
    );
}

/** The trending list of the current site and edition; `active` starts its one load. */
export function useTrending(active: boolean): TrendingState {
  const { siteId, edition } = useChromeSite();
  const key = keyOf(siteId, edition);
  const state = useSyncExternalStore(
    subscribe,
    () => states.get(key) ?? IDLE,
    () => IDLE,
  );
  useEffect(() => {
    if (active) loadTrending(siteId, edition);
  }, [active, siteId, edition]);
  return state;
}
