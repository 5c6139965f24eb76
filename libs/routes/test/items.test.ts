import {
  TOPIC_ROUTE_SLUGS,
  contentItemPath,
  getRoute,
  isSponsoredContent,
  isTopicRouteSlug,
  matchPath,
  routeForContent,
  routeForItem,
} from '../src';
import type { ContentItemKind, ContentRef, ContentRoute, RouteName } from '../src';

describe('routeForItem / contentItemPath (a content item by kind, slug and topics)', () => {
  it.each<[ContentItemKind, string, RouteName, string]>([
    ['article', 'a', 'article', '/article/a/'],
    ['author', 'jane-doe', 'author-profile', '/meet-the-team/jane-doe/'],
    ['collection', 'gift-guide', 'collection', '/collection/gift-guide/'],
    ['feature', 'security-basics', 'dynamic-feature', '/feature/security-basics/'],
    ['gallery', 'g', 'gallery', '/pictures/g/'],
    ['product', 'p', 'review', '/product/p/'],
    ['review', 'r', 'review', '/product/r/'],
    ['tag', 'editors-choice', 'tag', '/tags/editors-choice/'],
    ['topic', 'laptops', 'topic', '/topic/laptops/'],
    ['video', 'v', 'video', '/video/v/'],
  ])('%s %s → %s %s', (kind, slug, name, path) => {
    expect(routeForItem(kind, slug)).toEqual({ name, params: { slug }, path });
    expect(contentItemPath(kind, { slug })).toBe(path);
    expect(matchPath(path)).toMatchObject({ kind: 'page', route: { name }, params: { slug } });
  });

  it('takes the route the table gives over to an item (the innovation-index feature)', () => {
    const chosen = routeForItem('feature', 'innovation-index');
    expect(chosen).toEqual({ name: 'innovation-index', params: {}, path: '/innovation-index/' });
    expect(getRoute(chosen.name).content).toEqual({ type: 'feature', slug: 'innovation-index' });
    expect(matchPath(chosen.path)).toMatchObject({ route: { name: 'innovation-index' } });
  });

  it('gives an item of another kind with that slug its own kind’s route', () => {
    expect(contentItemPath('topic', 'innovation-index')).toBe('/topic/innovation-index/');
    expect(contentItemPath('article', 'innovation-index')).toBe('/article/innovation-index/');
  });

  it.each<[string, ContentRef, string]>([
    [
      'long-form subType → the long-form topic route',
      { slug: 'deep-dive', subType: 'longform', topics: [{ slug: 'laptops' }] },
      '/in-depth/laptops/deep-dive/',
    ],
    [
      'sponsored section → the paid route',
      { slug: 'paid', section: 'sponsored', topics: [{ slug: 'finance' }] },
      '/paid-content/article/paid/',
    ],
    [
      'topic route root first → the topic route with its second topic',
      { slug: 'budgeting', topics: [{ slug: 'finance' }, { slug: 'credit-cards' }] },
      '/finance/credit-cards/budgeting/',
    ],
    [
      'other topics → the article route',
      { slug: 'new-laptop', subType: 'news', topics: [{ slug: 'laptops' }] },
      '/article/new-laptop/',
    ],
  ])('an article goes by the route choice: %s', (_label, item, path) => {
    expect(contentItemPath('article', item)).toBe(path);
    expect(routeForItem('article', item)).toEqual(routeForContent(item));
  });

  it('leaves the topics of items other than articles aside', () => {
    expect(contentItemPath('review', { slug: 'r', topics: [{ slug: 'finance' }] })).toBe(
      '/product/r/',
    );
  });

  it.each<[ContentItemKind, string]>([
    ['article', '../admin'],
    ['topic', 'Not A Slug'],
    ['gallery', '123'],
    ['video', ''],
  ])('throws for %s with the unusable slug %j', (kind, slug) => {
    expect(() => contentItemPath(kind, slug)).toThrow(/parameter/);
  });
});

describe('long-form by subType (routeForContent)', () => {
  it('counts the long-form subType where the flag is absent', () => {
    const chosen: ContentRoute = routeForContent({
      slug: 'deep-dive',
      subType: 'longform',
      topics: [{ slug: 'pcs' }],
    });
    expect(chosen.name).toBe('article-topic-longform');
  });

  it('lets the flag win over the subType', () => {
    const item = { slug: 'deep-dive', subType: 'longform', topics: [{ slug: 'pcs' }] };
    expect(routeForContent({ ...item, longForm: false }).path).toBe('/article/deep-dive/');
    expect(routeForContent({ ...item, subType: 'news', longForm: true }).path).toBe(
      '/in-depth/pcs/deep-dive/',
    );
  });
});

describe('isTopicRouteSlug (the topic route roots of the table)', () => {
  it('accepts exactly the first segments the article-topic route allows', () => {
    for (const slug of TOPIC_ROUTE_SLUGS) expect(isTopicRouteSlug(slug)).toBe(true);
    expect(getRoute('article-topic').params.topic1?.oneOf).toEqual(TOPIC_ROUTE_SLUGS);
  });

  it.each(['laptops', 'article', 'Finance', '', undefined])('refuses %j', (slug) => {
    expect(isTopicRouteSlug(slug)).toBe(false);
  });
});

describe('isSponsoredContent (spec 000 s3)', () => {
  it.each<[string, ContentRef, boolean]>([
    ['the flag', { slug: 'x', sponsored: true }, true],
    ['the section sponsored', { slug: 'x', section: 'sponsored' }, true],
    ['primaryTopic infographic', { slug: 'x', primaryTopic: { slug: 'infographic' } }, true],
    [
      'the topic marked primary infographic',
      { slug: 'x', topics: [{ slug: 'finance' }, { slug: 'infographic', primary: true }] },
      true,
    ],
    [
      'infographic not primary',
      { slug: 'x', topics: [{ slug: 'finance', primary: true }, { slug: 'infographic' }] },
      false,
    ],
    ['another section', { slug: 'x', section: 'reviews' }, false],
    ['nothing', { slug: 'x' }, false],
  ])('%s → %s', (_label, item, expected) => {
    expect(isSponsoredContent(item)).toBe(expected);
  });
});
