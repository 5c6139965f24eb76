/**
 * The topic motifs' primitives: the library's kit (../../svg-kit) in the motifs' printing style,
 * plus what several motifs draw with: colour choices, arcs and smooth shapes, gears, and the
 * floating decorations placed by the variant.
 */
import type { Paint } from '../../drawing';
import { num1, svgKit, type Point as Pt } from '../../svg-kit';
import { luma, mix } from '../../tones';

// One decimal: the motifs are drawn at a coarser grain than the devices.
export const { rect, circle, ellipse, path, stroke, ring, groundShadow, polylineD, polygonD } =
  svgKit({
    num: num1,
    corners: 'given',
  });

/** Of the candidates, the colour that stands out most on `ground`. */
export function contrasting(ground: string, candidates: readonly string[]): string {
  const l = luma(ground);
  return candidates.reduce((best, c) =>
    Math.abs(luma(c) - l) > Math.abs(luma(best) - l) + 0.08 ? c : best,
  );
}

/** Shadows go towards a deep navy ink rather than black, so they keep the motifs' cool cast. */
export const deepen = (colour: string, t: number): string => mix(colour, '#0b1020', t);

export const group = (content: string, transform: string, extra = '') =>
  `<g transform="${transform}"${extra}>${content}</g>`;

/** A smooth closed shape through the points (Catmull-Rom turned into cubic curves). */
export function blob(pts: readonly Pt[]): string {
  const count = pts.length;
  let d = `M${num1(pts[0][0])} ${num1(pts[0][1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = pts[(i - 1 + count) % count];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % count];
    const p3 = pts[(i + 2) % count];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${num1(c1[0])} ${num1(c1[1])} ${num1(c2[0])} ${num1(c2[1])} ${num1(p2[0])} ${num1(p2[1])}`;
  }
  return `${d} Z`;
}

/** An arc's path data, angles in degrees clockwise from 12 o'clock. */
export function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const at = (a: number): Pt => [
    cx + r * Math.sin((a * Math.PI) / 180),
    cy - r * Math.cos((a * Math.PI) / 180),
  ];
  const [x0, y0] = at(from);
  const [x1, y1] = at(to);
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  return `M${num1(x0)} ${num1(y0)} A${num1(r)} ${num1(r)} 0 ${large} ${to > from ? 1 : 0} ${num1(x1)} ${num1(y1)}`;
}

/** A four-pointed sparkle. */
export function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = `${num1(x)} ${num1(y)}`;
  return path(
    `M${num1(x)} ${num1(y - r)} Q${q} ${num1(x + r)} ${num1(y)} Q${q} ${num1(x)} ${num1(y + r)} Q${q} ${num1(x - r)} ${num1(y)} Q${q} ${num1(x)} ${num1(y - r)} Z`,
    fill,
  );
}

/**
 * Small floating decorations at some of the free spots a drawing offers: sparkles, dots and
 * rings, chosen and placed by the variant.
 */
export function decor(paint: Paint, variant: number, spots: readonly Pt[], count = 3): string {
  let out = '';
  for (let i = 0; i < Math.min(count, spots.length); i++) {
    const [x, y] = spots[(i * 3 + variant * 5) % spots.length];
    const kind = (i + variant) % 4;
    if (kind === 0) out += sparkle(x, y, 11, paint.accent);
    else if (kind === 1) out += circle(x, y, 5, paint.glow);
    else if (kind === 2) out += ring(x, y, 6, paint.accent, 3);
    else out += sparkle(x, y, 7, paint.glow);
  }
  return out;
}

/** A gear's outline: `teeth` teeth between radii `inner` and `outer`. */
export function gear(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    for (const [da, r] of [
      [0, inner],
      [step * 0.18, outer],
      [step * 0.5, outer],
      [step * 0.68, inner],
    ] as const) {
      pts.push([cx + r * Math.cos(a + da), cy + r * Math.sin(a + da)]);
    }
  }
  return polygonD(pts);
}
