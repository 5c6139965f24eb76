/** The top of a gallery, on its pages and in its AMP copy: title, dek, byline with dates. */
import type { Gallery } from '@bytewire/contracts';
import { Byline } from '../components/Byline';

export function GalleryHeader({ gallery }: { gallery: Gallery }) {
  return (
    <header className="gallery__header">
      <h1>{gallery.title}</h1>
      {gallery.dek ? <p className="article__dek">{gallery.dek}</p> : null}
      <Byline
        author={gallery.author}
        published={gallery.datePublished}
        updated={gallery.dateUpdated}
      />
    </header>
  );
}
