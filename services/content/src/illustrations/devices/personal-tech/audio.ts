/** Headphones, earbuds and speakers. */
import type { DrawContext, Drawing } from '../../drawing';
import { num } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { annulus, circle, ellipse, groundShadow, path, rect, slab } from './kit';

/** A grid of small holes clipped to a shape: a speaker grille. */
function dots(
  id: string,
  clip: string,
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  r: number,
  fill: string,
): string {
  let out = `<defs><clipPath id="${id}">${clip}</clipPath></defs><g clip-path="url(#${id})">`;
  let row = 0;
  for (let yy = y + step / 2; yy < y + h; yy += step * 0.87, row++) {
    for (let xx = x + step / 2 + (row % 2) * (step / 2); xx < x + w; xx += step)
      out += circle(xx, yy, r, fill);
  }
  return `${out}</g>`;
}

/** Horizontal stripes clipped to a shape: fabric or slats. */
function stripes(
  id: string,
  clip: string,
  x: number,
  y: number,
  w: number,
  h: number,
  step: number,
  t: number,
  fill: string,
): string {
  let out = `<defs><clipPath id="${id}">${clip}</clipPath></defs><g clip-path="url(#${id})">`;
  for (let yy = y + step / 2; yy < y + h; yy += step) out += rect(x, yy, w, t, 0, fill);
  return `${out}</g>`;
}

/** A speaker driver: surround, cone, dust cap. */
function driver(ctx: DrawContext, cx: number, cy: number, r: number, cone: string): string {
  const p = ctx.paint;
  return (
    circle(cx, cy, r, darken(p.trim, 0.35)) +
    circle(cx, cy, r * 0.88, mix(p.screen, p.trim, 0.4)) +
    circle(cx, cy, r * 0.74, cone) +
    circle(cx - r * 0.06, cy - r * 0.06, r * 0.3, lighten(cone, 0.15)) +
    path(
      `M${num(cx - r * 0.6)} ${num(cy - r * 0.25)}A${num(r * 0.66)} ${num(r * 0.66)} 0 0 1 ${num(cx - r * 0.2)} ${num(cy - r * 0.62)}`,
      'none',
      `stroke="#ffffff" stroke-opacity="0.18" stroke-width="2" stroke-linecap="round"`,
    )
  );
}

export const headphones: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const band = v % 3;
  const cup = (v + (v >> 1)) % 3;
  const cy = 236;
  let out = groundShadow(ctx.paint, 200, 326, 140, 9);
  // Headband.
  if (band === 0) {
    out += path('M78 214C74 38 326 38 322 214L300 214C302 70 98 70 100 214Z', p.body);
    out += path(
      'M104 150C116 84 284 84 296 150L286 152C270 98 130 98 114 152Z',
      darken(p.trim, 0.1),
    );
    out += path(
      'M86 150C92 88 150 68 200 66L200 74C156 76 102 94 96 150Z',
      '#ffffff',
      'opacity="0.14"',
    );
  } else if (band === 1) {
    out += path(
      'M80 214L82 120C86 72 130 62 200 62C270 62 314 72 318 120L320 214L302 214L300 124C298 86 264 80 200 80C136 80 102 86 100 124L98 214Z',
      p.trim,
    );
    out += path(
      'M112 150C118 104 150 96 200 96C250 96 282 104 288 150L276 152C270 116 244 112 200 112C156 112 130 116 124 152Z',
      mix(p.accent, p.body, 0.4),
    );
    out += path(
      'M84 130C90 86 120 70 170 66L170 72C126 78 98 92 94 130Z',
      '#ffffff',
      'opacity="0.18"',
    );
  } else {
    out += path('M86 214C84 50 316 50 314 214L306 214C306 62 94 62 94 214Z', darken(p.trim, 0.05));
    out += path('M108 120C128 78 272 78 292 120L284 130C262 94 138 94 116 130Z', p.body);
  }
  // Cups: the cushion shows toward the inside, the shell outside.
  for (const side of [-1, 1]) {
    const cx = 200 + side * 108;
    const inner = cx - side * 16;
    if (band !== 2) out += rect(cx - 7, 196, 14, 34, 5, darken(p.trim, 0.15));
    if (cup === 0) {
      out += path(
        `M${cx - 50} ${cy}A50 66 0 0 1 ${cx + 50} ${cy}`,
        'none',
        `stroke="${darken(p.trim, 0.1)}" stroke-width="2"`,
      );
      out += ellipse(inner, cy + 4, 44, 64, darken(p.trim, 0.25));
      out += ellipse(cx, cy, 48, 70, p.body);
      out += ellipse(cx - 6, cy - 8, 34, 52, lighten(p.body, 0.07));
      out += ellipse(cx, cy + 8, 12, 12, p.accent, 'opacity="0.9"');
    } else if (cup === 1) {
      out += circle(inner, cy + 4, 56, darken(p.trim, 0.25));
      out += circle(cx, cy, 58, p.body);
      out += annulus(cx, cy, 40, 46, darken(p.body, 0.1));
      out += circle(cx - 6, cy - 6, 36, lighten(p.body, 0.06));
      out += circle(cx, cy, 6, p.accent);
    } else {
      out += rect(inner - 46, cy - 62, 92, 128, 38, darken(p.trim, 0.25));
      out += rect(cx - 46, cy - 66, 92, 128, 38, p.body);
      out += rect(cx - 38, cy - 58, 70, 100, 32, lighten(p.body, 0.07));
      out += rect(cx - side * 40 - 3, cy - 38, 6, 22, 3, p.accent);
    }
  }
  return out;
};

function stemBud(
  ctx: DrawContext,
  cx: number,
  cy: number,
  angle: number,
  mirrored: boolean,
  tinted: boolean,
): string {
  const p = ctx.paint;
  const s = mirrored ? -1 : 1;
  return (
    `<g transform="rotate(${angle} ${cx} ${cy})">` +
    rect(cx - 9, cy + 6, 18, 84, 9, tinted ? mix(p.body, p.accent, 0.45) : darken(p.body, 0.06)) +
    rect(cx - 9 + 3 * s + 3, cy + 10, 5, 76, 2.5, '#ffffff', 'opacity="0.35"') +
    ellipse(cx + s * 4, cy, 26, 24, p.body) +
    ellipse(cx + s * 14, cy + 2, 12, 15, darken(p.trim, 0.3)) +
    ellipse(cx - s * 6, cy - 8, 12, 8, '#ffffff', 'opacity="0.35"') +
    rect(cx - 9, cy + 80, 18, 10, 5, darken(p.trim, 0.15)) +
    circle(cx, cy + 85, 2, p.accent) +
    '</g>'
  );
}

function roundBud(ctx: DrawContext, cx: number, cy: number, mirrored: boolean): string {
  const p = ctx.paint;
  const s = mirrored ? -1 : 1;
  return (
    ellipse(cx + s * 26, cy + 6, 18, 16, darken(p.trim, 0.25)) +
    ellipse(cx + s * 24, cy + 6, 12, 10, darken(p.trim, 0.45)) +
    circle(cx, cy, 34, p.body) +
    circle(cx - 6, cy - 6, 24, lighten(p.body, 0.08)) +
    circle(cx - 4, cy - 4, 14, mix(p.body, p.accent, 0.25)) +
    circle(cx - 12, cy - 14, 4, '#ffffff', 'opacity="0.5"')
  );
}

export const earbuds: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const tier = Math.floor(v / 3);
  if (style === 0) {
    const x = tier === 1 ? 50 : 62;
    const w = tier === 1 ? 176 : 156;
    const h = tier === 1 ? 112 : 126;
    const y = 302 - h;
    return (
      groundShadow(ctx.paint, 200, 312, 150, 10) +
      rect(x + 4, y + 3, w, h, 38, p.trim) +
      rect(x, y, w, h, 38, p.body) +
      rect(x, y, w, 40, 38, lighten(p.body, 0.06)) +
      rect(x, y + 24, w, 16, 0, lighten(p.body, 0.06)) +
      rect(x, y + 40, w, 1.5, 0, darken(p.trim, 0.2)) +
      circle(x + w / 2, y + 72, 3, p.accent) +
      rect(x + w / 2 - 9, y + h - 3, 18, 4, 2, darken(p.trim, 0.3)) +
      stemBud(ctx, 262, 108, tier === 1 ? -24 : -14, false, tier === 2) +
      stemBud(ctx, 318, 150, tier === 1 ? 22 : 12, true, tier === 2)
    );
  }
  if (style === 1) {
    // A pill case and two round buds.
    const x = 48;
    const y = 190;
    const w = 190;
    const h = 100;
    return (
      groundShadow(ctx.paint, 200, 306, 158, 10) +
      rect(x + 4, y + 4, w, h, h / 2, p.trim) +
      rect(x, y, w, h, h / 2, p.body) +
      path(
        `M${x + 10} ${y + 40}Q${x + w / 2} ${y + 50} ${x + w - 10} ${y + 40}`,
        'none',
        `stroke="${darken(p.trim, 0.2)}" stroke-width="1.5"`,
      ) +
      ellipse(x + w / 2 - 20, y + 20, 60, 12, '#ffffff', 'opacity="0.14"') +
      rect(x + w / 2 - 12, y + 62, 24, 6, 3, p.accent) +
      roundBud(ctx, 266, 142, false) +
      roundBud(ctx, 318, 206, true)
    );
  }
  // An open case with both buds in their cradle.
  const x = 96;
  const w = 208;
  let out = groundShadow(ctx.paint, 200, 322, 130, 10);
  // Lid tipped back.
  out += rect(x + 6, 70, w - 12, 96, 40, darken(p.trim, 0.05));
  out += rect(x + 16, 80, w - 32, 76, 32, darken(p.trim, 0.2));
  out += rect(x + 4, 180, w, 130, 40, p.trim);
  out += rect(x, 176, w, 130, 40, p.body);
  out += ellipse(200, 186, w / 2 - 6, 22, darken(p.body, 0.1));
  out += ellipse(200, 190, w / 2 - 22, 15, darken(p.trim, 0.45));
  for (const side of [-1, 1]) {
    const bx = 200 + side * 44;
    out += ellipse(bx, 184, 30, 20, p.body);
    out += ellipse(bx - 4, 180, 20, 12, lighten(p.body, 0.1));
    out += ellipse(bx, 184, 10, 6, mix(p.body, p.accent, 0.35));
  }
  out += rect(x, 176 + 24, w, 2, 0, darken(p.trim, 0.15));
  out += circle(200, 268, 3.5, p.accent);
  return out;
};

export const portableSpeaker: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const grille = darken(p.body, 0.22);
  const pattern = (v >> 1) % 2;
  if (style === 0) {
    // A capsule lying on its side.
    const x = 40;
    const y = 148;
    const w = 300;
    const h = 128;
    const clip = rect(x + 20, y, w - 40, h, 0, '#000');
    let out = groundShadow(ctx.paint, 200, y + h + 8, 160, 10);
    out += rect(x - 14, y + 40, 34, 40, 14, p.accent);
    out += rect(
      x - 6,
      y + 48,
      18,
      24,
      8,
      p.shadow.startsWith('#') ? p.shadow : '#000000',
      'opacity="0"',
    );
    out += rect(x, y, w, h, h / 2, p.body);
    out += pattern
      ? dots(`${ctx.idPrefix}ps-g`, clip, x + 20, y + 8, w - 40, h - 16, 9, 2.2, grille)
      : stripes(`${ctx.idPrefix}ps-g`, clip, x + 20, y + 4, w - 40, h - 8, 9, 3, grille);
    out += rect(x, y + h - 22, w, 22, 11, p.trim) + rect(x + 40, y + h - 24, w - 80, 8, 0, p.trim);
    out += ellipse(x + w - 6, y + h / 2, 26, h / 2 - 2, p.trim);
    out += ellipse(x + w - 4, y + h / 2, 18, h / 2 - 16, darken(p.trim, 0.25));
    out += ellipse(x + w - 4, y + h / 2, 9, 22, p.accent, 'opacity="0.85"');
    out += rect(x + 60, y + 10, w - 140, 20, 10, '#ffffff', 'opacity="0.1"');
    for (let i = 0; i < 4; i++)
      out += rect(x + 100 + i * 26, y - 3, 18, 7, 3.5, darken(p.trim, 0.1));
    return out;
  }
  if (style === 1) {
    // An upright cylinder with big volume marks.
    const cx = 200;
    const top = 80;
    const height = 226;
    const rx = 64;
    const clip = rect(cx - rx, top, 2 * rx, height, 0, '#000');
    let out = groundShadow(ctx.paint, 200, top + height + 16, 110, 10);
    out += ellipse(cx, top + height, rx, 16, darken(p.trim, 0.2));
    out += rect(cx - rx, top, 2 * rx, height, 0, p.body);
    out += pattern
      ? dots(`${ctx.idPrefix}ps-g`, clip, cx - rx, top + 10, 2 * rx, height - 20, 8, 2, grille)
      : stripes(
          `${ctx.idPrefix}ps-g`,
          clip,
          cx - rx,
          top + 14,
          2 * rx,
          height - 28,
          7,
          2.5,
          grille,
        );
    out += rect(cx - rx, top, 22, height, 0, '#ffffff', 'opacity="0.1"');
    out += rect(cx + rx - 22, top, 22, height, 0, '#000000', 'opacity="0.1"');
    out +=
      rect(cx - 22, top + 70, 44, 16, 8, p.accent) + rect(cx - 8, top + 56, 16, 44, 8, p.accent);
    out += rect(cx - 22, top + 140, 44, 16, 8, p.accent);
    out += ellipse(cx, top + height - 4, rx, 14, p.trim);
    out += ellipse(cx, top, rx, 16, p.trim);
    out += ellipse(cx, top, rx - 10, 11, darken(p.trim, 0.15));
    out += ellipse(cx, top, 10, 4, p.accent);
    return out;
  }
  // A boxy speaker with a strap handle and knobs.
  const x = 58;
  const y = 120;
  const w = 284;
  const h = 180;
  let out = groundShadow(ctx.paint, 200, y + h + 8, 160, 10);
  out += path(
    `M${x + 54} ${y + 4}C${x + 60} ${y - 56} ${x + w - 60} ${y - 56} ${x + w - 54} ${y + 4}L${x + w - 70} ${y + 4}C${x + w - 76} ${y - 38} ${x + 76} ${y - 38} ${x + 70} ${y + 4}Z`,
    darken(p.trim, 0.2),
  );
  out += slab(x, y, w, 30, 14, 10, h - 30, lighten(p.body, 0.1), p.body);
  const gx = x + 14;
  const gy = y + 40;
  const gw = w - 28;
  const gh = h - 56;
  out += rect(gx, gy, gw, gh, 10, darken(p.trim, 0.35));
  out += pattern
    ? dots(
        `${ctx.idPrefix}ps-g`,
        rect(gx, gy, gw, gh, 10, '#000'),
        gx,
        gy,
        gw,
        gh,
        8,
        2,
        mix(p.trim, p.screen, 0.2),
      )
    : stripes(
        `${ctx.idPrefix}ps-g`,
        rect(gx, gy, gw, gh, 10, '#000'),
        gx,
        gy,
        gw,
        gh,
        6,
        2,
        darken(p.trim, 0.15),
      );
  out += circle(gx + gw / 2, gy + gh / 2, 16, p.accent, 'opacity="0.9"');
  out += circle(gx + gw / 2, gy + gh / 2, 10, darken(p.accent, 0.2));
  for (let i = 0; i < 3; i++) out += ellipse(x + w - 110 + i * 30, y + 14, 10, 5, p.accent);
  return out;
};

export const smartSpeaker: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const fabric = darken(p.body, 0.14);
  const tier = Math.floor(v / 3);
  if (style === 0) {
    const cx = 200;
    const cy = 192;
    const r = 118;
    const id = `${ctx.idPrefix}ss`;
    let out = groundShadow(ctx.paint, 200, cy + r + 14, 120, 10);
    out += circle(cx, cy, r, p.body);
    out += dots(
      `${id}-g`,
      circle(cx, cy, r - 2, '#000'),
      cx - r,
      cy - r * 0.35,
      2 * r,
      r * 1.35,
      9,
      2,
      fabric,
    );
    out += ellipse(cx, cy - r * 0.46, r * 0.86, r * 0.34, lighten(p.body, 0.08));
    out += ellipse(cx, cy - r * 0.52, r * 0.7, r * 0.2, lighten(p.body, 0.14));
    for (const dx of [-40, -14, 14, 40])
      out += ellipse(cx + dx, cy - r * 0.52, 7, 3, darken(p.body, 0.2));
    if (tier === 1)
      out += ellipse(
        cx,
        cy - r * 0.52,
        r * 0.5,
        r * 0.12,
        'none',
        `stroke="${p.accent}" stroke-width="2"`,
      );
    if (tier !== 1)
      out += path(
        `M${cx - r * 0.7} ${num(cy + r * 0.7)}Q${cx} ${num(cy + r * 1.08)} ${cx + r * 0.7} ${num(cy + r * 0.7)}L${cx + r * 0.64} ${num(cy + r * 0.78)}Q${cx} ${num(cy + r * 1.12)} ${cx - r * 0.64} ${num(cy + r * 0.78)}Z`,
        p.accent,
      );
    out += path(
      `M${cx - r * 0.75} ${cy - r * 0.1}A${r * 0.9} ${r * 0.9} 0 0 1 ${cx - r * 0.1} ${cy - r * 0.8}L${cx - r * 0.1} ${cy - r * 0.7}A${r * 0.8} ${r * 0.8} 0 0 0 ${cx - r * 0.66} ${cy - r * 0.1}Z`,
      '#ffffff',
      'opacity="0.1"',
    );
    return out;
  }
  if (style === 1) {
    // A tall rounded cylinder with a glowing touch top.
    const w = tier === 1 ? 176 : 148;
    const h = tier === 1 ? 200 : 236;
    const x = 200 - w / 2;
    const y = 320 - h;
    const id = `${ctx.idPrefix}ss`;
    let out = groundShadow(ctx.paint, 200, y + h + 4, 100, 9);
    out += rect(x, y, w, h, 46, p.body);
    out += dots(`${id}-g`, rect(x, y, w, h, 46, '#000'), x, y + 20, w, h - 20, 8, 1.8, fabric);
    out += rect(x + 10, y + 30, 22, h - 70, 11, '#ffffff', 'opacity="0.1"');
    out += rect(x + w - 28, y + 30, 20, h - 70, 10, '#000000', 'opacity="0.08"');
    out += ellipse(200, y + 14, w / 2 - 6, 16, darken(p.trim, 0.05));
    out += `<defs><radialGradient id="${id}-top"><stop offset="0" stop-color="${lighten(p.glow, 0.3)}"/><stop offset="0.6" stop-color="${p.accent}" stop-opacity="0.8"/><stop offset="1" stop-color="${p.screen}" stop-opacity="0.9"/></radialGradient></defs>`;
    out += ellipse(200, y + 14, w / 2 - 22, 10, `url(#${id}-top)`);
    return out;
  }
  // A fabric pill with four lights.
  const x = 112;
  const y = 70;
  const w = 176;
  const h = 256;
  const id = `${ctx.idPrefix}ss`;
  let out = groundShadow(ctx.paint, 200, y + h + 4, 110, 9);
  out += rect(x + 4, y + 4, w, h, 72, p.trim);
  out += rect(x, y, w, h, 72, p.body);
  out += stripes(`${id}-g`, rect(x, y, w, h, 72, '#000'), x, y, w, h, 5, 1.6, fabric);
  out += rect(x + 14, y + 40, 28, h - 90, 14, '#ffffff', 'opacity="0.1"');
  if (tier === 1) out += rect(170, y + 52, 60, 8, 4, p.accent);
  else for (let i = 0; i < 4; i++) out += circle(200 - 33 + i * 22, y + 56, 5, p.accent);
  out += rect(x + 20, y + h - 24, w - 40, 12, 6, darken(p.trim, 0.15));
  return out;
};

export const soundbar: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const id = `${ctx.idPrefix}sb`;
  const grille = darken(p.body, 0.3);
  const tier = Math.floor(v / 3);
  if (style === 1) {
    // A bar and a subwoofer behind it.
    let out = groundShadow(ctx.paint, 200, 300, 176, 12);
    out += slab(262, 96, 104, 28, 10, 8, 166, lighten(p.body, 0.08), darken(p.body, 0.06));
    out += rect(276, 140, 76, 76, 38, darken(p.trim, 0.3));
    out += circle(314, 178, 30, darken(p.trim, 0.1)) + circle(314, 178, 12, darken(p.trim, 0.25));
    out += slab(24, 226, 300, 22, 10, 8, 44, lighten(p.body, 0.06), p.body);
    out += dots(`${id}-g`, rect(36, 246, 276, 36, 6, '#000'), 36, 246, 276, 36, 7, 1.7, grille);
    out += rect(160, 238, 28, 3, 1.5, p.accent);
    return out;
  }
  if (style === 2) {
    // A fabric capsule with two slim rear speakers.
    let out = groundShadow(ctx.paint, 200, 292, 178, 10);
    for (const sx of [34, 302]) {
      out += slab(sx, 132, 64, 16, 8, 5, 92, lighten(p.body, 0.06), darken(p.body, 0.1));
      out +=
        circle(sx + 32, 176, 18, darken(p.trim, 0.3)) +
        circle(sx + 32, 176, 7, darken(p.trim, 0.1));
    }
    out += rect(22, 226, 356, 56, 28, p.trim);
    out += rect(22, 222, 356, 56, 28, p.body);
    out += stripes(
      `${id}-g`,
      rect(22, 222, 356, 56, 28, '#000'),
      22,
      222,
      356,
      56,
      5,
      1.6,
      darken(p.body, 0.16),
    );
    out += rect(48, 228, 304, 8, 4, '#ffffff', 'opacity="0.15"');
    out += rect(184, 272, 32, 4, 2, p.accent);
    return out;
  }
  let out = groundShadow(ctx.paint, 200, 262, 178, 12);
  out += slab(22, 160, 356, 34, 14, 10, 58, lighten(p.body, 0.1), p.body);
  out += rect(34, 162, 332, 4, 2, '#ffffff', 'opacity="0.15"');
  out +=
    tier === 1
      ? stripes(`${id}-g`, rect(30, 190, 340, 48, 8, '#000'), 30, 190, 340, 48, 6, 2, grille)
      : dots(`${id}-g`, rect(30, 190, 340, 48, 8, '#000'), 30, 190, 340, 48, 7, 1.8, grille);
  out += rect(292, 170, 42, 8, 4, darken(p.body, 0.12));
  out +=
    circle(300, 174, 2, p.accent) + circle(312, 174, 2, p.accent) + circle(324, 174, 2, p.accent);
  return out;
};

export const towerSpeaker: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const fx = 140;
  const fw = 104;
  const top = style === 2 ? 112 : 82;
  const bottom = 304;
  const depth = 64;
  const rise = 16;
  const cone = v % 2 === 1 ? mix(p.accent, '#c9a227', 0.3) : mix(p.trim, p.screen, 0.3);
  let out = groundShadow(ctx.paint, 214, bottom + 18, 104, 9);
  // Plinth and spikes.
  out +=
    rect(fx - 10, bottom + 4, 14, 12, 3, darken(p.trim, 0.3)) +
    rect(fx + fw - 4, bottom + 4, 14, 12, 3, darken(p.trim, 0.3));
  out += rect(fx + depth + 30, bottom - 6, 12, 12, 3, darken(p.trim, 0.35));
  out += `<g transform="matrix(1 ${num(-rise / depth)} 0 1 ${fx + fw} ${top})">${rect(0, 0, depth, bottom - top, 2, darken(p.body, 0.18))}${rect(0, bottom - top - 10, depth, 14, 2, darken(p.trim, 0.2))}</g>`;
  out += `<g transform="matrix(1 ${num(-rise / depth)} 1 0 ${fx} ${top})">${rect(0, 0, depth, fw, 2, lighten(p.body, 0.12))}</g>`;
  out += rect(fx - 6, bottom - 4, fw + 12, 12, 3, p.trim);
  out += rect(fx, top, fw, bottom - top, 3, p.body);
  out += rect(fx, top, 6, bottom - top, 2, lighten(p.body, 0.1));
  const cx = fx + fw / 2;
  if (style === 0) {
    out +=
      circle(cx, top + 30, 15, darken(p.trim, 0.3)) +
      circle(cx, top + 30, 8, lighten(p.trim, 0.3)) +
      circle(cx - 2, top + 28, 3, '#ffffff', 'opacity="0.5"');
    for (let i = 0; i < 3; i++) out += driver(ctx, cx, top + 76 + i * 58, 27, cone);
  } else if (style === 1) {
    out += driver(ctx, cx, top + 56, 32, cone);
    out +=
      circle(cx, top + 114, 15, darken(p.trim, 0.3)) +
      circle(cx, top + 114, 8, lighten(p.trim, 0.3));
    out += driver(ctx, cx, top + 172, 32, cone);
  } else {
    // A tweeter pod on top.
    out += rect(cx - 6, top - 20, 12, 24, 4, darken(p.trim, 0.2));
    out += rect(cx - 38, top - 52, 76, 40, 20, p.trim);
    out +=
      circle(cx - 26, top - 32, 14, darken(p.trim, 0.35)) +
      circle(cx - 26, top - 32, 7, lighten(p.trim, 0.35));
    out += driver(ctx, cx, top + 50, 34, cone) + driver(ctx, cx, top + 130, 34, cone);
    out += rect(cx - 24, bottom - 28, 48, 10, 5, darken(p.trim, 0.4));
  }
  out += circle(cx, bottom - 10, 2, p.accent);
  return out;
};
