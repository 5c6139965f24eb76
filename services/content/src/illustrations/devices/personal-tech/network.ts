/** Printers and routers. */
import type { DrawContext, Drawing } from '../../drawing';
import { num } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { circle, cylinder, ellipse, groundShadow, path, poly, rect, rectXY, slab } from './kit';
import { darkGlass } from './screens';

/** A sheet of paper with abstract content: a picture block and lines. */
function sheet(
  x: number,
  y: number,
  w: number,
  h: number,
  ctx: DrawContext,
  printed: boolean,
): string {
  const p = ctx.paint;
  let out = rect(x, y, w, h, 2, '#fbfbf8');
  if (printed) {
    out += rect(
      x + w * 0.12,
      y + h * 0.16,
      w * 0.34,
      h * 0.5,
      2,
      mix(p.glow, p.accent, 0.4),
      'opacity="0.85"',
    );
    for (let i = 0; i < 4; i++)
      out += rect(x + w * 0.54, y + h * (0.18 + i * 0.13), w * 0.34, 2.5, 1.25, '#9ca3af');
  }
  return out;
}

export const printer: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const side = darken(p.body, 0.12);
  let out = '';
  if (style === 1) {
    // A laser printer: taller, paper drawer, front panel with a small screen.
    const x = 80;
    const y = 96;
    const w = 240;
    out += groundShadow(ctx.paint, 200, 322, 150, 10);
    out += slab(x, y, w, 64, 18, 14, 150, p.body, side);
    out += rectXY(x + 26, y + 10, w - 52, 40, 10, 8, darken(p.body, 0.16));
    out += rect(x + 42, y + 36, w - 84, 8, 4, darken(p.trim, 0.3));
    out += sheet(x + 62, y + 20, w - 124, 22, ctx, true);
    out += rect(x + 14, y + 104, w - 28, 1.5, 0, darken(side, 0.15));
    out += rect(x + 14, y + 170, w - 28, 1.5, 0, darken(side, 0.15));
    out += rect(x + w / 2 - 30, y + 184, 60, 8, 4, darken(side, 0.25));
    out += darkGlass(ctx, 'pr', x + w - 76, y + 120, 52, 30, 4);
    out +=
      rect(x + w - 70, y + 128, 28, 4, 2, p.glow) +
      rect(x + w - 70, y + 137, 18, 4, 2, p.glow, 'opacity="0.6"');
    out += circle(x + 30, y + 134, 5, p.accent);
    return out;
  }
  const x = 56;
  const y = 142;
  const w = 288;
  const topH = 72;
  const depth = 92;
  out += groundShadow(ctx.paint, 200, y + topH + depth + 6, 170, 10);
  if (style === 0) {
    // Paper standing in the rear feeder.
    out += poly(
      [
        [x + 70, y - 66],
        [x + w - 70, y - 66],
        [x + w - 60, y + 20],
        [x + 60, y + 20],
      ],
      darken(p.trim, 0.05),
    );
    out += poly(
      [
        [x + 86, y - 54],
        [x + w - 86, y - 54],
        [x + w - 78, y + 12],
        [x + 78, y + 12],
      ],
      '#fbfbf8',
    );
    out += poly(
      [
        [x + 86, y - 54],
        [x + w - 86, y - 54],
        [x + w - 84, y - 40],
        [x + 84, y - 40],
      ],
      '#e5e7eb',
    );
  } else {
    // A document feeder on the lid.
    out += poly(
      [
        [x + 60, y - 28],
        [x + w - 60, y - 28],
        [x + w - 40, y + 18],
        [x + 40, y + 18],
      ],
      darken(p.body, 0.06),
    );
    out += poly(
      [
        [x + 84, y - 44],
        [x + w - 84, y - 44],
        [x + w - 74, y - 14],
        [x + 74, y - 14],
      ],
      '#fbfbf8',
    );
    out += rect(x + 40, y - 8, w - 80, 22, 10, p.trim);
  }
  out += slab(x, y, w, topH, 20, 14, depth, p.body, side);
  out += rect(x + 10, y + 6, w - 20, 4, 2, '#ffffff', 'opacity="0.2"');
  out += rect(x + 12, y + topH * 0.62, w - 24, 1.5, 0, darken(p.body, 0.14));
  // The control strip and its small screen.
  const panelY = y + topH / 2 + 14;
  out += darkGlass(ctx, 'pr', x + w - 96, panelY + 4, 54, 26, 4);
  out +=
    rect(x + w - 90, panelY + 10, 30, 4, 2, p.glow) +
    rect(x + w - 90, panelY + 19, 20, 4, 2, p.glow, 'opacity="0.6"');
  out += circle(x + w - 28, panelY + 17, 6, p.accent);
  // Output slot with a printed sheet sliding out on its tray.
  const slotY = y + topH / 2 + depth * 0.62 + 10;
  out += rect(x + 60, slotY, w - 120, 10, 5, darken(p.trim, 0.4));
  out += poly(
    [
      [x + 74, slotY + 5],
      [x + w - 74, slotY + 5],
      [x + w - 62, slotY + 40],
      [x + 62, slotY + 40],
    ],
    '#fbfbf8',
  );
  out += rect(x + 100, slotY + 12, 56, 18, 2, mix(p.glow, p.accent, 0.4), 'opacity="0.85"');
  for (let i = 0; i < 3; i++) out += rect(x + 170, slotY + 13 + i * 7, 60, 2.5, 1.25, '#9ca3af');
  out += rect(x + 56, slotY + 38, w - 112, 6, 3, darken(p.trim, 0.1));
  return out;
};

function antenna(
  cx: number,
  base: number,
  len: number,
  tilt: number,
  colour: string,
  knuckle: string,
): string {
  return (
    `<g transform="rotate(${tilt} ${num(cx)} ${num(base)})">` +
    rect(cx - 6, base - len, 12, len, 6, colour) +
    rect(cx - 3, base - len + 8, 3, len - 24, 1.5, '#ffffff', 'opacity="0.18"') +
    rect(cx - 8, base - 14, 16, 16, 5, knuckle) +
    '</g>'
  );
}

export const router: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const shape = v % 3;
  const count = shape === 2 ? 0 : shape === 1 ? 6 - 2 * ((v >> 2) % 2) : [2, 4][(v >> 1) % 2];
  const leds = (x: number, y: number, n: number): string => {
    let out = '';
    for (let i = 0; i < n; i++)
      out += circle(
        x + i * 14,
        y,
        2.6,
        i === 0 ? p.accent : mix(p.accent, p.glow, 0.5),
        i % 3 === 2 ? 'opacity="0.5"' : '',
      );
    return out;
  };
  if (shape === 2) {
    // A standing router, like a book on its spine.
    const x = 130;
    const y = 72;
    const w = 140;
    let out = groundShadow(ctx.paint, 200, 324, 110, 9);
    out += rect(x - 14, 300, w + 28, 20, 10, darken(p.trim, 0.2));
    out += slab(x, y, w, 40, 20, 14, 200, lighten(p.body, 0.08), p.body);
    for (let i = 0; i < 5; i++)
      out += rect(x + 22 + i * 21, y + 12, 12, 16, 6, darken(p.body, 0.15));
    out += rect(x + 8, y + 40, 8, 170, 4, '#ffffff', 'opacity="0.12"');
    out += leds(x + w / 2 - 21, y + 190, 4);
    out += rect(x + w / 2 - 18, y + 90, 36, 36, 10, mix(p.body, p.accent, 0.2));
    return out;
  }
  const x = 46;
  const y = 214;
  const w = 308;
  const topH = 56;
  const depth = shape === 1 ? 30 : 24;
  let out = groundShadow(ctx.paint, 200, y + topH + depth + 2, 172, 10);
  // Antennas stand along the back edge, fanned a little.
  const knuckle = darken(p.trim, 0.2);
  for (let i = 0; i < count; i++) {
    const f = count === 1 ? 0.5 : i / (count - 1);
    const cx = x + 34 + f * (w - 68);
    const tilt = (f - 0.5) * (count > 2 ? 24 : 16);
    out += antenna(cx, y + 14, shape === 1 ? 132 : 124, tilt, darken(p.trim, 0.05), knuckle);
  }
  if (shape === 1) {
    // A gaming router: a wedge with an accent light strip.
    out += poly(
      [
        [x + 10, y + topH + depth],
        [x + w - 10, y + topH + depth],
        [x + w, y + topH],
        [x, y + topH],
      ],
      darken(p.body, 0.2),
    );
    out += path(
      `M${x + 30} ${y}L${x + w - 30} ${y}L${x + w} ${y + topH}L${x} ${y + topH}Z`,
      p.body,
    );
    out += path(
      `M${x + 110} ${y + 8}L${x + w - 110} ${y + 8}L${x + w - 90} ${y + topH - 8}L${x + 90} ${y + topH - 8}Z`,
      darken(p.body, 0.15),
    );
    out += path(
      `M${x + 120} ${y + 14}L${x + w - 120} ${y + 14}L${x + w - 104} ${y + topH - 14}L${x + 104} ${y + topH - 14}Z`,
      p.accent,
      'opacity="0.9"',
    );
    out += leds(x + 120, y + topH + depth / 2, 6);
    return out;
  }
  out += slab(x, y, w, topH, 24, 14, depth, p.body, darken(p.body, 0.16));
  for (let i = 0; i < 9; i++)
    out += rect(x + 70 + i * 19, y + 14, 9, topH - 28, 4.5, darken(p.body, 0.1));
  out += rect(x + 14, y + 4, w - 28, 3, 1.5, '#ffffff', 'opacity="0.2"');
  out += leds(x + w / 2 - 35, y + topH + depth / 2 - 2, 6);
  return out;
};

function meshUnit(ctx: DrawContext, shape: number, cx: number, base: number, s: number): string {
  const p = ctx.paint;
  const side = darken(p.body, 0.12);
  if (shape === 0) {
    // A squat cylinder with a light band.
    const rx = 62 * s;
    const ry = 18 * s;
    const h = 74 * s;
    const top = base - h - ry;
    return (
      cylinder(cx, top, rx, ry, h, lighten(p.body, 0.06), side) +
      rect(cx - rx, top, 14 * s, h, 0, '#ffffff', 'opacity="0.1"') +
      path(
        `M${num(cx - rx)} ${num(top + h * 0.55)}Q${num(cx)} ${num(top + h * 0.55 + ry * 2)} ${num(cx + rx)} ${num(top + h * 0.55)}L${num(cx + rx)} ${num(top + h * 0.55 + 5 * s)}Q${num(cx)} ${num(top + h * 0.55 + ry * 2 + 5 * s)} ${num(cx - rx)} ${num(top + h * 0.55 + 5 * s)}Z`,
        darken(p.trim, 0.1),
      ) +
      ellipse(cx, top + h * 0.55 + ry + 2.5 * s, 4 * s, 2.5 * s, p.accent)
    );
  }
  if (shape === 1) {
    // A rounded square puck.
    const w = 120 * s;
    const topH = 50 * s;
    const depth = 34 * s;
    const x = cx - w / 2;
    const y = base - topH - depth;
    return (
      slab(x, y, w, topH, 34 * s, 14 * s, depth, lighten(p.body, 0.06), side) +
      rectXY(
        x + 10 * s,
        y + 4 * s,
        w - 20 * s,
        topH - 8 * s,
        30 * s,
        12 * s,
        lighten(p.body, 0.12),
      ) +
      circle(cx, y + topH / 2 + depth * 0.6 + 8 * s, 3.5 * s, p.accent)
    );
  }
  // A tall tower with a vented top.
  const rx = 44 * s;
  const ry = 13 * s;
  const h = 150 * s;
  const top = base - h - ry;
  let out = cylinder(cx, top, rx, ry, h, lighten(p.body, 0.08), side);
  out += rect(cx - rx, top, 10 * s, h, 0, '#ffffff', 'opacity="0.12"');
  out += ellipse(cx, top, rx * 0.7, ry * 0.7, darken(p.body, 0.1));
  for (let i = 0; i < 6; i++)
    out += rect(
      cx - rx + 6 * s,
      top + 22 * s + i * 8 * s,
      2 * rx - 12 * s,
      3 * s,
      1.5 * s,
      darken(side, 0.1),
      'opacity="0.7"',
    );
  out += circle(cx, top + h - 18 * s, 3.5 * s, p.accent);
  return out;
}

export const meshRouter: Drawing = (ctx) => {
  const v = ctx.variant;
  const shape = v % 3;
  const three = (v >> 1) % 2 === 0;
  const tall = shape === 2;
  let out = groundShadow(ctx.paint, 200, 318, 170, 12);
  if (three) {
    const back = tall ? 250 : 262;
    out += meshUnit(ctx, shape, 92, back, 0.8) + meshUnit(ctx, shape, 308, back, 0.8);
    out += meshUnit(ctx, shape, 200, 316, tall ? 1.2 : 1.25);
  } else {
    out += meshUnit(ctx, shape, 130, tall ? 280 : 282, tall ? 1.1 : 1.05);
    out += meshUnit(ctx, shape, 262, 316, tall ? 1.3 : 1.3);
  }
  return out;
};
