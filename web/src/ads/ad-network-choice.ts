/**
 * Which ad network fills the page's slots: the ad server (GPT, with header bidding) when the
 * ad stack names its library, its network and a unit for the reader's device; otherwise the
 * house network, which needs no outside host. Never the ad server for a reader of the
 * restricted state (spec 001 s1: third-party ad tech does not run there); the house network,
 * first party, still does. The ad server's code is a chunk loaded only when chosen.
 */
import { adStackConfigFrom, isNetworkCode, type AdStackConfig, type Device } from '@bytewire/site';
import type { RootData } from '../app/root-loader';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import type { ConsentStore } from '../consent/consent-store';
import type { ScriptLoader } from '../scripts/script-loader';
import { layoutDevice } from '../site-context/layout-device';
import type { AdNetwork } from './ad-network';
import { adUnitId } from './ad-units';
import { houseAdNetwork } from './house-ad-network';

export type AdNetworkKind = 'ad-server' | 'house';

export type AdNetworkFactory = (loader: ScriptLoader) => Promise<AdNetwork>;

/** The network for an ad stack, a device and a reader; the house one when in doubt. */
export function adNetworkKind(
  stack: AdStackConfig,
  device: Device,
  restricted: boolean,
): AdNetworkKind {
  if (restricted) return 'house';
  const served = isNetworkCode(stack.networkId) && !!stack.gptSrc && !!adUnitId(stack, device);
  return served ? 'ad-server' : 'house';
}

/** The ad server with header bidding, both loaded as chunks when it is chosen. */
function adServerNetwork(stack: AdStackConfig, win: Window, store: ConsentStore): AdNetworkFactory {
  return async (loader) => {
    const [{ gptAdNetwork }, { HeaderBidding }] = await Promise.all([
      import('./gpt-ad-network'),
      import('./header-bidding'),
    ]);
    const bidding = new HeaderBidding({
      config: stack,
      loader,
      targetingConsent: () => store.allowed(CONSENT_CATEGORIES.targeting),
    });
    return gptAdNetwork(loader, { config: stack, win, bidding });
  };
}

/**
 * The page's ad network, from the root data: its ad stack (read again: the browser trusts the
 * page's data no more than the server trusted its configuration) and the restricted state.
 * A root data without the state reads as restricted.
 */
export function chosenAdNetwork(
  root: Pick<RootData, 'site' | 'restricted'> | undefined,
  win: Window,
  store: ConsentStore,
): AdNetworkFactory {
  const stack = adStackConfigFrom(root?.site.adStack);
  const restricted = root?.restricted !== false;
  return adNetworkKind(stack, layoutDevice(win), restricted) === 'ad-server'
    ? adServerNetwork(stack, win, store)
    : houseAdNetwork;
}
