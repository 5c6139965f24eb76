/**
 * Seamless scrolling under a story (spec 000 s2, s7, s9; the feed itself is SeamlessFeed.tsx):
 * nothing for routes without it, nor for crawlers (decided by the server). The server renders
 * the feed as it starts out, an empty section with the loader; the feed's code (about 6 KB
 * gzipped, with the content client it reads pages with) loads once the page has hydrated and
 * that loader comes within two screens of the viewport, then takes that markup's place: it
 * weighs on no article's first load, nor on a reader who leaves before the story's end (issue
 * 33). The feed asks for its first page a screen ahead (observer-margins.ts), so its code is
 * there before then. A chunk that cannot load leaves the story without it.
 */
import { lazy, Suspense, useRef, type ComponentType, type Ref } from 'react';
import { withChunkReload } from '../../app/chunk-reload';
import { useRootData } from '../../app/use-root-data';
import { useHydrated } from '../../browser/use-hydrated';
import { useNear } from '../../browser/use-near';
import type { SeamlessScrollProps } from './SeamlessFeed';
import styles from './SeamlessScroll.module.css';

const Nothing = (_props: SeamlessScrollProps) => null;

const SeamlessFeed = lazy<ComponentType<SeamlessScrollProps>>(() =>
  withChunkReload(() => import('./SeamlessFeed'))().then(
    ({ SeamlessFeed }) => ({ default: SeamlessFeed }),
    () => ({ default: Nothing }),
  ),
);

/** Where the feed's code starts loading: two screens ahead, one before the feed's own margin. */
const FEED_CODE_MARGIN = '200%';

/** What SeamlessFeed renders before it has loaded anything: the server's markup. */
function WaitingFeed({ ref }: { ref?: Ref<HTMLElement> }) {
  return (
    <section ref={ref} className={styles.root}>
      <div className={styles.loader} data-seamless-loader="" aria-busy={false} />
    </section>
  );
}

export function SeamlessScroll({ story, route }: SeamlessScrollProps) {
  const { seamlessExcluded } = useRootData();
  const hydrated = useHydrated();
  const shown = route.seamless && !seamlessExcluded;
  const ref = useRef<HTMLElement>(null);
  const near = useNear(ref, FEED_CODE_MARGIN, shown && hydrated);
  if (!shown) return null;
  // Near only once hydrated: until then, and until the reader comes near, the server's markup.
  if (!near) return <WaitingFeed ref={ref} />;
  return (
    <Suspense fallback={<WaitingFeed />}>
      {/* A fresh session for each story: client navigation from one article to another reuses
          the screen, not the pages loaded under the previous story. */}
      <SeamlessFeed key={story.id || story.slug} story={story} route={route} />
    </Suspense>
  );
}
