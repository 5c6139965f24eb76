import { ContentApiError } from '@bytewire/content-client';
import { toContentDate } from '@bytewire/contracts';
import { createHmac } from 'node:crypto';
import {
  ARTICLE,
  FOOTER,
  HEADER,
  articlePage,
  component,
  doorPage,
  failedPage,
  link,
  page,
} from './support/pages';
import { bootstrapModulesOf } from './support/bootstrap-modules';
import { hydrationDataOf } from './support/hydration-data';
import { CLIENT_ENTRY, IMAGES, fixtureClient, renderPath } from './support/render-path';

const ARTICLE_PATH = `/article/${ARTICLE.slug}/`;

describe('server render of an article', () => {
  const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });

  it('answers 200 with the article, the chrome, assets and hydration data', async () => {
    const { status, html } = await renderPath(ARTICLE_PATH, client);
    expect(status).toBe(200);
    expect(html.startsWith('<!DOCTYPE html><html lang="en-US">')).toBe(true);
    expect(html).toContain('<h1>The best laptops of the year, tested</h1>');
    expect(html).toContain('We ran 40 machines through our battery and performance suite.');
    expect(html).toMatch(/<span [^>]*data-testid="byline-author"[^>]*>Ada Moreno<\/span>/);
    expect(html).toMatch(
      /Published <time dateTime="[^"]+" title="[^"]+ P[DS]T">3 hours ago<\/time>/,
    );
    expect(html).toContain('<p>After three months of testing, one machine stood out.</p>');
    // The hero through a signed resize URL at col_12_wide, 1200x675 (spec 000 s7).
    const heroSigned = `${ARTICLE.image?.path}?auto=webp&height=675&width=1200`;
    const heroSignature = createHmac('sha1', IMAGES.signingKey).update(heroSigned).digest('hex');
    const heroSrc = `${IMAGES.hosts[0]}/resize/${heroSignature}${heroSigned}`;
    expect(html).toContain(`src="${heroSrc.replaceAll('&', '&amp;')}"`);
    expect(html).toContain('<a href="/topic/laptops/" data-discover="true">Laptops</a>');
    expect(html).toContain('<title>The best laptops of the year, tested | Bytewire</title>');
    expect(html).toContain(
      `<link rel="canonical" href="https://www.bytewire.example${ARTICLE_PATH}"/>`,
    );
    expect(html).toContain(`<link rel="stylesheet" href="${CLIENT_ENTRY.css[0]}"/>`);
    expect(bootstrapModulesOf(html).modules).toEqual([CLIENT_ENTRY.script]);
    expect(html).toContain(FOOTER.copyright);
    expect(html).toContain(HEADER.slogan);

    // The router's data once, in a JSON element before the signatures (not react-router's
    // inline script).
    expect(html).not.toContain('__staticRouterHydrationData');
    const data = hydrationDataOf(html);
    expect(data.errors).toBeNull();
    expect(data.loaderData.page).toMatchObject({
      routeName: 'article',
      params: { slug: ARTICLE.slug },
    });
    expect(data.loaderData.root).toMatchObject({ header: HEADER, stylesheets: CLIENT_ENTRY.css });
    // The browser gets the image hosts, never the signing key...
    expect(data.loaderData.root).toMatchObject({ site: { images: { hosts: IMAGES.hosts } } });
    expect(html).not.toContain(IMAGES.signingKey);
    // ...and, at the end of the document, the signature of every resize URL the page holds,
    // to hydrate with (images/page-signatures.ts).
    const end = html.lastIndexOf('<script type="application/json" id="image-signatures">');
    expect(html.slice(end).endsWith('</script></body></html>')).toBe(true);
    const dataStart = html.indexOf('<script type="application/json" id="router-hydration-data">');
    expect(html.indexOf('</script>', dataStart) + '</script>'.length).toBe(end);
    const signatures = JSON.parse(
      html
        .slice(end)
        .replace(/^<script[^>]*>/, '')
        .replace(/<\/script><\/body><\/html>$/, ''),
    ) as Record<string, string>;
    expect(signatures[heroSigned]).toBe(heroSignature);
    // In attributes (`&amp;`) and in the JSON-LD (`\u0026`).
    const urls = [...html.matchAll(/\/resize\/([0-9a-f]{40})(\/[^"\s,]+)/g)].map(
      ([, signature, signed]) => [
        signed.replaceAll('&amp;', '&').replaceAll('\\u0026', '&'),
        signature,
      ],
    );
    expect(urls.length).toBeGreaterThan(3);
    expect(signatures).toMatchObject(Object.fromEntries(urls));
    // Header and footer travel once, with the root data.
    expect(JSON.stringify(data.loaderData.page)).not.toContain(FOOTER.copyright);
  });

  it('asks the content API once per render, for the full page with the edition', async () => {
    const counted = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage() });
    await renderPath(`${ARTICLE_PATH}?utm_source=x`, counted);
    expect(counted.requests).toEqual([
      {
        type: 'article',
        slug: ARTICLE.slug,
        platform: 'web',
        edition: 'us',
        query: { utm_source: 'x' },
      },
    ]);
  });

  it('reads dates older than ten days as a date in Los Angeles', async () => {
    const old = { ...ARTICLE, datePublished: toContentDate(new Date('2025-01-01T05:00:00Z')) };
    const { html } = await renderPath(
      ARTICLE_PATH,
      fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage(old) }),
    );
    expect(html).toContain('>Dec 31, 2024</time>');
  });
});

describe('statuses decided before streaming', () => {
  it('an unmatched path is the 404 page, with the chrome of the home page', async () => {
    const client = fixtureClient({ 'front-door/home': page('front-door', 'Home', []) });
    const { status, html } = await renderPath('/no-such-section/at/all/', client);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
    expect(html).toContain(FOOTER.copyright);
    expect(html).toContain('<meta name="robots" content="noindex"/>');
  });

  it('a slug the content API does not know is the 404 page, with the chrome of the home page', async () => {
    const client = fixtureClient({ 'front-door/home': page('front-door', 'Home', []) });
    const { status, html } = await renderPath('/article/not-in-the-corpus/', client);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
    expect(html).toContain(FOOTER.copyright);
  });

  it('a parameter that breaks its rule is not found too (page numbers are digits)', async () => {
    const { status } = await renderPath('/reviews/abc/', fixtureClient({}));
    expect(status).toBe(404);
  });

  it('a path without its trailing slash redirects, query kept', async () => {
    const result = await renderPath('/news?utm_source=x', fixtureClient({}));
    expect(result).toMatchObject({ status: 301, location: '/news/?utm_source=x' });
  });

  it('a component 404 is the 404 page', async () => {
    const client = fixtureClient({ 'article/gone': failedPage({ code: 404 }) });
    const { status, html } = await renderPath('/article/gone/', client);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });

  it('a component 301 redirects to the new slug for the edition', async () => {
    const client = fixtureClient({
      'article/old-slug': failedPage({
        code: 301,
        message: 'the slug has changed',
        context: {
          availableOn: [
            { edition: 'fr', slug: 'nouveau' },
            { edition: 'us', slug: 'new-slug' },
          ],
        },
      }),
    });
    const result = await renderPath('/article/old-slug/?ref=x', client);
    expect(result).toMatchObject({ status: 301, location: '/article/new-slug/?ref=x' });
  });

  it('a component 301 on a page whose slug is not in its path is the 404 page, not a loop', async () => {
    const client = fixtureClient({
      'door/news': failedPage({
        code: 301,
        context: { availableOn: [{ edition: 'us', slug: 'elsewhere' }] },
      }),
    });
    const { status, html } = await renderPath('/news/', client);
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
  });

  it('a component 301 to the slug already requested is the 404 page, not a loop', async () => {
    const client = fixtureClient({
      'article/same': failedPage({
        code: 301,
        context: { availableOn: [{ edition: 'us', slug: 'same' }] },
      }),
    });
    expect((await renderPath('/article/same/', client)).status).toBe(404);
  });

  it.each([
    ['/?edition=us', 'us'],
    ['/?edition=fr', 'us'],
    ['/?preferredEdition=zz', 'us'],
  ])(
    '%s asks the content API for edition %s (an edition outside the locale list is ignored)',
    async (path, edition) => {
      const client = fixtureClient({ 'front-door/home': page('front-door', 'Home', []) });
      await renderPath(path, client);
      expect(client.requests[0]).toMatchObject({ edition });
      expect(client.requests[0].query).not.toHaveProperty('edition');
      expect(client.requests[0].query).not.toHaveProperty('preferredEdition');
    },
  );

  it('a request the content API refuses as malformed is a 400 page', async () => {
    const client = fixtureClient({
      'search/results': new ContentApiError('rejected', 'refused', 'url', 400),
    });
    const { status, html } = await renderPath(`/search/?q=${'x'.repeat(300)}`, client);
    expect(status).toBe(400);
    expect(html).toContain('Error 400');
  });

  it('another component error is the error screen with status 500', async () => {
    const client = fixtureClient({ 'article/broken': failedPage({ code: 500 }) });
    const { status, html } = await renderPath('/article/broken/', client);
    expect(status).toBe(500);
    expect(html).toContain('Something went wrong');
  });

  it.each([
    ['timeout', 504],
    ['invalid-response', 502],
  ] as const)(
    'a content API failure (%s) is the error screen with status %i',
    async (failure, code) => {
      const client = fixtureClient({
        'article/x': new ContentApiError(failure, 'upstream failed', 'url'),
      });
      const errors: unknown[] = [];
      const { status, html } = await renderPath('/article/x/', client, {
        onError: (e) => errors.push(e),
      });
      expect(status).toBe(code);
      expect(html).toContain(`Error ${code}`);
      expect(html).toMatch(/<a [^>]*data-testid="header-logo" href="\/"/);
      expect(errors).toHaveLength(1);
    },
  );

  it('a page that fails to render shows the error screen in its place (500)', async () => {
    // A field the answer check leaves as it came, which React cannot render.
    const broken = { ...ARTICLE, dek: { not: 'text' } } as unknown as typeof ARTICLE;
    const client = fixtureClient({ [`article/${ARTICLE.slug}`]: articlePage(broken) });
    const { status, html } = await renderPath(ARTICLE_PATH, client);
    expect(status).toBe(500);
    expect(html).toContain('Something went wrong');
    expect(html).toContain(FOOTER.copyright);
  });

  it('when the error screen fails too, the fallback says so and links home', async () => {
    // A slogan React cannot render breaks the header, so the error screen's frame fails too.
    const badHeader = { ...articlePage(), header: { ...HEADER, slogan: { not: 'text' } } };
    const client = fixtureClient({ [`article/${ARTICLE.slug}`]: badHeader });
    const { status, html } = await renderPath(ARTICLE_PATH, client);
    expect(status).toBe(500);
    expect(html).toContain('An error occurred while showing the error page.');
    expect(html).toContain('<a href="/">Go to the home page</a>');
  });
});

describe('doors and home', () => {
  it('a door lists its stories and its pages: min, max and total', async () => {
    const client = fixtureClient({
      'door/news': doorPage('Latest tech news', { limit: 20, offset: 20, total: 45 }),
    });
    const { status, html } = await renderPath('/news/2/', client);
    expect(status).toBe(200);
    expect(client.requests[0].query).toEqual({ pageNumber: '2' });
    expect(html).toContain('<h1>Latest tech news</h1>');
    expect(html).toContain('Story number 21');
    expect(html).toContain('Showing 21–40 of 45');
    expect(html).toMatch(/<a rel="prev" href="\/news\/"/);
    expect(html).toMatch(/<a rel="next" href="\/news\/3\/"/);
  });

  it('the home page shows breaking news, the lead story, the listings and editorial links', async () => {
    const named = (
      name: string,
      content: Parameters<typeof component>[1],
      type = 'ContentList',
    ) => {
      const built = component(type, { name, ...content });
      return { ...built, meta: { ...built.meta, componentName: name } };
    };
    const home = page('front-door', 'Bytewire: tech news and reviews', [
      named('breakingNews', { items: [link(9)] }),
      named('leadStory', { items: [link(1)] }),
      named('topStories', { items: [link(2), link(3)], list: { title: 'Top stories' } }),
      named('reviews', {
        items: [link(4)],
        list: { title: 'Latest reviews', viewMoreText: 'All reviews', viewMoreUrl: '/reviews/' },
      }),
      named(
        'editorialLinks',
        {
          items: [
            { label: 'Special features', linkText: 'Gift guide', linkUrl: '/collection/gifts/' },
          ],
          list: { componentLabel: 'Explore' },
        },
        'EditorialLinks',
      ),
    ]);
    const { status, html } = await renderPath('/', fixtureClient({ 'front-door/home': home }));
    expect(status).toBe(200);
    expect(html).toMatch(/<aside [^>]*aria-label="Breaking news"[^>]*>.*Story number 9/);
    expect(html).toMatch(/<section [^>]*aria-label="Lead story"[^>]*>.*Story number 1/);
    expect(html).toMatch(/<h2 id="[^"]+">Top stories<\/h2>/);
    expect(html).toMatch(/<h2 id="[^"]+">Latest reviews<\/h2>/);
    expect(html).toMatch(/<a href="\/reviews\/"[^>]*>All reviews →<\/a>/);
    expect(html).toContain('href="/article/story-4/"');
    expect(html).toMatch(/<h2 id="[^"]+">Explore<\/h2>/);
    expect(html).toMatch(/<a href="\/collection\/gifts\/"[^>]*>Gift guide<\/a>/);
  });

  it('other routes show the generic page screen with the components’ data', async () => {
    const about = page('static', 'About Bytewire', [
      component('Text', {
        item: { id: 'r', title: 'Who we are', content: '<p>130M annual global visits</p>' },
      }),
    ]);
    const { status, html } = await renderPath('/about/', fixtureClient({ 'static/about': about }));
    expect(status).toBe(200);
    expect(html).toContain('<h1>About Bytewire</h1>');
    expect(html).toContain('<p>130M annual global visits</p>');
  });
});
