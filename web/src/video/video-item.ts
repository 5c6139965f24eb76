/**
 * The video of a video page. The item was cleaned where the page entered (libs/contracts
 * component-cleaning.ts, content-fields.ts): a video has a slug, its files are those a player
 * can use (a string url; type, format and bitrates of the right kind), none when it had no list
 * of files, and its and its metadata's duration are lengths above 0 or absent.
 */
import { isNonBlankString, type Video, type VideoFile } from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';
import { firstItemOf } from '../content/component-items';

/** The page's first loaded video. */
export function videoOf(page: PageContent): Video | undefined {
  return firstItemOf(page, 'Video');
}

/** The files a player can use, as cleaned where the page entered. */
export function videoFiles(video: Pick<Video, 'files'>): VideoFile[] {
  return video.files;
}

export function videoTitle(video: Video): string {
  return (
    [video.title, video.headline, video.metaData?.promoTitle].find(isNonBlankString) ?? video.slug
  );
}

export function videoDescription(video: Video): string | undefined {
  return [video.description, video.metaData?.promoDescription].find(isNonBlankString);
}

/**
 * Length in seconds: the video's own, else its metadata's; undefined when neither is usable
 * (each was cleaned to a length above 0, or absent, where the page entered).
 */
export function videoDuration(video: Video): number | undefined {
  return video.duration ?? video.metaData?.duration;
}

/** Paid content: the route says so, or the video's section is sponsored (spec 000 s3). */
export function isSponsoredVideo(video: Video): boolean {
  return video.section === 'sponsored';
}
