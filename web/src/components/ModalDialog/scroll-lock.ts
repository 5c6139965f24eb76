/**
 * The page's one scroll lock, for whatever covers the page: the modal dialogs (spec 001 s2:
 * closing the email modal restores page scroll) and the accordion (spec 001 s4: the page does
 * not scroll while it is open). While locked:
 * - <html> has `overflow: hidden` (the viewport does not scroll) and `data-scroll-locked`;
 * - the body is pinned with `position: fixed` at minus the scroll offset, so the page stays
 *   where the reader was and does not scroll on iOS Safari either, where `overflow: hidden`
 *   alone does not stop touch scrolling;
 * - the scrollbar's width is padded on the body, so the page does not shift sideways.
 * Locks nest (a dialog opened from the accordion): the last unlock releases the page, puts the
 * styles back as they were and scrolls back to where the reader was, unless the page's address
 * changed meanwhile (a link followed from the accordion): the router then places the new page.
 * The header's accordion takes it through use-scroll-lock.ts, which loads it on first use.
 */
const BODY_STYLES = ['position', 'top', 'left', 'width', 'paddingRight'] as const;
type BodyStyle = (typeof BODY_STYLES)[number];

/** The attribute on <html> while the page is locked (for tests and styles). */
export const SCROLL_LOCKED_ATTRIBUTE = 'data-scroll-locked';

interface Saved {
  scrollX: number;
  scrollY: number;
  href: string;
  body: Record<BodyStyle, string>;
  rootOverflow: string;
}

let locks = 0;
let saved: Saved | undefined;

function lock(): Saved {
  const root = document.documentElement;
  const body = document.body.style;
  // Measured before anything changes: the scrollbar goes with the overflow.
  const scrollbar = window.innerWidth - root.clientWidth;
  const state: Saved = {
    scrollX: window.scrollX,
    scrollY: window.scrollY,
    href: window.location.href,
    body: Object.fromEntries(BODY_STYLES.map((name) => [name, body[name]])) as Saved['body'],
    rootOverflow: root.style.overflow,
  };
  root.style.overflow = 'hidden';
  root.setAttribute(SCROLL_LOCKED_ATTRIBUTE, 'true');
  body.position = 'fixed';
  body.top = `-${state.scrollY}px`;
  body.left = `-${state.scrollX}px`;
  body.width = '100%';
  if (scrollbar > 0) body.paddingRight = `${scrollbar}px`;
  return state;
}

function release(state: Saved): void {
  const root = document.documentElement;
  const body = document.body.style;
  for (const name of BODY_STYLES) body[name] = state.body[name];
  root.style.overflow = state.rootOverflow;
  root.removeAttribute(SCROLL_LOCKED_ATTRIBUTE);
  if (window.location.href !== state.href) return;
  // 'instant': a smooth-scrolling page must not visibly travel back from the top.
  window.scrollTo({ left: state.scrollX, top: state.scrollY, behavior: 'instant' });
}

/** Locks the page scroll; the returned function unlocks it (once; later calls do nothing). */
export function lockPageScroll(): () => void {
  locks += 1;
  if (locks === 1) saved = lock();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    const state = saved;
    saved = undefined;
    release(state);
  };
}
