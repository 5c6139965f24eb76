import { ROUTES, matchPath } from '../src';
import type { PathMatch, RouteName, RouteParams } from '../src';
import { VALID_PAGES } from './fixtures';

function page(match: PathMatch): { name: RouteName; params: RouteParams } | PathMatch {
  return match.kind === 'page' ? { name: match.route.name, params: match.params } : match;
}

const NOT_FOUND = { kind: 'not-found' };

describe('matchPath: one valid URL per route', () => {
  it('covers every route of the table', () => {
    expect(new Set(VALID_PAGES.map(([, name]) => name))).toEqual(
      new Set(ROUTES.map((r) => r.name)),
    );
  });

  it.each(VALID_PAGES)('%s → %s', (path, name, params) => {
    const match = matchPath(path);
    expect(page(match)).toEqual({ name, params });
    // Absent optional parameters are present as undefined, not left out.
    if (match.kind === 'page')
      expect(Object.keys(match.params).sort()).toEqual(Object.keys(params).sort());
  });

  it.each(VALID_PAGES.filter(([path]) => path !== '/'))(
    'the slashless copy of %s redirects 301 to it',
    (path) => {
      expect(matchPath(path.slice(0, -1))).toEqual({
        kind: 'redirect',
        status: 301,
        location: path,
      });
    },
  );
});

describe('matchPath: precedence and parameter rules (spec 000 s5)', () => {
  it.each<[string, RouteName, RouteParams]>([
    ['/pictures/2/', 'pictures', { pageNumber: '2' }],
    ['/pictures/some-gallery/', 'gallery', { slug: 'some-gallery', pageNumber: undefined }],
    ['/pictures/some-gallery/3/', 'gallery', { slug: 'some-gallery', pageNumber: '3' }],
    ['/in-depth/2/', 'in-depth', { pageNumber: '2' }],
    [
      '/in-depth/finance/some-slug/',
      'article-topic-longform',
      { topic1: 'finance', slug: 'some-slug' },
    ],
    [
      '/in-depth/laptops/some-slug/',
      'article-topic-longform',
      { topic1: 'laptops', slug: 'some-slug' },
    ],
    [
      '/finance/some-slug/',
      'article-topic',
      { topic1: 'finance', topic2: undefined, slug: 'some-slug' },
    ],
    [
      '/finance/credit-cards/some-slug/',
      'article-topic',
      { topic1: 'finance', topic2: 'credit-cards', slug: 'some-slug' },
    ],
    [
      '/home-and-office/some-slug/',
      'article-topic',
      { topic1: 'home-and-office', topic2: undefined, slug: 'some-slug' },
    ],
    [
      '/google-amp/finance/some-slug/',
      'article-amp-topic',
      { topic1: 'finance', topic2: undefined, slug: 'some-slug' },
    ],
    ['/news/abc/', 'news', { pageNumber: 'abc' }],
    ['/news/', 'news', { pageNumber: undefined }],
    ['/members/newsletters/', 'member', { activePage: 'newsletters' }],
    ['/auth/flow/registration-success/', 'auth-flow', { slug: 'registration-success' }],
    ['/video/share/', 'video', { slug: 'share' }],
    ['/article/mixed-case-9/', 'article', { slug: 'mixed-case-9' }],
  ])('%s → %s', (path, name, params) => {
    expect(page(matchPath(path))).toEqual({ name, params });
  });

  it.each([
    '/finance/a/b/c/', // three topic slugs
    '/gaming/some-slug/', // topic1 not allowed
    '/google-amp/gaming/some-slug/',
    '/reviews/abc/', // pageNumber must be digits
    '/best-products/-1/',
    '/reviews/1.5/',
    '/pictures/some-gallery/abc/',
    '/members/foo/',
    '/members/',
    '/auth/flow/other/',
    '/auth/flow/',
    '/in-depth/finance/',
    '/article/',
    '/article/a/b/',
    '/article/-leading-dash/',
    '/article/under_score/',
    // Slugs are lowercase at the content API too: an upper-case one would only fail upstream.
    '/article/Mixed-Case/',
    '/pictures/Gallery-X/',
    '/finance/Credit-Cards/some-slug/',
    '/article/caf%C3%A9/',
    `/article/${'a'.repeat(201)}/`,
    '/about/extra/',
    '/News/',
    '/no-such-page/',
  ])('%s → not-found', (path) => {
    expect(matchPath(path)).toEqual(NOT_FOUND);
  });

  it('accepts a slug of 200 characters', () => {
    expect(matchPath(`/article/${'a'.repeat(200)}/`).kind).toBe('page');
  });

  it('returns parameters decoded', () => {
    expect(page(matchPath('/news/a%20b/'))).toEqual({
      name: 'news',
      params: { pageNumber: 'a b' },
    });
    expect(page(matchPath('/article/%61bc/'))).toEqual({
      name: 'article',
      params: { slug: 'abc' },
    });
  });
});

describe('matchPath: page numbers are digits (spec 000 s5), one spelling per page', () => {
  it.each<[string, RouteName, RouteParams]>([
    ['/reviews/2/', 'reviews', { pageNumber: '2' }],
    ['/reviews/10/', 'reviews', { pageNumber: '10' }],
    ['/pictures/some-gallery/12/', 'gallery', { slug: 'some-gallery', pageNumber: '12' }],
  ])('%s is a page of %s', (path, name, params) => {
    expect(page(matchPath(path))).toEqual({ name, params });
  });

  it.each([
    // Page 0 is digits: the page before the first, i.e. the door's first page.
    ['/reviews/0/', '/reviews/'],
    ['/latest/0/', '/latest/'],
    ['/deals/00/', '/deals/'],
    ['/reviews/1/', '/reviews/'],
    ['/reviews/01/', '/reviews/'],
    ['/reviews/007/', '/reviews/7/'],
    ['/reviews/007', '/reviews/7/'], // slashless too, in one step
    ['/reviews/0', '/reviews/'],
    ['/news/0/', '/news/'],
    ['/news/02/', '/news/2/'],
    // A numeric segment under /pictures/ is pagination, never a gallery.
    ['/pictures/0/', '/pictures/'],
    ['/pictures/some-gallery/0/', '/pictures/some-gallery/'],
    ['/pictures/some-gallery/1/', '/pictures/some-gallery/'],
    ['/pictures/some-gallery/03/', '/pictures/some-gallery/3/'],
  ])('%s redirects 301 to %s', (path, location) => {
    expect(matchPath(path)).toEqual({ kind: 'redirect', status: 301, location });
  });

  it('leaves the news door’s values that are no digits alone', () => {
    expect(page(matchPath('/news/abc/'))).toEqual({ name: 'news', params: { pageNumber: 'abc' } });
  });
});

describe('matchPath: trailing slash', () => {
  it.each(['/finance/a/b/c', '/gaming/some-slug', '/reviews/abc', '/members/foo', '/nope'])(
    'a slashless path whose slashed form is no page is not-found: %s',
    (path) => {
      expect(matchPath(path)).toEqual(NOT_FOUND);
    },
  );

  it('keeps the path as given in the location (the caller appends the query)', () => {
    expect(matchPath('/news/a%20b')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/news/a%20b/',
    });
  });
});

describe('matchPath: hostile input never throws and is not-found', () => {
  it.each([
    '',
    'article/x/',
    '//',
    '//x/',
    '//evil.example',
    '//evil.example/',
    '/a//b/',
    '/article//',
    '/article/x//',
    '/article/../',
    '/article/./x/',
    '/news/../',
    '/news/./',
    '/news/%2e%2e/',
    '/news/%2E/',
    '/news/a%2Fb/',
    '/news/%2f%2fevil.example',
    '/news/a%5Cb/',
    '/news/a\\b/',
    '/\\evil.example',
    '/\\/evil.example/',
    '/news/%00/',
    '/news/a\u0000b/',
    '/news/a\nb/',
    '/news/%0d%0aSet-Cookie:x/',
    '/news/%7F/',
    '/news/%C2%85/',
    '/news/%E0%A4%A/',
    '/news/%/',
    '/article/%ZZ',
  ])('%j', (path) => {
    expect(() => matchPath(path)).not.toThrow();
    expect(matchPath(path)).toEqual(NOT_FOUND);
  });

  it('matches paths up to 2048 characters, and redirects only when the slashed path fits', () => {
    const atLimit = `/news/${'1'.repeat(2048 - '/news//'.length)}/`;
    expect(atLimit).toHaveLength(2048);
    expect(matchPath(atLimit).kind).toBe('page');
    expect(matchPath(atLimit.slice(0, -1)).kind).toBe('redirect');

    const overLimit = `/news/${'1'.repeat(2048 - '/news//'.length + 1)}/`;
    expect(matchPath(overLimit)).toEqual(NOT_FOUND);
    expect(matchPath(overLimit.slice(0, -1))).toEqual(NOT_FOUND);
    expect(matchPath(`/${'a/'.repeat(5000)}`)).toEqual(NOT_FOUND);
  });

  it('tolerates a non-string at run time', () => {
    expect(matchPath(undefined as unknown as string)).toEqual(NOT_FOUND);
  });

  it('never redirects off site', () => {
    const paths = [
      '/news/x',
      '/news/%2F%2Fevil',
      '//evil',
      '/\\evil',
      '/news/%5Cevil',
      '/news/\\evil',
    ];
    for (const path of paths) {
      const match = matchPath(path);
      if (match.kind === 'redirect') {
        expect(match.location.startsWith('//')).toBe(false);
        expect(match.location.includes('\\')).toBe(false);
      }
    }
  });
});
