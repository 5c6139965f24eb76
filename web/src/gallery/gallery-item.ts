/**
 * The gallery of a gallery page, narrowed from what the platform sent (the contracts check the
 * page and a content item's core fields only): a gallery needs a slug, a title and a list of items; an item needs an
 * image that can be shown or some text, and anything else in the list is left out.
 */
import { isNonBlankString, isRecord, type Gallery, type GalleryItem } from '@bytewire/contracts';
import { isValidImage } from '@bytewire/media';
import type { PageContent } from '../app/page-loader';
import { componentsOfType } from '../content/component-items';

export function isGallery(value: unknown): value is Gallery {
  return (
    isRecord(value) &&
    isNonBlankString(value.slug) &&
    isNonBlankString(value.title) &&
    Array.isArray(value.items)
  );
}

export function isGalleryItem(value: unknown): value is GalleryItem {
  if (!isRecord(value)) return false;
  const hasText = [value.title, value.headline, value.description, value.body].some(
    isNonBlankString,
  );
  return isValidImage(value.image) || hasText;
}

/** The page's first loaded gallery. */
export function galleryOf(page: PageContent): Gallery | undefined {
  return componentsOfType(page, 'Gallery')
    .map((component) => component.item)
    .find(isGallery);
}

/** An item's heading: its title, else its headline. */
export function itemTitle(item: GalleryItem): string | undefined {
  return [item.title, item.headline].find(isNonBlankString);
}

/** Who took the photo: the item's credit, else the image's. */
export function itemCredit(item: GalleryItem): string | undefined {
  return [item.photoCredit, item.image?.credits].find(isNonBlankString);
}
