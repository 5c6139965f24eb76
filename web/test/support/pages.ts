/** Fixture pages in the content API's shape, built from a few parts. */
import type {
  Article,
  ComponentError,
  ContentLink,
  Page,
  PageComponent,
  PageFooter,
  PageHeader,
  Paging,
} from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';

export const HEADER: PageHeader = {
  publicationName: 'Bytewire',
  slogan: 'Technology news, reviews and buying advice',
  menus: [
    {
      label: 'Tech',
      links: [
        { label: 'Laptops', url: '/topic/laptops/' },
        { label: 'Smartphones', url: '/topic/smartphones/' },
      ],
    },
  ],
};

export const FOOTER: PageFooter = {
  slogan: 'Tech that matters',
  columns: {
    alpha: [{ label: 'Topics', url: '/topic/' }],
    beta: [{ label: 'About', url: '/about/' }],
    charlie: [{ label: 'Newsletters', url: '/newsletters/' }],
  },
  copyright: '© 2026 Bytewire. All rights reserved.',
  policyLinks: [{ label: 'Privacy Policy', url: '/privacy-policy/', newTab: true }],
  // As the content API sends it: AMP documents must leave it out (no <picture> there).
  backgroundImage: { desktop: '/placeholder/1440x320.svg', mobile: '/placeholder/390x320.svg' },
};

export function component(
  componentType: string,
  content: Partial<PageComponent>,
  errors: ComponentError[] = [],
): PageComponent {
  return {
    name: `${componentType.toLowerCase()}-main`,
    fetcherName: componentType,
    status: errors.length > 0 ? errors[0].code : 200,
    errors,
    meta: { componentName: componentType, componentDisplayName: componentType, componentType },
    required: true,
    ...content,
  };
}

export function page(pageType: string, title: string, components: PageComponent[]): Page {
  return {
    pageType,
    id: `${pageType}-page`,
    queryParams: {},
    header: HEADER,
    footer: FOOTER,
    meta: { title, description: `${title}: the latest from Bytewire` },
    components,
    isSeamless: false,
  };
}

export const ARTICLE: Article = {
  id: 'a-1',
  slug: 'the-best-laptops-of-the-year',
  headline: 'The best laptops of the year, tested',
  dek: 'We ran 40 machines through our battery and performance suite.',
  body: '<p>After three months of testing, one machine stood out.</p>',
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  datePublished: toContentDate(new Date(Date.now() - 3 * 3600 * 1000)),
  image: {
    id: 'img-1',
    path: '/2026/laptops.jpg',
    imageUrl: 'https://images.example/laptops.jpg',
    width: 1200,
    height: 675,
    alt: 'A row of open laptops',
    credits: 'Photo: Bytewire Labs',
  },
  topics: [{ id: 't-1', slug: 'laptops', name: 'Laptops' }],
};

export function articlePage(article: Article = ARTICLE): Page {
  return page('article', article.headline ?? '', [component('Article', { item: article })]);
}

export function link(n: number): ContentLink {
  return {
    id: `l-${n}`,
    contentType: 'article',
    slug: `story-${n}`,
    title: `Story number ${n}`,
    url: `/article/story-${n}/`,
    description: `What happened in story ${n}`,
    datePublished: toContentDate(new Date(Date.now() - n * 3600 * 1000)),
  };
}

export function doorPage(title: string, paging: Paging): Page {
  const items = Array.from(
    { length: Math.min(paging.limit, paging.total - paging.offset) },
    (_, i) => link(paging.offset + i + 1),
  );
  return page('door', title, [component('ContentList', { items, paging })]);
}

/** A page whose required component failed with `error`. */
export function failedPage(error: ComponentError): Page {
  return page('article', 'Failed', [component('Article', {}, [error])]);
}
