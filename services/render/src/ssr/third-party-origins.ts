/**
 * The origins outside the site that pages may use, per kind of request: those of the features
 * render is configured with (the discussion service, social embeds, the sign-in issuer, the
 * image hosts) and those an operator names (CSP_*_ORIGINS), for content and tags the code
 * cannot know (an article body's images on the content platform's hosts, video files, a
 * consented tag's beacons). Nothing else: no `https:` wildcard.
 */
import type { AdStackConfig } from '@bytewire/site';
import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import { registerDecorator } from 'class-validator';

/** The kinds of request a page's policy lists origins for. */
export interface ThirdPartyOrigins {
  script: string[];
  img: string[];
  media: string[];
  connect: string[];
  frame: string[];
}

/** What an operator names, one CSP_*_ORIGINS variable per kind (comma-separated). */
export type ConfiguredOrigins = Partial<Record<keyof ThirdPartyOrigins, string>>;

export interface SiteFeatures {
  /** Resize hosts (IMAGE_HOSTS): images, and the videos' posters and clips they serve. */
  imageHosts: readonly string[];
  /** The OpenID Connect issuer the browser fetches discovery and tokens from. */
  issuer?: string;
  /** The discussion service's short name: its embed, frames and images. */
  discussionShortname?: string;
  /** The outside ad stack (AD_STACK): its scripts, and the hosts its libraries ask for ads and bids. */
  adStack?: AdStackConfig;
  /** The outside analytics: their scripts, and the audience pings (images). */
  analytics?: AnalyticsSettings;
}

/**
 * The endpoints of header bidding's exchanges that the bundled Prebid.js calls (libs/site
 * PREBID_BIDDERS): appnexus' auction endpoint, ib.adnxs.com/ut/v3/prebid.
 */
const PREBID_BIDDER_ORIGINS: Readonly<Record<string, readonly string[]>> = {
  appnexus: ['https://ib.adnxs.com'],
};

/** Amazon's bidder (apstag) asks for bids on this host, whichever host serves its script. */
const AMAZON_BID_ORIGIN = 'https://aax.amazon-adsystem.com';

const httpsOrigins = (sources: readonly (string | undefined)[]) =>
  sources.flatMap((src) => (src && src.startsWith('https://') ? [originOf(src)] : []));

/** The origins of the ad stack's scripts (site paths are the site's own). */
function adScriptOrigins(stack: AdStackConfig): string[] {
  return httpsOrigins([
    stack.gptSrc,
    stack.amazon?.src,
    stack.searchAds?.src,
    stack.contextualAds?.src,
    stack.recommendationWidget?.src,
  ]);
}

/**
 * The requests the ad stack's libraries make: the ad server's (GPT asks for ads on its own
 * host), the video ad server, Prebid's exchange, Amazon's bids (on its script's host and its
 * bid host). Only for the parts configured.
 */
function adRequestOrigins(stack: AdStackConfig): string[] {
  return [
    ...httpsOrigins([stack.gptSrc, stack.videoAds?.adTagBase, stack.amazon?.src]),
    ...(stack.amazon ? [AMAZON_BID_ORIGIN] : []),
    ...(stack.prebid && Object.hasOwn(PREBID_BIDDER_ORIGINS, stack.prebid.bidder)
      ? PREBID_BIDDER_ORIGINS[stack.prebid.bidder]!
      : []),
  ];
}

/**
 * An origin, or a host source with a wildcard subdomain (`https://*.example.com`), with an
 * optional port: what a policy can name. No path, no query, no other scheme.
 */
const ORIGIN_SOURCE =
  /^https?:\/\/(\*\.)?[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:\d{1,5})?$/;

export const originListRule = (name: string) =>
  `${name} must be a comma-separated list of origins (https://images.example.com, https://*.example.com, http://localhost:3000)`;

/** The entries of a CSP_*_ORIGINS value; undefined when one is not an origin. */
export function parseOriginList(value: string | undefined): string[] | undefined {
  if (value === undefined || value.trim() === '') return [];
  const entries = value.split(',').map((entry) => entry.trim().toLowerCase());
  return entries.every((entry) => ORIGIN_SOURCE.test(entry)) ? entries : undefined;
}

/** Validates a CSP_*_ORIGINS variable at start-up, with a message naming it. */
export function IsOriginList(): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'isOriginList',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown) =>
          value === undefined ||
          (typeof value === 'string' && parseOriginList(value) !== undefined),
        defaultMessage: () => originListRule(String(propertyName)),
      },
    });
  };
}

/** Twitter's widgets script and the frames it draws a post in (web/src/social). */
const SOCIAL_EMBEDS = {
  script: ['https://platform.twitter.com'],
  frame: ['https://platform.twitter.com', 'https://syndication.twitter.com'],
};

/**
 * Disqus: the embed from `{shortname}.disqus.com` loads its code, styles and images from its
 * CDN and draws the thread in a frame of disqus.com (its documented policy).
 */
function discussionOrigins(shortname: string) {
  const hosts = [
    `https://${shortname}.disqus.com`,
    'https://*.disqus.com',
    'https://*.disquscdn.com',
  ];
  return { script: hosts, img: hosts, connect: hosts, frame: ['https://disqus.com'] };
}

/** Where AMP's built-in chartbeat vendor config sends its pings (web/src/amp/amp-providers-config.ts). */
const CHARTBEAT_PING_ORIGIN = 'https://ping.chartbeat.net';

const originOf = (url: string) => new URL(url).origin;
const unique = (origins: readonly string[]) => [...new Set(origins)];

/** Each kind's origins: the features', then the operator's; `configured` is validated. */
export function thirdPartyOrigins(
  features: SiteFeatures,
  configured: ConfiguredOrigins = {},
): ThirdPartyOrigins {
  const discussion = features.discussionShortname
    ? discussionOrigins(features.discussionShortname)
    : undefined;
  const named = (kind: keyof ThirdPartyOrigins) => parseOriginList(configured[kind]) ?? [];
  const images = features.imageHosts.map(originOf);
  const ads = features.adStack ?? {};
  const analytics = features.analytics ?? {};
  return {
    script: unique([
      ...SOCIAL_EMBEDS.script,
      ...(discussion?.script ?? []),
      ...adScriptOrigins(ads),
      ...httpsOrigins([analytics.cohesion?.scriptUrl, analytics.chartTracking?.scriptUrl]),
      ...named('script'),
    ]),
    img: unique([
      ...images,
      ...(discussion?.img ?? []),
      ...httpsOrigins([analytics.audienceMeasurementUrl]),
      // AMP pages' page-analytics provider (amp-analytics type chartbeat) pings this host.
      ...(analytics.chartTracking ? [CHARTBEAT_PING_ORIGIN] : []),
      ...named('img'),
    ]),
    // The video ad's creative plays in the site's own player (web/src/video/AdBreak): from the
    // ad server's host by default; creatives elsewhere need CSP_MEDIA_ORIGINS.
    media: unique([...images, ...httpsOrigins([ads.videoAds?.adTagBase]), ...named('media')]),
    // hls.js fetches a video's playlist and segments: the media hosts are requests too.
    connect: unique([
      ...(features.issuer ? [originOf(features.issuer)] : []),
      ...(discussion?.connect ?? []),
      ...adRequestOrigins(ads),
      ...named('connect'),
      ...named('media'),
    ]),
    frame: unique([...SOCIAL_EMBEDS.frame, ...(discussion?.frame ?? []), ...named('frame')]),
  };
}
