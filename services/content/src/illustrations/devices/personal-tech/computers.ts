/** Laptops, TVs, monitors and desktop computers. */
import type { DrawContext, Drawing } from '../../drawing';
import { num, type Point } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { circle, ellipse, groundShadow, path, poly, polyD, rect, rectXY, slab } from './kit';
import { screen, type ScreenMode } from './screens';

/** Keys on a trapezoid deck: rows between fractions t0..t1 of its depth. */
function keyboard(
  tl: Point,
  tr: Point,
  bl: Point,
  br: Point,
  rows: number,
  cols: number,
  colour: string,
  t0: number,
  t1: number,
  inset: number,
): string {
  const at = (u: number, t: number): Point => {
    const lx = tl[0] + (bl[0] - tl[0]) * t;
    const rx = tr[0] + (br[0] - tr[0]) * t;
    const y = tl[1] + (bl[1] - tl[1]) * t;
    return [lx + (rx - lx) * u, y];
  };
  let out = '';
  const rowStep = (t1 - t0) / rows;
  for (let r = 0; r < rows; r++) {
    const a = t0 + r * rowStep;
    const b = a + rowStep * 0.78;
    const last = r === rows - 1;
    const n = last ? 7 : cols;
    for (let c = 0; c < n; c++) {
      let u0 = inset + ((1 - 2 * inset) * c) / n;
      let u1 = inset + ((1 - 2 * inset) * (c + 0.84)) / n;
      if (last && c === 3) {
        u1 = inset + ((1 - 2 * inset) * (c + 0.84)) / n;
      } else if (last) {
        // The space bar row: narrow keys either side of a wide bar.
        const step = (1 - 2 * inset) / 12;
        const map = [0, 1, 2, 0, 9, 10, 11];
        u0 = c < 3 ? inset + map[c] * step : inset + map[c] * step;
        u1 = u0 + step * 0.84;
      }
      if (last && c === 3) {
        u0 = inset + 3 * ((1 - 2 * inset) / 12);
        u1 = inset + 8.84 * ((1 - 2 * inset) / 12);
      }
      out += poly([at(u0, a), at(u1, a), at(u1, b), at(u0, b)], colour);
    }
  }
  return out;
}

const LAPTOP_MODES: readonly ScreenMode[] = ['desktop', 'media', 'dash', 'feed'];

export const laptop: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const lidH = [168, 150, 160][v % 3];
  const thin = v % 2 === 0;
  const keys = [darken(p.body, 0.4), p.screen, darken(p.trim, 0.15), lighten(p.body, 0.25)][v % 4];
  const hinge = 250;
  const deckBottom = hinge + [50, 62, 56][v % 3];
  const tl: Point = [64, hinge];
  const tr: Point = [336, hinge];
  const bl: Point = [24, deckBottom];
  const br: Point = [376, deckBottom];
  let out = groundShadow(ctx.paint, 200, deckBottom + 10, 176, 8);
  // Deck: front lip, top face, keyboard, touchpad.
  out += rect(24, deckBottom - 4, 352, 12, 6, p.trim);
  out += rect(176, deckBottom + 1, 48, 4, 2, darken(p.trim, 0.15));
  out += path(polyD([tl, tr, br, bl]), p.body, 'stroke-linejoin="round"');
  out += poly([tl, tr, [340, hinge + 4], [60, hinge + 4]], darken(p.body, 0.12));
  out += keyboard(tl, tr, bl, br, 5, 13, keys, 0.14, 0.66, 0.12);
  const tp = (t: number, u: number): Point => {
    const lx = tl[0] + (bl[0] - tl[0]) * t;
    const rx = tr[0] + (br[0] - tr[0]) * t;
    return [lx + (rx - lx) * u, hinge + (deckBottom - hinge) * t];
  };
  out += poly([tp(0.7, 0.36), tp(0.7, 0.64), tp(0.94, 0.64), tp(0.94, 0.36)], darken(p.body, 0.07));
  // Lid.
  const lx = 70;
  const lw = 260;
  const ly = hinge - lidH;
  out += rect(lx, ly, lw, lidH + 4, 12, darken(p.trim, 0.1));
  out += rect(lx + 1, ly + 1, lw - 2, lidH + 2, 11, darken(p.screen, 0.35));
  const bez = thin ? 6 : 11;
  const chin = thin ? 8 : 18;
  out += screen(
    ctx,
    'lap',
    lx + bez,
    ly + bez,
    lw - 2 * bez,
    lidH - bez - chin,
    thin ? 5 : 3,
    LAPTOP_MODES[(v + (v >> 2)) % 4],
  );
  out += circle(200, ly + bez / 2 + 0.5, 1.6, '#1f2937');
  if (!thin) out += rect(190, hinge - chin / 2 - 1, 20, 3, 1.5, '#ffffff', 'opacity="0.12"');
  return out;
};

/** A TV or monitor panel: rim, thin bezel, lit screen. */
function panel(
  ctx: DrawContext,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  bez: number,
  chin: number,
  mode: ScreenMode,
): string {
  const p = ctx.paint;
  return (
    rect(x + 4, y + 3, w, h, 7, darken(p.trim, 0.15)) +
    rect(x, y, w, h, 7, p.trim) +
    rect(x + 1.5, y + 1.5, w - 3, h - 3, 6, darken(p.screen, 0.4)) +
    screen(ctx, key, x + bez, y + bez, w - 2 * bez, h - bez - chin, 2, mode) +
    (chin > bez + 4 ? circle(x + w / 2, y + h - chin / 2, 2, p.accent) : '')
  );
}

export const tv: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const stand = v % 3;
  const chin = v % 2 === 1 ? 14 : 5;
  const mode: ScreenMode = (['stream', 'media', 'wallpaper', 'stream'] as const)[(v >> 1) % 4];
  const x = 28;
  const w = 344;
  const h = 196 + chin - 5;
  const y = stand === 1 ? 72 : 90;
  let out = '';
  const bottom = y + h;
  const metal = darken(p.trim, 0.1);
  if (stand === 0) {
    out += groundShadow(ctx.paint, 200, bottom + 32, 172, 7);
    for (const fx of [64, 336]) {
      out += poly(
        [
          [fx - 4, bottom - 4],
          [fx + 4, bottom - 4],
          [fx + 20, bottom + 30],
          [fx + 12, bottom + 32],
          [fx, bottom + 8],
          [fx - 12, bottom + 32],
          [fx - 20, bottom + 30],
        ],
        metal,
      );
    }
  } else if (stand === 1) {
    out += groundShadow(ctx.paint, 200, bottom + 48, 120, 7);
    out += rect(186, bottom - 10, 28, 44, 4, metal);
    out += slab(118, bottom + 30, 164, 18, 9, 9, 6, p.trim, darken(p.trim, 0.25));
  } else {
    out += groundShadow(ctx.paint, 200, bottom + 34, 150, 7);
    out += rect(190, bottom - 6, 20, 20, 3, metal);
    out += slab(80, bottom + 14, 240, 14, 7, 7, 8, p.trim, darken(p.trim, 0.25));
    out += rect(92, bottom + 22, 216, 2, 1, lighten(p.trim, 0.2));
  }
  out += panel(ctx, 'tv', x, y, w, h, 5, chin, mode);
  return out;
};

export const monitor: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const mode: ScreenMode = (['desktop', 'dash', 'desktop', 'media'] as const)[(v >> 1) % 4];
  const metal = p.trim;
  if (style === 1) {
    // A curved ultrawide on V feet.
    const id = `${ctx.idPrefix}mon-curve`;
    const outer = 'M26 96Q200 118 374 96L374 250Q200 234 26 250Z';
    let out = groundShadow(ctx.paint, 200, 318, 150, 8);
    out += rect(188, 230, 24, 70, 5, darken(metal, 0.15));
    out += poly(
      [
        [200, 292],
        [318, 312],
        [312, 318],
        [200, 302],
        [88, 318],
        [82, 312],
      ],
      metal,
    );
    out += path(outer, darken(p.trim, 0.2), 'transform="translate(3 3)"');
    out += path(outer, p.trim);
    out += `<defs><clipPath id="${id}"><path d="M31 102Q200 124 369 102L369 241Q200 226 31 241Z"/></clipPath></defs>`;
    out += `<g clip-path="url(#${id})">${screen(ctx, 'mon', 31, 102, 338, 144, 0, mode)}</g>`;
    out += path('M31 241Q200 226 369 241L369 245Q200 230 31 245Z', lighten(p.trim, 0.15));
    return out;
  }
  if (style === 2) {
    // A 16:10 panel on a pole and a round foot.
    let out = groundShadow(ctx.paint, 200, 320, 120, 9);
    out += rect(194, 250, 12, 58, 6, darken(metal, 0.1));
    out += ellipse(200, 314, 84, 14, darken(metal, 0.25));
    out += ellipse(200, 310, 84, 14, metal);
    out += ellipse(196, 307, 60, 8, lighten(metal, 0.12));
    out += panel(ctx, 'mon', 58, 70, 284, 184, 6, 6, mode);
    return out;
  }
  let out = groundShadow(ctx.paint, 200, 322, 150, 8);
  out += rect(180, 230, 40, 80, 6, darken(metal, 0.15));
  out += path('M118 300L282 300L300 322L100 322Z', metal);
  out += rect(100, 320, 200, 5, 2.5, darken(metal, 0.25));
  out += panel(ctx, 'mon', 40, 76, 320, 188, 6, 16, mode);
  return out;
};

/** A desktop tower in an oblique three-quarter view: front face on the left, side face right. */
export const desktopTower: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const tier = Math.floor(v / 3);
  const fx = 102;
  const fw = 86;
  const top = 96;
  const h = 228;
  const depth = 112;
  const rise = 30;
  const side = `matrix(1 ${num(-rise / depth)} 0 1 ${fx + fw} ${top})`;
  const topFace = `matrix(1 ${num(-rise / depth)} 1 0 ${fx} ${top})`;
  let out = groundShadow(ctx.paint, 206, top + h + 6, 150, 10);
  // Feet.
  out +=
    rect(fx + 6, top + h - 2, 14, 8, 3, darken(p.trim, 0.3)) +
    rect(fx + fw - 18, top + h - 2, 14, 8, 3, darken(p.trim, 0.3));
  // Side face.
  out += `<g transform="${side}">`;
  out += rect(0, 0, depth, h, 3, darken(p.body, 0.14));
  if (style === 1) {
    for (let i = 0; i < 9; i++)
      out += rect(18, 20 + i * 8, depth - 36, 3.5, 1.75, darken(p.body, 0.32));
    out += rect(10, h - 30, depth - 20, 16, 4, darken(p.body, 0.2));
  } else {
    // A glass panel showing fans, or the board and graphics card.
    out += rect(7, 7, depth - 14, h - 14, 4, p.screen);
    out += rect(12, 14, depth - 40, h * 0.46, 3, mix(p.screen, p.trim, 0.5));
    out += rect(16, h * 0.58, depth - 26, 24, 3, darken(p.trim, 0.2));
    out += rect(16, h * 0.58 + 20, depth - 26, 4, 2, p.accent);
    const fans = style === 0 ? [40, 92] : [60];
    const ring = tier === 1 ? p.glow : p.accent;
    for (const fy of fans) {
      out +=
        circle(depth - 26, fy, 20, ring, 'opacity="0.85"') +
        circle(depth - 26, fy, 16, darken(p.screen, 0.2));
      for (let k = 0; k < 5; k++) {
        out += ellipse(
          depth - 26,
          fy - 8,
          4,
          8,
          mix(p.trim, p.screen, 0.4),
          `transform="rotate(${k * 72} ${depth - 26} ${fy})"`,
        );
      }
      out += circle(depth - 26, fy, 4, p.accent);
    }
    out += rect(7, 7, depth - 14, h - 14, 4, '#ffffff', 'opacity="0.06"');
    out += path(
      `M10 ${h * 0.5}L${depth * 0.6} 10L${depth * 0.8} 10L10 ${h * 0.7}Z`,
      '#ffffff',
      'opacity="0.07"',
    );
  }
  out += '</g>';
  // Top face.
  out += `<g transform="${topFace}">${rect(0, 0, depth, fw, 3, lighten(p.body, 0.12))}`;
  for (let i = 0; i < 5; i++) out += rect(20 + i * 16, 16, 8, fw - 32, 4, darken(p.body, 0.08));
  out += '</g>';
  // Front face.
  out += rect(fx, top, fw, h, 4, p.body);
  out += rect(fx, top, 5, h, 2, tier === 2 ? p.accent : lighten(p.body, 0.14));
  if (style === 0) {
    let dots = '';
    for (let r = 0; r < 19; r++) {
      for (let c = 0; c < 6; c++)
        dots += circle(
          fx + 17 + c * 11 + (r % 2) * 5.5,
          top + 42 + r * 9.5,
          2.4,
          darken(p.body, 0.3),
        );
    }
    out += dots + rect(fx + 14, top + 14, fw - 28, 14, 4, darken(p.body, 0.12));
  } else if (style === 1) {
    out += rect(fx + fw / 2 - 4, top + 36, 8, h - 72, 4, p.accent);
    out += rect(fx + fw / 2 - 8, top + 30, 16, h - 60, 8, p.accent, 'opacity="0.2"');
  } else {
    for (let i = 0; i < 12; i++)
      out += rect(fx + 16, top + 60 + i * 12, fw - 32, 5, 2.5, darken(p.body, 0.22));
    out += rect(fx + 14, top + 16, fw - 28, 26, 6, darken(p.body, 0.1));
  }
  out +=
    circle(fx + fw / 2, top + 22, 5, darken(p.body, 0.35)) +
    circle(fx + fw / 2, top + 22, 2.4, p.accent);
  out +=
    rect(fx + fw / 2 - 14, top + h - 18, 10, 4, 2, darken(p.body, 0.3)) +
    rect(fx + fw / 2 + 4, top + h - 18, 10, 4, 2, darken(p.body, 0.3));
  return out;
};

export const miniPc: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const tier = Math.floor(v / 3);
  const w = style === 1 ? 230 : 270;
  const depth = [34, 92, 48][style];
  const topH = style === 1 ? 104 : 124;
  const x = 200 - w / 2;
  const y = 200 - (topH + depth) / 2 - 4;
  const front = darken(p.body, 0.14);
  let out = groundShadow(ctx.paint, 200, y + topH + depth + 2, w / 2 + 26, 12);
  out += slab(x, y, w, topH, style === 2 ? 30 : 46, style === 2 ? 16 : 24, depth, p.body, front);
  out += rectXY(
    x + 10,
    y + 4,
    w - 20,
    topH - 8,
    40,
    20,
    tier === 2 ? mix(p.body, p.accent, 0.18) : lighten(p.body, 0.08),
  );
  if (tier === 1)
    out += rect(x + 24, y + topH / 2 + depth - 6, w - 48, 3, 1.5, p.accent, 'opacity="0.8"');
  const fy = y + topH / 2 + depth / 2 + topH / 4;
  if (style === 0) {
    out += circle(200, y + topH / 2, 12, darken(p.body, 0.05));
    out +=
      rect(x + w - 70, fy - 3, 18, 6, 3, darken(front, 0.4)) +
      rect(x + w - 46, fy - 3, 18, 6, 3, darken(front, 0.4));
    out += circle(x + 40, fy, 2.5, p.accent);
  } else if (style === 1) {
    let dots = '';
    for (let r = 0; r < 2; r++)
      for (let c = 0; c < 30; c++)
        dots += circle(
          x + 16 + c * ((w - 32) / 29),
          y + topH + depth - 4 - r * 7,
          1.6,
          darken(front, 0.4),
        );
    out += dots;
    out +=
      rect(x + 34, y + topH / 2 + 30, 16, 6, 3, darken(front, 0.4)) +
      rect(x + 56, y + topH / 2 + 30, 16, 6, 3, darken(front, 0.4));
    out += rect(x + 80, y + topH / 2 + 29, 22, 8, 3, darken(front, 0.4));
    out += circle(x + w - 34, y + topH / 2 + 33, 2.5, p.accent);
  } else {
    // A square box with a vented accent lid.
    out += rectXY(x + 36, y + 20, w - 72, topH - 40, 20, 12, mix(p.accent, p.body, 0.35));
    for (let i = 0; i < 6; i++)
      out += rect(x + 60, y + 34 + i * 10, w - 120, 4, 2, darken(mix(p.accent, p.body, 0.35), 0.2));
    const py = y + topH / 2 + depth / 2 + 14;
    for (let i = 0; i < 3; i++) out += rect(x + 40 + i * 26, py, 18, 7, 3, darken(front, 0.45));
    out +=
      circle(x + w - 60, py + 3.5, 5, darken(front, 0.45)) +
      circle(x + w - 36, py + 3.5, 3, p.accent);
  }
  return out;
};
