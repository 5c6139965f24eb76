/** Page components of every type of spec 000 s1, in the content API's shape, for screen tests. */
import type {
  Author,
  ComponentError,
  ContentLink,
  EditorialLink,
  Feature,
  FeatureRow,
  Page,
  PageComponent,
  Paging,
} from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import { FOOTER, HEADER, link } from './pages';

let counter = 0;

/** A component named `name` of `componentType`, loaded unless `errors` are given. */
export function typed(
  componentType: string,
  name: string,
  content: Partial<PageComponent> = {},
  errors: ComponentError[] = [],
): PageComponent {
  counter += 1;
  return {
    name,
    fetcherName: `${name}Fetcher`,
    status: errors[0]?.code ?? 200,
    errors,
    meta: {
      componentName: name,
      componentDisplayName: content.list?.title ?? name,
      componentType,
      links: {
        self: {
          href: `/api/neutron/composer/bytewire/components/test/page/${name}?n=${counter}`,
        },
      },
    },
    ...content,
  };
}

export function pageOf(
  pageType: string,
  title: string,
  components: PageComponent[],
  meta: Partial<Page['meta']> = {},
): Page {
  return {
    pageType,
    id: `${pageType}-page`,
    queryParams: {},
    header: HEADER,
    footer: FOOTER,
    meta: { title, ...meta },
    components,
    isSeamless: false,
  };
}

export function links(from: number, count: number): ContentLink[] {
  return Array.from({ length: count }, (_, i) => link(from + i));
}

/** A paged listing: page `page` of `total` items, 20 a page, with a next link when more follow. */
export function pagedList(
  componentType: string,
  name: string,
  total: number,
  page = 1,
  extra: Partial<PageComponent> = {},
): PageComponent {
  const limit = 20;
  const offset = (page - 1) * limit;
  const paging: Paging = { limit, offset, total };
  const component = typed(componentType, name, {
    items: links(offset + 1, Math.max(0, Math.min(limit, total - offset))),
    paging,
    ...extra,
  });
  const href = (n: number) =>
    `/api/neutron/composer/bytewire/components/tag/test/${name}?pageNumber=${n}&edition=us`;
  component.meta.links = {
    self: { href: href(page) },
    next: offset + limit < total ? { href: href(page + 1) } : undefined,
  };
  return component;
}

export const AUTHOR: Author = {
  id: 'u-7',
  firstName: 'Simon',
  lastName: 'Achterberg',
  title: 'Senior Editor',
  bureau: 'Sydney',
  bio: 'Simon Achterberg covers networking and the home office.',
  image: {
    id: 'i-7',
    path: '/2025/simon.jpg',
    imageUrl: '/placeholder/400x400.svg?seed=simon',
    width: 400,
    height: 400,
    alt: 'Headshot of Simon Achterberg',
  },
  socialProfileIds: {
    twitter: 'simonachterberg',
    facebookProfile: 'https://www.facebook.com/simonachterberg',
    instagram: 'simon.a',
  },
  profile: {
    id: 'p-7',
    bureau: 'Sydney',
    expertise: 'mesh networks, routers and the home office',
    education: 'B.Sc. in Computer Science',
  },
};

/** A contributor: no bureau, so no profile page. */
export const CONTRIBUTOR: Author = { id: 'u-8', firstName: 'Amara', lastName: 'Nwosu' };

export const EDITORIAL_LINKS: EditorialLink[] = [
  { label: 'Sections', linkText: 'News', linkUrl: '/news/' },
  { label: 'Sections', linkText: 'Reviews', linkUrl: '/reviews/' },
  { label: 'Topics', linkText: 'Laptops', linkUrl: '/topic/laptops/' },
  { label: 'About us', linkText: 'Privacy policy', linkUrl: '/privacy-policy/' },
];

export function feature(rows: FeatureRow[], title = 'Innovation Index'): Feature {
  return { slug: 'innovation-index', title, description: 'What matters next.', rows };
}

export const PUBLISHED = toContentDate(new Date(Date.now() - 2 * 3600 * 1000));
