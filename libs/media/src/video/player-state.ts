/** The player part of the video store (spec 000 s3 and s4). */

export type AutoplayType = 'AUTOPLAY' | 'MANUAL';

export interface VideoState {
  unplayed: boolean;
  muted: boolean;
  unmuted: boolean;
  completed: boolean;
}

export interface PlayerState {
  autoplay?: boolean;
  autoplayType?: AutoplayType;
  /** When the content (not an ad) started playing, as the player reports it. */
  contentStartTime?: number;
  isAd?: boolean;
  /** The player instance; opaque here, it belongs to the player library. */
  player?: unknown;
  sticky?: boolean;
  videoState?: VideoState;
}

/** The type follows from autoplay, so an update cannot set it on its own. */
export type PlayerStateUpdate = Omit<PlayerState, 'videoState' | 'autoplayType'> & {
  videoState?: Partial<VideoState>;
};

/** Before any event: the base a first partial videoState update merges into. */
export const INITIAL_VIDEO_STATE: Readonly<VideoState> = {
  unplayed: true,
  muted: false,
  unmuted: false,
  completed: false,
};

export function autoplayType(on: boolean): AutoplayType {
  return on ? 'AUTOPLAY' : 'MANUAL';
}

/**
 * Player updates merge into the existing state, videoState one level deeper, so an event
 * that only knows `muted` keeps `completed`. Autoplay is set once: after the first value, later
 * updates cannot change autoplay or its type (the first decision is what was tracked).
 */
export function mergePlayerState(state: PlayerState, update: PlayerStateUpdate): PlayerState {
  const { videoState, autoplay, ...rest } = update;
  const merged: PlayerState = { ...state, ...rest };
  if (state.autoplay === undefined && autoplay !== undefined) {
    merged.autoplay = autoplay;
    merged.autoplayType = autoplayType(autoplay);
  }
  if (videoState !== undefined) {
    merged.videoState = { ...INITIAL_VIDEO_STATE, ...state.videoState, ...videoState };
  }
  return merged;
}
