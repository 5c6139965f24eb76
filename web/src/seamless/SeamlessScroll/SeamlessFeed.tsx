/**
 * Seamless scrolling's feed (spec 000 s2, s7, s9), a chunk of its own loaded once the page has
 * hydrated (SeamlessScroll.tsx): under a story on a route with seamless scrolling,
 * further articles, reviews and videos are added one after another as the reader nears the
 * end of the last one. The listing is requested once; each listed page is loaded through the
 * content client (same origin: the gateway adds the API key) and shown as an <article> below.
 * When an added page becomes the one the reader is on, the address bar and the title follow it
 * (history.replaceState: no navigation, no refetch), and its tracking data is updated and
 * announced (see tracking.ts). Crawlers get none of it (see crawlers.ts). Focus is never moved:
 * pages are added below what the reader is reading, and a keyboard focus in the footer below
 * them is kept in view (keep-focus-in-view.ts).
 */
import type { RouteDefinition } from '@bytewire/routes';
import { DEFAULT_EDITION } from '@bytewire/site';
import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from 'react';
import { useLocation } from 'react-router-dom';
import { lazyContentClient } from '../../app/lazy-content-client';
import { useRootData } from '../../app/use-root-data';
import { loadProductModules, pageNeedsProductModules } from '../../body/product-modules-loader';
import { applyTitleTemplate } from '../../document/title-template';
import { isSeamlessExcludedCrawler } from '../crawlers';
import { keepFocusInView } from '../keep-focus-in-view';
import { LANDING_PAGE } from '../current-page';
import { seamlessListingRequest, type SeamlessStoryRef } from '../listing-request';
import { loadSeamlessPage, seamlessTarget } from '../next-page';
import { loadMarginFor } from '../observer-margins';
import { createSeamlessSequence, type SeamlessSequence } from '../seamless-sequence';
import { storyIdentifiers, storyOf, storyTitle, type SeamlessStory } from '../seamless-story';
import { SeamlessStoryView } from '../SeamlessStoryView/SeamlessStoryView';
import { showPage } from '../show-page';
import { seamlessTracking } from '../tracking';
import { useApproach } from '../../browser/use-approach';
import { useCurrentPage } from '../use-current-page';
import styles from './SeamlessScroll.module.css';

export interface SeamlessScrollProps {
  /** The story the reader landed on. */
  story: SeamlessStoryRef;
  route: RouteDefinition;
}

interface LoadedStory {
  path: string;
  story: SeamlessStory;
}

interface AddedPage extends LoadedStory {
  position: number;
  pageNumber: number;
  source?: string;
}

type Status = 'waiting' | 'loading' | 'finished';

const unchanging = () => () => undefined;
/** The browser's own word on crawlers (for HTML that reached one from a cache); none on the server. */
const browserAllows = () => !isSeamlessExcludedCrawler(navigator.userAgent);
const serverAllows = () => false;

/** The feed (see SeamlessScroll.tsx, which decides whether there is one and loads this). */
export function SeamlessFeed({ story, route }: SeamlessScrollProps) {
  const { site } = useRootData();
  const { pathname, search } = useLocation();
  const [pages, setPages] = useState<AddedPage[]>([]);
  const [status, setStatus] = useState<Status>('waiting');
  // The server decided from the request (root data); the browser checks its own User-Agent.
  const allowed = useSyncExternalStore(unchanging, browserAllows, serverAllows);
  const container = useRef<HTMLElement>(null);
  const marker = useRef<HTMLDivElement>(null);
  const sequence = useRef<SeamlessSequence<LoadedStory> | null>(null);
  const loading = useRef(false);
  const alive = useRef(true);

  useEffect(() => {
    alive.current = true;
    return () => {
      alive.current = false;
    };
  }, []);

  const sequenceOf = useCallback((): SeamlessSequence<LoadedStory> => {
    sequence.current ??= createSeamlessSequence<LoadedStory>(
      {
        async fetchList() {
          const request = seamlessListingRequest(
            story,
            route.editions ? DEFAULT_EDITION : undefined,
          );
          if (!request.slug && !request.contentId) {
            // Spec 001 s5: a warning, and no request.
            console.warn('Seamless listing needs a slug or a content id; nothing requested');
            return [];
          }
          return lazyContentClient(site.siteId).getSeamless(request);
        },
        async fetchPage(item) {
          const target = seamlessTarget(item, site.publicUrl);
          if (!target) return undefined;
          const client = lazyContentClient(site.siteId);
          const page = await loadSeamlessPage(client, target, site.publicUrl);
          const shown = page && storyOf(page, target.route.screen);
          if (!shown) return undefined;
          // Before it is added: a story view that suspended would blank the whole feed.
          if (pageNeedsProductModules(page)) await loadProductModules();
          return { path: target.path, story: shown };
        },
        identifiersOf: (loaded) => storyIdentifiers(loaded.story.item),
        onError(error, item) {
          console.warn(`Seamless scrolling skipped ${item?.url ?? 'the listing'}`, error);
        },
      },
      storyIdentifiers(story),
    );
    return sequence.current;
  }, [story, route.editions, site.siteId, site.publicUrl]);

  const loadNext = useCallback(() => {
    // One load at a time, also when a remounted effect asks again.
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    void sequenceOf()
      .next()
      .then((next) => {
        if (!alive.current) return;
        if (next) {
          const { item, page, position, pageNumber } = next;
          setPages((added) => [...added, { ...page, position, pageNumber, source: item.source }]);
        }
        setStatus(next && !sequenceOf().finished ? 'waiting' : 'finished');
      })
      .finally(() => {
        loading.current = false;
      });
  }, [sequenceOf]);

  // After each story added, before the browser paints it.
  useLayoutEffect(() => {
    if (pages.length > 0) keepFocusInView(container.current);
  }, [pages.length]);

  useApproach(marker, loadNext, {
    margin: loadMarginFor(route.screen),
    active: allowed && status === 'waiting',
    generation: pages.length,
  });

  const current = useCurrentPage(container, pages.length);
  const shown = useRef({ index: LANDING_PAGE, landingTitle: '' });
  useEffect(() => {
    // The landing page's title as its screen set it, to put back when the reader returns.
    shown.current.landingTitle = document.title;
  }, []);
  useEffect(() => {
    const { index, direction } = current;
    if (index === shown.current.index) return;
    shown.current.index = index;
    if (index === LANDING_PAGE) {
      showPage({
        path: `${pathname}${search}`,
        title: shown.current.landingTitle,
        ...seamlessTracking({ direction, position: 0, pageNumber: 1 }),
      });
      return;
    }
    const page = pages[index];
    if (!page) return;
    showPage({
      path: page.path,
      title: applyTitleTemplate(storyTitle(page.story), site.publicationName),
      ...seamlessTracking({ ...page, direction }),
    });
    // Only a change of page counts; `pages` changes with every page added.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [current]);

  return (
    // Named (a region) only once it holds pages: an empty landmark is noise.
    <section
      ref={container}
      className={styles.root}
      // The live feed, in place of the server's waiting markup (SeamlessScroll.tsx).
      data-seamless-feed=""
      aria-label={pages.length > 0 ? 'More stories' : undefined}
    >
      {pages.map((page, index) => (
        <SeamlessStoryView
          key={page.path}
          story={page.story}
          path={page.path}
          tracking={seamlessTracking({ ...page, direction: current.reached[index] ?? 'down' })}
        />
      ))}
      {status !== 'finished' ? (
        // The seamless loader: watched for approach, a placeholder while a page loads.
        <div
          ref={marker}
          key={pages.length}
          className={styles.loader}
          data-seamless-loader=""
          aria-busy={status === 'loading'}
        >
          {status === 'loading' ? (
            <div className={`${styles.skeleton} skeleton`} role="status">
              <span className="visually-hidden">Loading the next story</span>
            </div>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
