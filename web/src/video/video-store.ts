/**
 * The video store (spec 000 s3 and s4) as a pure reducer: the page's video and whether there
 * is one, the state of each player and of the current one (player updates merge into the
 * existing state and autoplay is set once: `mergePlayerState` of @bytewire/media), the
 * playback number of spec 000 s4 with the last label, the playlist (unique by id) and the
 * last inline click. React state lives in VideoStore.tsx.
 */
import type { Video } from '@bytewire/contracts';
import {
  mergePlayerState,
  VIDEO_PLAYBACK,
  type PlayerState,
  type PlayerStateUpdate,
  type VideoLabel,
  type VideoPlaybackNumber,
} from '@bytewire/media';
import type { VastCreative } from './vast';

/** An entry of the playlist: the page's video and the videos listed with it. */
export interface PlaylistItem {
  id: string;
  slug: string;
  title: string;
  url?: string;
}

export interface VideoStoreState {
  video?: Video;
  hasVideo: boolean;
  /** Each player's state, by player id. */
  players: Readonly<Record<string, PlayerState>>;
  /** The state of the player updated last (a page has one player today). */
  playerState: PlayerState;
  playback: VideoPlaybackNumber;
  label?: VideoLabel;
  /** The player could not play its file (a load, decode or network failure). */
  failed: boolean;
  videoPlaylist: readonly PlaylistItem[];
  inlineClick?: { id: string; click: boolean };
  /** Spec 000 s5: the video's suppressAds, `adSuppress=all`, or no targeting consent. */
  adsSuppressed: boolean;
  /** The ad the ad server answered with, to play before the video (label ADLOADED). */
  videoAd?: VastCreative;
}

export type VideoStoreAction =
  | { type: 'video'; video: Video | undefined }
  | { type: 'player'; id: string; update: PlayerStateUpdate }
  | { type: 'playback'; playback: VideoPlaybackNumber; label?: VideoLabel }
  | { type: 'failed' }
  | { type: 'playlist'; items: readonly PlaylistItem[] }
  | { type: 'inlineClick'; id: string; click: boolean }
  | { type: 'adLoaded'; ad: VastCreative };

/** The items of `more` whose id is new, in order, after `items`. */
export function uniqueById(
  items: readonly PlaylistItem[],
  more: readonly PlaylistItem[],
): PlaylistItem[] {
  const seen = new Set(items.map((item) => item.id));
  const out = [...items];
  for (const item of more) {
    if (seen.has(item.id)) continue;
    seen.add(item.id);
    out.push(item);
  }
  return out;
}

export function initialVideoStore(
  video: Video | undefined,
  playlist: readonly PlaylistItem[],
  adsSuppressed: boolean,
): VideoStoreState {
  return {
    video,
    hasVideo: video !== undefined,
    players: {},
    playerState: {},
    playback: VIDEO_PLAYBACK.EMPTY,
    failed: false,
    videoPlaylist: uniqueById([], playlist),
    adsSuppressed,
  };
}

export function videoStoreReducer(
  state: VideoStoreState,
  action: VideoStoreAction,
): VideoStoreState {
  switch (action.type) {
    case 'video':
      return { ...state, video: action.video, hasVideo: action.video !== undefined };
    case 'player': {
      const playerState = mergePlayerState(state.players[action.id] ?? {}, action.update);
      return { ...state, players: { ...state.players, [action.id]: playerState }, playerState };
    }
    case 'playback':
      if (state.playback === action.playback && (action.label ?? state.label) === state.label) {
        return state;
      }
      return { ...state, playback: action.playback, label: action.label ?? state.label };
    case 'failed':
      return state.failed ? state : { ...state, failed: true, playback: VIDEO_PLAYBACK.EMPTY };
    case 'playlist':
      return { ...state, videoPlaylist: uniqueById(state.videoPlaylist, action.items) };
    case 'inlineClick':
      return { ...state, inlineClick: { id: action.id, click: action.click } };
    case 'adLoaded':
      return { ...state, videoAd: action.ad, label: 'ADLOADED' };
  }
}
