/**
 * The screens of the static pages, author profiles, topics, tags, collections, search and
 * feature pages, through the server entry: the h1, head tags, what spec 000 says each shows,
 * and their JSON-LD.
 */
import type { HTopic, Page } from '@bytewire/contracts';
import {
  AUTHOR,
  EDITORIAL_LINKS,
  feature,
  links,
  pageOf,
  pagedList,
  typed,
} from './support/component-fixtures';
import { link } from './support/pages';
import { fixtureClient, IMAGES, renderPath } from './support/render-path';
import { readResizeUrl } from './support/resize-urls';

const ORIGIN = 'https://www.bytewire.example';

async function rendered(path: string, key: string, page: Page): Promise<string> {
  const { status, html } = await renderPath(path, fixtureClient({ [key]: page }));
  expect(status).toBe(200);
  return html;
}

function h1s(html: string): string[] {
  return [...html.matchAll(/<h1[^>]*>([\s\S]*?)<\/h1>/g)].map((m) => m[1]);
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]) as Record<string, unknown>,
  );
}

/** The JSON-LD block of `type`, in the shape the tests read. */
interface Block {
  url?: string;
  about?: unknown;
  mainEntity: {
    '@type'?: string;
    numberOfItems?: number;
    itemListElement: { name: string }[];
  };
  itemListElement: { name: string }[];
}

function ofType(html: string, type: string): Block {
  const found = jsonLd(html).find((block) => block['@type'] === type);
  expect(found).toBeDefined();
  return found as unknown as Block;
}

function anchor(href: string, text: string): RegExp {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`<a href="${escape(href)}"[^>]*>${escape(text)}</a>`);
}

/** The About text as the content API sends it: the audience figures of spec 000 s1. */
const ABOUT_HTML = `<h2>Our audience</h2>
<ul class="audience-metrics">
<li><strong>130M</strong> annual global visits</li>
<li><strong>85M</strong> annual visits in the US</li>
<li><strong>1.1M</strong> social following</li>
<li><strong>1.8X</strong> IT decision makers</li>
<li><strong>1.9X</strong> early adopters</li>
</ul>`;

describe('static pages', () => {
  const about = () =>
    pageOf(
      'static',
      'About Bytewire',
      [
        typed('Text', 'text', {
          item: { id: 'static-about', title: 'About Bytewire', content: ABOUT_HTML },
          required: true,
        }),
        typed('AuthorList', 'team', { items: [AUTHOR], list: { title: 'Our team' } }),
      ],
      { description: 'Bytewire helps people choose technology.', canonicalUrl: '/about/' },
    );

  it('about: the h1, the audience figures of spec 000 s1, the team, AboutPage JSON-LD', async () => {
    const html = await rendered('/about/', 'static/about', about());
    expect(h1s(html)).toEqual(['About Bytewire']);
    expect(html).toContain('<title>About Bytewire</title>');
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/about/"/>`);
    expect(html).toContain('<ul class="audience-metrics">');
    for (const figure of [
      '<strong>130M</strong> annual global visits',
      '<strong>85M</strong> annual visits in the US',
      '<strong>1.1M</strong> social following',
      '<strong>1.8X</strong> IT decision makers',
      '<strong>1.9X</strong> early adopters',
    ]) {
      expect(html).toContain(figure);
    }
    expect(html).toMatch(anchor('/meet-the-team/simon-achterberg/', 'Simon Achterberg'));
    const block = ofType(html, 'AboutPage');
    expect(block.url).toBe(`${ORIGIN}/about/`);
    expect(block.about).toEqual({ '@type': 'Organization', name: 'Bytewire', url: ORIGIN });
  });

  it('the HTML sitemap: its sections, topics and about-us links under their headings', async () => {
    const html = await rendered(
      '/sitemap/',
      'static/sitemap',
      pageOf('static', 'Sitemap', [
        typed('Text', 'text', {
          item: { id: 't', title: 'Sitemap', content: '<p>Find every section.</p>' },
          required: true,
        }),
        typed('EditorialLinks', 'sections', { items: EDITORIAL_LINKS }),
      ]),
    );
    expect(h1s(html)).toEqual(['Sitemap']);
    expect(html).toMatch(/<h2 id="[^"]+">Sections<\/h2><ul class="root"><li><a href="\/news\/"/);
    expect(html).toMatch(anchor('/topic/laptops/', 'Laptops'));
    expect(html).toMatch(/<h2 id="[^"]+">About us<\/h2>/);
  });
});

describe('author profile', () => {
  const profile = () =>
    pageOf(
      'author',
      'Simon Achterberg',
      [
        typed('AuthorList', 'author', {
          items: [AUTHOR],
          required: true,
          list: { title: 'Simon Achterberg', author: AUTHOR },
        }),
        pagedList('ContentList', 'authorContent', 25, 1, {
          list: { title: 'Latest from Simon', author: AUTHOR },
        }),
      ],
      { description: AUTHOR.bio, canonicalUrl: '/meet-the-team/simon-achterberg/' },
    );

  it('shows image, name, title, bio, bureau, expertise and social links, @ added to twitter', async () => {
    const html = await rendered(
      '/meet-the-team/simon-achterberg/',
      'author/simon-achterberg',
      profile(),
    );
    expect(h1s(html)).toEqual(['Simon Achterberg']);
    expect(html).toContain('alt="Headshot of Simon Achterberg"');
    expect(html).toContain('<p class="title" data-testid="author-profile-title">Senior Editor</p>');
    expect(html).toContain('<dt>Bureau</dt><dd>Sydney</dd>');
    expect(html).toContain('<dt>Expertise</dt><dd>mesh networks, routers and the home office</dd>');
    expect(html).toContain('Simon Achterberg covers networking and the home office.');
    // Spec 000 s3: the twitter handle gets an @ prefix when the profile omits it.
    expect(html).toContain(
      '<a href="https://twitter.com/simonachterberg" rel="noopener nofollow">@simonachterberg</a>',
    );
    expect(html).toContain(
      '<a href="https://www.facebook.com/simonachterberg" rel="noopener nofollow">Facebook</a>',
    );
    expect(html).toContain('>@simon.a</a>');
  });

  it('lists their stories with load-more, and describes the Person in JSON-LD', async () => {
    const html = await rendered(
      '/meet-the-team/simon-achterberg/',
      'author/simon-achterberg',
      profile(),
    );
    expect(html).toMatch(/<h2 [^>]*>Latest from Simon<\/h2>/);
    expect(html).toMatch(anchor('/article/story-1/', 'Story number 1'));
    expect(html).toContain('Showing 1–20 of 25');
    expect(html).toContain('href="/meet-the-team/simon-achterberg/?pageNumber=2"');
    const page = ofType(html, 'ProfilePage');
    expect(page.mainEntity).toMatchObject({
      '@type': 'Person',
      name: 'Simon Achterberg',
      jobTitle: 'Senior Editor',
      url: `${ORIGIN}/meet-the-team/simon-achterberg/`,
      worksFor: { '@type': 'Organization', name: 'Bytewire' },
      sameAs: [
        'https://twitter.com/simonachterberg',
        'https://www.facebook.com/simonachterberg',
        'https://www.instagram.com/simon.a/',
      ],
    });
    // The headshot at square_256, the size the profile shows it: a signed resize URL whose
    // width and height are those it states.
    const image = (page.mainEntity as unknown as { image: Record<string, unknown> }).image;
    expect(image).toMatchObject({ '@type': 'ImageObject', width: 256, height: 256 });
    expect(readResizeUrl(image.url as string, IMAGES.signingKey)).toEqual({
      origin: IMAGES.hosts[0],
      path: AUTHOR.image?.path,
      width: 256,
      height: 256,
      signed: true,
    });
  });

  it('shows a twitter handle that already has its @ once', async () => {
    const page = profile();
    const author = { ...AUTHOR, socialProfileIds: { twitter: '@simonachterberg' } };
    page.components[0].items = [author];
    page.components[0].list = { title: 'Simon Achterberg', author };
    const html = await rendered(
      '/meet-the-team/simon-achterberg/',
      'author/simon-achterberg',
      page,
    );
    expect(html).toContain('>@simonachterberg</a>');
    expect(html).not.toContain('@@');
  });
});

describe('topics', () => {
  const laptops: HTopic = {
    id: '1003',
    slug: 'laptops',
    name: 'Laptops',
    topicPath: [{ id: '1000', slug: 'tech', name: 'Tech' }],
  };
  const topicPage = () =>
    pageOf(
      'topic',
      'Laptops',
      [
        pagedList('ContentList', 'topic', 19, 1, {
          required: true,
          list: {
            title: 'Laptops',
            description: 'Laptop reviews and advice.',
            topic: laptops,
            relatedItems: [
              {
                id: '2001',
                contentType: 'topic',
                slug: 'gaming-laptops',
                title: 'Gaming laptops',
                url: '/topic/gaming-laptops/',
              },
            ],
          },
        }),
        typed('ContentList', 'topicReviews', {
          items: [link(40)],
          list: { title: 'Laptops reviews' },
        }),
      ],
      { canonicalUrl: '/topic/laptops/' },
    );

  it('a topic: h1, breadcrumbs, subtopics, stories, its other lists', async () => {
    const html = await rendered('/topic/laptops/', 'topic/laptops', topicPage());
    expect(h1s(html)).toEqual(['Laptops']);
    expect(html).toContain('<p class="description">Laptop reviews and advice.</p>');
    expect(html).toMatch(
      /<nav class="root" aria-label="Breadcrumb"><ol><li><a href="\/topic\/"[^>]*>Topics<\/a><\/li><li><a href="\/topic\/tech\/"[^>]*>Tech<\/a><\/li><li><span aria-current="page">Laptops<\/span>/,
    );
    expect(html).toMatch(anchor('/topic/gaming-laptops/', 'Gaming laptops'));
    // The h1 heads the stories: the cards are h2.
    expect(html).toMatch(/<h2 class="title"><a href="\/article\/story-1\/"/);
    expect(html.match(/data-testid="story-card"/g)).toHaveLength(20);
    expect(html).toContain('Showing 1–19 of 19');
    expect(html).toMatch(/<h2 [^>]*>Laptops reviews<\/h2>/);
  });

  it('a topic: CollectionPage with the ItemList of its stories, and BreadcrumbList', async () => {
    const html = await rendered('/topic/laptops/', 'topic/laptops', topicPage());
    const page = ofType(html, 'CollectionPage');
    expect(page.url).toBe(`${ORIGIN}/topic/laptops/`);
    expect(page.mainEntity['@type']).toBe('ItemList');
    expect(page.mainEntity.numberOfItems).toBe(19);
    expect(page.mainEntity.itemListElement[0]).toEqual({
      '@type': 'ListItem',
      position: 1,
      url: `${ORIGIN}/article/story-1/`,
      name: 'Story number 1',
    });
    const crumbs = ofType(html, 'BreadcrumbList');
    expect(crumbs.itemListElement.map((c) => c.name)).toEqual(['Topics', 'Tech', 'Laptops']);
  });

  it('all topics: each root topic a headed link with its subtopics', async () => {
    const html = await rendered(
      '/topic/',
      'topics/topics',
      pageOf('topics', 'All topics', [
        typed('ContentList', 'topics', {
          required: true,
          list: { title: 'All topics' },
          items: [
            {
              id: '1000',
              contentType: 'topic',
              slug: 'tech',
              title: 'Tech',
              url: '/topic/tech/',
              children: [
                {
                  id: '1003',
                  contentType: 'topic',
                  slug: 'laptops',
                  title: 'Laptops',
                  url: '/topic/laptops/',
                },
              ],
            },
            {
              id: '1100',
              contentType: 'topic',
              slug: 'security',
              title: 'Security',
              url: '/topic/security/',
            },
          ],
        }),
      ]),
    );
    expect(h1s(html)).toEqual(['All topics']);
    expect(html).toMatch(
      /<h2 id="[^"]+"><a href="\/topic\/tech\/"[^>]*>Tech<\/a><\/h2><ul class="children"><li><a href="\/topic\/laptops\/"/,
    );
    expect(html).toMatch(/<h2 id="[^"]+"><a href="\/topic\/security\/"[^>]*>Security<\/a><\/h2>/);
  });
});

describe('tags and collections', () => {
  it('a tag: h1, stories with load-more to page 2', async () => {
    const html = await rendered(
      '/tags/editors-choice/',
      'tag/editors-choice',
      pageOf('tag', "Editors' Choice", [
        pagedList('ContentList', 'tag', 23, 1, {
          required: true,
          list: {
            title: "Editors' Choice",
            tag: { slug: 'editors-choice', name: "Editors' Choice" },
          },
        }),
      ]),
    );
    expect(h1s(html)).toEqual(['Editors&#x27; Choice']);
    expect(html).toContain('Showing 1–20 of 23');
    expect(html).toContain('href="/tags/editors-choice/?pageNumber=2"');
    expect(ofType(html, 'CollectionPage').mainEntity.numberOfItems).toBe(20);
  });

  it('a collection: h1, description, stories and the other collections', async () => {
    const html = await rendered(
      '/collection/holiday-gift-guide/',
      'collection/holiday-gift-guide',
      pageOf('collection', 'Holiday Gift Guide', [
        pagedList('ContentList', 'collection', 12, 1, {
          required: true,
          list: {
            title: 'Holiday Gift Guide',
            collection: {
              id: 'c-1',
              slug: 'holiday-gift-guide',
              title: 'Holiday Gift Guide',
              description: 'Gift ideas at every budget.',
            },
          },
        }),
        typed('RicochetCollections', 'relatedCollections', {
          items: [{ slug: 'back-to-school-tech', title: 'Back to School', type: 'collection' }],
          list: { title: 'More collections' },
        }),
      ]),
    );
    expect(h1s(html)).toEqual(['Holiday Gift Guide']);
    expect(html).toContain('Gift ideas at every budget.');
    expect(html.match(/data-testid="story-card"/g)).toHaveLength(12);
    expect(html).not.toContain('Load more');
    expect(html).toMatch(/<h2 [^>]*>More collections<\/h2>/);
    expect(html).toMatch(anchor('/collection/back-to-school-tech/', 'Back to School'));
  });
});

describe('search', () => {
  const results = (q: string, total: number) =>
    pageOf(
      'search',
      `Search results for "${q}"`,
      [
        pagedList('SmartSearchResults', 'searchResults', total, 1, {
          required: true,
          list: {
            title: `Search results for "${q}"`,
            relatedItems: total
              ? [
                  {
                    id: '1003',
                    contentType: 'topic',
                    slug: 'laptops',
                    title: 'Laptops',
                    url: '/topic/laptops/',
                  },
                ]
              : [],
          },
        }),
      ],
      { canonicalUrl: '/search/', noIndex: true },
    );

  it('a query: the labelled form holding it, the count, the results, never indexed', async () => {
    const html = await rendered('/search/?q=laptop', 'search/results', results('laptop', 26));
    expect(h1s(html)).toEqual(['Search results for “laptop”']);
    expect(html).toMatch(/<form [^>]*role="search"[^>]*aria-label="Search the site"/);
    expect(html).toMatch(/<form [^>]*action="\/search\/" method="get"/);
    const id = /<label for="([^"]+)" class="label">/.exec(html)?.[1];
    expect(id).toBeDefined();
    expect(html).toMatch(
      new RegExp(`<input id="${id}" [^>]*type="search"[^>]* name="q" value="laptop"`),
    );
    expect(html).toContain('26 results for “laptop”');
    expect(html.match(/data-testid="story-card"/g)).toHaveLength(20);
    expect(html).toContain('href="/search/?q=laptop&amp;pageNumber=2"');
    expect(html).toMatch(anchor('/topic/laptops/', 'Laptops'));
    expect(html).toContain('<meta name="robots" content="noindex"/>');
    expect(html).not.toContain('rel="canonical"');
  });

  it('a query with markup is shown as text, never as markup', async () => {
    const q = '<script>alert(1)</script><img src=x onerror=alert(2)>';
    const html = await rendered(
      `/search/?q=${encodeURIComponent(q)}`,
      'search/results',
      results(q, 0),
    );
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain(
      '&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
    expect(h1s(html)[0]).toBe(
      'Search results for “&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=alert(2)&gt;”',
    );
  });

  it('no results: says so, with a way on', async () => {
    const html = await rendered('/search/?q=zzzz', 'search/results', results('zzzz', 0));
    expect(html).toContain('No results for “zzzz”.');
    expect(html).toMatch(anchor('/topic/', 'all topics'));
    expect(html).not.toContain('data-testid="story-card"');
  });

  it('no query: asks for one', async () => {
    const html = await rendered('/search/', 'search/results', results('', 0));
    expect(h1s(html)).toEqual(['Search']);
    expect(html).toContain('Enter a word or phrase to search for stories, reviews and videos.');
    expect(html).not.toContain('No results');
  });
});

describe('feature pages', () => {
  it('the feature title as h1, its intro unheaded, its rows on the grid', async () => {
    const item = feature([
      {
        columns: [
          {
            colspan: 12,
            components: [
              typed('Text', 'intro', {
                item: {
                  id: 'i',
                  title: 'Innovation Index',
                  content: '<p>Every quarter we score.</p>',
                },
              }),
            ],
          },
        ],
      },
      {
        label: 'Trends to watch',
        columns: [
          {
            colspan: 8,
            components: [
              typed('ContentList', 'latest', { items: links(1, 2), list: { title: 'Latest' } }),
            ],
          },
          {
            colspan: 4,
            components: [
              typed('ContentList', 'trends', { items: links(3, 2), list: { title: 'Trends' } }),
            ],
          },
        ],
      },
    ]);
    const html = await rendered(
      '/innovation-index/',
      'feature/innovation-index',
      pageOf(
        'feature',
        'Innovation Index',
        [typed('Feature', 'feature', { item, required: true })],
        {
          canonicalUrl: '/innovation-index/',
        },
      ),
    );
    expect(h1s(html)).toEqual(['Innovation Index']);
    expect(html).toContain('What matters next.');
    expect(html).toContain('<p>Every quarter we score.</p>');
    expect(html.match(/>Innovation Index</g)).toHaveLength(1);
    expect(html).toMatch(/<h2 [^>]*>Trends to watch<\/h2>/);
    expect(html).toMatch(
      /data-colspan="8" style="--colspan:8"><section [^>]*data-component="latest"><h3 [^>]*>Latest<\/h3>/,
    );
    expect(html).toContain('data-colspan="4" style="--colspan:4"');
  });
});
