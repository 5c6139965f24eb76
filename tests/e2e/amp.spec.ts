// The AMP variants (spec 000 s2: article-amp, article-amp-topic, gallery-amp, review-amp)
// through the whole cluster: each AMP page, as the gateway serves it, passes the AMP Project's
// validator; it names its page as canonical, and that page (in Chromium) names it back with
// rel=amphtml; axe finds no serious or critical violation on it. The AMP runtime lives on
// cdn.ampproject.org, which the tests never reach: the browser is kept from asking for it, and
// validation reads the HTML as served.
import { expect, test, type Page } from '../support/test';
import { findArticle, shortcodeCount } from '../support/article-samples';
import { validateAmp } from '../support/amp-validator';
import { blockingViolations } from '../support/axe';
import { anArticle } from '../support/corpus';
import { aGallery, aReview } from '../support/samples';
import { sharedRedisUrl, startTestCluster, type Cluster } from '../support/test-cluster';

const base = () => process.env.BASE_URL as string;

/**
 * The AMP path of a page's path: every AMP route of the table is its page's path under
 * /google-amp (/article/x/, /{topic1}/{topic2}/x/, /pictures/x/, /product/x/).
 */
const ampPathOf = (path: string) => `/google-amp${path}`;

interface Sample {
  kind: string;
  path: () => Promise<string>;
}

const SAMPLES: Sample[] = [
  {
    kind: 'article (with body images)',
    path: async () =>
      (
        await findArticle(
          'a story with an image shortcode',
          (a) => shortcodeCount(a.body, 'image') > 0,
          /^\/article\//,
        )
      ).path,
  },
  {
    kind: 'topic article',
    path: async () =>
      (await findArticle('a topic article', () => true, /^\/(education|finance|home-and-office)\//))
        .path,
  },
  {
    kind: 'best list (listicles and review cards)',
    path: async () =>
      (
        await findArticle(
          'a best list with listicles',
          (a) => a.listicles.length > 0 || a.reviewCards.length > 0,
          /^\/article\//,
        )
      ).path,
  },
  { kind: 'gallery', path: aGallery },
  { kind: 'review', path: aReview },
];

async function headLink(page: Page, rel: string): Promise<string | null> {
  return page.locator(`head link[rel="${rel}"]`).getAttribute('href');
}

/** A URL that is absolute and names `path`. */
function expectAbsoluteTo(href: string | null, path: string) {
  expect(href).toMatch(/^https?:\/\/[^/]+\//);
  expect(new URL(href ?? '').pathname).toBe(path);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://cdn.ampproject.org/**', (route) => route.abort());
});

for (const sample of SAMPLES) {
  test(`the AMP ${sample.kind} page is valid AMP and paired with its page`, async ({
    page,
    request,
  }) => {
    const path = await sample.path();
    const ampPath = ampPathOf(path);

    const res = await request.get(`${base()}${ampPath}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html ⚡ /);
    const validation = await validateAmp(html);
    expect(validation.status, `AMP validation errors of ${ampPath}:\n${validation.describe}`).toBe(
      'PASS',
    );

    await page.goto(`${base()}${ampPath}`);
    expectAbsoluteTo(await headLink(page, 'canonical'), path);
    await expect(page.locator('amp-img').first()).toBeAttached();
    // Without its runtime, the AMP boilerplate keeps the page hidden for 8 s; the runtime shows
    // it once laid out, as this does, for axe to see what readers see.
    await page.addStyleTag({ content: 'body{animation:none;visibility:visible}' });
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto(`${base()}${path}`);
    expectAbsoluteTo(await headLink(page, 'amphtml'), ampPath);
  });
}

test('an AMP path of a slug the content API does not know is the 404 page', async ({ request }) => {
  const res = await request.get(`${base()}/google-amp/article/no-such-article-here/`);
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('This page could not be found');
});

// AMP analytics (spec 001 s8, issue 32): the AMP page's own amp-analytics element holds a
// trigger for each event AMP can report, and each beacon it would send, its `${...}`
// variables filled in as AMP fills them, is one the gateway's endpoint takes (it refuses
// unknown or malformed fields). The AMP runtime never loads here, so the beacons are sent by
// the test, from the configuration as served.

interface AmpTrigger {
  on: string;
  request: string;
  vars?: Record<string, string>;
}

interface AmpAnalyticsConfig {
  requests: Record<string, string>;
  triggers: Record<string, AmpTrigger>;
}

/** The JSON configuration of the document's amp-analytics element `id`. */
function ampAnalyticsConfig(html: string, id: string): unknown {
  const element = new RegExp(
    `<amp-analytics id="${id}"[^>]*><script type="application/json">([\\s\\S]*?)</script>`,
  ).exec(html);
  return element ? (JSON.parse(element[1] ?? 'null') as unknown) : undefined;
}

/** The amp-analytics element ids of a document, in order. */
const ampAnalyticsIds = (html: string) =>
  Array.from(html.matchAll(/<amp-analytics id="([^"]+)"/g), (match) => match[1]);

/**
 * A beacon as AMP would send it on `base`: the trigger's vars and sample reader values in
 * place of the variables, whole numbers for the $CALC macros (a duration in ms, pixels).
 */
function beaconUrl(base: string, template: string, vars: Record<string, string>): string {
  const filled = template
    .replace(/\$CALC\([^)]*\)/g, '1500')
    .replace(/\$\{([A-Za-z0-9]+)(?:\([^)]*\))?\}/g, (_all, name: string) =>
      encodeURIComponent(vars[name] ?? `amp-e2e-${name}`),
    );
  const url = new URL(filled);
  return `${base}${url.pathname}${url.search}`;
}

const VIDEO_EVENTS = [
  'ini-load',
  'visible',
  'video-play',
  'video-pause',
  'video-seconds-played',
  'video-ended',
  'video-ad-start',
  'video-ad-end',
];

test('the AMP page holds a trigger for each event, and the endpoint takes every beacon', async ({
  request,
}) => {
  const path = ampPathOf((await anArticle()).path);
  const html = await (await request.get(`${base()}${path}`)).text();
  const config = ampAnalyticsConfig(html, 'site-analytics') as AmpAnalyticsConfig;
  expect(config, 'the site-analytics element of the AMP page').toBeDefined();
  expect(html).toMatch(/<amp-analytics id="site-analytics" data-block-on-consent="">/);

  const triggers = Object.values(config.triggers);
  const types = new Set(triggers.map((trigger) => trigger.vars?.type));
  expect([...types].sort()).toEqual(['click', 'pageview', 'product-click', 'scroll', 'video']);
  const videoOn = triggers.filter((t) => t.vars?.type === 'video').map((t) => t.on);
  expect(new Set(videoOn)).toEqual(new Set(VIDEO_EVENTS));

  for (const [name, trigger] of Object.entries(config.triggers)) {
    const template = config.requests[trigger.request] ?? '';
    for (const field of ['clientId', 'pageUrl', 'canonicalUrl', 'title', 'referrer']) {
      expect(template, `${name} sends ${field}`).toContain(`${field}=`);
    }
    const vars = {
      sourceUrl: `${base()}${path}`,
      canonicalUrl: `${base()}${path.replace('/google-amp', '')}`,
      documentReferrer: 'https://search.example/',
      outboundUrl: 'https://www.amazon.com/dp/B0E2E',
      productPosition: '1',
      ...trigger.vars,
    };
    const res = await request.get(beaconUrl(base(), template, vars));
    expect(res.status(), `the ${name} beacon is taken`).toBe(200);
  }
});

test.describe('AMP analytics with the outside providers configured', () => {
  test.describe.configure({ timeout: 120_000 });
  let cluster: Cluster;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    cluster = await startTestCluster('e2e-amp-analytics', {
      services: ['content', 'vanity', 'experiments', 'render', 'gateway'],
      redisUrl: await sharedRedisUrl(),
      env: {
        COHESION_WRITE_KEY: 'wk_amp_e2e',
        COHESION_SCRIPT_URL: 'https://cohesion.stand-in.example/cohesion.js',
        AUDIENCE_MEASUREMENT_URL: 'https://audience.stand-in.example/ping',
        CHART_TRACKING_SCRIPT_URL: 'https://chart.stand-in.example/chart.js',
        CHART_TRACKING_ACCOUNT_ID: 'acct-amp-e2e',
      },
    });
  });

  test.afterAll(async () => {
    await cluster?.stop();
  });

  test('the AMP page sends the write key and configures both providers, behind consent', async ({
    request,
  }) => {
    const gateway = cluster.urls.gateway;
    const path = ampPathOf((await anArticle()).path);
    const res = await request.get(`${gateway}${path}`);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect((await validateAmp(html)).status).toBe('PASS');
    expect(ampAnalyticsIds(html)).toEqual([
      'site-analytics',
      'audience-measurement',
      'page-analytics',
    ]);
    expect(html.match(/<amp-analytics [^>]*data-block-on-consent=""/g)).toHaveLength(3);

    const site = ampAnalyticsConfig(html, 'site-analytics') as AmpAnalyticsConfig;
    for (const template of Object.values(site.requests)) {
      expect(template).toContain('writeKey=wk_amp_e2e');
    }
    const audience = ampAnalyticsConfig(html, 'audience-measurement') as AmpAnalyticsConfig;
    expect(audience.requests.ping).toMatch(/^https:\/\/audience\.stand-in\.example\/ping\?/);
    expect(audience.triggers.pageview).toEqual({ on: 'visible', request: 'ping' });
    expect(html).toMatch(/<amp-analytics id="page-analytics" type="chartbeat"/);
    // The site's public host (its canonical links'), not the address the test reached it on.
    const canonical = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1];
    expect(canonical).toBeDefined();
    expect(ampAnalyticsConfig(html, 'page-analytics')).toMatchObject({
      vars: { uid: 'acct-amp-e2e', domain: new URL(canonical ?? '').hostname },
    });
  });
});
