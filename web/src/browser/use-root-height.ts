/**
 * Keeps a custom property on the document's root at an element's height while the element is
 * mounted. The fixed banners at the foot of the screen publish theirs: the page's scroll
 * padding keeps a focused element clear of them (base.css; WCAG 2.2 2.4.11, technique C43),
 * and the terms banner stands on the consent banner.
 */
import { useLayoutEffect, useRef } from 'react';

/** `shown`: whether the element is rendered (a component that hides it keeps the hook). */
export function useRootHeight<T extends HTMLElement>(property: string, shown = true) {
  const ref = useRef<T>(null);
  useLayoutEffect(() => {
    const element = ref.current;
    const style = document.documentElement.style;
    if (!shown || !element) return;
    const update = () => style.setProperty(property, `${element.offsetHeight}px`);
    update();
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(update);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      style.removeProperty(property);
    };
  }, [property, shown]);
  return ref;
}
