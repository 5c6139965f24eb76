/**
 * The page's ads (issue 9, spec 001 s3, s4, s8), started after hydration (after-hydration.ts):
 * only with the `ads` and `adDisplay` flags on. The ad network is the ad server's or the house
 * one (ad-network-choice.ts). Its tag goes through the script loader (typed inert under GDPR
 * mode until targeting is allowed), and no slot asks for an ad before the reader allows
 * targeting (C0004), whatever the mode.
 */
import { afterEachNavigation } from '../app/after-navigation';
import type { Content } from '@bytewire/contracts';
import type { AppRouter } from '../app/app-router';
import type { PageData } from '../app/page-loader';
import type { RootData } from '../app/root-loader';
import { PAGE_ROUTE_ID, ROOT_ROUTE_ID } from '../app/route-ids';
import { currentPageViewGuid } from '../analytics/page-views';
import { mainItem } from '../analytics/tracking-data';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import { consentStore, type ConsentStore } from '../consent/consent-store';
import { whenAllowed } from '../consent/when-allowed';
import type { ScriptLoader } from '../scripts/script-loader';
import { layoutDevice } from '../site-context/layout-device';
import { chosenAdNetwork, type AdNetworkFactory } from './ad-network-choice';
import { adsSuppressed } from './ad-suppression';
import { adUser } from './ad-user';
import { pageTargeting } from './ad-targeting';
import { PageAds, type PageContext } from './page-ads';
import { SITE_ENV } from '../app/site-env';

const TARGETING = CONSENT_CATEGORIES.targeting;

/** The slugs of a content item's topics, main first (the content API's order; cleaned where
 * the page entered, libs/contracts content-fields.ts). */
function topicSlugs(item: Content | undefined): string[] {
  return (item?.topics ?? []).map((topic) => topic.slug);
}

/** What the slots need to know of the page the router shows. */
function pageContext(router: AppRouter, win: Window, store: ConsentStore): PageContext {
  const root = () => router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  const page = () => router.state.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  return {
    frontDoor: () => page()?.routeName === 'front-door',
    allowed: () => store.allowed(TARGETING),
    suppressed: () => adsSuppressed(mainItem(page()?.page).item, win.location.search),
    targeting: () => {
      const data = page();
      const { item } = mainItem(data?.page);
      return pageTargeting({
        // Spec 001 s6: from the sign-in cookies (fly_user, fly_prev_login), not local storage.
        registered: adUser(win.document.cookie) === 'registered',
        device: layoutDevice(win),
        env: SITE_ENV,
        pageType: data?.page.pageType ?? 'error',
        contentId: item?.id,
        abTests: root()?.abTests ?? [],
        pageViewGuid: currentPageViewGuid(),
        slotVars: {
          network: root()?.site.adStack?.networkId,
          siteName: root()?.site.publicationName ?? '',
          topics: topicSlugs(item),
        },
      });
    },
  };
}

export function startAds(
  router: AppRouter,
  loader: ScriptLoader,
  win: Window = window,
  store: ConsentStore = consentStore,
  network?: AdNetworkFactory,
): void {
  const root = router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  const flags = root?.flags ?? {};
  if (flags.ads !== true || flags.adDisplay !== true) return;
  // The ad server when the ad stack has one and the reader may see it; the house network else.
  const adNetworkOf = network ?? chosenAdNetwork(root, win, store);
  void Promise.all([adNetworkOf(loader), whenAllowed(store, TARGETING)])
    .then(([adNetwork]) => {
      const ads = new PageAds(win, adNetwork, pageContext(router, win, store));
      ads.scan();
      // Once the new page is committed, so that its slots are in the document.
      afterEachNavigation(router, win, () => ads.routeChanged());
    })
    .catch((error: unknown) => console.warn('Ads did not start', error));
}
