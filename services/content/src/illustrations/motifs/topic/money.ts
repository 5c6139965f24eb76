/**
 * Money and business: a rising bar chart (growth-chart), a bank, a briefcase, and the coins they
 * share.
 */
import type { Drawing, Paint } from '../../drawing';
import { num1, type Point as Pt } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  arc,
  circle,
  decor,
  deepen,
  ellipse,
  groundShadow,
  group,
  path,
  polygonD,
  polylineD,
  rect,
  ring,
  stroke,
} from './motif-kit';

/** A coin seen face on. */
function coinFace(paint: Paint, x: number, y: number, r: number): string {
  return (
    circle(x + r * 0.12, y + r * 0.12, r, deepen(paint.accent, 0.3)) +
    circle(x, y, r, paint.accent) +
    ring(x, y, r * 0.68, deepen(paint.accent, 0.15), r * 0.1) +
    stroke(arc(x, y, r * 0.45, -80, -10), lighten(paint.accent, 0.45), r * 0.14)
  );
}

/** A stack of coins seen slightly from above, standing on `bottom`. */
function coinStack(paint: Paint, cx: number, bottom: number, count: number, rx: number): string {
  const ry = rx * 0.32;
  const t = rx * 0.26;
  const side = deepen(paint.accent, 0.28);
  let out = '';
  for (let i = 0; i < count; i++) {
    const y = bottom - ry - i * t;
    out += ellipse(cx, y, rx, ry, side);
    out += rect(cx - rx, y - t, rx * 2, t, 0, side);
    out += ellipse(cx, y - t, rx, ry, paint.accent);
    out += stroke(
      `M${num1(cx - rx)} ${num1(y - t)} A${num1(rx)} ${num1(ry)} 0 0 0 ${num1(cx + rx)} ${num1(y - t)}`,
      deepen(paint.accent, 0.12),
      1.2,
    );
  }
  const top = bottom - ry - count * t;
  out += ellipse(
    cx,
    top,
    rx * 0.62,
    ry * 0.62,
    'none',
    ` stroke="${lighten(paint.accent, 0.35)}" stroke-width="${num1(rx * 0.1)}"`,
  );
  return out;
}

function bars3d(x: number, base: number, w: number, h: number, fill: string): string {
  const dx = w * 0.28;
  const dy = w * 0.2;
  return (
    path(
      polygonD([
        [x + w, base - h],
        [x + w + dx, base - h - dy],
        [x + w + dx, base - dy],
        [x + w, base],
      ]),
      deepen(fill, 0.25),
    ) +
    path(
      polygonD([
        [x, base - h],
        [x + w, base - h],
        [x + w + dx, base - h - dy],
        [x + dx, base - h - dy],
      ]),
      lighten(fill, 0.25),
    ) +
    rect(x, base - h, w, h, 0, fill)
  );
}

export const growthChart: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 205, 318, 140);
    const heights = v === 3 ? [70, 110, 95, 170] : [60, 95, 130, 175];
    const xs = [85, 140, 195, 250];
    xs.forEach(
      (x, i) => (out += bars3d(x, 305, 40, heights[i], i === 3 ? paint.trim : paint.body)),
    );
    out += rect(70, 305, 265, 7, 3.5, paint.trim);
    const pts: Pt[] = [
      [70, 235],
      [125, 200],
      [180, 212],
      [235, 150],
      [300, 100],
    ];
    out += stroke(polylineD(pts), lighten(paint.accent, 0.6), 16);
    out += stroke(polylineD(pts), paint.accent, 9);
    out += path(
      polygonD([
        [333, 76],
        [290, 83],
        [318, 118],
      ]),
      paint.accent,
      ` stroke="${paint.accent}" stroke-width="6" stroke-linejoin="round"`,
    );
    out += coinFace(paint, 95, 100, 22) + coinFace(paint, 142, 74 + (v % 2) * 10, 14);
    out += decor(
      paint,
      v,
      [
        [350, 180],
        [190, 80],
        [355, 250],
      ],
      2,
    );
  } else if (layout === 1) {
    // A chart card with an area line, coins stacked in front.
    out += groundShadow(paint, 200, 326, 145);
    out += rect(86, 94, 250, 190, 18, deepen(paint.screen, 0.2));
    out += rect(80, 86, 250, 190, 18, paint.screen);
    for (let i = 0; i < 4; i++)
      out += rect(100, 126 + i * 36, 210, 2, 1, lighten(paint.screen, 0.14));
    out +=
      rect(100, 102, 60, 8, 4, paint.glow) + rect(168, 102, 30, 8, 4, lighten(paint.screen, 0.25));
    const ys = v >= 4 ? [240, 225, 232, 190, 200, 150, 128] : [245, 215, 228, 200, 170, 176, 130];
    const pts: Pt[] = ys.map((y, i): Pt => [104 + i * 34, y]);
    out += path(
      `${polylineD(pts)} L${num1(pts[pts.length - 1][0])} 262 L104 262 Z`,
      paint.glow,
      ' opacity="0.28"',
    );
    out += stroke(polylineD(pts), paint.glow, 6);
    out +=
      circle(pts[pts.length - 1][0], pts[pts.length - 1][1], 9, paint.accent) +
      circle(pts[pts.length - 1][0], pts[pts.length - 1][1], 4, paint.screen);
    out += coinStack(paint, 92, 322, 5, 30) + coinStack(paint, 148, 326, 3, 26);
    out += decor(
      paint,
      v,
      [
        [355, 100],
        [355, 250],
        [50, 80],
      ],
      2,
    );
  } else {
    // Coin stacks of rising height under a rising arrow.
    out += groundShadow(paint, 200, 322, 150);
    const counts = [3, 5, 7, 9];
    counts.forEach(
      (c, i) =>
        (out += coinStack(
          paint,
          95 + i * 70,
          322 - (i % 2) * 4,
          c + (v === 5 && i === 1 ? 1 : 0),
          28,
        )),
    );
    const pts: Pt[] = [
      [60, 240],
      [140, 180],
      [190, 198],
      [300, 100],
    ];
    out += stroke(polylineD(pts), paint.screen, 12);
    out += path(
      polygonD([
        [335, 70],
        [288, 82],
        [320, 116],
      ]),
      paint.screen,
      ` stroke="${paint.screen}" stroke-width="8" stroke-linejoin="round"`,
    );
    out += decor(
      paint,
      v,
      [
        [75, 100],
        [200, 80],
        [45, 170],
      ],
      2,
    );
  }
  return out;
};

export const bank: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 1) {
    // A vault door.
    out += groundShadow(paint, 200, 326, 130);
    out += rect(85, 88, 230, 230, 22, deepen(paint.trim, 0.2));
    out += rect(80, 80, 230, 230, 22, paint.trim);
    out += rect(92, 92, 14, 206, 7, lighten(paint.trim, 0.15));
    out += circle(201, 201, 96, deepen(paint.body, 0.3));
    out += circle(195, 195, 96, paint.body);
    out += ring(195, 195, 74, deepen(paint.body, 0.18), 6);
    for (let i = 0; i < 12; i++) {
      const a = (i / 12) * Math.PI * 2;
      out += circle(195 + 85 * Math.cos(a), 195 + 85 * Math.sin(a), 4.5, lighten(paint.body, 0.25));
    }
    const spokes = 3 + (v % 2);
    for (let i = 0; i < spokes; i++) {
      const a = (i / spokes) * Math.PI * 2 + 0.3;
      const x = 195 + 52 * Math.cos(a);
      const y = 195 + 52 * Math.sin(a);
      out +=
        stroke(
          polylineD([
            [195, 195],
            [x, y],
          ]),
          paint.accent,
          10,
        ) + circle(x, y, 10, paint.accent);
    }
    out += circle(195, 195, 22, paint.accent) + circle(195, 195, 9, deepen(paint.accent, 0.3));
    out += rect(304, 140, 16, 36, 5, paint.screen) + rect(304, 214, 16, 36, 5, paint.screen);
    out += decor(
      paint,
      v,
      [
        [50, 100],
        [350, 80],
        [352, 300],
      ],
      2,
    );
    return out;
  }
  const compact = layout === 2;
  const s = compact ? 0.78 : 1;
  const ox = compact ? 165 : 200;
  const front = (): string => {
    const cols = [4, 5, 6][v % 3];
    let f = '';
    f += path(
      polygonD([
        [80, 150],
        [200, 82],
        [320, 150],
      ]),
      paint.trim,
    );
    f += path(
      polygonD([
        [112, 142],
        [200, 96],
        [288, 142],
      ]),
      lighten(paint.trim, 0.18),
    );
    f += circle(200, 126, 11, paint.accent);
    f += rect(84, 148, 232, 22, 4, paint.body) + rect(84, 148, 232, 6, 3, lighten(paint.body, 0.2));
    for (let i = 0; i < cols; i++) {
      const x = 108 + (184 * i) / (cols - 1);
      f += rect(x - 15, 172, 30, 9, 2, deepen(paint.body, 0.12));
      f += rect(x - 10, 181, 20, 86, 0, paint.body);
      f += rect(x - 10, 181, 6, 86, 0, lighten(paint.body, 0.2));
      f += rect(x - 15, 265, 30, 8, 2, deepen(paint.body, 0.12));
    }
    f += rect(80, 273, 240, 14, 3, paint.trim);
    f += rect(68, 287, 264, 14, 3, deepen(paint.body, 0.1));
    f += rect(56, 301, 288, 14, 3, paint.trim);
    return f;
  };
  out += groundShadow(paint, ox, 320, 165 * s);
  out += compact
    ? group(front(), `translate(${ox} 320) scale(${s}) translate(-200 -318)`)
    : front();
  if (compact) {
    out +=
      coinStack(paint, 310, 322, 6, 26) +
      coinFace(paint, 322, 150, 22) +
      coinFace(paint, 346, 200, 14);
    out += decor(
      paint,
      v,
      [
        [60, 120],
        [290, 92],
        [45, 250],
      ],
      2,
    );
  } else {
    out += decor(paint, v, [
      [55, 110],
      [345, 105],
      [355, 210],
      [45, 210],
    ]);
  }
  return out;
};

function briefcaseShape(paint: Paint, x: number, y: number, w: number, h: number): string {
  let out = stroke(
    `M${num1(x + w * 0.34)} ${num1(y + 4)} L${num1(x + w * 0.34)} ${num1(y - h * 0.14)} Q${num1(x + w * 0.34)} ${num1(y - h * 0.22)} ${num1(x + w * 0.42)} ${num1(y - h * 0.22)} L${num1(x + w * 0.58)} ${num1(y - h * 0.22)} Q${num1(x + w * 0.66)} ${num1(y - h * 0.22)} ${num1(x + w * 0.66)} ${num1(y - h * 0.14)} L${num1(x + w * 0.66)} ${num1(y + 4)}`,
    paint.trim,
    w * 0.06,
  );
  out += rect(x + 5, y + 9, w, h, w * 0.07, deepen(paint.body, 0.28));
  out += rect(x, y, w, h, w * 0.07, paint.body);
  out += path(
    `M${num1(x)} ${num1(y + h * 0.4)} L${num1(x)} ${num1(y + w * 0.07)} Q${num1(x)} ${num1(y)} ${num1(x + w * 0.07)} ${num1(y)} L${num1(x + w - w * 0.07)} ${num1(y)} Q${num1(x + w)} ${num1(y)} ${num1(x + w)} ${num1(y + w * 0.07)} L${num1(x + w)} ${num1(y + h * 0.4)} Z`,
    lighten(paint.body, 0.12),
  );
  out += rect(x, y + h * 0.4 - 3, w, 6, 0, deepen(paint.body, 0.18));
  for (const fx of [0.2, 0.8]) out += rect(x + w * fx - w * 0.03, y, w * 0.06, h, 0, paint.trim);
  out += rect(x + w / 2 - w * 0.07, y + h * 0.4 - h * 0.09, w * 0.14, h * 0.18, 5, paint.accent);
  out += rect(
    x + w / 2 - w * 0.025,
    y + h * 0.4 - h * 0.02,
    w * 0.05,
    h * 0.06,
    2,
    deepen(paint.accent, 0.35),
  );
  return out;
}

export const briefcase: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 140);
    out += briefcaseShape(paint, 80, 135, 240, 170);
    out += decor(paint, v, [
      [60, 90],
      [340, 90],
      [350, 240],
      [50, 240],
    ]);
  } else if (layout === 1) {
    // Tilted, papers sticking out of it.
    out += groundShadow(paint, 200, 326, 140);
    const paper = lighten(paint.glow, 0.55);
    let inner = group(
      rect(120, 96, 100, 120, 6, paper) +
        rect(134, 114, 60, 6, 3, paint.trim) +
        rect(134, 128, 44, 6, 3, paint.trim),
      'rotate(-10 170 150)',
    );
    inner += group(
      rect(180, 90, 100, 120, 6, lighten(paper, 0.3)) +
        rect(194, 108, 56, 6, 3, paint.accent) +
        rect(194, 122, 40, 6, 3, paint.trim),
      'rotate(8 230 150)',
    );
    inner += briefcaseShape(paint, 85, 150, 230, 160);
    out += group(inner, 'rotate(-6 200 230)');
    out += decor(
      paint,
      v,
      [
        [60, 90],
        [345, 85],
        [355, 200],
      ],
      2,
    );
  } else {
    // Smaller, with a pie chart beside it.
    out += groundShadow(paint, 185, 322, 120);
    out += briefcaseShape(paint, 70, 165, 200, 145);
    const cx = 290;
    const cy = 118;
    out += circle(cx + 4, cy + 5, 46, deepen(paint.glow, 0.3)) + circle(cx, cy, 46, paint.glow);
    const to = 110 + (v % 4) * 20;
    out += path(
      `M${cx} ${cy} L${cx} ${cy - 46} ${arc(cx, cy, 46, 0, to).replace(/^M[^A]+/, '')} Z`,
      paint.accent,
    );
    out += circle(cx, cy, 18, lighten(paint.glow, 0.5));
    out += decor(
      paint,
      v,
      [
        [60, 100],
        [160, 80],
        [352, 230],
      ],
      2,
    );
  }
  return out;
};
