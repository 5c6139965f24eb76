/**
 * Topic motifs: flat drawings for stories whose topic is not a device (AI, security, finance,
 * health, the planet...). Same rules as the device drawings (see ../drawing.ts): a subject
 * centred on (200, 200) inside x 20..380, y 60..340, flat fills in a few tones of the paint,
 * light from the top left, a soft shadow, no text. The variant (0..7) changes the composition:
 * `variant % 3` picks one of three layouts, the rest moves the secondary elements.
 */
import type { Drawing, MotifKind, Paint } from '../drawing';
import { num1, svgKit, type Point as Pt } from '../svg-kit';
import { lighten, luma, mix } from '../tones';

// ---------------------------------------------------------------------------------------------
// Colours and SVG helpers
// ---------------------------------------------------------------------------------------------

// One decimal: the motifs are drawn at a coarser grain than the devices.
const { rect, circle, ellipse, path, stroke, ring, groundShadow, polylineD, polygonD } = svgKit({
  num: num1,
  corners: 'given',
});

/** Of the candidates, the colour that stands out most on `ground`. */
function contrasting(ground: string, candidates: readonly string[]): string {
  const l = luma(ground);
  return candidates.reduce((best, c) =>
    Math.abs(luma(c) - l) > Math.abs(luma(best) - l) + 0.08 ? c : best,
  );
}
/** Shadows go towards a deep navy ink rather than black, so they keep the motifs' cool cast. */
const deepen = (colour: string, t: number): string => mix(colour, '#0b1020', t);

const group = (content: string, transform: string, extra = '') =>
  `<g transform="${transform}"${extra}>${content}</g>`;

/** A smooth closed shape through the points (Catmull-Rom turned into cubic curves). */
function blob(pts: readonly Pt[]): string {
  const count = pts.length;
  let d = `M${num1(pts[0][0])} ${num1(pts[0][1])}`;
  for (let i = 0; i < count; i++) {
    const p0 = pts[(i - 1 + count) % count];
    const p1 = pts[i];
    const p2 = pts[(i + 1) % count];
    const p3 = pts[(i + 2) % count];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += ` C${num1(c1[0])} ${num1(c1[1])} ${num1(c2[0])} ${num1(c2[1])} ${num1(p2[0])} ${num1(p2[1])}`;
  }
  return `${d} Z`;
}

/** An arc's path data, angles in degrees clockwise from 12 o'clock. */
function arc(cx: number, cy: number, r: number, from: number, to: number): string {
  const at = (a: number): Pt => [
    cx + r * Math.sin((a * Math.PI) / 180),
    cy - r * Math.cos((a * Math.PI) / 180),
  ];
  const [x0, y0] = at(from);
  const [x1, y1] = at(to);
  const large = Math.abs(to - from) > 180 ? 1 : 0;
  return `M${num1(x0)} ${num1(y0)} A${num1(r)} ${num1(r)} 0 ${large} ${to > from ? 1 : 0} ${num1(x1)} ${num1(y1)}`;
}

/** A four-pointed sparkle. */
function sparkle(x: number, y: number, r: number, fill: string): string {
  const q = `${num1(x)} ${num1(y)}`;
  return path(
    `M${num1(x)} ${num1(y - r)} Q${q} ${num1(x + r)} ${num1(y)} Q${q} ${num1(x)} ${num1(y + r)} Q${q} ${num1(x - r)} ${num1(y)} Q${q} ${num1(x)} ${num1(y - r)} Z`,
    fill,
  );
}

/**
 * Small floating decorations at some of the free spots a drawing offers: sparkles, dots and
 * rings, chosen and placed by the variant.
 */
function decor(paint: Paint, variant: number, spots: readonly Pt[], count = 3): string {
  let out = '';
  for (let i = 0; i < Math.min(count, spots.length); i++) {
    const [x, y] = spots[(i * 3 + variant * 5) % spots.length];
    const kind = (i + variant) % 4;
    if (kind === 0) out += sparkle(x, y, 11, paint.accent);
    else if (kind === 1) out += circle(x, y, 5, paint.glow);
    else if (kind === 2) out += ring(x, y, 6, paint.accent, 3);
    else out += sparkle(x, y, 7, paint.glow);
  }
  return out;
}

/** A gear's outline: `teeth` teeth between radii `inner` and `outer`. */
function gear(cx: number, cy: number, outer: number, inner: number, teeth: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < teeth; i++) {
    const a = (i / teeth) * Math.PI * 2;
    const step = (Math.PI * 2) / teeth;
    for (const [da, r] of [
      [0, inner],
      [step * 0.18, outer],
      [step * 0.5, outer],
      [step * 0.68, inner],
    ] as const) {
      pts.push([cx + r * Math.cos(a + da), cy + r * Math.sin(a + da)]);
    }
  }
  return polygonD(pts);
}

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

/** A padlock whose body spans `w` wide, centred on x `cx`, body top at `top`. */
function padlock(
  paint: Paint,
  cx: number,
  top: number,
  w: number,
  open = false,
  tone = paint.body,
  metal = paint.trim,
): string {
  const h = w * 0.8;
  const shackleW = w * 0.62;
  const sw = w * 0.13;
  const lift = open ? w * 0.26 : 0;
  const left = cx - shackleW / 2;
  const right = cx + shackleW / 2;
  const archTop = top - w * 0.42 - lift;
  const d = `M${num1(left)} ${num1(top + 4 - (open ? 0 : 0))} L${num1(left)} ${num1(archTop + shackleW / 2)} A${num1(shackleW / 2)} ${num1(shackleW / 2)} 0 0 1 ${num1(right)} ${num1(archTop + shackleW / 2)} L${num1(right)} ${num1(open ? archTop + shackleW / 2 + w * 0.12 : top + 4)}`;
  let out = stroke(d, metal, sw, ' stroke-linecap="butt"');
  out += stroke(
    d,
    lighten(metal, 0.25),
    sw * 0.3,
    ' stroke-linecap="butt" transform="translate(-3 0)" opacity="0.6"',
  );
  out += rect(cx - w / 2, top + 7, w, h, w * 0.14, deepen(tone, 0.22));
  out += rect(cx - w / 2, top, w, h, w * 0.14, tone);
  out += rect(
    cx - w / 2 + w * 0.08,
    top + w * 0.06,
    w * 0.07,
    h * 0.6,
    w * 0.035,
    lighten(tone, 0.22),
  );
  const ky = top + h * 0.45;
  out += circle(cx, ky, w * 0.1, paint.screen);
  out += path(
    polygonD([
      [cx - w * 0.05, ky],
      [cx + w * 0.05, ky],
      [cx + w * 0.07, ky + w * 0.22],
      [cx - w * 0.07, ky + w * 0.22],
    ]),
    paint.screen,
  );
  return out;
}

// ---------------------------------------------------------------------------------------------
// The motifs
// ---------------------------------------------------------------------------------------------

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

const aiChip: Drawing = ({ paint, variant }) => {
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

const cloud: Drawing = ({ paint, variant }) => {
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

function shield(cx: number, top: number, w: number, h: number): string {
  return `M${num1(cx)} ${num1(top)} C${num1(cx + w * 0.25)} ${num1(top + h * 0.08)} ${num1(cx + w * 0.4)} ${num1(top + h * 0.1)} ${num1(cx + w / 2)} ${num1(top + h * 0.1)} L${num1(cx + w / 2)} ${num1(top + h * 0.45)} C${num1(cx + w / 2)} ${num1(top + h * 0.75)} ${num1(cx + w * 0.2)} ${num1(top + h * 0.92)} ${num1(cx)} ${num1(top + h)} C${num1(cx - w * 0.2)} ${num1(top + h * 0.92)} ${num1(cx - w / 2)} ${num1(top + h * 0.75)} ${num1(cx - w / 2)} ${num1(top + h * 0.45)} L${num1(cx - w / 2)} ${num1(top + h * 0.1)} C${num1(cx - w * 0.4)} ${num1(top + h * 0.1)} ${num1(cx - w * 0.25)} ${num1(top + h * 0.08)} ${num1(cx)} ${num1(top)} Z`;
}

function key(paint: Paint, x: number, y: number, len: number, angle: number): string {
  const body =
    ring(0, 0, len * 0.2, paint.accent, len * 0.1) +
    rect(len * 0.18, -len * 0.05, len * 0.8, len * 0.1, len * 0.05, paint.accent) +
    rect(len * 0.72, 0, len * 0.08, len * 0.16, 2, paint.accent) +
    rect(len * 0.86, 0, len * 0.08, len * 0.2, 2, paint.accent);
  return group(body, `translate(${num1(x)} ${num1(y)}) rotate(${num1(angle)})`);
}

const padlockMotif: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 105);
    out += padlock(paint, 200, 165, 170);
    out += decor(paint, v, [
      [75, 105],
      [320, 100],
      [70, 250],
      [335, 245],
      [300, 70],
    ]);
  } else if (layout === 1) {
    out += groundShadow(paint, 200, 326, 110);
    out += path(shield(200, 70, 220, 250), deepen(paint.body, 0.3), ' transform="translate(6 6)"');
    out += path(shield(200, 70, 220, 250), paint.body);
    out += path(shield(200, 86, 184, 214), deepen(paint.body, 0.12));
    out += path(
      `M200 86 L200 300 C180 293 108 260 108 190 L108 107 C125 107 160 104 200 86 Z`,
      lighten(paint.body, 0.1),
    );
    out += padlock(paint, 200, 180, 104, false, paint.accent, paint.glow);
    out += decor(paint, v, [
      [60, 110],
      [340, 120],
      [60, 270],
      [340, 270],
    ]);
  } else {
    out += groundShadow(paint, 200, 324, 120);
    out += padlock(paint, 175, 170, 150, true);
    out += key(paint, 290, 150, 90, 100 + (v % 2) * 30);
    out += decor(paint, v, [
      [60, 90],
      [330, 85],
      [55, 300],
      [345, 300],
    ]);
  }
  return out;
};

/** A chain of alternating links from `a` to `b`. */
function chain(paint: Paint, a: Pt, b: Pt, link = 30): string {
  const dx = b[0] - a[0];
  const dy = b[1] - a[1];
  const len = Math.hypot(dx, dy);
  const angle = (Math.atan2(dy, dx) * 180) / Math.PI;
  const count = Math.floor(len / (link * 0.78));
  let links = '';
  for (let i = 0; i < count; i++) {
    const x = i * link * 0.78;
    links +=
      i % 2 === 0
        ? rect(
            x,
            -link * 0.3,
            link,
            link * 0.6,
            link * 0.3,
            'none',
            ` stroke="${paint.screen}" stroke-width="${num1(link * 0.17)}"`,
          )
        : rect(x, -link * 0.08, link, link * 0.16, link * 0.08, deepen(paint.trim, 0.35));
  }
  return group(links, `translate(${num1(a[0])} ${num1(a[1])}) rotate(${num1(angle)})`);
}

function documentSheet(paint: Paint, x: number, y: number, w: number, h: number): string {
  const fold = w * 0.22;
  let out = path(
    polygonD([
      [x + 6, y + 8],
      [x + w - fold + 6, y + 8],
      [x + w + 6, y + fold + 8],
      [x + w + 6, y + h + 8],
      [x + 6, y + h + 8],
    ]),
    deepen(paint.body, 0.25),
  );
  out += path(
    polygonD([
      [x, y],
      [x + w - fold, y],
      [x + w, y + fold],
      [x + w, y + h],
      [x, y + h],
    ]),
    paint.body,
  );
  out += path(
    polygonD([
      [x + w - fold, y],
      [x + w, y + fold],
      [x + w - fold, y + fold],
    ]),
    paint.trim,
  );
  for (let i = 0; i < 6; i++) {
    const lw = [0.55, 0.7, 0.62, 0.74, 0.5, 0.66][i] * w;
    out += rect(
      x + w * 0.12,
      y + h * 0.18 + i * h * 0.12,
      i === 0 ? lw * 0.6 : lw,
      h * 0.045,
      h * 0.022,
      i === 0 ? paint.accent : paint.trim,
    );
  }
  return out;
}

function warning(paint: Paint, cx: number, cy: number, s: number): string {
  const pts: Pt[] = [
    [cx, cy - s * 0.55],
    [cx + s * 0.6, cy + s * 0.45],
    [cx - s * 0.6, cy + s * 0.45],
  ];
  return (
    stroke(polygonD(pts), deepen(paint.accent, 0.3), s * 0.2, ' transform="translate(3 5)"') +
    path(polygonD(pts), deepen(paint.accent, 0.3), ' transform="translate(3 5)"') +
    stroke(polygonD(pts), paint.accent, s * 0.2) +
    path(polygonD(pts), paint.accent) +
    rect(cx - s * 0.06, cy - s * 0.25, s * 0.12, s * 0.4, s * 0.06, paint.screen) +
    circle(cx, cy + s * 0.3, s * 0.07, paint.screen)
  );
}

const ransomLock: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 326, 110);
    out += documentSheet(paint, 125, 75, 150, 225);
    out += chain(paint, [80, 115], [320, 265]);
    out += chain(paint, [320, 115], [80, 265]);
    out += padlock(paint, 200, 190, 84, false, paint.accent);
    out += decor(
      paint,
      v,
      [
        [60, 80],
        [345, 80],
        [55, 310],
        [345, 310],
      ],
      2,
    );
  } else if (layout === 1) {
    // A locked folder hanging on a chain, a warning on its corner.
    out += groundShadow(paint, 200, 326, 130);
    out += path(`M70 110 L150 110 L170 130 L330 130 L330 300 L70 300 Z`, deepen(paint.body, 0.2));
    out += rect(78, 120, 244, 150, 6, lighten(paint.glow, 0.5));
    out += path(`M70 150 L330 150 L330 304 Q330 310 324 310 L76 310 Q70 310 70 304 Z`, paint.body);
    out += rect(70, 150, 260, 8, 0, lighten(paint.body, 0.2));
    out += chain(paint, [64, 225], [336, 225], 28);
    out += padlock(paint, 200, 215, 74, false, paint.accent, paint.screen);
    out += warning(paint, 316, 118, 64);
    out += decor(
      paint,
      v,
      [
        [50, 90],
        [240, 80],
        [50, 330],
      ],
      2,
    );
  } else {
    out += groundShadow(paint, 190, 326, 115);
    out += documentSheet(paint, 95, 70, 160, 235);
    out += chain(paint, [75, 215], [300, 170], 26);
    out += warning(paint, 275, 255, 100);
    out += padlock(paint, 150, 180, 64, false, paint.glow, paint.screen);
    out += decor(
      paint,
      v,
      [
        [320, 90],
        [60, 320],
        [350, 160],
      ],
      2,
    );
  }
  return out;
};

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

const growthChart: Drawing = ({ paint, variant }) => {
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

const bank: Drawing = ({ paint, variant }) => {
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

const briefcase: Drawing = ({ paint, variant }) => {
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

const heartbeat: Drawing = ({ paint, variant }) => {
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

const leaf: Drawing = ({ paint, variant }) => {
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

function book(paint: Paint, x: number, y: number, w: number, h: number, cover: string): string {
  const pages = lighten(paint.glow, 0.65);
  return (
    rect(x, y, w, h, 5, cover) +
    rect(x + 14, y + 5, w - 14, h - 10, 3, pages) +
    rect(x + 18, y + h / 2 - 1, w - 22, 2, 1, deepen(pages, 0.12)) +
    rect(x, y, 22, h, 5, cover) +
    rect(x + 6, y + 4, 4, h - 8, 2, lighten(cover, 0.3))
  );
}

function cap(paint: Paint, cx: number, cy: number, s: number, tassel = 1): string {
  const p = (x: number, y: number) => `${num1(cx + x * s)} ${num1(cy + y * s)}`;
  let out = path(
    `M${p(-0.58, 0.08)} L${p(-0.58, 0.5)} Q${p(0, 0.76)} ${p(0.58, 0.5)} L${p(0.58, 0.08)} Z`,
    lighten(paint.screen, 0.16),
  );
  out += path(`M${p(0, -0.4)} L${p(1.1, 0)} L${p(0, 0.4)} L${p(-1.1, 0)} Z`, paint.screen);
  out += path(
    `M${p(0, -0.4)} L${p(1.1, 0)} L${p(0.98, 0.04)} L${p(0, -0.32)} L${p(-0.98, 0.04)} L${p(-1.1, 0)} Z`,
    lighten(paint.screen, 0.22),
  );
  const tx = 0.85 * tassel;
  out += stroke(`M${p(0, 0)} L${p(tx, 0.1)} L${p(tx, 0.62)}`, paint.accent, s * 0.035);
  out += path(
    `M${p(tx - 0.06, 0.6)} L${p(tx + 0.06, 0.6)} L${p(tx + 0.1, 0.85)} L${p(tx - 0.1, 0.85)} Z`,
    paint.accent,
  );
  out += circle(cx, cy, s * 0.07, paint.accent);
  return out;
}

const graduationCap: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 322, 130);
    out += book(paint, 95, 286, 210, 30, paint.body);
    out += book(paint, 110 + (v % 2) * 10, 256, 180, 30, paint.accent);
    out += book(paint, 100, 226, 196, 30, paint.trim);
    out += cap(paint, 200, 150, 100, v % 2 === 0 ? 1 : -1);
    out += decor(paint, v, [
      [60, 100],
      [340, 100],
      [50, 200],
      [355, 210],
    ]);
  } else if (layout === 1) {
    // The cap tilted over a rolled diploma.
    out += groundShadow(paint, 200, 324, 130);
    out += group(cap(paint, 0, 0, 105), 'translate(195 150) rotate(-10)');
    const paper = lighten(paint.glow, 0.55);
    out += group(
      rect(-100, -20, 200, 40, 20, deepen(paper, 0.12)) +
        rect(-100, -22, 200, 40, 20, paper) +
        ellipse(96, -2, 10, 20, deepen(paper, 0.2)) +
        ellipse(96, -2, 4, 8, deepen(paper, 0.4)) +
        rect(-16, -23, 28, 42, 3, paint.accent) +
        path('M-6 18 L-16 50 L-2 42 L8 52 L4 18 Z', deepen(paint.accent, 0.15)),
      'translate(200 282) rotate(-8)',
    );
    out += decor(paint, v, [
      [60, 90],
      [345, 90],
      [50, 230],
      [350, 230],
    ]);
  } else {
    // An open book with the cap floating over it.
    out += groundShadow(paint, 200, 324, 140);
    const pages = lighten(paint.glow, 0.6);
    out += path(
      'M60 232 Q130 220 200 240 Q270 220 340 232 L340 314 Q270 300 200 318 Q130 300 60 314 Z',
      paint.trim,
    );
    out += path('M200 236 Q140 212 72 222 L72 300 Q140 292 200 312 Z', pages);
    out += path('M200 236 Q260 212 328 222 L328 300 Q260 292 200 312 Z', deepen(pages, 0.08));
    for (let i = 0; i < 3; i++) {
      out += stroke(
        `M92 ${248 + i * 18} Q140 ${240 + i * 18} 180 ${256 + i * 18}`,
        deepen(pages, 0.2),
        3,
      );
      out += stroke(
        `M220 ${256 + i * 18} Q260 ${240 + i * 18} 308 ${248 + i * 18}`,
        deepen(pages, 0.25),
        3,
      );
    }
    out += group(cap(paint, 0, 0, 88, -1), 'translate(200 130) rotate(8)');
    out += decor(paint, v, [
      [60, 110],
      [345, 110],
      [60, 190],
      [340, 190],
    ]);
  }
  return out;
};

const lightbulb: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  const bulb = (inside: string): string => {
    let b = path(
      'M170 240 C170 216 122 200 122 150 A78 78 0 1 1 278 150 C278 200 230 216 230 240 Z',
      paint.glow,
    );
    b += path(
      'M200 72 A78 78 0 0 1 278 150 C278 200 230 216 230 240 L200 240 Z',
      deepen(paint.glow, 0.1),
      ' opacity="0.6"',
    );
    b += stroke(arc(200, 150, 60, -70, -20), lighten(paint.glow, 0.7), 10);
    b += inside;
    b +=
      rect(168, 240, 64, 16, 6, paint.body) +
      rect(172, 258, 56, 14, 6, paint.trim) +
      rect(168, 274, 64, 14, 6, paint.body);
    b += path('M180 290 L220 290 Q214 308 200 308 Q186 308 180 290 Z', paint.screen);
    return b;
  };
  let out = groundShadow(paint, 200, 322, 80);
  if (layout === 0) {
    const inside = stroke(
      'M182 240 L182 182 Q188 164 194 182 Q200 200 206 182 Q212 164 218 182 L218 240',
      paint.accent,
      5,
    );
    let art = bulb(inside);
    const rays = 5 + (v % 2) * 2;
    for (let i = 0; i < rays; i++) {
      const a = -90 + (180 * i) / (rays - 1);
      const sin = Math.sin((a * Math.PI) / 180);
      const cos = Math.cos((a * Math.PI) / 180);
      art += stroke(
        polylineD([
          [200 + 96 * sin, 150 - 96 * cos],
          [200 + 116 * sin, 150 - 116 * cos],
        ]),
        paint.accent,
        9,
      );
    }
    out += group(art, 'translate(200 172) scale(0.86) translate(-200 -150)');
    out += decor(
      paint,
      v,
      [
        [70, 300],
        [330, 300],
        [60, 250],
      ],
      2,
    );
  } else if (layout === 1) {
    // A gear turning inside.
    const inside =
      path(gear(200, 150, 44, 34, 9), contrasting(paint.glow, [paint.body, paint.screen])) +
      circle(200, 150, 15, paint.glow) +
      path(gear(236, 196, 20, 14, 7), paint.trim, '') +
      circle(236, 196, 6, paint.glow);
    out += bulb(inside);
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [330, 90],
        [80, 230],
        [320, 230],
        [60, 160],
        [340, 160],
      ],
      4,
    );
  } else {
    // A network of ideas inside, tilted.
    const nodes: Pt[] = [
      [172, 118],
      [214, 106],
      [240, 150],
      [200, 160],
      [164, 176],
      [222, 196],
    ];
    let inside = '';
    const edges = [
      [0, 1],
      [1, 2],
      [0, 3],
      [1, 3],
      [3, 2],
      [3, 4],
      [3, 5],
      [2, 5],
      [4, 5],
    ];
    for (const [a, b] of edges)
      inside += stroke(polylineD([nodes[a], nodes[b]]), paint.screen, 3.5);
    nodes.forEach(
      ([x, y], i) =>
        (inside += circle(x, y, i === 3 ? 11 : 7, i % 2 === 0 ? paint.accent : paint.screen)),
    );
    out += group(bulb(inside), `rotate(${v % 2 === 0 ? -14 : 14} 200 200)`);
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [330, 90],
        [70, 260],
        [330, 260],
      ],
      4,
    );
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

const codeWindowMotif: Drawing = ({ paint, variant }) => {
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

const parcel: Drawing = ({ paint, variant }) => {
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

function rocketShape(paint: Paint, flame: number): string {
  let out = '';
  // Flame (drawn first, under the nozzle).
  out += path(`M172 262 Q200 ${262 + 80 * flame} 228 262 Z`, paint.accent);
  out += path(`M184 262 Q200 ${262 + 48 * flame} 216 262 Z`, lighten(paint.glow, 0.4));
  out += path('M153 196 Q120 214 112 276 L154 256 Z', paint.accent);
  out += path('M247 196 Q280 214 288 276 L246 256 Z', deepen(paint.accent, 0.2));
  out += path(
    polygonD([
      [168, 250],
      [232, 250],
      [224, 270],
      [176, 270],
    ]),
    paint.trim,
  );
  out += path('M200 64 C248 96 254 170 246 256 L154 256 C146 170 152 96 200 64 Z', paint.body);
  out += path(
    'M200 64 C248 96 254 170 246 256 L214 256 C222 170 220 100 200 64 Z',
    deepen(paint.body, 0.14),
  );
  out += path('M200 64 C222 78 236 96 242 116 L158 116 C164 96 178 78 200 64 Z', paint.accent);
  out += path(
    'M200 64 C222 78 236 96 242 116 L222 116 C218 96 212 80 200 64 Z',
    deepen(paint.accent, 0.2),
  );
  out += circle(200, 168, 30, paint.trim) + circle(200, 168, 21, paint.screen);
  out += stroke(arc(200, 168, 13, -80, -10), paint.glow, 5);
  out += rect(197, 210, 6, 36, 3, deepen(paint.body, 0.25));
  out += stroke('M166 130 C162 160 162 200 164 240', lighten(paint.body, 0.3), 6, ' opacity="0.8"');
  return out;
}

const rocket: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 330, 70, 10);
    out += rocketShape(paint, 0.8 + (v % 2) * 0.2);
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [330, 100],
        [80, 200],
        [320, 210],
        [60, 300],
        [340, 300],
      ],
      5,
    );
  } else if (layout === 1) {
    // Diagonal, with a trail of puffs.
    const puff = lighten(paint.trim, 0.3);
    out += circle(82, 318, 20, puff) + circle(60, 300, 14, puff) + circle(110, 300, 14, puff);
    out +=
      stroke(
        polylineD([
          [70, 250],
          [118, 202],
        ]),
        paint.trim,
        6,
      ) +
      stroke(
        polylineD([
          [130, 300],
          [170, 260],
        ]),
        paint.trim,
        6,
      );
    out += group(
      rocketShape(paint, 1.1),
      `translate(200 200) rotate(${v % 2 === 0 ? 42 : 35}) scale(0.9) translate(-200 -185)`,
    );
    out += decor(paint, v, [
      [80, 90],
      [320, 310],
      [340, 200],
      [60, 180],
    ]);
  } else {
    // Lifting off a bank of smoke.
    out += group(rocketShape(paint, 0.9), 'translate(200 170) scale(0.84) translate(-200 -160)');
    const puff = lighten(paint.trim, 0.35);
    const puffs: [number, number, number][] = [
      [110, 300, 34],
      [160, 288, 38],
      [210, 296, 40],
      [262, 288, 36],
      [305, 302, 30],
      [80, 316, 20],
      [330, 318, 20],
      [200, 316, 24],
    ];
    for (const [x, y, r] of puffs) out += circle(x + 3, y + 4, r, deepen(puff, 0.12));
    for (const [x, y, r] of puffs) out += circle(x, y, r, puff);
    out +=
      circle(318, 100, 26, paint.trim) +
      ellipse(
        318,
        100,
        44,
        9,
        'none',
        ` stroke="${paint.accent}" stroke-width="5" transform="rotate(-20 318 100)"`,
      );
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [90, 180],
        [330, 180],
        [250, 80],
      ],
      3,
    );
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

const wifiWaves: Drawing = ({ paint, variant }) => {
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

const globe: Drawing = ({ paint, variant, idPrefix }) => {
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

/**
 * The drawings above are laid out in the full box, shadows and sparkles reaching its edges; each
 * is drawn a touch smaller around the centre, which keeps every pixel inside x 20..380, y 60..340.
 */
function fitted(drawing: Drawing): Drawing {
  return (context) =>
    group(drawing(context), 'translate(200 200) scale(0.93) translate(-200 -200)');
}

/** One drawing per topic motif. */
export const MOTIF_DRAWINGS: Readonly<Record<MotifKind, Drawing>> = {
  'ai-chip': fitted(aiChip),
  cloud: fitted(cloud),
  padlock: fitted(padlockMotif),
  'ransom-lock': fitted(ransomLock),
  'growth-chart': fitted(growthChart),
  bank: fitted(bank),
  briefcase: fitted(briefcase),
  heartbeat: fitted(heartbeat),
  leaf: fitted(leaf),
  'graduation-cap': fitted(graduationCap),
  lightbulb: fitted(lightbulb),
  'code-window': fitted(codeWindowMotif),
  parcel: fitted(parcel),
  rocket: fitted(rocket),
  'wifi-waves': fitted(wifiWaves),
  globe: fitted(globe),
};
