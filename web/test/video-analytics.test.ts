/**
 * @jest-environment jsdom
 *
 * Where the player's analytics go: the page's consent-gated collector (one for the page, over
 * the page's consent store), with the page's URL and the page view's guid, once the tracker's
 * chunk has loaded (calls made before are replayed in order, with what the element said then);
 * nothing at all for a reader of the restricted state (spec 001 s1: page views only).
 */
import { AnalyticsCollector } from '../src/analytics/collector';
import { currentPageViewGuid } from '../src/analytics/page-views';
import { consentStore } from '../src/consent/consent-store';
import { videoTracker } from '../src/video/video-analytics';

const send = jest.fn();
jest.mock('../src/analytics/collector', () => ({
  AnalyticsCollector: jest.fn().mockImplementation(() => ({ send })),
}));

/** The tracker's chunk (a dynamic import) loaded and the calls kept meanwhile replayed. */
const loaded = () => new Promise((resolve) => setTimeout(resolve, 0));

it('sends nothing for a restricted reader', async () => {
  videoTracker('v-1', true).adRequested();
  await loaded();
  expect(send).not.toHaveBeenCalled();
});

it('sends through one collector over the page’s consent store, with the page and its view', async () => {
  videoTracker('v-1', false).adRequested();
  videoTracker('v-2', false).adLoaded();
  expect(send).not.toHaveBeenCalled();
  await loaded();
  expect(AnalyticsCollector).toHaveBeenCalledTimes(1);
  expect(AnalyticsCollector).toHaveBeenCalledWith(consentStore);
  expect(send.mock.calls.map(([event]) => event)).toEqual([
    {
      type: 'video',
      action: 'ad-requested',
      pageUrl: window.location.href,
      pageViewGuid: currentPageViewGuid(),
      videoId: 'v-1',
    },
    expect.objectContaining({ action: 'ad-loaded', videoId: 'v-2' }),
  ]);
  expect(currentPageViewGuid()).toMatch(/^[0-9a-f-]{36}$/);
});

it('replays what the element said at each call, not what it says when the chunk arrives', async () => {
  send.mockClear();
  const media = { currentTime: 0, duration: 24, paused: true, ended: false, readyState: 4 };
  const tracker = videoTracker('v-3', false);
  tracker.attached('content', media);
  media.currentTime = 12;
  await loaded();
  expect(send.mock.calls.map(([event]) => event)).toEqual([
    expect.objectContaining({
      action: 'loaded',
      videoId: 'v-3',
      positionMs: '0',
      duration: '24000',
    }),
  ]);
});

it('fetches the tracker’s chunk on the player’s first call, not when the page makes the tracker', async () => {
  await jest.isolateModulesAsync(async () => {
    const fetched = jest.fn();
    jest.doMock('../src/video/video-tracker-loaded', () => {
      fetched();
      return jest.requireActual('../src/video/video-tracker-loaded');
    });
    const { videoTracker: pageTracker } = await import('../src/video/video-analytics');
    // Made while the page renders (the player's state), before hydration ends.
    const tracker = pageTracker('v-4', false);
    await loaded();
    expect(fetched).not.toHaveBeenCalled();
    tracker.adRequested();
    tracker.adLoaded();
    await loaded();
    expect(fetched).toHaveBeenCalledTimes(1);
  });
});
