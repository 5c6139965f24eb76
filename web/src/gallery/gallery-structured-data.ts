/**
 * Structured data (schema.org JSON-LD) of a gallery: an ImageGallery whose headline is the
 * gallery's title cut to 106 characters (spec 000 s9, `galleryHeadline`), with its photos as
 * associated media in reading order. Every page of a gallery writes the same block, naming
 * the gallery's first page as its URL: the block describes the gallery, not one slide.
 * Images are resize URLs with their sizes (seo/schema-image): the cover at the three
 * article_schema ratios of spec 000 s9, each photo at the size its slide shows it.
 */
import { galleryHeadline } from '@bytewire/article-text';
import type { Gallery, GalleryItem } from '@bytewire/contracts';
import type { JsonLdObject } from '../seo/json-ld';
import { imageObjects, type SchemaImageOf } from '../seo/schema-image';
import {
  compact,
  publicationFields,
  SCHEMA_CONTEXT,
  type StructuredDataSite,
} from '../seo/structured-data-parts';
import { itemCredit, itemTitle } from './gallery-item';

/** The size GallerySlideView (and the AMP gallery) shows a photo at. */
export const GALLERY_PHOTO_SIZE = 'col_12_wide';

function photo(item: GalleryItem, position: number, imageOf: SchemaImageOf) {
  const image = imageOf(item.image, GALLERY_PHOTO_SIZE);
  if (!image) return undefined;
  return compact({
    '@type': 'ImageObject',
    contentUrl: image.url,
    position,
    name: itemTitle(item),
    caption: item.description ?? item.image?.caption,
    creditText: itemCredit(item),
    width: image.width,
    height: image.height,
  });
}

/**
 * `items` in reading order (see galleryItems); `galleryUrl` the absolute URL of page 1;
 * `imageOf` gives an image at a size (useSchemaImageOf).
 */
export function galleryStructuredData(
  gallery: Gallery,
  items: readonly GalleryItem[],
  site: StructuredDataSite,
  galleryUrl: string,
  imageOf: SchemaImageOf,
): JsonLdObject {
  const photos = items.flatMap((item, i) => photo(item, i + 1, imageOf) ?? []);
  const cover = items.find((item) => imageOf(item.image, GALLERY_PHOTO_SIZE))?.image;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'ImageGallery',
    url: galleryUrl,
    headline: galleryHeadline(gallery.title),
    description: gallery.dek,
    image: imageObjects(cover, imageOf),
    numberOfItems: items.length,
    associatedMedia: photos.length > 0 ? photos : undefined,
    ...publicationFields(gallery, site),
  });
}
