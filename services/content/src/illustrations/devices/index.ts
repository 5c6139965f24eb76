/** Every device's drawing, gathered from the families' files. */
import type { DeviceKind, Drawing } from '../drawing';
import { HOME_TECH_DRAWINGS } from './home-tech';
import { LIFE_TECH_DRAWINGS } from './life-tech';
import { PERSONAL_TECH_DRAWINGS } from './personal-tech';

export const DEVICE_DRAWINGS: Readonly<Record<DeviceKind, Drawing>> = {
  ...PERSONAL_TECH_DRAWINGS,
  ...HOME_TECH_DRAWINGS,
  ...LIFE_TECH_DRAWINGS,
};
