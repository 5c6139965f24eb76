/**
 * One analytics event as the site's pages send it (JSON) and AMP pages as an image beacon (the
 * query string): flat, every value a bounded string, so that both arrive in the same shape.
 * The kinds and fields are spec 001's: the tracking data of s3 (pageType ... siteSection), the
 * AMP payload of s8 (writeKey, clientId, pageUrl ... the product fields), scroll depths and
 * the video and video-ad events, the page's uncaught errors (spec 001 s8: reported, also
 * those raised before the reporter loaded), the error pages readers see (spec 001 s7), and the
 * client services' measurements (spec 001 s9: the performance snippet, the request monitor,
 * the dwell tag). Unknown fields are refused, by name.
 */
import { VIDEO_ACTIONS } from '@bytewire/site/analytics';
import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import {
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';

export const EVENT_TYPES = [
  'pageview',
  'click',
  'product-click',
  'scroll',
  'video',
  'error',
  'error-page',
  'performance',
  'request-timing',
  'dwell',
] as const;
export type EventType = (typeof EVENT_TYPES)[number];

/** Scroll depths, in percent, each sent once per page (spec 001 s3). */
export const SCROLL_DEPTHS = [25, 50, 75, 100] as const;

export const TEXT_MAX = 256;
export const URL_MAX = 2048;
export const STACK_MAX = 4096;

/** An optional string of at most `max` characters. */
const Text = (max = TEXT_MAX) =>
  applyDecorators(
    IsOptional(),
    IsString({ message: '$property must be a string' }),
    MaxLength(max, { message: `$property must be at most ${max} characters` }),
  );

export class AnalyticsEvent {
  @IsIn(EVENT_TYPES, { message: `type must be one of ${EVENT_TYPES.join(', ')}` })
  type!: EventType;

  /**
   * What happened to the video: required on `video` events, one of the video and video-ad
   * events of spec 001 s8 (VIDEO_ACTIONS, @bytewire/site's: the pages send the same list).
   */
  @ValidateIf((event: AnalyticsEvent) => event.type === 'video' || event.action !== undefined)
  @IsIn(VIDEO_ACTIONS, { message: `action must be one of ${VIDEO_ACTIONS.join(', ')}` })
  action?: string;

  // The site player's video events: which video, where its playhead was and, on `watched`
  // and `ad-watched`, how long was played, in milliseconds (spec 001 s9: seconds × 1000);
  // the length of the video or ad is `duration`.
  @Text() videoId?: string;
  @Text() positionMs?: string;
  @Text() watchedMs?: string;

  /** How far down the page, in percent: required on `scroll` events of the site's pages. */
  @ValidateIf(
    (event: AnalyticsEvent) =>
      (event.type === 'scroll' && event.scrollDistance === undefined) || event.depth !== undefined,
  )
  @IsIn(SCROLL_DEPTHS, { message: `depth must be one of ${SCROLL_DEPTHS.join(', ')}` })
  @Type(() => Number)
  depth?: number;

  /** How far down the page, in pixels: what AMP's scroll trigger sends. */
  @IsOptional()
  @Max(10_000_000, { message: 'scrollDistance must be at most 10000000' })
  @Min(0, { message: 'scrollDistance must not be negative' })
  @IsInt({ message: 'scrollDistance must be a whole number' })
  @Type(() => Number)
  scrollDistance?: number;

  // The page (spec 001 s8).
  @MaxLength(URL_MAX, { message: `pageUrl must be at most ${URL_MAX} characters` })
  @IsString({ message: 'pageUrl is required, a string' })
  pageUrl!: string;
  @Text(URL_MAX) canonicalUrl?: string;
  @Text(URL_MAX) referrer?: string;
  @Text(URL_MAX) outboundUrl?: string;
  @Text() title?: string;
  @Text() writeKey?: string;
  @Text() clientId?: string;
  @Text() screenSize?: string;
  @Text() language?: string;
  @Text() revisionId?: string;
  @Text() elementType?: string;

  // Tracking data (spec 001 s3).
  @Text() pageType?: string;
  @Text() articleId?: string;
  @Text() cohesionRevisionId?: string;
  @Text() articleAuthorName?: string;
  @Text() articleAuthorNames?: string;
  @Text() contentType?: string;
  @Text() topicName?: string;
  @Text() topicSlugs?: string;
  @Text() hasVideo?: string;
  @Text() postId?: string;
  @Text() pageViewGuid?: string;
  @Text() pageViewCount?: string;
  @Text() deviceType?: string;
  @Text() edition?: string;
  @Text() siteName?: string;
  @Text() siteType?: string;
  @Text() siteSection?: string;
  @Text() reportSuiteId?: string;
  @Text() testGroup?: string;
  @Text() testName?: string;
  @Text() testVersion?: string;
  @Text() soastaBucket?: string;
  @Text() traffic_source?: string;
  @Text() articleType?: string;
  @Text() articleSubType?: string;

  @Text() channelType?: string;

  // An error page seen (`error-page` events, spec 001 s7): where the reader came from, the URL
  // that failed, the page type, the page view's guid, the device, the session and the site's
  // environment.
  @Text(URL_MAX) xref?: string;
  @Text(URL_MAX) srcurl?: string;
  @Text() pagetype?: string;
  @Text() pguid?: string;
  @Text() devicetype?: string;
  @Text() sid?: string;
  @Text() env?: string;

  // An uncaught error or rejection of the page (`error` events).
  @Text(1024) message?: string;
  @Text(STACK_MAX) stack?: string;
  @Text(URL_MAX) source?: string;
  @Text() line?: string;
  @Text() column?: string;
  @Text() errorKind?: string;

  // A product click's product (spec 001 s8).
  @Text() correlationId?: string;
  @Text() productName?: string;
  @Text() productId?: string;
  @Text() brand?: string;
  @Text() price?: string;
  @Text() text?: string;
  @Text() location?: string;
  @Text() position?: string;
  @Text() formatType?: string;
  @Text() formatSubtype?: string;
  @Text() pageId?: string;
  @Text() sku?: string;
  @Text() upc?: string;

  // The performance snippet, the request monitor and the dwell tag (spec 001 s9).
  @Text() ttfb?: string;
  @Text() domContentLoaded?: string;
  @Text() load?: string;
  @Text() lcp?: string;
  @Text() cls?: string;
  @Text() inp?: string;
  @Text() errorCount?: string;
  @Text(1024) errors?: string;
  @Text() timedOut?: string;
  @Text() service?: string;
  @Text() duration?: string;
  @Text() transferSize?: string;
  @Text() dwellMs?: string;
  @Text() sectionIds?: string;
}
