import { getRoute, matchPath, routeForContent, routeForLink } from '../src';
import type { ContentLinkRef, ContentRef, ContentRoute, RouteName } from '../src';

const onAmp = { route: getRoute('article-amp') };
const onArticle = { route: getRoute('article') };

describe('routeForContent (spec 000 s2, spec 001 s2 route choice for articles)', () => {
  it.each<[string, ContentRef, { route: ReturnType<typeof getRoute> } | undefined, ContentRoute]>([
    [
      'long-form → article-topic-longform with its first topic',
      { slug: 'deep-dive', longForm: true, topics: [{ slug: 'laptops' }, { slug: 'pcs' }] },
      undefined,
      {
        name: 'article-topic-longform',
        params: { topic1: 'laptops', slug: 'deep-dive' },
        path: '/in-depth/laptops/deep-dive/',
      },
    ],
    [
      'long-form without a topic → article',
      { slug: 'deep-dive', longForm: true },
      undefined,
      { name: 'article', params: { slug: 'deep-dive' }, path: '/article/deep-dive/' },
    ],
    [
      'sponsored flag → sponsored-article',
      { slug: 'paid', sponsored: true, topics: [{ slug: 'finance' }] },
      undefined,
      { name: 'sponsored-article', params: { slug: 'paid' }, path: '/paid-content/article/paid/' },
    ],
    [
      'section sponsored → sponsored-article',
      { slug: 'paid', section: 'sponsored' },
      undefined,
      { name: 'sponsored-article', params: { slug: 'paid' }, path: '/paid-content/article/paid/' },
    ],
    [
      'primary topic infographic → sponsored-article',
      { slug: 'paid', primaryTopic: { slug: 'infographic' } },
      undefined,
      { name: 'sponsored-article', params: { slug: 'paid' }, path: '/paid-content/article/paid/' },
    ],
    [
      'topic marked primary infographic → sponsored-article',
      { slug: 'paid', topics: [{ slug: 'finance' }, { slug: 'infographic', primary: true }] },
      undefined,
      { name: 'sponsored-article', params: { slug: 'paid' }, path: '/paid-content/article/paid/' },
    ],
    [
      'sponsored on an AMP page stays sponsored-article (it has no AMP copy)',
      { slug: 'paid', section: 'sponsored' },
      onAmp,
      { name: 'sponsored-article', params: { slug: 'paid' }, path: '/paid-content/article/paid/' },
    ],
    [
      'one topic slug → article-topic',
      { slug: 'budgeting', topics: [{ slug: 'finance' }] },
      undefined,
      {
        name: 'article-topic',
        params: { topic1: 'finance', slug: 'budgeting' },
        path: '/finance/budgeting/',
      },
    ],
    [
      'topic slugs → article-topic with at most two',
      {
        slug: 'budgeting',
        topics: [{ slug: 'finance' }, { slug: 'credit-cards' }, { slug: 'loans' }],
      },
      onArticle,
      {
        name: 'article-topic',
        params: { topic1: 'finance', topic2: 'credit-cards', slug: 'budgeting' },
        path: '/finance/credit-cards/budgeting/',
      },
    ],
    [
      'topic slugs on an AMP page → article-amp-topic',
      { slug: 'budgeting', topics: [{ slug: 'finance' }, { slug: 'credit-cards' }] },
      onAmp,
      {
        name: 'article-amp-topic',
        params: { topic1: 'finance', topic2: 'credit-cards', slug: 'budgeting' },
        path: '/google-amp/finance/credit-cards/budgeting/',
      },
    ],
    [
      'an unusable second topic slug is left out',
      { slug: 'budgeting', topics: [{ slug: 'home-and-office' }, { slug: 'Not A Slug' }] },
      undefined,
      {
        name: 'article-topic',
        params: { topic1: 'home-and-office', slug: 'budgeting' },
        path: '/home-and-office/budgeting/',
      },
    ],
    [
      'topics not led by a topic route slug → article',
      { slug: 'new-laptop', topics: [{ slug: 'laptops' }, { slug: 'finance' }] },
      undefined,
      { name: 'article', params: { slug: 'new-laptop' }, path: '/article/new-laptop/' },
    ],
    [
      'plain → article',
      { slug: 'new-laptop' },
      undefined,
      { name: 'article', params: { slug: 'new-laptop' }, path: '/article/new-laptop/' },
    ],
    [
      'plain on an AMP page → article-amp',
      { slug: 'new-laptop' },
      onAmp,
      {
        name: 'article-amp',
        params: { slug: 'new-laptop' },
        path: '/google-amp/article/new-laptop/',
      },
    ],
  ])('%s', (_label, item, current, expected) => {
    const chosen = routeForContent(item, current);
    expect(chosen).toEqual(expected);
    expect(matchPath(chosen.path)).toMatchObject({ kind: 'page', route: { name: expected.name } });
  });

  it('throws when the item slug is not a usable slug', () => {
    expect(() => routeForContent({ slug: '../admin' })).toThrow(/slug/);
  });
});

describe('routeForLink (content links by content type)', () => {
  it.each<[ContentLinkRef, RouteName, string]>([
    [{ type: 'article', slug: 'a' }, 'article', '/article/a/'],
    [{ type: 'collection', slug: 'c' }, 'collection', '/collection/c/'],
    [{ type: 'feature', slug: 'f' }, 'dynamic-feature', '/feature/f/'],
    [{ type: 'gallery', slug: 'g' }, 'gallery', '/pictures/g/'],
    [{ type: 'product', slug: 'p' }, 'review', '/product/p/'],
    [{ type: 'product_series', slug: 'p' }, 'review', '/product/p/'],
    [{ type: 'Product Series', slug: 'p' }, 'review', '/product/p/'],
    [{ type: 'review', slug: 'r' }, 'review', '/product/r/'],
    [{ type: 'topic', slug: 't' }, 'topic', '/topic/t/'],
    [{ type: 'video', slug: 'v' }, 'video', '/video/v/'],
    [{ typeName: 'content_article', slug: 'a' }, 'article', '/article/a/'],
    [{ contentType: 'gallery', type: 'article', slug: 'g' }, 'gallery', '/pictures/g/'],
    [{ contentType: 'unknown', typeName: 'video', slug: 'v' }, 'video', '/video/v/'],
  ])('%j → %s', (link, name, path) => {
    expect(routeForLink(link)).toEqual({ name, path });
    expect(matchPath(path)).toMatchObject({ kind: 'page', route: { name } });
  });

  it.each<ContentLinkRef>([
    { type: 'podcast', slug: 'x' },
    {},
    { slug: 'x' },
    { type: 'article' },
    { type: 'article', slug: '../x' },
    { type: 'gallery', slug: '123' },
  ])('%j → undefined', (link) => {
    expect(routeForLink(link)).toBeUndefined();
  });
});
