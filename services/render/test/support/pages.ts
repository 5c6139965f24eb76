/** Fixture composer pages, in the content API's envelope. */
const CHROME = {
  header: {
    publicationName: 'Bytewire',
    slogan: 'Technology news, reviews and buying advice',
    menus: [{ label: 'Tech', links: [{ label: 'Laptops', url: '/topic/laptops/' }] }],
  },
  footer: {
    slogan: 'Tech that matters',
    columns: { alpha: [], beta: [{ label: 'About', url: '/about/' }], charlie: [] },
    copyright: '© 2026 Bytewire',
    policyLinks: [],
  },
};

function envelope(pageType: string, title: string, components: unknown[]) {
  return {
    data: {
      pageType,
      id: `${pageType}-${title}`,
      queryParams: {},
      meta: { title },
      isSeamless: false,
      components,
      ...CHROME,
    },
  };
}

function articleComponent(item: unknown, errors: unknown[] = []) {
  return {
    name: 'article',
    fetcherName: 'article',
    status: errors.length > 0 ? 500 : 200,
    errors,
    required: true,
    meta: { componentName: 'Article', componentDisplayName: 'Article', componentType: 'Article' },
    item,
  };
}

export const HEADLINE = 'Seven laptops that last a whole working day';

export const ARTICLE_PAGE = envelope('article', HEADLINE, [
  articleComponent({
    id: 'a-1',
    slug: 'long-battery-laptops',
    headline: HEADLINE,
    dek: 'We drained 40 batteries to find them.',
    body: '<p>Battery life is the feature readers ask about most.</p>',
    author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
    datePublished: { date: '2026-01-05 09:30:00.000000', timezone: 'UTC' },
  }),
]);

/** An article with a hero image (storage path and placeholder URL, as the corpus has them). */
export const ILLUSTRATED_HEADLINE = 'The quietest mechanical keyboards';
export const HERO_IMAGE = {
  id: 'img-9',
  path: '/2026/01/05/9f1c/keyboard-hero.jpg',
  imageUrl: '/placeholder/1200x675.svg?seed=9f1c',
  width: 1200,
  height: 675,
  cropGravity: 5,
  alt: 'A keyboard on a desk',
};
export const ILLUSTRATED_PAGE = envelope('article', ILLUSTRATED_HEADLINE, [
  articleComponent({
    id: 'a-9',
    slug: 'quiet-keyboards',
    headline: ILLUSTRATED_HEADLINE,
    body: '<p>We typed on twelve of them.</p>',
    datePublished: { date: '2026-01-05 09:30:00.000000', timezone: 'UTC' },
    image: HERO_IMAGE,
  }),
]);

/** A composer answer whose article slug is a number: a malformed answer, not a JSON error. */
export const WRONG_TYPE_PAGE = envelope('article', 'Wrong type', [
  articleComponent({
    id: 'a-7',
    slug: 7,
    headline: 'A slug that is a number',
    body: '<p>Never shown.</p>',
  }),
]);

export const GONE_PAGE = envelope('article', 'Gone', [
  articleComponent(undefined, [{ code: 404 }]),
]);

export const RENAMED_PAGE = envelope('article', 'Renamed', [
  articleComponent(undefined, [
    {
      code: 301,
      message: 'the slug has changed',
      context: { availableOn: [{ edition: 'us', slug: 'long-battery-laptops' }] },
    },
  ]),
]);

export const HOME_PAGE = envelope('front-door', 'Bytewire', []);
