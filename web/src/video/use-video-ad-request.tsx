/**
 * The video's ad request (spec 001 s6, s7, s9): once the page has hydrated, with the `ads`
 * flag on, video ads configured (the ad stack's `videoAds`) and nothing suppressing them (the
 * video's suppressAds, `adSuppress=all`, no targeting consent: the caller's rule), the player
 * asks the ad server for a 640x480 ad with the tag parameters of ad-tag-url.ts
 * (video-ad-call.ts, a chunk loaded then). Never for a reader of the restricted state. What
 * the ad server answers (VAST) is read for its linear creative; a failure is logged, and the
 * video plays without an ad.
 */
import type { Video } from '@bytewire/contracts';
import { useEffect, useState } from 'react';
import { useRootData } from '../app/use-root-data';

/** The ad's state: not asked (or not answered yet), answered with a creative or with none. */
export type VideoAdState = { status: 'none' } | { status: 'answered'; mediaUrl?: string };

export function useVideoAdRequest(video: Video, suppressed: boolean): VideoAdState {
  const { site, flags, restricted, abTests } = useRootData();
  const [state, setState] = useState<VideoAdState>({ status: 'none' });
  const config = site.adStack;
  const wanted = !suppressed && !restricted && flags.ads === true && config?.videoAds !== undefined;

  useEffect(() => {
    if (!wanted || !config) return;
    const left = new AbortController();
    import('./video-ad-call')
      .then(({ requestVideoAd }) => requestVideoAd({ config, video, abTests, signal: left.signal }))
      .then((mediaUrl) => setState({ status: 'answered', mediaUrl }))
      .catch((error: unknown) => {
        if (left.signal.aborted) return;
        console.warn('The video ad request failed', error);
        setState({ status: 'answered' });
      });
    return () => left.abort();
    // Once per video and consent: a resize does not ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [wanted, video.id, video.slug]);

  return state;
}

/**
 * The ad request of the page's video, as an element (the screen returns early for a page
 * without a video, so it cannot call the hook itself). Playing the ad's creative before the
 * video is the player's next step: for now the answer is read, and shown to tests and tools as
 * the state of a hidden marker.
 */
export function VideoAdRequest({ video, suppressed }: { video: Video; suppressed: boolean }) {
  const state = useVideoAdRequest(video, suppressed);
  if (state.status === 'none') return null;
  return <span hidden data-video-ad={state.mediaUrl ? 'creative' : 'none'} />;
}
