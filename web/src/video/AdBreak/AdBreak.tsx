/**
 * The ad played before the video (the VAST creative, video-ad-call.ts), over the player's area:
 * the 640x480 creative letterboxed, an "Advertisement" label, buttons to pause and mute it, and
 * "Skip ad" once AD_SKIP_DELAY_S of it has played. It starts as soon as it mounts (the reader
 * has just pressed play); a browser that refuses sound without a gesture gets it muted. Its end,
 * the reader's skip, or a failure (a media error, no frame within AD_START_TIMEOUT_MS, a play
 * refused even muted) ends the break: `onEnd` says which, and a failure is a warning only.
 * The VAST Impression URLs are fired on the ad's first frame.
 */
import { VIDEO_AD_SIZE } from '@bytewire/media';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { pingAdTracking } from '../ad-pings';
import type { VastCreative } from '../vast';
import { AD_START_TIMEOUT_MS, secondsBeforeSkip } from './ad-break-timing';
import styles from './AdBreak.module.css';

export const AD_LABEL = 'Advertisement';
export const SKIP_AD_LABEL = 'Skip ad';

export type AdOutcome = 'completed' | 'skipped' | 'failed';

/** The ad element's events the player hears (its analytics and playback number). */
export const AD_MEDIA_EVENTS = [
  'play',
  'playing',
  'pause',
  'waiting',
  'timeupdate',
  'volumechange',
  'ended',
  'error',
] as const;

interface AdBreakProps {
  creative: VastCreative;
  /** The content's mute, which the ad follows. */
  muted: boolean;
  /** The ad element, for the player to read when the reader leaves mid-ad. */
  mediaRef: RefObject<HTMLVideoElement | null>;
  onMediaEvent: (name: string, media: HTMLVideoElement) => void;
  onEnd: (outcome: AdOutcome, media: HTMLVideoElement) => void;
}

/** Plays, muted if the browser refuses sound without a gesture (autoplay policies). */
async function startPlaying(media: HTMLVideoElement): Promise<void> {
  try {
    await media.play();
  } catch (error) {
    if ((error as Error | undefined)?.name !== 'NotAllowedError' || media.muted) throw error;
    media.muted = true;
    await media.play();
  }
}

export function AdBreak({ creative, muted, mediaRef, onMediaEvent, onEnd }: AdBreakProps) {
  const regionRef = useRef<HTMLDivElement>(null);
  // Set once the break has ended (its end, a skip, a failure) or the ad went.
  const overRef = useRef(false);
  const [position, setPosition] = useState(0);
  const [paused, setPaused] = useState(false);
  const [silent, setSilent] = useState(muted);
  // The latest callbacks, for listeners set once.
  const handlers = useRef({ onMediaEvent, onEnd });
  useEffect(() => {
    handlers.current = { onMediaEvent, onEnd };
  });

  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    overRef.current = false;
    let shown = false;
    const end = (outcome: AdOutcome) => {
      if (overRef.current) return;
      overRef.current = true;
      handlers.current.onEnd(outcome, media);
    };
    const fail = (why: string, detail?: unknown) => {
      if (overRef.current) return;
      console.warn(`The video ad could not be played (${why}); the video plays without it`, detail);
      end('failed');
    };
    const timer = setTimeout(() => {
      if (!shown) fail('no frame in time');
    }, AD_START_TIMEOUT_MS);
    const onEvent = (event: Event) => {
      if (overRef.current) return;
      const name = event.type;
      if (name === 'playing' && !shown) {
        shown = true;
        clearTimeout(timer);
        pingAdTracking(creative.impressions);
      }
      if (name === 'timeupdate') setPosition(media.currentTime);
      if (name === 'play' || name === 'pause') setPaused(media.paused);
      if (name === 'volumechange') setSilent(media.muted);
      handlers.current.onMediaEvent(name, media);
      if (name === 'ended') end('completed');
      if (name === 'error') fail('media error', media.error);
    };
    for (const name of AD_MEDIA_EVENTS) media.addEventListener(name, onEvent);
    // The reader pressed play in the player: the ad they now hear takes the focus there.
    if (media.parentElement?.parentElement?.contains(document.activeElement)) {
      regionRef.current?.focus();
    }
    media.muted = muted;
    startPlaying(media).catch((error: unknown) => fail('playback refused', error));
    return () => {
      overRef.current = true;
      clearTimeout(timer);
      for (const name of AD_MEDIA_EVENTS) media.removeEventListener(name, onEvent);
    };
    // Once per creative: the ad starts when it mounts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [creative.mediaUrl]);

  const wait = secondsBeforeSkip(position);
  const skip = () => {
    const media = mediaRef.current;
    if (wait > 0 || !media || overRef.current) return;
    overRef.current = true;
    media.pause();
    onEnd('skipped', media);
  };
  const togglePause = () => {
    const media = mediaRef.current;
    if (!media) return;
    if (media.paused) void media.play().catch(() => undefined);
    else media.pause();
  };
  const toggleMute = () => {
    const media = mediaRef.current;
    if (media) media.muted = !media.muted;
  };

  return (
    <div
      ref={regionRef}
      className={styles.root}
      role="region"
      aria-label={AD_LABEL}
      tabIndex={-1}
      data-testid="video-ad"
    >
      <video
        ref={mediaRef}
        className={styles.media}
        src={creative.mediaUrl}
        width={VIDEO_AD_SIZE.width}
        height={VIDEO_AD_SIZE.height}
        playsInline
        preload="auto"
        aria-label={AD_LABEL}
      />
      <p className={styles.label}>{AD_LABEL}</p>
      <div className={styles.controls}>
        <button type="button" onClick={togglePause}>
          {paused ? 'Resume ad' : 'Pause ad'}
        </button>
        <button type="button" onClick={toggleMute} aria-pressed={silent}>
          Mute ad
        </button>
        <button type="button" onClick={skip} aria-disabled={wait > 0}>
          {wait > 0 ? `${SKIP_AD_LABEL} in ${wait} s` : SKIP_AD_LABEL}
        </button>
      </div>
    </div>
  );
}
