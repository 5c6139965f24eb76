/**
 * One gallery photo with its caption, on a gallery page and in the AMP copy: the item's
 * title, its text (the platform's HTML, sanitised; else the plain description) and the photo
 * credit. `position` ("n of N") goes above the photo where the page has no pager to say it.
 */
import type { GalleryItem } from '@bytewire/contracts';
import { useId } from 'react';
import { SafeHtml } from '../../body/SafeHtml';
import { ContentImage } from '../../components/ContentImage';
import { itemCredit, itemTitle } from '../gallery-item';
import styles from './GallerySlideView.module.css';

interface GallerySlideViewProps {
  item: GalleryItem;
  page: number;
  position?: string;
}

export function GallerySlideView({ item, page, position }: GallerySlideViewProps) {
  const headingId = useId();
  const credit = itemCredit(item);
  return (
    <figure className={styles.root} aria-labelledby={headingId} data-testid="gallery-slide">
      {/* Styled in AMP only (amp/amp-stylesheet.ts): the site's pages have a pager instead. */}
      {position ? <p className="gallery-slide__position">{position}</p> : null}
      <div className={styles.frame}>
        <ContentImage image={item.image} className={styles.image} size="col_12_wide" priority />
      </div>
      <figcaption className={styles.caption}>
        <h2 id={headingId}>{itemTitle(item) ?? `Photo ${page}`}</h2>
        {item.body ? (
          <SafeHtml html={item.body} className={styles.text} />
        ) : item.description ? (
          <p className={styles.text}>{item.description}</p>
        ) : null}
        {credit ? <p className={styles.credit}>{`Photo: ${credit}`}</p> : null}
      </figcaption>
    </figure>
  );
}
