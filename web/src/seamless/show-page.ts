/**
 * Makes a page the one shown without a navigation: the address bar (history.replaceState, which
 * keeps the router's history state, so no loader runs and Back still works), the document
 * title, and SEAMLESS_PAGE_EVENT on window for analytics.
 */
import { SEAMLESS_PAGE_EVENT, type SeamlessPageDetail } from './tracking';

export function showPage(detail: SeamlessPageDetail): void {
  const { pathname, search } = window.location;
  if (`${pathname}${search}` !== detail.path) {
    window.history.replaceState(window.history.state, '', detail.path);
  }
  document.title = detail.title;
  window.dispatchEvent(new CustomEvent<SeamlessPageDetail>(SEAMLESS_PAGE_EVENT, { detail }));
}
