/**
 * Small helpers for the life-tech drawings: colour mixing on `#rrggbb` values and terse SVG
 * element builders with rounded numbers, so that markup stays short and byte-stable.
 */
import type { Paint } from '../../drawing';

function parseHex(colour: string): [number, number, number] | undefined {
  const text = colour.trim();
  let match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(text);
  if (match) {
    return [parseInt(match[1], 16), parseInt(match[2], 16), parseInt(match[3], 16)];
  }
  match = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i.exec(text);
  if (match) {
    return [
      parseInt(match[1] + match[1], 16),
      parseInt(match[2] + match[2], 16),
      parseInt(match[3] + match[3], 16),
    ];
  }
  return undefined;
}

function hex2(value: number): string {
  return Math.max(0, Math.min(255, Math.round(value)))
    .toString(16)
    .padStart(2, '0');
}

/** `a` blended towards `b` by `t` (0 = a, 1 = b); colours that are not hex fall back to the nearer end. */
export function mix(a: string, b: string, t: number): string {
  const from = parseHex(a);
  const to = parseHex(b);
  if (!from || !to) {
    return t < 0.5 ? a : b;
  }
  return `#${hex2(from[0] + (to[0] - from[0]) * t)}${hex2(from[1] + (to[1] - from[1]) * t)}${hex2(
    from[2] + (to[2] - from[2]) * t,
  )}`;
}

export function lighten(colour: string, t: number): string {
  return mix(colour, '#ffffff', t);
}

export function darken(colour: string, t: number): string {
  return mix(colour, '#000000', t);
}

/** Relative luminance 0..1 of a hex colour (0.5 for anything else). */
export function luminance(colour: string): number {
  const rgb = parseHex(colour);
  if (!rgb) {
    return 0.5;
  }
  return (0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2]) / 255;
}

/** A number rounded to two decimals, as SVG text. */
export function n(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** Extra attributes: ` key="value"` for each entry, in the given order. */
function attrs(extra: Record<string, string | number> | undefined): string {
  if (!extra) {
    return '';
  }
  return Object.entries(extra)
    .map(([key, value]) => ` ${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join('');
}

export type Attrs = Record<string, string | number>;

export function rect(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  fill: string,
  extra?: Attrs,
): string {
  const corner = r > 0 ? ` rx="${n(r)}"` : '';
  return `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${corner} fill="${fill}"${attrs(extra)}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra?: Attrs): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attrs(extra)}/>`;
}

export function ellipse(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra?: Attrs,
): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attrs(extra)}/>`;
}

export function path(d: string, fill: string, extra?: Attrs): string {
  return `<path d="${d}" fill="${fill}"${attrs(extra)}/>`;
}

/** A stroked open path (fine details only: keep `width` at 2 or less). */
export function line(d: string, stroke: string, width: number, extra?: Attrs): string {
  return `<path d="${d}" fill="none" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${attrs(extra)}/>`;
}

/** A polygon from a flat list of x, y pairs. */
export function poly(points: readonly number[], fill: string, extra?: Attrs): string {
  const pairs: string[] = [];
  for (let i = 0; i + 1 < points.length; i += 2) {
    pairs.push(`${n(points[i])},${n(points[i + 1])}`);
  }
  return `<polygon points="${pairs.join(' ')}" fill="${fill}"${attrs(extra)}/>`;
}

/** Path text for a rounded rectangle (for clip paths and compound shapes). */
export function roundedRectPath(x: number, y: number, w: number, h: number, r: number): string {
  const rr = Math.min(r, w / 2, h / 2);
  return (
    `M${n(x + rr)} ${n(y)}H${n(x + w - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w)} ${n(y + rr)}` +
    `V${n(y + h - rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + w - rr)} ${n(y + h)}H${n(x + rr)}` +
    `A${n(rr)} ${n(rr)} 0 0 1 ${n(x)} ${n(y + h - rr)}V${n(y + rr)}A${n(rr)} ${n(rr)} 0 0 1 ${n(x + rr)} ${n(y)}Z`
  );
}

/** A vertical (default) or angled linear gradient in bounding-box units. */
export function gradient(
  id: string,
  stops: ReadonlyArray<readonly [number, string, number?]>,
  direction: readonly [number, number, number, number] = [0, 0, 0, 1],
): string {
  const body = stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop offset="${n(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${n(opacity)}"`}/>`,
    )
    .join('');
  const [x1, y1, x2, y2] = direction;
  return `<linearGradient id="${id}" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}">${body}</linearGradient>`;
}

/** The sheen on dark glass: a touch lighter at the top left, the screen colour below. */
export function glassGradient(id: string, paint: Paint): string {
  return gradient(
    id,
    [
      [0, lighten(paint.screen, 0.16)],
      [0.55, paint.screen],
      [1, darken(paint.screen, 0.12)],
    ],
    [0, 0, 1, 1],
  );
}

/** A lit screen's background: the screen colour lifted a little towards the glow. */
export function litGradient(id: string, paint: Paint): string {
  return gradient(
    id,
    [
      [0, mix(paint.screen, paint.glow, 0.22)],
      [1, mix(paint.screen, paint.glow, 0.06)],
    ],
    [0, 0, 1, 1],
  );
}

export function defs(...items: string[]): string {
  return `<defs>${items.join('')}</defs>`;
}

export function clip(id: string, shape: string): string {
  return `<clipPath id="${id}">${shape}</clipPath>`;
}

/** The soft shadow under a subject. */
export function shadow(paint: Paint, cx: number, cy: number, rx: number, ry: number): string {
  return ellipse(cx, cy, rx, ry, paint.shadow);
}

/** Id maker: every id starts with the context's prefix. */
export function ids(prefix: string, kind: string): (name: string) => string {
  return (name) => `${prefix}lt-${kind}-${name}`;
}

/** A filled tick mark centred on (cx, cy), `size` across. */
export function tick(cx: number, cy: number, size: number, fill: string): string {
  const s = size;
  return poly(
    [
      cx - 0.55 * s,
      cy - 0.02 * s,
      cx - 0.36 * s,
      cy - 0.21 * s,
      cx - 0.12 * s,
      cy + 0.03 * s,
      cx + 0.37 * s,
      cy - 0.46 * s,
      cx + 0.56 * s,
      cy - 0.27 * s,
      cx - 0.12 * s,
      cy + 0.41 * s,
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
      `M${n(cx - r * 0.45)} ${n(top + r * 0.4)}L${n(cx - r * 0.8)} ${n(cy + size * 0.5)}H${n(cx + r * 0.8)}L${n(cx + r * 0.45)} ${n(top + r * 0.4)}Z`,
      fill,
    )
  );
}

/** A play triangle centred on (cx, cy), `size` across. */
export function playTriangle(cx: number, cy: number, size: number, fill: string): string {
  const h = size / 2;
  return poly([cx - h * 0.7, cy - h, cx + h, cy, cx - h * 0.7, cy + h], fill);
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
        x + r * 0.5,
        y + 2,
        x + r * 0.5 + d,
        y - k,
        x + w + d - r * 0.3,
        y - k,
        x + w - 1,
        y + r * 0.3,
      ],
      top,
    ) +
    poly(
      [
        x + w - 2,
        y + r * 0.3,
        x + w + d - r * 0.3,
        y - k,
        x + w + d,
        y - k + r * 0.3,
        x + w + d,
        y + h - k - r * 0.6,
        x + w - r * 0.4,
        y + h,
      ],
      side,
    ) +
    rect(x, y, w, h, r, front)
  );
}

/** A dot grid (perforations, grilles) as a pattern in user space. */
export function dotPattern(id: string, step: number, r: number, fill: string): string {
  return `<pattern id="${id}" width="${n(step)}" height="${n(step)}" patternUnits="userSpaceOnUse"><circle cx="${n(step / 2)}" cy="${n(step / 2)}" r="${n(r)}" fill="${fill}"/></pattern>`;
}

/** Horizontal slats as a pattern in user space. */
export function slatPattern(id: string, step: number, thickness: number, fill: string): string {
  return `<pattern id="${id}" width="${n(step)}" height="${n(step)}" patternUnits="userSpaceOnUse"><rect y="${n((step - thickness) / 2)}" width="${n(step)}" height="${n(thickness)}" fill="${fill}"/></pattern>`;
}
