/**
 * What a client-side navigation to another page tells a keyboard or screen-reader reader
 * (WCAG 2.4.3, 4.1.3): the new page's title, said by a polite live region, and the focus on
 * the page's main heading, where reading starts, instead of on <body> (the link that had it
 * is gone). Not on the first load (the browser announces the document itself), and not for a
 * link to a part of the same page. The scroll position stays ScrollRestoration's.
 */
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { signalPageShown } from '../page-shown';

/** Where reading starts after a navigation: the linked part, the main heading, or the main area. */
export function pageStart(doc: Document, hash: string): HTMLElement | null {
  return (
    (hash && doc.getElementById(hash.slice(1))) ||
    doc.querySelector<HTMLElement>('main h1') ||
    doc.querySelector('main')
  );
}

export function RouteAnnouncer() {
  const { pathname, search, hash } = useLocation();
  const page = pathname + search;
  const shown = useRef(page);
  const [title, setTitle] = useState('');
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    // The new page's <title> is in the head by now: React hoists it in the same commit.
    setTitle(document.title);
    signalPageShown(window, page);
    const start = pageStart(document, hash);
    if (!start) return;
    // Focusable by script only, not a tab stop of its own.
    if (!start.hasAttribute('tabindex')) start.tabIndex = -1;
    start.focus({ preventScroll: true });
  }, [page, hash]);
  return (
    <div
      className="visually-hidden"
      aria-live="polite"
      aria-atomic="true"
      data-testid="route-announcer"
    >
      {title}
    </div>
  );
}
