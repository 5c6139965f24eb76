/**
 * A page added by seamless scrolling: an <article> with the story's headline as an h2 (the
 * landing page keeps the page's one h1), dek, byline (co-authors and editors too) and hero
 * image (its small-screen picture where it has one), the affiliate disclosure where the story
 * earns commission, then the body rendered as on the article screen (ArticleBody: shortcodes,
 * related stories) and about the author. A review adds its rating and bottom line; a video is
 * a card linking to its page. The data-track-* attributes carry the page's tracking data (see
 * tracking.ts).
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArticleBody } from '../../body/ArticleBody';
import { ReviewBody } from '../../body/ReviewBody';
import { AffiliateDisclosure } from '../../chrome/AffiliateDisclosure/AffiliateDisclosure';
import { hasAffiliateLinks } from '../../chrome/AffiliateDisclosure/commerce-story';
import { AuthorBio } from '../../components/AuthorBio/AuthorBio';
import { Byline } from '../../components/Byline/Byline';
import { ReviewRating } from '../../components/review/ReviewRating/ReviewRating';
import { StoryArticle } from '../../components/StoryArticle/StoryArticle';
import { StoryDek, StoryHero } from '../../components/StoryHeader/StoryHeader';
import { storyHeadline, type SeamlessStory } from '../seamless-story';
import { trackingAttributes, type SeamlessTracking } from '../tracking';
import styles from './SeamlessStoryView.module.css';

interface SeamlessStoryViewProps {
  story: SeamlessStory;
  path: string;
  tracking: SeamlessTracking;
}

function StoryBody({ story, path }: { story: SeamlessStory; path: string }) {
  switch (story.kind) {
    case 'article':
      return <ArticleBody article={story.item} />;
    case 'review':
      return (
        <>
          <ReviewRating rating={story.item.rating} />
          {story.item.bottomLine ? <p className={styles.verdict}>{story.item.bottomLine}</p> : null}
          <ReviewBody review={story.item} />
        </>
      );
    case 'video':
      return (
        <>
          {story.item.description ? <p>{story.item.description}</p> : null}
          <p>
            <Link to={path}>Watch the video</Link>
          </p>
        </>
      );
  }
}

export function SeamlessStoryView({ story, path, tracking }: SeamlessStoryViewProps) {
  const headingId = useId();
  const { item } = story;
  const dek = story.kind === 'video' ? undefined : story.item.dek;
  const image = typeof item.image === 'object' ? item.image : undefined;
  // Written stories (not videos) carry co-authors, editors and the bio box.
  const written = story.kind === 'video' ? undefined : story.item;
  const mobileImage = story.kind === 'article' ? story.item.mobileImage : undefined;
  return (
    <StoryArticle
      className={styles.root}
      aria-labelledby={headingId}
      data-seamless-path={path}
      data-seamless-kind={story.kind}
      {...trackingAttributes(tracking)}
    >
      <header>
        <h2 id={headingId} className={styles.headline}>
          {storyHeadline(story)}
        </h2>
        <StoryDek dek={dek} />
        <Byline
          author={item.author}
          moreAuthors={written?.moreAuthors}
          editors={written?.editors}
          published={item.datePublished}
          updated={item.dateUpdated}
        />
      </header>
      {/* As the landing story's hero, but loaded lazily: it is below the fold. */}
      <StoryHero image={image} mobileImage={mobileImage} />
      {written && hasAffiliateLinks(written) ? <AffiliateDisclosure /> : null}
      <StoryBody story={story} path={path} />
      {written ? (
        <AuthorBio
          author={written.author}
          moreAuthors={written.moreAuthors}
          suppressed={story.kind === 'article' ? story.item.suppressBio : undefined}
          level={3}
        />
      ) : null}
    </StoryArticle>
  );
}
