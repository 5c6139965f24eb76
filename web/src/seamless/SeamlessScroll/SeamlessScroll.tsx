/**
 * Seamless scrolling under a story (spec 000 s2, s7, s9; the feed itself is SeamlessFeed.tsx):
 * nothing for routes without it, nor for crawlers (decided by the server). The server renders
 * the feed as it starts out, an empty section with the loader; the feed's code (about 3 KB
 * gzipped) loads once the page has hydrated and takes that markup's place, so that it weighs on
 * no article's first load (issue 33). A chunk that cannot load leaves the story without it.
 */
import { lazy, Suspense, type ComponentType } from 'react';
import { withChunkReload } from '../../app/chunk-reload';
import { useRootData } from '../../app/use-root-data';
import { useHydrated } from '../../browser/use-hydrated';
import type { SeamlessScrollProps } from './SeamlessFeed';
import styles from './SeamlessScroll.module.css';

const Nothing = (_props: SeamlessScrollProps) => null;

const SeamlessFeed = lazy<ComponentType<SeamlessScrollProps>>(() =>
  withChunkReload(() => import('./SeamlessFeed'))().then(
    ({ SeamlessFeed }) => ({ default: SeamlessFeed }),
    () => ({ default: Nothing }),
  ),
);

/** What SeamlessFeed renders before it has loaded anything: the server's markup. */
function WaitingFeed() {
  return (
    <section className={styles.root}>
      <div className={styles.loader} data-seamless-loader="" aria-busy={false} />
    </section>
  );
}

export function SeamlessScroll({ story, route }: SeamlessScrollProps) {
  const { seamlessExcluded } = useRootData();
  const hydrated = useHydrated();
  if (!route.seamless || seamlessExcluded) return null;
  if (!hydrated) return <WaitingFeed />;
  return (
    <Suspense fallback={<WaitingFeed />}>
      {/* A fresh session for each story: client navigation from one article to another reuses
          the screen, not the pages loaded under the previous story. */}
      <SeamlessFeed key={story.id || story.slug} story={story} route={route} />
    </Suspense>
  );
}
