/**
 * Colour arithmetic on `#rrggbb` strings, for the tones of a finish or a backdrop. The one colour
 * module of the library: every drawing derives its shades here.
 */

/** The channels of `#rrggbb`, or null for anything else (an rgba() shadow, `none`, a url()). */
function channels(colour: string): [number, number, number] | null {
  if (!/^#[0-9a-f]{6}$/i.test(colour)) return null;
  const value = Number.parseInt(colour.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function toHex([r, g, b]: readonly number[]): string {
  const clamp = (c: number) => Math.max(0, Math.min(255, Math.round(c)));
  return `#${((clamp(r) << 16) | (clamp(g) << 8) | clamp(b)).toString(16).padStart(6, '0')}`;
}

/**
 * `a` moved towards `b` by `amount` (0: a, 1: b). A colour that is not `#rrggbb` comes back as
 * it is: a paint's rgba() shadow has no tones.
 */
export function mix(a: string, b: string, amount: number): string {
  const from = channels(a);
  const to = channels(b);
  if (!from || !to) return a;
  return toHex(from.map((c, i) => c + (to[i] - c) * amount));
}

export function lighten(hex: string, amount: number): string {
  return mix(hex, '#ffffff', amount);
}

export function darken(hex: string, amount: number): string {
  return mix(hex, '#000000', amount);
}

/** Relative luminance (WCAG), 0 for black to 1 for white (0.5 for a colour that is not hex). */
export function luminance(hex: string): number {
  const rgb = channels(hex);
  if (!rgb) return 0.5;
  const linear = rgb.map((c) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * linear[0] + 0.7152 * linear[1] + 0.0722 * linear[2];
}

/**
 * A cheaper brightness, 0..1: the same weights on the channels as stored, not linearised (0.5
 * for a colour that is not hex). The drawings' light-or-dark choices were tuned on this scale,
 * so it stays apart from `luminance`.
 */
export function luma(colour: string): number {
  const rgb = channels(colour);
  if (!rgb) return 0.5;
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}
