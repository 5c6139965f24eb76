/** Kitchen and home appliances: air fryer, coffee maker, sous vide, air purifier, stick vacuum. */
import type { Drawing, Paint } from '../../drawing';
import { clipPath, deepGlassGradient, defs, num } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import {
  box,
  circle,
  dotPattern,
  ellipse,
  groundShadow,
  ids,
  linearGradient,
  litGradient,
  path,
  poly,
  rect,
  roundedRectPath,
  slatPattern,
  stroke,
} from './kit';

/** Drawn twice: the side tone shifted back-right, then the front face. */
function slab(
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  front: string,
  side: string,
  dx = 14,
  dy = -8,
): string {
  return rect(x + dx, y + dy, w, h, r, side) + rect(x, y, w, h, r, front);
}

/** A control panel of dark glass with a ring dial and a few lit dots. */
function glassPanel(
  paint: Paint,
  glassId: string,
  x: number,
  y: number,
  w: number,
  h: number,
  dots: number,
): string {
  const cx = x + w / 2;
  const cy = y + h / 2;
  const side = Array.from({ length: dots }, (_, i) => {
    const dx = 24 + i * 14;
    return (
      circle(cx - dx, cy, 3, paint.glow, { opacity: 0.6 }) +
      circle(cx + dx, cy, 3, i === 0 ? paint.accent : paint.glow, { opacity: i === 0 ? 1 : 0.6 })
    );
  }).join('');
  return (
    rect(x, y, w, h, Math.min(14, h / 2), `url(#${glassId})`) +
    circle(cx, cy, Math.min(13, h / 2 - 6), 'none', { stroke: paint.glow, 'stroke-width': 2 }) +
    path(
      `M${num(cx)} ${num(cy - Math.min(13, h / 2 - 6))}A${num(Math.min(13, h / 2 - 6))} ${num(Math.min(13, h / 2 - 6))} 0 0 1 ${num(cx + Math.min(13, h / 2 - 6))} ${num(cy)}`,
      'none',
      { stroke: paint.accent, 'stroke-width': 2 },
    ) +
    circle(cx, cy, 3, paint.glow) +
    side
  );
}

// ---------------------------------------------------------------------------------------------
// Air fryer

function drawer(
  paint: Paint,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  handleW: number,
  window: string,
): string {
  const face = mix(paint.body, paint.trim, 0.22);
  return (
    rect(x, y, w, h, r, darken(paint.trim, 0.15)) +
    rect(x + 2, y + 2, w - 4, h - 6, r - 2, face) +
    window +
    rect(x + w / 2 - handleW / 2, y + 22, handleW, 22, 11, darken(paint.screen, 0.05)) +
    rect(x + w / 2 - handleW / 2 + 6, y + 24, handleW - 12, 5, 2.5, lighten(paint.screen, 0.2)) +
    rect(x + w / 2 - 8, y + 16, 16, 6, 3, paint.accent)
  );
}

const airFryer: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'air-fryer');
  const layout = variant % 3;
  const windowed = (variant >> 1) % 2 === 1;
  const side = mix(paint.body, paint.trim, 0.75);
  const head = defs(deepGlassGradient(id('glass'), paint), litGradient(id('lit'), paint));
  const windowAt = (x: number, y: number, w: number, h: number): string =>
    windowed
      ? rect(x, y, w, h, 10, `url(#${id('glass')})`) +
        ellipse(x + w / 2, y + h * 0.7, w * 0.36, h * 0.16, mix(paint.accent, '#d9a441', 0.6), {
          opacity: 0.8,
        })
      : rect(x, y + h / 2 - 2, w, 4, 2, darken(mix(paint.body, paint.trim, 0.22), 0.12));
  if (layout === 1) {
    // A rounded, dome-topped fryer with two knobs.
    const x = 118;
    const y = 84;
    const w = 164;
    const h = 228;
    const shell = (ox: number, oy: number): string =>
      `M${x + 24 + ox} ${y + h + oy}H${x + w - 24 + ox}Q${x + w + ox} ${y + h + oy} ${x + w + ox} ${y + h - 24 + oy}V${num(y + w / 2 + oy)}A${w / 2} ${w / 2} 0 0 0 ${x + ox} ${num(y + w / 2 + oy)}V${y + h - 24 + oy}Q${x + ox} ${y + h + oy} ${x + 24 + ox} ${y + h + oy}Z`;
    return (
      head +
      groundShadow(paint, 208, 318, 104, 10) +
      path(shell(12, -6), side) +
      path(shell(0, 0), paint.body) +
      path(`M${x + 30} ${y + 60}A${w / 2 - 8} ${w / 2 - 8} 0 0 1 ${x + 80} ${y + 14}`, 'none', {
        stroke: lighten(paint.body, 0.35),
        'stroke-width': 2,
        'stroke-linecap': 'round',
        opacity: 0.7,
      }) +
      glassPanel(paint, id('glass'), x + 26, y + 62, w - 52, 34, 2) +
      rect(x + w / 2 - 20, y + 40, 40, 5, 2.5, darken(paint.body, 0.2)) +
      drawer(paint, x + 12, y + 112, w - 24, h - 124, 22, 60, windowAt(x + 34, y + 162, w - 68, 48))
    );
  }
  if (layout === 2) {
    // A wide dual-basket fryer.
    const x = 76;
    const y = 108;
    const w = 240;
    const h = 204;
    const dw = (w - 30) / 2;
    return (
      head +
      groundShadow(paint, 204, 318, 136, 10) +
      slab(x, y, w, h, 26, paint.body, side) +
      rect(x + 18, y + 6, w - 36, 3, 1.5, lighten(paint.body, 0.3), { opacity: 0.8 }) +
      glassPanel(paint, id('glass'), x + 18, y + 16, w - 36, 40, 3) +
      drawer(paint, x + 10, y + 70, dw, h - 80, 20, 48, windowAt(x + 26, y + 126, dw - 32, 44)) +
      drawer(
        paint,
        x + 20 + dw,
        y + 70,
        dw,
        h - 80,
        20,
        48,
        windowAt(x + 36 + dw, y + 126, dw - 32, 44),
      )
    );
  }
  // A classic square basket fryer.
  const x = 122;
  const y = 90;
  const w = 156;
  const h = 222;
  return (
    head +
    groundShadow(paint, 208, 318, 100, 10) +
    slab(x, y, w, h, 34, paint.body, side) +
    rect(x + 24, y + 6, w - 48, 3, 1.5, lighten(paint.body, 0.3), { opacity: 0.8 }) +
    [0, 1, 2]
      .map((i) => rect(x + 52 + i * 20, y + 14, 12, 4, 2, darken(paint.body, 0.2)))
      .join('') +
    glassPanel(paint, id('glass'), x + 18, y + 26, w - 36, 46, 2) +
    drawer(paint, x + 10, y + 88, w - 20, h - 98, 26, 70, windowAt(x + 30, y + 142, w - 60, 50))
  );
};

// ---------------------------------------------------------------------------------------------
// Coffee maker

function cup(paint: Paint, cx: number, bottom: number, w: number, h: number): string {
  const china = mix(paint.glow, '#ffffff', 0.75);
  return (
    path(
      `M${num(cx + w / 2 - 2)} ${num(bottom - h * 0.75)}a${num(h * 0.3)} ${num(h * 0.3)} 0 1 1 0 ${num(h * 0.5)}`,
      'none',
      {
        stroke: darken(china, 0.1),
        'stroke-width': 2,
      },
    ) +
    path(
      `M${num(cx - w / 2)} ${num(bottom - h)}H${num(cx + w / 2)}L${num(cx + w * 0.38)} ${num(bottom - 4)}Q${num(cx + w * 0.36)} ${num(bottom)} ${num(cx + w * 0.3)} ${num(bottom)}H${num(cx - w * 0.3)}Q${num(cx - w * 0.36)} ${num(bottom)} ${num(cx - w * 0.38)} ${num(bottom - 4)}Z`,
      china,
    ) +
    path(
      `M${num(cx + w * 0.1)} ${num(bottom - h)}H${num(cx + w / 2)}L${num(cx + w * 0.38)} ${num(bottom - 4)}Q${num(cx + w * 0.36)} ${num(bottom)} ${num(cx + w * 0.3)} ${num(bottom)}H${num(cx + w * 0.1)}Z`,
      darken(china, 0.08),
    ) +
    ellipse(cx, bottom - h, w / 2, 4, '#6b4226')
  );
}

const coffeeMaker: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'coffee-maker');
  const layout = variant % 3;
  const twoCups = (variant >> 1) % 2 === 1;
  const side = mix(paint.body, paint.trim, 0.75);
  const coffee = '#5b3620';
  const head = defs(deepGlassGradient(id('glass'), paint), litGradient(id('lit'), paint));
  if (layout === 1) {
    // An espresso machine: gauge, group head, portafilter, steam wand, cups on the tray.
    const x = 96;
    const y = 96;
    const w = 208;
    const h = 214;
    return (
      head +
      groundShadow(paint, 206, 320, 128, 10) +
      slab(x, y, w, h, 18, paint.body, side, 18, -12) +
      rect(x + 14, y - 10, w - 20, 8, 4, paint.trim) +
      rect(x + 22, y - 18, w - 36, 8, 4, lighten(paint.trim, 0.2), { opacity: 0.8 }) +
      rect(x + 10, y + 10, w - 20, 56, 12, lighten(paint.body, 0.08)) +
      circle(x + 50, y + 38, 20, paint.trim) +
      circle(x + 50, y + 38, 16, mix(paint.glow, '#ffffff', 0.55)) +
      stroke(`M${x + 50} ${y + 38}L${x + 60} ${y + 28}`, paint.accent, 2) +
      circle(x + 50, y + 38, 3, paint.screen) +
      rect(x + 96, y + 26, 70, 24, 8, `url(#${id('glass')})`) +
      circle(x + 112, y + 38, 4, paint.glow) +
      circle(x + 128, y + 38, 4, paint.accent) +
      circle(x + 144, y + 38, 4, paint.glow, { opacity: 0.5 }) +
      rect(x + 10, y + 70, w - 20, h - 106, 12, darken(paint.screen, 0.05), { opacity: 0.9 }) +
      rect(x + 82, y + 70, 56, 20, 6, paint.trim) +
      rect(x + 88, y + 88, 44, 14, 4, lighten(paint.trim, 0.25)) +
      rect(x + 130, y + 90, 84, 12, 6, darken(paint.screen, 0.1)) +
      rect(x + 190, y + 88, 26, 16, 8, paint.accent) +
      rect(x + 104, y + 102, 4, 8, 2, lighten(paint.trim, 0.3)) +
      rect(x + 112, y + 102, 4, 8, 2, lighten(paint.trim, 0.3)) +
      stroke(
        `M${x + 30} ${y + 74}L${x + 26} ${y + 140}L${x + 34} ${y + 150}`,
        lighten(paint.trim, 0.45),
        2,
      ) +
      cup(paint, x + (twoCups ? 96 : 110), y + h - 40, 34, 30) +
      (twoCups ? cup(paint, x + 136, y + h - 40, 34, 30) : '') +
      rect(x + 10, y + h - 38, w - 20, 22, 8, paint.trim) +
      rect(x + 18, y + h - 34, w - 36, 4, 2, lighten(paint.trim, 0.25))
    );
  }
  if (layout === 2) {
    // A slim pod machine with its water tank behind.
    const x = 152;
    const y = 84;
    const w = 104;
    const h = 228;
    return (
      head +
      groundShadow(paint, 212, 320, 104, 10) +
      rect(x + 54, y + 10, 92, h - 30, 16, paint.glow, { opacity: 0.35 }) +
      rect(x + 60, y + 80, 80, h - 106, 10, paint.glow, { opacity: 0.35 }) +
      rect(x + 128, y + 10, 16, h - 30, 8, paint.glow, { opacity: 0.25 }) +
      slab(x, y, w, h, 20, paint.body, side, 30, -14) +
      rect(x + 10, y + 8, w - 20, 50, 14, lighten(paint.body, 0.1)) +
      rect(x + w / 2 - 26, y + 28, 52, 12, 6, paint.trim) +
      circle(x + w / 2, y + 80, 13, paint.accent) +
      circle(x + w / 2, y + 80, 6, lighten(paint.accent, 0.5)) +
      rect(x + 12, y + 100, w - 24, h - 124, 12, darken(paint.screen, 0.02)) +
      rect(x + w / 2 - 12, y + 100, 24, 12, 4, paint.trim) +
      cup(paint, x + w / 2, y + h - 30, 44, 40) +
      rect(x + 8, y + h - 30, w - 16, 14, 6, paint.trim) +
      (twoCups ? rect(x + 20, y + 94, w - 40, 3, 1.5, paint.glow, { opacity: 0.7 }) : '')
    );
  }
  // A drip machine with a glass carafe.
  const x = 106;
  const y = 82;
  const jugX = 124;
  const jugW = 104;
  const level = twoCups ? 0.55 : 0.35;
  const jug = `M${jugX + 14} 196H${jugX + jugW - 14}L${jugX + jugW - 6} 214Q${jugX + jugW + 6} 250 ${jugX + jugW - 6} 282Q${jugX + jugW - 10} 292 ${jugX + jugW - 24} 292H${jugX + 24}Q${jugX + 10} 292 ${jugX + 6} 282Q${jugX - 6} 250 ${jugX + 6} 214Z`;
  return (
    head +
    defs(
      clipPath(id('jug'), `<path d="${jug}"/>`),
      linearGradient(
        id('jugglass'),
        [
          [0, lighten(paint.glow, 0.5), 0.55],
          [1, paint.glow, 0.25],
        ],
        [0, 0, 1, 0],
      ),
    ) +
    groundShadow(paint, 210, 320, 122, 10) +
    slab(x + 140, y + 20, 62, 210, 16, paint.body, side) +
    rect(x + 150, y + 70, 14, 110, 7, paint.glow, { opacity: 0.45 }) +
    rect(x + 150, y + 130, 14, 50, 7, paint.glow, { opacity: 0.6 }) +
    slab(x, y, 202, 66, 22, paint.body, side) +
    rect(x + 16, y + 8, 120, 4, 2, lighten(paint.body, 0.3), { opacity: 0.8 }) +
    rect(x + 150, y + 22, 40, 20, 8, `url(#${id('glass')})`) +
    circle(x + 162, y + 32, 3, paint.glow) +
    circle(x + 178, y + 32, 3, paint.accent) +
    rect(x + 30, y + 66, 84, 16, 6, darken(paint.trim, 0.2)) +
    slab(x - 6, 292, 214, 22, 10, paint.trim, darken(paint.trim, 0.15)) +
    path(jug, `url(#${id('jugglass')})`) +
    rect(jugX - 10, 286 - 86 * level, jugW + 20, 90 * level + 10, 0, coffee, {
      'clip-path': `url(#${id('jug')})`,
      opacity: 0.92,
    }) +
    rect(jugX + 10, 214, 7, 60, 3.5, '#ffffff', { opacity: 0.35 }) +
    rect(jugX + 8, 188, jugW - 16, 14, 6, paint.trim) +
    path(
      `M${jugX + jugW - 8} 214H${jugX + jugW + 14}Q${jugX + jugW + 24} 214 ${jugX + jugW + 24} 226V262Q${jugX + jugW + 24} 272 ${jugX + jugW + 14} 272H${jugX + jugW - 4}V262H${jugX + jugW + 12}V224H${jugX + jugW - 8}Z`,
      paint.trim,
    ) +
    circle(x + 172, y + 200, 6, paint.accent) +
    circle(x + 172, y + 182, 5, paint.trim)
  );
};

// ---------------------------------------------------------------------------------------------
// Sous vide

/** An immersion circulator standing at (cx, top), `len` long. */
function circulator(
  paint: Paint,
  glassId: string,
  cx: number,
  top: number,
  len: number,
  ring: boolean,
): string {
  const w = 46;
  const steel = mix(paint.trim, '#e2e8f0', 0.55);
  const capH = len * 0.42;
  return (
    rect(cx - w / 2 + 5, top + capH - 6, w - 10, len - capH + 6, 12, steel) +
    rect(cx + 4, top + capH - 6, w / 2 - 9, len - capH + 6, 6, darken(steel, 0.12)) +
    [0, 1, 2, 3]
      .map((i) => rect(cx - 11, top + capH + 24 + i * 14, 22, 5, 2.5, darken(steel, 0.35)))
      .join('') +
    rect(cx - w / 2, top, w, capH, 18, paint.body) +
    rect(cx + 6, top + 4, w / 2 - 8, capH - 8, 12, mix(paint.body, paint.trim, 0.5)) +
    ellipse(cx, top + 8, w / 2 - 4, 7, lighten(paint.body, 0.2)) +
    rect(cx - 14, top + 18, 28, 38, 10, `url(#${glassId})`) +
    (ring
      ? circle(cx, top + 37, 9, 'none', { stroke: paint.glow, 'stroke-width': 2 }) +
        circle(cx, top + 37, 3, paint.accent)
      : rect(cx - 8, top + 26, 16, 5, 2.5, paint.glow) +
        rect(cx - 8, top + 36, 10, 5, 2.5, paint.accent) +
        rect(cx - 8, top + 46, 14, 3, 1.5, paint.glow, { opacity: 0.5 })) +
    rect(cx - w / 2 + 6, top + capH - 14, w - 12, 5, 2.5, paint.accent)
  );
}

function clamp(paint: Paint, x: number, y: number): string {
  return (
    rect(x, y, 14, 46, 5, paint.trim) +
    rect(x + 14, y + 30, 10, 8, 3, darken(paint.trim, 0.2)) +
    circle(x + 26, y + 34, 6, paint.trim)
  );
}

function bagged(paint: Paint, x: number, y: number, w: number, h: number, angle: number): string {
  const meat = mix('#b4513a', paint.accent, 0.12);
  return (
    `<g transform="rotate(${num(angle)} ${num(x + w / 2)} ${num(y + h / 2)})">` +
    rect(x, y, w, h, 10, '#ffffff', { opacity: 0.45 }) +
    rect(x, y, w, 12, 4, '#ffffff', { opacity: 0.5 }) +
    rect(x + 12, y + 20, w - 24, h - 30, h / 3, meat) +
    path(
      `M${num(x + 20)} ${num(y + 30)}Q${num(x + w / 2)} ${num(y + 24)} ${num(x + w - 22)} ${num(y + 34)}`,
      'none',
      { stroke: lighten(meat, 0.4), 'stroke-width': 2, 'stroke-linecap': 'round' },
    ) +
    circle(x + w * 0.3, y + h * 0.6, 3, '#4d7c2f') +
    circle(x + w * 0.6, y + h * 0.45, 3, '#4d7c2f') +
    `</g>`
  );
}

const sousVide: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'sous-vide');
  const layout = variant % 3;
  const ring = (variant >> 1) % 2 === 0;
  const head = defs(deepGlassGradient(id('glass'), paint));
  const water = mix(paint.glow, '#ffffff', 0.2);
  if (layout === 1) {
    // The circulator on its own, with a bag of food beside it.
    return (
      head +
      groundShadow(paint, 200, 318, 110, 10) +
      bagged(paint, 86, 242, 116, 64, -6) +
      `<g transform="rotate(8 240 200)">${circulator(paint, id('glass'), 240, 66, 250, ring)}${clamp(paint, 262, 130)}</g>`
    );
  }
  if (layout === 2) {
    // A clear tub of water with a bag in it and the circulator on its back edge.
    const x = 76;
    const y = 152;
    const w = 236;
    const h = 160;
    return (
      head +
      defs(clipPath(id('tub'), `<path d="${roundedRectPath(x, y, w, h, 14)}"/>`)) +
      groundShadow(paint, 200, 320, 140, 10) +
      circulator(paint, id('glass'), 262, 74, 220, ring) +
      rect(x, y, w, h, 14, water, { opacity: 0.28 }) +
      rect(x, y + 26, w, h - 26, 0, water, { opacity: 0.35, 'clip-path': `url(#${id('tub')})` }) +
      ellipse(x + w / 2, y + 26, w / 2 - 2, 5, lighten(water, 0.4), { opacity: 0.7 }) +
      bagged(paint, x + 30, y + 56, 120, 70, 4) +
      rect(x, y, w, h, 14, 'none', {
        stroke: lighten(paint.glow, 0.4),
        'stroke-width': 2,
        opacity: 0.9,
      }) +
      rect(x + 8, y + 10, 6, h - 24, 3, '#ffffff', { opacity: 0.4 }) +
      clamp(paint, 276, 132) +
      [0, 1, 2]
        .map((i) => circle(250 - i * 10, y + 46 + i * 18, 3 - i * 0.5, '#ffffff', { opacity: 0.6 }))
        .join('')
    );
  }
  // A pot of water with the circulator clipped to its rim.
  const px = 84;
  const py = 176;
  const pw = 212;
  const pot = mix(paint.trim, '#cbd5e1', 0.45);
  return (
    head +
    groundShadow(paint, 196, 320, 130, 10) +
    rect(px - 20, py + 14, 30, 12, 6, darken(pot, 0.25)) +
    rect(px + pw - 10, py + 14, 30, 12, 6, darken(pot, 0.25)) +
    ellipse(px + pw / 2, py, pw / 2, 18, darken(pot, 0.3)) +
    ellipse(px + pw / 2, py + 6, pw / 2 - 8, 12, water) +
    circulator(paint, id('glass'), 244, 70, 200, ring) +
    [0, 1, 2]
      .map((i) => circle(214 - i * 16, py + 4 + (i % 2) * 5, 3, '#ffffff', { opacity: 0.7 }))
      .join('') +
    path(
      `M${px} ${py}A${pw / 2} 18 0 0 0 ${px + pw} ${py}V${py + 118}Q${px + pw} ${py + 138} ${px + pw - 20} ${py + 138}H${px + 20}Q${px} ${py + 138} ${px} ${py + 118}Z`,
      pot,
    ) +
    path(
      `M${px + pw * 0.62} ${py + 17}A${pw / 2} 18 0 0 0 ${px + pw} ${py}V${py + 118}Q${px + pw} ${py + 138} ${px + pw - 20} ${py + 138}H${px + pw * 0.62}Z`,
      darken(pot, 0.12),
    ) +
    rect(px + 14, py + 30, 8, 84, 4, '#ffffff', { opacity: 0.35 }) +
    clamp(paint, 258, py - 20)
  );
};

// ---------------------------------------------------------------------------------------------
// Air purifier

const airPurifier: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'air-purifier');
  const layout = variant % 3;
  const led = (variant >> 1) % 2 === 0 ? paint.accent : paint.glow;
  const side = mix(paint.body, paint.trim, 0.75);
  const perf = dotPattern(id('holes'), 9, 2.1, darken(paint.body, 0.28));
  if (layout === 1) {
    // A rectangular tower with side slats and a light bar.
    const x = 136;
    const y = 84;
    const w = 120;
    const h = 226;
    return (
      defs(
        slatPattern(id('slats'), 9, 4, darken(side, 0.2)),
        deepGlassGradient(id('glass'), paint),
      ) +
      groundShadow(paint, 212, 318, 100, 10) +
      box(x, y, w, h, 34, 18, 14, paint.body, lighten(paint.body, 0.15), side) +
      poly(
        [
          [x + w + 8, y + 10],
          [x + w + 26, y],
          [x + w + 26, y + h - 40],
          [x + w + 8, y + h - 28],
        ],
        `url(#${id('slats')})`,
      ) +
      rect(x + 16, y + 12, w - 32, 30, 10, `url(#${id('glass')})`) +
      circle(x + 34, y + 27, 4, paint.glow) +
      rect(x + 46, y + 24, 30, 6, 3, paint.glow, { opacity: 0.6 }) +
      circle(x + w - 30, y + 27, 5, led) +
      rect(x + 14, y + 56, w - 28, h - 72, 12, mix(paint.body, paint.trim, 0.3)) +
      rect(x + 20, y + 62, w - 40, h - 84, 8, `url(#${id('slats')})`) +
      rect(x + w / 2 - 2, y + 70, 4, h - 100, 2, led, { opacity: 0.9 })
    );
  }
  if (layout === 2) {
    // A squat fan-style purifier with a big round grille.
    const x = 94;
    const y = 108;
    const w = 210;
    const h = 204;
    const cx = x + w / 2;
    const cy = y + 112;
    const rings = [72, 60, 48, 36]
      .map((r) =>
        circle(cx, cy, r, 'none', { stroke: darken(paint.screen, 0.1), 'stroke-width': 2 }),
      )
      .join('');
    const blades = [0, 60, 120, 180, 240, 300]
      .map((a) =>
        path(
          `M${cx} ${cy}Q${cx + 20} ${cy - 30} ${cx + 6} ${cy - 60}Q${cx - 10} ${cy - 30} ${cx} ${cy}Z`,
          mix(paint.screen, paint.glow, 0.25),
          { transform: `rotate(${a} ${cx} ${cy})` },
        ),
      )
      .join('');
    return (
      defs(deepGlassGradient(id('glass'), paint)) +
      groundShadow(paint, 206, 318, 124, 10) +
      slab(x, y, w, h, 42, paint.body, side, 16, -10) +
      rect(x + w / 2 - 30, y + 12, 60, 8, 4, darken(paint.body, 0.2)) +
      circle(cx, cy, 84, paint.trim) +
      circle(cx, cy, 78, `url(#${id('glass')})`) +
      blades +
      rings +
      circle(cx, cy, 14, paint.body) +
      circle(cx, cy, 5, led) +
      circle(x + w - 24, y + 26, 4, led)
    );
  }
  // A tall cylinder with perforations and a top vent.
  const x = 140;
  const y = 96;
  const w = 124;
  const h = 212;
  const cx = x + w / 2;
  return (
    defs(
      perf,
      linearGradient(
        id('shade'),
        [
          [0, lighten(paint.body, 0.14)],
          [0.55, paint.body],
          [1, mix(paint.body, paint.trim, 0.8)],
        ],
        [0, 0, 1, 0],
      ),
      deepGlassGradient(id('glass'), paint),
    ) +
    groundShadow(paint, cx + 4, 316, 88, 10) +
    path(`M${x} ${y}V${y + h}A${w / 2} 14 0 0 0 ${x + w} ${y + h}V${y}Z`, `url(#${id('shade')})`) +
    path(
      `M${x + 8} ${y + 70}V${y + h - 8}A${w / 2 - 8} 12 0 0 0 ${x + w - 8} ${y + h - 8}V${y + 70}A${w / 2 - 8} 12 0 0 1 ${x + 8} ${y + 70}Z`,
      `url(#${id('holes')})`,
      { opacity: 0.85 },
    ) +
    ellipse(cx, y, w / 2, 14, lighten(paint.body, 0.22)) +
    ellipse(cx, y, w / 2 - 10, 10, darken(paint.screen, 0.02)) +
    [0.7, 0.45]
      .map((t) =>
        ellipse(cx, y, (w / 2 - 10) * t, 10 * t, 'none', {
          stroke: mix(paint.screen, paint.glow, 0.3),
          'stroke-width': 1.5,
        }),
      )
      .join('') +
    rect(cx - 24, y + 28, 48, 22, 8, `url(#${id('glass')})`) +
    circle(cx - 10, y + 39, 3, paint.glow) +
    circle(cx + 2, y + 39, 3, led) +
    rect(cx + 9, y + 37, 8, 4, 2, paint.glow, { opacity: 0.6 }) +
    path(`M${x} ${y + 62}A${w / 2} 12 0 0 0 ${x + w} ${y + 62}`, 'none', {
      stroke: led,
      'stroke-width': 2,
      opacity: 0.9,
    })
  );
};

// ---------------------------------------------------------------------------------------------
// Stick vacuum

const stickVacuum: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'stick-vacuum');
  const layout = variant % 3;
  const wandColour = (variant >> 1) % 2 === 1 ? paint.accent : lighten(paint.trim, 0.25);
  const jx = 168;
  const jy = 306;
  const bin = mix(paint.glow, '#ffffff', 0.3);
  // Drawn upright from the floor joint (0, 0) upwards, then leaned to the right.
  let top: string;
  if (layout === 1) {
    // An inline bin along the wand, a pistol grip above.
    top =
      rect(-6, -150, 12, 150, 6, wandColour) +
      rect(-24, -236, 48, 90, 22, bin, { opacity: 0.55 }) +
      rect(-24, -236, 48, 90, 22, 'none', {
        stroke: lighten(paint.glow, 0.3),
        'stroke-width': 1.5,
      }) +
      rect(-14, -190, 28, 40, 10, darken(paint.glow, 0.2), { opacity: 0.35 }) +
      rect(-26, -244, 52, 14, 6, paint.trim) +
      rect(-22, -268, 44, 28, 12, paint.body) +
      path(
        'M22 -262Q58 -262 58 -232V-200Q58 -188 46 -188H34V-200H42V-232Q42 -246 22 -246Z',
        paint.trim,
      ) +
      rect(-32, -262, 12, 24, 4, paint.accent) +
      circle(0, -254, 4, paint.glow);
  } else {
    // A cyclone head with the bin hanging under the motor.
    const cone = layout === 2;
    top =
      rect(-6, -170, 12, 170, 6, wandColour) +
      rect(-8, -34, 16, 14, 4, paint.trim) +
      rect(-30, -208, 40, 62, 16, bin, { opacity: 0.55 }) +
      (cone
        ? poly(
            [
              [-26, -204],
              [6, -204],
              [-4, -156],
              [-16, -156],
            ],
            darken(paint.glow, 0.15),
            {
              opacity: 0.35,
            },
          )
        : rect(-22, -200, 24, 44, 8, darken(paint.glow, 0.15), { opacity: 0.3 })) +
      rect(-30, -208, 40, 62, 16, 'none', {
        stroke: lighten(paint.glow, 0.3),
        'stroke-width': 1.5,
      }) +
      rect(-34, -222, 48, 20, 8, paint.accent) +
      rect(-28, -262, 56, 46, 20, paint.body) +
      rect(2, -258, 22, 38, 12, mix(paint.body, paint.trim, 0.5)) +
      (cone
        ? [0, 1, 2]
            .map((i) => rect(-20 + i * 12, -256, 6, 12, 3, darken(paint.body, 0.25)))
            .join('')
        : '') +
      path(
        'M18 -250Q52 -246 52 -214V-186Q52 -176 42 -176H18V-190H38V-214Q38 -234 18 -236Z',
        paint.trim,
      ) +
      rect(22, -190, 18, 26, 6, darken(paint.trim, 0.2)) +
      circle(-10, -238, 4, paint.glow);
  }
  const headW = layout === 2 ? 132 : 104;
  const floor =
    rect(jx - headW / 2, jy, headW, 24, 11, paint.body) +
    rect(jx - headW / 2, jy + 14, headW, 10, 5, paint.trim) +
    rect(jx - headW / 2 + 8, jy + 17, headW - 16, 4, 2, darken(paint.screen, 0.05)) +
    (layout === 2
      ? rect(jx - headW / 2 + 4, jy + 4, 14, 6, 3, paint.glow) +
        rect(jx + headW / 2 - 18, jy + 4, 14, 6, 3, paint.glow)
      : '') +
    rect(jx - headW / 2 + 12, jy + 3, headW - 24, 3, 1.5, lighten(paint.body, 0.3), {
      opacity: 0.7,
    }) +
    circle(jx, jy + 2, 12, paint.trim);
  return (
    defs(deepGlassGradient(id('glass'), paint)) +
    groundShadow(paint, jx + 20, 331, 110, 7) +
    floor +
    `<g transform="translate(${jx} ${jy + 2}) rotate(16) scale(0.92)">${top}</g>` +
    circle(jx, jy + 2, 6, paint.accent)
  );
};

export const KITCHEN_DRAWINGS = {
  'air-fryer': airFryer,
  'coffee-maker': coffeeMaker,
  'sous-vide': sousVide,
  'air-purifier': airPurifier,
  'stick-vacuum': stickVacuum,
} as const satisfies Record<string, Drawing>;
