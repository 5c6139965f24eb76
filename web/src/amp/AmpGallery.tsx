/**
 * A picture gallery as an AMP page: every photo on one page, in reading order, each with its
 * position ("n of N"), title, text and credit (the gallery page's GallerySlideView), and the
 * gallery's ImageGallery JSON-LD. The gallery's canonical page is its first page
 * (gallery/gallery-slides).
 */
import type { Gallery } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';
import { galleryItems, slidePosition } from '../gallery/gallery-slides';
import { GalleryHeader } from '../gallery/GalleryHeader/GalleryHeader';
import { GalleryJsonLd } from '../gallery/GalleryJsonLd';
import { GallerySlideView } from '../gallery/GallerySlideView/GallerySlideView';
import { useAmpCanonical } from './amp-canonical';
import { AmpHead } from './AmpHead';

interface AmpGalleryProps {
  gallery: Gallery;
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}

export function AmpGallery({ gallery, page, route, params }: AmpGalleryProps) {
  // The gallery's own canonical URL is its first page (the page meta's is the slide's).
  const canonical = useAmpCanonical(route, params, gallery.canonicalUrl);
  const items = galleryItems(gallery);
  return (
    // `gallery` and `gallery-slides`: classes of the AMP stylesheet only (amp-stylesheet.ts).
    <article className="gallery">
      <AmpHead
        title={page.meta.title || gallery.title}
        description={page.meta.description || gallery.dek}
        canonicalUrl={canonical.url}
      />
      <GalleryJsonLd gallery={gallery} items={items} url={canonical.url} />
      <GalleryHeader gallery={gallery} />
      <ol className="gallery-slides">
        {items.map((item, i) => (
          <li key={`${i}-${item.id ?? ''}`}>
            <GallerySlideView
              item={item}
              page={i + 1}
              position={slidePosition(i + 1, items.length)}
            />
          </li>
        ))}
      </ol>
    </article>
  );
}
