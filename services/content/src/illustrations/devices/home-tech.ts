/** Home and other tech: gaming, smart home, energy and robots (drawn in devices/home-tech/). */
import { DEVICE_KINDS, type DeviceKind, type Drawing } from '../drawing';
import { ENERGY_DRAWINGS } from './home-tech/energy';
import { GAMING_DRAWINGS } from './home-tech/gaming';
import { ROBOT_DRAWINGS } from './home-tech/robots';
import { SMART_HOME_DRAWINGS } from './home-tech/smart-home';

// The kinds are named once, in DEVICE_KINDS; `satisfies` rejects a key that is not one of them.
export const HOME_TECH_DRAWINGS = {
  ...GAMING_DRAWINGS,
  ...SMART_HOME_DRAWINGS,
  ...ENERGY_DRAWINGS,
  ...ROBOT_DRAWINGS,
} satisfies Partial<Record<DeviceKind, Drawing>>;
export type HomeTechKind = keyof typeof HOME_TECH_DRAWINGS;

/** The kinds drawn here, in DEVICE_KINDS order. */
export const HOME_TECH_KINDS: readonly HomeTechKind[] = DEVICE_KINDS.filter(
  (kind): kind is HomeTechKind => kind in HOME_TECH_DRAWINGS,
);
