/**
 * The component registry through the server entry: each component type of spec 000 s1 as a
 * page shows it, unknown types and broken components rendering nothing (spec 000 s1, s8).
 */
import { COMPONENT_TYPES, type PageComponent } from '@bytewire/contracts';
import {
  COMPONENT_REGISTRY,
  ERROR_COMPONENT_WARNING,
  LACKS_ITEMS_WARNING,
} from '../src/page-components';
import {
  AUTHOR,
  CONTRIBUTOR,
  EDITORIAL_LINKS,
  PUBLISHED,
  feature,
  links,
  pageOf,
  pagedList,
  typed,
} from './support/component-fixtures';
import { ARTICLE } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

/** Renders `components` on a static page (/reprints/) and returns the HTML of <main>. */
async function onStaticPage(components: PageComponent[], title = 'Reprint policy') {
  const { status, html } = await renderPath(
    '/reprints/',
    fixtureClient({ 'static/reprints': pageOf('static', title, components) }),
  );
  expect(status).toBe(200);
  return main(html);
}

/** Renders `components` in one 12-wide cell of a feature page (listing context). */
async function inFeature(components: PageComponent[]) {
  const item = feature([{ columns: [{ colspan: 12, components }] }]);
  const { status, html } = await renderPath(
    '/feature/innovation-index/',
    fixtureClient({
      'feature/innovation-index': pageOf('feature', 'Innovation Index', [
        typed('Feature', 'feature', { item, required: true }),
      ]),
    }),
  );
  expect(status).toBe(200);
  return main(html);
}

/** A link as react-router and SiteLink write it: href first, other attributes after. */
function anchor(href: string, text: string): RegExp {
  const escape = (value: string) => value.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return new RegExp(`<a href="${escape(href)}"[^>]*>${escape(text)}</a>`);
}

function main(html: string): string {
  const start = html.indexOf('<main');
  return html.slice(start, html.indexOf('</main>', start));
}

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('the registry', () => {
  it('has a renderer for each of the 13 component types of spec 000 s1', () => {
    expect(COMPONENT_TYPES).toHaveLength(13);
    expect(Object.keys(COMPONENT_REGISTRY).sort()).toEqual([...COMPONENT_TYPES].sort());
  });

  it('renders nothing, and says nothing, for an unknown component type', async () => {
    const html = await onStaticPage([
      typed('Mystery', 'mystery', { items: links(1, 2), list: { title: 'Mystery box' } }),
      typed('ContentList', 'known', { items: links(3, 1), list: { title: 'Known list' } }),
    ]);
    expect(html).not.toContain('Mystery box');
    expect(html).not.toContain('Story number 1');
    expect(html).toContain('Known list');
    expect(html).toContain('Story number 3');
    expect(warn).not.toHaveBeenCalled();
  });

  it('renders nothing for an error component and warns once that it is one', async () => {
    const broken = () =>
      typed('ContentList', 'brokenList', { items: links(1, 2), list: { title: 'Broken' } }, [
        { code: 500, message: 'upstream failed' },
      ]);
    // The page's required component loaded: a broken optional one leaves the page standing.
    const text = () =>
      typed('Text', 'text', { item: { id: 't', content: '<p>Reprints.</p>' }, required: true });
    const html = await onStaticPage([text(), broken()]);
    expect(html).toContain('<p>Reprints.</p>');
    expect(html).not.toContain('Story number 1');
    expect(html).not.toContain('Broken');
    await onStaticPage([text(), broken()]);
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines.filter((l) => l.startsWith(ERROR_COMPONENT_WARNING))).toEqual([
      `${ERROR_COMPONENT_WARNING}: brokenList (ContentList), code 500`,
    ]);
  });

  it('renders nothing for a component that lacks its item or items, with a warning', async () => {
    const html = await onStaticPage([
      typed('Text', 'emptyText', {}),
      typed('ContentList', 'noItems', { list: { title: 'No items at all' } }),
    ]);
    expect(html).not.toContain('No items at all');
    const lines = warn.mock.calls.map(([line]) => String(line));
    expect(lines).toEqual(
      expect.arrayContaining([
        `${LACKS_ITEMS_WARNING}: emptyText (Text)`,
        `${LACKS_ITEMS_WARNING}: noItems (ContentList)`,
      ]),
    );
  });
});

describe('Text', () => {
  it('renders its HTML sanitised, headed by its title unless that is the page title', async () => {
    const html = await onStaticPage([
      typed('Text', 'intro', {
        item: {
          id: 't-1',
          title: 'Reprint policy',
          content:
            '<p>Copyright <strong>applies</strong>.</p><script>alert(1)</script><p><a href="javascript:alert(2)">click</a></p>',
        },
      }),
      typed('Text', 'more', {
        item: { id: 't-2', title: 'Awards and badges', content: '<p>Badges may be licensed.</p>' },
      }),
    ]);
    expect(html).toContain('<p>Copyright <strong>applies</strong>.</p>');
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('click');
    // The first text repeats the h1: no second heading of the same words.
    expect(html.match(/>Reprint policy<\/h/g)).toHaveLength(1);
    expect(html).toMatch(/<h2 id="[^"]+" class="page-component__title">Awards and badges<\/h2>/);
    expect(html).toContain('<p>Badges may be licensed.</p>');
  });
});

describe('ContentList, VideoList, SmartSearchResults', () => {
  it('lists content links as cards under the list title, with the "see more" link', async () => {
    const html = await onStaticPage([
      typed('ContentList', 'latest', {
        items: links(1, 3),
        list: { title: 'The latest', viewMoreText: 'See all', viewMoreUrl: '/latest/' },
      }),
      typed('VideoList', 'videos', { items: links(4, 2), list: { title: 'Video' } }),
    ]);
    expect(html).toMatch(/<h2 [^>]*>The latest<\/h2>/);
    for (const n of [1, 2, 3, 4, 5]) {
      expect(html).toMatch(anchor(`/article/story-${n}/`, `Story number ${n}`));
    }
    expect(html).toMatch(/<h3 class="title"><a href="\/article\/story-1\/"/);
    expect(html).toMatch(anchor('/latest/', 'See all →'));
    expect(html).toMatch(/<h2 [^>]*>Video<\/h2>/);
  });

  it('shows where a paged list stands and a load-more link to the next page', async () => {
    const html = await onStaticPage([
      pagedList('ContentList', 'tagged', 23, 1, { list: { title: 'Tagged' } }),
    ]);
    expect(html.match(/data-testid="story-card"/g)).toHaveLength(20);
    expect(html).toContain('Showing 1–20 of 23');
    // Without JavaScript the control is a link to page 2 of this page.
    expect(html).toMatch(
      /<a class="control" [^>]*href="\/reprints\/\?pageNumber=2"[^>]*>Load more stories<\/a>/,
    );
  });

  it('offers no load-more on the last page', async () => {
    const html = await onStaticPage([pagedList('SmartSearchResults', 'results', 23, 2)]);
    expect(html).toContain('Showing 21–23 of 23');
    expect(html).not.toContain('Load more');
  });
});

describe('EditorialLinks', () => {
  it('groups links by label, each label a heading, when there are several labels', async () => {
    const html = await onStaticPage([
      typed('EditorialLinks', 'sections', { items: EDITORIAL_LINKS }),
    ]);
    for (const label of ['Sections', 'Topics', 'About us']) {
      expect(html).toMatch(new RegExp(`<h2 id="[^"]+">${label}</h2>`));
    }
    expect(html).toMatch(anchor('/news/', 'News'));
    expect(html).toMatch(anchor('/topic/laptops/', 'Laptops'));
    expect(html).toMatch(anchor('/privacy-policy/', 'Privacy policy'));
  });

  it('lists links of one label under that label, outbound ones nofollow', async () => {
    const html = await onStaticPage([
      typed('EditorialLinks', 'work', {
        items: [
          { label: 'Work with us', linkText: 'Advertise', linkUrl: '/advertise/' },
          {
            label: 'Work with us',
            linkText: 'Media kit',
            linkUrl: 'https://media.example/kit.pdf',
          },
          { label: 'Work with us', linkText: 'Bad', linkUrl: 'javascript:alert(1)' },
        ],
      }),
    ]);
    expect(html).toMatch(/<h2 [^>]*>Work with us<\/h2>/);
    expect(html).toMatch(anchor('/advertise/', 'Advertise'));
    expect(html).toContain(
      '<a href="https://media.example/kit.pdf" rel="noopener nofollow">Media kit</a>',
    );
    expect(html).toContain('<span>Bad</span>');
  });
});

describe('AuthorList', () => {
  it('shows each author with title and bureau, linking only those with a profile', async () => {
    const html = await onStaticPage([
      typed('AuthorList', 'team', { items: [AUTHOR, CONTRIBUTOR], list: { title: 'Our team' } }),
    ]);
    expect(html).toMatch(/<h2 [^>]*>Our team<\/h2>/);
    expect(html).toMatch(anchor('/meet-the-team/simon-achterberg/', 'Simon Achterberg'));
    expect(html).toContain('<p class="title">Senior Editor</p>');
    expect(html).toContain('<p class="bureau">Sydney</p>');
    // The headshot beside the name says nothing more: decorative.
    expect(html).toMatch(/<img class="image" [^>]*alt=""/);
    // No bureau, no profile page (spec 000 s3): the name is not a link.
    expect(html).toContain('<h3 class="name">Amara Nwosu</h3>');
  });
});

describe('RicochetCollections and Seamless', () => {
  it('links the collections that have a slug, by title or else slug', async () => {
    const html = await onStaticPage([
      typed('RicochetCollections', 'more', {
        items: [
          { slug: 'holiday-gift-guide', title: 'Holiday Gift Guide', type: 'collection' },
          { slug: 'back-to-school' },
          { title: 'No slug' },
        ],
        list: { title: 'More collections' },
      }),
    ]);
    expect(html).toMatch(anchor('/collection/holiday-gift-guide/', 'Holiday Gift Guide'));
    expect(html).toMatch(anchor('/collection/back-to-school/', 'back-to-school'));
    expect(html).not.toContain('No slug');
  });

  it('lists what follows a story as "Read next" links', async () => {
    const html = await onStaticPage([
      typed('Seamless', 'seamless', {
        items: [
          {
            id: 's-1',
            slug: 'next-one',
            source: 'latest',
            title: 'The next one',
            type: 'article',
            url: '/article/next-one/',
          },
          {
            id: 's-2',
            slug: 'a-video',
            source: 'latest',
            title: 'A video',
            type: 'video',
            url: '',
          },
        ],
      }),
    ]);
    expect(html).toMatch(/<h2 [^>]*>Read next<\/h2>/);
    expect(html).toMatch(anchor('/article/next-one/', 'The next one'));
    expect(html).toMatch(anchor('/video/a-video/', 'A video'));
  });
});

describe('Article, Review, Gallery and Video', () => {
  const teasers = () => [
    typed('Article', 'article', { item: { ...ARTICLE, datePublished: PUBLISHED } }),
    typed('Review', 'review', {
      item: {
        id: 'r-1',
        slug: 'acme-laptop-14',
        headline: 'Acme Laptop 14 review',
        dek: 'Fast.',
        body: '',
      },
    }),
    typed('Gallery', 'gallery', {
      item: {
        id: 'g-1',
        slug: 'ces-in-pictures',
        title: 'CES in pictures',
        dek: 'The show floor.',
        items: [],
      },
    }),
    typed('Video', 'video', {
      item: {
        id: 'v-1',
        slug: 'how-to-clean-a-keyboard',
        title: 'How to clean a keyboard',
        duration: 60,
        files: [],
      },
    }),
  ];

  it('are teaser cards (link, image, title, dek) in a listing context', async () => {
    const html = await inFeature(teasers());
    expect(html).toMatch(anchor(`/article/${ARTICLE.slug}/`, `${ARTICLE.headline}`));
    expect(html).toContain(ARTICLE.dek);
    // The card's picture illustrates the headline beside it: decorative, read once.
    expect(html).toMatch(/<img class="image" [^>]*alt=""/);
    expect(html).toMatch(anchor('/product/acme-laptop-14/', 'Acme Laptop 14 review'));
    expect(html).toMatch(anchor('/pictures/ces-in-pictures/', 'CES in pictures'));
    expect(html).toContain('The show floor.');
    expect(html).toMatch(anchor('/video/how-to-clean-a-keyboard/', 'How to clean a keyboard'));
    // Teasers only: no story body in a listing.
    expect(html).not.toContain('After three months of testing');
  });

  it('show their sanitised body as the main content of a generic page', async () => {
    // The sign-in flow's pages keep the generic screen (the member area has its own).
    const { html } = await renderPath(
      '/auth/flow/terms-of-service/',
      fixtureClient({
        'auth-flow/terms-of-service': pageOf('auth-flow', ARTICLE.headline ?? '', [
          typed('Article', 'article', {
            item: { ...ARTICLE, body: '<p>After three months.</p><img src=x onerror="alert(1)">' },
          }),
        ]),
      }),
    );
    const content = main(html);
    expect(content).toContain('<p>After three months.</p>');
    expect(content).not.toContain('onerror');
    expect(content.match(/<h1[\s>]/g)).toHaveLength(1);
  });
});

describe('Feature', () => {
  it('lays rows out in columns of their colspan, nested rows inside, empty cells dropped', async () => {
    const item = feature([
      {
        label: 'Trends to watch',
        columns: [
          {
            colspan: 8,
            label: 'Latest',
            components: [
              typed('ContentList', 'latest', {
                items: links(1, 2),
                list: { title: 'Latest stories' },
              }),
            ],
          },
          {
            colspan: 4,
            components: [
              typed('ContentList', 'trends', { items: links(3, 1), list: { title: 'Trends' } }),
            ],
            children: [
              {
                label: 'Also tracking',
                columns: [
                  {
                    colspan: 6,
                    components: [
                      typed('ContentList', 'cloud', {
                        items: links(4, 1),
                        list: { title: 'Cloud' },
                      }),
                    ],
                  },
                  {
                    colspan: 99 as number,
                    components: [
                      typed('ContentList', 'odd', {
                        items: links(5, 1),
                        list: { title: 'Odd width' },
                      }),
                    ],
                  },
                ],
              },
            ],
          },
        ],
      },
      {
        columns: [
          { colspan: 12, label: 'Watch', components: [typed('VideoList', 'none', { items: [] })] },
        ],
      },
    ]);
    const html = await inFeature([typed('Feature', 'inner', { item })]);
    expect(html).toMatch(/<h2 id="[^"]+" class="feature-row__label">Trends to watch<\/h2>/);
    expect(html).toContain(
      '<div class="column" data-testid="feature-column" data-colspan="8" style="--colspan:8">',
    );
    expect(html).toContain('<p class="label">Latest</p>');
    expect(html).toContain(
      '<div class="column" data-testid="feature-column" data-colspan="4" style="--colspan:4">',
    );
    expect(html).toMatch(/<h3 id="[^"]+" class="feature-row__label">Also tracking<\/h3>/);
    expect(html).toContain('data-colspan="6"');
    // A colspan off the 12-column grid spans the full width.
    expect(html).toMatch(
      /data-colspan="12" style="--colspan:12"><section [^>]*data-component="odd"/,
    );
    // The cell whose only list is empty shows nothing, not even its label.
    expect(html).not.toContain('>Watch<');
  });
});
