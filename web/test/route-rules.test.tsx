// Route rules decided before a page streams (issue 29): page numbers are digits (spec 000 s5),
// the availableOn redirect of a component 404 (spec 001 s8), and "Paid content" only on
// sponsored stories.
import type { Article } from '@bytewire/contracts';
import { menuItemUrl } from '../src/chrome/menu/menu-link';
import { ARTICLE, articlePage, component, doorPage, failedPage, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

describe('door page numbers are digits (spec 000 s5)', () => {
  const client = () =>
    fixtureClient({ 'door/reviews': doorPage('Reviews', { limit: 20, offset: 0, total: 60 }) });

  it.each([
    ['/reviews/0/', '/reviews/'],
    ['/reviews/0/?utm_source=x', '/reviews/?utm_source=x'],
    ['/reviews/1/', '/reviews/'],
    ['/reviews/007/', '/reviews/7/'],
  ])('%s answers 301 to its page in its one spelling, %s', async (path, location) => {
    expect(await renderPath(path, client())).toMatchObject({ status: 301, location });
  });

  it('a page in its one spelling is the door’s page', async () => {
    const c = client();
    const { status } = await renderPath('/reviews/2/', c);
    expect(status).toBe(200);
    expect(c.requests[0]).toMatchObject({
      type: 'door',
      slug: 'reviews',
      query: { pageNumber: '2' },
    });
  });

  it('a value that is no digits is still the 404 page', async () => {
    expect((await renderPath('/reviews/two/', client())).status).toBe(404);
  });
});

describe('a component 404 with availableOn (spec 001 s8)', () => {
  it('redirects to the slug for the current edition, query kept', async () => {
    const client = fixtureClient({
      'article/us-only-elsewhere': failedPage({
        code: 404,
        context: {
          availableOn: [
            { edition: 'de', slug: 'anderswo' },
            { edition: 'us', slug: 'the-us-copy' },
          ],
        },
      }),
    });
    const result = await renderPath('/article/us-only-elsewhere/?ref=x', client);
    expect(result).toMatchObject({ status: 301, location: '/article/the-us-copy/?ref=x' });
  });

  it('is the 404 page when no entry is for the current edition', async () => {
    const client = fixtureClient({
      'front-door/home': page('front-door', 'Home', []),
      'article/german-only': failedPage({
        code: 404,
        context: { availableOn: [{ edition: 'de', slug: 'nur-deutsch' }] },
      }),
    });
    const { status, html } = await renderPath('/article/german-only/', client);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });
});

describe('"Paid content" only on sponsored stories', () => {
  const SPONSORED: Article = { ...ARTICLE, slug: 'a-word-from-our-sponsor', section: 'sponsored' };
  const TOPIC_STORY: Article = {
    ...ARTICLE,
    slug: 'how-to-budget',
    topics: [{ id: 't-2', slug: 'finance', name: 'Finance' }],
  };
  const client = () =>
    fixtureClient({
      [`article/${ARTICLE.slug}`]: articlePage(),
      [`article/${SPONSORED.slug}`]: articlePage(SPONSORED),
      [`article/${TOPIC_STORY.slug}`]: articlePage(TOPIC_STORY),
      'video/a-plain-video': page('video', 'A plain video', [
        component('Video', {
          item: { id: 'v-1', slug: 'a-plain-video', title: 'A plain video', files: [] },
        }),
      ]),
    });

  it('a story that is not sponsored answers 301 to its canonical URL, query kept', async () => {
    const result = await renderPath(`/paid-content/article/${ARTICLE.slug}/?ref=x`, client());
    expect(result).toMatchObject({ status: 301, location: `/article/${ARTICLE.slug}/?ref=x` });
  });

  it('the canonical URL follows the route choice (a topic story goes to its topic route)', async () => {
    const result = await renderPath(`/paid-content/article/${TOPIC_STORY.slug}/`, client());
    expect(result).toMatchObject({ status: 301, location: `/finance/${TOPIC_STORY.slug}/` });
  });

  it('a video that is not sponsored answers 301 to its video page', async () => {
    const result = await renderPath('/paid-content/video/a-plain-video/', client());
    expect(result).toMatchObject({ status: 301, location: '/video/a-plain-video/' });
  });

  it('a sponsored story is shown there, labelled paid content', async () => {
    const { status, html } = await renderPath(`/paid-content/article/${SPONSORED.slug}/`, client());
    expect(status).toBe(200);
    expect(html).toContain('Paid content');
  });

  it('the plain story at its own URL is not labelled paid', async () => {
    const { status, html } = await renderPath(`/article/${ARTICLE.slug}/`, client());
    expect(status).toBe(200);
    expect(html).not.toContain('Paid content');
  });
});

describe('menu links go through the legacy-route resolver (spec 001 s2)', () => {
  it('a sister edition links its configured address (linkUrl), not a made-up legacy URL', () => {
    // Test value on the reserved .test domain; the content service's SISTER_EDITIONS sets them.
    const url = 'https://fr.sister-edition.test/';
    expect(menuItemUrl({ linkText: 'France', data: 'fr', linkUrl: url })).toBe(url);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(menuItemUrl({ linkText: 'France', route: 'edition-fr', linkUrl: url })).toBe(url);
      expect(menuItemUrl({ linkText: 'France', route: 'edition-fr' })).toBeUndefined();
    } finally {
      warn.mockRestore();
    }
  });

  it('any other named route links to the router’s path', () => {
    expect(menuItemUrl({ linkText: 'About', route: 'about' })).toBe('/about/');
  });

  it('a route that resolves to nothing (#, warned) gives way to the editorial link', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      expect(menuItemUrl({ linkText: 'x', route: 'no-such-route', linkUrl: '/ok/' })).toBe('/ok/');
      expect(warn).toHaveBeenCalledWith(
        expect.stringMatching(/"no-such-route" returned a non-string/),
      );
    } finally {
      warn.mockRestore();
    }
  });
});
