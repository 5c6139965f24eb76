/**
 * IntersectionObserver margins of seamless scrolling (spec 000 s9).
 *
 * - Loading: the next page is fetched when the end of the last page comes within the observer
 *   margin of the viewport: 50% by default, 100% under the article site configuration. Every
 *   route with seamless scrolling here is an article route (screen `article`), so article
 *   screens use 100%; 50% is what any other screen would get.
 * - Current page: a page becomes the one shown (URL, title, tracking) when it enters the
 *   viewport shrunk by the enter margin, -20% on every side.
 */
import type { ScreenName } from '@bytewire/routes';

export const SEAMLESS_OBSERVER_MARGIN = '50%';
export const ARTICLE_OBSERVER_MARGIN = '100%';
export const SEAMLESS_ENTER_MARGIN = '-20%';

export function loadMarginFor(screen: ScreenName): string {
  return screen === 'article' ? ARTICLE_OBSERVER_MARGIN : SEAMLESS_OBSERVER_MARGIN;
}
