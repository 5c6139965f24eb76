/** Security: a padlock with a shield or key (padlock), a chained, locked document (ransom-lock). */
import type { Drawing, Paint } from '../../drawing';
import { num1, type Point as Pt } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  circle,
  decor,
  deepen,
  groundShadow,
  group,
  path,
  polygonD,
  rect,
  ring,
  stroke,
} from './motif-kit';

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

export const padlockMotif: Drawing = ({ paint, variant }) => {
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

export const ransomLock: Drawing = ({ paint, variant }) => {
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
