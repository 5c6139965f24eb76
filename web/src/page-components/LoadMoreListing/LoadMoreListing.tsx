/**
 * A listing of content links with where it stands ("Showing 1–20 of 46") and, when the
 * component has a next link, "Load more": it follows the next link and appends the items
 * (spec 000 s7). Without JavaScript the same control is a link to the next page of this page
 * (the page number in the path on routes that have one, else `?pageNumber=`), so the list can
 * always be read to its end.
 */
import { pageWindow } from '../../content/page-window';
import { contentLinksOf, type ContentLink, type PageComponent } from '@bytewire/contracts';
import { buildPath, matchPath } from '@bytewire/routes';
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { usePageLocation } from '../../app/page-location';
import { appendPage, fetchNextPage, initialListState, type ListState } from '../load-more';
import styles from './LoadMoreListing.module.css';

const keyOf = (link: ContentLink) => link.id || link.url || link.slug;

/** The page number a next link asks for, when it is a plain positive number. */
function nextPageNumber(href: string | undefined): string | undefined {
  if (!href) return undefined;
  try {
    const value = new URL(href, 'http://next.invalid').searchParams.get('pageNumber');
    return value && /^[1-9]\d{0,8}$/.test(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** This page's address for page `page`: in the path where the route has a page number. */
function pageHref(pathname: string, search: string, page: string): string {
  const match = matchPath(pathname);
  if (match.kind === 'page' && match.route.params.pageNumber !== undefined) {
    try {
      return `${buildPath(match.route.name, { ...match.params, pageNumber: page })}${search}`;
    } catch {
      // The route refuses the number: fall back to the query form below.
    }
  }
  const query = new URLSearchParams(search);
  query.set('pageNumber', page);
  return `${pathname}?${query.toString()}`;
}

interface LoadMoreListingProps {
  component: PageComponent;
  /** The items to show first (the component's content links). */
  links: readonly ContentLink[];
  /** Draws the links; the list element must be the first list in its output. */
  renderLinks: (links: readonly ContentLink[]) => ReactNode;
  /** What the items are, for the control's text: "Load more stories". */
  noun?: string;
}

type Status = 'idle' | 'loading' | 'failed';

export function LoadMoreListing({
  component,
  links,
  renderLinks,
  noun = 'stories',
}: LoadMoreListingProps) {
  const [state, setState] = useState<ListState<ContentLink>>(() =>
    initialListState(component, links),
  );
  const [status, setStatus] = useState<Status>('idle');
  const { pathname, search } = usePageLocation();
  const listRef = useRef<HTMLDivElement>(null);
  const shownBefore = useRef(state.items.length);
  const statusId = useId();

  // After a load, move focus to the first new item, so keyboard and screen reader users
  // carry on reading where the list grew.
  useEffect(() => {
    const before = shownBefore.current;
    shownBefore.current = state.items.length;
    if (state.items.length <= before) return;
    const items = listRef.current?.querySelectorAll('li');
    items?.[before]?.querySelector<HTMLElement>('a[href]')?.focus();
  }, [state.items.length]);

  const page = nextPageNumber(state.nextHref);
  async function loadMore(event: MouseEvent<HTMLAnchorElement>) {
    event.preventDefault();
    if (status === 'loading') return;
    setStatus('loading');
    try {
      const next = await fetchNextPage(state.nextHref, { origin: window.location.origin });
      setState((current) => appendPage(current, next, contentLinksOf, keyOf));
      setStatus('idle');
    } catch {
      setStatus('failed');
    }
  }

  const where = state.paging ? pageWindow(state.paging) : undefined;
  return (
    <div className="load-more-listing">
      <div ref={listRef}>{renderLinks(state.items)}</div>
      {where && where.total > 0 ? (
        <p className={styles.status} data-testid="listing-status" id={statusId} aria-live="polite">
          {`Showing ${where.min}–${where.max} of ${where.total}`}
        </p>
      ) : null}
      {status === 'failed' ? (
        <p
          className={`${styles.status} ${styles.statusFailed}`}
          data-testid="listing-status"
          role="alert"
        >
          {`More ${noun} could not be loaded. Please try again.`}
        </p>
      ) : null}
      {page ? (
        <p className={styles.loadMore}>
          <Link
            className={styles.control}
            to={pageHref(pathname, search, page)}
            onClick={loadMore}
            aria-describedby={where ? statusId : undefined}
            aria-busy={status === 'loading' || undefined}
          >
            {status === 'loading' ? `Loading more ${noun}…` : `Load more ${noun}`}
          </Link>
        </p>
      ) : null}
    </div>
  );
}
