/**
 * From the <video> element's media events to video store actions: the playback number of
 * spec 000 s4 follows from the element's state after each event (so an event missed before
 * hydration is made up by the next one), and some events carry a label and a player update.
 */
import { VIDEO_PLAYBACK, type VideoLabel, type VideoPlaybackNumber } from '@bytewire/media';
import type { VideoStoreAction } from './video-store';

/** What is read from the element (an HTMLMediaElement has all of it). */
export interface MediaSnapshot {
  paused: boolean;
  ended: boolean;
  muted: boolean;
  currentTime: number;
  readyState: number;
  networkState: number;
  error: unknown;
}

// HTMLMediaElement constants, written out: the server has no HTMLMediaElement.
const HAVE_METADATA = 1;
const HAVE_FUTURE_DATA = 3;
const NETWORK_LOADING = 2;

/** The media events the player listens to. */
export const MEDIA_EVENTS = [
  'loadstart',
  'loadedmetadata',
  'canplay',
  'play',
  'playing',
  'waiting',
  'pause',
  'seeking',
  'seeked',
  'timeupdate',
  'ended',
  'volumechange',
  'emptied',
  'error',
] as const;
export type MediaEventName = (typeof MEDIA_EVENTS)[number];

export function playbackOf(media: MediaSnapshot): VideoPlaybackNumber {
  if (media.error) return VIDEO_PLAYBACK.EMPTY;
  if (media.ended) return VIDEO_PLAYBACK.STOPPED;
  if (!media.paused) {
    return media.readyState < HAVE_FUTURE_DATA ? VIDEO_PLAYBACK.BUFFERING : VIDEO_PLAYBACK.PLAYING;
  }
  if (media.currentTime > 0) return VIDEO_PLAYBACK.PAUSED;
  if (media.readyState >= HAVE_METADATA) return VIDEO_PLAYBACK.STOPPED;
  return media.networkState === NETWORK_LOADING ? VIDEO_PLAYBACK.LOADING : VIDEO_PLAYBACK.EMPTY;
}

function labelOf(event: MediaEventName, media: MediaSnapshot): VideoLabel | undefined {
  switch (event) {
    case 'play':
      return 'PLAYED';
    case 'playing':
      return 'PLAYING';
    case 'volumechange':
      return media.muted ? 'MUTED' : 'UNMUTED';
    case 'emptied':
      return 'STOPPED';
    default:
      return undefined;
  }
}

export function mediaEventActions(
  event: MediaEventName,
  media: MediaSnapshot,
  playerId: string,
): VideoStoreAction[] {
  if (event === 'error') return [{ type: 'failed' }];
  const playback = playbackOf(media);
  // The content's end (CONTENT_COMPLETED) is also the end of the whole (COMPLETED): ads play
  // before the content only, none after it.
  const actions: VideoStoreAction[] =
    event === 'ended'
      ? [
          { type: 'playback', playback, label: 'CONTENT_COMPLETED' },
          { type: 'playback', playback, label: 'COMPLETED' },
        ]
      : [{ type: 'playback', playback, label: labelOf(event, media) }];
  if (event === 'play') {
    actions.push({ type: 'player', id: playerId, update: { videoState: { unplayed: false } } });
  } else if (event === 'ended') {
    actions.push({ type: 'player', id: playerId, update: { videoState: { completed: true } } });
  } else if (event === 'volumechange') {
    actions.push({
      type: 'player',
      id: playerId,
      update: { videoState: { muted: media.muted, unmuted: !media.muted } },
    });
  }
  return actions;
}
