/**
 * Keeps a keyboard reader's focused element clear of the banners at the foot of the screen
 * while the page above it grows (a story added by seamless scrolling, the comments section
 * arriving, a picture loading): the focused link would otherwise be pushed down under them
 * (WCAG 2.2 2.4.11). When the observed element changes size and the element with visible focus
 * is on screen but inside the page's bottom scroll padding (base.css: the banners' heights), it
 * is scrolled back into view; `nearest` keeps to that padding. An element the reader scrolled
 * away from, or focus from a click, is left alone.
 */
import { useEffect, useRef } from 'react';

export function useFocusKeptClear<T extends HTMLElement>() {
  const ref = useRef<T>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      const focused = document.activeElement;
      if (!(focused instanceof HTMLElement) || !focused.matches(':focus-visible')) return;
      const { top, bottom } = focused.getBoundingClientRect();
      const padding = parseFloat(getComputedStyle(document.documentElement).scrollPaddingBottom);
      const clearBottom = window.innerHeight - (Number.isFinite(padding) ? padding : 0);
      if (top < window.innerHeight && bottom > clearBottom) {
        focused.scrollIntoView({ block: 'nearest' });
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return ref;
}
