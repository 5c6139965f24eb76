// Partner ad scripts (issue 32, spec 001 s7, s9) in Chromium, on the cluster whose render has
// search ads, contextual ads and a recommendation widget configured (AD_STACK, in
// support/third-party-site.ts with the other suites of outside integrations): the server
// renders each part's labelled container (the contextual ad's 300x300 held); with targeting
// consent each script loads from its configured host with its id, and the page hands it spec
// 001 s9's values (search ads: 5 units, fonts 16/14/14, 3 lines; contextual: 300x300); without
// consent no script is asked for until the reader accepts; adSuppress=all shows none. The
// partners' hosts are outside this machine: the test answers for them with stand-ins that
// record what the page handed them in window.__partnerCalls.
import { consentCookie, NO_CONSENT_CHOICE } from '../support/consent';
import { anArticle } from '../support/corpus';
import {
  CONTEXTUAL_ADS_SRC as CONTEXTUAL,
  expect,
  RECOMMENDATION_WIDGET_SRC as WIDGET,
  SEARCH_ADS_SRC as SEARCH_ADS,
  test,
  type Page,
} from '../support/third-party-site';

const SEARCH_PATH = '/search/?q=laptop';

/**
 * Each stand-in takes what the page queued before it loaded and what it hands over after (the
 * function's `q` for search ads, the queue arrays of the other two), records it, and writes
 * into the container, as a partner draws its ads.
 */
const recorder = (partner: string) => `
  window.__partnerCalls = window.__partnerCalls || [];
  function record(entry) {
    window.__partnerCalls.push({ partner: '${partner}', entry: JSON.parse(JSON.stringify(entry)) });
    var options = Array.isArray(entry) ? entry[2] : entry;
    var box = options && document.getElementById(options.container);
    if (box) box.textContent = '${partner} stand-in';
  }`;

const STAND_INS: Record<string, string> = {
  [SEARCH_ADS]: `${recorder('search')}
    var queued = (window._googCsa && window._googCsa.q) || [];
    queued.forEach(record);
    window._googCsa = function () { record(Array.prototype.slice.call(arguments)); };`,
  [CONTEXTUAL]: `${recorder('contextual')}
    (Array.isArray(window._contextualAds) ? window._contextualAds : []).forEach(record);
    window._contextualAds = { push: record };`,
  [WIDGET]: `${recorder('recommendations')}
    (Array.isArray(window._recommendationWidget) ? window._recommendationWidget : []).forEach(record);
    window._recommendationWidget = { push: record };`,
};

/** The requests for the partners' scripts (with their query), answered by the stand-ins. */
async function servePartners(page: Page): Promise<URL[]> {
  const requests: URL[] = [];
  for (const src of Object.keys(STAND_INS)) {
    const { origin, pathname } = new URL(src);
    await page.route(`${origin}${pathname}*`, (route) => {
      const url = new URL(route.request().url());
      requests.push(url);
      return route.fulfill({
        contentType: 'text/javascript',
        body: STAND_INS[`${url.origin}${url.pathname}`] ?? '',
      });
    });
  }
  return requests;
}

type PartnerCall = { partner: string; entry: unknown };
const partnerCalls = (page: Page) =>
  page.evaluate(
    () => (window as unknown as { __partnerCalls?: PartnerCall[] }).__partnerCalls ?? [],
  );
const scriptsAskedFor = (requests: URL[]) =>
  requests.map((url) => `${url.origin}${url.pathname}?${url.searchParams}`).sort();

test.describe('partner ads', () => {
  let base: string;

  test.beforeAll(({ thirdPartySite }) => {
    base = thirdPartySite.base;
  });

  test('the server renders each labelled container, the contextual ad 300x300', async ({
    page,
    request,
  }) => {
    const article = await anArticle();
    const html = await (await request.get(`${base}${article.path}`)).text();
    expect(html).toContain('data-partner-ad="contextual"');
    expect(html).toContain('data-partner-ad="recommendations"');
    const search = await (await request.get(`${base}${SEARCH_PATH}`)).text();
    expect(search).toContain('data-partner-ad="search"');

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${base}${article.path}`);
    await expect(page.getByRole('region', { name: 'Advertisement' })).toBeAttached();
    await expect(page.getByRole('region', { name: 'Recommended by our partners' })).toBeAttached();
    const box = await page.locator('[data-partner-ad="contextual"]').boundingBox();
    expect(box?.width).toBe(300);
    expect(box?.height).toBe(300);
  });

  test('with targeting consent, each script loads with its id and gets spec 001 s9 values', async ({
    page,
    context,
  }) => {
    await context.addCookies([consentCookie(new URL(base).hostname, 'C0001.C0004')]);
    const requests = await servePartners(page);
    const article = await anArticle();
    await page.goto(`${base}${article.path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(async () => (await partnerCalls(page)).length).toBe(2);
    const contextualBox = page.locator('[data-partner-ad="contextual"]');
    const widgetBox = page.locator('[data-partner-ad="recommendations"]');
    const pageUrl = `${base}${article.path}`;
    expect(await partnerCalls(page)).toEqual(
      expect.arrayContaining([
        {
          partner: 'contextual',
          entry: {
            siteId: 'bytewire',
            container: await contextualBox.getAttribute('id'),
            width: 300,
            height: 300,
            pageUrl,
          },
        },
        {
          partner: 'recommendations',
          entry: {
            publisherId: 'bytewire-pub',
            container: await widgetBox.getAttribute('id'),
            pageUrl,
          },
        },
      ]),
    );
    await expect(contextualBox).toHaveText('contextual stand-in');
    await expect(widgetBox).toHaveText('recommendations stand-in');

    await page.goto(`${base}${SEARCH_PATH}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(async () => (await partnerCalls(page)).length).toBe(1);
    const searchBox = page.getByRole('region', { name: 'Sponsored links' });
    expect(await partnerCalls(page)).toEqual([
      {
        partner: 'search',
        entry: [
          'ads',
          {
            pubId: 'partner-pub-1',
            query: 'laptop',
            adPage: 1,
            fontSizeTitle: 16,
            fontSizeDomainLink: 14,
            fontSizeDescription: 14,
            lines: 3,
          },
          { container: await searchBox.getAttribute('id'), number: 5 },
        ],
      },
    ]);
    await expect(searchBox).toHaveText('search stand-in');
    expect(scriptsAskedFor(requests)).toEqual([
      `${CONTEXTUAL}?siteId=bytewire`,
      `${SEARCH_ADS}?pubId=partner-pub-1`,
      `${WIDGET}?publisherId=bytewire-pub`,
    ]);
  });

  test('without consent no partner script is asked for, until the reader accepts', async ({
    browser,
  }) => {
    const context = await browser.newContext({ storageState: NO_CONSENT_CHOICE });
    try {
      const page = await context.newPage();
      const requests = await servePartners(page);
      await page.goto(`${base}${(await anArticle()).path}`);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await page.waitForTimeout(1500);
      expect(requests).toEqual([]);
      expect(await partnerCalls(page)).toEqual([]);
      const queues = await page.evaluate(() => {
        const globals = window as unknown as Record<string, unknown>;
        return [globals._contextualAds, globals._recommendationWidget, globals._googCsa];
      });
      expect(queues).toEqual([undefined, undefined, undefined]);

      await page
        .getByRole('region', { name: 'Your privacy choices' })
        .getByRole('button', { name: 'Accept all' })
        .click();
      await expect
        .poll(() => scriptsAskedFor(requests))
        .toEqual([`${CONTEXTUAL}?siteId=bytewire`, `${WIDGET}?publisherId=bytewire-pub`]);
      await expect.poll(async () => (await partnerCalls(page)).length).toBe(2);
    } finally {
      await context.close();
    }
  });

  test('adSuppress=all shows no partner container and loads no partner script', async ({
    page,
    context,
  }) => {
    await context.addCookies([consentCookie(new URL(base).hostname, 'C0001.C0004')]);
    const requests = await servePartners(page);
    await page.goto(`${base}${(await anArticle()).path}?adSuppress=all`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await page.waitForTimeout(1500);
    await expect(page.locator('[data-partner-ad]')).toHaveCount(0);
    expect(requests).toEqual([]);
  });
});
