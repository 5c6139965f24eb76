/**
 * The ad overrides a page's address may carry (spec 001 s6 "Debug and feature toggles are
 * enabled through query parameters", s9 "query params adRegion, adSuppress, adNetwork,
 * adTargeting_*, ftag"): the region and network of the ad unit path, extra targeting
 * key/values, a free tag, and the suppression of every ad.
 *
 * Anyone can put them in a link, so each value is checked against a narrow pattern and
 * whatever fails is ignored (never thrown): the values end up in ad server URLs and in
 * scripts' configuration.
 */
import {
  AD_NETWORK_PARAM,
  AD_REGION_PARAM,
  AD_TARGETING_PARAM_PREFIX,
  DEFAULT_AD_REGION,
  FTAG_PARAM,
} from './ad-constants';
import { isNetworkCode } from '@bytewire/site';
import { adsSuppressed } from './ad-suppression';

export interface AdOverrides {
  /** The ad unit path's region: adRegion, else DEFAULT_AD_REGION (spec 001 s9 "aw"). */
  region: string;
  /** adNetwork: a network code in place of the configured one. */
  network?: string;
  /** adTargeting_<key>=<value> pairs, added to (and winning over) the page's targeting. */
  targeting: Readonly<Record<string, string>>;
  /** ftag: a free tag, sent with the targeting. */
  ftag?: string;
  /** adSuppress=all: no ad at all on the page (ad-suppression.ts's rule). */
  suppressAll: boolean;
}

/** At most this many adTargeting_ pairs count: enough to debug a line item, not to flood a URL. */
export const MAX_TARGETING_OVERRIDES = 10;

const REGION = /^[a-z0-9_-]{1,16}$/;
const TARGETING_KEY = /^[A-Za-z0-9_]{1,20}$/;
const TARGETING_VALUE = /^[A-Za-z0-9_.,-]{1,40}$/;
const FTAG = /^[A-Za-z0-9_-]{1,40}$/;

export const isAdRegion = (value: unknown): value is string =>
  typeof value === 'string' && REGION.test(value);

/**
 * The overrides of a query string (`?a=1&…`, with or without its `?`, or parsed). For a
 * parameter given twice, the first occurrence counts, valid or not: what a reader sees does
 * not depend on which of two values happens to pass.
 */
export function adOverridesFrom(query: URLSearchParams | string): AdOverrides {
  try {
    return overridesOf(typeof query === 'string' ? new URLSearchParams(query) : query);
  } catch {
    // URLSearchParams does not throw on any string; this is for a hostile object passed as one.
    return { region: DEFAULT_AD_REGION, targeting: {}, suppressAll: false };
  }
}

function overridesOf(params: URLSearchParams): AdOverrides {
  const region = params.get(AD_REGION_PARAM);
  const network = params.get(AD_NETWORK_PARAM);
  const ftag = params.get(FTAG_PARAM);
  return {
    region: isAdRegion(region) ? region : DEFAULT_AD_REGION,
    ...(isNetworkCode(network) ? { network } : {}),
    targeting: targetingOverrides(params),
    ...(ftag !== null && FTAG.test(ftag) ? { ftag } : {}),
    suppressAll: adsSuppressed(undefined, params.toString()),
  };
}

function targetingOverrides(params: URLSearchParams): Record<string, string> {
  const pairs = new Map<string, string>();
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (pairs.size >= MAX_TARGETING_OVERRIDES) break;
    if (!name.startsWith(AD_TARGETING_PARAM_PREFIX)) continue;
    const key = name.slice(AD_TARGETING_PARAM_PREFIX.length);
    if (seen.has(key)) continue;
    seen.add(key);
    if (TARGETING_KEY.test(key) && TARGETING_VALUE.test(value)) pairs.set(key, value);
  }
  // fromEntries defines own properties: `adTargeting___proto__` cannot reach the prototype.
  return Object.fromEntries(pairs);
}
