/**
 * The home-tech drawings' primitives: the library's kit (../../svg-kit) in this family's printing
 * style, plus what only this family draws: soft-cornered polygons, banded arcs, screen content,
 * three-quarter boxes, wheels, hoops and panels of cells.
 */
import type { Paint } from '../../drawing';
import { num, svgKit, type Point } from '../../svg-kit';
import { mix } from '../../tones';

// Two decimals; a rect always writes its corner radius, rx="0" included.
export const { rect, circle, ellipse, path, line, linearGradient, groundShadow, polygonD } = svgKit(
  {
    num,
    corners: 'always',
  },
);

/** A closed polygon through the points, with softly rounded joins. */
export function softPoly(points: readonly Point[], fill: string, extra = ''): string {
  const round = `stroke="${fill}" stroke-width="1.5" stroke-linejoin="round"`;
  return path(polygonD(points), fill, extra ? `${round} ${extra}` : round);
}

/** An arc of a circle from angle a0 to a1 (degrees, 0 = up, clockwise), as a thick filled band. */
export function arcBand(
  cx: number,
  cy: number,
  r: number,
  width: number,
  a0: number,
  a1: number,
  fill: string,
  extra = '',
): string {
  const at = (radius: number, a: number): string => {
    const rad = ((a - 90) * Math.PI) / 180;
    return `${num(cx + radius * Math.cos(rad))} ${num(cy + radius * Math.sin(rad))}`;
  };
  const outer = r + width / 2;
  const inner = r - width / 2;
  const large = a1 - a0 > 180 ? 1 : 0;
  const d =
    `M${at(outer, a0)} A${num(outer)} ${num(outer)} 0 ${large} 1 ${at(outer, a1)} ` +
    `L${at(inner, a1)} A${num(inner)} ${num(inner)} 0 ${large} 0 ${at(inner, a0)} Z`;
  return path(d, fill, extra);
}

/**
 * Abstract screen content in glow and accent tones inside x,y,w,h: style 0 cards, 1 a ring and
 * bars, 2 a picture with a progress bar, 3 a bar chart, 4 a grid of tiles.
 */
export function screenUi(
  paint: Paint,
  style: number,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const glow = paint.glow;
  const dim = mix(paint.glow, paint.screen, 0.6);
  const faint = mix(paint.glow, paint.screen, 0.8);
  const u = Math.min(w, h);
  const out: string[] = [];
  switch (((style % 5) + 5) % 5) {
    case 0: {
      const cw = (w - u * 0.12 * 3) / 2;
      out.push(rect(x + u * 0.12, y + h * 0.12, w - u * 0.24, h * 0.16, h * 0.05, faint));
      out.push(rect(x + u * 0.12, y + h * 0.36, cw, h * 0.5, u * 0.06, dim));
      out.push(rect(x + u * 0.24 + cw, y + h * 0.36, cw, h * 0.22, u * 0.05, glow));
      out.push(
        rect(
          x + u * 0.24 + cw,
          y + h * 0.64,
          cw,
          h * 0.22,
          u * 0.05,
          paint.accent,
          'opacity="0.85"',
        ),
      );
      out.push(circle(x + u * 0.12 + cw * 0.3, y + h * 0.5, Math.min(cw, h) * 0.12, glow));
      out.push(
        rect(
          x + u * 0.12 + cw * 0.15,
          y + h * 0.68,
          cw * 0.7,
          h * 0.05,
          h * 0.025,
          glow,
          'opacity="0.7"',
        ),
      );
      break;
    }
    case 1: {
      const r = Math.min(w * 0.5, h) * 0.32;
      const cx = x + w * 0.32;
      const cy = y + h * 0.5;
      out.push(
        circle(cx, cy, r, 'none', `stroke="${faint}" stroke-width="${num(Math.min(2, r * 0.2))}"`),
      );
      out.push(arcBand(cx, cy, r, r * 0.24, -130, 70, glow));
      out.push(circle(cx, cy, r * 0.35, paint.accent));
      for (let i = 0; i < 3; i += 1) {
        out.push(
          rect(
            x + w * 0.6,
            y + h * (0.3 + i * 0.16),
            w * (0.28 - i * 0.06),
            h * 0.08,
            h * 0.04,
            i ? dim : glow,
          ),
        );
      }
      break;
    }
    case 2: {
      out.push(rect(x + u * 0.1, y + u * 0.1, w - u * 0.2, h * 0.62, u * 0.05, faint));
      const bx = x + u * 0.1;
      const bw = w - u * 0.2;
      const by = y + u * 0.1 + h * 0.62;
      out.push(
        path(
          `M${num(bx)} ${num(by)} L${num(bx + bw * 0.35)} ${num(by - h * 0.32)} L${num(bx + bw * 0.55)} ${num(by - h * 0.14)} L${num(bx + bw * 0.7)} ${num(by - h * 0.24)} L${num(bx + bw)} ${num(by)} Z`,
          dim,
        ),
      );
      out.push(circle(bx + bw * 0.78, y + u * 0.1 + h * 0.16, u * 0.07, glow));
      out.push(rect(x + u * 0.1, y + h * 0.82, w - u * 0.2, h * 0.05, h * 0.025, faint));
      out.push(
        rect(x + u * 0.1, y + h * 0.82, (w - u * 0.2) * 0.45, h * 0.05, h * 0.025, paint.accent),
      );
      break;
    }
    case 3: {
      const bars = [0.45, 0.7, 0.55, 0.85, 0.6, 0.95];
      const bw = (w * 0.76) / (bars.length * 1.5);
      bars.forEach((v, i) => {
        const bh = h * 0.62 * v;
        out.push(
          rect(
            x + w * 0.12 + i * bw * 1.5,
            y + h * 0.82 - bh,
            bw,
            bh,
            Math.min(bw / 2, 3),
            i === bars.length - 1 ? paint.accent : i % 2 ? glow : dim,
          ),
        );
      });
      out.push(rect(x + w * 0.12, y + h * 0.1, w * 0.3, h * 0.06, h * 0.03, faint));
      break;
    }
    default: {
      const cols = 3;
      const rows = 2;
      const gap = u * 0.07;
      const tw = (w - gap * (cols + 1)) / cols;
      const th = (h - gap * (rows + 1)) / rows;
      for (let r = 0; r < rows; r += 1) {
        for (let c = 0; c < cols; c += 1) {
          const fill =
            (r * cols + c) % 4 === 0 ? glow : (r * cols + c) % 4 === 2 ? paint.accent : dim;
          out.push(
            rect(
              x + gap + c * (tw + gap),
              y + gap + r * (th + gap),
              tw,
              th,
              Math.min(tw, th) * 0.18,
              fill,
              (r * cols + c) % 4 === 2 ? 'opacity="0.85"' : '',
            ),
          );
        }
      }
    }
  }
  return out.join('');
}

/** The box's three faces seen from above-left: the front, the top above it and the right side. */
export interface BoxFaces {
  front: string;
  top: string;
  side: string;
}

/**
 * A box in a three-quarter view: the front face at x,y,w,h, and a depth running up-right by
 * (dx, -dy). The front corners are rounded by r.
 */
export function box(
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  faces: BoxFaces,
  r = 6,
): string {
  const top = softPoly(
    [
      [x + r * 0.3, y],
      [x + dx + r * 0.3, y - dy],
      [x + w + dx, y - dy],
      [x + w, y],
    ],
    faces.top,
  );
  const side = softPoly(
    [
      [x + w, y],
      [x + w + dx, y - dy],
      [x + w + dx, y + h - dy - r * 0.3],
      [x + w, y + h],
    ],
    faces.side,
  );
  return top + side + rect(x, y, w, h, r, faces.front);
}

/** A wheel seen from the side: tyre, rim and hub. */
export function wheel(
  cx: number,
  cy: number,
  r: number,
  tyre: string,
  rim: string,
  hub: string,
): string {
  return circle(cx, cy, r, tyre) + circle(cx, cy, r * 0.62, rim) + circle(cx, cy, r * 0.22, hub);
}

/** An elliptical band (a hoop seen at an angle), `t` thick. */
export function hoop(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  t: number,
  fill: string,
  extra = '',
): string {
  const e = (a: number, b: number): string =>
    `M${num(cx - a)} ${num(cy)} A${num(a)} ${num(b)} 0 1 0 ${num(cx + a)} ${num(cy)} A${num(a)} ${num(b)} 0 1 0 ${num(cx - a)} ${num(cy)} Z`;
  return path(
    e(rx + t / 2, ry + t / 2) + ' ' + e(rx - t / 2, ry - t / 2),
    fill,
    `fill-rule="evenodd"${extra ? ' ' + extra : ''}`,
  );
}

/**
 * A grid of cells over a four-cornered panel (corners clockwise from top-left), as if printed on
 * it: each cell is a small quadrilateral with a gap around it.
 */
export function quadCells(
  corners: [[number, number], [number, number], [number, number], [number, number]],
  cols: number,
  rows: number,
  gap: number,
  fill: (col: number, row: number) => string,
): string {
  const [tl, tr, br, bl] = corners;
  const at = (u: number, v: number): [number, number] => {
    const top = [tl[0] + (tr[0] - tl[0]) * u, tl[1] + (tr[1] - tl[1]) * u];
    const bottom = [bl[0] + (br[0] - bl[0]) * u, bl[1] + (br[1] - bl[1]) * u];
    return [top[0] + (bottom[0] - top[0]) * v, top[1] + (bottom[1] - top[1]) * v];
  };
  const out: string[] = [];
  const gu = gap / Math.hypot(tr[0] - tl[0], tr[1] - tl[1]);
  const gv = gap / Math.hypot(bl[0] - tl[0], bl[1] - tl[1]);
  for (let r = 0; r < rows; r += 1) {
    for (let c = 0; c < cols; c += 1) {
      const u0 = c / cols + gu / 2;
      const u1 = (c + 1) / cols - gu / 2;
      const v0 = r / rows + gv / 2;
      const v1 = (r + 1) / rows - gv / 2;
      const pts = [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)];
      out.push(path(polygonD(pts), fill(c, r)));
    }
  }
  return out.join('');
}
