/** Phones, foldables, tablets and e-readers. */
import type { DrawContext, Drawing } from '../../drawing';
import { num } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { circle, groundShadow, line, path, rect } from './kit';
import { screen, type ScreenMode } from './screens';

/** A camera lens: a dark ring, glass and a glint. */
export function lens(ctx: DrawContext, cx: number, cy: number, r: number): string {
  const p = ctx.paint;
  return (
    circle(cx, cy, r, darken(p.trim, 0.35)) +
    circle(cx, cy, r * 0.74, p.screen) +
    circle(cx, cy, r * 0.42, mix(p.screen, p.glow, 0.25)) +
    circle(cx - r * 0.25, cy - r * 0.25, r * 0.16, '#ffffff', 'opacity="0.6"')
  );
}

/** A light stripe across the top-left of a face, clipped by the caller's shape. */
function glint(x: number, y: number, w: number, h: number): string {
  return path(
    `M${num(x)} ${num(y + h * 0.28)}L${num(x + w * 0.55)} ${num(y)}L${num(x + w * 0.78)} ${num(y)}L${num(x)} ${num(y + h * 0.42)}Z`,
    '#ffffff',
    'opacity="0.08"',
  );
}

/** A phone's front: rim, black glass, the lit screen and a front camera. */
function phoneFront(
  ctx: DrawContext,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  mode: ScreenMode,
  island: boolean,
): string {
  const p = ctx.paint;
  const r = w * 0.17;
  const bez = w * 0.035;
  let out = rect(x + 4, y + 3, w, h, r, p.trim);
  out +=
    rect(x - 1.5, y + h * 0.2, 3, h * 0.08, 1.5, p.trim) +
    rect(x - 1.5, y + h * 0.31, 3, h * 0.08, 1.5, p.trim);
  out += rect(x + w - 1, y + h * 0.26, 3, h * 0.12, 1.5, darken(p.trim, 0.1));
  out += rect(x, y, w, h, r, p.body);
  out += rect(x + 2, y + 2, w - 4, h - 4, r - 2, darken(p.screen, 0.3));
  out += screen(
    ctx,
    key,
    x + 2 + bez,
    y + 2 + bez,
    w - 4 - 2 * bez,
    h - 4 - 2 * bez,
    r - 2 - bez,
    mode,
  );
  out += island
    ? rect(x + w / 2 - w * 0.15, y + 2 + bez + h * 0.018, w * 0.3, h * 0.034, h * 0.017, '#05070b')
    : circle(x + w / 2, y + 2 + bez + h * 0.032, h * 0.014, '#05070b');
  return out;
}

/** A phone's back with its camera bump (style 0..3). */
function phoneBack(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  style: number,
): string {
  const p = ctx.paint;
  const r = w * 0.17;
  let out = rect(x - 4, y + 3, w, h, r, p.trim) + rect(x, y, w, h, r, p.body);
  out += `<g opacity="1">${glint(x + 6, y + 6, w - 12, h * 0.7)}</g>`;
  const top = darken(p.body, 0.06);
  switch (style) {
    case 0: {
      const s = w * 0.46;
      out += rect(x + w * 0.07 + 2, y + w * 0.07 + 2, s, s, s * 0.26, darken(p.body, 0.18));
      out += rect(x + w * 0.07, y + w * 0.07, s, s, s * 0.26, top);
      const lr = s * 0.2;
      out += lens(ctx, x + w * 0.07 + s * 0.3, y + w * 0.07 + s * 0.3, lr);
      out += lens(ctx, x + w * 0.07 + s * 0.3, y + w * 0.07 + s * 0.72, lr);
      out += lens(ctx, x + w * 0.07 + s * 0.72, y + w * 0.07 + s * 0.51, lr);
      out += circle(
        x + w * 0.07 + s * 0.74,
        y + w * 0.07 + s * 0.18,
        s * 0.06,
        lighten(p.accent, 0.5),
      );
      break;
    }
    case 1: {
      const bw = w * 0.24;
      out += rect(x + w * 0.09, y + w * 0.09, bw, bw * 2.3, bw / 2, top);
      out += lens(ctx, x + w * 0.09 + bw / 2, y + w * 0.09 + bw / 2, bw * 0.38);
      out += lens(ctx, x + w * 0.09 + bw / 2, y + w * 0.09 + bw * 1.5, bw * 0.38);
      out += circle(
        x + w * 0.09 + bw / 2,
        y + w * 0.09 + bw * 2.05,
        bw * 0.1,
        lighten(p.accent, 0.5),
      );
      break;
    }
    case 2: {
      const by = y + h * 0.12;
      const bh = w * 0.22;
      out += rect(x - 1, by + 3, w + 2, bh, bh / 2, darken(p.trim, 0.15));
      out += rect(x - 1, by, w + 2, bh, bh / 2, p.trim);
      out += rect(x + w * 0.12, by + bh * 0.18, w * 0.44, bh * 0.64, bh * 0.32, p.screen);
      out += lens(ctx, x + w * 0.23, by + bh / 2, bh * 0.26);
      out += lens(ctx, x + w * 0.45, by + bh / 2, bh * 0.26);
      out += circle(x + w * 0.7, by + bh / 2, bh * 0.1, lighten(p.accent, 0.5));
      break;
    }
    default: {
      const cr = w * 0.22;
      const cx = x + w / 2;
      const cy = y + w * 0.34;
      out += circle(cx + 1.5, cy + 2, cr, darken(p.body, 0.18)) + circle(cx, cy, cr, top);
      out += circle(
        cx,
        cy,
        cr * 0.9,
        'none',
        `stroke="${p.accent}" stroke-width="1.5" opacity="0.7"`,
      );
      out += lens(ctx, cx - cr * 0.36, cy - cr * 0.3, cr * 0.3);
      out += lens(ctx, cx + cr * 0.36, cy - cr * 0.3, cr * 0.3);
      out += lens(ctx, cx, cy + cr * 0.36, cr * 0.3);
      break;
    }
  }
  // The maker's mark: a plain accent dot.
  out += circle(x + w / 2, y + h * 0.6, w * 0.06, p.accent, 'opacity="0.8"');
  return out;
}

const PHONE_MODES: readonly ScreenMode[] = ['home', 'lock', 'feed', 'media'];

export const phone: Drawing = (ctx) => {
  const v = ctx.variant;
  return (
    groundShadow(ctx.paint, 200, 330, 135, 8) +
    `<g transform="rotate(-8 148 198)">${phoneBack(ctx, 86, 74, 124, 250, v % 4)}</g>` +
    phoneFront(ctx, 'phone', 184, 64, 134, 266, PHONE_MODES[(v + (v >> 2)) % 4], v % 2 === 0)
  );
};

/** A skewed panel of a book-style foldable: content drawn in local coordinates. */
function foldPanel(
  ctx: DrawContext,
  side: 'l' | 'r',
  mode: ScreenMode,
  pw: number,
  ph: number,
  rise: number,
): string {
  const p = ctx.paint;
  const left = side === 'l';
  const k = (left ? -rise : rise) / pw;
  const ox = left ? 200 - pw : 200;
  const oy = left ? 100 : 100 - rise;
  const r = 16;
  const id = `${ctx.idPrefix}fold-${side}`;
  // Local frame: this panel spans x 0..pw; the whole screen spans 0..2pw, shifted for the right.
  const shift = left ? 0 : -pw;
  const frame =
    rect(left ? -5 : -10, -5, pw + 15, ph + 10, r, left ? p.body : darken(p.body, 0.06)) +
    rect(left ? pw - 20 : -10, -5, 30, ph + 10, 0, left ? p.body : darken(p.body, 0.06));
  const edge = rect(left ? -5 : -10, 1, pw + 15, ph + 10, r, p.trim);
  return (
    `<defs><clipPath id="${id}">${rect(0, -10, pw, ph + 20, 0, '#000')}</clipPath></defs>` +
    `<g transform="matrix(1 ${num(k)} 0 1 ${num(ox)} ${num(oy)})">` +
    `<g clip-path="url(#${id})">${edge}${frame}` +
    `<g transform="translate(${shift} 0)">${screen(ctx, `fold-s${side}`, 4, 4, 2 * pw - 8, ph - 8, r - 4, mode, ctx.variant)}</g>` +
    (left
      ? rect(pw - 14, 0, 14, ph, 0, '#ffffff', 'opacity="0.05"')
      : rect(0, 0, pw, ph, 0, '#000000', 'opacity="0.12"') +
        rect(0, 0, 10, ph, 0, '#000000', 'opacity="0.1"')) +
    '</g></g>'
  );
}

function closedFoldable(
  ctx: DrawContext,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
): string {
  const p = ctx.paint;
  let out = rect(x + 4, y + 3, w, h, w * 0.16, p.trim) + rect(x, y, w, h, w * 0.16, p.body);
  out += rect(x - 2, y + 6, 6, h - 12, 3, darken(p.trim, 0.1));
  out += rect(x + 5, y + 5, w - 10, h - 10, w * 0.13, darken(p.screen, 0.3));
  out += screen(ctx, key, x + 8, y + 8, w - 16, h - 16, w * 0.11, 'lock', ctx.variant + 1);
  out += circle(x + w / 2, y + 16, 3, '#05070b');
  return out;
}

export const foldablePhone: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const mode: ScreenMode = (['home', 'dash', 'media', 'feed'] as const)[(v >> 1) % 4];
  if (style === 0) {
    return (
      groundShadow(ctx.paint, 200, 326, 150, 9) +
      foldPanel(ctx, 'l', mode, 140, 214, 18) +
      foldPanel(ctx, 'r', mode, 140, 214, 18) +
      circle(266, 104, 3, '#05070b')
    );
  }
  if (style === 1) {
    // A flip phone open, and one closed with its cover screen.
    const x = 196;
    const y = 64;
    const w = 118;
    const h = 266;
    let open = rect(x + 4, y + 3, w, h, 20, p.trim) + rect(x, y, w, h, 20, p.body);
    open += rect(x - 3, y + h / 2 - 10, w + 6, 20, 6, p.trim);
    open += rect(x + 4, y + 4, w - 8, h - 8, 17, darken(p.screen, 0.3));
    open += screen(ctx, 'flip', x + 7, y + 7, w - 14, h - 14, 14, mode === 'dash' ? 'home' : mode);
    open += rect(x + 7, y + h / 2 - 3, w - 14, 6, 0, '#ffffff', 'opacity="0.06"');
    open += circle(x + w / 2, y + 17, 3, '#05070b');
    const cx = 78;
    const cy = 196;
    const cw = 118;
    const ch = 130;
    let closed = rect(cx + 4, cy + 3, cw, ch, 20, p.trim) + rect(cx, cy, cw, ch, 20, p.body);
    closed +=
      rect(cx, cy + ch - 16, cw, 16, 0, darken(p.body, 0.08)) +
      rect(cx, cy + ch - 20, cw, 20, 20, darken(p.body, 0.08));
    closed += rect(cx + 8, cy + 8, cw - 16, ch * 0.62, 14, darken(p.screen, 0.2));
    closed += screen(
      ctx,
      'flipc',
      cx + 11,
      cy + 11,
      cw - 22,
      ch * 0.62 - 6,
      11,
      'wallpaper',
      v + 2,
    );
    closed += lens(ctx, cx + 30, cy + 34, 11) + lens(ctx, cx + 30, cy + 62, 11);
    return groundShadow(ctx.paint, 200, 331, 140, 8) + open + closed;
  }
  // A book-style foldable lying open, and a closed one in front.
  const ox = 136;
  const oy = 70;
  const ow = 200;
  const oh = 200;
  let open = rect(ox + 4, oy + 3, ow, oh, 18, p.trim) + rect(ox, oy, ow, oh, 18, p.body);
  open += rect(ox + 4, oy + 4, ow - 8, oh - 8, 15, darken(p.screen, 0.3));
  open += screen(ctx, 'book', ox + 7, oy + 7, ow - 14, oh - 14, 12, mode);
  open += rect(ox + ow / 2 - 4, oy + 7, 8, oh - 14, 0, '#ffffff', 'opacity="0.07"');
  return (
    groundShadow(ctx.paint, 196, 330, 150, 8) +
    open +
    closedFoldable(ctx, 'bookc', 72, 124, 104, 200)
  );
};

function pencil(ctx: DrawContext, x: number, y: number, len: number, vertical: boolean): string {
  const p = ctx.paint;
  const t = 9;
  if (vertical) {
    return (
      rect(x, y, t, len, t / 2, lighten(p.trim, 0.75)) +
      rect(x + t * 0.6, y + 4, t * 0.3, len - 20, t * 0.15, '#000000', 'opacity="0.08"') +
      path(
        `M${num(x)} ${num(y + len - 6)}L${num(x + t)} ${num(y + len - 6)}L${num(x + t / 2)} ${num(y + len + 12)}Z`,
        lighten(p.trim, 0.6),
      ) +
      circle(x + t / 2, y + len + 10, 1.6, p.screen)
    );
  }
  return (
    rect(x, y, len, t, t / 2, lighten(p.trim, 0.75)) +
    rect(x + 4, y + t * 0.62, len - 20, t * 0.28, t * 0.14, '#000000', 'opacity="0.08"') +
    rect(x + len * 0.72, y, 5, t, 0, p.accent, 'opacity="0.8"') +
    path(
      `M${num(x + len - 6)} ${num(y)}L${num(x + len - 6)} ${num(y + t)}L${num(x + len + 12)} ${num(y + t / 2)}Z`,
      lighten(p.trim, 0.6),
    ) +
    circle(x + len + 10, y + t / 2, 1.6, p.screen)
  );
}

/** A slate: uniform bezel, thin rim. */
function slate(
  ctx: DrawContext,
  key: string,
  x: number,
  y: number,
  w: number,
  h: number,
  mode: ScreenMode,
): string {
  const p = ctx.paint;
  const r = Math.min(w, h) * 0.08;
  const bez = Math.min(w, h) * 0.045;
  return (
    rect(x + 5, y + 4, w, h, r, p.trim) +
    rect(x, y, w, h, r, p.body) +
    rect(x + 2.5, y + 2.5, w - 5, h - 5, r - 2, darken(p.screen, 0.3)) +
    screen(
      ctx,
      key,
      x + 2.5 + bez,
      y + 2.5 + bez,
      w - 5 - 2 * bez,
      h - 5 - 2 * bez,
      r - 2 - bez * 0.6,
      mode,
    ) +
    circle(x + w / 2, y + 2.5 + bez / 2, 1.8, '#1f2937')
  );
}

export const tablet: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const mode: ScreenMode = (['media', 'home', 'dash', 'feed'] as const)[v % 4];
  switch (v % 3) {
    case 0:
      return (
        groundShadow(ctx.paint, 200, 312, 165, 10) +
        slate(ctx, 'tab', 38, 76, 324, 226, mode) +
        pencil(ctx, 92, 318, 200, false)
      );
    case 1:
      return (
        groundShadow(ctx.paint, 200, 332, 120, 7) +
        slate(ctx, 'tab', 104, 64, 196, 266, mode === 'media' ? 'feed' : mode) +
        pencil(ctx, 310, 90, 200, true)
      );
    default: {
      // On a keyboard folio.
      const folio = mix(p.accent, p.trim, 0.55);
      const keys = darken(folio, 0.25);
      let kb =
        path(`M58 282L342 282L372 322L28 322Z`, folio) +
        rect(28, 322, 344, 7, 3.5, darken(folio, 0.2));
      for (let r = 0; r < 4; r++) {
        const t0 = 0.1 + r * 0.2;
        const t1 = t0 + 0.15;
        const yy0 = 282 + 40 * t0;
        const yy1 = 282 + 40 * t1;
        const l0 = 58 - 30 * t0 + 26;
        const l1 = 58 - 30 * t1 + 26;
        const r0 = 342 + 30 * t0 - 26;
        const r1 = 342 + 30 * t1 - 26;
        const n = 12;
        for (let c = 0; c < n; c++) {
          const a = c / n;
          const b = (c + 0.84) / n;
          kb += path(
            `M${num(l0 + (r0 - l0) * a)} ${num(yy0)}L${num(l0 + (r0 - l0) * b)} ${num(yy0)}L${num(l1 + (r1 - l1) * b)} ${num(yy1)}L${num(l1 + (r1 - l1) * a)} ${num(yy1)}Z`,
            keys,
          );
        }
      }
      return (
        groundShadow(ctx.paint, 200, 329, 178, 8) +
        kb +
        rect(120, 274, 160, 10, 4, darken(folio, 0.15)) +
        slate(ctx, 'tab', 56, 66, 288, 202, mode)
      );
    }
  }
};

export const eReader: Drawing = (ctx) => {
  const p = ctx.paint;
  const v = ctx.variant;
  const style = v % 3;
  const paper = mix('#ecebe6', p.glow, 0.05);
  const ink = mix(p.screen, paper, 0.3);
  const soft = mix(p.screen, paper, 0.62);
  const h = 272;
  const w = style === 1 ? 230 : 196;
  const x = 200 - w / 2 - (style === 2 ? 18 : 0);
  const y = 64;
  const side = 18;
  const grip = style === 1 ? 54 : side;
  const chin = style === 0 ? 40 : side;
  let out = groundShadow(ctx.paint, 200, 331, 130, 8);
  out += rect(x + 5, y + 4, w, h, 16, p.trim) + rect(x, y, w, h, 16, p.body);
  out += glint(x + 4, y + 4, w - 8, h * 0.5);
  const sx = x + side;
  const sy = y + side;
  const sw = w - side - grip;
  const sh = h - side - chin;
  out += rect(sx - 1.5, sy - 1.5, sw + 3, sh + 3, 4, darken(p.body, 0.25));
  out += rect(sx, sy, sw, sh, 3, paper);
  // The page: a heading, justified lines, sometimes a picture; or handwriting for the note taker.
  const pad = sw * 0.1;
  const lh = 9.5;
  let ly = sy + pad;
  if (style === 2) {
    for (let i = 0; i < 3; i++) {
      const yy = sy + pad + 10 + i * 26;
      let d = `M${num(sx + pad)} ${num(yy)}`;
      for (let k = 0; k < 9; k++) {
        const xx = sx + pad + ((k + 1) * ((sw - 2 * pad) * (i === 2 ? 0.6 : 0.9))) / 9;
        d += `Q${num(xx - 6)} ${num(yy - 9 + ((k + i + v) % 3) * 3)} ${num(xx)} ${num(yy)}`;
      }
      out += path(d, 'none', `stroke="${ink}" stroke-width="2" stroke-linecap="round"`);
    }
    ly = sy + pad + 90;
    out += circle(sx + sw * 0.3, ly + 34, 26, 'none', `stroke="${ink}" stroke-width="2"`);
    out += path(
      `M${num(sx + sw * 0.55)} ${num(ly + 60)}L${num(sx + sw * 0.72)} ${num(ly + 10)}L${num(sx + sw * 0.88)} ${num(ly + 60)}Z`,
      'none',
      `stroke="${ink}" stroke-width="2" stroke-linejoin="round"`,
    );
    ly += 80;
    while (ly < sy + sh - pad) {
      out += line([sx + pad, ly], [sx + sw - pad, ly], soft, 1);
      ly += 14;
    }
    out += pencil(ctx, x + w + 14, y + 40, 200, true);
  } else {
    out += rect(sx + pad, ly, (sw - 2 * pad) * 0.5, 6, 3, ink);
    ly += 18;
    const picture = v % 2 === 1;
    let i = 0;
    while (ly + 4 < sy + sh - pad) {
      if (picture && i === 4) {
        const ph = sh * 0.26;
        out += rect(sx + pad, ly, sw - 2 * pad, ph, 3, soft);
        out += path(
          `M${num(sx + pad)} ${num(ly + ph)}L${num(sx + pad + (sw - 2 * pad) * 0.35)} ${num(ly + ph * 0.4)}L${num(sx + pad + (sw - 2 * pad) * 0.6)} ${num(ly + ph * 0.75)}L${num(sx + pad + (sw - 2 * pad) * 0.78)} ${num(ly + ph * 0.55)}L${num(sx + sw - pad)} ${num(ly + ph)}Z`,
          ink,
          'opacity="0.6"',
        );
        out += circle(sx + sw * 0.7, ly + ph * 0.3, ph * 0.12, paper);
        ly += ph + 10;
      }
      const len = i % 6 === 5 ? 0.6 : 1;
      out += rect(sx + pad, ly, (sw - 2 * pad) * len, 3.2, 1.6, soft);
      ly += lh;
      i++;
    }
  }
  if (style === 1) {
    out += rect(x + w - grip + 14, y + h * 0.36, grip - 28, 30, 8, darken(p.body, 0.12));
    out += rect(x + w - grip + 14, y + h * 0.36 + 38, grip - 28, 30, 8, darken(p.body, 0.12));
  }
  if (style === 0)
    out += rect(x + w / 2 - 16, y + h - chin / 2 - 2, 32, 4, 2, p.accent, 'opacity="0.8"');
  out += circle(x + w - 12, y + h - 10, 2, p.accent);
  return out;
};
