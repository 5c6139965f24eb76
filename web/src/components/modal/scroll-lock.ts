/**
 * Locks the page's scroll while a modal is open and puts it back where it was on close (spec
 * 001 s2: closing the email modal restores page scroll). The body is pinned with
 * `position: fixed` at minus the scroll offset, which also holds on iOS Safari where
 * `overflow: hidden` alone does not stop the page scrolling; the scrollbar's width is padded
 * so the page does not shift sideways. Locks nest: the page is released by the last unlock.
 */

const LOCKED_STYLES = ['position', 'top', 'left', 'width', 'overflow', 'paddingRight'];
type LockedStyle = (typeof LOCKED_STYLES)[number];

let locks = 0;
let saved: { scrollX: number; scrollY: number; styles: Record<LockedStyle, string> } | undefined;

function bodyStyle(): CSSStyleDeclaration & Record<LockedStyle, string> {
  return document.body.style as CSSStyleDeclaration & Record<LockedStyle, string>;
}

/** Locks the page scroll; the returned function unlocks it (once). */
export function lockPageScroll(): () => void {
  locks += 1;
  if (locks === 1) {
    const style = bodyStyle();
    const scrollbar = window.innerWidth - document.documentElement.clientWidth;
    saved = {
      scrollX: window.scrollX,
      scrollY: window.scrollY,
      styles: Object.fromEntries(LOCKED_STYLES.map((name) => [name, style[name]])),
    };
    style.position = 'fixed';
    style.top = `-${saved.scrollY}px`;
    style.left = `-${saved.scrollX}px`;
    style.width = '100%';
    style.overflow = 'hidden';
    if (scrollbar > 0) style.paddingRight = `${scrollbar}px`;
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    locks -= 1;
    if (locks > 0 || !saved) return;
    const { scrollX, scrollY, styles } = saved;
    saved = undefined;
    const style = bodyStyle();
    for (const name of LOCKED_STYLES) style[name] = styles[name];
    // 'instant': a smooth-scrolling page must not visibly travel back from the top.
    window.scrollTo({ left: scrollX, top: scrollY, behavior: 'instant' });
  };
}
