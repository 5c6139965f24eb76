// Video ads (issue 32, spec 001 s6, s7, s9) in Chromium, on the cluster whose render has the ad
// stack configured (support/third-party-site.ts, with the other suites of outside integrations):
// with targeting consent, the video player asks the ad server
// for a 640x480 ad with every tag parameter of spec 001 s7, the page view's guid (vguid)
// included, reads the VAST answer's creative and plays it on the reader's first play, before the
// video, which then starts from its beginning when the ad ends or is skipped; the player's video
// and ad events reach the analytics endpoint. Without consent, or with `adSuppress=all`, nothing
// goes to the ad server.
// The ad server is outside this machine: the test answers for it (as the social-embed test
// does), with one of the corpus's own sample clips (H.264 mp4, which this Chromium plays) as the
// creative.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ANALYTICS_COLLECT_PATH } from '@bytewire/site/analytics';
import { consentCookie, NO_CONSENT_CHOICE } from '../support/consent';
import { composerPage } from '../support/corpus';
import type { Request, Route } from '@playwright/test';
import { AD_SERVER, expect, test, type Page } from '../support/third-party-site';

const CREATIVE_URL = `${AD_SERVER}/creative.mp4`;
const IMPRESSION_URL = `${AD_SERVER}/impression?ad=1`;
const VAST = `<?xml version="1.0"?><VAST version="4.0"><Ad id="1"><InLine>
<Impression><![CDATA[${IMPRESSION_URL}]]></Impression><Creatives><Creative>
<Linear><MediaFiles><MediaFile type="video/mp4" width="640" height="480">${CREATIVE_URL}</MediaFile></MediaFiles></Linear>
</Creative></Creatives></InLine></Ad></VAST>`;
/** The creative: the corpus's shortest sample clip (24 s, 320x180 H.264 with silent AAC). */
const CREATIVE_CLIP = path.resolve(
  __dirname,
  '../../services/content/media/sample-video/harbour.mp4',
);
/** Every consent category: targeting (C0004) for the ad, performance (C0002) for analytics. */
const ALL_CONSENT = 'C0001.C0002.C0003.C0004.C0005';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What the test's ad server was asked: the ad requests and the impression pings. */
interface AdServer {
  requests: URL[];
  impressions: string[];
}

/**
 * The clip, whole or the byte range asked for: a media element seeks by ranges, and a server
 * without them leaves it unable to jump near the ad's end.
 */
type Fulfilment = Parameters<Route['fulfill']>[0];

function clipAnswer(clip: Buffer, request: Request): Fulfilment {
  const range = /^bytes=(\d+)-(\d*)$/.exec(request.headers()['range'] ?? '');
  if (!range) {
    return { contentType: 'video/mp4', headers: { 'accept-ranges': 'bytes' }, body: clip };
  }
  const start = Number(range[1]);
  const end = range[2] ? Math.min(Number(range[2]), clip.length - 1) : clip.length - 1;
  return {
    status: 206,
    contentType: 'video/mp4',
    headers: {
      'accept-ranges': 'bytes',
      'content-range': `bytes ${start}-${end}/${clip.length}`,
    },
    body: clip.subarray(start, end + 1),
  };
}

/**
 * Answers for the ad server: ad requests with a VAST holding one MP4 creative, the creative
 * with the clip's bytes, the impression pixel with nothing.
 */
async function adServer(page: Page): Promise<AdServer> {
  const server: AdServer = { requests: [], impressions: [] };
  const clip = readFileSync(CREATIVE_CLIP);
  await page.route(`${AD_SERVER}/**`, (route) => {
    const url = new URL(route.request().url());
    if (url.pathname === '/creative.mp4') return route.fulfill(clipAnswer(clip, route.request()));
    if (url.pathname === '/impression') {
      server.impressions.push(url.href);
      return route.fulfill({ status: 204 });
    }
    server.requests.push(url);
    return route.fulfill({
      contentType: 'application/xml',
      headers: { 'access-control-allow-origin': '*' },
      body: VAST,
    });
  });
  return server;
}

/** The ad requests the page makes, answered with a VAST holding one MP4 creative. */
async function adRequests(page: Page): Promise<URL[]> {
  return (await adServer(page)).requests;
}

/** The analytics events the page posts, with the endpoint's answer to each. */
function analyticsEvents(page: Page): { event: Record<string, string>; status: number }[] {
  const events: { event: Record<string, string>; status: number }[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (new URL(request.url()).pathname !== ANALYTICS_COLLECT_PATH) return;
    if (request.method() !== 'POST') return;
    events.push({
      event: JSON.parse(request.postData() ?? '{}') as Record<string, string>,
      status: response.status(),
    });
  });
  return events;
}

const videoActions = (events: { event: Record<string, string> }[]) =>
  events.filter((e) => e.event.type === 'video').map((e) => e.event.action);

/** A video of the corpus: the video door's first, and its id. */
async function aVideo(): Promise<{ path: string; id: string }> {
  const door = await composerPage('door', 'video');
  const url = door.components
    .flatMap((c) => c.items ?? [])
    .map((item) => item.url ?? '')
    .find((candidate) => /^\/video\/[a-z0-9-]+\/$/.test(candidate));
  if (!url) throw new Error('no video on the video door');
  const slug = url.split('/')[2] ?? '';
  const page = await composerPage('video', slug);
  const item = page.components.find((c) => c.meta.componentType === 'Video')?.item as
    { id?: string; suppressAds?: boolean } | undefined;
  if (!item?.id) throw new Error(`the video ${slug} has no id`);
  return { path: url, id: item.id };
}

const contentVideo = (page: Page) => page.locator('video[aria-label^="Video:"]');
const adBreak = (page: Page) => page.getByRole('region', { name: 'Advertisement' });

/** The reader's first play (muted, as video.spec.ts starts one without a gesture). */
async function playContent(page: Page): Promise<void> {
  await contentVideo(page).evaluate((video: HTMLVideoElement) => {
    video.muted = true;
    void video.play().catch(() => undefined);
  });
}

/** The video playing by itself after the ad, from its beginning. */
async function expectContentStartedFromTheBeginning(page: Page): Promise<void> {
  await expect(adBreak(page)).toHaveCount(0);
  await expect(page.getByTestId('video-player')).toHaveAttribute('data-playback', '1');
  const { paused, currentTime } = await contentVideo(page).evaluate((v: HTMLVideoElement) => ({
    paused: v.paused,
    currentTime: v.currentTime,
  }));
  expect(paused).toBe(false);
  // Started at 0 a moment ago: a few seconds in at most, not where the ad interrupted it.
  expect(currentTime).toBeLessThan(5);
}

/** The ad on screen and playing, the video paused under it. */
async function expectAdPlaying(page: Page): Promise<void> {
  await expect(adBreak(page)).toBeVisible();
  await expect(adBreak(page).getByText('Advertisement', { exact: true })).toBeVisible();
  const ad = adBreak(page).locator('video');
  await expect(ad).toHaveAttribute('src', CREATIVE_URL);
  await expect(ad).toHaveAttribute('width', '640');
  await expect(ad).toHaveAttribute('height', '480');
  await expect.poll(() => ad.evaluate((v: HTMLVideoElement) => v.currentTime)).toBeGreaterThan(0);
  expect(await contentVideo(page).evaluate((v: HTMLVideoElement) => v.paused)).toBe(true);
}

test.describe('video ads', () => {
  test.describe.configure({ timeout: 120_000 });
  let base: string;

  test.beforeAll(({ thirdPartySite }) => {
    base = thirdPartySite.base;
  });

  test('with targeting consent, the ad request carries every tag parameter of spec 001 s7', async ({
    page,
    context,
  }) => {
    const host = new URL(base).hostname;
    await context.addCookies([consentCookie(host, ALL_CONSENT)]);
    const requests = await adRequests(page);
    const events = analyticsEvents(page);
    const video = await aVideo();
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}${video.path}`);
    await expect(page.locator('[data-video-ad="creative"]')).toBeAttached();
    expect(requests).toHaveLength(1);
    const params = requests[0]!.searchParams;
    const pageUrl = `${base}${video.path}`;
    expect(Object.fromEntries(params)).toMatchObject({
      iu: '/1234567/bytewire-desktop/aw/video',
      sz: '640x480',
      ciu_szs: '300x250,728x90',
      env: 'vp',
      gdfp_req: '1',
      impl: 's',
      output: 'vast',
      pp: 'bytewire-player',
      unviewed_position_start: '1',
      description_url: pageUrl,
      url: pageUrl,
      vid: video.id,
      cmsid: '2543',
    });
    expect(params.get('correlator')).toMatch(/^[1-9]\d*$/);
    const custom = new URLSearchParams(params.get('cust_params') ?? '');
    expect(Object.fromEntries(custom)).toMatchObject({
      device: 'desktop',
      ptype: 'video',
      cid: video.id,
      region: 'aw',
      user: 'anon',
    });
    // The page view's guid (spec 001 s3), the same the page view itself carries, though the
    // request may go before analytics has counted the view.
    const vguid = custom.get('vguid') ?? '';
    expect(vguid).toMatch(UUID);
    await expect
      .poll(() => events.find((e) => e.event.type === 'pageview')?.event.pageViewGuid)
      .toBe(vguid);
  });

  test('the creative plays before the video, which starts from 0 once the ad is skipped', async ({
    page,
    context,
  }) => {
    await context.addCookies([consentCookie(new URL(base).hostname, ALL_CONSENT)]);
    const server = await adServer(page);
    const events = analyticsEvents(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const video = await aVideo();
    await page.goto(`${base}${video.path}`);
    await expect(page.locator('[data-video-ad="creative"]')).toBeAttached();

    await playContent(page);
    await expectAdPlaying(page);
    // The ad's first frame fired the VAST's impression URL.
    await expect.poll(() => server.impressions).toEqual([IMPRESSION_URL]);
    // Skip comes after a few seconds, a button reached and pressed from the keyboard.
    const skip = adBreak(page).getByRole('button', { name: 'Skip ad', exact: true });
    await expect(skip).toBeVisible({ timeout: 15_000 });
    await skip.focus();
    await page.keyboard.press('Enter');
    await expectContentStartedFromTheBeginning(page);

    // The player's events reached the analytics endpoint, accepted, with the video's id.
    await expect
      .poll(() => videoActions(events))
      .toEqual(
        expect.arrayContaining([
          'ad-requested',
          'ad-loaded',
          'ad-started',
          'ad-impression',
          'ad-watched',
          'ad-skipped',
          'started',
        ]),
      );
    const sent = events.filter((e) => e.event.type === 'video');
    for (const { event, status } of sent) {
      expect(status, event.action).toBe(204);
      expect(event.videoId, event.action).toBe(video.id);
      expect(event.pageViewGuid, event.action).toMatch(UUID);
    }
    // Lengths and positions in milliseconds (spec 001 s9): the 24 s creative is 24000. Read from
    // the first frame's impression and the skip: at `ad-started` (the element's play) the file's
    // length may not be known yet, and the event leaves it out then rather than send 0.
    const impression = sent.find((e) => e.event.action === 'ad-impression')!.event;
    expect(Math.abs(Number(impression.duration) - 24_000)).toBeLessThanOrEqual(100);
    const skipped = sent.find((e) => e.event.action === 'ad-skipped')!.event;
    expect(Math.abs(Number(skipped.duration) - 24_000)).toBeLessThanOrEqual(100);
    expect(Number(skipped.positionMs)).toBeGreaterThanOrEqual(5_000);
    const order = videoActions(events);
    expect(order.indexOf('ad-skipped')).toBeLessThan(order.indexOf('started'));
    expect(errors).toEqual([]);
  });

  test('the video starts from 0 by itself when the ad ends', async ({ page, context }) => {
    await context.addCookies([consentCookie(new URL(base).hostname, ALL_CONSENT)]);
    await adServer(page);
    const events = analyticsEvents(page);
    await page.goto(`${base}${(await aVideo()).path}`);
    await expect(page.locator('[data-video-ad="creative"]')).toBeAttached();

    await playContent(page);
    await expectAdPlaying(page);
    // Near its end rather than 24 s of waiting.
    await adBreak(page)
      .locator('video')
      .evaluate((ad: HTMLVideoElement) => {
        ad.currentTime = Math.max(0, ad.duration - 0.5);
      });
    await expectContentStartedFromTheBeginning(page);
    await expect
      .poll(() => videoActions(events))
      .toEqual(expect.arrayContaining(['ad-started', 'ad-completed', 'started']));
    expect(videoActions(events)).not.toContain('ad-skipped');

    // The reader's own pause and play are the video's, sent as they happen.
    await contentVideo(page).evaluate((v: HTMLVideoElement) => v.pause());
    await expect.poll(() => videoActions(events)).toContain('paused');
    await expect(adBreak(page)).toHaveCount(0);
  });

  test('without consent nothing goes to the ad server, until the reader allows targeting', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: NO_CONSENT_CHOICE });
    try {
      const page = await context.newPage();
      const requests = await adRequests(page);
      await page.goto(`${base}${(await aVideo()).path}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForTimeout(1500);
      expect(requests).toEqual([]);
      await page
        .getByRole('region', { name: 'Your privacy choices' })
        .getByRole('button', { name: 'Accept all' })
        .click();
      await expect.poll(() => requests.length).toBe(1);
    } finally {
      await context.close();
    }
  });

  test('adSuppress=all asks for no ad, consent given', async ({ page, context }) => {
    await context.addCookies([consentCookie(new URL(base).hostname, 'C0001.C0004')]);
    const requests = await adRequests(page);
    await page.goto(`${base}${(await aVideo()).path}?adSuppress=all`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForTimeout(1500);
    expect(requests).toEqual([]);
    await expect(page.locator('[data-video-ad]')).toHaveCount(0);
  });
});
