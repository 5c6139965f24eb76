/**
 * Social posts embedded in article bodies (the network's embed code: a `twitter-tweet`
 * blockquote, kept by the sanitiser) show as quotes; the network's widget script, a social
 * (C0005) tag, enhances them once the reader allows social cookies: under GDPR mode it sits
 * inert until then (spec 001 s8). Started after hydration; a client-side navigation to a page
 * with posts registers it (once) or asks the loaded script to enhance the new ones.
 */
import { afterEachNavigation } from '../app/after-navigation';
import type { AppRouter } from '../app/app-router';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import type { ScriptTagConfig } from '../scripts/script-config';
import type { ScriptLoader } from '../scripts/script-loader';

export const TWITTER_POST_SELECTOR = 'main blockquote.twitter-tweet';

export const TWITTER_WIDGETS_TAG: ScriptTagConfig = {
  tagId: 'twitter-widgets',
  src: 'https://platform.twitter.com/widgets.js',
  gdprCategory: CONSENT_CATEGORIES.social,
  attributes: { charset: 'utf-8' },
};

interface TwitterWidgets {
  twttr?: { widgets?: { load?: (element?: Element) => void } };
}

function enhance(win: Window): void {
  (win as Window & TwitterWidgets).twttr?.widgets?.load?.();
}

export function startSocialEmbeds(
  router: AppRouter,
  loader: ScriptLoader,
  win: Window = window,
): void {
  let registered = false;
  const scan = () => {
    if (!win.document.querySelector(TWITTER_POST_SELECTOR)) return;
    if (registered) return enhance(win);
    registered = true;
    loader.register(TWITTER_WIDGETS_TAG).catch(() => undefined);
  };
  scan();
  // Once the new page is committed, so that its body is in the document.
  afterEachNavigation(router, win, scan);
}
