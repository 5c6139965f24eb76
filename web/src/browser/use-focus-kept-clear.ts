/**
 * Keeps a keyboard reader's focused element clear of the banners at the foot of the screen
 * (WCAG 2.2 2.4.11). The page's bottom scroll padding (base.css: the banners' heights) should
 * do it, but Chromium scrolls a newly focused element only when it is off screen, not when it is
 * on screen under a banner; and the page can grow above the focused element (a story added by
 * seamless scrolling, the comments section arriving), pushing it under them. So when the focus
 * moves, and when the observed element changes size, an element with visible focus that is on
 * screen but inside that padding is scrolled back into view (`nearest` keeps to the padding).
 * An element the reader scrolled away from, or focus from a click, is left alone.
 */
import { useEffect, useRef } from 'react';

function keepFocusClear(): void {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || !focused.matches(':focus-visible')) return;
  const { top, bottom } = focused.getBoundingClientRect();
  const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom) || 0;
  if (top < innerHeight && bottom > innerHeight - padding) {
    focused.scrollIntoView({ block: 'nearest' });
  }
}

export function useFocusKeptClear<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    document.addEventListener('focusin', keepFocusClear);
    const observer =
      typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(keepFocusClear);
    if (element) observer?.observe(element);
    return () => {
      document.removeEventListener('focusin', keepFocusClear);
      observer?.disconnect();
    };
  }, []);
  return ref;
}
