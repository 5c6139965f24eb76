/**
 * A signed-in reader's newsletter subscriptions, asked for SUBSCRIPTIONS_DELAY_MS after the
 * list that shows them opens (spec 001 s7), once per signed-in visit. Used by the member area's
 * Newsletters tab and the newsletters page; a failure is logged and handed to `onError`.
 */
import { useEffect, useRef, useState, type Dispatch, type SetStateAction } from 'react';
import { fetchSubscriptions, SUBSCRIPTIONS_DELAY_MS } from './member-api';

export function useSubscriptions(
  siteId: string,
  accessToken: () => Promise<string | undefined>,
  { enabled = true, onError }: { enabled?: boolean; onError?: () => void } = {},
): [Set<string> | undefined, Dispatch<SetStateAction<Set<string> | undefined>>] {
  const [subscribed, setSubscribed] = useState<Set<string>>();
  // The latest callback, without asking again when a caller passes a new function.
  const onErrorRef = useRef(onError);
  useEffect(() => {
    onErrorRef.current = onError;
  });

  useEffect(() => {
    if (!enabled) return;
    let live = true;
    const timer = setTimeout(() => {
      void (async () => {
        try {
          const token = await accessToken();
          if (!token) throw new Error('no access token');
          const mine = await fetchSubscriptions(siteId, token);
          if (live) setSubscribed(mine);
        } catch (failure) {
          console.error('Subscriptions fetch failed', failure);
          if (live) onErrorRef.current?.();
        }
      })();
    }, SUBSCRIPTIONS_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [enabled, siteId, accessToken]);

  return [subscribed, setSubscribed];
}
