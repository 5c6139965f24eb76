/**
 * One gallery photo with its caption: the item's title, its text (the platform's HTML,
 * sanitised; else the plain description) and the photo credit.
 */
import type { GalleryItem } from '@bytewire/contracts';
import { SafeHtml } from '../body/SafeHtml';
import { ContentImage } from '../components/ContentImage';
import { itemCredit, itemTitle } from './gallery-item';

interface GallerySlideViewProps {
  item: GalleryItem;
  page: number;
  headingId: string;
}

export function GallerySlideView({ item, page, headingId }: GallerySlideViewProps) {
  const credit = itemCredit(item);
  return (
    <figure className="gallery-slide" aria-labelledby={headingId}>
      <div className="gallery-slide__frame">
        <ContentImage
          image={item.image}
          className="gallery-slide__image"
          size="col_12_wide"
          priority
        />
      </div>
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
