/**
 * The top of an AMP story (article, review): StoryHeader's headline, dek, byline with dates
 * and hero with caption and credits, the hero as an `<amp-img>`.
 */
import type { Author, ContentDate, Image } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { Byline } from '../components/Byline';
import { AmpImage } from './AmpImage';

interface AmpStoryHeaderProps {
  headline?: string;
  dek?: string;
  author?: Author;
  published?: ContentDate;
  updated?: ContentDate;
  image?: Image;
  badge?: ReactNode;
}

export function AmpStoryHeader({
  headline,
  dek,
  author,
  published,
  updated,
  image,
  badge,
}: AmpStoryHeaderProps) {
  const caption = [image?.caption, image?.credits].filter(Boolean).join(' · ');
  return (
    <>
      <header>
        {badge}
        <h1>{headline}</h1>
        {dek ? <p className="article__dek">{dek}</p> : null}
        <Byline author={author} published={published} updated={updated} />
      </header>
      {image?.imageUrl ? (
        <figure className="hero">
          <AmpImage image={image} size="col_12_wide" />
          {caption ? <figcaption>{caption}</figcaption> : null}
        </figure>
      ) : null}
    </>
  );
}
