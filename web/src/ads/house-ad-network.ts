/**
 * The default ad network adapter: the cluster's house ad library (web/public/house-ads/house-ads.js),
 * loaded by the script loader like an ad network's tag: a targeting (C0004) tag, typed inert
 * under GDPR mode until the reader allows targeting, needing the `ads` and `adDisplay` flags.
 */
import type { ScriptTagConfig } from '../scripts/script-config';
import type { ScriptLoader } from '../scripts/script-loader';
import type { AdNetwork, AdRequest, AdResult } from './ad-network';

export const HOUSE_ADS_GLOBAL = 'bytewireHouseAds';

export const HOUSE_ADS_TAG: ScriptTagConfig = {
  tagId: 'house-ads',
  src: '/house-ads/house-ads.js',
  features: ['ads', 'adDisplay'],
  gdprCategory: 'C0004',
  windowVars: [HOUSE_ADS_GLOBAL],
  // The cluster's own library: no third party sees the reader (spec 001 s1).
  allowedWhenRestricted: true,
};

interface HouseAdsLibrary {
  display(container: HTMLElement, request: AdRequest): Promise<AdResult>;
  clear(container: HTMLElement): void;
}

function isLibrary(value: unknown): value is HouseAdsLibrary {
  const library = value as Partial<HouseAdsLibrary> | undefined;
  return typeof library?.display === 'function' && typeof library.clear === 'function';
}

/** A result of the library's, checked: anything else is read as a blank ad. */
function checked(result: unknown): AdResult {
  const r = result as { empty?: unknown; size?: unknown } | undefined;
  if (r?.empty === false && Array.isArray(r.size) && r.size.length === 2) {
    const [width, height] = r.size as unknown[];
    if (Number.isInteger(width) && Number.isInteger(height)) {
      return { empty: false, size: [width as number, height as number] };
    }
  }
  return { empty: true };
}

/** Loads the library (once the tag may run) and adapts it; rejects when it never comes. */
export async function houseAdNetwork(loader: ScriptLoader): Promise<AdNetwork> {
  await loader.register(HOUSE_ADS_TAG);
  const library = await loader.windowVariable(HOUSE_ADS_GLOBAL);
  if (!isLibrary(library)) throw new Error(`${HOUSE_ADS_GLOBAL} is not an ad library`);
  return {
    display: async (container, request) => checked(await library.display(container, request)),
    clear: (container) => library.clear(container),
  };
}
