/**
 * The colours pictures are painted in: the finishes products come in (named, since alt text
 * says which one a picture shows) and the backdrops they are shot against.
 */
import type { Paint } from './drawing';
import { darken, lighten, luminance, mix } from './tones';

export interface Finish {
  /** How a reader would name it: "midnight blue". */
  name: string;
  body: string;
  accent: string;
}

export const FINISHES: readonly Finish[] = [
  { name: 'graphite', body: '#3a3f4b', accent: '#38bdf8' },
  { name: 'silver', body: '#d9dde3', accent: '#2563eb' },
  { name: 'midnight blue', body: '#1e2a4a', accent: '#60a5fa' },
  { name: 'sage green', body: '#8fa98c', accent: '#f5f5dc' },
  { name: 'coral', body: '#ee7b68', accent: '#fff1e6' },
  { name: 'sand', body: '#d8c3a0', accent: '#7c5a3a' },
  { name: 'white', body: '#f4f4f2', accent: '#10b981' },
  { name: 'black', body: '#1c1d21', accent: '#f59e0b' },
  { name: 'crimson', body: '#b3263e', accent: '#fde2e4' },
  { name: 'lavender', body: '#b6a6e3', accent: '#4c1d95' },
  { name: 'sky blue', body: '#7cb8e8', accent: '#0b3b66' },
  { name: 'forest green', body: '#25513f', accent: '#a7f3d0' },
  { name: 'gold', body: '#d4b06a', accent: '#3b2f1a' },
  { name: 'teal', body: '#1f8a8a', accent: '#ccfbf1' },
];

export interface Backdrop {
  /** How a reader would name it: "pale blue". */
  name: string;
  /** The gradient's light end and dark end. */
  light: string;
  dark: string;
}

export const BACKDROPS: readonly Backdrop[] = [
  { name: 'pale blue', light: '#e3eefb', dark: '#b7cdea' },
  { name: 'mint', light: '#e2f5ec', dark: '#a9dcc4' },
  { name: 'warm sand', light: '#f7eddc', dark: '#e3c99e' },
  { name: 'lilac', light: '#efe8fb', dark: '#c9b8ec' },
  { name: 'peach', light: '#fde8df', dark: '#f3b9a3' },
  { name: 'soft grey', light: '#f1f2f4', dark: '#c9cdd4' },
  { name: 'butter yellow', light: '#fdf6d8', dark: '#f1d67c' },
  { name: 'sea green', light: '#dff3f1', dark: '#8fcfc8' },
  { name: 'rose', light: '#fbe7ee', dark: '#eab0c3' },
  { name: 'deep navy', light: '#33416b', dark: '#141b33' },
  { name: 'charcoal', light: '#4a4f5a', dark: '#1f2228' },
  { name: 'plum', light: '#5b3b6b', dark: '#2a1733' },
];

/** Backdrops dark enough for a video poster's studio. */
export const DARK_BACKDROPS: readonly Backdrop[] = BACKDROPS.filter(
  (b) => luminance(b.light) < 0.1,
);

export function isDark(colour: string): boolean {
  return luminance(colour) < 0.12;
}

/** A backdrop a finish stands out against: a light one for a dark finish and the reverse. */
export function backdropsFor(finish: Finish): readonly Backdrop[] {
  const light = BACKDROPS.filter((b) => !isDark(b.light));
  if (luminance(finish.body) > 0.55) {
    // A white or silver finish needs some colour around it to show its edges.
    return light.filter((b) => luminance(b.dark) < 0.55);
  }
  return light;
}

/** The five colours of the drawing contract, from a finish. */
export function paintOf(finish: Finish): Paint {
  const light = luminance(finish.body) > 0.4;
  return {
    body: finish.body,
    trim: light ? darken(finish.body, 0.18) : lighten(finish.body, 0.16),
    accent: finish.accent,
    screen: '#10141d',
    glow: mix('#bfe3ff', finish.accent, 0.25),
    shadow: 'rgba(16,22,36,0.22)',
  };
}
