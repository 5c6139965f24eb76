/**
 * The top of a story page (article, review), on the site and in its AMP copy: headline, dek,
 * byline with dates and the share bar (not in AMP), then the hero image with its caption and
 * credits (ContentImage prints the `<amp-img>` in AMP mode). `badge` goes above the headline
 * (e.g. Editors' Choice).
 */
import type { Article, Review } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { StoryShareBar } from '../chrome/share/StoryShareBar';
import { Byline } from './Byline';
import { ContentImage } from './ContentImage';

/** What the header shows of an article or a review. */
export type HeaderStory = Pick<
  Article | Review,
  'id' | 'headline' | 'dek' | 'author' | 'datePublished' | 'dateUpdated' | 'image' | 'canonicalUrl'
>;

interface StoryHeaderProps {
  story: HeaderStory;
  badge?: ReactNode;
}

export function StoryHeader({ story, badge }: StoryHeaderProps) {
  const { headline, dek, author, datePublished, dateUpdated, image } = story;
  const caption = [image?.caption, image?.credits].filter(Boolean).join(' · ');
  return (
    <>
      <header>
        {badge}
        <h1>{headline}</h1>
        {dek ? <p className="article__dek">{dek}</p> : null}
        <Byline author={author} published={datePublished} updated={dateUpdated} />
        <StoryShareBar story={story} />
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
