/**
 * The gallery of a gallery page. Its item was cleaned where the page entered (libs/contracts
 * component-items.ts): a gallery has a slug, a title and a list of items, and an item has an
 * image that can be shown or some text (anything else in the list is left out there).
 */
import { isNonBlankString, type Gallery, type GalleryItem } from '@bytewire/contracts';
import type { PageContent } from '../app/page-loader';
import { firstItemOf } from '../content/component-items';

/** The page's first loaded gallery. */
export function galleryOf(page: PageContent): Gallery | undefined {
  return firstItemOf(page, 'Gallery');
}

/** An item's heading: its title, else its headline. */
export function itemTitle(item: GalleryItem): string | undefined {
  return [item.title, item.headline].find(isNonBlankString);
}

/** Who took the photo: the item's credit, else the image's. */
export function itemCredit(item: GalleryItem): string | undefined {
  return [item.photoCredit, item.image?.credits].find(isNonBlankString);
}
