/**
 * Ad targeting (spec 001 s3 "Ad data"): who sees the page (a registered reader or anonymous,
 * on which device), what it is (page type, content id), which A/B test buckets the reader is
 * in, the page view's guid and the environment, and the slot variables (slotVars: the ad
 * network, the platform, the site and the page's topics); each slot adds its position.
 */
import type { TestState } from '@bytewire/experiments';
import { isNetworkCode } from '@bytewire/site';

export type AdTargeting = Readonly<Record<string, string | readonly string[]>>;

export interface PageTargetingInput {
  registered: boolean;
  device: string;
  pageType: string;
  contentId?: string;
  abTests: readonly TestState[];
  pageViewGuid: string;
  env: string;
  /** Spec 001 s3's slotVars; absent, the targeting carries none. */
  slotVars?: SlotVarsInput;
}

export interface SlotVarsInput {
  /** The ad network's code (AD_STACK networkId, or an adNetwork override). */
  network?: string;
  siteName: string;
  /** The page's topic slugs, main first. */
  topics: readonly string[];
}

/** The slot variables' platform: the site (AMP pages have their own ad tags). */
export const SLOT_PLATFORM = 'web';
/** Topics past these are not sent: the ad server's key values are short lists. */
export const MAX_TARGETED_TOPICS = 10;
const SITE_NAME_MAX = 64;
const TOPIC_SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** The slot variables as targeting keys: only well-formed values, bounded. */
export function slotVars(input: SlotVarsInput): AdTargeting {
  const topics = input.topics.filter((slug) => TOPIC_SLUG.test(slug)).slice(0, MAX_TARGETED_TOPICS);
  const siteName = input.siteName.trim().slice(0, SITE_NAME_MAX);
  return {
    ...(isNetworkCode(input.network) ? { network: input.network } : {}),
    platform: SLOT_PLATFORM,
    ...(siteName ? { siteName } : {}),
    ...(topics.length > 0 ? { topics } : {}),
  };
}

export function pageTargeting(input: PageTargetingInput): AdTargeting {
  return {
    user: input.registered ? 'registered' : 'anon',
    device: input.device,
    env: input.env,
    ptype: input.pageType,
    ...(input.contentId ? { cid: input.contentId } : {}),
    test: input.abTests.map(({ id, bucket }) => `${id}_${bucket}`),
    vguid: input.pageViewGuid,
    ...(input.slotVars ? slotVars(input.slotVars) : {}),
  };
}

/** A slot's targeting: the page's, and the slot's position on it. */
export function slotTargeting(page: AdTargeting, position: string): AdTargeting {
  return { ...page, pos: position };
}
