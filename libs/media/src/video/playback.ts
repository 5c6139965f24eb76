/** Player state numbers and labels (spec 000 s4). */

export const VIDEO_PLAYBACK = {
  EMPTY: -2,
  LOADING: -1,
  STOPPED: 0,
  PLAYING: 1,
  PAUSED: 2,
  BUFFERING: 3,
} as const;
export type VideoPlaybackNumber = (typeof VIDEO_PLAYBACK)[keyof typeof VIDEO_PLAYBACK];

export const VIDEO_LABELS = [
  'ADLOADED',
  'MUTED',
  'PLAYED',
  'PLAYING',
  'STOPPED',
  'UNMUTED',
  'UNPLAYED',
  'COMPLETED',
  'CONTENT_COMPLETED',
] as const;
export type VideoLabel = (typeof VIDEO_LABELS)[number];
