/**
 * Keeps Tab and Shift+Tab inside a modal dialog: from its last focusable element Tab goes to
 * its first, and back. Focus that somehow left the dialog is brought back in.
 */

const FOCUSABLE = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => element.closest('[hidden], [inert]') === null,
  );
}

/** For a keydown of Tab: moves focus round the dialog's ends instead of out of it. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const items = focusableIn(container);
  const active = document.activeElement;
  const outside = !(active instanceof Node) || !container.contains(active);
  if (items.length === 0) {
    event.preventDefault();
    container.focus();
    return;
  }
  const first = items[0];
  const last = items[items.length - 1];
  if (event.shiftKey && (outside || active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (outside || active === last)) {
    event.preventDefault();
    first.focus();
  }
}
