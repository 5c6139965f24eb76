/**
 * Where the player's analytics go (analytics/video-events.ts makes them; video-tracker-loaded.ts
 * sends them under consent). That code is a chunk fetched on the player's first call (once
 * mounted), not part of the video page's first load: until it arrives, each call is kept with a
 * copy of what the element said then, and replayed in order. A reader of the restricted state
 * sends page views only (spec 001 s1), so nothing is fetched or kept for them.
 */
import type { MediaReading, VideoEventTracker, VideoRole } from '../analytics/video-events';

/** What the player calls: the tracker's own methods. */
export type VideoTracking = Pick<
  VideoEventTracker,
  'attached' | 'mediaEvent' | 'adRequested' | 'adLoaded' | 'adSkipped' | 'adAbandoned' | 'left'
>;

type Call = (tracker: VideoTracking) => void;

/** The element's state now: replayed later, the element would say something else. */
const reading = (media: MediaReading): MediaReading => ({
  currentTime: media.currentTime,
  duration: media.duration,
  paused: media.paused,
  ended: media.ended,
  readyState: media.readyState,
});

/** The tracker of one player's video; it sends nothing for a restricted reader. */
export function videoTracker(videoId: string, restricted: boolean): VideoTracking {
  let tracker: VideoTracking | undefined;
  let loading = false;
  const waiting: Call[] = [];
  // On the first call, which the player makes once mounted: made where the tracker is made
  // (while the page renders), the fetch would join the first load, hydration's own scripts.
  const load = () => {
    loading = true;
    import('./video-tracker-loaded')
      .then(({ loadedVideoTracker }) => {
        const loaded = loadedVideoTracker(videoId);
        tracker = loaded;
        for (const call of waiting.splice(0)) call(loaded);
      })
      // Analytics are not worth an error for the reader: the video plays on.
      .catch((error: unknown) => console.warn('The video analytics did not load', error));
  };
  const run = (call: Call) => {
    if (restricted) return;
    if (tracker) return call(tracker);
    waiting.push(call);
    if (!loading) load();
  };
  return {
    attached: (role: VideoRole, media) => {
      const now = reading(media);
      run((t) => t.attached(role, now));
    },
    mediaEvent: (role: VideoRole, name, media) => {
      const now = reading(media);
      run((t) => t.mediaEvent(role, name, now));
    },
    adRequested: () => run((t) => t.adRequested()),
    adLoaded: () => run((t) => t.adLoaded()),
    adSkipped: (media) => {
      const now = reading(media);
      run((t) => t.adSkipped(now));
    },
    adAbandoned: () => run((t) => t.adAbandoned()),
    left: (role: VideoRole, media) => {
      const now = reading(media);
      run((t) => t.left(role, now));
    },
  };
}
