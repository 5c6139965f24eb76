// Video ads (issue 32 point 2, spec 001 s6, s7, s9) in Chromium, on a cluster of its own whose
// render has an ad stack configured (AD_STACK): with targeting consent, the video player asks
// the ad server for a 640x480 ad with every tag parameter of spec 001 s7 and reads the VAST
// answer's creative; without consent, or with `adSuppress=all`, nothing goes to the ad server.
// The ad server is outside this machine: the test answers for it (as the social-embed test does).
import { expect, test, type Page } from '@playwright/test';
import { consentCookie, NO_CONSENT_CHOICE } from '../support/consent';
import { composerPage } from '../support/corpus';
import { sharedRedisUrl, startTestCluster, type Cluster } from '../support/test-cluster';

const AD_SERVER = 'https://ads.stand-in.example';
const AD_STACK = {
  networkId: '1234567',
  desktopUnitId: 'bytewire-desktop',
  mobileUnitId: 'bytewire-mobile',
  cmsId: '2543',
  videoAds: {
    adTagBase: `${AD_SERVER}/gampad/ads`,
    playerProfile: 'bytewire-player',
    companionSizes: [
      [300, 250],
      [728, 90],
    ],
  },
};
const VAST = `<?xml version="1.0"?><VAST version="4.0"><Ad id="1"><InLine><Creatives><Creative>
<Linear><MediaFiles><MediaFile type="video/mp4" width="640" height="480">https://ads.stand-in.example/creative.mp4</MediaFile></MediaFiles></Linear>
</Creative></Creatives></InLine></Ad></VAST>`;

/** The ad requests the page makes, answered with a VAST holding one MP4 creative. */
async function adRequests(page: Page): Promise<URL[]> {
  const requests: URL[] = [];
  await page.route(`${AD_SERVER}/**`, (route) => {
    requests.push(new URL(route.request().url()));
    return route.fulfill({
      contentType: 'application/xml',
      headers: { 'access-control-allow-origin': '*' },
      body: VAST,
    });
  });
  return requests;
}

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

test.describe('video ads', () => {
  test.describe.configure({ timeout: 120_000 });
  let cluster: Cluster;
  let base: string;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startTestCluster('e2e-video-ads', {
      services: ['content', 'vanity', 'experiments', 'render', 'gateway'],
      redisUrl: await sharedRedisUrl(),
      env: { AD_STACK: JSON.stringify(AD_STACK) },
    });
    base = cluster.urls.gateway;
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('with targeting consent, the ad request carries every tag parameter of spec 001 s7', async ({
    page,
    context,
  }) => {
    const host = new URL(base).hostname;
    await context.addCookies([consentCookie(host, 'C0001.C0002.C0003.C0004.C0005')]);
    const requests = await adRequests(page);
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
    // Not yet: the page view's guid (vguid). The request goes before analytics has counted the
    // page view (its chunk starts after hydration); the next step waits for it.
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
