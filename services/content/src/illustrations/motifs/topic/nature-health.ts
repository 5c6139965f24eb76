/**
 * Health and the planet: a heart with a pulse line (heartbeat), a leaf, a sprout or wind turbines
 * (leaf).
 */
import type { Drawing, Paint } from '../../drawing';
import { num1, type Point as Pt } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  arc,
  circle,
  contrasting,
  decor,
  deepen,
  groundShadow,
  group,
  path,
  polygonD,
  polylineD,
  rect,
  stroke,
} from './motif-kit';

function heart(cx: number, cy: number, s: number): string {
  const p = (x: number, y: number) => `${num1(cx + x * s)} ${num1(cy + y * s)}`;
  return `M${p(0, 0.36)} C${p(-0.12, 0.25)} ${p(-0.5, -0.02)} ${p(-0.5, -0.28)} C${p(-0.5, -0.55)} ${p(-0.18, -0.66)} ${p(0, -0.42)} C${p(0.18, -0.66)} ${p(0.5, -0.55)} ${p(0.5, -0.28)} C${p(0.5, -0.02)} ${p(0.12, 0.25)} ${p(0, 0.36)} Z`;
}

function pulse(x0: number, x1: number, y: number, amp: number, beats: number): Pt[] {
  const pts: Pt[] = [[x0, y]];
  const w = (x1 - x0) / beats;
  for (let b = 0; b < beats; b++) {
    const bx = x0 + b * w;
    pts.push(
      [bx + w * 0.3, y],
      [bx + w * 0.38, y - amp * 0.25],
      [bx + w * 0.45, y + amp * 0.3],
      [bx + w * 0.55, y - amp],
      [bx + w * 0.65, y + amp * 0.55],
      [bx + w * 0.72, y],
    );
  }
  pts.push([x1, y]);
  return pts;
}

export const heartbeat: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 110);
    out += path(heart(207, 217, 250), deepen(paint.body, 0.28));
    out += path(heart(200, 210, 250), paint.body);
    out += stroke(arc(140, 165, 52, -75, -20), lighten(paint.body, 0.3), 10);
    const pts = pulse(40, 360, 215, 70, 1);
    out += stroke(polylineD(pts), lighten(paint.glow, 0.5), 18);
    out += stroke(polylineD(pts), paint.accent, 8);
    out += decor(paint, v, [
      [70, 95],
      [330, 90],
      [60, 300],
      [340, 300],
    ]);
  } else if (layout === 1) {
    // A heart monitor.
    out += groundShadow(paint, 200, 326, 110);
    out += rect(176, 270, 48, 36, 0, paint.trim) + rect(130, 300, 140, 16, 8, paint.trim);
    out += rect(66, 88, 268, 188, 20, deepen(paint.body, 0.2));
    out += rect(60, 80, 268, 188, 20, paint.body);
    out += rect(76, 96, 236, 156, 10, paint.screen);
    for (let i = 1; i < 6; i++)
      out += rect(76 + i * 39, 96, 1.5, 156, 0, lighten(paint.screen, 0.1));
    const pts = pulse(80, 308, 190, 62, 2 + (v % 2));
    out += stroke(polylineD(pts), paint.glow, 5);
    out += circle(308, 190, 6, paint.glow);
    out += path(heart(280, 126, 36), paint.accent);
    out +=
      rect(94, 112, 40, 6, 3, lighten(paint.screen, 0.3)) +
      rect(94, 226, 60, 6, 3, lighten(paint.screen, 0.3));
    out += decor(
      paint,
      v,
      [
        [45, 300],
        [355, 300],
        [360, 70],
      ],
      2,
    );
  } else {
    // A heart with a medical badge and a pulse strip.
    out += groundShadow(paint, 190, 324, 120);
    out += path(heart(196, 207, 230), deepen(paint.body, 0.28));
    out += path(heart(190, 200, 230), paint.body);
    out += stroke(arc(135, 158, 48, -75, -20), lighten(paint.body, 0.3), 10);
    out += circle(290, 110, 40, deepen(paint.accent, 0.3)) + circle(286, 106, 40, paint.accent);
    out +=
      rect(276, 82, 20, 48, 4, lighten(paint.glow, 0.7)) +
      rect(262, 96, 48, 20, 4, lighten(paint.glow, 0.7));
    const pts = pulse(90, 290, 196, 50, 1);
    out += stroke(polylineD(pts), contrasting(paint.body, [paint.glow, paint.screen]), 7);
    out += decor(
      paint,
      v,
      [
        [70, 100],
        [50, 250],
        [345, 260],
      ],
      2,
    );
  }
  return out;
};

function leafShape(paint: Paint, len: number, wid: number, veins: number): string {
  const h = len / 2;
  const outline = `M0 ${num1(-h)} C${num1(wid)} ${num1(-h / 2)} ${num1(wid * 0.8)} ${num1(h * 0.66)} 0 ${num1(h)} C${num1(-wid * 0.8)} ${num1(h * 0.66)} ${num1(-wid)} ${num1(-h / 2)} 0 ${num1(-h)} Z`;
  const right = `M0 ${num1(-h)} C${num1(wid)} ${num1(-h / 2)} ${num1(wid * 0.8)} ${num1(h * 0.66)} 0 ${num1(h)} Z`;
  let out = stroke(
    `M0 ${num1(h - 4)} Q${num1(-4)} ${num1(h + len * 0.12)} ${num1(-14)} ${num1(h + len * 0.2)}`,
    paint.trim,
    len * 0.035,
  );
  out += path(outline, paint.body) + path(right, deepen(paint.body, 0.16));
  const vein = lighten(paint.glow, 0.2);
  out += stroke(`M0 ${num1(h - 6)} L0 ${num1(-h + len * 0.14)}`, vein, len * 0.022);
  for (let i = 0; i < veins; i++) {
    const y = h - len * 0.22 - i * len * (0.56 / veins);
    const sx = i % 2 === 0 ? 1 : -1;
    const reach = wid * (0.42 - i * 0.04);
    const pts: Pt[] = [
      [0, y],
      [sx * reach * 0.6, y - reach * 0.6],
      [sx * reach * 0.6, y - reach * 0.6 - len * 0.06],
    ];
    out += stroke(polylineD(pts), vein, len * 0.016);
    out += circle(pts[2][0], pts[2][1], len * 0.022, paint.accent);
    const other: Pt[] = [
      [0, y + len * 0.04],
      [-sx * reach * 0.7, y + len * 0.04 - reach * 0.7],
    ];
    out +=
      stroke(polylineD(other), vein, len * 0.016) +
      circle(other[1][0], other[1][1], len * 0.018, paint.glow);
  }
  return out;
}

function turbine(
  paint: Paint,
  x: number,
  hubY: number,
  base: number,
  blade: number,
  angle: number,
): string {
  const tw = blade * 0.09;
  let out = path(
    polygonD([
      [x - tw, base],
      [x + tw, base],
      [x + tw * 0.45, hubY],
      [x - tw * 0.45, hubY],
    ]),
    paint.body,
  );
  out += path(
    polygonD([
      [x, base],
      [x + tw, base],
      [x + tw * 0.45, hubY],
      [x, hubY],
    ]),
    deepen(paint.body, 0.15),
  );
  for (let i = 0; i < 3; i++) {
    const a = angle + i * 120;
    const b = `M0 0 C${num1(blade * 0.12)} ${num1(-blade * 0.2)} ${num1(blade * 0.1)} ${num1(-blade * 0.7)} 0 ${num1(-blade)} C${num1(-blade * 0.05)} ${num1(-blade * 0.6)} ${num1(-blade * 0.07)} ${num1(-blade * 0.2)} 0 0 Z`;
    out += path(
      b,
      lighten(paint.body, 0.22),
      ` transform="translate(${num1(x)} ${num1(hubY)}) rotate(${num1(a)})"`,
    );
  }
  out += circle(x, hubY, blade * 0.1, paint.accent);
  return out;
}

export const leaf: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 100);
    out += group(
      leafShape(paint, 240, 120, 3 + (v % 2)),
      `translate(205 190) rotate(${v % 2 === 0 ? 35 : -35})`,
    );
    out += decor(paint, v, [
      [70, 100],
      [330, 95],
      [80, 290],
      [330, 290],
    ]);
  } else if (layout === 1) {
    // A sprout in a pot.
    out += groundShadow(paint, 200, 326, 90);
    out += stroke('M200 280 C200 240 196 215 200 180', paint.trim, 8);
    out += group(leafShape(paint, 150, 74, 2), 'translate(148 150) rotate(-52)');
    out += group(leafShape(paint, 170, 84, 3), 'translate(254 138) rotate(48)');
    out += path(
      polygonD([
        [140, 260],
        [260, 260],
        [246, 318],
        [154, 318],
      ]),
      paint.trim,
    );
    out += path(
      polygonD([
        [200, 260],
        [260, 260],
        [246, 318],
        [200, 318],
      ]),
      deepen(paint.trim, 0.15),
    );
    out += rect(132, 252, 136, 20, 6, lighten(paint.trim, 0.12));
    out += decor(paint, v, [
      [70, 110],
      [330, 250],
      [70, 260],
      [330, 80],
    ]);
  } else {
    // Wind turbines on a hill.
    out += path('M30 324 C110 252 250 246 370 324 Z', paint.trim);
    out += path('M200 255 C290 262 340 290 370 324 L200 324 Z', deepen(paint.trim, 0.12));
    out += turbine(paint, 195, 158, 262, 76, 10 + v * 13);
    out += turbine(paint, 300, 208, 286, 50, 50 + v * 17);
    if (v !== 5) out += turbine(paint, 100, 218, 282, 44, 80 + v * 9);
    out += group(leafShape(paint, 60, 30, 1), 'translate(150 290) rotate(-40)');
    out += decor(
      paint,
      v,
      [
        [330, 90],
        [60, 110],
        [250, 80],
      ],
      2,
    );
  }
  return out;
};
