/** Smartwatches, fitness bands and smart rings. */
import type { DrawContext, Drawing } from '../../drawing';
import { num } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { arcBand, circle, ellipse, ellipseD, groundShadow, line, path, rect } from './kit';
import { darkGlass } from './screens';

/** A watch face: activity rings, a modular grid, or hands and ticks (never numerals). */
function face(
  ctx: DrawContext,
  cx: number,
  cy: number,
  size: number,
  kind: number,
  round: boolean,
): string {
  const p = ctx.paint;
  const r = size / 2;
  if (kind === 0) {
    const colours = [p.accent, p.glow, mix(p.glow, p.accent, 0.5)];
    let out = '';
    colours.forEach((c, i) => {
      const outer = r * (0.78 - i * 0.2);
      out += arcBand(cx, cy, outer - r * 0.15, outer, 0, 359.9, c, 'opacity="0.22"');
      out += arcBand(cx, cy, outer - r * 0.15, outer, 0, 200 + i * 50, c);
    });
    return out;
  }
  if (kind === 1 && !round) {
    const u = size / 10;
    return (
      rect(cx - r * 0.8, cy - r * 0.85, r * 1.0, u * 1.6, u * 0.8, '#ffffff', 'opacity="0.92"') +
      rect(cx - r * 0.8, cy - r * 0.4, r * 1.6, u * 2.6, u * 0.8, mix(p.glow, p.screen, 0.6)) +
      rect(cx - r * 0.7, cy - r * 0.3, r * 0.8, u * 0.6, u * 0.3, p.glow) +
      rect(cx - r * 0.7, cy - r * 0.12, r * 1.2, u * 0.6, u * 0.3, p.glow, 'opacity="0.6"') +
      circle(cx - r * 0.45, cy + r * 0.55, r * 0.3, p.accent) +
      circle(cx + r * 0.45, cy + r * 0.55, r * 0.3, mix(p.glow, p.screen, 0.3)) +
      arcBand(cx + r * 0.45, cy + r * 0.55, r * 0.2, r * 0.28, 0, 250, p.glow)
    );
  }
  let out = '';
  for (let i = 0; i < 12; i++) {
    const a = (i * Math.PI) / 6;
    const long = i % 3 === 0;
    const r0 = r * (long ? 0.7 : 0.78);
    out += line(
      [cx + r0 * Math.sin(a), cy - r0 * Math.cos(a)],
      [cx + r * 0.88 * Math.sin(a), cy - r * 0.88 * Math.cos(a)],
      long ? p.glow : mix(p.glow, p.screen, 0.4),
      long ? 2 : 1.2,
    );
  }
  out += circle(cx, cy + r * 0.38, r * 0.16, mix(p.accent, p.screen, 0.4));
  out += path(
    `M${num(cx - 2.5)} ${num(cy)}L${num(cx - 1.2)} ${num(cy - r * 0.45)}L${num(cx + 1.2)} ${num(cy - r * 0.45)}L${num(cx + 2.5)} ${num(cy)}Z`,
    p.glow,
    `transform="rotate(-50 ${num(cx)} ${num(cy)})"`,
  );
  out += path(
    `M${num(cx - 2)} ${num(cy)}L${num(cx - 1)} ${num(cy - r * 0.68)}L${num(cx + 1)} ${num(cy - r * 0.68)}L${num(cx + 2)} ${num(cy)}Z`,
    lighten(p.glow, 0.3),
    `transform="rotate(64 ${num(cx)} ${num(cy)})"`,
  );
  out += line(
    [cx, cy + r * 0.15],
    [cx, cy - r * 0.75],
    p.accent,
    1,
    `transform="rotate(160 ${num(cx)} ${num(cy)})"`,
  );
  out += circle(cx, cy, 4, p.accent);
  return out;
}

/** A strap from the case to one end, tapering a little; `dir` -1 up, 1 down. */
function strap(x: number, w: number, from: number, to: number, fill: string): string {
  const top = Math.min(from, to);
  const h = Math.abs(to - from);
  const taper = 6;
  const d =
    to < from
      ? `M${num(x)} ${num(from)}L${num(x + taper)} ${num(top + 14)}Q${num(x + taper)} ${num(top)} ${num(x + taper + 14)} ${num(top)}L${num(x + w - taper - 14)} ${num(top)}Q${num(x + w - taper)} ${num(top)} ${num(x + w - taper)} ${num(top + 14)}L${num(x + w)} ${num(from)}Z`
      : `M${num(x)} ${num(from)}L${num(x + taper)} ${num(top + h - 14)}Q${num(x + taper)} ${num(to)} ${num(x + taper + 14)} ${num(to)}L${num(x + w - taper - 14)} ${num(to)}Q${num(x + w - taper)} ${num(to)} ${num(x + w - taper)} ${num(top + h - 14)}L${num(x + w)} ${num(from)}Z`;
  return path(d, fill);
}

export const smartwatch: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const faceKind = (v >> 1) % 3;
  const bandColour = [mix(p.accent, p.trim, 0.45), darken(p.trim, 0.1), mix(p.accent, p.body, 0.3)][
    (v + (v >> 2)) % 3
  ];
  let out = groundShadow(ctx.paint, 200, 334, 70, 5);
  if (style === 1) {
    // Round case, leather strap, bezel.
    out += strap(152, 96, 140, 64, bandColour) + strap(152, 96, 260, 336, bandColour);
    for (const [a, b] of [
      [70, 128],
      [272, 330],
    ]) {
      out +=
        line([160, a], [160, b], lighten(bandColour, 0.3), 1, 'stroke-dasharray="4 4"') +
        line([240, a], [240, b], lighten(bandColour, 0.3), 1, 'stroke-dasharray="4 4"');
    }
    out += rect(150, 112, 100, 40, 10, p.trim) + rect(150, 248, 100, 40, 10, p.trim);
    out += rect(284, 186, 16, 26, 5, p.trim) + rect(292, 190, 8, 18, 3, p.accent);
    out += circle(203, 203, 90, darken(p.trim, 0.2));
    out += circle(200, 200, 90, p.body);
    out += circle(200, 200, 80, darken(p.trim, 0.35));
    for (let i = 0; i < 60; i += 5)
      out += line(
        [200 + 76 * Math.sin((i * Math.PI) / 30), 200 - 76 * Math.cos((i * Math.PI) / 30)],
        [200 + 72 * Math.sin((i * Math.PI) / 30), 200 - 72 * Math.cos((i * Math.PI) / 30)],
        lighten(p.trim, 0.3),
        1.5,
      );
    out += darkGlass(ctx, 'sw', 130, 130, 140, 140, 70);
    out += face(ctx, 200, 200, 128, faceKind === 1 ? 2 : faceKind, true);
    return out;
  }
  const rugged = style === 2;
  const w = rugged ? 166 : 150;
  const h = rugged ? 188 : 182;
  const x = 200 - w / 2;
  const y = 200 - h / 2;
  const r = rugged ? 34 : 46;
  const bw = 112;
  out +=
    strap(200 - bw / 2, bw, y + 20, 64, bandColour) +
    strap(200 - bw / 2, bw, y + h - 20, 336, bandColour);
  if (rugged) {
    for (let yy = 70; yy < 330; yy += 7)
      if (yy < y + 4 || yy > y + h - 4)
        out += rect(200 - bw / 2 + 8, yy, bw - 16, 2, 1, darken(bandColour, 0.15));
  } else {
    for (let i = 0; i < 3; i++)
      out += circle(200, y + h + 12 + i * 9, 2.5, darken(bandColour, 0.3));
    out += rect(200 - bw / 2 + 8, 70, 12, y - 70, 6, '#ffffff', 'opacity="0.1"');
  }
  out +=
    rect(x + w - 8, y + 44, 18, 30, 6, p.trim) +
    rect(x + w + 4, y + 48, 6, 22, 3, rugged ? p.accent : lighten(p.trim, 0.2));
  out += rect(x + w - 4, y + 90, 10, 36, 4, p.trim);
  if (rugged) out += rect(x - 8, y + 60, 12, 40, 4, p.accent);
  out += rect(x + 4, y + 4, w, h, r, darken(p.trim, 0.2));
  out += rect(x, y, w, h, r, p.body);
  out += rect(x + 3, y + 3, w - 6, h - 6, r - 3, lighten(p.body, 0.1));
  const bez = rugged ? 14 : 8;
  out += rect(
    x + bez - 2,
    y + bez - 2,
    w - 2 * bez + 4,
    h - 2 * bez + 4,
    r - bez + 2,
    darken(p.screen, 0.4),
  );
  out += darkGlass(
    ctx,
    'sw',
    x + bez + 4,
    y + bez + 4,
    w - 2 * bez - 8,
    h - 2 * bez - 8,
    r - bez - 4,
  );
  out += face(ctx, 200, 200, Math.min(w, h) - 2 * bez - 24, faceKind, false);
  return out;
};

/**
 * A loop of band seen from above, or a ring standing on edge: the near rim, the far wall seen
 * through the opening, and the floor showing through (masked out). The far rim is the near one
 * moved by (dx, dy).
 */
function tube(
  ctx: DrawContext,
  key: string,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  dx: number,
  dy: number,
  t: number,
  outer: string,
  rim: string,
  inner: string,
  insideExtras = '',
): string {
  const id = `${ctx.idPrefix}${key}`;
  const irx = rx - t * (rx / ry);
  const iry = ry - t;
  const bridge =
    dy === 0 ? rect(cx, cy - ry, dx, 2 * ry, 0, outer) : rect(cx - rx, cy, 2 * rx, dy, 0, outer);
  const hole =
    `<clipPath id="${id}-near">${ellipse(cx, cy, irx, iry, '#000')}</clipPath>` +
    `<mask id="${id}-m" maskUnits="userSpaceOnUse" x="0" y="0" width="400" height="400">${rect(0, 0, 400, 400, 0, '#ffffff')}` +
    `<g clip-path="url(#${id}-near)">${ellipse(cx + dx, cy + dy, irx, iry, '#000000')}</g></mask>`;
  return (
    `<defs>${hole}</defs><g mask="url(#${id}-m)">` +
    ellipse(cx + dx, cy + dy, rx, ry, outer) +
    bridge +
    path(`${ellipseD(cx, cy, rx, ry)}${ellipseD(cx, cy, irx, iry)}`, rim, 'fill-rule="evenodd"') +
    ellipse(cx, cy, irx, iry, inner) +
    insideExtras +
    '</g>'
  );
}

export const fitnessBand: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const band = [mix(p.accent, p.trim, 0.5), p.trim, mix(p.accent, p.body, 0.25)][(v >> 1) % 3];
  const cx = 200;
  const cy = 168;
  const rx = 150;
  const ry = 62;
  const hb = 46;
  let out = groundShadow(ctx.paint, 200, cy + ry + hb + 4, 160, 14);
  const inside =
    style === 2
      ? rect(cx - 14, cy - ry + 2, 28, 22, 4, darken(band, 0.3)) +
        rect(cx - 8, cy - ry + 6, 16, 14, 3, lighten(band, 0.2))
      : '';
  out += tube(
    ctx,
    'fb',
    cx,
    cy,
    rx,
    ry,
    0,
    hb,
    7,
    band,
    lighten(band, 0.15),
    darken(band, 0.28),
    inside,
  );
  if (style === 1) {
    // Woven fabric band with a screenless sensor module.
    for (let i = -8; i <= 8; i++) {
      const x = cx + i * 17;
      const yy = cy + ry * Math.sqrt(Math.max(0, 1 - (i * 17) ** 2 / rx ** 2));
      out += rect(x - 1, yy + 4, 2, hb - 8, 1, darken(band, 0.15));
    }
    out += rect(cx - 50, cy + ry - 6, 100, hb + 16, 14, darken(p.body, 0.05));
    out += rect(cx - 44, cy + ry - 1, 88, hb + 6, 10, p.body);
    out += rect(cx - 36, cy + ry + 4, 50, 6, 3, '#ffffff', 'opacity="0.15"');
    out += circle(cx + 30, cy + ry + hb / 2 + 2, 4, p.accent);
    return out;
  }
  const pw = style === 0 ? 140 : 104;
  const ph = style === 0 ? hb + 10 : hb + 24;
  const px = cx - pw / 2;
  const py = cy + ry + hb / 2 - ph / 2 + 2;
  out += rect(px, py, pw, ph, ph * 0.4, darken(p.body, 0.1));
  out += rect(px + 2, py, pw - 4, ph - 3, ph * 0.4, p.body);
  out += darkGlass(ctx, 'fbs', px + 7, py + 6, pw - 14, ph - 15, (ph - 15) * 0.4);
  const sy = py + 6 + (ph - 15) / 2;
  if (style === 0) {
    out += arcBand(px + 30, sy, 8, 12.5, 0, 280, p.accent);
    for (let i = 0; i < 5; i++)
      out += rect(
        px + 52 + i * 14,
        sy + 8 - (6 + ((i * 5) % 11)),
        8,
        6 + ((i * 5) % 11),
        2,
        i === 4 ? p.accent : p.glow,
      );
  } else {
    const hx = px + pw / 2;
    out += path(
      `M${num(hx)} ${num(sy + 9)}C${num(hx - 20)} ${num(sy - 2)} ${num(hx - 10)} ${num(sy - 16)} ${num(hx)} ${num(sy - 6)}C${num(hx + 10)} ${num(sy - 16)} ${num(hx + 20)} ${num(sy - 2)} ${num(hx)} ${num(sy + 9)}Z`,
      p.accent,
    );
    out += rect(px + 14, sy - 2, 14, 4, 2, p.glow) + rect(px + pw - 28, sy - 2, 14, 4, 2, p.glow);
  }
  return out;
};

export const smartRing: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const metal = [p.body, darken(p.trim, 0.05), mix(p.body, p.accent, 0.35)][(v >> 1) % 3];
  const sensors = (cx: number, cy: number, ry: number): string =>
    ellipse(cx - 4, cy - ry * 0.35, 5, 8, p.accent, 'opacity="0.9"') +
    ellipse(cx - 6, cy, 6, 10, darken(p.trim, 0.5)) +
    ellipse(cx - 4, cy + ry * 0.35, 5, 8, p.accent, 'opacity="0.9"');
  if (style === 2) {
    // Lying flat, seen from above.
    const cx = 200;
    const cy = 168;
    return (
      groundShadow(ctx.paint, 200, 262, 140, 20) +
      tube(
        ctx,
        'ring',
        cx,
        cy,
        134,
        74,
        0,
        60,
        16,
        darken(metal, 0.08),
        lighten(metal, 0.18),
        darken(metal, 0.32),
        ellipse(cx - 60, cy - 60, 8, 5, p.accent) + ellipse(cx + 20, cy - 64, 8, 5, p.accent),
      ) +
      path(
        `M${cx - 120} ${cy + 50}Q${cx - 90} ${cy + 96} ${cx - 20} ${cy + 110}L${cx - 24} ${cy + 118}Q${cx - 96} ${cy + 104} ${cx - 126} ${cy + 58}Z`,
        '#ffffff',
        'opacity="0.22"',
      )
    );
  }
  const cx = 172;
  const cy = style === 1 ? 168 : 190;
  const rx = 64;
  const ry = 106;
  const dx = 52;
  let out = groundShadow(ctx.paint, 200, style === 1 ? 316 : 306, 130, 12);
  if (style === 1) {
    // Sitting in a charging cradle.
    out += ellipse(200, 294, 130, 26, darken(p.trim, 0.2));
    out += rect(70, 270, 260, 24, 0, darken(p.trim, 0.2));
    out += ellipse(200, 270, 130, 26, p.trim);
    out += ellipse(200, 268, 96, 16, darken(p.trim, 0.25));
    out += ellipse(200, 270, 6, 3, p.accent);
  }
  out += tube(
    ctx,
    'ring',
    cx,
    cy,
    rx,
    ry,
    dx,
    0,
    14,
    darken(metal, 0.12),
    lighten(metal, 0.12),
    darken(metal, 0.35),
    sensors(cx - 30, cy, ry),
  );
  out += path(
    `M${cx + 16} ${cy - ry + 4}Q${cx + 50} ${cy - ry - 2} ${cx + dx + 20} ${cy - ry + 8}L${cx + dx + 16} ${cy - ry + 14}Q${cx + 50} ${cy - ry + 6} ${cx + 14} ${cy - ry + 12}Z`,
    '#ffffff',
    'opacity="0.3"',
  );
  out += rect(cx + 8, cy - 20, dx + 10, 3, 1.5, '#ffffff', 'opacity="0.12"');
  return out;
};
