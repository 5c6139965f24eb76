import { buildPath, matchPath, tryBuildPath } from '../src';
import type { RouteName } from '../src';
import { VALID_PAGES } from './fixtures';

describe('buildPath', () => {
  it.each(VALID_PAGES)('builds %s for %s and matches back', (path, name, params) => {
    const built = buildPath(name, params);
    expect(built).toBe(path);
    const match = matchPath(built);
    expect(match).toMatchObject({ kind: 'page', route: { name }, params });
  });

  it.each<[RouteName, Record<string, string | undefined>, string]>([
    ['front-door', {}, '/'],
    ['news', {}, '/news/'],
    ['news', { pageNumber: '' }, '/news/'],
    ['news', { pageNumber: 'a b' }, '/news/a%20b/'],
    ['gallery', { slug: 'g' }, '/pictures/g/'],
    ['article-topic', { topic1: 'finance', slug: 's' }, '/finance/s/'],
    [
      'article-topic',
      { topic1: 'finance', topic2: 'credit-cards', slug: 's' },
      '/finance/credit-cards/s/',
    ],
    ['article', { slug: 's', unrelated: 'x' }, '/article/s/'],
    // A page number in its one spelling: the first page has none, no leading zeros.
    ['reviews', { pageNumber: '0' }, '/reviews/'],
    ['reviews', { pageNumber: '1' }, '/reviews/'],
    ['reviews', { pageNumber: '007' }, '/reviews/7/'],
    ['gallery', { slug: 'g', pageNumber: '01' }, '/pictures/g/'],
  ])('%s %j → %s', (name, params, path) => {
    expect(buildPath(name, params)).toBe(path);
    expect(matchPath(path)).toMatchObject({ kind: 'page', route: { name } });
  });

  it.each<[RouteName, Record<string, string | undefined>]>([
    ['article', {}],
    ['article', { slug: '' }],
    ['article', { slug: 'a/b' }],
    ['article', { slug: '..' }],
    ['article', { slug: 'has space' }],
    ['article-topic', { topic1: 'gaming', slug: 's' }],
    ['article-topic', { topic1: 'finance', topic2: 'Bad Topic', slug: 's' }],
    ['reviews', { pageNumber: 'abc' }],
    ['reviews', { pageNumber: '-1' }],
    ['news', { pageNumber: 'a/b' }],
    ['news', { pageNumber: '..' }],
    ['news', { pageNumber: 'a\\b' }],
    ['gallery', { slug: '123' }],
    ['member', { activePage: 'foo' }],
    ['auth-flow', { slug: 'other' }],
  ])('%s %j throws', (name, params) => {
    expect(() => buildPath(name, params)).toThrow(new RegExp(name));
  });

  it('throws on an unknown route name', () => {
    expect(() => buildPath('nope' as RouteName)).toThrow(/nope/);
  });
});

describe('tryBuildPath (for data-driven links: no link rather than a failed page)', () => {
  it.each(VALID_PAGES)('builds %s for %s, as buildPath does', (path, name, params) => {
    expect(tryBuildPath(name, params)).toBe(path);
  });

  it.each<[RouteName, Record<string, string | undefined>]>([
    ['article', {}],
    ['article', { slug: 'a/b' }],
    ['gallery', { slug: '123' }],
    ['reviews', { pageNumber: 'abc' }],
  ])('%s %j is undefined where buildPath throws', (name, params) => {
    expect(() => buildPath(name, params)).toThrow();
    expect(tryBuildPath(name, params)).toBeUndefined();
  });
});
