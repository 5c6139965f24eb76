/**
 * The page's ads at work, once the reader has allowed targeting and the ad network is ready:
 * the slots of each page the router shows, with the page's targeting. A chunk of its own,
 * loaded by start-ads.ts only then: a reader who has not allowed targeting (no slot asks for
 * an ad before that) never downloads the slots, the skybox or the omnibar.
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
import type { ConsentStore } from '../consent/consent-store';
import { layoutDevice } from '../site-context/layout-device';
import type { AdNetwork } from './ad-network';
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

/** Fills the page's slots now and after each client navigation. */
export function runPageAds(
  router: AppRouter,
  win: Window,
  store: ConsentStore,
  adNetwork: AdNetwork,
): void {
  const ads = new PageAds(win, adNetwork, pageContext(router, win, store));
  ads.scan();
  // Once the new page is committed, so that its slots are in the document.
  afterEachNavigation(router, win, () => ads.routeChanged());
}
