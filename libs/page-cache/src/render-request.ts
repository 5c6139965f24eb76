/**
 * The request render gets for a page variant: its path and query, and headers that make render
 * choose the variant's edition, device, crawler markup, restricted state, terms banner, tests and flags (each by
 * the rule render applies to a reader's request; see @bytewire/site). Nothing of the reader's
 * own request is passed, so a cached page holds only what its key says.
 */
import { AB_STATE_HEADER, FEATURE_FLAGS_HEADER } from '@bytewire/experiments';
import {
  DEVICE_HEADER,
  EDITION_HEADER,
  REGION_HEADER,
  RESTRICTED_REGION,
  TERMS_INTERACTED_COOKIE,
} from '@bytewire/site';
import type { PageVariant } from './variant';

/** Who asks render for cached pages; a crawler variant names Googlebot (an excluded crawler). */
export const PAGE_CACHE_USER_AGENT = 'bytewire-page-cache/1';
export const PAGE_CACHE_CRAWLER_USER_AGENT = 'bytewire-page-cache/1 (as googlebot)';

/** The variant's path and query, as a path for render. */
export function renderPathOf(variant: PageVariant): string {
  return variant.query ? `${variant.path}?${variant.query}` : variant.path;
}

export function renderHeadersFor(variant: PageVariant): Record<string, string> {
  const headers: Record<string, string> = {
    // The query (edition, setDevice) wins over these in render, as it did for the reader.
    [EDITION_HEADER]: variant.edition,
    [DEVICE_HEADER]: variant.device,
    'user-agent': variant.crawler ? PAGE_CACHE_CRAWLER_USER_AGENT : PAGE_CACHE_USER_AGENT,
  };
  if (variant.restricted) headers[REGION_HEADER] = RESTRICTED_REGION;
  if (variant.terms) headers.cookie = `${TERMS_INTERACTED_COOKIE}=1`;
  if (variant.abState) headers[AB_STATE_HEADER] = variant.abState;
  if (variant.flags) headers[FEATURE_FLAGS_HEADER] = variant.flags;
  return headers;
}
