/**
 * The video player's analytics (spec 001 s8's video and video-ad events, as the site's player
 * sends them): what happens to the content and to the ad, read from their media elements'
 * events, becomes `type: 'video'` events with the gateway's actions, the video's id, the page
 * view's guid, and lengths and positions in milliseconds (spec 001 s9: durations × 1000).
 *
 * - content: loaded (metadata), started (first play), played (each later play), paused,
 *   seek-started / seek-completed, volume-changed, completed, interrupted (the reader leaves
 *   mid-play), and watched: the time actually played since the last `watched`, sent whenever
 *   playing stops (pause, seek, end, leave), so that a reader's watched events add up.
 * - ad: ad-requested, ad-loaded (a creative answered), ad-started, ad-impression (its first
 *   frame), ad-played, ad-paused, ad-volume-changed, ad-watched, ad-skipped, ad-completed.
 *
 * Nothing here knows consent or the restricted state: `send` does (video-analytics.ts).
 */
import { trackingDuration } from '@bytewire/media';
import type { VideoAction } from '@bytewire/site/analytics';
import type { AnalyticsEvent } from './collector';

/** Which element an event is about. */
export type VideoRole = 'content' | 'ad';

/** What is read from a media element (an HTMLMediaElement has all of it). */
export interface MediaReading {
  currentTime: number;
  duration: number;
  paused: boolean;
  ended: boolean;
  readyState: number;
}

/** The page the events belong to, read when each is sent (a page view's guid can change). */
export interface VideoEventPage {
  pageUrl: string;
  pageViewGuid: string;
}

/**
 * A playhead step longer than this between two progress readings is a jump (a seek, a stall
 * made up), not time watched. Browsers report progress every 250 ms or so.
 */
export const MAX_WATCHED_STEP_S = 2;

/** What each thing that happens to the content or the ad is called (the spec's actions). */
type RoleActions = Record<'start' | 'play' | 'pause' | 'volume' | 'watched' | 'end', VideoAction>;

const ACTIONS = {
  content: {
    start: 'started',
    play: 'played',
    pause: 'paused',
    volume: 'volume-changed',
    watched: 'watched',
    end: 'completed',
  },
  ad: {
    start: 'ad-started',
    play: 'ad-played',
    pause: 'ad-paused',
    volume: 'ad-volume-changed',
    watched: 'ad-watched',
    end: 'ad-completed',
  },
} as const satisfies Record<VideoRole, RoleActions>;

interface Run {
  loaded: boolean;
  started: boolean;
  /** Between a play and the pause, end or leaving that stops it. */
  playing: boolean;
  shown: boolean;
  finished: boolean;
  seeking: boolean;
  position: number;
  watched: number;
}

const newRun = (): Run => ({
  loaded: false,
  started: false,
  playing: false,
  shown: false,
  finished: false,
  seeking: false,
  position: 0,
  watched: 0,
});

// HTMLMediaElement.HAVE_METADATA, written out: the server has no HTMLMediaElement.
const HAVE_METADATA = 1;

export class VideoEventTracker {
  private readonly runs: Record<VideoRole, Run> = { content: newRun(), ad: newRun() };

  constructor(
    private readonly videoId: string,
    private readonly send: (event: AnalyticsEvent) => void,
    private readonly page: () => VideoEventPage,
  ) {}

  /** Catches up with an element that may have loaded its metadata before anyone listened. */
  attached(role: VideoRole, media: MediaReading): void {
    if (media.readyState >= HAVE_METADATA) this.mediaEvent(role, 'loadedmetadata', media);
  }

  /** One media event of the content or the ad element. */
  mediaEvent(role: VideoRole, name: string, media: MediaReading): void {
    const run = this.runs[role];
    if (run.finished) return;
    const actions = ACTIONS[role];
    switch (name) {
      case 'loadedmetadata':
        // The ad's `ad-loaded` is its answer (adLoaded), not its file's metadata.
        if (role === 'content' && !run.loaded) this.emit('loaded', media);
        run.loaded = true;
        return;
      case 'play':
        run.position = media.currentTime;
        this.emit(run.started ? actions.play : actions.start, media);
        run.started = true;
        run.playing = true;
        return;
      case 'playing':
        if (role === 'ad' && !run.shown) this.emit('ad-impression', media);
        run.shown = true;
        return;
      case 'timeupdate':
        this.progress(run, media);
        return;
      case 'pause':
        // Also heard just before `ended`, and on the way to a seek: not the reader's pause.
        if (media.ended || run.seeking || !run.started) return;
        this.progress(run, media);
        run.playing = false;
        this.flushWatched(role, media);
        this.emit(actions.pause, media);
        return;
      case 'seeking':
        // A seek before the first play (the player rewinding after an ad) is not the reader's.
        if (role !== 'content' || !run.started || run.seeking) return;
        this.flushWatched(role, media);
        run.seeking = true;
        this.emit('seek-started', media);
        return;
      case 'seeked':
        if (!run.seeking) return;
        run.seeking = false;
        run.position = media.currentTime;
        this.emit('seek-completed', media);
        return;
      case 'volumechange':
        this.emit(actions.volume, media);
        return;
      case 'ended':
        this.progress(run, media);
        run.playing = false;
        this.flushWatched(role, media);
        this.emit(actions.end, media);
        if (role === 'ad') run.finished = true;
        return;
      default:
        return;
    }
  }

  adRequested(): void {
    this.emit('ad-requested');
  }

  adLoaded(): void {
    this.emit('ad-loaded');
  }

  /** The reader skipped the ad: what was watched of it, then ad-skipped; the ad is over. */
  adSkipped(media: MediaReading): void {
    const run = this.runs.ad;
    if (run.finished) return;
    this.progress(run, media);
    run.playing = false;
    this.flushWatched('ad', media);
    this.emit('ad-skipped', media);
    run.finished = true;
  }

  /** The ad stopped for good without an event of its own (it failed): nothing more of it. */
  adAbandoned(): void {
    this.runs.ad.finished = true;
  }

  /**
   * The reader leaves the page (or the player goes): while the content plays, what was watched
   * and `interrupted`; while the ad plays, what was watched of it.
   */
  left(role: VideoRole, media: MediaReading): void {
    const run = this.runs[role];
    if (run.finished || !run.playing || media.ended) return;
    this.progress(run, media);
    run.playing = false;
    this.flushWatched(role, media);
    if (role === 'content') this.emit('interrupted', media);
    run.finished = true;
  }

  /**
   * Adds the playhead's step since the last reading, when it is playing time (the run's own
   * flag: at a pause or the end the element says paused already, and the last step counts).
   */
  private progress(run: Run, media: MediaReading): void {
    const step = media.currentTime - run.position;
    if (run.playing && !run.seeking && step > 0 && step <= MAX_WATCHED_STEP_S) {
      run.watched += step;
    }
    run.position = media.currentTime;
  }

  private flushWatched(role: VideoRole, media: MediaReading): void {
    const run = this.runs[role];
    const watched = trackingDuration(run.watched);
    run.watched = 0;
    if (watched > 0) this.emit(ACTIONS[role].watched, media, { watchedMs: String(watched) });
  }

  private emit(action: VideoAction, media?: MediaReading, extra: AnalyticsEvent = {}): void {
    const { pageUrl, pageViewGuid } = this.page();
    const event: AnalyticsEvent = {
      type: 'video',
      action,
      pageUrl,
      pageViewGuid,
      videoId: this.videoId,
      ...extra,
    };
    if (media) {
      // An unknown length (NaN, Infinity for a stream) is left out rather than sent as 0.
      if (Number.isFinite(media.duration) && media.duration > 0) {
        event.duration = String(trackingDuration(media.duration));
      }
      event.positionMs = String(trackingDuration(media.currentTime));
    }
    this.send(event);
  }
}
