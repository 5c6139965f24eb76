/**
 * What the player loads for a video: the file the rules of spec 000 s5 choose
 * (`chooseVideoSource` of @bytewire/media: never http://; clear HLS, then the highest-bitrate
 * HLS, then the highest-bitrate valid mp4), its MIME type, the WebVTT captions (spec 000 s7)
 * and the poster image.
 */
import type { Image, Video, VideoFile } from '@bytewire/contracts';
import { chooseVideoSource } from '@bytewire/media';
import type { ImageResize } from '../images/image-resize';
import { imageSources } from '../images/image-sources';
import { videoFiles } from './video-item';

export const HLS_MIME_TYPE = 'application/vnd.apple.mpegurl';
export const MP4_MIME_TYPE = 'video/mp4';

export interface PlayableSource {
  kind: 'hls' | 'mp4';
  url: string;
  mimeType: string;
  file: VideoFile;
}

/** The file to play, or undefined when none is playable ('video is disabled', spec 000 s8). */
export function playableSource(video: Pick<Video, 'files'>): PlayableSource | undefined {
  const chosen = chooseVideoSource(videoFiles(video));
  if (!chosen) return undefined;
  return {
    kind: chosen.kind,
    url: chosen.file.url.trim(),
    mimeType: chosen.kind === 'hls' ? HLS_MIME_TYPE : MP4_MIME_TYPE,
    file: chosen.file,
  };
}

export const CAPTIONS_FORMAT = 'webvtt';

/**
 * The captions call of spec 000 s7, site-relative: the gateway proxies /api/neutron/* to the
 * content API and adds the key, so the browser loads it without one.
 */
export function captionsPath(siteId: string, slug: string): string {
  return `/api/neutron/videos/${encodeURIComponent(siteId)}/captions/${CAPTIONS_FORMAT}/${encodeURIComponent(slug)}.vtt`;
}

/** Captions exist when the video lists a WebVTT transcript (else the call answers 404). */
export function hasCaptions(video: Pick<Video, 'transcripts'>): boolean {
  return (video.transcripts ?? []).some((t) => t.format === CAPTIONS_FORMAT);
}

/** The video's image as an Image: the platform sends an object, or a bare storage path. */
export function videoImage(video: Video): Image | undefined {
  const id = `${video.id}-image`;
  if (typeof video.image === 'string') return { id, path: video.image, imageUrl: video.imageUrl };
  if (video.image) return video.image;
  return video.imageUrl ? { id, path: '', imageUrl: video.imageUrl } : undefined;
}

/** The poster: the video's image at the player's width, else its imageUrl. */
export function posterUrl(video: Video, resize: ImageResize | null): string | undefined {
  return imageSources(videoImage(video), resize, 'col_12_wide')?.src ?? video.imageUrl;
}
