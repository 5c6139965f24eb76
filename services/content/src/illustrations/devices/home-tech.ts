/** Home and other tech: gaming, smart home, energy and robots (drawn in devices/home-tech/). */
import type { Drawing } from '../drawing';
import { ENERGY_DRAWINGS } from './home-tech/energy';
import { GAMING_DRAWINGS } from './home-tech/gaming';
import { ROBOT_DRAWINGS } from './home-tech/robots';
import { SMART_HOME_DRAWINGS } from './home-tech/smart-home';

/** The kinds drawn here, in DEVICE_KINDS order. */
export const HOME_TECH_KINDS = [
  'handheld-console',
  'game-controller',
  'game-console',
  'gaming-headset',
  'gaming-mouse',
  'video-doorbell',
  'security-camera',
  'thermostat',
  'smart-plug',
  'smart-display',
  'smart-lock',
  'power-station',
  'solar-panel',
  'ev-charger',
  'robot-vacuum',
  'robot-mower',
  'pool-robot',
  'garden-robot',
] as const;
export type HomeTechKind = (typeof HOME_TECH_KINDS)[number];

export const HOME_TECH_DRAWINGS: Readonly<Record<HomeTechKind, Drawing>> = {
  ...GAMING_DRAWINGS,
  ...SMART_HOME_DRAWINGS,
  ...ENERGY_DRAWINGS,
  ...ROBOT_DRAWINGS,
};
