/**
 * The page's ads (issue 9, spec 001 s3, s4, s8), started after hydration (after-hydration.ts):
 * only with the `ads` and `adDisplay` flags on. The ad network is the ad server's or the house
 * one (ad-network-choice.ts). Its tag goes through the script loader (typed inert under GDPR
 * mode until targeting is allowed), and no slot asks for an ad before the reader allows
 * targeting (C0004), whatever the mode: the code that fills the slots (run-page-ads.ts) is
 * fetched only then.
 */
import type { AppRouter } from '../app/app-router';
import type { RootData } from '../app/root-loader';
import { ROOT_ROUTE_ID } from '../app/route-ids';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import { consentStore, type ConsentStore } from '../consent/consent-store';
import { whenAllowed } from '../consent/when-allowed';
import type { ScriptLoader } from '../scripts/script-loader';
import { chosenAdNetwork, type AdNetworkFactory } from './ad-network-choice';

const TARGETING = CONSENT_CATEGORIES.targeting;

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
    .then(async ([adNetwork]) => {
      const { runPageAds } = await import('./run-page-ads');
      runPageAds(router, win, store, adNetwork);
    })
    .catch((error: unknown) => console.warn('Ads did not start', error));
}
