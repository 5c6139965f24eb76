/** Learning: a graduation cap on a stack of books (graduation-cap). */
import type { Drawing, Paint } from '../../drawing';
import { num1 } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  circle,
  decor,
  deepen,
  ellipse,
  groundShadow,
  group,
  path,
  rect,
  stroke,
} from './motif-kit';

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

export const graduationCap: Drawing = ({ paint, variant }) => {
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
