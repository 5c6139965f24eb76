/**
 * The top of a story page (article, review), on the site and in its AMP copy: headline, dek,
 * byline (authors, co-authors, editors) with dates and the share bar (not in AMP), then the
 * hero image with its caption and credits (ContentImage prints the `<amp-img>` in AMP mode). `badge` goes above the headline
 * (e.g. Editors' Choice). The dek and the hero are the same under a gallery's title and on a
 * page added by seamless scrolling (StoryDek, StoryHero).
 */
import type { Article, Image, Review } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { StoryShareBar } from '../../chrome/share/StoryShareBar';
import { Byline } from '../Byline/Byline';
import { ArtDirectedImage } from '../ArtDirectedImage/ArtDirectedImage';
import styles from './StoryHeader.module.css';

/** What the header shows of an article or a review. */
export type HeaderStory = Pick<
  Article | Review,
  | 'id'
  | 'headline'
  | 'dek'
  | 'author'
  | 'moreAuthors'
  | 'editors'
  | 'datePublished'
  | 'dateUpdated'
  | 'image'
  | 'canonicalUrl'
>;

interface StoryHeaderProps {
  story: HeaderStory;
  badge?: ReactNode;
}

/** The standfirst under a headline; nothing without one. */
export function StoryDek({ dek }: { dek: string | undefined }) {
  return dek ? <p className={styles.dek}>{dek}</p> : null;
}

/**
 * The story's image with its caption and credits; nothing without one. `priority` for the
 * page's own hero (loaded first); a page added below the fold loads it lazily.
 */
export function StoryHero({
  image,
  mobileImage,
  priority = false,
}: {
  image?: Image;
  /** An article's picture for small screens (ArtDirectedImage). */
  mobileImage?: unknown;
  priority?: boolean;
}) {
  if (!image?.imageUrl) return null;
  const caption = [image.caption, image.credits].filter(Boolean).join(' · ');
  return (
    <figure className={styles.hero} data-testid="hero">
      <ArtDirectedImage
        image={image}
        mobileImage={mobileImage}
        priority={priority}
        size="col_12_wide"
        sizes="(max-width: 44rem) 100vw, 44rem"
      />
      {caption ? <figcaption>{caption}</figcaption> : null}
    </figure>
  );
}

export function StoryHeader({ story, badge }: StoryHeaderProps) {
  const { headline, dek, author, moreAuthors, editors, datePublished, dateUpdated, image } = story;
  return (
    <>
      <header>
        {badge}
        <h1>{headline}</h1>
        <StoryDek dek={dek} />
        <Byline
          author={author}
          moreAuthors={moreAuthors}
          editors={editors}
          published={datePublished}
          updated={dateUpdated}
        />
        <StoryShareBar story={story} />
      </header>
      <StoryHero
        image={image}
        mobileImage={'mobileImage' in story ? story.mobileImage : undefined}
        priority
      />
    </>
  );
}
