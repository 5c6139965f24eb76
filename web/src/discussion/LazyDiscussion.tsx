/** The discussion outside the article's chunk: fetched when the comments come near. */
import { lazy, Suspense } from 'react';
import { withChunkReload } from '../app/chunk-reload';
import type { DiscussionProps } from './Discussion/Discussion';

const DiscussionChunk = lazy(
  withChunkReload(() =>
    import('./Discussion/Discussion').then((module) => ({ default: module.Discussion })),
  ),
);

export function LazyDiscussion(props: DiscussionProps) {
  return (
    <Suspense fallback={null}>
      <DiscussionChunk {...props} />
    </Suspense>
  );
}
