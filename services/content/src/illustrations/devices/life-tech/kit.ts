/**
 * The life-tech drawings' primitives: the library's kit (../../svg-kit) in this family's printing
 * style, plus what only this family draws: lit screens, symbols (tick, keyhole, play), boxes and
 * patterns.
 */
import type { Paint } from '../../drawing';
import { idMaker, num, svgKit } from '../../svg-kit';
import { mix } from '../../tones';

// Two decimals; a rect writes its corner radius as given, and none at 0.
export const { rect, circle, ellipse, path, poly, stroke, linearGradient, groundShadow } = svgKit({
  num,
  corners: 'given',
});

/** Id maker: every id starts with the context's prefix, then `lt-` and the kind. */
export function ids(prefix: string, kind: string): (name: string) => string {
  return idMaker(prefix, `lt-${kind}-`);
}

/** Path text for a rounded rectangle (for clip paths and compound shapes). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${num(x + rr)} ${num(y)}H${num(x + w - rr)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x + w)} ${num(y + rr)}` +
    `V${num(y + h - rr)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x + w - rr)} ${num(y + h)}H${num(x + rr)}` +
    `A${num(rr)} ${num(rr)} 0 0 1 ${num(x)} ${num(y + h - rr)}V${num(y + rr)}A${num(rr)} ${num(rr)} 0 0 1 ${num(x + rr)} ${num(y)}Z`
  );
}

/** A lit screen's background: the screen colour lifted a little towards the glow. */
export function litGradient(id: string, paint: Paint): string {
  return linearGradient(
    id,
    [
      [0, mix(paint.screen, paint.glow, 0.22)],
      [1, mix(paint.screen, paint.glow, 0.06)],
    ],
    [0, 0, 1, 1],
  );
}

/** A filled tick mark centred on (cx, cy), `size` across. */
export function tick(cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  return poly(
    [
      [cx - 0.55 * s, cy - 0.02 * s],
      [cx - 0.36 * s, cy - 0.21 * s],
      [cx - 0.12 * s, cy + 0.03 * s],
      [cx + 0.37 * s, cy - 0.46 * s],
      [cx + 0.56 * s, cy - 0.27 * s],
      [cx - 0.12 * s, cy + 0.41 * s],
    ],
    fill,
  );
}

/** A keyhole centred on (cx, cy), `size` tall. */
export function keyhole(cx: number, cy: number, size: number, fill: string): string {
  const r = size * 0.22;
  const top = cy - size * 0.5 + r;
  return (
    circle(cx, top, r, fill) +
    path(
      `M${num(cx - r * 0.45)} ${num(top + r * 0.4)}L${num(cx - r * 0.8)} ${num(cy + size * 0.5)}H${num(cx + r * 0.8)}L${num(cx + r * 0.45)} ${num(top + r * 0.4)}Z`,
      fill,
    )
  );
}

/** A play triangle centred on (cx, cy), `size` across. */
export function playTriangle(cx: number, cy: number, size: number, fill: string): string {
  const h = size / 2;
  return poly(
    [
      [cx - h * 0.7, cy - h],
      [cx + h, cy],
      [cx - h * 0.7, cy + h],
    ],
    fill,
  );
}

/**
 * A box seen from the front and a little above-right: a rounded front face, a top face going
 * back by (d, -k), and a right side face.
 */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  d: number,
  k: number,
  r: number,
  front: string,
  top: string,
  side: string,
): string {
  return (
    poly(
      [
        [x + r * 0.5, y + 2],
        [x + r * 0.5 + d, y - k],
        [x + w + d - r * 0.3, y - k],
        [x + w - 1, y + r * 0.3],
      ],
      top,
    ) +
    poly(
      [
        [x + w - 2, y + r * 0.3],
        [x + w + d - r * 0.3, y - k],
        [x + w + d, y - k + r * 0.3],
        [x + w + d, y + h - k - r * 0.6],
        [x + w - r * 0.4, y + h],
      ],
      side,
    ) +
    rect(x, y, w, h, r, front)
  );
}

/** A dot grid (perforations, grilles) as a pattern in user space. */
export function dotPattern(id: string, step: number, r: number, fill: string): string {
  return `<pattern id="${id}" width="${num(step)}" height="${num(step)}" patternUnits="userSpaceOnUse"><circle cx="${num(step / 2)}" cy="${num(step / 2)}" r="${num(r)}" fill="${fill}"/></pattern>`;
}

/** Horizontal slats as a pattern in user space. */
export function slatPattern(id: string, step: number, thickness: number, fill: string): string {
  return `<pattern id="${id}" width="${num(step)}" height="${num(step)}" patternUnits="userSpaceOnUse"><rect y="${num((step - thickness) / 2)}" width="${num(step)}" height="${num(thickness)}" fill="${fill}"/></pattern>`;
}
