import { NotFoundException } from '@nestjs/common';
import { topicLink } from '../../corpus/content-links';
import { quote } from '../../common/inputs';
import type { FinderService } from '../../finder/finder.service';
import { listing } from '../components';
import type { PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { DOOR_PAGE_SIZE, pageWindow } from '../paging';

/** Search results for `q` (slug `results`); an empty query gives an empty list. */
export function searchPage(ctx: PageContext, finder: FinderService): PageBody {
  if (ctx.req.slug !== 'results')
    throw new NotFoundException(
      `The search page has one slug, "results"; got ${quote(ctx.req.slug)}`,
    );
  const q = (ctx.req.q ?? '').trim();
  const links = finder.search(q).map((e) => e.link);
  const window = pageWindow(ctx.req.pageNumber, links.length, DOOR_PAGE_SIZE);
  const title = q ? `Search results for "${q}"` : 'Search';
  return {
    id: 'search:results',
    meta: {
      title,
      description: q ? `${links.length} results for "${q}"` : undefined,
      canonicalUrl: '/search/',
      noIndex: true,
    },
    components: [
      listing(
        ctx,
        { name: 'searchResults', displayName: 'Search results', type: 'SmartSearchResults' },
        links,
        {
          window,
          required: true,
          list: {
            title,
            relatedItems: finder
              .topics(q)
              .slice(0, 8)
              .map((t) => topicLink(t)),
          },
        },
      ),
    ],
  };
}
