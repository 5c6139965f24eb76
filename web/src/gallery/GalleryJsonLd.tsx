/** The ImageGallery JSON-LD of a gallery page, HTML or AMP (see gallery-structured-data). */
import type { Gallery, GalleryItem } from '@bytewire/contracts';
import { useRootData } from '../app/use-root-data';
import { JsonLd } from '../seo/json-ld';
import { useSchemaImageOf } from '../seo/use-schema-image';
import { galleryStructuredData } from './gallery-structured-data';

interface GalleryJsonLdProps {
  gallery: Gallery;
  /** In reading order (galleryItems). */
  items: readonly GalleryItem[];
  /** Absolute URL of the gallery's first page. */
  url: string;
}

export function GalleryJsonLd({ gallery, items, url }: GalleryJsonLdProps) {
  const { site } = useRootData();
  const imageOf = useSchemaImageOf();
  return <JsonLd data={galleryStructuredData(gallery, items, site, url, imageOf)} />;
}
