/**
 * A modal dialog's behaviour while it is mounted: the page's scroll is locked (and restored on
 * close), focus moves to `initialFocus` (else the dialog), Tab stays inside, Escape closes,
 * and on close focus goes back to the element that had it when the dialog opened (the share
 * button, the sign-in icon), without scrolling the page. Shared by the site's dialogs.
 */
import { useEffect, useRef, type RefObject } from 'react';
import { trapTab } from './focus-trap';
import { lockPageScroll } from './scroll-lock';

export function useModalDialog(
  dialogRef: RefObject<HTMLElement | null>,
  onClose: () => void,
  initialFocus?: RefObject<HTMLElement | null>,
): void {
  // The latest onClose without re-running the effect (which would unlock and relock).
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const unlock = lockPageScroll();
    (initialFocus?.current ?? dialogRef.current)?.focus({ preventScroll: true });

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === 'Tab' && dialogRef.current) {
        trapTab(event, dialogRef.current);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      // Scroll first: focusing the opener must not move the restored page.
      unlock();
      if (opener?.isConnected && opener !== document.body) opener.focus({ preventScroll: true });
    };
  }, [dialogRef, initialFocus]);
}
