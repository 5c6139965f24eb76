/**
 * Life-tech devices: online services drawn as objects (VPN, password manager, courses, cards),
 * kitchen and home appliances, and home-office gear. The drawings live in ./life-tech/.
 */
import { DEVICE_KINDS, type DeviceKind, type Drawing } from '../drawing';
import { KITCHEN_DRAWINGS } from './life-tech/kitchen';
import { OFFICE_DRAWINGS } from './life-tech/office';
import { SERVICE_DRAWINGS } from './life-tech/services';

// The kinds are named once, in DEVICE_KINDS; `satisfies` rejects a key that is not one of them.
export const LIFE_TECH_DRAWINGS = {
  ...SERVICE_DRAWINGS,
  ...KITCHEN_DRAWINGS,
  ...OFFICE_DRAWINGS,
} satisfies Partial<Record<DeviceKind, Drawing>>;
export type LifeTechKind = keyof typeof LIFE_TECH_DRAWINGS;

/** The kinds drawn here, in DEVICE_KINDS order. */
export const LIFE_TECH_KINDS: readonly LifeTechKind[] = DEVICE_KINDS.filter(
  (kind): kind is LifeTechKind => kind in LIFE_TECH_DRAWINGS,
);
