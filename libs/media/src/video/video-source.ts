/**
 * Which file of a video to play (spec 000 s5). Plain http:// files are never used: they
 * would be blocked as mixed content on the https site. Clear (unencrypted) HLS comes first,
 * then any HLS, then an mp4, each time the highest bitrate.
 */
import type { VIDEO_FILE_TYPES, VideoFile } from '@bytewire/contracts';

export type VideoSourceType = (typeof VIDEO_FILE_TYPES)[number];

export interface VideoSource {
  kind: 'hls' | 'mp4';
  file: VideoFile;
}

/** An mp4 is valid if its type is wifi or HDS, or empty or downloadable with format mpeg4. */
export function isValidMp4(file: Partial<Pick<VideoFile, 'type' | 'format'>>): boolean {
  if (isType(file, 'WIFI') || isType(file, 'HDS')) return true;
  const untyped = (file.type ?? '').trim() === '';
  return (untyped || isType(file, 'Downloadable')) && lower(file.format) === 'mpeg4';
}

export function chooseVideoSource(files: readonly VideoFile[]): VideoSource | undefined {
  const usable = files.filter(isSecureUrl);
  const clearHls = highestBitrate(usable.filter((file) => isType(file, 'HLS_CLEAR')));
  if (clearHls) return { kind: 'hls', file: clearHls };
  const hls = highestBitrate(usable.filter((file) => isType(file, 'HLS')));
  if (hls) return { kind: 'hls', file: hls };
  const mp4 = highestBitrate(usable.filter(isValidMp4));
  return mp4 ? { kind: 'mp4', file: mp4 } : undefined;
}

function isSecureUrl(file: Partial<Pick<VideoFile, 'url'>>): boolean {
  const url = (file.url ?? '').trim();
  return url !== '' && !/^http:\/\//i.test(url);
}

// Type names vary in case between feeds (the spec writes both WIFI and wifi).
function isType(file: Partial<Pick<VideoFile, 'type'>>, type: VideoSourceType): boolean {
  return lower(file.type) === type.toLowerCase();
}

function lower(value: string | undefined): string {
  return (value ?? '').trim().toLowerCase();
}

/** Total of video and audio bitrates; the first file wins a tie, keeping the feed's order. */
function highestBitrate(files: readonly VideoFile[]): VideoFile | undefined {
  let best: VideoFile | undefined;
  for (const file of files) {
    if (best === undefined || bitrate(file) > bitrate(best)) best = file;
  }
  return best;
}

function bitrate(file: VideoFile): number {
  return (file.videoBitrate ?? 0) + (file.audioBitrate ?? 0);
}
