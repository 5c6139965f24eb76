/**
 * The SVG primitives every drawing is built from: shapes, strokes, path data, gradients and the
 * ground shadow. Markup must stay byte-for-byte stable (see drawing.ts), and the families were
 * drawn with two printing conventions that their pictures depend on: how many decimals a number
 * keeps and how a rectangle writes its corner radius. So the primitives are made once, by
 * `svgKit`, for a style naming those two choices; everything else prints the same everywhere.
 */
import type { Paint } from './drawing';
import { darken, lighten } from './tones';

export type Point = readonly [number, number];
/** Extra attributes after the geometry: `opacity="0.5"`, or `{ opacity: 0.5 }` (numbers printed by the kit). */
export type Attrs = string | Readonly<Record<string, string | number>>;
export type Stop = readonly [offset: number, colour: string, opacity?: number];

/** A number as SVG writes it, to two decimals: short, stable, never `-0` (String(-0) is '0'). */
export function num(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** To one decimal: the motifs and portraits, drawn at a coarser grain. */
export function num1(value: number): string {
  return String(Math.round(value * 10) / 10);
}

export interface KitStyle {
  num: (value: number) => string;
  /**
   * How `rect` writes its radius: `fit` clamps it to half the sides and leaves it out at 0,
   * `given` writes it as given when above 0, `always` writes it as given, 0 too.
   */
  corners: 'fit' | 'given' | 'always';
}

/** Path data through the points, `M x y L x y ...`, with spaces between commands. */
function pointsD(format: (value: number) => string, points: readonly Point[]): string {
  return points.map(([x, y], i) => `${i ? 'L' : 'M'}${format(x)} ${format(y)}`).join(' ');
}

export function svgKit({ num: format, corners }: KitStyle) {
  /** Callers may write a string with or without its leading space. */
  const attrs = (more: Attrs): string =>
    typeof more === 'string'
      ? more && ` ${more.trimStart()}`
      : Object.entries(more)
          .map(([key, value]) => ` ${key}="${typeof value === 'number' ? format(value) : value}"`)
          .join('');

  function corner(r: number, w: number, h: number): string {
    if (corners === 'always') return ` rx="${format(r)}"`;
    const radius = corners === 'fit' ? Math.max(0, Math.min(r, w / 2, h / 2)) : r;
    return radius > 0 ? ` rx="${format(radius)}"` : '';
  }

  function rect(
    x: number,
    y: number,
    w: number,
    h: number,
    r: number,
    fill: string,
    more: Attrs = '',
  ) {
    return `<rect x="${format(x)}" y="${format(y)}" width="${format(w)}" height="${format(h)}"${corner(r, w, h)} fill="${fill}"${attrs(more)}/>`;
  }

  function circle(cx: number, cy: number, r: number, fill: string, more: Attrs = ''): string {
    return `<circle cx="${format(cx)}" cy="${format(cy)}" r="${format(r)}" fill="${fill}"${attrs(more)}/>`;
  }

  /** A circle's outline. */
  function ring(
    cx: number,
    cy: number,
    r: number,
    colour: string,
    width: number,
    more: Attrs = '',
  ) {
    return `<circle cx="${format(cx)}" cy="${format(cy)}" r="${format(r)}" fill="none" stroke="${colour}" stroke-width="${format(width)}"${attrs(more)}/>`;
  }

  function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, more: Attrs = '') {
    return `<ellipse cx="${format(cx)}" cy="${format(cy)}" rx="${format(rx)}" ry="${format(ry)}" fill="${fill}"${attrs(more)}/>`;
  }

  function path(d: string, fill: string, more: Attrs = ''): string {
    return `<path d="${d}" fill="${fill}"${attrs(more)}/>`;
  }

  function poly(points: readonly Point[], fill: string, more: Attrs = ''): string {
    const list = points.map(([x, y]) => `${format(x)},${format(y)}`).join(' ');
    return `<polygon points="${list}" fill="${fill}"${attrs(more)}/>`;
  }

  /** A straight line (fine details only: its width stays at 2 or less). */
  function line(a: Point, b: Point, colour: string, width = 2, more: Attrs = ''): string {
    return `<line x1="${format(a[0])}" y1="${format(a[1])}" x2="${format(b[0])}" y2="${format(b[1])}" stroke="${colour}" stroke-width="${format(Math.min(width, 2))}" stroke-linecap="round"${attrs(more)}/>`;
  }

  /** A stroked open path with round ends and joins (unless `more` sets its own stroke-linecap). */
  function stroke(d: string, colour: string, width: number, more: Attrs = ''): string {
    const extra = attrs(more);
    const cap = extra.includes('stroke-linecap') ? '' : ' stroke-linecap="round"';
    return `<path d="${d}" fill="none" stroke="${colour}" stroke-width="${format(width)}"${cap} stroke-linejoin="round"${extra}/>`;
  }

  /** A linear gradient in the bounding box of what it fills; vertical unless told. */
  function linearGradient(
    id: string,
    stops: readonly Stop[],
    [x1, y1, x2, y2]: readonly [number, number, number, number] = [0, 0, 0, 1],
  ): string {
    const body = stops
      .map(
        ([offset, colour, opacity]) =>
          `<stop offset="${format(offset)}" stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${format(opacity)}"`}/>`,
      )
      .join('');
    return `<linearGradient id="${id}" x1="${format(x1)}" y1="${format(y1)}" x2="${format(x2)}" y2="${format(y2)}">${body}</linearGradient>`;
  }

  /** The soft ellipse shadow a subject stands on. */
  function groundShadow(paint: Paint, cx: number, cy: number, rx: number, ry = rx * 0.14): string {
    return ellipse(cx, cy, rx, ry, paint.shadow);
  }

  return {
    rect,
    circle,
    ring,
    ellipse,
    path,
    poly,
    line,
    stroke,
    linearGradient,
    groundShadow,
    /** Open path data through the points. */
    polylineD: (points: readonly Point[]) => pointsD(format, points),
    /** Closed path data through the points. */
    polygonD: (points: readonly Point[]) => `${pointsD(format, points)} Z`,
  };
}

export function defs(...items: string[]): string {
  return `<defs>${items.join('')}</defs>`;
}

export function clipPath(id: string, shape: string): string {
  return `<clipPath id="${id}">${shape}</clipPath>`;
}

/** An id maker: every id starts with the drawing's prefix, then the family's scope. */
export function idMaker(idPrefix: string, scope: string): (name: string) => string {
  return (name) => `${idPrefix}${scope}${name}`;
}

// Glass and sheen: the families tuned their own stops, and a stop moved is a picture changed, so
// each tuning keeps its name.
const { linearGradient } = svgKit({ num, corners: 'given' });

/** A white sheen over glass with a crisp edge, from the top-left corner (personal tech). */
export function sheenGradient(id: string): string {
  return linearGradient(
    id,
    [
      [0, '#ffffff', 0.2],
      [0.42, '#ffffff', 0.05],
      [0.43, '#ffffff', 0],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 1],
  );
}

/** A white sheen that fades out softly (home tech). */
export function softSheenGradient(id: string): string {
  return linearGradient(
    id,
    [
      [0, '#ffffff', 0.22],
      [0.55, '#ffffff', 0.04],
      [1, '#ffffff', 0],
    ],
    [0, 0, 1, 1],
  );
}

/** Dark glass: paint.screen, a touch lighter at the top left (home tech). */
export function glassGradient(id: string, paint: Paint): string {
  return linearGradient(
    id,
    [
      [0, lighten(paint.screen, 0.16)],
      [1, paint.screen],
    ],
    [0, 0, 1, 1],
  );
}

/** Dark glass that also darkens towards the bottom right (life tech). */
export function deepGlassGradient(id: string, paint: Paint): string {
  return linearGradient(
    id,
    [
      [0, lighten(paint.screen, 0.16)],
      [0.55, paint.screen],
      [1, darken(paint.screen, 0.12)],
    ],
    [0, 0, 1, 1],
  );
}
