/** Where a seamless item lives, and how its page loads (spec 000 s2, s7). */
import { ContentApiError, type ContentClient, type PageRequest } from '@bytewire/content-client';
import type { Page } from '@bytewire/contracts';
import { loadSeamlessPage, seamlessTarget } from '../../src/seamless/next-page';
import { storyIdentifiers, storyOf, storyTitle } from '../../src/seamless/seamless-story';
import { ARTICLE, articlePage, component, page } from '../support/pages';

const ORIGIN = 'https://www.bytewire.example';

describe('seamless target', () => {
  it('follows a site-relative url to an article, a review or a video', () => {
    expect(seamlessTarget({ url: '/article/next-one/' }, ORIGIN)).toMatchObject({
      path: '/article/next-one/',
      route: { name: 'article' },
      params: { slug: 'next-one' },
    });
    expect(seamlessTarget({ url: '/finance/credit-cards/pick/' }, ORIGIN)?.route.name).toBe(
      'article-topic',
    );
    expect(seamlessTarget({ url: '/product/acme-14/' }, ORIGIN)?.route.name).toBe('review');
    expect(seamlessTarget({ url: '/video/unboxing/' }, ORIGIN)?.route.name).toBe('video');
  });

  it('takes the path of an absolute url to the site, without query or fragment', () => {
    expect(seamlessTarget({ url: `${ORIGIN}/article/abs/?utm_source=x#top` }, ORIGIN)?.path).toBe(
      '/article/abs/',
    );
  });

  it('skips urls off the site, of other screens, or not usable', () => {
    expect(seamlessTarget({ url: 'https://elsewhere.example/article/x/' }, ORIGIN)).toBeUndefined();
    expect(seamlessTarget({ url: 'javascript:alert(1)' }, ORIGIN)).toBeUndefined();
    expect(seamlessTarget({ url: '//evil.example/article/x/' }, ORIGIN)).toBeUndefined();
    expect(seamlessTarget({ url: '/pictures/a-gallery/' }, ORIGIN)).toBeUndefined();
    expect(seamlessTarget({ url: '/news/' }, ORIGIN)).toBeUndefined();
  });

  it('falls back to the type and slug when there is no usable url', () => {
    expect(seamlessTarget({ type: 'review', slug: 'acme-14' }, ORIGIN)?.path).toBe(
      '/product/acme-14/',
    );
    expect(seamlessTarget({ type: 'gallery', slug: 'pics' }, ORIGIN)).toBeUndefined();
    expect(seamlessTarget({ id: 'only-an-id' }, ORIGIN)).toBeUndefined();
  });
});

function clientOf(answer: Page | Error): ContentClient & { requests: PageRequest[] } {
  const requests: PageRequest[] = [];
  return {
    requests,
    async getPage(request) {
      requests.push(request);
      if (answer instanceof Error) throw answer;
      return structuredClone(answer);
    },
  };
}

describe('loading a seamless page', () => {
  const target = seamlessTarget({ url: '/article/the-best-laptops-of-the-year/' }, ORIGIN)!;

  it('asks the composer for the content only, with the edition, and drops header and footer', async () => {
    const client = clientOf(articlePage());
    const content = await loadSeamlessPage(client, target, ORIGIN);
    expect(client.requests).toEqual([
      {
        type: 'article',
        slug: 'the-best-laptops-of-the-year',
        platform: 'web',
        edition: 'us',
        query: { contentOnly: 'true' },
      },
    ]);
    expect(content).not.toHaveProperty('header');
    expect(content).not.toHaveProperty('footer');
    const story = storyOf(content!, 'article');
    expect(story?.kind).toBe('article');
    expect(storyIdentifiers(story!.item)).toEqual([ARTICLE.id, ARTICLE.slug]);
    expect(storyTitle(story!)).toBe(ARTICLE.headline);
  });

  it('shows no page whose component failed (missing or renamed)', async () => {
    const missing = page('article', 'Gone', [component('Article', {}, [{ code: 404 }])]);
    expect(await loadSeamlessPage(clientOf(missing), target, ORIGIN)).toBeUndefined();
    const renamed = page('article', 'Moved', [
      component('Article', {}, [
        { code: 301, context: { availableOn: [{ edition: 'us', slug: 'new' }] } },
      ]),
    ]);
    expect(await loadSeamlessPage(clientOf(renamed), target, ORIGIN)).toBeUndefined();
  });

  it('lets the client error through for the sequence to skip', async () => {
    const error = new ContentApiError('timeout', 'slow', 'x');
    await expect(loadSeamlessPage(clientOf(error), target, ORIGIN)).rejects.toBe(error);
  });

  it('prefers the SEO title tag for the document title', () => {
    const content = articlePage({ ...ARTICLE, titleTag: 'Best laptops (2026)' });
    expect(storyTitle(storyOf(content, 'article')!)).toBe('Best laptops (2026)');
  });

  it("finds no story on a page without the screen's component", () => {
    expect(storyOf(articlePage(), 'review')).toBeUndefined();
    expect(storyOf(articlePage(), 'video')).toBeUndefined();
  });
});
