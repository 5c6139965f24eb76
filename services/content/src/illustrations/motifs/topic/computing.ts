/**
 * Computing: a processor chip traced with a neural network (ai-chip), a code editor window
 * (code-window).
 */
import type { Drawing, Paint } from '../../drawing';
import { num1, type Point as Pt } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  circle,
  decor,
  deepen,
  gear,
  groundShadow,
  group,
  path,
  polylineD,
  rect,
  stroke,
} from './motif-kit';

function chipFace(
  paint: Paint,
  cx: number,
  cy: number,
  s: number,
  pins: number,
  net: number,
): string {
  const h = s / 2;
  const pl = s * 0.13;
  const pw = s * 0.06;
  let out = '';
  for (let i = 0; i < pins; i++) {
    const t = -h + s * 0.2 + s * 0.6 * (i / (pins - 1));
    out += rect(cx + t - pw / 2, cy - h - pl, pw, pl + 8, pw / 2, paint.trim);
    out += rect(cx + t - pw / 2, cy + h - 8, pw, pl + 8, pw / 2, paint.trim);
    out += rect(cx - h - pl, cy + t - pw / 2, pl + 8, pw, pw / 2, paint.trim);
    out += rect(cx + h - 8, cy + t - pw / 2, pl + 8, pw, pw / 2, paint.trim);
  }
  out += rect(cx - h, cy - h, s, s, s * 0.09, paint.body);
  out += path(
    `M${num1(cx - h + s * 0.04)} ${num1(cy + h - s * 0.2)} L${num1(cx - h + s * 0.04)} ${num1(cy - h + s * 0.12)} Q${num1(cx - h + s * 0.04)} ${num1(cy - h + s * 0.04)} ${num1(cx - h + s * 0.12)} ${num1(cy - h + s * 0.04)} L${num1(cx + h - s * 0.2)} ${num1(cy - h + s * 0.04)}`,
    'none',
    ` stroke="${lighten(paint.body, 0.22)}" stroke-width="${num1(s * 0.025)}" stroke-linecap="round"`,
  );
  const d = s * 0.64;
  const x0 = cx - d / 2;
  const y0 = cy - d / 2;
  out += rect(x0, y0, d, d, s * 0.05, paint.screen);
  out += circle(cx - h + s * 0.1, cy - h + s * 0.1, s * 0.025, paint.accent);
  const layouts = [
    [3, 4, 3],
    [2, 4, 4, 2],
    [3, 3, 3],
    [4, 3, 2],
  ];
  const layers = layouts[net % layouts.length];
  const nodes: Pt[][] = layers.map((count, li) => {
    const x = x0 + d * 0.17 + (d * 0.66 * li) / (layers.length - 1);
    return Array.from({ length: count }, (_, k): Pt => [
      x,
      y0 + d * 0.5 + (k - (count - 1) / 2) * d * 0.22,
    ]);
  });
  for (let li = 0; li + 1 < nodes.length; li++) {
    for (const a of nodes[li])
      for (const b of nodes[li + 1])
        out += stroke(polylineD([a, b]), paint.accent, s * 0.012, ' opacity="0.55"');
  }
  nodes.forEach((layer, li) =>
    layer.forEach(
      ([x, y], k) =>
        (out += circle(x, y, s * 0.035, (li + k + net) % 4 === 0 ? paint.accent : paint.glow)),
    ),
  );
  return out;
}

export const aiChip: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 120);
    out += chipFace(paint, 200, 195, 170, 4 + (v % 2), v);
    out += decor(paint, v, [
      [62, 88],
      [340, 92],
      [52, 300],
      [348, 290],
      [330, 190],
    ]);
  } else if (layout === 1) {
    // Seen from above at an angle, with a network of light rising from it.
    const iso = 'translate(200 245) scale(1 0.56) rotate(45) translate(-200 -200)';
    out += groundShadow(paint, 200, 322, 140, 18);
    out += group(rect(115, 115, 170, 170, 16, deepen(paint.body, 0.35)), `translate(0 16) ${iso}`);
    out += group(chipFace(paint, 200, 200, 170, 4, v + 1), iso);
    const beams: Pt[] = [
      [140, 110],
      [200, 82],
      [260, 110],
    ];
    for (const [x, y] of beams)
      out += stroke(
        polylineD([
          [200, 200],
          [x, y],
        ]),
        paint.glow,
        3,
        ' opacity="0.7"',
      );
    out += stroke(polylineD([beams[0], beams[1], beams[2]]), paint.accent, 3);
    for (const [x, y] of beams) out += circle(x, y, 9, paint.glow) + circle(x, y, 4, paint.screen);
    out += decor(paint, v, [
      [60, 150],
      [340, 160],
      [90, 80],
      [310, 75],
    ]);
  } else {
    // A smaller chip whose traces run out to nodes on every side.
    out += groundShadow(paint, 200, 325, 110);
    const h = 62;
    for (const sx of [-1, 1]) {
      for (const k of [-1, 0, 1]) {
        const y = 200 + k * 34;
        const pts: Pt[] = [
          [200 + sx * h, y],
          [200 + sx * (h + 40), y],
          [200 + sx * (h + 68), y + k * 26],
        ];
        out += stroke(polylineD(pts), paint.trim, 5);
        out +=
          circle(pts[2][0], pts[2][1], 9, paint.screen) +
          circle(pts[2][0], pts[2][1], 4.5, k === 0 ? paint.accent : paint.glow);
      }
    }
    for (const sy of [-1, 1]) {
      for (const k of [-1, 1]) {
        const x = 200 + k * 30;
        const pts: Pt[] = [
          [x, 200 + sy * h],
          [x, 200 + sy * (h + 22)],
          [x + k * 24, 200 + sy * (h + 46)],
        ];
        out += stroke(polylineD(pts), paint.trim, 5);
        out +=
          circle(pts[2][0], pts[2][1], 8, paint.screen) +
          circle(pts[2][0], pts[2][1], 4, paint.glow);
      }
    }
    out += rect(200 - h, 200 - h + 7, h * 2, h * 2, 12, deepen(paint.body, 0.3));
    out += chipFace(paint, 200, 200, h * 2, 3, v + 2);
    out += decor(paint, v, [
      [70, 90],
      [330, 90],
      [60, 320],
      [340, 318],
    ]);
  }
  return out;
};

function bracketChars(
  colour: string,
  slash: string,
  x: number,
  y: number,
  s: number,
  braces: boolean,
): string {
  const w = s * 0.45;
  if (braces) {
    const brace = (bx: number, dir: number) =>
      stroke(
        `M${num1(bx + (dir * w) / 2)} ${num1(y - s / 2)} Q${num1(bx)} ${num1(y - s / 2)} ${num1(bx)} ${num1(y - s * 0.3)} L${num1(bx)} ${num1(y - s * 0.12)} Q${num1(bx)} ${num1(y)} ${num1(bx - (dir * w) / 2)} ${num1(y)} Q${num1(bx)} ${num1(y)} ${num1(bx)} ${num1(y + s * 0.12)} L${num1(bx)} ${num1(y + s * 0.3)} Q${num1(bx)} ${num1(y + s / 2)} ${num1(bx + (dir * w) / 2)} ${num1(y + s / 2)}`,
        colour,
        s * 0.12,
      );
    return brace(x - s * 0.55, 1) + brace(x + s * 0.55, -1) + circle(x, y, s * 0.09, slash);
  }
  return (
    stroke(
      polylineD([
        [x - s * 0.45, y - s * 0.4],
        [x - s * 0.85, y],
        [x - s * 0.45, y + s * 0.4],
      ]),
      colour,
      s * 0.13,
    ) +
    stroke(
      polylineD([
        [x + s * 0.12, y - s * 0.48],
        [x - s * 0.12, y + s * 0.48],
      ]),
      slash,
      s * 0.13,
    ) +
    stroke(
      polylineD([
        [x + s * 0.45, y - s * 0.4],
        [x + s * 0.85, y],
        [x + s * 0.45, y + s * 0.4],
      ]),
      colour,
      s * 0.13,
    )
  );
}

function codeWindow(paint: Paint, x: number, y: number, w: number, h: number): string {
  return (
    rect(x + 6, y + 9, w, h, 16, deepen(paint.body, 0.3)) +
    rect(x, y, w, h, 16, paint.body) +
    circle(x + 22, y + 18, 6, paint.accent) +
    circle(x + 42, y + 18, 6, paint.glow) +
    circle(x + 62, y + 18, 6, lighten(paint.body, 0.35)) +
    rect(x + 10, y + 36, w - 20, h - 46, 8, paint.screen)
  );
}

function codeBars(
  paint: Paint,
  x: number,
  y: number,
  rows: number,
  seed: number,
  maxW: number,
): string {
  const widths = [0.7, 0.45, 0.85, 0.6, 0.35, 0.75, 0.5, 0.65];
  const indents = [0, 1, 2, 2, 1, 0, 1, 2];
  let out = '';
  for (let i = 0; i < rows; i++) {
    const k = (i + seed) % widths.length;
    const ix = x + indents[k] * 18;
    const w = widths[k] * maxW;
    out += rect(
      ix,
      y + i * 20,
      w * 0.3,
      9,
      4.5,
      i % 3 === 0 ? paint.accent : lighten(paint.screen, 0.35),
    );
    out += rect(
      ix + w * 0.3 + 8,
      y + i * 20,
      w * 0.7,
      9,
      4.5,
      i % 2 === 0 ? paint.glow : lighten(paint.screen, 0.22),
    );
  }
  return out;
}

export const codeWindowMotif: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 140);
    out += codeWindow(paint, 60, 80, 280, 225);
    out += bracketChars(paint.accent, paint.glow, 200, 160, 72, false);
    out += codeBars(paint, 90, 212, 4, v, 190);
    out += decor(
      paint,
      v,
      [
        [40, 70],
        [362, 90],
        [40, 300],
        [362, 300],
      ],
      2,
    );
  } else if (layout === 1) {
    // Two windows, braces in the front one.
    out += groundShadow(paint, 210, 326, 140);
    out +=
      rect(40, 70, 220, 170, 16, paint.trim) + rect(50, 104, 200, 126, 8, deepen(paint.trim, 0.3));
    out += codeBars(paint, 66, 120, 4, v + 3, 140);
    out += codeWindow(paint, 110, 130, 250, 185);
    out += bracketChars(paint.accent, paint.glow, 170, 228, 64, true);
    out += codeBars(paint, 228, 184, 6, v, 95);
    out += decor(
      paint,
      v,
      [
        [340, 80],
        [300, 100],
        [60, 300],
      ],
      2,
    );
  } else {
    // A terminal: a prompt, a cursor and a gear.
    out += groundShadow(paint, 200, 324, 140);
    out += codeWindow(paint, 55, 90, 270, 215);
    out += stroke(
      polylineD([
        [85, 148],
        [108, 166],
        [85, 184],
      ]),
      paint.accent,
      9,
    );
    out += rect(122, 176, 34, 9, 4.5, paint.glow);
    out += codeBars(paint, 85, 210, 3, v + 5, 160);
    out += circle(318, 102, 40, paint.screen);
    out += path(gear(318, 102, 30, 22, 8), paint.accent) + circle(318, 102, 10, paint.screen);
    out += decor(
      paint,
      v,
      [
        [40, 300],
        [362, 300],
        [45, 90],
      ],
      2,
    );
  }
  return out;
};
