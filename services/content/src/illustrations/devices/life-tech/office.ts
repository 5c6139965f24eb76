/** Desk and home-office gear: standing desk, office chair, webcam, dock, microphone. */
import type { Drawing, Paint } from '../../drawing';
import { clipPath, deepGlassGradient, defs, num } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import {
  box,
  circle,
  ellipse,
  groundShadow,
  ids,
  litGradient,
  path,
  poly,
  rect,
  slatPattern,
  stroke,
} from './kit';

// ---------------------------------------------------------------------------------------------
// Standing desk

function monitorOnDesk(
  paint: Paint,
  litId: string,
  cx: number,
  surface: number,
  w: number,
  h: number,
): string {
  const top = surface - h - 30;
  return (
    ellipse(cx, surface - 6, w * 0.22, 5, paint.trim) +
    rect(cx - 6, top + h - 4, 12, surface - 6 - (top + h - 4), 3, darken(paint.trim, 0.1)) +
    rect(cx - w / 2, top, w, h, 6, darken(paint.screen, 0.15)) +
    rect(cx - w / 2 + 4, top + 4, w - 8, h - 8, 3, `url(#${litId})`) +
    rect(cx - w / 2 + 12, top + 12, w * 0.4, 6, 3, paint.glow, { opacity: 0.7 }) +
    rect(cx - w / 2 + 12, top + 24, w * 0.55, 4, 2, paint.glow, { opacity: 0.35 }) +
    rect(cx + w * 0.12, top + h - 32, w * 0.3, 20, 3, paint.accent, { opacity: 0.8 })
  );
}

const standingDesk: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'standing-desk');
  const layout = variant % 3;
  const raised = layout !== 1;
  const frame = (variant >> 1) % 2 === 1 ? darken(paint.trim, 0.25) : lighten(paint.trim, 0.2);
  const y = raised ? (layout === 0 ? 186 : 194) : 222;
  const x0 = 56;
  const x1 = 318;
  const depth = 30;
  const lift = 20;
  const thick = 12;
  const floor = 304;
  const leg = (x: number): string => {
    const upperEnd = y + thick + (floor - y - thick) * 0.45;
    return (
      rect(x - 8, y + thick, 16, upperEnd - y - thick + 4, 2, lighten(frame, 0.12)) +
      rect(x - 12, upperEnd, 24, floor - upperEnd, 3, frame) +
      rect(x + 4, upperEnd + 4, 6, floor - upperEnd - 8, 2, darken(frame, 0.15), { opacity: 0.6 }) +
      rect(x - 34, floor, 72, 10, 5, darken(frame, 0.1)) +
      rect(x - 34, floor + 8, 8, 5, 2, darken(frame, 0.3)) +
      rect(x + 30, floor + 8, 8, 5, 2, darken(frame, 0.3))
    );
  };
  const topFace =
    layout === 2
      ? `M${x0 + 10} ${y}H${x1 - 10}Q${x1} ${y} ${x1 + 8} ${y - 6}L${x1 + depth - 4} ${y - lift + 2}Q${x1 + depth} ${y - lift} ${x1 + depth - 10} ${y - lift}H${x0 + depth + 10}Q${x0 + depth} ${y - lift} ${x0 + depth - 6} ${y - lift + 4}L${x0 + 2} ${y - 4}Q${x0} ${y} ${x0 + 10} ${y}Z`
      : `M${x0} ${y}H${x1}L${x1 + depth} ${y - lift}H${x0 + depth}Z`;
  let items: string;
  if (layout === 1) {
    // A laptop, a mug and a plant on a lowered desk.
    const lx = 120;
    items =
      poly(
        [
          [lx, y - 4],
          [lx + 96, y - 4],
          [lx + 106, y - 14],
          [lx + 12, y - 14],
        ],
        lighten(paint.trim, 0.35),
      ) +
      poly(
        [
          [lx + 12, y - 14],
          [lx + 106, y - 14],
          [lx + 118, y - 78],
          [lx + 26, y - 78],
        ],
        darken(paint.screen, 0.1),
      ) +
      poly(
        [
          [lx + 18, y - 18],
          [lx + 100, y - 18],
          [lx + 111, y - 74],
          [lx + 30, y - 74],
        ],
        `url(#${id('lit')})`,
      ) +
      rect(lx + 42, y - 62, 40, 5, 2.5, paint.glow, { opacity: 0.7 }) +
      rect(248, y - 28, 20, 24, 5, paint.accent) +
      path(`M268 ${y - 22}a6 6 0 0 1 0 12`, 'none', { stroke: paint.accent, 'stroke-width': 2 }) +
      rect(284, y - 26, 24, 24, 4, lighten(paint.trim, 0.1)) +
      path(`M296 ${y - 26}Q280 ${y - 50} 286 ${y - 64}Q298 ${y - 46} 296 ${y - 26}Z`, '#4f9d69') +
      path(`M296 ${y - 26}Q312 ${y - 46} 312 ${y - 58}Q296 ${y - 48} 296 ${y - 26}Z`, '#3f7f55');
  } else if (layout === 2) {
    // A monitor on an arm and a lamp.
    items =
      rect(100, y - 12, 10, 12, 3, frame) +
      poly(
        [
          [102, y - 12],
          [108, y - 12],
          [176, y - 56],
          [170, y - 62],
        ],
        frame,
      ) +
      rect(170, y - 64, 12, 10, 3, frame) +
      rect(142, y - 128, 124, 76, 6, darken(paint.screen, 0.15)) +
      rect(146, y - 124, 116, 68, 3, `url(#${id('lit')})`) +
      rect(154, y - 116, 46, 6, 3, paint.glow, { opacity: 0.7 }) +
      rect(154, y - 104, 64, 4, 2, paint.glow, { opacity: 0.35 }) +
      rect(226, y - 88, 30, 24, 3, paint.accent, { opacity: 0.8 }) +
      ellipse(290, y - 3, 20, 5, paint.trim) +
      poly(
        [
          [286, y - 6],
          [292, y - 6],
          [272, y - 62],
          [266, y - 60],
        ],
        paint.trim,
      ) +
      poly(
        [
          [266, y - 62],
          [272, y - 60],
          [300, y - 84],
          [296, y - 88],
        ],
        paint.trim,
      ) +
      path(`M288 ${y - 92}L312 ${y - 76}L304 ${y - 66}Z`, paint.accent) +
      ellipse(306, y - 71, 7, 3, paint.glow, { transform: `rotate(34 306 ${y - 71})` });
  } else {
    // A monitor and a keyboard.
    items =
      monitorOnDesk(paint, id('lit'), 200, y - 8, 140, 80) +
      poly(
        [
          [140, y - 2],
          [232, y - 2],
          [240, y - 8],
          [148, y - 8],
        ],
        lighten(paint.trim, 0.3),
      ) +
      ellipse(262, y - 5, 10, 4, lighten(paint.trim, 0.3));
  }
  return (
    defs(litGradient(id('lit'), paint)) +
    groundShadow(paint, 200, 320, 150, 10) +
    (layout === 1 ? '' : rect(x0 + 50, y + 40, x1 - x0 - 100, 8, 4, darken(frame, 0.2))) +
    leg(x0 + 44) +
    leg(x1 - 44) +
    path(topFace, lighten(paint.body, 0.12)) +
    poly(
      [
        [x1, y],
        [x1 + depth, y - lift],
        [x1 + depth, y - lift + thick],
        [x1, y + thick],
      ],
      darken(paint.body, 0.2),
    ) +
    rect(x0, y, x1 - x0, thick, 3, mix(paint.body, paint.trim, 0.6)) +
    rect(x0 + 4, y + 1, x1 - x0 - 8, 2, 1, lighten(paint.body, 0.35), { opacity: 0.7 }) +
    rect(x1 - 66, y + thick, 34, 10, 3, darken(paint.screen, 0.05)) +
    circle(x1 - 58, y + thick + 5, 2, paint.glow) +
    circle(x1 - 49, y + thick + 5, 2, paint.glow) +
    circle(x1 - 40, y + thick + 5, 2, paint.accent) +
    items
  );
};

// ---------------------------------------------------------------------------------------------
// Office chair

const officeChair: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'office-chair');
  const layout = variant % 3;
  const arms = (variant >> 1) % 2 === 0;
  const frame = darken(paint.trim, 0.2);
  const cushion = paint.body;
  const hubX = 200;
  const hubY = 282;
  const feet: Array<[number, number]> = [
    [96, 300],
    [304, 300],
    [140, 316],
    [260, 316],
    [200, 324],
  ];
  const base = feet
    .map(([fx, fy]) => {
      const dx = fx - hubX;
      const dy = fy - hubY;
      const len = Math.hypot(dx, dy);
      const px = (-dy / len) * 6;
      const py = (dx / len) * 6;
      return poly(
        [
          [hubX + px, hubY + py],
          [fx + px * 0.6, fy + py * 0.6 - 4],
          [fx - px * 0.6, fy - py * 0.6 - 4],
          [hubX - px, hubY - py],
        ],
        frame,
      );
    })
    .join('');
  const casters = feet
    .map(
      ([fx, fy]) =>
        rect(fx - 3, fy - 4, 6, 8, 2, frame) +
        circle(fx, fy + 6, 8, darken(paint.screen, 0.05)) +
        circle(fx - 2, fy + 4, 2.5, lighten(paint.screen, 0.25)),
    )
    .join('');
  let back: string;
  if (layout === 1) {
    // A padded mid back.
    back =
      rect(190, 180, 20, 40, 4, frame) +
      path(
        'M138 130Q136 100 170 96H230Q264 100 262 130L256 186Q254 200 240 200H160Q146 200 144 186Z',
        mix(cushion, paint.trim, 0.3),
      ) +
      path(
        'M146 132Q146 108 172 104H228Q254 108 254 132L248 182Q246 192 236 192H164Q154 192 152 182Z',
        cushion,
      ) +
      rect(198, 112, 4, 72, 2, darken(cushion, 0.15), { opacity: 0.7 }) +
      path('M160 118Q170 110 186 110', 'none', {
        stroke: lighten(cushion, 0.3),
        'stroke-width': 2,
        'stroke-linecap': 'round',
      });
  } else if (layout === 2) {
    // A mesh back in a frame, with a lumbar pad.
    const shape =
      'M146 104Q146 86 166 84H234Q254 86 254 104L246 190Q244 202 232 202H168Q156 202 154 190Z';
    back =
      defs(
        slatPattern(id('mesh'), 5, 1.6, darken(paint.screen, 0.2)),
        clipPath(id('back'), `<path d="${shape}"/>`),
      ) +
      rect(190, 180, 20, 40, 4, frame) +
      path(shape, frame) +
      path(
        'M154 108Q154 94 168 92H232Q246 94 246 108L239 186Q238 194 230 194H170Q162 194 161 186Z',
        mix(paint.screen, paint.glow, 0.18),
      ) +
      path(
        'M154 108Q154 94 168 92H232Q246 94 246 108L239 186Q238 194 230 194H170Q162 194 161 186Z',
        `url(#${id('mesh')})`,
        { opacity: 0.6 },
      ) +
      rect(160, 156, 80, 14, 7, paint.accent, { 'clip-path': `url(#${id('back')})` });
  } else {
    // A tall back with a headrest.
    back =
      rect(190, 180, 20, 40, 4, frame) +
      rect(194, 78, 12, 30, 4, frame) +
      rect(160, 64, 80, 26, 13, mix(cushion, paint.trim, 0.3)) +
      rect(164, 66, 72, 20, 10, cushion) +
      rect(142, 98, 116, 106, 30, mix(cushion, paint.trim, 0.3)) +
      rect(148, 102, 104, 96, 26, cushion) +
      rect(148, 132, 104, 4, 2, darken(cushion, 0.15), { opacity: 0.8 }) +
      rect(148, 164, 104, 4, 2, darken(cushion, 0.15), { opacity: 0.8 }) +
      rect(160, 108, 40, 4, 2, lighten(cushion, 0.3), { opacity: 0.7 });
  }
  const armrest = (x: number, flip: number): string =>
    rect(x - 5, 198, 10, 30, 3, frame) +
    rect(x - 16 + flip * 4, 188, 32, 12, 6, darken(paint.screen, 0.02)) +
    rect(x - 12 + flip * 4, 189, 22, 3, 1.5, lighten(paint.screen, 0.2));
  return (
    groundShadow(paint, 200, 326, 124, 11) +
    back +
    rect(194, 232, 12, 52, 4, lighten(frame, 0.3)) +
    rect(190, 250, 20, 34, 5, frame) +
    base +
    ellipse(hubX, hubY, 14, 7, frame) +
    casters +
    rect(150, 226, 100, 14, 6, frame) +
    path(
      'M122 214Q124 204 140 204H260Q276 204 278 214L282 230Q282 240 270 240H130Q118 240 118 230Z',
      mix(cushion, paint.trim, 0.45),
    ) +
    path(
      'M124 212Q126 204 140 204H260Q274 204 276 212L278 222Q276 230 264 230H136Q124 230 122 222Z',
      cushion,
    ) +
    rect(146, 208, 70, 3, 1.5, lighten(cushion, 0.3), { opacity: 0.8 }) +
    (arms ? armrest(128, -1) + armrest(272, 1) : '')
  );
};

// ---------------------------------------------------------------------------------------------
// Webcam

function lens(paint: Paint, glassId: string, cx: number, cy: number, r: number): string {
  return (
    circle(cx, cy, r, paint.trim) +
    circle(cx, cy, r * 0.8, darken(paint.screen, 0.2)) +
    circle(cx, cy, r * 0.62, `url(#${glassId})`) +
    circle(cx, cy, r * 0.3, mix(paint.screen, paint.glow, 0.3)) +
    circle(cx, cy, r * 0.14, darken(paint.screen, 0.3)) +
    circle(cx - r * 0.28, cy - r * 0.28, r * 0.12, '#ffffff', { opacity: 0.7 })
  );
}

function micHoles(fill: string, cx: number, cy: number): string {
  let dots = '';
  for (let i = 0; i < 3; i += 1) {
    for (let j = 0; j < 2; j += 1) {
      dots += circle(cx - 6 + i * 6, cy - 3 + j * 6, 1.6, fill);
    }
  }
  return dots;
}

const webcam: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'webcam');
  const layout = variant % 3;
  const shutter = (variant >> 1) % 2 === 1;
  const head = defs(deepGlassGradient(id('glass'), paint));
  const side = mix(paint.body, paint.trim, 0.6);
  if (layout === 1) {
    // A ball camera on a short neck and a round foot.
    return (
      head +
      groundShadow(paint, 200, 300, 90, 10) +
      ellipse(200, 284, 70, 16, side) +
      ellipse(200, 278, 70, 16, paint.body) +
      ellipse(188, 274, 34, 6, lighten(paint.body, 0.2), { opacity: 0.7 }) +
      rect(190, 208, 20, 72, 8, paint.trim) +
      circle(200, 150, 74, side) +
      circle(194, 144, 70, paint.body) +
      path('M146 110A68 68 0 0 1 190 82', 'none', {
        stroke: lighten(paint.body, 0.35),
        'stroke-width': 2,
        'stroke-linecap': 'round',
      }) +
      circle(200, 150, 46, darken(paint.screen, 0.05)) +
      lens(paint, id('glass'), 200, 150, 34) +
      circle(240, 104, 5, paint.accent) +
      (shutter ? rect(170, 96, 60, 8, 4, paint.trim) : '')
    );
  }
  if (layout === 2) {
    // A square camera with a ring light, on a mini tripod.
    const cx = 200;
    const cy = 158;
    return (
      head +
      groundShadow(paint, 200, 318, 100, 9) +
      poly(
        [
          [196, 232],
          [204, 232],
          [132, 312],
          [122, 308],
        ],
        paint.trim,
      ) +
      poly(
        [
          [196, 232],
          [204, 232],
          [278, 308],
          [268, 312],
        ],
        paint.trim,
      ) +
      poly(
        [
          [196, 232],
          [204, 232],
          [206, 318],
          [194, 318],
        ],
        darken(paint.trim, 0.15),
      ) +
      rect(188, 222, 24, 16, 5, darken(paint.trim, 0.2)) +
      rect(126, 90, 156, 140, 32, side) +
      rect(120, 86, 152, 136, 30, paint.body) +
      circle(cx - 4, cy - 4, 54, paint.glow, { opacity: 0.25 }) +
      circle(cx - 4, cy - 4, 48, paint.glow) +
      circle(cx - 4, cy - 4, 40, paint.trim) +
      lens(paint, id('glass'), cx - 4, cy - 4, 32) +
      (shutter ? rect(150, 96, 56, 8, 4, paint.accent) : circle(252, 102, 5, paint.accent)) +
      micHoles(darken(paint.body, 0.35), 140, 206) +
      micHoles(darken(paint.body, 0.35), 252, 206)
    );
  }
  // A pill-shaped camera on a monitor clip.
  return (
    head +
    groundShadow(paint, 200, 300, 104, 9) +
    poly(
      [
        [176, 196],
        [224, 196],
        [240, 286],
        [160, 286],
      ],
      paint.trim,
    ) +
    rect(150, 280, 100, 12, 6, darken(paint.trim, 0.15)) +
    rect(176, 196, 48, 14, 4, darken(paint.trim, 0.2)) +
    rect(96, 130, 214, 74, 37, side) +
    rect(90, 124, 214, 74, 37, paint.body) +
    rect(112, 130, 120, 3, 1.5, lighten(paint.body, 0.35), { opacity: 0.7 }) +
    rect(150, 136, 94, 50, 25, darken(paint.screen, 0.05)) +
    lens(paint, id('glass'), 197, 161, 22) +
    circle(232, 161, 4, paint.accent) +
    micHoles(darken(paint.body, 0.35), 124, 161) +
    micHoles(darken(paint.body, 0.35), 270, 161) +
    (shutter ? rect(166, 116, 62, 10, 5, paint.accent) : '')
  );
};

// ---------------------------------------------------------------------------------------------
// Dock

/** A row of ports along (x, y): the codes pick USB-C, USB-A, HDMI, Ethernet, SD and audio. */
function ports(paint: Paint, x: number, y: number, codes: string, vertical = false): string {
  const hole = darken(paint.screen, 0.2);
  const tongue = lighten(paint.trim, 0.3);
  let at = 0;
  let out = '';
  for (const code of codes) {
    const px = vertical ? x : x + at;
    const py = vertical ? y + at : y;
    let size = 0;
    if (code === 'c') {
      out += rect(px, py - 4, 20, 8, 4, hole) + rect(px + 5, py - 1, 10, 2, 1, tongue);
      size = 20;
    } else if (code === 'a') {
      out +=
        rect(px, py - 6, 24, 12, 2, hole) +
        rect(px + 3, py - 4, 18, 4, 1, paint.accent, { opacity: 0.9 });
      size = 24;
    } else if (code === 'h') {
      out += poly(
        [
          [px, py - 6],
          [px + 28, py - 6],
          [px + 28, py + 2],
          [px + 24, py + 6],
          [px + 4, py + 6],
          [px, py + 2],
        ],
        hole,
      );
      size = 28;
    } else if (code === 'e') {
      out += path(
        `M${px} ${py - 9}H${px + 22}V${py + 6}H${px + 15}V${py + 10}H${px + 7}V${py + 6}H${px}Z`,
        hole,
      );
      size = 22;
    } else if (code === 's') {
      out += rect(px, py - 2.5, 30, 5, 2, hole);
      size = 30;
    } else {
      out += circle(px + 6, py, 6, hole) + circle(px + 6, py, 2.5, darken(paint.screen, 0.5));
      size = 12;
    }
    at += size + (vertical ? 14 : 9);
  }
  return out;
}

/** A filled cable (a ribbon `thick` wide) along a quadratic curve, ending in a USB-C plug. */
function cable(
  paint: Paint,
  from: [number, number],
  via: [number, number],
  to: [number, number],
  thick: number,
  plugAngle: number,
): string {
  const t = thick / 2;
  const d = `M${num(from[0])} ${num(from[1] - t)}Q${num(via[0])} ${num(via[1] - t)} ${num(to[0])} ${num(to[1] - t)}L${num(to[0])} ${num(to[1] + t)}Q${num(via[0])} ${num(via[1] + t)} ${num(from[0])} ${num(from[1] + t)}Z`;
  return (
    path(d, darken(paint.trim, 0.2)) +
    `<g transform="translate(${num(to[0])} ${num(to[1])}) rotate(${num(plugAngle)})">${rect(-34, -8, 30, 16, 5, paint.trim)}${rect(-36, -6, 6, 12, 2, darken(paint.trim, 0.3))}${rect(-4, -5, 16, 10, 4, lighten(paint.trim, 0.4))}</g>`
  );
}

const dock: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'dock');
  const layout = variant % 3;
  const set = (variant >> 1) % 2 === 0;
  const side = mix(paint.body, paint.trim, 0.7);
  const topFace = lighten(paint.body, 0.15);
  if (layout === 1) {
    // A vertical dock standing on its end, ports down the front.
    const x = 168;
    const y = 96;
    return (
      defs(slatPattern(id('vent'), 8, 3, darken(side, 0.25))) +
      groundShadow(paint, 214, 314, 90, 10) +
      cable(paint, [x + 30, 300], [x - 60, 320], [x - 80, 230], 8, -70) +
      box(x, y, 72, 208, 44, 24, 12, paint.body, topFace, side) +
      poly(
        [
          [x + 80, y - 4],
          [x + 108, y - 20],
          [x + 108, y + 180],
          [x + 80, y + 196],
        ],
        `url(#${id('vent')})`,
        { opacity: 0.8 },
      ) +
      rect(x + 10, y + 10, 52, 188, 8, mix(paint.body, paint.trim, 0.2)) +
      rect(x + 28, y + 20, 16, 4, 2, paint.accent) +
      ports(paint, x + 25, y + 44, set ? 'cahea' : 'ccaeo', true) +
      ports(paint, x + 22, y + 170, 's')
    );
  }
  if (layout === 2) {
    // A slim travel hub with its own cable.
    const x = 126;
    const y = 196;
    const w = 176;
    return (
      groundShadow(paint, 222, 284, 110, 9) +
      cable(paint, [x + 6, y + 22], [x - 70, y + 30], [x - 40, y - 80], 9, -60) +
      box(x, y, w, 50, 34, 30, 20, paint.body, topFace, side) +
      rect(x + 14, y - 20, w - 10, 3, 1.5, lighten(topFace, 0.3), { opacity: 0.7 }) +
      rect(x + 18, y + 8, 10, 4, 2, paint.accent) +
      ports(paint, x + 38, y + 26, set ? 'cahs' : 'acch')
    );
  }
  // A desktop dock: a wide slab with a row of ports and a cable to the laptop.
  const x = 66;
  const y = 170;
  const w = 250;
  return (
    groundShadow(paint, 210, 284, 150, 10) +
    cable(paint, [x + 40, y - 10], [x + 40, y - 60], [x + 120, y - 72], 9, 0) +
    box(x, y, w, 84, 46, 34, 14, paint.body, topFace, side) +
    rect(x + 24, y - 24, 150, 4, 2, lighten(topFace, 0.3), { opacity: 0.6 }) +
    rect(x + 12, y + 12, w - 24, 60, 10, mix(paint.body, paint.trim, 0.2)) +
    rect(x + 24, y + 22, 22, 4, 2, paint.accent) +
    circle(x + w - 30, y + 26, 5, paint.glow) +
    ports(paint, x + 26, y + 50, set ? 'aaheccs' : 'chaacce')
  );
};

// ---------------------------------------------------------------------------------------------
// Microphone

const microphone: Drawing = ({ paint, variant, idPrefix }) => {
  const id = ids(idPrefix, 'microphone');
  const layout = variant % 3;
  const ringed = (variant >> 1) % 2 === 1;
  const grille = mix(paint.trim, paint.screen, 0.4);
  const metal = lighten(paint.trim, 0.3);
  const mesh = `url(#${id('mesh')})`;
  const head = defs(
    slatPattern(id('mesh'), 5, 1.8, darken(grille, 0.35)),
    deepGlassGradient(id('glass'), paint),
  );
  if (layout === 1) {
    // A USB condenser on a tripod, with a knob and a mute light.
    const cx = 200;
    return (
      head +
      groundShadow(paint, 200, 322, 100, 9) +
      poly(
        [
          [196, 262],
          [204, 262],
          [134, 316],
          [124, 312],
        ],
        paint.trim,
      ) +
      poly(
        [
          [196, 262],
          [204, 262],
          [276, 312],
          [266, 316],
        ],
        paint.trim,
      ) +
      poly(
        [
          [196, 262],
          [204, 262],
          [206, 324],
          [194, 324],
        ],
        darken(paint.trim, 0.15),
      ) +
      rect(190, 238, 20, 30, 6, darken(paint.trim, 0.2)) +
      rect(cx - 44, 148, 88, 100, 20, paint.body) +
      rect(cx + 14, 150, 28, 96, 14, mix(paint.body, paint.trim, 0.5)) +
      rect(cx - 46, 64, 92, 100, 46, grille) +
      rect(cx - 46, 64, 92, 100, 46, mesh) +
      rect(cx - 34, 76, 14, 60, 7, lighten(grille, 0.25), { opacity: 0.35 }) +
      rect(cx - 48, 150, 96, 12, 6, paint.accent) +
      circle(cx, 196, 13, paint.trim) +
      circle(cx, 196, 9, lighten(paint.trim, 0.25)) +
      rect(cx - 1.5, 186, 3, 8, 1.5, paint.accent) +
      circle(cx, 226, 4, paint.glow)
    );
  }
  if (layout === 2) {
    // A studio condenser in a shock mount, behind a pop filter.
    const cx = 224;
    return (
      head +
      groundShadow(paint, 208, 324, 120, 9) +
      ellipse(cx, 312, 50, 11, paint.trim) +
      rect(cx - 5, 236, 10, 76, 4, metal) +
      circle(cx, 176, 62, 'none', { stroke: metal, 'stroke-width': 2 }) +
      stroke(
        `M${cx - 62} 176L${cx - 28} 150M${cx - 62} 176L${cx - 28} 206M${cx + 62} 176L${cx + 28} 150M${cx + 62} 176L${cx + 28} 206`,
        lighten(paint.accent, 0.2),
        1.5,
      ) +
      rect(cx - 6, 236, 12, 10, 3, metal) +
      rect(cx - 28, 92, 56, 156, 26, paint.body) +
      rect(cx + 6, 96, 20, 148, 12, mix(paint.body, paint.trim, 0.5)) +
      rect(cx - 28, 92, 56, 74, 26, grille) +
      rect(cx - 28, 92, 56, 74, 26, mesh) +
      rect(cx - 30, 162, 60, 8, 4, paint.accent) +
      circle(cx, 194, 5, paint.glow) +
      rect(cx - 64, 172, 8, 8, 3, metal) +
      rect(cx + 56, 172, 8, 8, 3, metal) +
      stroke(`M${cx - 150} 190Q${cx - 130} 230 ${cx - 60} 240`, metal, 2) +
      ellipse(cx - 110, 150, 30, 58, paint.glow, { opacity: 0.3 }) +
      ellipse(cx - 110, 150, 30, 58, 'none', { stroke: paint.trim, 'stroke-width': 2 }) +
      ellipse(cx - 110, 150, 22, 48, 'none', {
        stroke: paint.glow,
        'stroke-width': 1,
        opacity: 0.6,
      })
    );
  }
  // A broadcast dynamic mic on a yoke and desk stand.
  const cx = 200;
  const tilt = ringed ? -14 : -8;
  return (
    head +
    groundShadow(paint, 200, 320, 96, 9) +
    ellipse(cx, 304, 66, 13, darken(paint.trim, 0.15)) +
    ellipse(cx, 298, 66, 13, paint.trim) +
    ellipse(cx - 14, 294, 36, 5, lighten(paint.trim, 0.2), { opacity: 0.7 }) +
    rect(cx - 6, 226, 12, 72, 4, metal) +
    `<g transform="rotate(${tilt} ${cx} 170)">` +
    path(
      `M${cx - 60} 150V204Q${cx - 60} 228 ${cx - 36} 228H${cx + 36}Q${cx + 60} 228 ${cx + 60} 204V150H${cx + 48}V204Q${cx + 48} 216 ${cx + 36} 216H${cx - 36}Q${cx - 48} 216 ${cx - 48} 204V150Z`,
      paint.trim,
    ) +
    circle(cx - 54, 150, 11, darken(paint.trim, 0.2)) +
    circle(cx + 54, 150, 11, darken(paint.trim, 0.2)) +
    rect(cx - 40, 100, 80, 130, 24, paint.body) +
    rect(cx + 10, 104, 26, 122, 14, mix(paint.body, paint.trim, 0.5)) +
    rect(cx - 44, 66, 88, 72, 34, grille) +
    rect(cx - 44, 66, 88, 72, 34, mesh) +
    rect(cx - 30, 74, 14, 44, 7, lighten(grille, 0.3), { opacity: 0.3 }) +
    rect(cx - 44, 134, 88, 12, 5, ringed ? paint.accent : metal) +
    rect(cx - 18, 200, 36, 6, 3, darken(paint.body, 0.2)) +
    circle(cx, 180, 4, paint.accent) +
    `</g>`
  );
};

export const OFFICE_DRAWINGS = {
  'standing-desk': standingDesk,
  'office-chair': officeChair,
  webcam,
  dock,
  microphone,
} as const satisfies Record<string, Drawing>;
