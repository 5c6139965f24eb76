/**
 * Abstract screen content for the personal-tech drawings: dark glass with a wallpaper of soft
 * shapes, rounded cards, bars and circles in the paint's glow and accent tones, and a sheen.
 * Never text: bars stand for words.
 */
import type { DrawContext, Paint } from '../../drawing';
import { num, sheenGradient } from '../../svg-kit';
import { lighten, mix } from '../../tones';
import { circle, linearGradient, path, rect } from './kit';

export type ScreenMode =
  'home' | 'feed' | 'media' | 'desktop' | 'stream' | 'dash' | 'wallpaper' | 'lock';

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

function iconColours(p: Paint): string[] {
  return [
    p.glow,
    p.accent,
    mix(p.glow, p.accent, 0.5),
    lighten(p.glow, 0.45),
    mix(p.accent, p.screen, 0.25),
    mix(p.glow, p.screen, 0.3),
  ];
}

/** Soft overlapping blobs: the wallpaper. `seed` moves them. */
function blobs(b: Box, p: Paint, seed: number): string {
  const m = Math.max(b.w, b.h);
  const s = seed % 4;
  const spots: Array<[number, number, number, string, number]> = [
    [0.18 + 0.1 * s, 0.22, 0.42, p.glow, 0.32],
    [0.9 - 0.08 * s, 0.78, 0.48, p.accent, 0.34],
    [0.72, 0.12 + 0.12 * s, 0.22, p.glow, 0.24],
    [0.25, 0.85 - 0.06 * s, 0.2, mix(p.glow, p.accent, 0.5), 0.28],
  ];
  return spots
    .map(([fx, fy, fr, c, o]) =>
      circle(b.x + fx * b.w, b.y + fy * b.h, fr * m, c, `opacity="${num(o)}"`),
    )
    .join('');
}

/** A sun and two rolling hills filling a box (a photo, a film still). */
export function hills(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const k = seed % 3;
  const far = mix(p.glow, p.screen, 0.45);
  const near = mix(p.accent, p.screen, 0.35);
  return (
    rect(x, y, w, h, 0, mix(p.screen, p.glow, 0.35)) +
    circle(x + w * (0.28 + 0.22 * k), y + h * 0.34, Math.min(w, h) * 0.13, lighten(p.glow, 0.35)) +
    path(
      `M${num(x)} ${num(y + h * 0.68)}Q${num(x + w * 0.3)} ${num(y + h * (0.38 + 0.06 * k))} ${num(x + w * 0.6)} ${num(y + h * 0.62)}T${num(x + w)} ${num(y + h * 0.55)}V${num(y + h)}H${num(x)}Z`,
      far,
    ) +
    path(
      `M${num(x)} ${num(y + h * 0.86)}Q${num(x + w * 0.45)} ${num(y + h * 0.6)} ${num(x + w)} ${num(y + h * 0.82)}V${num(y + h)}H${num(x)}Z`,
      near,
    )
  );
}

function bars(x: number, y: number, w: number, u: number, colour: string, count: number): string {
  let out = '';
  for (let i = 0; i < count; i++) {
    const len = w * (i % 3 === 2 ? 0.55 : i % 2 ? 0.8 : 0.95);
    out += rect(x, y + i * u * 2.2, len, u, u / 2, colour, 'opacity="0.55"');
  }
  return out;
}

function home(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const cols = w > h ? 6 : 4;
  const cell = w / (cols + 0.6);
  const s = cell * 0.62;
  const colours = iconColours(p);
  let out = blobs(b, p, seed);
  // A widget card over the top rows.
  const top = y + h * (w > h ? 0.1 : 0.12);
  out += rect(
    x + cell * 0.5 - s * 0.1,
    top,
    cell * 2 - cell * 0.38 + s * 0.2,
    cell * 1.6,
    s * 0.3,
    '#ffffff',
    'opacity="0.16"',
  );
  out += circle(x + cell * 1.1, top + cell * 0.8, s * 0.42, p.glow, 'opacity="0.9"');
  const rows = Math.max(2, Math.floor((h * 0.62) / cell));
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      if (r < 2 && c < 2) continue;
      const cx = x + cell * (0.8 + c);
      const cy = top + cell * (0.3 + r);
      if (cy + s > y + h * 0.8) continue;
      out += rect(cx - s / 2, cy, s, s, s * 0.28, colours[(r * cols + c + seed) % colours.length]);
    }
  }
  // The dock.
  const dockH = cell * 0.95;
  out += rect(
    x + w * 0.06,
    y + h - dockH - h * 0.03,
    w * 0.88,
    dockH,
    dockH * 0.35,
    '#ffffff',
    'opacity="0.18"',
  );
  for (let c = 0; c < 4; c++) {
    const cx = x + w * (0.2 + c * 0.2);
    out += rect(
      cx - s / 2,
      y + h - dockH - h * 0.03 + (dockH - s) / 2,
      s,
      s,
      s * 0.28,
      colours[(c + 2) % colours.length],
    );
  }
  return out;
}

function feed(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const u = Math.min(w, h) / 26;
  const pad = w * 0.07;
  let out = rect(x, y, w, h, 0, mix(p.screen, p.glow, 0.08));
  out += rect(x + pad, y + h * 0.07, w * 0.42, u * 1.3, u * 0.65, p.glow, 'opacity="0.85"');
  out += circle(x + w - pad - u * 1.2, y + h * 0.07 + u * 0.65, u * 1.2, p.accent);
  const heroY = y + h * 0.07 + u * 3;
  const heroH = Math.min(h * 0.3, w * 0.55);
  out += `<g opacity="0.95">${hills({ x: x + pad, y: heroY, w: w - 2 * pad, h: heroH }, p, seed)}</g>`;
  let rowY = heroY + heroH + u * 2;
  let i = 0;
  while (rowY + u * 4 < y + h * 0.96) {
    out += rect(x + pad, rowY, u * 4, u * 4, u, i % 2 ? p.accent : mix(p.glow, p.screen, 0.2));
    out += rect(
      x + pad + u * 5.2,
      rowY + u * 0.4,
      (w - 2 * pad - u * 5.2) * 0.9,
      u * 1.1,
      u * 0.55,
      p.glow,
      'opacity="0.7"',
    );
    out += rect(
      x + pad + u * 5.2,
      rowY + u * 2.3,
      (w - 2 * pad - u * 5.2) * 0.55,
      u * 1.1,
      u * 0.55,
      p.glow,
      'opacity="0.4"',
    );
    rowY += u * 5.6;
    i++;
  }
  return out;
}

function media(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const u = Math.min(w, h) / 20;
  let out = hills(b, p, seed);
  const barY = y + h - u * 3;
  out += rect(x + w * 0.08, barY, w * 0.84, u * 0.5, u * 0.25, '#ffffff', 'opacity="0.35"');
  out += rect(x + w * 0.08, barY, w * 0.84 * (0.3 + 0.1 * (seed % 4)), u * 0.5, u * 0.25, p.accent);
  const cx = x + w / 2;
  const cy = y + h * 0.5;
  out += circle(cx, cy, u * 2.4, '#ffffff', 'opacity="0.22"');
  out += path(
    `M${num(cx - u * 0.8)} ${num(cy - u * 1.2)}L${num(cx + u * 1.3)} ${num(cy)}L${num(cx - u * 0.8)} ${num(cy + u * 1.2)}Z`,
    '#ffffff',
    'opacity="0.9"',
  );
  return out;
}

function window(b: Box, p: Paint, u: number, tint: string): string {
  const { x, y, w, h } = b;
  let out = rect(x, y, w, h, u * 1.2, mix(p.screen, p.glow, 0.14), 'opacity="0.96"');
  out += rect(x, y, w, u * 2.6, u * 1.2, mix(p.screen, p.glow, 0.24));
  out += rect(x, y + u * 1.4, w, u * 1.2, 0, mix(p.screen, p.glow, 0.24));
  ['#f87171', '#fbbf24', '#34d399'].forEach((c, i) => {
    out += circle(x + u * (1.5 + i * 1.5), y + u * 1.3, u * 0.5, c, 'opacity="0.85"');
  });
  out += rect(x + u, y + u * 3.6, w * 0.26, h - u * 4.6, u * 0.6, tint, 'opacity="0.25"');
  const cx = x + u * 2 + w * 0.26;
  const cw = w - (cx - x) - u;
  out += rect(cx, y + u * 3.6, cw, (h - u * 4.6) * 0.48, u * 0.6, tint, 'opacity="0.55"');
  out += bars(
    cx,
    y + u * 4.2 + (h - u * 4.6) * 0.48,
    cw,
    u * 0.8,
    p.glow,
    Math.max(1, Math.floor(((h - u * 4.6) * 0.5) / (u * 1.8)) - 1),
  );
  return out;
}

function desktop(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const u = Math.min(w, h) / 28;
  let out = blobs(b, p, seed);
  out += rect(x, y, w, u * 1.4, 0, '#ffffff', 'opacity="0.14"');
  const k = seed % 2;
  out += window(
    { x: x + w * (0.08 + 0.04 * k), y: y + h * 0.14, w: w * 0.52, h: h * 0.58 },
    p,
    u,
    p.glow,
  );
  out += window(
    { x: x + w * (0.44 - 0.03 * k), y: y + h * 0.3, w: w * 0.46, h: h * 0.46 },
    p,
    u,
    p.accent,
  );
  const dockW = Math.min(w * 0.5, u * 22);
  const dx = x + (w - dockW) / 2;
  out += rect(dx, y + h - u * 3.6, dockW, u * 2.8, u, '#ffffff', 'opacity="0.2"');
  const colours = iconColours(p);
  const n = Math.floor(dockW / (u * 2.6));
  for (let i = 0; i < n; i++) {
    out += rect(
      dx + u * 0.6 + i * u * 2.6,
      y + h - u * 3.2,
      u * 2,
      u * 2,
      u * 0.55,
      colours[(i + seed) % colours.length],
    );
  }
  return out;
}

function stream(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const u = Math.min(w, h) / 24;
  let out = rect(x, y, w, h, 0, mix(p.screen, p.glow, 0.06));
  out += hills({ x, y, w, h: h * 0.56 }, p, seed);
  out += rect(x, y + h * 0.4, w, h * 0.16, 0, p.screen, 'opacity="0.35"');
  out += rect(x + w * 0.05, y + h * 0.2, w * 0.28, u * 1.6, u * 0.8, '#ffffff', 'opacity="0.9"');
  out += rect(
    x + w * 0.05,
    y + h * 0.2 + u * 2.6,
    w * 0.2,
    u,
    u * 0.5,
    '#ffffff',
    'opacity="0.55"',
  );
  out += rect(x + w * 0.05, y + h * 0.2 + u * 4.6, w * 0.1, u * 2, u, p.accent);
  const colours = iconColours(p);
  const cardW = (w * 0.9 - u * 4) / 5;
  for (let r = 0; r < 2; r++) {
    const cy = y + h * 0.6 + r * (h * 0.2);
    for (let c = 0; c < 5; c++) {
      const cx = x + w * 0.05 + c * (cardW + u);
      const focus = r === 0 && c === seed % 5;
      out += rect(
        cx,
        cy,
        cardW,
        h * 0.16,
        u * 0.6,
        colours[(c + r * 2 + seed) % colours.length],
        `opacity="${focus ? 1 : 0.6}"`,
      );
    }
  }
  return out;
}

function dash(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const u = Math.min(w, h) / 24;
  const pad = u * 1.2;
  let out = rect(x, y, w, h, 0, mix(p.screen, p.glow, 0.06));
  out += blobs(b, p, seed).replace(/opacity="[0-9.]+"/g, 'opacity="0.12"');
  const cw = (w - pad * 3) / 2;
  const ch = (h - pad * 3) / 2;
  const card = (cx: number, cy: number, cwid: number, chgt: number): string =>
    rect(cx, cy, cwid, chgt, u, '#ffffff', 'opacity="0.1"');
  // Bar chart.
  const ax = x + pad;
  const ay = y + pad;
  out += card(ax, ay, cw, ch);
  const n = 6;
  for (let i = 0; i < n; i++) {
    const bh = ch * (0.25 + 0.55 * (((i * 7 + seed * 3) % 10) / 10));
    out += rect(
      ax + u + i * ((cw - 2 * u) / n),
      ay + ch - u - bh,
      (cw - 2 * u) / n - u * 0.6,
      bh,
      u * 0.3,
      i % 2 ? p.accent : p.glow,
    );
  }
  // A ring.
  const bx = x + pad * 2 + cw;
  out += card(bx, ay, cw, ch);
  const r = Math.min(cw, ch) * 0.32;
  out += circle(
    bx + cw / 2,
    ay + ch / 2,
    r,
    'none',
    `stroke="${p.glow}" stroke-opacity="0.25" stroke-width="2"`,
  );
  out += circle(bx + cw / 2, ay + ch / 2, r * 0.72, p.accent, 'opacity="0.85"');
  // A line chart across the bottom.
  const ly = y + pad * 2 + ch;
  out += card(ax, ly, w - 2 * pad, ch);
  const pts: string[] = [];
  for (let i = 0; i <= 8; i++) {
    const px = ax + u + (i * (w - 2 * pad - 2 * u)) / 8;
    const py = ly + ch * (0.75 - 0.5 * (((i * 5 + seed) % 7) / 7) - i * 0.02);
    pts.push(`${num(px)} ${num(py)}`);
  }
  out += path(
    `M${pts.join('L')}L${num(ax + w - 2 * pad - u)} ${num(ly + ch - u)}L${num(ax + u)} ${num(ly + ch - u)}Z`,
    p.glow,
    'opacity="0.45"',
  );
  return out;
}

function lock(b: Box, p: Paint, seed: number): string {
  const { x, y, w, h } = b;
  const u = Math.min(w, h) / 20;
  let out = blobs(b, p, seed + 1);
  // Big bars where the time would be, and two notification cards.
  out += rect(x + w * 0.25, y + h * 0.16, w * 0.5, u * 3, u * 1.2, '#ffffff', 'opacity="0.85"');
  out += rect(
    x + w * 0.35,
    y + h * 0.16 + u * 4,
    w * 0.3,
    u * 0.8,
    u * 0.4,
    '#ffffff',
    'opacity="0.55"',
  );
  for (let i = 0; i < 2; i++) {
    const cy = y + h * (0.58 + i * 0.16);
    out += rect(x + w * 0.07, cy, w * 0.86, h * 0.12, u * 1.2, '#ffffff', 'opacity="0.2"');
    out += rect(x + w * 0.12, cy + h * 0.03, h * 0.06, h * 0.06, u * 0.6, i ? p.accent : p.glow);
    out += rect(
      x + w * 0.12 + h * 0.08,
      cy + h * 0.035,
      w * 0.45,
      u * 0.7,
      u * 0.35,
      '#ffffff',
      'opacity="0.7"',
    );
    out += rect(
      x + w * 0.12 + h * 0.08,
      cy + h * 0.065,
      w * 0.3,
      u * 0.7,
      u * 0.35,
      '#ffffff',
      'opacity="0.4"',
    );
  }
  return out;
}

function content(mode: ScreenMode, b: Box, p: Paint, seed: number): string {
  switch (mode) {
    case 'home':
      return home(b, p, seed);
    case 'feed':
      return feed(b, p, seed);
    case 'media':
      return media(b, p, seed);
    case 'desktop':
      return desktop(b, p, seed);
    case 'stream':
      return stream(b, p, seed);
    case 'dash':
      return dash(b, p, seed);
    case 'lock':
      return lock(b, p, seed);
    case 'wallpaper':
      return blobs(b, p, seed);
  }
}

/**
 * A lit screen: dark glass, the content clipped to its rounded corners, and a sheen from the
 * top-left. `key` makes the ids unique inside one drawing.
 */
export function screen(
  ctx: DrawContext,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  mode: ScreenMode,
  seed = ctx.variant,
): string {
  const p = ctx.paint;
  const id = `${ctx.idPrefix}${key}`;
  const defs =
    `<defs><clipPath id="${id}-clip">${rect(x, y, w, h, r, '#000')}</clipPath>` +
    linearGradient(
      `${id}-wall`,
      [
        [0, mix(p.screen, p.glow, 0.3)],
        [0.55, p.screen],
        [1, mix(p.screen, p.accent, 0.25)],
      ],
      [0, 0, 1, 1],
    ) +
    sheenGradient(`${id}-sheen`) +
    '</defs>';
  return (
    defs +
    rect(x, y, w, h, r, p.screen) +
    `<g clip-path="url(#${id}-clip)">${rect(x, y, w, h, 0, `url(#${id}-wall)`)}${content(mode, { x, y, w, h }, p, seed)}</g>` +
    rect(x, y, w, h, r, `url(#${id}-sheen)`)
  );
}

/** A screen that is off: dark glass with the sheen only. */
export function darkGlass(
  ctx: DrawContext,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
): string {
  const id = `${ctx.idPrefix}${key}`;
  return `<defs>${sheenGradient(`${id}-sheen`)}</defs>${rect(x, y, w, h, r, ctx.paint.screen)}${rect(x, y, w, h, r, `url(#${id}-sheen)`)}`;
}
