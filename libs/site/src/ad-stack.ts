/**
 * The outside ad stack of spec 001 s7 ("a bidding library, a header-bidding exchange, the
 * Amazon bidder, a search-ads script, a contextual ads script and a recommendation widget")
 * and the ad server's ids of s9, as the server's configuration gives them. The bidding library
 * (Prebid.js) is the web app's own bundle: its part names a bidder the bundle carries, not a
 * script. Every part is optional and an absent part is off: with none, the house ad network (web/src/ads/house-ad-network.ts)
 * stays the only one, so a site runs with no outside host.
 *
 * `adStackConfigFrom` is the one way in: server configuration is trusted no more than a query
 * string, since a wrong value would become a script the page loads. It keeps only https URLs
 * (or site-relative paths) and plain ids, drops whatever else, and never throws. Shared: render
 * refuses to start on a value it would drop (AD_STACK), and the web app reads it again.
 */
/** A creative's width and height (the web app's AdSize). */
export type AdSize = readonly [width: number, height: number];

/**
 * The bidders the web app's Prebid.js bundle carries (web/src/ads/prebid-library.ts): Prebid is
 * our own build from npm, not a script URL, and a bidder it lacks could never bid. Adding one
 * means importing its adapter there and naming it here.
 */
export const PREBID_BIDDERS: readonly string[] = Object.freeze(['appnexus']);

export const isPrebidBidder = (value: unknown): value is string =>
  typeof value === 'string' && PREBID_BIDDERS.includes(value);

export interface PrebidStackConfig {
  /** The header-bidding exchange's bidder code: one of PREBID_BIDDERS. */
  bidder: string;
  /** The exchange's bid params (an appnexus-style `placementId`, say). */
  params: Readonly<Record<string, string | number>>;
  /** How long the auction waits for bids, in ms. */
  timeoutMs: number;
}

export interface AmazonStackConfig {
  src: string;
  pubId: string;
}

export interface SearchAdsStackConfig {
  src: string;
  pubId: string;
}

export interface ContextualAdsStackConfig {
  src: string;
  siteId: string;
}

export interface RecommendationWidgetStackConfig {
  src: string;
  publisherId: string;
}

export interface VideoAdsStackConfig {
  /** The ad server's video endpoint the tag URL is built on (ad-tag-url.ts); https only. */
  adTagBase: string;
  /** The player profile (`pp`), when the ad server has one for the player. */
  playerProfile?: string;
  /** Companion sizes (`ciu_szs`); ad-tag-url.ts's default when absent. */
  companionSizes?: readonly AdSize[];
}

export interface AdStackConfig {
  /**
   * The ad server's network code. One, not one per environment: spec 001 s9 says "The network
   * id is the same in development and production" (the env targeting key tells them apart).
   */
  networkId?: string;
  /** Spec 001 s9 "Ad unit ids differ for mobile and desktop" (tablets: ad-units.ts). */
  desktopUnitId?: string;
  mobileUnitId?: string;
  /** The video content source id (`cmsid`). */
  cmsId?: string;
  /** The ad server's library (Google Publisher Tag, say). */
  gptSrc?: string;
  prebid?: PrebidStackConfig;
  amazon?: AmazonStackConfig;
  searchAds?: SearchAdsStackConfig;
  contextualAds?: ContextualAdsStackConfig;
  recommendationWidget?: RecommendationWidgetStackConfig;
  videoAds?: VideoAdsStackConfig;
}

/**
 * Not a spec value: the spec gives no bidder timeout, so a configured prebid part without one
 * uses this (shorter than Prebid's own 3000 ms: bids hold back every slot on the page).
 */
export const DEFAULT_BIDDER_TIMEOUT_MS = 1000;
/** A longer auction holds the page's ads back too long to be anything but a mistake. */
export const MAX_BIDDER_TIMEOUT_MS = 10_000;

const NETWORK_CODE = /^[0-9]{1,12}$/;
const SAFE_ID = /^[A-Za-z0-9_-]{1,64}$/;
const PARAM_KEY = /^[A-Za-z0-9_]{1,40}$/;
const MAX_URL_LENGTH = 2048;
const MAX_BID_PARAMS = 20;
const MAX_COMPANION_SIZES = 10;
const MAX_CREATIVE_SIDE = 4000;
// Control characters and whitespace: no URL of ours has them, and browsers strip some of them
// before parsing (a tab inside "java\tscript:" still runs).
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;

/** An ad server network code (spec 001 s9's network id, the adNetwork override): digits. */
export const isNetworkCode = (value: unknown): value is string =>
  typeof value === 'string' && NETWORK_CODE.test(value);

/** An id that is safe in a URL path, a query value and a script's config: [A-Za-z0-9_-]. */
export const isSafeId = (value: unknown): value is string =>
  typeof value === 'string' && SAFE_ID.test(value);

/**
 * A script or endpoint URL the page may load: https, with no credentials, or a path on the
 * site itself. Protocol-relative (`//host`) and backslash forms are refused: browsers read
 * both as another host.
 */
export function isSafeScriptUrl(value: unknown, allowSiteRelative = true): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > MAX_URL_LENGTH) {
    return false;
  }
  if (UNSAFE_URL_CHARS.test(value)) return false;
  if (value.startsWith('/')) return allowSiteRelative && !value.startsWith('//');
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  return url.protocol === 'https:' && url.hostname !== '' && !url.username && !url.password;
}

/** A property of an untrusted value; a throwing getter (a hostile Proxy) reads as absent. */
function field(raw: unknown, key: string): unknown {
  if (typeof raw !== 'object' || raw === null) return undefined;
  try {
    if (Array.isArray(raw)) return undefined;
    return Object.hasOwn(raw, key) ? (raw as Record<string, unknown>)[key] : undefined;
  } catch {
    return undefined;
  }
}

function idOrUndefined(raw: unknown, key: string): string | undefined {
  const value = field(raw, key);
  // Ids arrive as numbers from some configuration formats (a YAML placement id).
  const text =
    typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? String(value) : value;
  return isSafeId(text) ? text : undefined;
}

function bidParams(raw: unknown): Record<string, string | number> {
  const params: [string, string | number][] = [];
  if (typeof raw !== 'object' || raw === null) return {};
  let keys: string[];
  try {
    keys = Array.isArray(raw) ? [] : Object.keys(raw);
  } catch {
    return {};
  }
  for (const key of keys) {
    if (params.length >= MAX_BID_PARAMS) break;
    if (!PARAM_KEY.test(key)) continue;
    const value = field(raw, key);
    if (typeof value === 'number' && Number.isFinite(value)) params.push([key, value]);
    else if (isSafeId(value)) params.push([key, value]);
  }
  // fromEntries defines own properties: a `__proto__` key cannot reach the prototype.
  return Object.fromEntries(params);
}

function prebidFrom(raw: unknown): PrebidStackConfig | undefined {
  const bidder = field(raw, 'bidder');
  // No `src`: the library is the web app's bundle. A part that still names one was written for
  // a script URL, and is refused rather than read as something it is not.
  if (field(raw, 'src') !== undefined || !isPrebidBidder(bidder)) return undefined;
  const timeout = field(raw, 'timeoutMs');
  const timeoutMs =
    typeof timeout === 'number' &&
    Number.isInteger(timeout) &&
    timeout > 0 &&
    timeout <= MAX_BIDDER_TIMEOUT_MS
      ? timeout
      : DEFAULT_BIDDER_TIMEOUT_MS;
  return { bidder, params: bidParams(field(raw, 'params')), timeoutMs };
}

/** A `{ src, <idKey> }` part (Amazon, search ads, contextual ads, recommendations). */
function scriptPart<K extends string>(
  raw: unknown,
  idKey: K,
): ({ src: string } & Record<K, string>) | undefined {
  const src = field(raw, 'src');
  const id = idOrUndefined(raw, idKey);
  if (!isSafeScriptUrl(src) || id === undefined) return undefined;
  return { src, [idKey]: id } as { src: string } & Record<K, string>;
}

function companionSizesFrom(raw: unknown): AdSize[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  const sizes: AdSize[] = [];
  for (const entry of raw.slice(0, MAX_COMPANION_SIZES) as unknown[]) {
    if (!Array.isArray(entry) || entry.length !== 2) continue;
    const [width, height] = entry as unknown[];
    const side = (n: unknown): n is number =>
      Number.isInteger(n) && (n as number) > 0 && (n as number) <= MAX_CREATIVE_SIDE;
    if (side(width) && side(height)) sizes.push([width, height]);
  }
  return sizes.length > 0 ? sizes : undefined;
}

function videoAdsFrom(raw: unknown): VideoAdsStackConfig | undefined {
  const adTagBase = field(raw, 'adTagBase');
  // The tag URL goes to the video player's ad SDK, off the site: an absolute https URL only.
  if (!isSafeScriptUrl(adTagBase, false)) return undefined;
  const playerProfile = idOrUndefined(raw, 'playerProfile');
  const companionSizes = companionSizesFrom(field(raw, 'companionSizes'));
  return {
    adTagBase,
    ...(playerProfile ? { playerProfile } : {}),
    ...(companionSizes ? { companionSizes } : {}),
  };
}

/** The ad stack of a server configuration value: its valid parts; never throws. */
export function adStackConfigFrom(raw: unknown): AdStackConfig {
  try {
    return validParts(raw);
  } catch {
    // Only a value built to throw where no check expects it (a revoked Proxy in an array):
    // no ad stack is the safe reading of it.
    return {};
  }
}

/** A part's reading, where a hostile value throwing in it turns off that part only. */
function safely<T>(read: () => T | undefined): T | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}

function validParts(raw: unknown): AdStackConfig {
  const config: AdStackConfig = {};
  const networkId = field(raw, 'networkId');
  const networkText =
    typeof networkId === 'number' && Number.isSafeInteger(networkId) && networkId >= 0
      ? String(networkId)
      : networkId;
  if (isNetworkCode(networkText)) config.networkId = networkText;
  const desktopUnitId = idOrUndefined(raw, 'desktopUnitId');
  if (desktopUnitId) config.desktopUnitId = desktopUnitId;
  const mobileUnitId = idOrUndefined(raw, 'mobileUnitId');
  if (mobileUnitId) config.mobileUnitId = mobileUnitId;
  const cmsId = idOrUndefined(raw, 'cmsId');
  if (cmsId) config.cmsId = cmsId;
  const gptSrc = field(raw, 'gptSrc');
  if (isSafeScriptUrl(gptSrc)) config.gptSrc = gptSrc;
  const prebid = safely(() => prebidFrom(field(raw, 'prebid')));
  if (prebid) config.prebid = prebid;
  const amazon = safely(() => scriptPart(field(raw, 'amazon'), 'pubId'));
  if (amazon) config.amazon = amazon;
  const searchAds = safely(() => scriptPart(field(raw, 'searchAds'), 'pubId'));
  if (searchAds) config.searchAds = searchAds;
  const contextualAds = safely(() => scriptPart(field(raw, 'contextualAds'), 'siteId'));
  if (contextualAds) config.contextualAds = contextualAds;
  const recommendationWidget = safely(() =>
    scriptPart(field(raw, 'recommendationWidget'), 'publisherId'),
  );
  if (recommendationWidget) config.recommendationWidget = recommendationWidget;
  const videoAds = safely(() => videoAdsFrom(field(raw, 'videoAds')));
  if (videoAds) config.videoAds = videoAds;
  return config;
}

/** The parts an ad stack configuration may have. */
export const AD_STACK_PARTS: readonly (keyof AdStackConfig)[] = Object.freeze([
  'networkId',
  'desktopUnitId',
  'mobileUnitId',
  'cmsId',
  'gptSrc',
  'prebid',
  'amazon',
  'searchAds',
  'contextualAds',
  'recommendationWidget',
  'videoAds',
]);

/**
 * What `adStackConfigFrom` would drop of a configuration value, for a server's start-up check
 * (a part that silently turned itself off would be found in production only): every part it
 * does not know and every part it cannot read; empty for a configuration kept whole.
 */
export function adStackProblems(raw: unknown): string[] {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) {
    return ['it must be a JSON object'];
  }
  const kept = adStackConfigFrom(raw);
  const problems: string[] = [];
  for (const key of Object.keys(raw)) {
    if (!(AD_STACK_PARTS as readonly string[]).includes(key)) {
      problems.push(`${key} is no part of the ad stack (${AD_STACK_PARTS.join(', ')})`);
    } else if (key === 'prebid' && !Object.hasOwn(kept, key)) {
      problems.push(
        `prebid is not valid ({bidder, params, timeoutMs}, no src; bidder one of ${PREBID_BIDDERS.join(', ')})`,
      );
    } else if (!Object.hasOwn(kept, key)) {
      problems.push(`${key} is not valid (https URLs or site paths, plain ids)`);
    }
  }
  return problems;
}
