/** Online services drawn as things: a VPN's shield, a password vault, a course, a payment card. */
import type { Drawing, Paint } from '../../drawing';
import { clipPath, deepGlassGradient, defs, num } from '../../svg-kit';
import { darken, lighten, luma, mix } from '../../tones';
import {
  box,
  circle,
  ellipse,
  groundShadow,
  ids,
  keyhole,
  litGradient,
  path,
  playTriangle,
  poly,
  rect,
  roundedRectPath,
  stroke,
  tick,
} from './kit';

// ---------------------------------------------------------------------------------------------
// VPN shield

interface ShieldPaths {
  full: string;
  right: string;
}

/** A heraldic shield `w` wide and `h` tall hanging from (cx, top); `round` gives a U-shaped foot. */
function shieldPaths(cx: number, top: number, w: number, h: number, round: boolean): ShieldPaths {
  const l = cx - w / 2;
  const r = cx + w / 2;
  const sh = top + h * 0.13;
  const side = top + h * (round ? 0.58 : 0.44);
  const bottom = top + h;
  const rightTop = `M${num(cx)} ${num(top)}C${num(cx + w * 0.2)} ${num(top + h * 0.08)} ${num(r - w * 0.12)} ${num(sh)} ${num(r)} ${num(sh)}L${num(r)} ${num(side)}`;
  const rightFoot = round
    ? `C${num(r)} ${num(top + h * 0.9)} ${num(cx + w * 0.26)} ${num(bottom)} ${num(cx)} ${num(bottom)}`
    : `C${num(r)} ${num(top + h * 0.72)} ${num(cx + w * 0.22)} ${num(top + h * 0.9)} ${num(cx)} ${num(bottom)}`;
  const leftFoot = round
    ? `C${num(cx - w * 0.26)} ${num(bottom)} ${num(l)} ${num(top + h * 0.9)} ${num(l)} ${num(side)}`
    : `C${num(cx - w * 0.22)} ${num(top + h * 0.9)} ${num(l)} ${num(top + h * 0.72)} ${num(l)} ${num(side)}`;
  const leftTop = `L${num(l)} ${num(sh)}C${num(l + w * 0.12)} ${num(sh)} ${num(cx - w * 0.2)} ${num(top + h * 0.08)} ${num(cx)} ${num(top)}Z`;
  return { full: rightTop + rightFoot + leftFoot + leftTop, right: `${rightTop}${rightFoot}Z` };
}

/** A layered shield emblem with a keyhole or a tick in its glass centre. */
function shieldEmblem(
  paint: Paint,
  glassId: string,
  cx: number,
  top: number,
  w: number,
  h: number,
  round: boolean,
  useKey: boolean,
): string {
  const outer = shieldPaths(cx, top, w, h, round);
  const face = shieldPaths(cx, top + 9, w - 18, h - 20, round);
  const inner = shieldPaths(cx, top + h * 0.2, w * 0.56, h * 0.56, round);
  const iconY = top + h * 0.2 + h * 0.26;
  return (
    path(outer.full, paint.trim) +
    path(face.full, paint.body) +
    path(face.right, mix(paint.body, paint.trim, 0.45)) +
    path(inner.full, `url(#${glassId})`) +
    (useKey
      ? keyhole(cx, iconY, h * 0.22, paint.glow)
      : tick(cx + w * 0.02, iconY + h * 0.02, w * 0.3, paint.glow)) +
    circle(cx - w * 0.28, top + h * 0.2, 5, lighten(paint.body, 0.35), { opacity: 0.8 })
  );
}

const vpnShield: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'vpn-shield');
  const layout = variant % 3;
  const round = variant % 4 >= 2;
  const useKey = variant % 2 === 1;
  const head = defs(deepGlassGradient(id('glass'), paint), litGradient(id('lit'), paint));
  if (layout === 1) {
    // A phone running the app: a shield, a connect switch and a server list.
    const icon = shieldPaths(200, 120, 78, 92, round);
    const rows = [0, 1, 2]
      .map(
        (i) =>
          circle(
            158,
            274 + i * 16,
            4,
            i === 0 ? paint.accent : mix(paint.glow, paint.screen, 0.5),
          ) + rect(168, 271 + i * 16, 70 - i * 12, 6, 3, paint.glow, { opacity: 0.35 }),
      )
      .join('');
    return (
      head +
      groundShadow(paint, 200, 330, 96, 8) +
      rect(124, 64, 152, 262, 28, paint.trim) +
      rect(127, 66, 146, 258, 26, paint.body) +
      rect(133, 72, 134, 246, 21, `url(#${id('lit')})`) +
      rect(183, 79, 34, 8, 4, paint.screen) +
      circle(200, 166, 62, paint.glow, { opacity: 0.08 }) +
      circle(200, 166, 50, paint.glow, { opacity: 0.14 }) +
      path(icon.full, paint.glow) +
      path(icon.right, mix(paint.glow, paint.screen, 0.18)) +
      (useKey ? keyhole(200, 162, 36, paint.screen) : tick(201, 166, 38, paint.screen)) +
      rect(164, 226, 72, 30, 15, paint.accent) +
      circle(221, 241, 11, lighten(paint.accent, 0.85)) +
      rows +
      stroke('M78 150L108 150M292 150L322 150', paint.glow, 2, { opacity: 0.5 }) +
      circle(72, 150, 6, paint.glow, { opacity: 0.6 }) +
      circle(328, 150, 6, paint.glow, { opacity: 0.6 })
    );
  }
  if (layout === 2) {
    // A shield in front of a wire-frame globe with an orbiting connection.
    const gx = 238;
    const gy = 168;
    const gr = 98;
    const globeLines = [0.35, 0.7]
      .map((t) =>
        ellipse(gx, gy, gr * t, gr, 'none', {
          stroke: paint.glow,
          'stroke-width': 1.5,
          opacity: 0.55,
        }),
      )
      .join('');
    const latitudes = [-0.5, 0, 0.5]
      .map((t) => {
        const y = gy + gr * t;
        const half = gr * Math.sqrt(1 - t * t);
        return stroke(`M${num(gx - half)} ${num(y)}L${num(gx + half)} ${num(y)}`, paint.glow, 1.5, {
          opacity: 0.55,
        });
      })
      .join('');
    return (
      head +
      groundShadow(paint, 196, 324, 110, 10) +
      circle(gx, gy, gr, mix(paint.screen, paint.glow, 0.3), { opacity: 0.35 }) +
      circle(gx, gy, gr, 'none', { stroke: paint.glow, 'stroke-width': 2, opacity: 0.7 }) +
      globeLines +
      latitudes +
      ellipse(gx, gy + 6, gr + 40, 34, 'none', {
        stroke: paint.accent,
        'stroke-width': 2,
        transform: `rotate(-18 ${gx} ${gy})`,
      }) +
      circle(gx + gr + 24, gy - 42, 7, paint.accent) +
      shieldEmblem(paint, id('glass'), 170, 104, 170, 212, round, useKey)
    );
  }
  // A big shield on a glowing network line.
  const nodes: Array<[number, number]> = [
    [44, 246],
    [92, 196],
    [308, 170],
    [356, 222],
  ];
  const network =
    stroke('M44 246L92 196L140 210M260 186L308 170L356 222', paint.glow, 2, { opacity: 0.8 }) +
    nodes
      .map(
        ([x, y]) => circle(x, y, 13, paint.glow, { opacity: 0.18 }) + circle(x, y, 6.5, paint.glow),
      )
      .join('');
  return (
    head +
    groundShadow(paint, 200, 326, 100, 10) +
    network +
    shieldEmblem(paint, id('glass'), 200, 78, 188, 238, round, useKey)
  );
};

// ---------------------------------------------------------------------------------------------
// Password vault

/** A key hanging from (x, y), `len` long, swung by `angle` degrees. */
function key(
  x: number,
  y: number,
  len: number,
  angle: number,
  colour: string,
  dark: string,
): string {
  const body =
    circle(0, 0, 19, colour) +
    circle(0, -6, 6, dark) +
    rect(-5, 14, 10, len, 3, colour) +
    rect(3, 14 + len - 30, 12, 8, 2, colour) +
    rect(3, 14 + len - 15, 16, 9, 2, colour) +
    rect(-2, 16, 3, len - 6, 1.5, darken(colour, 0.18), { opacity: 0.6 });
  return `<g transform="translate(${num(x)} ${num(y)}) rotate(${num(angle)})">${body}</g>`;
}

const passwordVault: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'password-vault');
  const layout = variant % 3;
  const side = mix(paint.body, paint.trim, 0.7);
  const top = lighten(paint.body, 0.18);
  if (layout === 1) {
    // A padlock with a key ring.
    const metal = lighten(paint.trim, 0.35);
    const ringX = 150;
    const ringY = 132;
    return (
      groundShadow(paint, 196, 318, 132, 10) +
      path(
        `M${ringX - 34} ${ringY}A34 34 0 1 0 ${ringX + 34} ${ringY}A34 34 0 1 0 ${ringX - 34} ${ringY}ZM${ringX - 28} ${ringY}A28 28 0 1 1 ${ringX + 28} ${ringY}A28 28 0 1 1 ${ringX - 28} ${ringY}Z`,
        metal,
        { 'fill-rule': 'evenodd' },
      ) +
      key(ringX - 22, ringY + 40, 92, 42, paint.accent, darken(paint.accent, 0.45)) +
      key(ringX + 2, ringY + 46, 104, 14, metal, darken(paint.trim, 0.3)) +
      path('M196 186V146A46 46 0 0 1 288 146V186H272V146A30 30 0 0 0 212 146V186Z', metal) +
      path(
        'M200 186V146A42 42 0 0 1 226 107L229 113A36 36 0 0 0 206 146V186Z',
        lighten(metal, 0.35),
        {
          opacity: 0.7,
        },
      ) +
      rect(178, 180, 128, 118, 18, paint.trim) +
      rect(178, 180, 112, 118, 18, paint.body) +
      rect(190, 192, 70, 8, 4, lighten(paint.body, 0.25), { opacity: 0.8 }) +
      circle(242, 234, 26, paint.screen) +
      keyhole(242, 236, 34, paint.glow)
    );
  }
  if (layout === 2) {
    // A keypad safe.
    const keys: string[] = [];
    for (let row = 0; row < 4; row += 1) {
      for (let col = 0; col < 3; col += 1) {
        const lit = row === 3 && col === 2;
        keys.push(
          rect(160 + col * 24, 166 + row * 22, 18, 15, 4, lit ? paint.accent : paint.screen),
        );
        if (!lit) {
          keys.push(circle(169 + col * 24, 173.5 + row * 22, 2, paint.glow, { opacity: 0.8 }));
        }
      }
    }
    return (
      groundShadow(paint, 206, 318, 118, 10) +
      rect(124, 296, 26, 12, 4, darken(paint.trim, 0.25)) +
      rect(256, 296, 26, 12, 4, darken(paint.trim, 0.25)) +
      box(108, 92, 180, 210, 30, 18, 12, paint.body, top, side) +
      rect(122, 106, 152, 182, 10, mix(paint.body, paint.trim, 0.25)) +
      rect(126, 110, 144, 174, 8, lighten(paint.body, 0.06)) +
      rect(116, 136, 8, 30, 3, paint.trim) +
      rect(116, 226, 8, 30, 3, paint.trim) +
      rect(150, 126, 92, 26, 6, paint.screen) +
      [0, 1, 2, 3].map((i) => circle(166 + i * 20, 139, 4, paint.glow)).join('') +
      keys.join('') +
      circle(254, 204, 13, paint.trim) +
      rect(250, 200, 8, 52, 4, paint.trim) +
      circle(254, 204, 6, paint.accent) +
      circle(254, 126, 4, paint.accent)
    );
  }
  // A round vault door in a strong box.
  const cx = 192;
  const cy = 200;
  const spokes = (variant >> 1) % 2 === 1 ? 3 : 4;
  const wheel = Array.from({ length: spokes }, (_, i) => {
    const a = (i * 180) / spokes + 20;
    return `<g transform="rotate(${num(a)} ${cx} ${cy})">${rect(cx - 42, cy - 4, 84, 8, 4, paint.trim)}${circle(cx - 42, cy, 7, paint.accent)}${circle(cx + 42, cy, 7, paint.accent)}</g>`;
  }).join('');
  const bolts = Array.from({ length: 8 }, (_, i) => {
    const a = (i * Math.PI) / 4;
    return circle(cx + Math.cos(a) * 62, cy + Math.sin(a) * 62, 3, darken(paint.body, 0.18));
  }).join('');
  return (
    defs(clipPath(id('door'), `<circle cx="${cx}" cy="${cy}" r="70"/>`)) +
    groundShadow(paint, 206, 314, 124, 10) +
    rect(112, 296, 26, 12, 4, darken(paint.trim, 0.25)) +
    rect(252, 296, 26, 12, 4, darken(paint.trim, 0.25)) +
    box(92, 96, 200, 206, 32, 20, 14, paint.body, top, side) +
    circle(cx, cy, 80, paint.trim) +
    circle(cx, cy, 70, lighten(paint.body, 0.1)) +
    path(`M${cx} ${cy - 70}A70 70 0 0 1 ${cx} ${cy + 70}Z`, mix(paint.body, paint.trim, 0.3), {
      'clip-path': `url(#${id('door')})`,
    }) +
    bolts +
    circle(cx, cy, 46, mix(paint.body, paint.trim, 0.5)) +
    circle(cx, cy, 40, lighten(paint.body, 0.04)) +
    wheel +
    circle(cx, cy, 14, paint.trim) +
    circle(cx, cy, 8, paint.accent) +
    rect(100, 150, 12, 26, 3, paint.trim) +
    rect(100, 224, 12, 26, 3, paint.trim) +
    circle(264, 126, 5, paint.accent)
  );
};

// ---------------------------------------------------------------------------------------------
// Online course

type Screen = (x: number, y: number, w: number, h: number) => string;

function laptop(
  paint: Paint,
  litId: string,
  x: number,
  y: number,
  w: number,
  h: number,
  content: Screen,
): string {
  const sx = x + 9;
  const sy = y + 9;
  const sw = w - 18;
  const sh = h - 16;
  return (
    rect(x, y, w, h + 6, 12, paint.trim) +
    rect(x + 3, y + 3, w - 6, h + 2, 10, darken(paint.screen, 0.2)) +
    rect(sx, sy, sw, sh, 4, `url(#${litId})`) +
    content(sx, sy, sw, sh) +
    path(
      `M${num(x - 22)} ${num(y + h + 2)}H${num(x + w + 22)}V${num(y + h + 10)}Q${num(x + w + 22)} ${num(y + h + 18)} ${num(x + w + 10)} ${num(y + h + 18)}H${num(x - 10)}Q${num(x - 22)} ${num(y + h + 18)} ${num(x - 22)} ${num(y + h + 10)}Z`,
      paint.body,
    ) +
    rect(x - 22, y + h + 2, w + 44, 4, 2, lighten(paint.body, 0.25)) +
    rect(x + w / 2 - 24, y + h + 2, 48, 5, 2.5, paint.trim) +
    rect(x - 10, y + h + 14, w + 20, 4, 2, darken(paint.body, 0.15), { opacity: 0.7 })
  );
}

function gradCap(paint: Paint, cx: number, cy: number, s: number): string {
  const cap = darken(paint.screen, 0.05);
  return (
    path(
      `M${num(cx - s * 0.56)} ${num(cy + s * 0.1)}V${num(cy + s * 0.5)}Q${num(cx)} ${num(cy + s * 0.75)} ${num(cx + s * 0.56)} ${num(cy + s * 0.5)}V${num(cy + s * 0.1)}Z`,
      lighten(paint.screen, 0.08),
    ) +
    poly(
      [
        [cx - s, cy],
        [cx, cy - s * 0.4],
        [cx + s, cy],
        [cx, cy + s * 0.4],
      ],
      cap,
    ) +
    poly(
      [
        [cx - s, cy],
        [cx, cy - s * 0.4],
        [cx, cy - s * 0.3],
        [cx - s * 0.8, cy],
      ],
      lighten(paint.screen, 0.2),
    ) +
    stroke(
      `M${num(cx)} ${num(cy)}L${num(cx + s * 0.78)} ${num(cy + s * 0.08)}L${num(cx + s * 0.78)} ${num(cy + s * 0.5)}`,
      paint.accent,
      2,
    ) +
    rect(cx + s * 0.78 - 4, cy + s * 0.48, 8, s * 0.26, 3, paint.accent) +
    ellipse(cx, cy, 5, 3, paint.accent)
  );
}

function book(paint: Paint, x: number, y: number, w: number, h: number, cover: string): string {
  const pages = mix(paint.body, '#ffffff', 0.82);
  return (
    rect(x, y, w, h, 4, cover) +
    rect(x + 6, y + 3, w - 9, h - 6, 2, pages) +
    stroke(`M${num(x + 10)} ${num(y + h / 2)}H${num(x + w - 6)}`, darken(pages, 0.12), 1) +
    rect(x, y, 12, h, 4, darken(cover, 0.12))
  );
}

function onlineCourseContent(paint: Paint, kind: number, progress: number): Screen {
  const soft = { opacity: 0.4 };
  return (x, y, w, h) => {
    if (kind === 1) {
      // A slide: a title, bullet points and a bar chart.
      const bullets = [0, 1, 2]
        .map(
          (i) =>
            circle(x + 18, y + 46 + i * 20, 3.5, paint.accent) +
            rect(x + 28, y + 43 + i * 20, w * 0.36 - i * 8, 6, 3, paint.glow, soft),
        )
        .join('');
      const bars = [0.45, 0.7, 0.55, 0.9]
        .map((t, i) =>
          rect(
            x + w * 0.6 + i * 16,
            y + h - 20 - (h - 56) * t,
            11,
            (h - 56) * t,
            2,
            i === 3 ? paint.accent : paint.glow,
            {
              opacity: i === 3 ? 1 : 0.7,
            },
          ),
        )
        .join('');
      return (
        rect(x + 12, y + 14, w * 0.5, 12, 4, paint.glow, { opacity: 0.85 }) +
        bullets +
        stroke(
          `M${num(x + w * 0.58)} ${num(y + h - 18)}H${num(x + w - 12)}`,
          paint.glow,
          1.5,
          soft,
        ) +
        bars
      );
    }
    if (kind === 2) {
      // A quiz: a step bar and answers, one ticked.
      const steps = [0, 1, 2, 3, 4]
        .map((i) =>
          rect(
            x + 12 + i * ((w - 24) / 5),
            y + 12,
            (w - 24) / 5 - 5,
            6,
            3,
            i < 2 + (progress > 0.5 ? 1 : 0) ? paint.accent : paint.glow,
            { opacity: i < 3 ? 1 : 0.3 },
          ),
        )
        .join('');
      const answers = [0, 1, 2]
        .map((i) => {
          const ry = y + 48 + i * 26;
          const chosen = i === 1;
          return (
            rect(x + 12, ry - 9, w - 24, 20, 6, chosen ? paint.accent : paint.glow, {
              opacity: chosen ? 0.22 : 0.1,
            }) +
            circle(
              x + 24,
              ry + 1,
              6,
              chosen ? paint.accent : 'none',
              chosen ? undefined : { stroke: paint.glow, 'stroke-width': 1.5, opacity: 0.7 },
            ) +
            (chosen ? tick(x + 24, ry + 2, 9, paint.screen) : '') +
            rect(x + 38, ry - 2, w * (0.5 - i * 0.08), 6, 3, paint.glow, soft)
          );
        })
        .join('');
      return rect(x + 12, y + 26, w * 0.55, 9, 4, paint.glow, { opacity: 0.8 }) + steps + answers;
    }
    // A video lesson with a progress bar and a playlist.
    const vw = w * 0.66;
    const vh = h - 38;
    const list = [0, 1, 2, 3]
      .map((i) => {
        const ly = y + 10 + i * ((h - 20) / 4);
        return (
          rect(x + vw + 18, ly, 18, 13, 3, i === 1 ? paint.accent : paint.glow, {
            opacity: i === 1 ? 0.9 : 0.35,
          }) +
          rect(x + vw + 40, ly + 2, w - vw - 52, 4, 2, paint.glow, soft) +
          rect(x + vw + 40, ly + 9, (w - vw - 52) * 0.6, 3, 1.5, paint.glow, { opacity: 0.25 })
        );
      })
      .join('');
    return (
      rect(x + 10, y + 10, vw, vh, 5, mix(paint.screen, paint.glow, 0.3)) +
      poly(
        [
          [x + 10, y + 10 + vh],
          [x + 10 + vw * 0.45, y + 10 + vh * 0.45],
          [x + 10 + vw * 0.7, y + 10 + vh * 0.75],
          [x + 10 + vw, y + 10 + vh * 0.55],
          [x + 10 + vw, y + 10 + vh],
        ],
        mix(paint.screen, paint.glow, 0.45),
      ) +
      circle(x + 10 + vw / 2, y + 10 + vh / 2, 17, paint.accent) +
      playTriangle(x + 12 + vw / 2, y + 10 + vh / 2, 16, lighten(paint.accent, 0.9)) +
      rect(x + 10, y + h - 18, vw, 5, 2.5, paint.glow, { opacity: 0.25 }) +
      rect(x + 10, y + h - 18, vw * progress, 5, 2.5, paint.accent) +
      circle(x + 10 + vw * progress, y + h - 15.5, 5, lighten(paint.accent, 0.5)) +
      list
    );
  };
}

const onlineCourse: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'online-course');
  const layout = variant % 3;
  const progress = 0.3 + (variant % 4) * 0.15;
  const head = defs(litGradient(id('lit'), paint), deepGlassGradient(id('glass'), paint));
  if (layout === 1) {
    // A tablet on a stand showing a slide, with books and a cap beside it.
    const tx = 150;
    const ty = 100;
    const tw = 196;
    const th = 140;
    return (
      head +
      groundShadow(paint, 200, 306, 160, 10) +
      rect(tx + tw / 2 - 12, ty + th - 10, 24, 298 - ty - th, 4, darken(paint.trim, 0.1)) +
      ellipse(tx + tw / 2, 298, 44, 7, paint.trim) +
      rect(tx, ty, tw, th, 16, paint.trim) +
      rect(tx + 3, ty + 3, tw - 6, th - 6, 14, paint.body) +
      rect(tx + 10, ty + 10, tw - 20, th - 20, 8, `url(#${id('lit')})`) +
      onlineCourseContent(paint, 1, progress)(tx + 10, ty + 10, tw - 20, th - 20) +
      book(paint, 44, 276, 120, 22, paint.trim) +
      book(paint, 54, 254, 104, 22, paint.accent) +
      book(paint, 48, 232, 112, 22, mix(paint.body, paint.trim, 0.4)) +
      gradCap(paint, 104, 210, 52)
    );
  }
  if (layout === 2) {
    // A laptop with a quiz, and a completion rosette.
    const bx = 300;
    const by = 112;
    return (
      head +
      groundShadow(paint, 200, 272, 150, 10) +
      laptop(paint, id('lit'), 84, 100, 212, 142, onlineCourseContent(paint, 2, progress)) +
      poly(
        [
          [bx - 22, by + 14],
          [bx - 34, by + 72],
          [bx - 20, by + 64],
          [bx - 10, by + 76],
          [bx - 2, by + 20],
        ],
        darken(paint.accent, 0.15),
      ) +
      poly(
        [
          [bx + 2, by + 20],
          [bx + 10, by + 76],
          [bx + 20, by + 64],
          [bx + 34, by + 72],
          [bx + 22, by + 14],
        ],
        darken(paint.accent, 0.3),
      ) +
      circle(bx, by, 32, paint.accent) +
      circle(bx, by, 24, lighten(paint.accent, 0.3)) +
      tick(bx, by + 2, 24, darken(paint.accent, 0.35)) +
      gradCap(paint, 336, 262, 36) +
      groundShadow(paint, 336, 296, 30, 5)
    );
  }
  return (
    head +
    groundShadow(paint, 184, 262, 150, 9) +
    laptop(paint, id('lit'), 74, 92, 224, 148, onlineCourseContent(paint, 0, progress)) +
    groundShadow(paint, 322, 304, 44, 6) +
    book(paint, 276, 282, 96, 18, paint.accent) +
    gradCap(paint, 324, 256, 48)
  );
};

// ---------------------------------------------------------------------------------------------
// Credit card

const creditCard: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'credit-card');
  const band = variant % 4;
  const twoCards = (variant >> 2) % 2 === 1;
  const x = 75;
  const y = 116;
  const w = 250;
  const h = 158;
  const cardPath = roundedRectPath(x, y, w, h, 14);
  const light = luma(paint.body) > 0.55;
  const ink = light ? darken(paint.body, 0.55) : lighten(paint.body, 0.75);
  let pattern: string;
  if (band === 1) {
    pattern = [190, 150, 110]
      .map((r, i) =>
        circle(x + w + 10, y + h + 20, r, mix(paint.body, paint.accent, 0.35 + i * 0.25)),
      )
      .join('');
  } else if (band === 2) {
    pattern =
      rect(x, y + h * 0.64, w, h * 0.36, 0, paint.trim) +
      rect(x, y + h * 0.64, w, 5, 0, paint.accent);
  } else if (band === 3) {
    pattern =
      path(
        `M${x} ${num(y + h * 0.7)}C${num(x + w * 0.3)} ${num(y + h * 0.45)} ${num(x + w * 0.6)} ${num(y + h * 1.0)} ${x + w} ${num(y + h * 0.55)}V${y + h}H${x}Z`,
        mix(paint.body, paint.accent, 0.55),
      ) +
      path(
        `M${x} ${num(y + h * 0.84)}C${num(x + w * 0.35)} ${num(y + h * 0.62)} ${num(x + w * 0.65)} ${num(y + h * 1.08)} ${x + w} ${num(y + h * 0.72)}V${y + h}H${x}Z`,
        paint.accent,
      );
  } else {
    pattern =
      poly(
        [
          [x + w * 0.58, y],
          [x + w, y],
          [x + w, y + h],
          [x + w * 0.3, y + h],
        ],
        mix(paint.body, paint.accent, 0.6),
      ) +
      poly(
        [
          [x + w * 0.5, y],
          [x + w * 0.56, y],
          [x + w * 0.28, y + h],
          [x + w * 0.22, y + h],
        ],
        paint.accent,
        { opacity: 0.8 },
      );
  }
  const chipX = x + 28;
  const chipY = y + 44;
  const gold = mix('#e3bd62', paint.glow, 0.15);
  const chip =
    rect(chipX, chipY, 40, 30, 6, gold) +
    stroke(
      `M${chipX} ${chipY + 10}H${chipX + 13}M${chipX} ${chipY + 20}H${chipX + 13}M${chipX + 27} ${chipY + 10}H${chipX + 40}M${chipX + 27} ${chipY + 20}H${chipX + 40}M${chipX + 13} ${chipY}V${chipY + 30}M${chipX + 27} ${chipY}V${chipY + 30}`,
      darken(gold, 0.3),
      1.2,
    );
  const wx = x + 84;
  const wy = y + 59;
  const waves = [7, 12, 17]
    .map((r) =>
      stroke(
        `M${num(wx + r * 0.5)} ${num(wy - r * 0.87)}A${r} ${r} 0 0 1 ${num(wx + r * 0.5)} ${num(wy + r * 0.87)}`,
        ink,
        2,
      ),
    )
    .join('');
  const dots: string[] = [];
  for (let g = 0; g < 4; g += 1) {
    for (let d = 0; d < 4; d += 1) {
      dots.push(circle(x + 30 + g * 50 + d * 9, y + 104, 2.6, ink, { opacity: 0.85 }));
    }
  }
  const mark =
    circle(x + w - 50, y + h - 30, 14, light ? darken(paint.accent, 0.1) : paint.accent, {
      opacity: 0.95,
    }) + circle(x + w - 32, y + h - 30, 14, mix(paint.accent, paint.glow, 0.6), { opacity: 0.85 });
  const back = twoCards
    ? `<g transform="rotate(-2 200 195) translate(30 -24)">${rect(x, y, w, h, 14, paint.trim)}${rect(x, y + 26, w, 26, 0, darken(paint.trim, 0.35))}${rect(x + w - 60, y + h - 40, 36, 22, 5, paint.accent, { opacity: 0.7 })}</g>`
    : '';
  return (
    defs(clipPath(id('card'), `<path d="${cardPath}"/>`)) +
    groundShadow(paint, 204, 310, 130, 10) +
    back +
    `<g transform="rotate(-12 200 195)">` +
    path(cardPath, paint.body) +
    `<g clip-path="url(#${id('card')})">${pattern}</g>` +
    stroke(`M${x + 16} ${y + 1.5}H${x + w - 16}`, lighten(paint.body, 0.4), 1.5, { opacity: 0.7 }) +
    chip +
    waves +
    dots.join('') +
    rect(x + 30, y + 126, 74, 6, 3, ink, { opacity: 0.5 }) +
    mark +
    `</g>`
  );
};

export const SERVICE_DRAWINGS = {
  'vpn-shield': vpnShield,
  'password-vault': passwordVault,
  'online-course': onlineCourse,
  'credit-card': creditCard,
} as const satisfies Record<string, Drawing>;
