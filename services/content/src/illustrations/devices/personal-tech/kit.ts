/**
 * The personal-tech drawings' primitives: the library's kit (../../svg-kit) in this family's
 * printing style, plus the shapes only it draws: perspective rects, path data for cut-outs, ring
 * bands and extruded solids (a rounded slab, a cylinder) seen slightly from above.
 */
import { num, svgKit, type Point } from '../../svg-kit';

// Two decimals; a corner radius is clamped to half the sides, as SVG would, and left out at 0.
export const { rect, circle, ellipse, path, poly, line, linearGradient, groundShadow } = svgKit({
  num,
  corners: 'fit',
});

/** Extra attributes written after the geometry. */
function extra(more: string): string {
  return more ? ` ${more}` : '';
}

/** A rectangle with separate horizontal and vertical corner radii (a rounded rect in perspective). */
export function rectXY(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  ry: number,
  fill: string,
  more = '',
): string {
  return `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" rx="${num(Math.min(rx, w / 2))}" ry="${num(Math.min(ry, h / 2))}" fill="${fill}"${extra(more)}/>`;
}

/** Path data for a closed polygon, for use inside larger paths. */
export function polyD(points: readonly Point[]): string {
  return `M${points.map(([x, y]) => `${num(x)} ${num(y)}`).join('L')}Z`;
}

/** Path data for an ellipse (two arcs), for evenodd cut-outs. */
export function ellipseD(cx: number, cy: number, rx: number, ry: number): string {
  return `M${num(cx - rx)} ${num(cy)}a${num(rx)} ${num(ry)} 0 1 0 ${num(2 * rx)} 0a${num(rx)} ${num(ry)} 0 1 0 ${num(-2 * rx)} 0Z`;
}

/** Path data for a rounded rectangle. */
export function roundRectD(x: number, y: number, w: number, h: number, r: number): string {
  const k = Math.max(0, Math.min(r, w / 2, h / 2));
  return (
    `M${num(x + k)} ${num(y)}H${num(x + w - k)}Q${num(x + w)} ${num(y)} ${num(x + w)} ${num(y + k)}` +
    `V${num(y + h - k)}Q${num(x + w)} ${num(y + h)} ${num(x + w - k)} ${num(y + h)}` +
    `H${num(x + k)}Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - k)}` +
    `V${num(y + k)}Q${num(x)} ${num(y)} ${num(x + k)} ${num(y)}Z`
  );
}

/** A band of a ring between radii r1 < r2 from angle a0 to a1 (degrees, clockwise from 12 o'clock). */
export function arcBand(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  a0: number,
  a1: number,
  fill: string,
  more = '',
): string {
  const at = (r: number, a: number): string => {
    const rad = ((a - 90) * Math.PI) / 180;
    return `${num(cx + r * Math.cos(rad))} ${num(cy + r * Math.sin(rad))}`;
  };
  const large = a1 - a0 > 180 ? 1 : 0;
  const d =
    `M${at(r2, a0)}A${num(r2)} ${num(r2)} 0 ${large} 1 ${at(r2, a1)}` +
    `L${at(r1, a1)}A${num(r1)} ${num(r1)} 0 ${large} 0 ${at(r1, a0)}Z`;
  return path(d, fill, more);
}

/** A full ring (annulus). */
export function annulus(
  cx: number,
  cy: number,
  r1: number,
  r2: number,
  fill: string,
  more = '',
): string {
  return path(
    `${ellipseD(cx, cy, r2, r2)}${ellipseD(cx, cy, r1, r1)}`,
    fill,
    `fill-rule="evenodd"${extra(more)}`,
  );
}

/**
 * A rounded slab seen slightly from above: its top face (a rounded rect squashed by perspective)
 * over a side band `depth` high.
 */
export function slab(
  x: number,
  y: number,
  w: number,
  h: number,
  rx: number,
  ry: number,
  depth: number,
  top: string,
  side: string,
): string {
  return (
    rectXY(x, y + depth, w, h, rx, ry, side) +
    rect(x, y + h / 2, w, depth, 0, side) +
    rectXY(x, y, w, h, rx, ry, top)
  );
}

/** An upright cylinder seen slightly from above: side from cy to cy + height, top ellipse at cy. */
export function cylinder(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  height: number,
  top: string,
  side: string,
): string {
  return (
    ellipse(cx, cy + height, rx, ry, side) +
    rect(cx - rx, cy, 2 * rx, height, 0, side) +
    ellipse(cx, cy, rx, ry, top)
  );
}
