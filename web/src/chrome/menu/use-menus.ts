/**
 * Which header menu is open (spec 001 s4): at most one. From 1024 px a menu opens on hover and
 * closes on mouse leave unless the item opens on click; below 1024 px, and for click-to-open
 * items, a click toggles it. A route change, a click outside the header or Escape closes them.
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
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(null);
      // Back to the toggle, so that keyboard readers keep their place.
      headerRef.current?.querySelector<HTMLElement>(`[data-menu="${openId}"]`)?.focus();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
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
