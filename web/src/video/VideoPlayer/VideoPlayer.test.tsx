/**
 * The player with a video ad (issue 32): the ad the ad server answered plays on the reader's
 * first play, over the player (640x480, "Advertisement", Skip ad after AD_SKIP_DELAY_S), and
 * the video starts from 0 by itself when it ends, is skipped or fails (a warning only); a
 * creative answering after the first play is not played. The player's happenings reach the
 * analytics tracker. A player hls.js cannot set up logs spec 000 s8's message.
 */
import '../../../test/support/browser-dom';
import type { Video } from '@bytewire/contracts';
import { VIDEO_MANAGER_INIT_FAILED_MESSAGE } from '@bytewire/media';
import { act, useEffect, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { AnalyticsEvent } from '../../analytics/collector';
import { VideoEventTracker } from '../../analytics/video-events';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { AD_SKIP_DELAY_S, AD_START_TIMEOUT_MS } from '../AdBreak/ad-break-timing';
import type { VastCreative } from '../vast';
import type { VideoAdCall } from '../video-ad-call';
import type { PlayableSource } from '../video-media';
import { VideoStoreProvider } from '../VideoStore';
import { VIDEO_FAILED_MESSAGE, VideoPlayer } from './VideoPlayer';

const CREATIVE: VastCreative = {
  mediaUrl: 'https://ads.example/creative.mp4',
  impressions: ['https://track.example/impression'],
};

// The ad call's chunk: answers what each test says, and says it asked.
let answer: () => Promise<VastCreative | undefined> = () => Promise.resolve(CREATIVE);
jest.mock('../video-ad-call', () => ({
  requestVideoAd: ({ onRequest }: VideoAdCall) => {
    onRequest?.();
    return answer();
  },
}));

// The analytics: a real tracker whose events are kept here.
const sent: AnalyticsEvent[] = [];
jest.mock('../video-analytics', () => ({
  videoTracker: (videoId: string) =>
    new VideoEventTracker(
      videoId,
      (event) => sent.push(event),
      () => ({
        pageUrl: 'https://b.example/video/clip/',
        pageViewGuid: 'guid-1',
      }),
    ),
}));

let hlsFailure: string | undefined;
jest.mock('../hls-playback', () => ({
  ...jest.requireActual('../hls-playback'),
  playsHlsNatively: () => false,
  attachHls: (_media: unknown, _url: string, onFailure: (failure: string) => void) => {
    if (hlsFailure) onFailure(hlsFailure);
    return Promise.resolve(() => undefined);
  },
}));

const VIDEO: Video = { id: 'v-1', slug: 'clip', duration: 24, files: [] };
const MP4: PlayableSource = {
  kind: 'mp4',
  url: '/media/clip.mp4',
  mimeType: 'video/mp4',
  file: { id: 'f', url: '/media/clip.mp4', type: 'WIFI', format: 'mpeg4' },
};
const ROOT_DATA = {
  site: {
    siteId: 'bytewire',
    publicationName: 'Bytewire',
    publicUrl: 'https://b.example',
    adStack: { videoAds: { adTagBase: 'https://ads.example/gampad/ads' } },
  },
  flags: { ads: true },
  restricted: false,
  abTests: [],
} as unknown as RootData;

const played: HTMLMediaElement[] = [];
const pausedBy: HTMLMediaElement[] = [];
let playResult: () => Promise<void> = () => Promise.resolve();
const fetches: string[] = [];
let root: Root | undefined;

beforeAll(() => {
  const proto = window.HTMLMediaElement.prototype;
  proto.play = function (this: HTMLMediaElement) {
    played.push(this);
    return playResult();
  };
  proto.pause = function (this: HTMLMediaElement) {
    pausedBy.push(this);
  };
  proto.load = () => undefined;
  globalThis.fetch = ((url: string) => {
    fetches.push(String(url));
    return Promise.resolve(new Response(''));
  }) as typeof fetch;
});

afterEach(async () => {
  await act(async () => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  played.length = 0;
  pausedBy.length = 0;
  sent.length = 0;
  fetches.length = 0;
  answer = () => Promise.resolve(CREATIVE);
  playResult = () => Promise.resolve();
  hlsFailure = undefined;
  jest.restoreAllMocks();
  jest.useRealTimers();
});

async function settle() {
  await act(async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setImmediate(resolve));
  });
}

/** Lifts the page's suppression (ConsentLaterPage): the reader allows targeting. */
let allowTargeting: (() => void) | undefined;

/** A page whose reader has not allowed targeting yet: the ad is suppressed until they do. */
function ConsentLaterPage() {
  const [suppressed, setSuppressed] = useState(true);
  useEffect(() => {
    allowTargeting = () => setSuppressed(false);
  }, []);
  return (
    <VideoStoreProvider video={VIDEO} playlist={[]} adsSuppressed={suppressed}>
      <VideoPlayer video={VIDEO} title="Clip" source={MP4} />
    </VideoStoreProvider>
  );
}

async function mount(
  source: PlayableSource = MP4,
  element = (
    <VideoStoreProvider video={VIDEO} playlist={[]} adsSuppressed={false}>
      <VideoPlayer video={VIDEO} title="Clip" source={source} />
    </VideoStoreProvider>
  ),
) {
  const router = createMemoryRouter([{ id: ROOT_ROUTE_ID, path: '*', element }], {
    hydrationData: { loaderData: { [ROOT_ROUTE_ID]: ROOT_DATA } },
  });
  const container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () => root!.render(<RouterProvider router={router} />));
  await settle();
}

const player = () => document.querySelector<HTMLElement>('[data-testid="video-player"]')!;
const content = () => document.querySelector<HTMLVideoElement>('video[aria-label="Video: Clip"]')!;
const adRegion = () =>
  document.querySelector<HTMLElement>('[role="region"][aria-label="Advertisement"]');
const adMedia = () => adRegion()?.querySelector('video') ?? null;
const button = (name: RegExp) =>
  [...document.querySelectorAll('button')].find((b) => name.test(b.textContent ?? ''));
const actions = () => sent.map((event) => event.action);

/** Sets what a media element reports, as jsdom plays nothing itself. */
function report(
  media: HTMLMediaElement,
  state: Partial<Record<'currentTime' | 'duration', number>> & {
    paused?: boolean;
    ended?: boolean;
  },
) {
  for (const [name, value] of Object.entries(state)) {
    Object.defineProperty(media, name, { value, configurable: true, writable: true });
  }
}

async function fire(
  media: HTMLMediaElement,
  name: string,
  state: Parameters<typeof report>[1] = {},
) {
  report(media, state);
  await act(async () => {
    media.dispatchEvent(new window.Event(name));
  });
}

/** The reader's first play, and the ad it brings. */
async function readerPlays() {
  await fire(content(), 'play', { paused: false });
  await settle();
}

describe('the video ad before the video', () => {
  it('asks for the ad and keeps its answer: the creative is ready (ad-requested, ad-loaded)', async () => {
    await mount();
    expect(player().dataset.videoAd).toBe('creative');
    expect(actions()).toEqual(['ad-requested', 'ad-loaded']);
    expect(adRegion()).toBeNull();
  });

  it('asks for the ad once the reader allows targeting after the page hydrated', async () => {
    await mount(MP4, <ConsentLaterPage />);
    expect(fetches).toEqual([]);
    expect(player().dataset.videoAd).toBeUndefined();
    await act(async () => allowTargeting?.());
    await settle();
    expect(player().dataset.videoAd).toBe('creative');
    expect(actions()).toEqual(['ad-requested', 'ad-loaded']);
  });

  it('plays the ad on the first play, over the player: 640x480, labelled, the video paused', async () => {
    await mount();
    // Browsers let a <video controls> take the focus; jsdom needs to be told.
    content().tabIndex = 0;
    content().focus();
    await readerPlays();
    expect(pausedBy).toContain(content());
    const ad = adMedia()!;
    expect(ad.getAttribute('src')).toBe(CREATIVE.mediaUrl);
    expect([ad.getAttribute('width'), ad.getAttribute('height')]).toEqual(['640', '480']);
    expect(played).toContain(ad);
    expect(adRegion()!.textContent).toContain('Advertisement');
    expect(player().dataset.adPlaying).toBe('true');
    // The reader was on the player: the ad region has the focus, its buttons next.
    expect(document.activeElement).toBe(adRegion());
    // The video's own play was not its start: no `started` yet.
    expect(actions()).not.toContain('started');
  });

  it('fires the impression URLs on the ad’s first frame, and sends ad-started, ad-impression', async () => {
    await mount();
    await readerPlays();
    await fire(adMedia()!, 'play', { paused: false, duration: 15 });
    await fire(adMedia()!, 'playing');
    await fire(adMedia()!, 'playing');
    expect(fetches).toEqual([CREATIVE.impressions[0]]);
    expect(actions()).toEqual(['ad-requested', 'ad-loaded', 'ad-started', 'ad-impression']);
  });

  it('offers Skip ad, a button, once AD_SKIP_DELAY_S of the ad has played; skipping starts the video from 0', async () => {
    await mount();
    await readerPlays();
    const ad = adMedia()!;
    await fire(ad, 'play', { paused: false, duration: 15 });
    await fire(ad, 'timeupdate', { currentTime: AD_SKIP_DELAY_S - 1 });
    const early = button(/^Skip ad/)!;
    expect(early.getAttribute('aria-disabled')).toBe('true');
    expect(early.textContent).toBe('Skip ad in 1 s');
    await act(async () => early.click());
    expect(adRegion()).not.toBeNull();

    report(content(), { currentTime: 0.2 });
    await fire(ad, 'timeupdate', { currentTime: AD_SKIP_DELAY_S });
    const skip = button(/^Skip ad$/)!;
    expect(skip.tagName).toBe('BUTTON');
    expect(skip.getAttribute('aria-disabled')).toBe('false');
    played.length = 0;
    await act(async () => skip.click());
    expect(adRegion()).toBeNull();
    expect(content().currentTime).toBe(0);
    expect(played).toEqual([content()]);
    expect(actions().slice(-2)).toEqual(['ad-watched', 'ad-skipped']);
    // The video's play, now its start.
    await fire(content(), 'play', { paused: false });
    expect(actions().at(-1)).toBe('started');
  });

  it('starts the video when the ad ends; its next play plays no ad', async () => {
    await mount();
    await readerPlays();
    const ad = adMedia()!;
    await fire(ad, 'play', { paused: false, duration: 15 });
    played.length = 0;
    await fire(ad, 'ended', { ended: true, paused: true, currentTime: 15 });
    expect(adRegion()).toBeNull();
    expect(played).toEqual([content()]);
    expect(actions()).toContain('ad-completed');
    await fire(content(), 'play', { paused: false });
    await fire(content(), 'pause', { paused: true });
    await fire(content(), 'play', { paused: false });
    expect(adRegion()).toBeNull();
    expect(actions().slice(-3)).toEqual(['started', 'paused', 'played']);
  });

  it('falls through to the video with a warning when the ad fails to play', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mount();
    await readerPlays();
    played.length = 0;
    await fire(adMedia()!, 'error');
    expect(adRegion()).toBeNull();
    expect(played).toEqual([content()]);
    expect(warn.mock.calls[0]?.[0]).toContain('The video ad could not be played (media error)');
    expect(document.querySelector('[role="alert"]')).toBeNull();
  });

  it('gives the ad up when it shows no frame within AD_START_TIMEOUT_MS', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await mount();
    // Timers only: the test's own waits use setImmediate.
    jest.useFakeTimers({ doNotFake: ['setImmediate', 'nextTick', 'queueMicrotask'] });
    await readerPlays();
    expect(adRegion()).not.toBeNull();
    await act(async () => jest.advanceTimersByTime(AD_START_TIMEOUT_MS));
    expect(adRegion()).toBeNull();
    expect(warn.mock.calls[0]?.[0]).toContain('no frame in time');
  });

  it('plays the ad muted when the browser refuses its sound without a gesture', async () => {
    await mount();
    let refusals = 0;
    playResult = () => {
      const ad = adMedia();
      if (ad && !ad.muted && refusals++ === 0) {
        return Promise.reject(Object.assign(new Error('no gesture'), { name: 'NotAllowedError' }));
      }
      return Promise.resolve();
    };
    await readerPlays();
    expect(adRegion()).not.toBeNull();
    expect(adMedia()!.muted).toBe(true);
  });

  it('plays no ad when the creative answers after the reader started the video', async () => {
    let late: (creative: VastCreative) => void = () => undefined;
    answer = () => new Promise((resolve) => (late = resolve));
    await mount();
    await readerPlays();
    await act(async () => late(CREATIVE));
    await settle();
    await fire(content(), 'pause', { paused: true });
    await fire(content(), 'play', { paused: false });
    expect(adRegion()).toBeNull();
    expect(actions()).toEqual(['ad-requested', 'started', 'ad-loaded', 'paused', 'played']);
  });

  it('plays no ad in a video the reader started before the page hydrated', async () => {
    const proto = window.HTMLMediaElement.prototype;
    const own = Object.getOwnPropertyDescriptor(proto, 'currentTime')!;
    // An mp4 plays without JavaScript: it is 3 s in when the player starts listening.
    Object.defineProperty(proto, 'currentTime', {
      get: () => 3,
      set: () => undefined,
      configurable: true,
    });
    try {
      await mount();
    } finally {
      Object.defineProperty(proto, 'currentTime', own);
    }
    expect(player().dataset.videoAd).toBe('creative');
    await fire(content(), 'pause', { paused: true, currentTime: 3 });
    await fire(content(), 'play', { paused: false });
    expect(adRegion()).toBeNull();
    expect(pausedBy).toEqual([]);
  });

  it('plays the video at once when the ad server answered no creative', async () => {
    answer = () => Promise.resolve(undefined);
    await mount();
    expect(player().dataset.videoAd).toBe('none');
    await readerPlays();
    expect(adRegion()).toBeNull();
    expect(pausedBy).toEqual([]);
  });
});

describe('a player that cannot be set up', () => {
  it.each(['load-failed', 'unsupported', 'attach-failed'])(
    'logs the VideoManager message and shows the failure message (%s)',
    async (failure) => {
      const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      hlsFailure = failure;
      await mount({
        ...MP4,
        kind: 'hls',
        url: '/media/clip.m3u8',
        mimeType: 'application/vnd.apple.mpegurl',
      });
      expect(error).toHaveBeenCalledWith(VIDEO_MANAGER_INIT_FAILED_MESSAGE, failure);
      expect(document.querySelector('[role="alert"]')?.textContent).toBe(VIDEO_FAILED_MESSAGE);
    },
  );

  it('shows the failure message without that log when the stream fails while playing', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    hlsFailure = 'fatal';
    await mount({
      ...MP4,
      kind: 'hls',
      url: '/media/clip.m3u8',
      mimeType: 'application/vnd.apple.mpegurl',
    });
    expect(error).not.toHaveBeenCalledWith(VIDEO_MANAGER_INIT_FAILED_MESSAGE, expect.anything());
    expect(document.querySelector('[role="alert"]')?.textContent).toBe(VIDEO_FAILED_MESSAGE);
  });
});
