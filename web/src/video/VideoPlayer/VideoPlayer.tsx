/**
 * The player: a native <video> with controls, the poster and WebVTT captions, playing the file
 * the rules chose (see video-media). An mp4 is in the server's markup, so it plays before
 * hydration and without JavaScript; an HLS file is set once the browser is known: as the
 * element's src where the browser plays HLS itself, else through hls.js, loaded only then.
 * Media events keep the video store's playback state; a file that cannot play shows a message
 * in place, never a broken page. Without a playable file: 'video is disabled' (spec 000 s8).
 */
import { VIDEO_DISABLED_MESSAGE } from '@bytewire/media';
import { useEffect, useId, useRef } from 'react';
import { attachHls, playsHlsNatively } from '../hls-playback';
import { MEDIA_EVENTS, mediaEventActions, playbackOf, type MediaEventName } from '../media-events';
import type { PlayableSource } from '../video-media';
import { useVideoDispatch, useVideoStore } from '../VideoStore';
import styles from './VideoPlayer.module.css';

export const VIDEO_FAILED_MESSAGE = 'This video could not be played.';

// HTMLMediaElement.NETWORK_NO_SOURCE, written out: the server has no HTMLMediaElement.
const NETWORK_NO_SOURCE = 3;

interface VideoPlayerProps {
  videoId: string;
  title: string;
  source: PlayableSource | undefined;
  poster?: string;
  /** The WebVTT captions' URL, when the video has captions. */
  captions?: string;
}

export function VideoPlayer({ videoId, title, source, poster, captions }: VideoPlayerProps) {
  const playerId = useId();
  const mediaRef = useRef<HTMLVideoElement>(null);
  const dispatch = useVideoDispatch();
  const { playback, failed, adsSuppressed } = useVideoStore();
  const kind = source?.kind;
  const url = source?.url;

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
      for (const action of mediaEventActions(name, media, playerId)) dispatch(action);
      // The reader started it: nothing here plays by itself.
      if (name === 'play') dispatch({ type: 'inlineClick', id: videoId, click: true });
    };
    for (const name of MEDIA_EVENTS) media.addEventListener(name, onEvent);
    dispatch({ type: 'playback', playback: playbackOf(media) });
    if (media.error || (kind === 'mp4' && media.networkState === NETWORK_NO_SOURCE)) {
      dispatch({ type: 'failed' });
    }
    return () => {
      for (const name of MEDIA_EVENTS) media.removeEventListener(name, onEvent);
    };
  }, [dispatch, playerId, videoId, kind]);

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
    void attachHls(media, url, () => dispatch({ type: 'failed' })).then((stop) => {
      if (stopped) stop();
      else detach = stop;
    });
    return () => {
      stopped = true;
      detach?.();
    };
  }, [dispatch, kind, url]);

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
      {failed ? (
        <p className={styles.message} role="alert">
          {VIDEO_FAILED_MESSAGE}
        </p>
      ) : null}
    </div>
  );
}
