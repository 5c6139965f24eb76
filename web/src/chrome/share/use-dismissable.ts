import { useEffect, useRef, useState, type RefObject } from 'react';

export interface Dismissable<T extends HTMLElement> {
  open: boolean;
  toggle: () => void;
  close: () => void;
  /** The element inside which a click does not close it (the toggle and the panel). */
  rootRef: RefObject<T | null>;
  /** The toggle, which gets the focus back when Escape closes the panel. */
  toggleRef: RefObject<HTMLButtonElement | null>;
}

/**
 * The open state of a dropdown that toggles on its button and closes on a click outside it
 * (spec 001 s2) or on Escape. The document listeners exist only while it is open.
 */
export function useDismissable<T extends HTMLElement>(): Dismissable<T> {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<T>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    const onClick = (event: MouseEvent) => {
      if (!(event.target instanceof Node) || !rootRef.current?.contains(event.target)) {
        setOpen(false);
      }
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('click', onClick);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('click', onClick);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  return {
    open,
    toggle: () => setOpen((was) => !was),
    close: () => setOpen(false),
    rootRef,
    toggleRef,
  };
}
