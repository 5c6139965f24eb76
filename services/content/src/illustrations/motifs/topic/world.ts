/** The world and its trade: a parcel (shipping, Amazon), a globe with orbiting rings (globe). */
import type { Drawing, Paint } from '../../drawing';
import { num1, type Point as Pt } from '../../svg-kit';
import { lighten, mix } from '../../tones';
import {
  arc,
  blob,
  circle,
  decor,
  deepen,
  ellipse,
  groundShadow,
  path,
  polygonD,
  polylineD,
  rect,
  stroke,
} from './motif-kit';

function box(
  paint: Paint,
  x: number,
  y: number,
  w: number,
  h: number,
  dx: number,
  dy: number,
  open: boolean,
  label: boolean,
): string {
  const tape = mix(paint.trim, paint.body, 0.35);
  let out = '';
  if (open) {
    out += path(
      polygonD([
        [x + dx, y - dy],
        [x + w + dx, y - dy],
        [x + w + dx - 8, y - dy - 48],
        [x + dx + 8, y - dy - 48],
      ]),
      deepen(paint.body, 0.1),
    );
  }
  out += path(
    polygonD([
      [x, y],
      [x + w, y],
      [x + w + dx, y - dy],
      [x + dx, y - dy],
    ]),
    open ? deepen(paint.body, 0.42) : lighten(paint.body, 0.14),
  );
  out += path(
    polygonD([
      [x + w, y],
      [x + w + dx, y - dy],
      [x + w + dx, y - dy + h],
      [x + w, y + h],
    ]),
    deepen(paint.body, 0.2),
  );
  out += rect(x, y, w, h, 0, paint.body);
  const tw = w * 0.16;
  const tx = x + w / 2 - tw / 2;
  if (open) {
    out += path(
      polygonD([
        [x, y],
        [x + dx, y - dy],
        [x + dx - 46, y - dy - 22],
        [x - 46, y - 22],
      ]),
      lighten(paint.body, 0.1),
    );
    out += path(
      polygonD([
        [x + w, y],
        [x + w + dx, y - dy],
        [x + w + dx + 40, y - dy + 6],
        [x + w + 40, y + 6],
      ]),
      deepen(paint.body, 0.08),
    );
    out += path(
      polygonD([
        [x, y],
        [x + w, y],
        [x + w - 10, y + 34],
        [x + 10, y + 34],
      ]),
      lighten(paint.body, 0.06),
    );
  } else {
    out += path(
      polygonD([
        [tx, y],
        [tx + tw, y],
        [tx + tw + dx, y - dy],
        [tx + dx, y - dy],
      ]),
      tape,
    );
    out += rect(tx, y, tw, h * 0.32, 0, tape);
  }
  if (label) {
    const lx = x + w * 0.1;
    const ly = y + h * 0.55;
    out += rect(lx, ly, w * 0.34, h * 0.3, 4, lighten(paint.glow, 0.5));
    for (let i = 0; i < 6; i++)
      out += rect(
        lx + 7 + i * (w * 0.045),
        ly + 8,
        i % 2 === 0 ? 3 : 1.6,
        h * 0.3 - 16,
        0,
        paint.screen,
      );
  }
  out += rect(x, y, w, 4, 0, lighten(paint.body, 0.22));
  return out;
}

export const parcel: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 215, 322, 135);
    out += box(paint, 100, 165, 170, 145, 70, 50, false, true);
    out += decor(paint, v, [
      [60, 110],
      [340, 300],
      [80, 80],
      [350, 80],
    ]);
  } else if (layout === 1) {
    // Two boxes stacked.
    out += groundShadow(paint, 205, 324, 150);
    out += box(paint, 70, 205, 160, 110, 60, 40, false, true);
    out += box(paint, 118, 120, 110, 85, 45, 30, false, false);
    out += box(paint, 240, 240, 75, 72, 30, 20, false, false);
    out += decor(
      paint,
      v,
      [
        [60, 110],
        [330, 110],
        [60, 170],
      ],
      2,
    );
  } else {
    // An open box, motion lines behind it.
    out += groundShadow(paint, 215, 322, 130);
    for (let i = 0; i < 3; i++)
      out += stroke(
        polylineD([
          [28 + i * 12, 210 + i * 30],
          [72 + i * 6, 210 + i * 30],
        ]),
        paint.trim,
        7,
      );
    out += box(paint, 110, 180, 160, 130, 60, 44, true, v % 2 === 0);
    out += decor(
      paint,
      v,
      [
        [330, 90],
        [90, 100],
        [355, 300],
      ],
      2,
    );
  }
  return out;
};

const CONTINENTS: readonly (readonly Pt[])[] = [
  [
    [-0.6, -0.5],
    [-0.2, -0.68],
    [0.05, -0.45],
    [-0.1, -0.2],
    [-0.35, -0.05],
    [-0.6, -0.2],
  ],
  [
    [-0.25, 0.05],
    [0.05, 0.1],
    [0.1, 0.35],
    [-0.05, 0.72],
    [-0.25, 0.45],
  ],
  [
    [0.3, -0.58],
    [0.72, -0.4],
    [0.88, -0.05],
    [0.55, 0.1],
    [0.35, -0.15],
  ],
  [
    [0.45, 0.35],
    [0.75, 0.4],
    [0.68, 0.62],
    [0.45, 0.55],
  ],
];

function globeBall(
  paint: Paint,
  id: string,
  cx: number,
  cy: number,
  r: number,
  turn: number,
  wire: boolean,
): string {
  let out = `<defs><clipPath id="${id}"><circle cx="${num1(cx)}" cy="${num1(cy)}" r="${num1(r)}"/></clipPath></defs>`;
  let inner = circle(cx, cy, r, deepen(paint.body, 0.18));
  inner += circle(cx - r * 0.14, cy - r * 0.14, r * 0.98, paint.body);
  if (wire) {
    const lines = lighten(paint.body, 0.35);
    for (const f of [0.35, 0.75])
      inner += ellipse(cx, cy, r * f, r, 'none', ` stroke="${lines}" stroke-width="4"`);
    inner += rect(cx - 2, cy - r, 4, r * 2, 0, lines);
    for (const f of [-0.5, 0, 0.5])
      inner += ellipse(
        cx,
        cy + f * r,
        r * Math.sqrt(1 - f * f),
        r * 0.12 * Math.sqrt(1 - f * f),
        'none',
        ` stroke="${lines}" stroke-width="4"`,
      );
  } else {
    const land = mix(paint.body, paint.glow, 0.55);
    for (const shape of CONTINENTS) {
      inner += path(
        blob(shape.map(([x, y]): Pt => [cx + (((x + turn + 1.2) % 2.4) - 1.2) * r, cy + y * r])),
        land,
      );
    }
  }
  out += `<g clip-path="url(#${id})">${inner}</g>`;
  out += stroke(
    arc(cx, cy, r * 0.82, -75, -25),
    lighten(paint.body, 0.45),
    r * 0.07,
    ' opacity="0.8"',
  );
  return out;
}

export const globe: Drawing = ({ paint, variant, idPrefix }) => {
  const v = variant & 7;
  const layout = v % 3;
  const id = `${idPrefix}-globe-clip`;
  let out = '';
  if (layout === 0) {
    // An orbit ring passing behind and in front of the globe.
    const tilt = v % 2 === 0 ? -18 : 16;
    const orbit = (front: boolean) =>
      `<path d="M${front ? '60 200 A140 46 0 0 0 340 200' : '60 200 A140 46 0 0 1 340 200'}" fill="none" stroke="${paint.accent}" stroke-width="8" transform="rotate(${tilt} 200 200)"/>`;
    out += groundShadow(paint, 200, 328, 100);
    out += orbit(false);
    out += globeBall(paint, id, 200, 200, 108, v * 0.3, false);
    out += orbit(true);
    const sat = tilt < 0 ? [322, 274] : [90, 270];
    out += circle(sat[0], sat[1], 12, paint.glow) + circle(sat[0], sat[1], 5, paint.screen);
    out += decor(
      paint,
      v,
      [
        [60, 90],
        [340, 90],
        [350, 330 - 30],
      ],
      2,
    );
  } else if (layout === 1) {
    // A desk globe on a stand.
    out += groundShadow(paint, 200, 326, 90);
    out +=
      rect(190, 282, 20, 26, 0, paint.trim) +
      ellipse(200, 310, 62, 13, paint.trim) +
      ellipse(200, 306, 62, 13, lighten(paint.trim, 0.15));
    out += globeBall(paint, id, 200, 180, 96, 0, v % 2 === 1);
    out += stroke(arc(200, 180, 112, -150, 30), paint.trim, 9);
    out += circle(
      200 + 112 * Math.sin((-150 * Math.PI) / 180),
      180 - 112 * Math.cos((-150 * Math.PI) / 180),
      7,
      paint.accent,
    );
    out += circle(
      200 + 112 * Math.sin((30 * Math.PI) / 180),
      180 - 112 * Math.cos((30 * Math.PI) / 180),
      7,
      paint.accent,
    );
    out += decor(paint, v, [
      [60, 90],
      [340, 90],
      [60, 280],
      [340, 280],
    ]);
  } else {
    // A network spread over the globe, two crossing rings.
    out += groundShadow(paint, 200, 328, 100);
    out += globeBall(paint, id, 200, 200, 102, 0.8 + v * 0.2, true);
    const nodes: Pt[] = [
      [150, 140],
      [236, 128],
      [270, 206],
      [200, 210],
      [142, 240],
      [234, 272],
    ];
    const edges = [
      [0, 1],
      [1, 2],
      [0, 3],
      [3, 2],
      [3, 4],
      [3, 5],
      [2, 5],
      [4, 5],
    ];
    for (const [a, b] of edges) {
      const [ax, ay] = nodes[a];
      const [bx, by] = nodes[b];
      out += stroke(
        `M${ax} ${ay} Q${num1((ax + bx) / 2)} ${num1((ay + by) / 2 - 22)} ${bx} ${by}`,
        paint.glow,
        3.5,
      );
    }
    nodes.forEach(
      ([x, y], i) =>
        (out +=
          circle(x, y, 8, i % 2 === 0 ? paint.accent : paint.glow) + circle(x, y, 3, paint.screen)),
    );
    out += ellipse(
      200,
      200,
      150,
      34,
      'none',
      ` stroke="${paint.accent}" stroke-width="5" opacity="0.9" transform="rotate(-28 200 200)"`,
    );
    out += ellipse(
      200,
      200,
      150,
      34,
      'none',
      ` stroke="${paint.trim}" stroke-width="5" opacity="0.9" transform="rotate(28 200 200)"`,
    );
    out += decor(
      paint,
      v,
      [
        [60, 80],
        [340, 80],
        [340, 320],
      ],
      2,
    );
  }
  return out;
};
