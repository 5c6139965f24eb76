/**
 * The video's ad request (spec 001 s6, s7, s9): once the page has hydrated, with the `ads`
 * flag on, video ads configured (the ad stack's `videoAds`) and nothing suppressing them (the
 * video's suppressAds, `adSuppress=all`, no targeting consent: the caller's rule), the player
 * asks the ad server for a 640x480 ad with the tag parameters of ad-tag-url.ts
 * (video-ad-call.ts, a chunk loaded then). Never for a reader of the restricted state. What
 * the ad server answers (VAST) is read for its linear creative, which the player plays before
 * the video. A failure, of the call or of loading its code, is a warning, and the video plays
 * without an ad.
 */
import type { Video } from '@bytewire/contracts';
import { useEffect, useRef, useState } from 'react';
import { useRootData } from '../app/use-root-data';
import type { VastCreative } from './vast';

/** The ad's state: not asked (or not answered yet), answered with a creative or with none. */
export type VideoAdState = { status: 'none' } | { status: 'answered'; creative?: VastCreative };

/** What the player hears of the request (for its store and analytics). */
export interface VideoAdRequestListener {
  /** The ad server is being asked. */
  requested(): void;
  /** It answered with a creative to play. */
  loaded(creative: VastCreative): void;
}

export function useVideoAdRequest(
  video: Video,
  suppressed: boolean,
  listener?: VideoAdRequestListener,
): VideoAdState {
  const { site, flags, restricted, abTests } = useRootData();
  const [state, setState] = useState<VideoAdState>({ status: 'none' });
  // The latest listener, without asking again when the caller's object changes.
  const heard = useRef(listener);
  useEffect(() => {
    heard.current = listener;
  });
  const config = site.adStack;
  const wanted = !suppressed && !restricted && flags.ads === true && config?.videoAds !== undefined;

  useEffect(() => {
    if (!wanted || !config) return;
    const left = new AbortController();
    const answer = (creative?: VastCreative) => {
      if (left.signal.aborted) return;
      if (creative) heard.current?.loaded(creative);
      setState({ status: 'answered', creative });
    };
    import('./video-ad-call').then(
      ({ requestVideoAd }) =>
        requestVideoAd({
          config,
          video,
          abTests,
          signal: left.signal,
          onRequest: () => heard.current?.requested(),
        }).then(answer, (error: unknown) => {
          if (left.signal.aborted) return;
          console.warn('The video ad request failed', error);
          answer();
        }),
      (error: unknown) => {
        // Spec 000 s8: failing to load the ad code is only a warning.
        console.warn('The video ad code could not be loaded', error);
        answer();
      },
    );
    return () => left.abort();
    // Once per video and consent: a resize does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, video.id, video.slug]);

  return state;
}
