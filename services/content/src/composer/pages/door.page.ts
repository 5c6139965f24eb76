import { buildPath, doorRouteFor, getRoute } from '@bytewire/routes';
import { NotFoundException } from '@nestjs/common';
import type { ContentEntry, CorpusIndex } from '../../corpus/corpus-index';
import { lookup, quote } from '../../common/inputs';
import { listing } from '../components';
import type { PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { DOOR_PAGE_SIZE, pagedMeta, pagedPath, pageWindow } from '../paging';

interface DoorDef {
  title: string;
  description: string;
  entries: (index: CorpusIndex) => readonly ContentEntry[];
  /** Its list is a VideoList. */
  video?: boolean;
}

/** The doors of spec 000 s2: one screen, a feature slug each. */
export const DOORS: Readonly<Record<string, DoorDef>> = {
  'best-products': {
    title: 'Best products',
    description: 'Buying guides to the best products we have tested.',
    entries: (i) => i.articlesOfSubType('best-list'),
  },
  deals: {
    title: 'Deals',
    description: 'Discounts on products our reviewers recommend.',
    entries: (i) => i.articlesOfSubType('deals'),
  },
  pictures: {
    title: 'Pictures',
    description: 'Photo galleries of the latest gadgets and the stories behind them.',
    entries: (i) => i.editorial(['gallery']),
  },
  'how-to': {
    title: 'How-to',
    description: 'Step-by-step guides to getting more from your tech.',
    entries: (i) => i.articlesOfSubType('how-to'),
  },
  'in-depth': {
    title: 'In depth',
    description: 'Long reads, investigations and explainers.',
    entries: (i) => i.articlesOfSubType('longform'),
  },
  latest: {
    title: 'Latest',
    description: 'Everything we have published, newest first.',
    entries: (i) => i.editorial(),
  },
  news: {
    title: 'News',
    description: 'The latest technology news.',
    entries: (i) => i.articlesOfSubType('news'),
  },
  'product-comparisons': {
    title: 'Product comparisons',
    description: 'Head-to-head tests to help you choose.',
    entries: (i) => i.articlesOfSubType('comparison'),
  },
  'product-spotlights': {
    title: 'Product spotlights',
    description: 'A closer look at products worth knowing about.',
    entries: (i) => i.articlesOfSubType('spotlight'),
  },
  reviews: {
    title: 'Reviews',
    description: 'In-depth product reviews with ratings you can trust.',
    entries: (i) => i.editorial(['review']),
  },
  video: {
    title: 'Video',
    description: 'Reviews, how-tos and explainers on video.',
    entries: (i) => i.editorial(['video']),
    video: true,
  },
};

/**
 * How a door pages, from its route (libs/routes): the page number in the path where the route
 * has one (/news/2/), else in the query (the video door: /video/2/ would be the video with the
 * slug "2"); any page number taken where the route's rule takes any (the news door).
 */
function doorPaging(featureSlug: string): { pathOf: (page: number) => string; lenient: boolean } {
  const name = doorRouteFor(featureSlug);
  if (!name) throw new NotFoundException(`Unknown door ${quote(featureSlug)}`);
  const rule = getRoute(name).params.pageNumber;
  const firstPage = buildPath(name);
  return {
    pathOf: (page) =>
      rule && page > 1 ? buildPath(name, { pageNumber: String(page) }) : pagedPath(firstPage, page),
    lenient: rule !== undefined && rule.pattern === undefined,
  };
}

/** A door: one paged listing, 20 per page. The news door takes any pageNumber. */
export function doorPage(ctx: PageContext): PageBody {
  const { req } = ctx;
  const door = lookup(DOORS, req.slug);
  if (!door) throw new NotFoundException(`Unknown door ${quote(req.slug)}`);
  const paging = doorPaging(req.slug);
  const links = door.entries(ctx.index).map((e) => e.link);
  const window = pageWindow(req.pageNumber, links.length, DOOR_PAGE_SIZE, paging.lenient);
  const beyond = window.offset >= links.length && window.page > 1;
  return {
    id: `door:${req.slug}`,
    meta: {
      title: window.page > 1 ? `${door.title}, page ${window.page}` : door.title,
      description: door.description,
      ...pagedMeta(window, paging.pathOf),
      // A news page past the end is an empty listing: keep it out of search engines.
      noIndex: beyond || undefined,
    },
    components: [
      listing(
        ctx,
        {
          name: 'doorList',
          displayName: door.title,
          type: door.video ? 'VideoList' : 'ContentList',
        },
        links,
        {
          window,
          required: true,
          list: { title: door.title, description: door.description, slug: req.slug },
        },
      ),
    ],
  };
}
