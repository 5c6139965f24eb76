import { ApiResponseError, parsePageResponse } from '../src';

const IMAGE = {
  id: 'img-1',
  path: '/2026/01/05/9f1c/keyboard-hero.jpg',
  imageUrl: '/placeholder/1200x675.svg?seed=9f1c',
  width: 1200,
  height: 675,
  cropGravity: 5,
  alt: 'A keyboard on a desk',
};

const ARTICLE = {
  id: 'a-1',
  slug: 'long-battery-laptops',
  headline: 'Seven laptops that last a whole working day',
  body: '<p>Battery life is the feature readers ask about most.</p>',
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  datePublished: { date: '2026-01-05 09:30:00.000000', timezone: 'UTC' },
  image: IMAGE,
  topics: [{ id: 't-1', slug: 'laptops', name: 'Laptops' }],
};

const article = (item: unknown = ARTICLE) => ({
  name: 'article',
  fetcherName: 'article',
  status: 200,
  errors: [],
  required: true,
  meta: { componentName: 'article', componentDisplayName: 'Article', componentType: 'Article' },
  item,
});

const listing = {
  name: 'latest',
  fetcherName: 'contentList',
  status: 200,
  errors: [],
  meta: {
    componentName: 'latest',
    componentDisplayName: 'Latest',
    componentType: 'ContentList',
    links: { self: { href: '/c/latest' }, next: { href: '/c/latest?page=2' } },
  },
  items: [{ id: 'a-2', contentType: 'article', slug: 'b', title: 'B', url: '/article/b/' }],
  paging: { limit: 1, offset: 0, total: 9 },
  list: { title: 'Latest' },
};

const renamed = {
  name: 'gone',
  fetcherName: 'article',
  status: 301,
  errors: [
    {
      code: 301,
      message: 'the slug has changed',
      context: { availableOn: [{ edition: 'us', slug: 'long-battery-laptops' }] },
    },
  ],
  meta: { componentName: 'gone', componentDisplayName: 'Gone', componentType: 'Article' },
};

const page = (components: unknown[], over: Record<string, unknown> = {}) => ({
  data: {
    pageType: 'article',
    id: 'article-long-battery-laptops',
    queryParams: { edition: 'us' },
    meta: { title: 'Seven laptops', canonicalUrl: 'https://www.bytewire.example/article/x/' },
    isSeamless: true,
    platform: 'web',
    header: {
      publicationName: 'Bytewire',
      slogan: 'Technology news',
      menus: [{ label: 'Tech', links: [{ label: 'Laptops', url: '/topic/laptops/' }] }],
      trending: [{ label: 'Chips', url: '/article/chips/' }],
    },
    footer: {
      slogan: 'Tech that matters',
      columns: { alpha: [], beta: [{ label: 'About', url: '/about/' }], charlie: [] },
      copyright: '© 2026 Bytewire',
      policyLinks: [{ label: 'Privacy', url: '/privacy/', newTab: true }],
      privacy: { stateLaw: true },
    },
    components,
    ...over,
  },
});

function messageOf(json: unknown): string {
  try {
    parsePageResponse(json);
  } catch (error) {
    expect(error).toBeInstanceOf(ApiResponseError);
    expect((error as ApiResponseError).statusCode).toBe(502);
    return (error as Error).message;
  }
  throw new Error('expected a throw');
}

const PREFIX = 'API response is not in the correct format. Expected property ';

describe('parsePageResponse', () => {
  it('accepts a corpus-like page and keeps the items whole', () => {
    const json = page([article(), listing, renamed]);
    const { data } = parsePageResponse(json);
    expect(data.components).toHaveLength(3);
    // Fields the schema does not cover are all there (an article's item is a cleaned copy,
    // see item-schemas.test.ts; a listing's items are not copied).
    expect(data.components[0]?.item).toEqual(ARTICLE);
    expect(data.components[1]?.items).toEqual(listing.items);
    expect(data.components[2]?.errors[0]?.context?.availableOn).toEqual([
      { edition: 'us', slug: 'long-battery-laptops' },
    ]);
    expect(data.header?.menus[0]?.links[0]?.url).toBe('/topic/laptops/');
    expect(data.footer?.privacy).toEqual({ stateLaw: true });
  });

  it('accepts a page without header and footer (contentOnly)', () => {
    const json = page([article()], { header: undefined, footer: undefined });
    expect(parsePageResponse(json).data.components[0]?.item).toEqual(ARTICLE);
  });

  it('reads a null item or items list as absent (the page warns and goes on)', () => {
    const { data } = parsePageResponse(
      page([
        { ...renamed, item: null },
        { ...listing, items: null },
      ]),
    );
    expect(data.components[0]?.item).toBeUndefined();
    expect(data.components[1]?.items).toBeUndefined();
  });

  it('leaves the items of listing components and unknown components to their readers', () => {
    const other = { ...listing, meta: { ...listing.meta, componentType: 'Nope' }, item: {} };
    expect(() => parsePageResponse(page([{ ...listing, items: [1, 'x'] }, other]))).not.toThrow();
  });

  it.each([null, [], 'text', 42, true, undefined])('rejects a non-object answer (%p)', (json) => {
    expect(messageOf(json)).toBe('API request did not return a JSON object');
  });

  it.each<[string, unknown]>([
    ['data: expected object, received nothing', {}],
    ['data: expected object, received string', { data: 'x' }],
    ['data.pageType: expected string, received nothing', page([], { pageType: undefined })],
    ['data.components: expected array, received object', page([], { components: { 0: 1 } })],
    ['data.isSeamless: expected boolean, received string', page([], { isSeamless: 'yes' })],
    ['data.meta.title: expected string, received number', page([], { meta: { title: 3 } })],
    [
      'data.components[1].meta.componentType: expected string, received nothing',
      page([article(), { ...listing, meta: { componentName: 'x', componentDisplayName: 'X' } }]),
    ],
    [
      'data.components[0].errors: expected array, received nothing',
      page([{ ...renamed, errors: undefined }]),
    ],
    [
      'data.components[0].errors[0].code: expected number, received string',
      page([{ ...renamed, errors: [{ code: '404' }] }]),
    ],
    [
      'data.components[1].paging.total: expected number, received nothing',
      page([article(), { ...listing, paging: { limit: 1, offset: 0 } }]),
    ],
    [
      'data.components[0].items: expected array, received object',
      page([{ ...listing, items: {} }]),
    ],
    ['data.components[0].item: expected object, received string', page([article('x')])],
    [
      'data.components[2].item.slug: expected string, received number',
      page([listing, renamed, article({ ...ARTICLE, slug: 42 })]),
    ],
    [
      'data.components[0].item.datePublished.date: expected string, received number',
      page([article({ ...ARTICLE, datePublished: { date: 20260105 } })]),
    ],
    [
      'data.components[0].item.image.path: expected string, received nothing',
      page([article({ ...ARTICLE, image: { id: 'img-1' } })]),
    ],
    ['data.header: expected object, received string', page([], { header: 'Bytewire' })],
  ])('names the failing field: %s', (expected, json) => {
    expect(messageOf(json)).toBe(`${PREFIX}${expected}`);
  });
});
