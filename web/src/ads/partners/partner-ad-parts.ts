/**
 * The three partner ad parts of spec 001 s7 ("a search-ads script, a contextual ads script and
 * a recommendation widget"): the container attribute the page marks each with, its accessible
 * label, the ad stack part that configures it, the feature flags it needs, and whether a page
 * shows its container at all. Shared by the containers (server and browser) and the start
 * function, so that both read the same rule.
 */
import type { AdStackConfig } from '@bytewire/site';

export type PartnerAdPart = 'search' | 'contextual' | 'recommendations';

export const PARTNER_AD_PARTS: readonly PartnerAdPart[] = [
  'search',
  'contextual',
  'recommendations',
];

/** The container's attribute; its value is the part. */
export const PARTNER_AD_ATTRIBUTE = 'data-partner-ad';

export const isPartnerAdPart = (value: unknown): value is PartnerAdPart =>
  typeof value === 'string' && (PARTNER_AD_PARTS as readonly string[]).includes(value);

/** The region's label: readers of assistive technology hear what the partner's content is. */
export const PARTNER_AD_LABELS: Readonly<Record<PartnerAdPart, string>> = {
  search: 'Sponsored links',
  contextual: 'Advertisement',
  recommendations: 'Recommended by our partners',
};

/** Which part of the ad stack configures each; an absent part is off. */
export const PARTNER_AD_STACK_KEYS = {
  search: 'searchAds',
  contextual: 'contextualAds',
  recommendations: 'recommendationWidget',
} as const satisfies Record<PartnerAdPart, keyof AdStackConfig>;

/**
 * Spec 001 s6 "Ads need the ads feature and the ad-display feature on": the contextual ad is a
 * display ad; search ads and the widget are text and links, shown with `ads` alone.
 */
export const PARTNER_AD_FEATURES: Readonly<Record<PartnerAdPart, readonly string[]>> = {
  search: ['ads'],
  contextual: ['ads', 'adDisplay'],
  recommendations: ['ads'],
};

/** What decides whether a page shows a part: all of it from the root data and the page. */
export interface PartnerAdPage {
  adStack: AdStackConfig | undefined;
  flags: Readonly<Record<string, boolean>>;
  /** A reader of the restricted state (spec 001 s1): these three are trackers, never there. */
  restricted: boolean;
  /** The page asks for no ads (ad-suppression.ts). */
  suppressed: boolean;
}

export function partnerAdShown(part: PartnerAdPart, page: PartnerAdPage): boolean {
  if (page.restricted || page.suppressed) return false;
  if (!PARTNER_AD_FEATURES[part].every((flag) => page.flags[flag] === true)) return false;
  return page.adStack?.[PARTNER_AD_STACK_KEYS[part]] !== undefined;
}
