/**
 * A picture gallery as an AMP page: every photo on one page, in reading order, each with its
 * position ("n of N"), title, text and credit, and the gallery's ImageGallery JSON-LD. The
 * gallery's canonical page is its first page (gallery/gallery-slides).
 */
import type { Gallery, GalleryItem } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import { useId } from 'react';
import type { PageContent } from '../app/page-loader';
import { SafeHtml } from '../body/SafeHtml';
import { Byline } from '../components/Byline';
import { itemCredit, itemTitle } from '../gallery/gallery-item';
import { galleryItems, slidePosition } from '../gallery/gallery-slides';
import { GalleryJsonLd } from '../gallery/GalleryJsonLd';
import { useAmpCanonical } from './amp-canonical';
import { AmpHead } from './AmpHead';
import { AmpImage } from './AmpImage';

interface AmpGalleryProps {
  gallery: Gallery;
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}

function AmpGallerySlide({
  item,
  page,
  total,
}: {
  item: GalleryItem;
  page: number;
  total: number;
}) {
  const headingId = useId();
  const credit = itemCredit(item);
  return (
    <figure className="gallery-slide" aria-labelledby={headingId}>
      <p className="gallery-slide__position">{slidePosition(page, total)}</p>
      <AmpImage image={item.image} size="col_12_wide" className="gallery-slide__image" />
      <figcaption className="gallery-slide__caption">
        <h2 id={headingId}>{itemTitle(item) ?? `Photo ${page}`}</h2>
        {item.body ? (
          <SafeHtml html={item.body} className="gallery-slide__text" />
        ) : item.description ? (
          <p className="gallery-slide__text">{item.description}</p>
        ) : null}
        {credit ? <p className="gallery-slide__credit">{`Photo: ${credit}`}</p> : null}
      </figcaption>
    </figure>
  );
}

export function AmpGallery({ gallery, page, route, params }: AmpGalleryProps) {
  const canonical = useAmpCanonical(route, params);
  const items = galleryItems(gallery);
  return (
    <article className="gallery">
      <AmpHead
        title={page.meta.title || gallery.title}
        description={page.meta.description || gallery.dek}
        canonicalUrl={canonical.url}
      />
      <GalleryJsonLd gallery={gallery} items={items} url={canonical.url} />
      <header className="gallery__header">
        <h1>{gallery.title}</h1>
        {gallery.dek ? <p className="article__dek">{gallery.dek}</p> : null}
        <Byline
          author={gallery.author}
          published={gallery.datePublished}
          updated={gallery.dateUpdated}
        />
      </header>
      <ol className="gallery-slides">
        {items.map((item, i) => (
          <li key={`${i}-${item.id ?? ''}`}>
            <AmpGallerySlide item={item} page={i + 1} total={items.length} />
          </li>
        ))}
      </ol>
    </article>
  );
}
