/** The server side of vanity URLs: the root data's vanityMask and the gateway's not-found. */
import { ROOT_ROUTE_ID } from '../src/app/route-ids';
import { hydrationDataOf } from './support/hydration-data';
import { ARTICLE, articlePage } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const ARTICLE_PATH = `/article/${ARTICLE.slug}/`;
const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });

async function renderWith(
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; html: string }> {
  return renderPath(path, client, {}, headers);
}

function rootData(html: string): Record<string, unknown> {
  return hydrationDataOf(html).loaderData[ROOT_ROUTE_ID];
}

describe('root data vanityMask', () => {
  it('names the vanity path and the target when the gateway masked a URL', async () => {
    const { status, html } = await renderWith(`${ARTICLE_PATH}?ref=mask`, {
      'x-vanity-path': '/my-promo/?utm_email=1',
    });
    expect(status).toBe(200);
    expect(rootData(html).vanityMask).toEqual({
      path: '/my-promo/?utm_email=1',
      target: `${ARTICLE_PATH}?ref=mask`,
    });
    // The page is the target's, canonical link included.
    expect(html).toContain(
      `<link rel="canonical" href="https://www.bytewire.example${ARTICLE_PATH}"/>`,
    );
  });

  it('is absent without the header', async () => {
    const { html } = await renderWith(ARTICLE_PATH, {});
    expect(rootData(html)).not.toHaveProperty('vanityMask');
  });

  it.each([
    'not-a-path',
    '//evil.example/',
    '/\\evil.example/',
    '/promo/\u0001',
    `/${'a'.repeat(2048)}`,
  ])('ignores the invalid value %j', async (value) => {
    const { status, html } = await renderWith(ARTICLE_PATH, { 'x-vanity-path': value });
    expect(status).toBe(200);
    expect(rootData(html)).not.toHaveProperty('vanityMask');
  });
});

describe('the gateway NOT_FOUND vanity header', () => {
  it('answers the 404 page even on a route path', async () => {
    const { status, html } = await renderWith(ARTICLE_PATH, { 'x-vanity-not-found': '1' });
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });
});
