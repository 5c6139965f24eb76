/**
 * The video ad server's tag URL (spec 001 s7 "Ad server calls carry ad tag parameters (cmsid,
 * ciu_szs, env, gdfp_req, impl, output, pp, sz, unviewed_position_start, correlator,
 * cust_params, description_url, iu, url, vid)"), in Google Ad Manager's VAST form, for the
 * video player's ad SDK. Suppression follows spec 001 s6 through @bytewire/media's
 * `videoAdsSuppressed` (the video player's own rule), so the tag and the player agree.
 *
 * No base URL is assumed: without the configuration's `videoAds.adTagBase` video ads are off.
 */
import type { Device } from '@bytewire/site';
import { videoAdsSuppressed } from '@bytewire/media';
import type { AdSize } from './ad-constants';
import { VIDEO_AD_SIZE } from './ad-constants';
import { adOverridesFrom, type AdOverrides } from './ad-overrides';
import type { AdStackConfig } from '@bytewire/site';
import type { AdTargeting } from './ad-targeting';
import { adUnitPath, VIDEO_AD_SLOT } from './ad-units';

/**
 * Not a spec value: the spec names `ciu_szs` without sizes. The companions the site's slots
 * can show (an MPU, a leaderboard) when the configuration names none.
 */
export const DEFAULT_COMPANION_SIZES: readonly AdSize[] = [
  [300, 250],
  [728, 90],
];

/**
 * The fixed parameters. `output=vast` (not `xml_vast4`) lets the ad server answer in the VAST
 * version the network is set to, which the player's SDK reads either way; `env=vp` is a video
 * player's request, `gdfp_req=1` the ad server's schema, `impl=s` a synchronous request, and
 * `unviewed_position_start=1` says the ad may start unseen (delayed impressions).
 */
export const VIDEO_AD_TAG_FIXED = Object.freeze({
  env: 'vp',
  gdfp_req: '1',
  impl: 's',
  output: 'vast',
  unviewed_position_start: '1',
} as const);

/** The targeting keys the overrides' free tag and region travel under in cust_params. */
export const FTAG_TARGETING_KEY = 'ftag';
export const REGION_TARGETING_KEY = 'region';

export interface VideoAdTagInput {
  config: AdStackConfig;
  device: Device;
  video: { id: string; suppressAds?: boolean };
  /**
   * The page's address (absolute, http or https): `url` and `description_url`, and its query is
   * where adSuppress and the other overrides (ad-overrides.ts) are read.
   */
  pageUrl: string;
  /** The page's targeting (ad-targeting.ts's pageTargeting, or a slot's). */
  targeting: AdTargeting;
  /** Whether the reader allows targeting (C0004): without it, no ad call. */
  targetingConsent: boolean;
  /**
   * The page view's correlator: the same for every ad call of a page view, so the ad server
   * can keep competing ads apart and roadblocks together; newCorrelator() when absent.
   */
  correlator?: number;
}

/**
 * A correlator: a random positive integer below 2^53 (a safe integer, printed without an
 * exponent). Ad Manager only needs it to differ between page views.
 */
export function newCorrelator(random: () => number = Math.random): number {
  return Math.floor(random() * (Number.MAX_SAFE_INTEGER - 1)) + 1;
}

const sizeString = ([width, height]: AdSize): string => `${width}x${height}`;

/**
 * cust_params' value before the query's own encoding: `key=value&key=a,b`, each key and value
 * encoded once, arrays joined by `,` (the ad server's form for several values of a key). The
 * page's targeting, then the overrides' adTargeting_* pairs (a debugging reader's values win),
 * the free tag and the region. Empty values and empty arrays are left out.
 */
export function customParams(targeting: AdTargeting, overrides: AdOverrides): string {
  const merged: Record<string, string | readonly string[]> = Object.fromEntries([
    ...Object.entries(targeting),
    ...Object.entries(overrides.targeting),
    ...(overrides.ftag ? [[FTAG_TARGETING_KEY, overrides.ftag] as const] : []),
    [REGION_TARGETING_KEY, overrides.region] as const,
  ]);
  const pairs: string[] = [];
  for (const [key, value] of Object.entries(merged)) {
    const values = (typeof value === 'string' ? [value] : value).filter((v) => v !== '');
    if (values.length === 0) continue;
    pairs.push(`${encodeURIComponent(key)}=${values.map(encodeURIComponent).join(',')}`);
  }
  return pairs.join('&');
}

/** The page's address without its fragment (never sent to a server), when absolute http(s). */
function pageAddress(pageUrl: string): string | undefined {
  try {
    const url = new URL(pageUrl);
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    url.hash = '';
    return url.href;
  } catch {
    return undefined;
  }
}

/**
 * The video's ad tag URL, or undefined when there is to be no ad call: video ads are off (no
 * adTagBase, no unit for the device), the video, the page (`adSuppress=all`) or the missing
 * consent suppresses them (spec 001 s6), or the page's address is not a web address.
 */
export function videoAdTagUrl(input: VideoAdTagInput): string | undefined {
  const { config, device, video, targeting, targetingConsent } = input;
  const videoAds = config.videoAds;
  if (!videoAds) return undefined;
  const page = pageAddress(input.pageUrl);
  if (!page) return undefined;
  const query = new URL(page).searchParams;
  if (videoAdsSuppressed({ video, query, targetingConsent })) return undefined;
  const overrides = adOverridesFrom(query);
  const iu = adUnitPath(config, device, VIDEO_AD_SLOT, overrides);
  if (!iu) return undefined;

  const url = new URL(videoAds.adTagBase);
  const params = url.searchParams;
  params.set('iu', iu);
  params.set('sz', sizeString(VIDEO_AD_SIZE));
  params.set(
    'ciu_szs',
    (videoAds.companionSizes ?? DEFAULT_COMPANION_SIZES).map(sizeString).join(','),
  );
  for (const [name, value] of Object.entries(VIDEO_AD_TAG_FIXED)) params.set(name, value);
  if (videoAds.playerProfile) params.set('pp', videoAds.playerProfile);
  const { correlator } = input;
  const valid = correlator !== undefined && Number.isSafeInteger(correlator) && correlator > 0;
  params.set('correlator', String(valid ? correlator : newCorrelator()));
  params.set('cust_params', customParams(targeting, overrides));
  params.set('description_url', page);
  params.set('url', page);
  params.set('vid', video.id);
  if (config.cmsId) params.set('cmsid', config.cmsId);
  return url.href;
}
