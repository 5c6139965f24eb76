/**
 * Which header menu is open (spec 001 s4): at most one. From 1024 px a menu opens on hover and
 * closes on mouse leave unless the item opens on click; below 1024 px, and for click-to-open
 * items, a click toggles it. A route change, a click outside the header, Escape or the focus
 * leaving the menu closes them (WCAG 2.2 2.4.11: an open menu must not cover what has focus).
 * The drawer (the accordion) is modal instead: Tab cycles inside it and the page behind is
 * inert until it closes.
 */
import { MENU_WIDE_SCREEN_PX } from '@bytewire/site';
import { useCallback, useEffect, useMemo, useState, type RefObject } from 'react';
import { useLocation } from 'react-router-dom';

export interface MenuControls {
  openId: string | null;
  isOpen(id: string): boolean;
  /** A click on the menu's toggle. */
  toggle(id: string): void;
  /** The mouse entered or left the menu (item or panel). */
  hover(id: string, entered: boolean, clickToOpen: boolean): void;
  closeAll(): void;
}

/** Hover opens menus only where a mouse points and the screen is wide (checked live). */
export function hoverOpensMenus(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(min-width: ${MENU_WIDE_SCREEN_PX}px)`).matches
  );
}

/** The menu that is a modal drawer (HeaderMenu's id of the accordion). */
const DRAWER_ID = 'accordion';

const FOCUSABLE = 'a[href], button:not([disabled]), input, select, textarea, [tabindex="0"]';

/** Keeps Tab and Shift+Tab inside `item` (the drawer's toggle and panel). */
function cycleFocus(event: KeyboardEvent, item: Element): void {
  const stops = [...item.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => element.getClientRects().length > 0,
  );
  const first = stops[0];
  const last = stops[stops.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  const outside = !(active instanceof Node && item.contains(active));
  if (outside || (event.shiftKey ? active === first : active === last)) {
    event.preventDefault();
    (event.shiftKey && !outside ? last : first).focus();
  }
}

/** Makes everything but the header inert while the drawer is open; the undo. */
function inertBehind(header: HTMLElement): () => void {
  const behind = [...(header.parentElement?.children ?? [])].filter(
    (element): element is HTMLElement => element !== header && element instanceof HTMLElement,
  );
  for (const element of behind) element.inert = true;
  return () => {
    for (const element of behind) element.inert = false;
  };
}

interface OpenMenu {
  id: string;
  by: 'hover' | 'click';
}

export function useMenus(headerRef: RefObject<HTMLElement | null>): MenuControls {
  const [open, setOpen] = useState<OpenMenu | null>(null);
  const location = useLocation();

  const closeAll = useCallback(() => setOpen(null), []);

  // Every navigation closes the menus, including one to the same path (state adjusted while
  // rendering, as React advises for state that follows a changed input).
  const [seenKey, setSeenKey] = useState(location.key);
  if (seenKey !== location.key) {
    setSeenKey(location.key);
    setOpen(null);
  }

  const openId = open?.id ?? null;
  useEffect(() => {
    if (openId === null) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target;
      if (target instanceof Node && headerRef.current?.contains(target)) return;
      setOpen(null);
    };
    const header = headerRef.current;
    const toggle = header?.querySelector<HTMLElement>(`[data-menu="${openId}"]`);
    // The menu's item: its toggle and its panel.
    const item = toggle?.closest('li');
    const drawer = openId === DRAWER_ID;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && drawer && item) cycleFocus(event, item);
      if (event.key !== 'Escape') return;
      setOpen(null);
      // Back to the toggle, so that keyboard readers keep their place.
      toggle?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!drawer && item && target instanceof Node && !item.contains(target)) setOpen(null);
    };
    const undoInert = drawer && header ? inertBehind(header) : undefined;
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      undoInert?.();
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [openId, headerRef]);

  const toggle = useCallback((id: string) => {
    setOpen((current) => {
      if (current?.id !== id) return { id, by: 'click' };
      // A click on a menu the mouse has just opened keeps it open rather than closing it.
      return current.by === 'hover' ? { id, by: 'click' } : null;
    });
  }, []);

  const hover = useCallback((id: string, entered: boolean, clickToOpen: boolean) => {
    if (clickToOpen || !hoverOpensMenus()) return;
    setOpen((current) => {
      if (entered) return current?.id === id ? current : { id, by: 'hover' };
      return current?.id === id ? null : current;
    });
  }, []);

  return useMemo(
    () => ({ openId, isOpen: (id: string) => openId === id, toggle, hover, closeAll }),
    [openId, toggle, hover, closeAll],
  );
}
