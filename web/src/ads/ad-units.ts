/**
 * Ad unit paths (spec 001 s9 "Ad unit ids differ for mobile and desktop", "default region
 * aw"): Google Ad Manager's `iu` form, `/<network>/<unit>/<region>/<slot>`.
 *
 * Tablets use the desktop unit: their slots take the desktop creatives (728x90, 300x250;
 * ad-slots.ts), and a tablet's layout is the desktop one from 768 px up, where the mobile unit's
 * line items are sold for phone screens.
 */
import type { Device } from '@bytewire/site';
import { DEFAULT_AD_REGION } from './ad-constants';
import { isAdRegion, type AdOverrides } from './ad-overrides';
import { isNetworkCode, isSafeId, type AdStackConfig } from '@bytewire/site';

/** The unit id of a device: mobile's on mobile, desktop's on desktop and tablet. */
export function adUnitId(config: AdStackConfig, device: Device): string | undefined {
  return device === 'mobile' ? config.mobileUnitId : config.desktopUnitId;
}

/**
 * The `iu` path of a slot: undefined when the configuration has no network or no unit for the
 * device (the ad server is off), or the slot's name is no safe path segment. The adNetwork and
 * adRegion overrides (ad-overrides.ts) replace the network and region.
 */
export function adUnitPath(
  config: AdStackConfig,
  device: Device,
  slot: string,
  overrides: Partial<Pick<AdOverrides, 'region' | 'network'>> = {},
): string | undefined {
  const network = isNetworkCode(overrides.network) ? overrides.network : config.networkId;
  const unit = adUnitId(config, device);
  const region = isAdRegion(overrides.region) ? overrides.region : DEFAULT_AD_REGION;
  if (!isNetworkCode(network) || !isSafeId(unit) || !isSafeId(slot)) return undefined;
  return `/${network}/${unit}/${region}/${slot}`;
}

/** The slot name of the video player's ad unit. */
export const VIDEO_AD_SLOT = 'video';
