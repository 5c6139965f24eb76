/**
 * Topic motifs: flat drawings for stories whose topic is not a device (AI, security, finance,
 * health, the planet...). Same rules as the device drawings (see ../drawing.ts): a subject
 * centred on (200, 200) inside x 20..380, y 60..340, flat fills in a few tones of the paint,
 * light from the top left, a soft shadow, no text. The variant (0..7) changes the composition:
 * `variant % 3` picks one of three layouts, the rest moves the secondary elements.
 *
 * The drawings live in ./topic/, one file per theme, their shared shapes in ./topic/motif-kit.ts:
 * computing (ai-chip, code-window), network (cloud, wifi-waves), innovation (lightbulb, rocket),
 * security (padlock, ransom-lock), money (growth-chart, bank, briefcase), nature-health
 * (heartbeat, leaf), learning (graduation-cap), world (parcel, globe).
 */
import type { Drawing, MotifKind } from '../drawing';
import { aiChip, codeWindowMotif } from './topic/computing';
import { lightbulb, rocket } from './topic/innovation';
import { graduationCap } from './topic/learning';
import { bank, briefcase, growthChart } from './topic/money';
import { group } from './topic/motif-kit';
import { heartbeat, leaf } from './topic/nature-health';
import { cloud, wifiWaves } from './topic/network';
import { padlockMotif, ransomLock } from './topic/security';
import { globe, parcel } from './topic/world';

/**
 * The drawings are laid out in the full box, shadows and sparkles reaching its edges; each is
 * drawn a touch smaller around the centre, which keeps every pixel inside x 20..380, y 60..340.
 */
function fitted(drawing: Drawing): Drawing {
  return (context) =>
    group(drawing(context), 'translate(200 200) scale(0.93) translate(-200 -200)');
}

/** One drawing per topic motif. */
export const MOTIF_DRAWINGS: Readonly<Record<MotifKind, Drawing>> = {
  'ai-chip': fitted(aiChip),
  cloud: fitted(cloud),
  padlock: fitted(padlockMotif),
  'ransom-lock': fitted(ransomLock),
  'growth-chart': fitted(growthChart),
  bank: fitted(bank),
  briefcase: fitted(briefcase),
  heartbeat: fitted(heartbeat),
  leaf: fitted(leaf),
  'graduation-cap': fitted(graduationCap),
  lightbulb: fitted(lightbulb),
  'code-window': fitted(codeWindowMotif),
  parcel: fitted(parcel),
  rocket: fitted(rocket),
  'wifi-waves': fitted(wifiWaves),
  globe: fitted(globe),
};
