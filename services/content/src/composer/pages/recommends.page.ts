import type { PageComponent } from '@bytewire/contracts';
import { doorPath } from '@bytewire/routes';
import { listing } from '../components';
import type { PageContext } from '../page-context';

/** Picks shown per list: a page to scan, not a door to page through. */
const PICKS_PER_LIST = 12;

/**
 * The recommends page (`/recommends/`, the More menu's "recommends" of spec 001 s2): what the
 * editors recommend, newest first: the products that earned Editors' Choice, then the buying
 * guides, each list leading on to the door that has them all.
 */
export function recommendsComponents(ctx: PageContext): PageComponent[] {
  const { index } = ctx;
  const picks = index.withTag('editors-choice').slice(0, PICKS_PER_LIST);
  const guides = index.articlesOfSubType('best-list').slice(0, PICKS_PER_LIST);
  return [
    listing(
      ctx,
      { name: 'editorsChoice', displayName: "Editors' Choice", type: 'ContentList' },
      picks.map((e) => e.link),
      {
        list: {
          title: "Editors' Choice",
          description: 'Products that scored 8.5 or higher in our testing.',
          viewMoreText: 'All reviews',
          viewMoreUrl: doorPath('reviews'),
        },
      },
    ),
    listing(
      ctx,
      { name: 'buyingGuides', displayName: 'Buying guides', type: 'ContentList' },
      guides.map((e) => e.link),
      {
        list: {
          title: 'Buying guides',
          description: 'The best products we have tested, category by category.',
          viewMoreText: 'All buying guides',
          viewMoreUrl: doorPath('best-products'),
        },
      },
    ),
  ];
}
