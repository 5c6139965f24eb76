/**
 * AMP analytics as the AMP document renders them (spec 001 s8): the page's fields from its
 * item (post id, revision id), the write key and the two outside providers from render's
 * analytics settings, only when configured and never for a restricted reader; the body's
 * commerce links carrying the product fields of the product-click beacon; still valid AMP.
 */
import type { Article } from '@bytewire/contracts';
import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import { JSDOM } from 'jsdom';
import { ampAnalyticsOf } from '../src/amp/amp-analytics-page';
import { ampValidator, describeErrors } from './support/amp-validator';
import { ARTICLE, articlePage } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const SITE = 'https://www.bytewire.example';

const SETTINGS: AnalyticsSettings = {
  cohesion: { scriptUrl: 'https://cohesion.example/c.js', writeKey: 'wk_live_1' },
  audienceMeasurementUrl: 'https://audience.example/ping',
  chartTracking: { scriptUrl: 'https://chart.example/chart.js', accountId: 'acct-1' },
};

const SHOPPING: Article = {
  ...ARTICLE,
  id: 'a-shop',
  slug: 'the-laptop-to-buy',
  contentPlatform: { revisionId: 'rev-9' },
  section: 'laptops',
  moreAuthors: [{ id: 'u-2', firstName: 'Lin', lastName: 'Wu' }],
  body:
    '<p>Our pick: <a href="https://www.amazon.com/dp/B0PICK">the Acme 14 at Amazon</a>, ' +
    'or <a href="https://www.bestbuy.com/site/acme">at Best Buy</a>. ' +
    'Read <a href="https://news.example/story">the maker’s story</a>.</p>',
};

const AMP_PATH = `/google-amp/article/${SHOPPING.slug}/`;

async function ampDocument(analytics?: AnalyticsSettings) {
  const { status, html } = await renderPath(
    AMP_PATH,
    fixtureClient({ [`article/${SHOPPING.slug}`]: articlePage(SHOPPING) }),
    analytics ? { analytics } : {},
  );
  return { status, html, doc: new JSDOM(html).window.document };
}

function analyticsConfig(doc: Document, id: string): Record<string, unknown> {
  const script = doc.querySelector(`amp-analytics#${id} > script[type="application/json"]`);
  return JSON.parse(script?.textContent ?? 'null') as Record<string, unknown>;
}

describe('AMP analytics in the AMP document', () => {
  it('with every integration configured: the write key, the revision, both providers, valid AMP', async () => {
    const { status, html, doc } = await ampDocument(SETTINGS);
    expect(status).toBe(200);
    const validation = (await ampValidator()).validateString(html);
    if (validation.status !== 'PASS') console.error(describeErrors(validation));
    expect(validation.status).toBe('PASS');

    const ids = Array.from(doc.querySelectorAll('amp-analytics')).map((element) => element.id);
    expect(ids).toEqual(['site-analytics', 'audience-measurement', 'page-analytics']);
    for (const element of Array.from(doc.querySelectorAll('amp-analytics'))) {
      expect(element.hasAttribute('data-block-on-consent')).toBe(true);
    }
    const site = analyticsConfig(doc, 'site-analytics') as { requests: Record<string, string> };
    const query = new URLSearchParams(site.requests.event!.split('?')[1]);
    expect(query.get('writeKey')).toBe('wk_live_1');
    expect(query.get('postId')).toBe('a-shop');
    expect(query.get('revisionId')).toBe('rev-9');
    expect(query.get('pageType')).toBe('article');
    expect(analyticsConfig(doc, 'page-analytics')).toEqual({
      vars: {
        uid: 'acct-1',
        domain: 'www.bytewire.example',
        sections: 'laptops',
        authors: 'Ada Moreno,Lin Wu',
      },
    });
    const audience = analyticsConfig(doc, 'audience-measurement') as {
      requests: { ping: string };
    };
    expect(audience.requests.ping).toMatch(/^https:\/\/audience\.example\/ping\?ptype=article&/);
  });

  it('without settings: the site’s beacons alone, no write key', async () => {
    const { doc } = await ampDocument();
    const ids = Array.from(doc.querySelectorAll('amp-analytics')).map((element) => element.id);
    expect(ids).toEqual(['site-analytics']);
    const site = analyticsConfig(doc, 'site-analytics') as { requests: Record<string, string> };
    expect(site.requests.event).not.toContain('writeKey=');
  });

  it('marks the body’s commerce links as product links, numbered, and no other link', async () => {
    const { doc } = await ampDocument(SETTINGS);
    const products = Array.from(doc.querySelectorAll('a[data-vars-element-type="product"]'));
    expect(products.map((a) => a.getAttribute('data-vars-outbound-url'))).toEqual([
      'https://www.amazon.com/dp/B0PICK',
      'https://www.bestbuy.com/site/acme',
    ]);
    expect(products.map((a) => a.getAttribute('data-vars-product-position'))).toEqual(['1', '2']);
    expect(products[0]?.getAttribute('data-vars-product-text')).toBe('the Acme 14 at Amazon');
    expect(products[0]?.getAttribute('data-vars-product-location')).toBe('body');
    expect(products[0]?.getAttribute('data-vars-product-format-type')).toBe('commerce-link');
    const story = doc.querySelector('a[href="https://news.example/story"]');
    expect(story?.hasAttribute('data-vars-element-type')).toBe(false);
  });
});

describe('ampAnalyticsOf', () => {
  const input = {
    publicUrl: `${SITE}/`,
    path: AMP_PATH,
    publicationName: 'Bytewire',
    edition: 'us',
    restricted: false,
    page: articlePage(SHOPPING),
    settings: SETTINGS,
  };

  it('takes each provider only when configured', () => {
    expect(ampAnalyticsOf({ ...input, settings: undefined }).providers).toEqual({});
    expect(
      ampAnalyticsOf({
        ...input,
        settings: { audienceMeasurementUrl: SETTINGS.audienceMeasurementUrl },
      }).providers,
    ).toEqual({ audienceMeasurementUrl: 'https://audience.example/ping' });
  });

  it('ignores a ping URL that is not https, as the site does', () => {
    const { providers } = ampAnalyticsOf({
      ...input,
      settings: { audienceMeasurementUrl: 'http://audience.example/ping' },
    });
    expect(providers).toEqual({});
  });

  it('gives a restricted reader no outside provider and says the page is restricted', () => {
    const { page, providers } = ampAnalyticsOf({ ...input, restricted: true });
    expect(providers).toEqual({});
    expect(page).toMatchObject({ restricted: true, pageUrl: `${SITE}${AMP_PATH}` });
  });
});
