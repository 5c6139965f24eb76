/**
 * The sample clips the corpus's videos play (media/sample-video, made by make-sample-clips.sh
 * there): each corpus video is given one, states its length as the video's duration, and this
 * API serves it at the video's file URLs. One table for both, so that a page's "Duration" is
 * what its player plays; test/video-clips.test.ts checks it against the files themselves.
 */

/** The length of the clips' HLS segments (the script's -hls_time); the last one is shorter. */
const SEGMENT_SECONDS = 10;

export interface VideoClip {
  /** The files' base name, also the clip's colour. */
  name: string;
  /** Length in whole seconds: every duration the corpus states for a video playing this clip. */
  seconds: number;
  mp4: string;
  /** An HLS VOD media playlist whose segments are `segments`, next to it. */
  playlist: string;
  /** The segment names as the playlist lists them, in order (kept as .mpegts on disk). */
  segments: readonly string[];
}

function clip(name: string, seconds: number): VideoClip {
  const count = Math.ceil(seconds / SEGMENT_SECONDS);
  return {
    name,
    seconds,
    mp4: `${name}.mp4`,
    playlist: `${name}.m3u8`,
    segments: Array.from({ length: count }, (_, i) => `${name}-${i}.ts`),
  };
}

/** Distinct lengths: the controller finds a video's clip by the duration the video states. */
export const VIDEO_CLIPS: readonly VideoClip[] = [
  clip('harbour', 24),
  clip('lagoon', 37),
  clip('moss', 52),
  clip('dusk', 68),
  clip('sand', 85),
];

/** The clip a video stating `seconds` plays, if any. */
export function clipLasting(seconds: number): VideoClip | undefined {
  return VIDEO_CLIPS.find((c) => c.seconds === seconds);
}
