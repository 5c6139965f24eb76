/**
 * Life-tech devices: online services drawn as objects (VPN, password manager, courses, cards),
 * kitchen and home appliances, and home-office gear. The drawings live in ./life-tech/.
 */
import type { Drawing } from '../drawing';
import { KITCHEN_DRAWINGS } from './life-tech/kitchen';
import { OFFICE_DRAWINGS } from './life-tech/office';
import { SERVICE_DRAWINGS } from './life-tech/services';

export const LIFE_TECH_KINDS = [
  'vpn-shield',
  'password-vault',
  'online-course',
  'credit-card',
  'air-fryer',
  'coffee-maker',
  'sous-vide',
  'air-purifier',
  'stick-vacuum',
  'standing-desk',
  'office-chair',
  'webcam',
  'dock',
  'microphone',
] as const;
export type LifeTechKind = (typeof LIFE_TECH_KINDS)[number];

export const LIFE_TECH_DRAWINGS: Readonly<Record<LifeTechKind, Drawing>> = {
  ...SERVICE_DRAWINGS,
  ...KITCHEN_DRAWINGS,
  ...OFFICE_DRAWINGS,
};
