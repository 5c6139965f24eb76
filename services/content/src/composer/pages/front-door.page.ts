import { NotFoundException } from '@nestjs/common';
import type { ContentLink, EditorialLink } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import { quote } from '../../common/inputs';
import { listing } from '../components';
import type { PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { pageWindow } from '../paging';
import { ShownStories } from '../shown-stories';
import { POPULAR_ARTICLE_TYPES } from '../../chrome/trending-stories';

const LATEST_PAGE_SIZE = 12;
/** Breaking news: the newest news story, when it is at most this old. */
const BREAKING_WINDOW_MS = 6 * 3_600_000;

const EDITORIAL_LINKS: readonly EditorialLink[] = [
  {
    label: 'Special features',
    linkText: 'Holiday Gift Guide',
    linkUrl: contentItemPath('collection', 'holiday-gift-guide'),
  },
  {
    label: 'Special features',
    linkText: 'Innovation Index',
    linkUrl: contentItemPath('feature', 'innovation-index'),
  },
  {
    label: 'Popular topics',
    linkText: 'AI',
    linkUrl: contentItemPath('topic', 'artificial-intelligence'),
  },
  { label: 'Popular topics', linkText: 'Security', linkUrl: contentItemPath('topic', 'security') },
  { label: 'Popular topics', linkText: 'Laptops', linkUrl: contentItemPath('topic', 'laptops') },
  { label: 'Advice', linkText: 'How-to guides', linkUrl: '/how-to/' },
  { label: 'Advice', linkText: 'Best products', linkUrl: '/best-products/' },
  { label: 'Advice', linkText: 'Deals', linkUrl: '/deals/' },
];

/** The home page: breaking news, the lead story, top stories, latest, reviews, video, pictures. */
export function frontDoorPage(ctx: PageContext): PageBody {
  const { index, req } = ctx;
  if (req.slug !== 'home')
    throw new NotFoundException(`The front door has one page, "home"; got ${quote(req.slug)}`);
  const editorial = index.editorial();
  const articles = editorial.filter((e) => e.kind === 'article' && e.item.subType !== 'deals');
  const newest = index.entries[0]?.published ?? 0;
  const breaking = articles
    .filter((e) => e.item.subType === 'news' && newest - e.published <= BREAKING_WINDOW_MS)
    .slice(0, 1);
  const [lead, ...rest] = articles;
  const top = rest.slice(0, 8);
  // Every section after the lead lists stories the sections above it did not (the breaking
  // news bar is an alert about a story, not a list: it may point at the lead).
  const shown = new ShownStories();
  shown.mark(lead ? [lead, ...top] : top);
  const latestEntries = editorial.filter((e) => !(e === lead || top.includes(e)));
  const latest = latestEntries.map((e) => e.link);
  const latestWindow = pageWindow(req.pageNumber, latest.length, LATEST_PAGE_SIZE);
  shown.mark(latestEntries.slice(latestWindow.offset, latestWindow.offset + latestWindow.limit));
  const links = (kinds: string[], n: number): ContentLink[] =>
    shown
      .take(
        editorial.filter((e) => kinds.includes(e.kind)),
        n,
      )
      .map((e) => e.link);
  const reviews = links(['review'], 6);
  const videos = links(['video'], 4);
  const pictures = links(['gallery'], 4);
  const trending = shown
    .take(
      articles.filter((e) => POPULAR_ARTICLE_TYPES.has(e.item.subType ?? '')),
      6,
    )
    .map((e) => e.link);

  return {
    id: 'front-door:home',
    meta: {
      title: 'Technology news, reviews and buying advice',
      description: `${ctx.publicationName} tests the products and explains the technology that shape your work and life.`,
      canonicalUrl: '/',
    },
    components: [
      listing(
        ctx,
        { name: 'breakingNews', displayName: 'Breaking News', type: 'ContentList' },
        breaking.map((e) => e.link),
      ),
      listing(
        ctx,
        { name: 'leadStory', displayName: 'Lead Story', type: 'ContentList' },
        lead ? [lead.link] : [],
        { required: true },
      ),
      listing(
        ctx,
        { name: 'topStories', displayName: 'Top Stories', type: 'ContentList' },
        top.map((e) => e.link),
        {
          list: { title: 'Top stories' },
        },
      ),
      listing(ctx, { name: 'latest', displayName: 'Latest', type: 'ContentList' }, latest, {
        window: latestWindow,
        list: { title: 'The latest', viewMoreText: 'See all the latest', viewMoreUrl: '/latest/' },
      }),
      listing(ctx, { name: 'reviews', displayName: 'Reviews', type: 'ContentList' }, reviews, {
        list: { title: 'Latest reviews', viewMoreText: 'All reviews', viewMoreUrl: '/reviews/' },
      }),
      listing(ctx, { name: 'videos', displayName: 'Videos', type: 'VideoList' }, videos, {
        list: { title: 'Video', viewMoreText: 'More videos', viewMoreUrl: '/video/' },
      }),
      listing(ctx, { name: 'pictures', displayName: 'Pictures', type: 'ContentList' }, pictures, {
        list: { title: 'Pictures', viewMoreText: 'More galleries', viewMoreUrl: '/pictures/' },
      }),
      listing(ctx, { name: 'trending', displayName: 'Trending', type: 'ContentList' }, trending, {
        list: { title: 'Trending now' },
      }),
      listing(
        ctx,
        { name: 'editorialLinks', displayName: 'Editorial Links', type: 'EditorialLinks' },
        EDITORIAL_LINKS,
        {
          list: { componentLabel: 'Explore' },
        },
      ),
    ],
  };
}
