/**
 * Header bidding's configuration (spec 001 s7 "a bidding library, a header-bidding exchange,
 * the Amazon bidder"): Prebid.js's `pbjs.setConfig` payload and ad units, and Amazon's
 * `apstag.init` and `apstag.fetchBids` payloads, for the page's slots on the reader's device.
 * Pure: the script that loads the libraries (after consent, s7) hands these over.
 *
 * Bids are bucketed on the ad price ranges of spec 001 s9 (price-ranges.ts), the points the
 * ad server's line items are keyed on: a bid rounded to any other point would match none.
 */
import type { Device } from '@bytewire/site';
import { HIDDEN_SIZE, isOneOf, type AdSize } from './ad-constants';
import type { AdOverrides } from './ad-overrides';
import { slotSizes, type AdSlotConfig } from './ad-slots';
import { DEFAULT_BIDDER_TIMEOUT_MS, type AdStackConfig } from '@bytewire/site';
import { adUnitPath } from './ad-units';
import { PRICE_RANGES } from './price-ranges';

export interface PrebidPriceBucket {
  precision: number;
  min: number;
  max: number;
  increment: number;
}

export interface PrebidSetConfig {
  priceGranularity: { buckets: PrebidPriceBucket[] };
  bidderTimeout: number;
  /** Prebid's cookie and local storage use: only with targeting consent. */
  deviceAccess: boolean;
  userSync: { syncEnabled: boolean };
}

export interface PrebidAdUnit {
  code: string;
  mediaTypes: { banner: { sizes: [number, number][] } };
  bids: { bidder: string; params: Record<string, string | number> }[];
}

export interface ApstagInit {
  pubId: string;
  adServer: 'googletag';
}

export interface ApstagSlot {
  slotID: string;
  slotName: string;
  sizes: [number, number][];
}

export interface ApstagFetchBids {
  slots: ApstagSlot[];
  timeout: number;
}

/** Prices have two decimals (price-ranges.ts's strings): Prebid's precision for them. */
const PRICE_PRECISION = 2;

/**
 * The `pbjs.setConfig` payload, or undefined when header bidding is off. User syncs (the
 * exchange's cookie matching) and device storage only with targeting consent: without it, a
 * bid can still come from the page's context.
 */
export function prebidSetConfig(
  config: AdStackConfig,
  targetingConsent: boolean,
): PrebidSetConfig | undefined {
  if (!config.prebid) return undefined;
  return {
    priceGranularity: {
      buckets: PRICE_RANGES.map(({ min, max, increment }) => ({
        precision: PRICE_PRECISION,
        min,
        max,
        increment,
      })),
    },
    bidderTimeout: config.prebid.timeoutMs,
    deviceAccess: targetingConsent,
    userSync: { syncEnabled: targetingConsent },
  };
}

/**
 * A slot's biddable sizes on the device: display slots only (the others are scripts of their
 * own, s7), without the 6x6 tracking pixel, which no bidder fills.
 */
function biddableSizes(slot: AdSlotConfig, device: Device): [number, number][] {
  if (slot.type !== 'adDisplay') return [];
  return slotSizes(slot, device)
    .filter((size: AdSize) => !isOneOf(size, [HIDDEN_SIZE]))
    .map(([width, height]) => [width, height]);
}

/** Prebid's ad units for the slots shown on the device; none when header bidding is off. */
export function prebidAdUnits(
  slots: readonly AdSlotConfig[],
  config: AdStackConfig,
  device: Device,
): PrebidAdUnit[] {
  const prebid = config.prebid;
  if (!prebid) return [];
  return slots.flatMap((slot) => {
    const sizes = biddableSizes(slot, device);
    if (sizes.length === 0) return [];
    return [
      {
        code: slot.name,
        mediaTypes: { banner: { sizes } },
        // A copy per unit: Prebid's adapters may write to their params.
        bids: [{ bidder: prebid.bidder, params: { ...prebid.params } }],
      },
    ];
  });
}

/** `apstag.init`'s payload, or undefined when the Amazon bidder is off. */
export function apstagInit(config: AdStackConfig): ApstagInit | undefined {
  return config.amazon ? { pubId: config.amazon.pubId, adServer: 'googletag' } : undefined;
}

/**
 * `apstag.fetchBids`' payload: a slot per shown display slot, named by its ad unit path (the
 * ad server's name for it, ad-units.ts); undefined when the Amazon bidder is off or the ad
 * server has no unit for the device. Its timeout is Prebid's, so both auctions end together.
 */
export function apstagFetchBids(
  slots: readonly AdSlotConfig[],
  config: AdStackConfig,
  device: Device,
  overrides: Partial<Pick<AdOverrides, 'region' | 'network'>> = {},
): ApstagFetchBids | undefined {
  if (!config.amazon) return undefined;
  const apsSlots = slots.flatMap((slot) => {
    const sizes = biddableSizes(slot, device);
    const slotName = adUnitPath(config, device, slot.name, overrides);
    return sizes.length > 0 && slotName ? [{ slotID: slot.name, slotName, sizes }] : [];
  });
  if (apsSlots.length === 0) return undefined;
  return { slots: apsSlots, timeout: config.prebid?.timeoutMs ?? DEFAULT_BIDDER_TIMEOUT_MS };
}
