/**
 * The video ad request itself (use-video-ad-request.tsx loads it once an ad is wanted, after
 * hydration): the ad server's tag URL for the video (ad-tag-url.ts, the page's targeting, with
 * the page view's guid as `vguid` even before analytics has counted the view) and the call,
 * under the API budget; its VAST answer read for the linear creative.
 */
import type { Video } from '@bytewire/contracts';
import { fetchText } from '@bytewire/http-client';
import { CONTENT_REQUEST_TIMEOUT_MS, type AdStackConfig } from '@bytewire/site';
import type { TestState } from '@bytewire/experiments';
import { videoAdTagUrl } from '../ads/ad-tag-url';
import { pageTargeting } from '../ads/ad-targeting';
import { adUser } from '../ads/ad-user';
import { currentPageViewGuid } from '../analytics/page-views';
import { SITE_ENV } from '../app/site-env';
import { layoutDevice } from '../site-context/layout-device';
import { vastCreative, type VastCreative } from './vast';

/** No VAST answer for one linear ad comes near this: a bigger one is broken, and not read. */
export const VAST_MAX_BYTES = 512 * 1024;

export interface VideoAdCall {
  config: AdStackConfig;
  video: Video;
  abTests: readonly TestState[];
  signal: AbortSignal;
  /** Told just before the ad server is asked (not when there is no call to make). */
  onRequest?: () => void;
}

/** The creative; undefined when no call is to be made or the answer holds none. */
export async function requestVideoAd({
  config,
  video,
  abTests,
  signal,
  onRequest,
}: VideoAdCall): Promise<VastCreative | undefined> {
  const device = layoutDevice(window);
  const url = videoAdTagUrl({
    config,
    device,
    video: { id: video.id || video.slug, suppressAds: video.suppressAds === true },
    pageUrl: window.location.href,
    targeting: pageTargeting({
      // As the page's slots say it (ads/run-page-ads.ts; spec 001 s6): from the sign-in
      // cookies, not from a strategy in local storage.
      registered: adUser(document.cookie) === 'registered',
      device,
      env: SITE_ENV,
      pageType: 'video',
      contentId: video.id,
      abTests,
      // This page view's, made ahead of the count when analytics has not started yet.
      pageViewGuid: currentPageViewGuid(),
    }),
    targetingConsent: true,
  });
  if (!url) return undefined;
  onRequest?.();
  // Under the API budget (spec 001 s9) and the player's signal. An error status or an answer
  // past the cap fails the call, unread: no ad (use-video-ad-request.tsx warns and goes on).
  const { text } = await fetchText(url, {
    credentials: 'omit',
    timeoutMs: CONTENT_REQUEST_TIMEOUT_MS,
    signal,
    maxBytes: VAST_MAX_BYTES,
  });
  return vastCreative(text);
}
