/**
 * Structured data (schema.org JSON-LD) of a video page: a VideoObject with the name,
 * description, thumbnail, upload date, ISO 8601 duration, the file the player plays
 * (contentUrl) and the share page (embedUrl), all URLs absolute. The thumbnail is the poster
 * (video-media `posterUrl`): the resize URL at col_12_wide, 1200x675, the same file as the
 * article_schema 16x9 size of spec 000 s9.
 */
import type { Video } from '@bytewire/contracts';
import { absoluteUrl } from '../seo/absolute-url';
import type { JsonLdObject } from '../seo/json-ld';
import {
  compact,
  isoDate,
  personOf,
  publisherOf,
  SCHEMA_CONTEXT,
  type StructuredDataSite,
} from '../seo/structured-data-parts';
import { isoDuration } from './duration';
import { videoDescription, videoDuration, videoTitle } from './video-item';

export interface VideoPageUrls {
  /** The page's canonical URL, absolute. */
  page: string;
  /** Site-relative or absolute; all optional. */
  thumbnail?: string;
  content?: string;
  embed?: string;
}

export function videoStructuredData(
  video: Video,
  site: StructuredDataSite,
  urls: VideoPageUrls,
): JsonLdObject {
  const absolute = (url: string | undefined) =>
    url ? absoluteUrl(url, site.publicUrl) : undefined;
  const thumbnail = absolute(urls.thumbnail);
  const seconds = videoDuration(video);
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'VideoObject',
    url: urls.page,
    name: videoTitle(video),
    description: videoDescription(video),
    thumbnailUrl: thumbnail ? [thumbnail] : undefined,
    uploadDate: isoDate(video.datePublished),
    duration: seconds === undefined ? undefined : isoDuration(seconds),
    contentUrl: absolute(urls.content),
    embedUrl: absolute(urls.embed),
    author: personOf(video.author, site),
    publisher: publisherOf(site),
  });
}
