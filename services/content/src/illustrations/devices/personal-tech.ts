/**
 * Personal tech, drawn as flat product shots: computers, phones and tablets, audio, wearables,
 * printers and routers. The drawings live in ./personal-tech/, grouped by family.
 */
import type { DeviceKind, Drawing } from '../drawing';
import {
  headphones,
  earbuds,
  portableSpeaker,
  smartSpeaker,
  soundbar,
  towerSpeaker,
} from './personal-tech/audio';
import { desktopTower, laptop, miniPc, monitor, tv } from './personal-tech/computers';
import { eReader, foldablePhone, phone, tablet } from './personal-tech/handhelds';
import { meshRouter, printer, router } from './personal-tech/network';
import { fitnessBand, smartRing, smartwatch } from './personal-tech/wearables';

// The kinds are named once, in DEVICE_KINDS; `satisfies` rejects a key that is not one of them.
export const PERSONAL_TECH_DRAWINGS = {
  laptop,
  phone,
  'foldable-phone': foldablePhone,
  tablet,
  'e-reader': eReader,
  tv,
  monitor,
  'desktop-tower': desktopTower,
  'mini-pc': miniPc,
  headphones,
  earbuds,
  'portable-speaker': portableSpeaker,
  'smart-speaker': smartSpeaker,
  soundbar,
  'tower-speaker': towerSpeaker,
  smartwatch,
  'fitness-band': fitnessBand,
  'smart-ring': smartRing,
  printer,
  router,
  'mesh-router': meshRouter,
} satisfies Partial<Record<DeviceKind, Drawing>>;
export type PersonalTechKind = keyof typeof PERSONAL_TECH_DRAWINGS;
