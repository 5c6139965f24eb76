/**
 * The header menus' data (spec 001 s2 "Header menus"), one source for the composer's page
 * header and the `header_links` resource: the editorial links that end each Topics menu, the
 * More menu and the buying guides' selection.
 */
import type { NavLink } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import type { ContentEntry, CorpusIndex } from '../corpus/corpus-index';

/** Each Topics menu ends with editorial links into its area. */
export const MENU_EDITORIAL: Readonly<Record<string, readonly NavLink[]>> = {
  Tech: [
    { label: 'Best products', url: '/best-products/' },
    { label: 'Reviews', url: '/reviews/' },
  ],
  Innovation: [{ label: 'Innovation Index', url: contentItemPath('feature', 'innovation-index') }],
  Business: [{ label: 'In depth', url: '/in-depth/' }],
  Security: [{ label: 'Security basics', url: contentItemPath('feature', 'security-basics') }],
  Advice: [
    { label: 'How-to', url: '/how-to/' },
    { label: 'Deals', url: '/deals/' },
  ],
};

/**
 * A link of the More menu. The resource links by topic slug, then named route, else by `url`
 * (spec 001 s5); the page header always links by `url`, which is the path the route has.
 */
export interface MoreLink {
  linkText: string;
  url: string;
  topicSlug?: string;
  route?: string;
}

/** The More menu, in order (spec 001 s2). */
export const MORE_LINKS: readonly MoreLink[] = [
  { linkText: 'See all topics', route: 'topics', url: '/topic/' },
  { linkText: 'Finance', topicSlug: 'finance', url: contentItemPath('topic', 'finance') },
  { linkText: 'Education', topicSlug: 'education', url: contentItemPath('topic', 'education') },
  { linkText: 'Health', topicSlug: 'health', url: contentItemPath('topic', 'health') },
  { linkText: 'Special features', url: contentItemPath('collection', 'holiday-gift-guide') },
  { linkText: 'In depth', route: 'indepth-door', url: '/in-depth/' },
  { linkText: 'Recommends', url: '/recommends/' },
  { linkText: 'Newsletters', route: 'newsletters', url: '/newsletters/' },
  { linkText: 'Videos', route: 'video-door', url: '/video/' },
  {
    linkText: 'Editorial guidelines',
    route: 'editorial_guidelines',
    url: '/editorial-guidelines/',
  },
];

/** How many buying guides the menu shows. */
export const BUYING_GUIDE_COUNT = 8;

/** Buying guides: the newest best-list articles that are not paid content. */
export function buyingGuideEntries(index: CorpusIndex): ContentEntry[] {
  return index
    .editorial(['article'])
    .filter((e) => e.item.subType === 'best-list')
    .slice(0, BUYING_GUIDE_COUNT);
}

/** The corpus name of a topic, or its slug when the corpus lacks it. */
export function topicName(index: CorpusIndex, slug: string): string {
  return index.topics.get(slug)?.name ?? slug;
}
