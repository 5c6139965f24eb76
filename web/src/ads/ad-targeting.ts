/**
 * Ad targeting (spec 001 s3 "Ad data"): who sees the page (a registered reader or anonymous,
 * on which device), what it is (page type, content id), which A/B test buckets the reader is
 * in, the page view's guid and the environment; each slot adds its position.
 */
import type { TestState } from '@bytewire/experiments';

export type AdTargeting = Readonly<Record<string, string | readonly string[]>>;

export interface PageTargetingInput {
  registered: boolean;
  device: string;
  pageType: string;
  contentId?: string;
  abTests: readonly TestState[];
  pageViewGuid: string;
  env: string;
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
  };
}

/** A slot's targeting: the page's, and the slot's position on it. */
export function slotTargeting(page: AdTargeting, position: string): AdTargeting {
  return { ...page, pos: position };
}
