// Outside tracking (issue 32 point 3, spec 001 s3, s4, s6, s7) in Chromium, on the cluster whose
// render has the integrations configured (support/third-party-site.ts, with the ad suites'
// stack; without targeting consent none of it loads): cohesion analytics load only with the
// `cohesion` flag (featureEnable=cohesion) and analytics consent (C0002); the audience-measurement
// service gets an image ping per page view; chart-style tracking loads its script on the first
// page view and sends a virtual page on a client navigation; page views carry reportSuiteId,
// traffic_source and the article's cohesionRevisionId. The services are outside this machine:
// the test answers for them (as the video-ads test does for the ad server).
import { collectedEvents } from '../support/collected';
import { consentCookie } from '../support/consent';
import { anArticle, composerPage } from '../support/corpus';
import {
  AUDIENCE_ORIGIN as AUDIENCE,
  CHART_ORIGIN as CHART,
  COHESION_ORIGIN as COHESION,
  expect,
  test,
  type BrowserContext,
  type Page,
} from '../support/third-party-site';

/** Stand-in scripts: each records what the page asks of it on the window. */
const COHESION_JS = `window.__cohesion = { config: window._Cohesion, events: [] };
window.tagular = function (event) { window.__cohesion.events.push(event); };`;
const CHART_JS = `window.__chart = { config: window._sf_async_config, virtualPages: [] };
window.pSUPERFLY = { virtualPage: function (view) { window.__chart.virtualPages.push(view); } };`;

interface Outside {
  scripts: string[];
  pings: URL[];
}

/** Answers for the outside hosts, and records what the page asked of them. */
async function standIns(page: Page): Promise<Outside> {
  const outside: Outside = { scripts: [], pings: [] };
  await page.route(`${COHESION}/**`, (route) => {
    outside.scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: COHESION_JS });
  });
  await page.route(`${CHART}/**`, (route) => {
    outside.scripts.push(route.request().url());
    return route.fulfill({ contentType: 'text/javascript', body: CHART_JS });
  });
  await page.route(`${AUDIENCE}/**`, (route) => {
    outside.pings.push(new URL(route.request().url()));
    // A 1x1 GIF.
    return route.fulfill({
      contentType: 'image/gif',
      body: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
    });
  });
  return outside;
}

async function allowAnalytics(context: BrowserContext, base: string, allowed = 'C0001.C0002') {
  await context.addCookies([consentCookie(new URL(base).hostname, allowed)]);
}

/** A value the page's window holds, at `keys` (`['__chart', 'config']`). */
const windowValue = (page: Page, keys: string[]) =>
  page.evaluate(
    (path) =>
      path.reduce<unknown>(
        (value, key) => (value as Record<string, unknown> | undefined)?.[key],
        window,
      ),
    keys,
  );

const hydrated = (page: Page) =>
  expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

test.describe('tracking integrations', () => {
  let base: string;

  test.beforeAll(({ thirdPartySite }) => {
    base = thirdPartySite.base;
  });

  test('cohesion loads with its write key only with the cohesion flag and consent', async ({
    page,
    context,
  }) => {
    const outside = await standIns(page);
    const article = (await anArticle()).path;
    await allowAnalytics(context, base);
    await page.goto(`${base}${article}`);
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(outside.scripts.filter((url) => url.startsWith(COHESION))).toEqual([]);

    await page.goto(`${base}${article}?featureEnable=cohesion`);
    await expect
      .poll(() => outside.scripts.filter((url) => url.startsWith(COHESION)))
      .toEqual([`${COHESION}/cohesion.js`]);
    await expect
      .poll(() => windowValue(page, ['__cohesion', 'config']))
      .toEqual({ tagular: { writeKey: 'wk_e2e_1' } });
  });

  test('no cohesion, ping or chart script without analytics consent, flag on', async ({
    page,
    context,
  }) => {
    const outside = await standIns(page);
    await allowAnalytics(context, base, 'C0001');
    await page.goto(`${base}${(await anArticle()).path}?featureEnable=cohesion`);
    await hydrated(page);
    await page.waitForTimeout(1500);
    expect(outside.scripts).toEqual([]);
    expect(outside.pings).toEqual([]);
  });

  test('a ping per page view; the chart script once, then a virtual page', async ({
    page,
    context,
  }) => {
    const outside = await standIns(page);
    const article = (await anArticle()).path;
    await allowAnalytics(context, base);
    await page.goto(`${base}${article}`);
    await expect.poll(() => outside.pings.length).toBe(1);
    const ping = outside.pings[0]!;
    expect(ping.searchParams.get('url')).toBe(`${base}${article}`);
    expect(ping.searchParams.get('title')).toBe(await page.title());
    expect(ping.searchParams.get('ptype')).toBe('article');
    expect(ping.searchParams.get('cb')).toBeTruthy();
    await expect
      .poll(() => outside.scripts.filter((url) => url.startsWith(CHART)))
      .toEqual([`${CHART}/chart.js`]);
    await expect
      .poll(() => windowValue(page, ['__chart', 'config']))
      .toMatchObject({ uid: 'acct-e2e', path: article });

    // A client-side navigation: the logo goes home without a document load.
    await page.getByTestId('header-logo').click();
    await expect(page).toHaveURL(`${base}/`);
    await expect.poll(() => outside.pings.length).toBe(2);
    expect(outside.pings[1]!.searchParams.get('url')).toBe(`${base}/`);
    expect(outside.pings[1]!.searchParams.get('cb')).not.toBe(ping.searchParams.get('cb'));
    await expect
      .poll(() => windowValue(page, ['__chart', 'virtualPages']))
      .toEqual([expect.objectContaining({ path: '/' })]);
    expect(outside.scripts.filter((url) => url.startsWith(CHART))).toHaveLength(1);
  });

  test('page views carry reportSuiteId, traffic_source and the revision id', async ({
    page,
    context,
  }) => {
    const events = collectedEvents(page, 'pageview');
    await standIns(page);
    const article = (await anArticle()).path;
    const slug = article.split('/')[2] ?? '';
    const item = (await composerPage('article', slug)).components.find((c) => c.item)?.item as
      { contentPlatform?: { revisionId?: string } } | undefined;
    await allowAnalytics(context, base);
    await page.goto(`${base}${article}?utm_source=e2e-newsletter&utm_medium=email`);
    await expect.poll(() => events.length).toBe(1);
    expect(events[0]).toMatchObject({ reportSuiteId: 'bytewire-e2e', traffic_source: 'email' });
    const revision = item?.contentPlatform?.revisionId;
    if (revision) expect(events[0]?.cohesionRevisionId).toBe(revision);
    else expect(events[0]).not.toHaveProperty('cohesionRevisionId');

    await page.getByTestId('header-logo').click();
    await expect.poll(() => events.length).toBe(2);
    expect(events[1]).toMatchObject({ reportSuiteId: 'bytewire-e2e', traffic_source: 'internal' });
    expect(events[1]).not.toHaveProperty('cohesionRevisionId');
  });

  test('the global tracking state is published for partners, read-only', async ({
    page,
    context,
  }) => {
    await standIns(page);
    await allowAnalytics(context, base);
    await page.goto(`${base}/innovation-index/`);
    const state = () =>
      page.evaluate((): Record<string, unknown> | undefined => {
        const tracking = (window as unknown as Record<string, Record<string, unknown> | undefined>)
          .bytewireTracking;
        return tracking && { ...tracking, frozen: Object.isFrozen(tracking) };
      });
    await expect.poll(async () => (await state())?.currentPath).toBe('/innovation-index/');
    expect(await state()).toMatchObject({
      innovationIndexTrends: true,
      environment: 'production',
      edition: 'us',
      frozen: true,
    });
    expect((await state())?.version).toMatch(/^[A-Za-z0-9_-]{12}$/);
  });
});
