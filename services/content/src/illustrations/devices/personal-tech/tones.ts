/**
 * Colour and number helpers for the personal-tech drawings: tones derived from a paint's
 * `#rrggbb` colours, and coordinates written with at most two decimals so that the markup stays
 * short and byte-for-byte stable.
 */

/** A number as SVG writes it: rounded to two decimals, no trailing zeros, never `-0`. */
export function num(value: number): string {
  const rounded = Math.round(value * 100) / 100;
  return Object.is(rounded, -0) ? '0' : String(rounded);
}

function parse(colour: string): [number, number, number] | undefined {
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(colour.trim());
  if (!hex) return undefined;
  const digits =
    hex[1].length === 3
      ? hex[1]
          .split('')
          .map((d) => d + d)
          .join('')
      : hex[1];
  return [0, 2, 4].map((i) => parseInt(digits.slice(i, i + 2), 16)) as [number, number, number];
}

function hex(rgb: readonly number[]): string {
  return `#${rgb
    .map((c) =>
      Math.max(0, Math.min(255, Math.round(c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** `a` moved a fraction `t` (0..1) of the way to `b`; a colour that is not hex is kept as it is. */
export function mix(a: string, b: string, t: number): string {
  const from = parse(a);
  const to = parse(b);
  if (!from) return a;
  if (!to) return hex(from);
  return hex(from.map((c, i) => c + (to[i] - c) * t));
}

export const lighten = (colour: string, t: number): string => mix(colour, '#ffffff', t);
export const darken = (colour: string, t: number): string => mix(colour, '#000000', t);

/** Relative luminance 0..1 (0.5 for a colour that is not hex). */
export function luminance(colour: string): number {
  const rgb = parse(colour);
  if (!rgb) return 0.5;
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}

/** A tone that reads against `colour`: darker on a light colour, lighter on a dark one. */
export function contrast(colour: string, t: number): string {
  return luminance(colour) > 0.55 ? darken(colour, t) : lighten(colour, t);
}
