/**
 * The site's ad slots (spec 001 s3 "Ad slot configuration"): a slot's name, the devices it is
 * shown on (`constraint`), its sizes per device, and how it behaves: collapse when the network
 * has nothing (`collapseEmpty`), wait for the page's load event (`delayLoad`), wait until it
 * nears the viewport (`lazyLoad`), ask again on each client-side navigation (`lazyReload`),
 * stick (`sticky`), and the classes and styles of its container. A slot name with no
 * configuration renders nothing (spec 000 s8).
 */
import type { Device } from '@bytewire/site';
import {
  HIDDEN_SIZE,
  LEADER_SIZES,
  MOBILE_NAV_AD_CODE,
  OMNIBAR_BOTTOM_SIZES,
  OMNIBAR_TOP_SIZES,
} from './ad-constants';
import type { AdSize } from './ad-constants';

export type AdSlotType =
  'adDisplay' | 'amp' | 'adSense' | 'amazonNative' | 'taboola' | 'mediaNetwork';
export type AdConstraint = 'all' | Device;

export interface AdSlotConfig {
  name: string;
  type: AdSlotType;
  constraint: AdConstraint;
  /** The sizes the slot takes on each device; a device with none shows no ad there. */
  sizes: Readonly<Partial<Record<Device, readonly AdSize[]>>>;
  collapseEmpty: boolean;
  delayLoad: boolean;
  lazyLoad: boolean;
  lazyReload: boolean;
  sticky: boolean;
  /** Added to the body while the slot shows an ad. */
  bodyClass?: string;
  /** Added to the slot's container. */
  class?: string;
  containerStyles?: Readonly<Record<string, string>>;
}

const leaderFor = (device: Device): AdSize[] =>
  LEADER_SIZES.filter(([width]) => (device === 'mobile' ? width <= 320 : width >= 728));

export const AD_SLOTS: Readonly<Record<string, AdSlotConfig>> = {
  skybox: {
    name: 'skybox',
    type: 'adDisplay',
    constraint: 'all',
    sizes: { mobile: leaderFor('mobile'), tablet: [[728, 90]], desktop: leaderFor('desktop') },
    collapseEmpty: true,
    delayLoad: false,
    lazyLoad: false,
    lazyReload: true,
    sticky: true,
    bodyClass: 'has-skybox',
  },
  omnibar: {
    name: 'omnibar',
    type: 'adDisplay',
    constraint: 'all',
    sizes: {
      mobile: [...OMNIBAR_BOTTOM_SIZES, HIDDEN_SIZE],
      tablet: [[728, 90], HIDDEN_SIZE],
      desktop: [...OMNIBAR_TOP_SIZES, HIDDEN_SIZE],
    },
    collapseEmpty: true,
    delayLoad: true,
    lazyLoad: false,
    lazyReload: false,
    sticky: true,
  },
  'article-mpu': {
    name: 'article-mpu',
    type: 'adDisplay',
    constraint: 'all',
    sizes: { mobile: [[300, 250]], tablet: [[300, 250]], desktop: [[300, 250]] },
    collapseEmpty: true,
    delayLoad: false,
    lazyLoad: true,
    lazyReload: true,
    sticky: false,
    class: 'ad-slot--mpu',
  },
  // In the header's accordion: it loads when the reader opens the menu (it is hidden until).
  [MOBILE_NAV_AD_CODE]: {
    name: MOBILE_NAV_AD_CODE,
    type: 'adDisplay',
    constraint: 'mobile',
    sizes: { mobile: [[320, 50]] },
    collapseEmpty: true,
    delayLoad: false,
    lazyLoad: true,
    lazyReload: false,
    sticky: false,
    class: 'ad-slot--nav',
  },
};

/** The front door's skybox may also be a billboard (its expanded state). */
export const FRONT_DOOR_SKYBOX_SIZES: Readonly<Partial<Record<Device, readonly AdSize[]>>> = {
  desktop: [[970, 250], ...leaderFor('desktop')],
};

export function slotConfig(name: string): AdSlotConfig | undefined {
  return Object.hasOwn(AD_SLOTS, name) ? AD_SLOTS[name] : undefined;
}

/** The sizes a slot asks for on a device: none when its constraint leaves that device out. */
export function slotSizes(
  config: AdSlotConfig,
  device: Device,
  frontDoor = false,
): readonly AdSize[] {
  if (config.constraint !== 'all' && config.constraint !== device) return [];
  const sizes = frontDoor && config.name === 'skybox' ? FRONT_DOOR_SKYBOX_SIZES : config.sizes;
  return sizes[device] ?? config.sizes[device] ?? [];
}

/** The least height the slot's container keeps while its ad loads (no shift when it arrives). */
export function minimumHeight(sizes: readonly AdSize[]): number {
  const heights = sizes.filter(([w, h]) => !(w === HIDDEN_SIZE[0] && h === HIDDEN_SIZE[1]));
  return heights.length === 0 ? 0 : Math.min(...heights.map(([, height]) => height));
}
