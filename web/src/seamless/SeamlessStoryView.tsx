/**
 * A page added by seamless scrolling: an <article> with the story's headline as an h2 (the
 * landing page keeps the page's one h1), dek, byline and hero image, then the body rendered
 * as on the article screen (ArticleBody: shortcodes, related stories). A review adds its
 * rating and bottom line; a video is a card linking to its page. The data-track-* attributes
 * carry the page's tracking data (see tracking.ts).
 */
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { ArticleBody } from '../body/ArticleBody';
import { ReviewBody } from '../body/ReviewBody';
import { Byline } from '../components/Byline';
import { ContentImage } from '../components/ContentImage';
import { ReviewRating } from '../components/review/ReviewRating';
import { storyHeadline, type SeamlessStory } from './seamless-story';
import { trackingAttributes, type SeamlessTracking } from './tracking';

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
          {story.item.bottomLine ? (
            <p className="seamless-page__verdict">{story.item.bottomLine}</p>
          ) : null}
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
  const caption = [image?.caption, image?.credits].filter(Boolean).join(' · ');
  return (
    <article
      className="article seamless-page"
      aria-labelledby={headingId}
      data-seamless-path={path}
      data-seamless-kind={story.kind}
      {...trackingAttributes(tracking)}
    >
      <header>
        <h2 id={headingId} className="seamless-page__headline">
          {storyHeadline(story)}
        </h2>
        {dek ? <p className="article__dek">{dek}</p> : null}
        <Byline author={item.author} published={item.datePublished} updated={item.dateUpdated} />
      </header>
      {image?.imageUrl ? (
        <figure className="hero">
          {/* As the landing story's hero, but loaded lazily: it is below the fold. */}
          <ContentImage image={image} size="col_12_wide" sizes="(max-width: 44rem) 100vw, 44rem" />
          {caption ? <figcaption>{caption}</figcaption> : null}
        </figure>
      ) : null}
      <StoryBody story={story} path={path} />
    </article>
  );
}
