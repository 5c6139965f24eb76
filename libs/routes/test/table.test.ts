import {
  DOOR_ROUTE_NAMES,
  ROUTES,
  TOPIC_ROUTE_SLUGS,
  contentSlugFor,
  getRoute,
  matchPath,
} from '../src';
import type { RouteDefinition, RouteName } from '../src';

function paramsInPath(route: RouteDefinition): { name: string; optional: boolean }[] {
  return [...route.path.matchAll(/\{(\w+)(\?)?\}/g)].map((m) => ({
    name: m[1],
    optional: m[2] === '?',
  }));
}

function names(filter: (r: RouteDefinition) => boolean): RouteName[] {
  return ROUTES.filter(filter)
    .map((r) => r.name)
    .sort();
}

const AMP_ROUTES: RouteName[] = ['article-amp', 'article-amp-topic', 'gallery-amp', 'review-amp'];

describe('route table', () => {
  it('names each route once, with a canonical slashed path', () => {
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(ROUTES.length);
    for (const route of ROUTES) expect(route.path).toMatch(/^\/(.+\/)?$/);
  });

  it('has a rule for every path parameter and none for anything else', () => {
    for (const route of ROUTES) {
      const inPath = paramsInPath(route);
      expect(Object.keys(route.params).sort()).toEqual(inPath.map((p) => p.name).sort());
      for (const p of inPath) expect(route.params[p.name].optional === true).toBe(p.optional);
    }
  });

  it('defines the topic route slugs of spec 000 s9', () => {
    expect(TOPIC_ROUTE_SLUGS).toEqual(['education', 'finance', 'home-and-office']);
  });

  it('lets each door be driven by the feature slug of its first segment', () => {
    expect(DOOR_ROUTE_NAMES).toEqual([
      'best-products',
      'deals',
      'pictures',
      'how-to',
      'in-depth',
      'latest',
      'news',
      'product-comparisons',
      'product-spotlights',
      'reviews',
      'video-door',
    ]);
    for (const name of DOOR_ROUTE_NAMES) {
      const route = getRoute(name);
      const first = route.path.split('/')[1];
      expect(route).toMatchObject({
        featureSlug: first,
        screen: 'door',
        content: { type: 'door', slug: first },
      });
    }
    expect(names((r) => r.screen === 'door')).toEqual([...DOOR_ROUTE_NAMES].sort());
  });

  it.each<[RouteName, Partial<RouteDefinition>]>([
    [
      'front-door',
      {
        editions: true,
        maxAge: 300,
        screen: 'home',
        content: { type: 'front-door', slug: 'home' },
      },
    ],
    [
      'article',
      {
        maxAge: 7200,
        seamless: true,
        ampVariant: 'article-amp',
        screen: 'article',
        content: { type: 'article', slug: { param: 'slug' } },
      },
    ],
    ['article-amp', { amp: true, ampOf: 'article', layout: 'amp', maxAge: 7200 }],
    ['article-topic', { maxAge: 7200, seamless: true, ampVariant: 'article-amp-topic' }],
    ['article-amp-topic', { amp: true, ampOf: 'article-topic', layout: 'amp' }],
    ['auth-flow', { maxAge: 0, screen: 'auth-flow', layout: 'empty' }],
    // The identity provider's way back: never cached, no header, no edition.
    [
      'auth-callback',
      { maxAge: 0, screen: 'auth-callback', layout: 'empty', path: '/auth/callback/' },
    ],
    ['about', { maxAge: 7200, screen: 'static', content: { type: 'static', slug: 'about' } }],
    [
      'dynamic-feature',
      { screen: 'feature', content: { type: 'feature', slug: { param: 'slug' } } },
    ],
    [
      'innovation-index',
      { screen: 'feature', content: { type: 'feature', slug: 'innovation-index' } },
    ],
    ['video-door', { featureSlug: 'video', screen: 'door' }],
    ['gallery', { ampVariant: 'gallery-amp', screen: 'gallery' }],
    ['gallery-amp', { amp: true, ampOf: 'gallery', layout: 'amp' }],
    ['member', { maxAge: 0, screen: 'member' }],
    ['review', { ampVariant: 'review-amp', screen: 'review' }],
    ['review-amp', { amp: true, ampOf: 'review', layout: 'amp' }],
    ['static-error', { maxAge: 0, screen: 'error', layout: 'error' }],
    ['author-profile', { screen: 'author', content: { type: 'author', slug: { param: 'slug' } } }],
    ['search', { maxAge: 300, content: { type: 'search', slug: 'results' } }],
  ])('%s carries the metadata of the spec', (name, expected) => {
    expect(getRoute(name)).toMatchObject(expected);
  });

  it.each<RouteName>([
    'about',
    'editorial-guidelines',
    'newsletters',
    'reprints',
    'do-not-sell',
    'privacy-policy',
    'meet-the-team',
    'sitemap',
    'rssfeeds',
    'advertise',
    'recommends',
  ])('static page %s has the static screen and its own name as content slug', (name) => {
    expect(getRoute(name)).toMatchObject({
      screen: 'static',
      content: { type: 'static', slug: name },
    });
  });

  it('shows the large header unless a route says otherwise: stories and the member area do (spec 001 s2)', () => {
    expect(names((r) => !r.showLargeHeader)).toEqual(
      [
        ...AMP_ROUTES,
        'article',
        'article-topic',
        'article-topic-longform',
        'sponsored-article',
        'gallery',
        'review',
        'video',
        'video-share',
        'video-sponsored',
        'member',
      ].sort(),
    );
    for (const name of ['front-door', 'news', 'reviews', 'about', 'topic', 'search'] as const) {
      expect(getRoute(name).showLargeHeader).toBe(true);
    }
  });

  it('hides the header on AMP routes, the static error page and the sign-in flow', () => {
    expect(names((r) => !r.showHeader)).toEqual(
      [...AMP_ROUTES, 'auth-callback', 'auth-flow', 'static-error'].sort(),
    );
  });

  it('has editions on every content route, not on member, the sign-in flow and the error page', () => {
    expect(names((r) => !r.editions)).toEqual([
      'auth-callback',
      'auth-flow',
      'member',
      'static-error',
      'user-logout',
    ]);
  });

  it('pairs every AMP copy with its route', () => {
    expect(names((r) => r.amp)).toEqual([...AMP_ROUTES].sort());
    for (const route of ROUTES) {
      if (route.ampVariant) expect(getRoute(route.ampVariant).ampOf).toBe(route.name);
      if (route.ampOf) {
        expect(getRoute(route.ampOf).ampVariant).toBe(route.name);
        expect(route).toMatchObject({ layout: 'amp', screen: getRoute(route.ampOf).screen });
      }
    }
  });

  it('enables seamless scrolling on the article routes', () => {
    expect(names((r) => r.seamless)).toEqual(['article', 'article-topic']);
  });

  it('throws on an unknown route name', () => {
    expect(() => getRoute('nope' as RouteName)).toThrow(/nope/);
  });
});

describe('contentSlugFor', () => {
  it.each<[string, string]>([
    ['/', 'home'],
    ['/news/2/', 'news'],
    ['/video/', 'video'],
    ['/about/', 'about'],
    ['/article/some-slug/', 'some-slug'],
    ['/finance/credit-cards/some-slug/', 'some-slug'],
    ['/members/newsletters/', 'newsletters'],
    ['/auth/flow/terms-of-service/', 'terms-of-service'],
    ['/search/', 'results'],
  ])('%s is fed by composer page slug %s', (path, slug) => {
    const match = matchPath(path);
    if (match.kind !== 'page') throw new Error(`${path} should be a page`);
    expect(contentSlugFor(match.route, match.params)).toBe(slug);
  });

  it('throws when the slug parameter is missing', () => {
    expect(() => contentSlugFor(getRoute('article'), {})).toThrow(/slug/);
  });
});
