/**
 * Search ads' request for a search page (spec 001 s7, s9), in the AdSense-for-Search shape
 * (`_googCsa('ads', pageOptions, adblockOptions)`): the page's options carry the account, the
 * reader's query and spec 001 s9's styling defaults (title font 16, domain font 14,
 * description font 14, 3 lines); the ad block's carry its container and its 5 units.
 */
import { SEARCH_ADS_DEFAULTS } from '../ad-constants';

/** A search query longer than this is no reader's: cut, not sent whole to a third party. */
export const MAX_SEARCH_ADS_QUERY_LENGTH = 200;

export interface SearchAdsPageOptions {
  pubId: string;
  query: string;
  adPage: number;
  fontSizeTitle: number;
  fontSizeDomainLink: number;
  fontSizeDescription: number;
  lines: number;
}

export interface SearchAdsBlockOptions {
  /** The container's element id. */
  container: string;
  number: number;
}

export interface SearchAdsRequest {
  pageOptions: SearchAdsPageOptions;
  adblockOptions: SearchAdsBlockOptions;
}

/** The request, or none for an empty query (no query, no search ads). */
export function searchAdsRequest(
  pubId: string,
  query: string,
  containerId: string,
): SearchAdsRequest | undefined {
  const asked = query.trim().slice(0, MAX_SEARCH_ADS_QUERY_LENGTH);
  if (!asked) return undefined;
  return {
    pageOptions: {
      pubId,
      query: asked,
      adPage: 1,
      fontSizeTitle: SEARCH_ADS_DEFAULTS.titleFontSize,
      fontSizeDomainLink: SEARCH_ADS_DEFAULTS.domainFontSize,
      fontSizeDescription: SEARCH_ADS_DEFAULTS.descriptionFontSize,
      lines: SEARCH_ADS_DEFAULTS.lines,
    },
    adblockOptions: { container: containerId, number: SEARCH_ADS_DEFAULTS.units },
  };
}
