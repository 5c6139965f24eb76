/**
 * The top of a story page (article, review): headline, dek, byline with dates, then the hero
 * image with its caption and credits. `badge` goes above the headline (e.g. Editors' Choice).
 */
import type { Author, ContentDate, Image } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { Byline } from './Byline';
import { ContentImage } from './ContentImage';

interface StoryHeaderProps {
  headline?: string;
  dek?: string;
  author?: Author;
  published?: ContentDate;
  updated?: ContentDate;
  image?: Image;
  badge?: ReactNode;
}

export function StoryHeader({
  headline,
  dek,
  author,
  published,
  updated,
  image,
  badge,
}: StoryHeaderProps) {
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
          <ContentImage
            image={image}
            priority
            size="col_12_wide"
            sizes="(max-width: 44rem) 100vw, 44rem"
          />
          {caption ? <figcaption>{caption}</figcaption> : null}
        </figure>
      ) : null}
    </>
  );
}
