/**
 * The partner ad scripts of spec 001 s7 (search ads, contextual ads, the recommendation
 * widget), started after hydration: only for the parts the ad stack configures, with their
 * feature flags on (partner-ad-parts.ts), never for a reader of the restricted state, and
 * nothing before the reader allows targeting (C0004): only then is the code that fills the
 * containers (partner-ads.ts) fetched. Each partner container the page has
 * (`[data-partner-ad]`, rendered by PartnerAd where the page shows ads) gets its request and
 * its script, through the script loader, once; a client-side navigation's new containers are
 * filled the same way.
 */
import { adStackConfigFrom } from '@bytewire/site';
import { afterEachNavigation } from '../../app/after-navigation';
import type { AppRouter } from '../../app/app-router';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { CONSENT_CATEGORIES } from '../../consent/consent-categories';
import { consentStore, type ConsentStore } from '../../consent/consent-store';
import { whenAllowed } from '../../consent/when-allowed';
import type { ScriptLoader } from '../../scripts/script-loader';
import { PARTNER_AD_PARTS, partnerAdShown } from './partner-ad-parts';

const TARGETING = CONSENT_CATEGORIES.targeting;

export function startPartnerAds(
  router: AppRouter,
  loader: ScriptLoader,
  win: Window = window,
  store: ConsentStore = consentStore,
): void {
  const root = router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  if (!root) return;
  // Checked again: the configuration reached the browser through the page's data.
  const stack = adStackConfigFrom(root.site?.adStack);
  const page = {
    adStack: stack,
    flags: root.flags ?? {},
    restricted: root.restricted === true,
    // A page that suppresses ads renders no container (PartnerAd): nothing to fill there.
    suppressed: false,
  };
  const parts = PARTNER_AD_PARTS.filter((part) => partnerAdShown(part, page));
  if (parts.length === 0) return;
  whenAllowed(store, TARGETING)
    .then(() => import('./partner-ads'))
    .then(({ PartnerAds }) => {
      const partners = new PartnerAds(win, loader, stack, parts, () => store.allowed(TARGETING));
      partners.scan();
      // Once the new page is committed, so that its containers are in the document.
      afterEachNavigation(router, win, () => partners.scan());
    })
    .catch((error: unknown) => console.warn('Partner ads did not start', error));
}
