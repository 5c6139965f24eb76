/**
 * The player: a native <video> with controls, the poster and WebVTT captions, playing the file
 * the rules chose (see video-media). An mp4 is in the server's markup, so it plays before
 * hydration and without JavaScript; an HLS file is set once the browser is known: as the
 * element's src where the browser plays HLS itself, else through hls.js, loaded only then.
 * Media events keep the video store's playback state and feed the video analytics; a file that
 * cannot play shows a message in place, never a broken page. Without a playable file: 'video is
 * disabled' (spec 000 s8); a player that cannot be set up (hls.js) logs 'UVPJS VideoManager
 * could not be initialized' as well.
 *
 * Video ads: the player asks for one (use-video-ad-request); when a creative came back before
 * the reader's first play, that play plays the ad first, over the player (AdBreak), and the
 * video then starts from its beginning, by itself. The ad's failure plays the video instead.
 */
import type { Video } from '@bytewire/contracts';
import { VIDEO_DISABLED_MESSAGE, VIDEO_MANAGER_INIT_FAILED_MESSAGE } from '@bytewire/media';
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useRootData } from '../../app/use-root-data';
import type { AdOutcome } from '../AdBreak/AdBreak';
import { attachHls, isInitFailure, playsHlsNatively } from '../hls-playback';
import { MEDIA_EVENTS, mediaEventActions, playbackOf, type MediaEventName } from '../media-events';
import { useVideoAdRequest } from '../use-video-ad-request';
import type { VastCreative } from '../vast';
import { videoTracker } from '../video-analytics';
import type { PlayableSource } from '../video-media';
import { useVideoDispatch, useVideoStore } from '../VideoStore';
import styles from './VideoPlayer.module.css';

export const VIDEO_FAILED_MESSAGE = 'This video could not be played.';

// The ad break's code: a chunk of its own, fetched once an ad answers with a creative (most
// videos play without one), so the video page does not carry it.
const loadAdBreak = () => import('../AdBreak/AdBreak');
const AdBreak = lazy(() => loadAdBreak().then(({ AdBreak }) => ({ default: AdBreak })));

// HTMLMediaElement.NETWORK_NO_SOURCE, written out: the server has no HTMLMediaElement.
const NETWORK_NO_SOURCE = 3;

/** Where the ad break stands: before the first play, the ad playing, or past (or never). */
type AdBreakPhase = 'before' | 'playing' | 'over';

interface VideoPlayerProps {
  video: Video;
  title: string;
  source: PlayableSource | undefined;
  poster?: string;
  /** The WebVTT captions' URL, when the video has captions. */
  captions?: string;
}

export function VideoPlayer({ video, title, source, poster, captions }: VideoPlayerProps) {
  const videoId = video.id || video.slug;
  const playerId = useId();
  const mediaRef = useRef<HTMLVideoElement>(null);
  const adMediaRef = useRef<HTMLVideoElement>(null);
  const dispatch = useVideoDispatch();
  const { playback, failed, adsSuppressed, videoAd } = useVideoStore();
  const { restricted } = useRootData();
  const [tracker] = useState(() => videoTracker(videoId, restricted));
  // The ad break on screen, started with the video's mute.
  const [adOn, setAdOn] = useState<{ muted: boolean } | null>(null);
  // Read by the media listeners, which are set once.
  const adBreak = useRef<{ phase: AdBreakPhase; creative?: VastCreative; contentStarted: boolean }>(
    { phase: 'before', contentStarted: false },
  );
  useEffect(() => {
    adBreak.current.creative = videoAd;
  }, [videoAd]);
  const kind = source?.kind;
  const url = source?.url;

  // No ad for a video that cannot play.
  const adRequest = useVideoAdRequest(video, adsSuppressed || !source, {
    requested: () => tracker.adRequested(),
    loaded: (ad) => {
      // Fetched before the reader's play needs it.
      void loadAdBreak().catch(() => undefined);
      dispatch({ type: 'adLoaded', ad });
      tracker.adLoaded();
    },
  });

  // Spec 000 s4: autoplay is set once; this player waits for the reader (MANUAL).
  useEffect(() => {
    dispatch({ type: 'player', id: playerId, update: { autoplay: false, player: 'html5' } });
  }, [dispatch, playerId]);

  // Follow the element's events, after catching up with what happened before hydration.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const onEvent = (event: Event) => {
      const name = event.type as MediaEventName;
      const ad = adBreak.current;
      if (ad.phase === 'playing') {
        // Under the ad the video waits (a play from the keyboard on it included).
        if (name === 'play') media.pause();
        return;
      }
      if (name === 'play' && ad.phase === 'before') {
        if (ad.creative) {
          // The reader's first play: the ad first. This play is not the video's start yet.
          ad.phase = 'playing';
          media.pause();
          setAdOn({ muted: media.muted });
          dispatch({ type: 'player', id: playerId, update: { isAd: true } });
          return;
        }
        // An ad answering after this would come mid-video: there is none then.
        ad.phase = 'over';
      }
      if (name === 'play' && !ad.contentStarted) {
        ad.contentStarted = true;
        dispatch({ type: 'player', id: playerId, update: { contentStartTime: Date.now() } });
      }
      for (const action of mediaEventActions(name, media, playerId)) dispatch(action);
      // The reader started it: nothing here plays by itself.
      if (name === 'play') dispatch({ type: 'inlineClick', id: videoId, click: true });
      tracker.mediaEvent('content', name, media);
    };
    for (const name of MEDIA_EVENTS) media.addEventListener(name, onEvent);
    // Played before hydration (an mp4 plays without JavaScript): an ad now would be mid-video.
    if (!media.paused || media.currentTime > 0) adBreak.current.phase = 'over';
    dispatch({ type: 'playback', playback: playbackOf(media) });
    tracker.attached('content', media);
    if (media.error || (kind === 'mp4' && media.networkState === NETWORK_NO_SOURCE)) {
      dispatch({ type: 'failed' });
    }
    return () => {
      for (const name of MEDIA_EVENTS) media.removeEventListener(name, onEvent);
    };
  }, [dispatch, playerId, videoId, kind, tracker]);

  // The reader leaving mid-play (another page, the tab closed): what was watched, interrupted.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media) return;
    const leave = () => {
      tracker.left('content', media);
      if (adMediaRef.current) tracker.left('ad', adMediaRef.current);
    };
    window.addEventListener('pagehide', leave);
    return () => {
      window.removeEventListener('pagehide', leave);
      leave();
    };
  }, [tracker]);

  // HLS: the browser's own player, else hls.js.
  useEffect(() => {
    const media = mediaRef.current;
    if (!media || kind !== 'hls' || !url) return;
    if (playsHlsNatively(media)) {
      media.src = url;
      return () => {
        media.removeAttribute('src');
        media.load();
      };
    }
    let detach: (() => void) | undefined;
    let stopped = false;
    void attachHls(media, url, (failure) => {
      // Spec 000 s8: the player could not be set up; the reader sees the failure message.
      if (isInitFailure(failure)) console.error(VIDEO_MANAGER_INIT_FAILED_MESSAGE, failure);
      dispatch({ type: 'failed' });
    }).then((stop) => {
      if (stopped) stop();
      else detach = stop;
    });
    return () => {
      stopped = true;
      detach?.();
    };
  }, [dispatch, kind, url]);

  const onAdEvent = (name: string, adMedia: HTMLVideoElement) => {
    // While the ad plays, the playback number is the ad's.
    if (name !== 'error') dispatch({ type: 'playback', playback: playbackOf(adMedia) });
    tracker.mediaEvent('ad', name, adMedia);
  };

  const onAdEnd = (outcome: AdOutcome, adMedia: HTMLVideoElement) => {
    if (outcome === 'skipped') tracker.adSkipped(adMedia);
    else if (outcome === 'failed') tracker.adAbandoned();
    const focusWasOnAd = adMedia.parentElement?.contains(document.activeElement) === true;
    adBreak.current.phase = 'over';
    setAdOn(null);
    dispatch({ type: 'player', id: playerId, update: { isAd: false } });
    const media = mediaRef.current;
    if (!media) return;
    // The video from its beginning, by itself: the reader asked for it with their play.
    if (media.currentTime > 0) media.currentTime = 0;
    // A browser refusing to play without a gesture leaves it ready for the reader's next play.
    void media.play().catch(() => undefined);
    if (focusWasOnAd) media.focus();
  };

  if (!source) {
    return (
      <div className={`${styles.root} ${styles.disabled}`} data-testid="video-player">
        {poster ? <img className={styles.poster} src={poster} alt="" /> : null}
        <p className={styles.message} role="status">
          {VIDEO_DISABLED_MESSAGE}
        </p>
      </div>
    );
  }
  return (
    <div
      className={styles.root}
      data-testid="video-player"
      data-source-kind={source.kind}
      data-playback={playback}
      data-ads-suppressed={adsSuppressed ? 'true' : 'false'}
      data-video-ad={
        adRequest.status === 'answered' ? (adRequest.creative ? 'creative' : 'none') : undefined
      }
      data-ad-playing={adOn ? 'true' : undefined}
    >
      <video
        ref={mediaRef}
        className={styles.media}
        controls
        playsInline
        preload="metadata"
        poster={poster}
        aria-label={`Video: ${title}`}
      >
        {source.kind === 'mp4' ? (
          <source
            src={source.url}
            type={source.mimeType}
            onError={() => dispatch({ type: 'failed' })}
          />
        ) : null}
        {captions ? (
          <track kind="captions" src={captions} srcLang="en" label="English" default />
        ) : null}
      </video>
      {adOn && videoAd ? (
        <Suspense fallback={null}>
          <AdBreak
            creative={videoAd}
            muted={adOn.muted}
            mediaRef={adMediaRef}
            onMediaEvent={onAdEvent}
            onEnd={onAdEnd}
          />
        </Suspense>
      ) : null}
      {failed ? (
        <p className={styles.message} role="alert">
          {VIDEO_FAILED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
