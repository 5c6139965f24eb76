import type { PageResponse } from '@bytewire/contracts';

/** The smallest page the contracts accept: one loaded Article component. */
export const ARTICLE_PAGE: PageResponse = {
  data: {
    pageType: 'article',
    id: 'page-1',
    queryParams: {},
    meta: { title: 'A headline' },
    isSeamless: false,
    components: [
      {
        name: 'article',
        fetcherName: 'article',
        status: 200,
        errors: [],
        meta: {
          componentName: 'article',
          componentDisplayName: 'Article',
          componentType: 'Article',
        },
        item: { id: 'a1', slug: 'a-slug', headline: 'A headline', body: '<p>A body.</p>' },
      },
    ],
  },
};
