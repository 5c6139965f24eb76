/** Connectivity: a cloud linked to data nodes (cloud), a Wi-Fi signal (wifi-waves). */
import type { Drawing, Paint } from '../../drawing';
import type { Point as Pt } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  arc,
  circle,
  decor,
  deepen,
  groundShadow,
  path,
  polygonD,
  polylineD,
  rect,
  stroke,
} from './motif-kit';

function cloudShape(cx: number, cy: number, w: number, fill: string): string {
  return (
    rect(cx - w * 0.42, cy, w * 0.84, w * 0.2, w * 0.1, fill) +
    circle(cx - w * 0.25, cy + w * 0.03, w * 0.17, fill) +
    circle(cx - w * 0.02, cy - w * 0.07, w * 0.25, fill) +
    circle(cx + 0.24 * w, cy + w * 0.02, w * 0.18, fill)
  );
}

function cloudDrawn(paint: Paint, cx: number, cy: number, w: number): string {
  return (
    cloudShape(cx + 4, cy + 9, w, deepen(paint.body, 0.25)) +
    cloudShape(cx, cy, w, paint.body) +
    stroke(
      arc(cx - w * 0.02, cy - w * 0.07, w * 0.19, -70, -15),
      lighten(paint.body, 0.3),
      w * 0.03,
    ) +
    stroke(
      arc(cx - w * 0.25, cy + w * 0.03, w * 0.12, -80, -40),
      lighten(paint.body, 0.3),
      w * 0.025,
    )
  );
}

function arrow(x: number, y: number, len: number, up: boolean, fill: string, w = 16): string {
  const dir = up ? -1 : 1;
  const head = w * 1.3;
  const tip = y + dir * len;
  return (
    rect(
      x - w / 2,
      Math.min(y, tip - dir * head * 0.9),
      w,
      Math.abs(len) - head * 0.9,
      w * 0.3,
      fill,
    ) +
    path(
      polygonD([
        [x, tip],
        [x + head, tip - dir * head],
        [x - head, tip - dir * head],
      ]),
      fill,
      ' stroke-linejoin="round"',
    )
  );
}

export const cloud: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 324, 110);
    out += cloudDrawn(paint, 200, 150, 270);
    out += arrow(170, 315, 110, true, paint.accent);
    out += arrow(232, 205, 110, false, paint.glow);
    out += decor(paint, v, [
      [50, 110],
      [350, 100],
      [70, 290],
      [330, 290],
    ]);
  } else if (layout === 1) {
    // Data nodes hanging from the cloud.
    out += groundShadow(paint, 200, 326, 130);
    const nodes: Pt[] = [
      [95, 290],
      [200, 300],
      [305, 290],
    ];
    for (const [x, y] of nodes)
      out += stroke(
        polylineD([
          [x, 170],
          [x, y],
        ]),
        paint.trim,
        5,
        ' stroke-dasharray="2 12"',
      );
    out += stroke(polylineD([nodes[0], nodes[1], nodes[2]]), paint.trim, 4);
    out += cloudDrawn(paint, 200, 140, 260);
    nodes.forEach(([x, y], i) => {
      out += rect(x - 22, y - 18, 44, 36, 8, paint.screen);
      out += rect(x - 14, y - 8, 28, 5, 2.5, (i + v) % 2 === 0 ? paint.accent : paint.glow);
      out += rect(x - 14, y + 3, 18, 5, 2.5, lighten(paint.screen, 0.3));
    });
    out += decor(paint, v, [
      [55, 90],
      [345, 85],
      [45, 200],
      [355, 205],
    ]);
  } else {
    // A cloud over a stack of servers, an upload arrow cut into it.
    out += groundShadow(paint, 200, 326, 100);
    for (let i = 0; i < 3; i++) {
      const y = 236 + i * 30;
      out += rect(140, y, 120, 26, 6, i % 2 === 0 ? paint.screen : lighten(paint.screen, 0.1));
      out += circle(158, y + 13, 4, i === v % 3 ? paint.accent : paint.glow);
      out += rect(176, y + 11, 60, 4, 2, lighten(paint.screen, 0.3));
    }
    out += stroke(
      polylineD([
        [200, 215],
        [200, 236],
      ]),
      paint.trim,
      6,
    );
    out += cloudDrawn(paint, v % 2 === 0 ? 200 : 205, 135, 250);
    out += arrow(200, 195, 80, true, paint.screen, 14);
    out += decor(paint, v, [
      [60, 250],
      [340, 250],
      [330, 80],
      [70, 80],
    ]);
  }
  return out;
};

function waves(
  paint: Paint,
  cx: number,
  cy: number,
  radii: number[],
  span: number,
  width: number,
  direction = 0,
): string {
  let out = '';
  const tones = [paint.accent, paint.body, paint.trim];
  radii.forEach(
    (r, i) =>
      (out += stroke(arc(cx, cy, r, direction - span, direction + span), tones[i % 3], width)),
  );
  return out;
}

export const wifiWaves: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 320, 100);
    out += waves(paint, 200, 262, [48, 96, 144], 46, 26);
    out += circle(200, 262, 22, paint.screen) + circle(195, 257, 7, paint.glow);
    out += rect(120, 296, 160, 14, 7, paint.trim);
    out += decor(paint, v, [
      [60, 110],
      [340, 110],
      [55, 280],
      [345, 280],
    ]);
  } else if (layout === 1) {
    // A router with two antennas sending waves.
    out += groundShadow(paint, 200, 324, 130);
    out += waves(paint, 200, 200, [40, 78, 116], 40, 18);
    out += rect(114, 190, 10, 70, 5, paint.trim) + rect(276, 190, 10, 70, 5, paint.trim);
    out += circle(119, 190, 8, paint.accent) + circle(281, 190, 8, paint.accent);
    out += rect(80, 255, 240, 52, 16, deepen(paint.body, 0.25));
    out += rect(80, 248, 240, 52, 16, paint.body);
    out += rect(80, 248, 240, 10, 5, lighten(paint.body, 0.2));
    for (let i = 0; i < 4; i++)
      out += circle(118 + i * 24, 278, 5, i <= v % 4 ? paint.glow : paint.screen);
    out += rect(230, 274, 64, 8, 4, paint.screen);
    out += decor(paint, v, [
      [60, 110],
      [340, 110],
      [50, 200],
      [350, 200],
    ]);
  } else {
    // A mast broadcasting both ways.
    out += groundShadow(paint, 200, 322, 80);
    out += path(
      polygonD([
        [200, 150],
        [244, 314],
        [156, 314],
      ]),
      'none',
      ` stroke="${paint.trim}" stroke-width="10" stroke-linejoin="round"`,
    );
    out +=
      stroke(
        polylineD([
          [176, 240],
          [224, 240],
        ]),
        paint.trim,
        8,
      ) +
      stroke(
        polylineD([
          [168, 280],
          [232, 280],
        ]),
        paint.trim,
        8,
      );
    out +=
      stroke(
        polylineD([
          [176, 240],
          [232, 280],
        ]),
        paint.trim,
        6,
      ) +
      stroke(
        polylineD([
          [224, 240],
          [168, 280],
        ]),
        paint.trim,
        6,
      );
    out += waves(paint, 200, 140, [44, 84, 124], 36, 18, 90);
    out += waves(paint, 200, 140, [44, 84, 124], 36, 18, -90);
    out += circle(200, 140, 24, paint.screen) + circle(200, 140, 10, paint.accent);
    out += decor(
      paint,
      v,
      [
        [80, 300],
        [320, 300],
        [200, 74],
      ],
      2,
    );
  }
  return out;
};
