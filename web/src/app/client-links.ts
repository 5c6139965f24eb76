/**
 * Client-side navigation for the site's links from content data. SiteLink (the header's menus,
 * story lists, editorial links) writes `<a href data-client-link>` rather than react-router's
 * <Link>: a Link resolves its path and runs its hooks on every render, and the header alone
 * holds about 120 of them, 15% of an article's server render. One click listener does for all
 * of them what Link's click handler does: a plain left click on a same-origin link navigates
 * in the app; any other click (a modifier key for a new tab, another button, a target, a
 * download, a handler that prevented it) is left to the browser.
 */

/** The attribute that marks a link for client-side navigation. */
export const CLIENT_LINK_ATTRIBUTE = 'data-client-link';

/** Spread on an anchor: `<a href={to} {...CLIENT_LINK}>`. */
export const CLIENT_LINK = { [CLIENT_LINK_ATTRIBUTE]: '' } as const;

export type Navigate = (to: string, options: { replace: boolean }) => void;

/** Where a click on a marked link should take the app, or undefined if the browser should act. */
function clientLinkDestination(event: MouseEvent, location: Location): string | undefined {
  if (event.defaultPrevented || event.button !== 0) return undefined;
  if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return undefined;
  const start = event.target instanceof Element ? event.target : null;
  const anchor = start?.closest(`a[${CLIENT_LINK_ATTRIBUTE}]`);
  if (!(anchor instanceof HTMLAnchorElement)) return undefined;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) {
    return undefined;
  }
  const url = new URL(anchor.href, location.href);
  if (url.origin !== location.origin) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Listens on the window, so that React's handlers (on the document, the app's root) have run
 * and could prevent the default first. Like Link, a link to the current URL replaces the
 * history entry rather than adding one. Returns what removes the listener.
 */
export function installClientLinks(win: Window, navigate: Navigate): () => void {
  const onClick = (event: MouseEvent) => {
    const to = clientLinkDestination(event, win.location);
    if (to === undefined) return;
    event.preventDefault();
    const here = `${win.location.pathname}${win.location.search}${win.location.hash}`;
    navigate(to, { replace: to === here });
  };
  win.addEventListener('click', onClick);
  return () => win.removeEventListener('click', onClick);
}
