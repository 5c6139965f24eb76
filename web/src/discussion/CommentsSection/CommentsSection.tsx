/**
 * The comments of an article (spec 001 s2, s3): the section the share bar's deep link
 * (`#comments-{assetId}`) leads to, rendered on the server with its heading. The discussion
 * itself (LazyDiscussion) loads once the section comes within a screen of the viewport, which
 * a deep link does at once. None on a site without a discussion service, nor when the story
 * suppresses comments. The heading shows only over something: until the discussion shows a
 * prompt, a status or its thread, the section is an empty landing place for the deep link.
 */
import { useId, useRef, useState } from 'react';
import { useRootData } from '../../app/use-root-data';
import { useNear } from '../../browser/use-near';
import { useCanonicalUrl } from '../../page-components/use-canonical-url';
import { LazyDiscussion } from '../LazyDiscussion';
import styles from './CommentsSection.module.css';

export interface CommentsSectionProps {
  story: { id: string; headline?: string; suppressComments?: boolean };
  /** The story's canonical URL (the thread's `url`), as its page head has it. */
  canonical?: string;
}

/** Where the comments start loading: a screen ahead. */
const APPROACH_MARGIN = '100%';

/** The section's id: the deep link's target. */
export const commentsId = (assetId: string) => `comments-${assetId}`;

/** Whether a story's page shows comments (and its share bar links to them). */
export function hasComments(story: { suppressComments?: boolean }, discussion: unknown): boolean {
  return Boolean(discussion) && !story.suppressComments;
}

export function CommentsSection({ story, canonical }: CommentsSectionProps) {
  const { site } = useRootData();
  const url = useCanonicalUrl(canonical);
  const shown = hasComments(story, site.discussion);
  const headingId = useId();
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref, APPROACH_MARGIN, shown);
  const [hasContent, setHasContent] = useState(false);
  if (!shown || !site.discussion) return null;
  return (
    <section
      ref={ref}
      id={commentsId(story.id)}
      className={styles.root}
      aria-labelledby={headingId}
      data-empty={near && hasContent ? undefined : ''}
    >
      <h2 id={headingId} className={styles.heading} hidden={!(near && hasContent)}>
        Comments
      </h2>
      {near ? (
        <LazyDiscussion
          settings={site.discussion}
          siteId={site.siteId}
          publicationName={site.publicationName}
          story={{ id: story.id, title: story.headline ?? '', url }}
          onContentChange={setHasContent}
        />
      ) : null}
    </section>
  );
}
