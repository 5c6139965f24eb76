/**
 * The partner scripts' tags for the script loader: targeting (C0004) trackers, needing their
 * part's feature flags, never allowed for readers of the restricted state. Each script's URL
 * is its configured `src` with the partner's id as a query parameter (named as in the
 * configuration: pubId, siteId, publisherId), so that the partner's server answers with that
 * account's code. A part that is not configured, or whose values are not safe, has no tag.
 */
import {
  isSafeId,
  isSafeScriptUrl,
  type ContextualAdsStackConfig,
  type RecommendationWidgetStackConfig,
  type SearchAdsStackConfig,
} from '@bytewire/site';
import type { ScriptTagConfig } from '../../scripts/script-config';
import { PARTNER_AD_FEATURES, type PartnerAdPart } from './partner-ad-parts';

/** The window variables the page calls (partner-globals.ts), which the scripts take over. */
export const PARTNER_AD_GLOBALS = {
  /** Search ads' function (the AdSense-for-Search pattern: `_googCsa('ads', page, block)`). */
  search: '_googCsa',
  /** The contextual ads script's queue of ad requests. */
  contextual: '_contextualAds',
  /** The recommendation widget's queue of widgets to draw. */
  recommendations: '_recommendationWidget',
} as const satisfies Record<PartnerAdPart, string>;

export const PARTNER_AD_TAG_IDS = {
  search: 'search-ads',
  contextual: 'contextual-ads',
  recommendations: 'recommendation-widget',
} as const satisfies Record<PartnerAdPart, string>;

/**
 * `src` with `name=id`, resolved against the page (a site path stays on the site); undefined
 * for a value that is no safe script URL or id (configuration is checked again here: it came
 * through the page's data).
 */
export function partnerScriptUrl(
  src: unknown,
  name: string,
  id: unknown,
  pageUrl: string,
): string | undefined {
  if (!isSafeScriptUrl(src) || !isSafeId(id)) return undefined;
  let url: URL;
  try {
    url = new URL(src, pageUrl);
  } catch {
    return undefined;
  }
  url.searchParams.set(name, id);
  return url.href;
}

function tag(part: PartnerAdPart, src: string | undefined): ScriptTagConfig | undefined {
  if (!src) return undefined;
  return {
    tagId: PARTNER_AD_TAG_IDS[part],
    src,
    features: PARTNER_AD_FEATURES[part],
    gdprCategory: 'C0004',
    windowVars: [PARTNER_AD_GLOBALS[part]],
  };
}

export const searchAdsTag = (config: SearchAdsStackConfig, pageUrl: string) =>
  tag('search', partnerScriptUrl(config.src, 'pubId', config.pubId, pageUrl));

export const contextualAdsTag = (config: ContextualAdsStackConfig, pageUrl: string) =>
  tag('contextual', partnerScriptUrl(config.src, 'siteId', config.siteId, pageUrl));

export const recommendationWidgetTag = (config: RecommendationWidgetStackConfig, pageUrl: string) =>
  tag('recommendations', partnerScriptUrl(config.src, 'publisherId', config.publisherId, pageUrl));
