/**
 * The video of a video page, narrowed from what the platform sent (the contracts check the page
 * and a content item's core fields only): a video needs a slug and a list of files; a file needs a string url, and
 * its type and format, when given, must be strings. Files that do not fit are left out.
 */
import { isNonBlankString, isRecord, type Video, type VideoFile } from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';
import { componentsOfType } from '../content/component-items';

const optionalString = (value: unknown) => value === undefined || typeof value === 'string';
const optionalNumber = (value: unknown) =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value));

export function isVideo(value: unknown): value is Video {
  return isRecord(value) && isNonBlankString(value.slug) && Array.isArray(value.files);
}

export function isVideoFile(value: unknown): value is VideoFile {
  return (
    isRecord(value) &&
    typeof value.url === 'string' &&
    optionalString(value.type) &&
    optionalString(value.format) &&
    optionalNumber(value.videoBitrate) &&
    optionalNumber(value.audioBitrate)
  );
}

/** The page's first loaded video. */
export function videoOf(page: PageContent): Video | undefined {
  return componentsOfType(page, 'Video')
    .map((component) => component.item)
    .find(isVideo);
}

export function videoFiles(video: Pick<Video, 'files'>): VideoFile[] {
  return video.files.filter(isVideoFile);
}

export function videoTitle(video: Video): string {
  return (
    [video.title, video.headline, video.metaData?.promoTitle].find(isNonBlankString) ?? video.slug
  );
}

export function videoDescription(video: Video): string | undefined {
  return [video.description, video.metaData?.promoDescription].find(isNonBlankString);
}

/** Length in seconds: the video's own, else its metadata's; undefined when neither is usable. */
export function videoDuration(video: Video): number | undefined {
  return [video.duration, video.metaData?.duration].find(
    (value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0,
  );
}

/** Paid content: the route says so, or the video's section is sponsored (spec 000 s3). */
export function isSponsoredVideo(video: Video): boolean {
  return video.section === 'sponsored';
}
