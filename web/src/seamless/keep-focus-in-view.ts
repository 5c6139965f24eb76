/**
 * A keyboard reader's focus kept in sight as seamless scrolling adds a story (WCAG 2.2, 2.4.11
 * Focus Not Obscured): stories go in above the footer, so a reader tabbing through the footer
 * would see the focused link pushed below the screen. After a story is added (before the
 * browser paints), a focus-visible element after the feed is brought back into view, as little
 * as needed. A mouse reader's focus (not :focus-visible) is left alone: their view is theirs.
 */
export function keepFocusInView(feed: Element | null, doc: Document = document): void {
  const focused = doc.activeElement;
  if (!feed || !focused || focused === doc.body || feed.contains(focused)) return;
  if (!(feed.compareDocumentPosition(focused) & Node.DOCUMENT_POSITION_FOLLOWING)) return;
  if (!focused.matches(':focus-visible')) return;
  focused.scrollIntoView({ block: 'nearest' });
}
