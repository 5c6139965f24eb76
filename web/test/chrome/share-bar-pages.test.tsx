/**
 * The share bar on story pages, in the server render: an article page shows it with the
 * absolute canonical URL and the comments deep link; its AMP copy does not (spec 001 s2).
 */
import { JSDOM } from 'jsdom';
import { ARTICLE, articlePage } from '../support/pages';
import { fixtureClient, renderPath } from '../support/render-path';

const SITE = 'https://www.bytewire.example';

async function documentOf(path: string): Promise<Document> {
  const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });
  const result = await renderPath(path, client);
  expect(result.status).toBe(200);
  return new JSDOM(result.html).window.document;
}

describe('the share bar on article pages', () => {
  it('shares the absolute canonical URL of the article', async () => {
    const doc = await documentOf(`/article/${ARTICLE.slug}/`);
    const bar = doc.querySelector('article header .share-bar');
    expect(bar).not.toBeNull();
    const facebook = bar!.querySelector<HTMLAnchorElement>('[data-share="facebook"]')!;
    const shared = new URL(facebook.href).searchParams.get('u');
    expect(shared).toBe(`${SITE}/article/${ARTICLE.slug}/`);
    expect(bar!.querySelector('[data-share="comments"]')!.getAttribute('href')).toBe(
      `#comments-${ARTICLE.id}`,
    );
    const kinds = [...bar!.querySelectorAll<HTMLElement>('[data-share]')].map(
      (el) => el.dataset.share,
    );
    expect(kinds).toEqual([
      'facebook',
      'twitter',
      'linkedin',
      'email',
      'reddit',
      'flipboard',
      'pinterest',
      'comments',
    ]);
  });

  it('is not on the AMP copy', async () => {
    const doc = await documentOf(`/google-amp/article/${ARTICLE.slug}/`);
    expect(doc.querySelector('h1')).not.toBeNull();
    expect(doc.querySelector('.share-bar')).toBeNull();
  });
});
