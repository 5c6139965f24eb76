/** Home robots: vacuums, lawn mowers, pool cleaners and garden robots. */
import type { DrawContext, Drawing } from '../../drawing';
import { glassGradient, num, softSheenGradient } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { box, circle, ellipse, groundShadow, line, path, rect, softPoly, wheel } from './kit';

/** A short cylinder seen from above: a side band and a top ellipse. */
function puck(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  h: number,
  top: string,
  side: string,
): string {
  const d = `M${num(cx - rx)} ${num(cy)} V${num(cy + h)} A${num(rx)} ${num(ry)} 0 0 0 ${num(cx + rx)} ${num(cy + h)} V${num(cy)} Z`;
  return path(d, side) + ellipse(cx, cy + h, rx, ry, side) + ellipse(cx, cy, rx, ry, top);
}

/** A straight arm segment from one joint to the next, w wide, with round ends. */
function limb(x1: number, y1: number, x2: number, y2: number, w: number, fill: string): string {
  const length = Math.hypot(x2 - x1, y2 - y1);
  const angle = (Math.atan2(y2 - y1, x2 - x1) * 180) / Math.PI;
  return rect(
    x1 - w / 2,
    y1 - w / 2,
    length + w,
    w,
    w / 2,
    fill,
    `transform="rotate(${num(angle)} ${num(x1)} ${num(y1)})"`,
  );
}

function glassDefs(ctx: DrawContext): string {
  const p = ctx.idPrefix;
  return `<defs>${glassGradient(`${p}ht-glass`, ctx.paint)}${softSheenGradient(`${p}ht-sheen`)}</defs>`;
}

const robotVacuum: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [glassDefs(ctx)];
  const led = variant % 2 ? paint.accent : paint.glow;
  const hi = lighten(paint.body, 0.14);
  if (shape === 1) {
    // D-shaped: square front, round back, no turret.
    const top =
      'M72 200 C72 146 130 132 200 132 C270 132 328 146 328 200 L328 218 Q328 232 312 232 H88 Q72 232 72 218 Z';
    out.push(groundShadow(paint, 200, 272, 150, 16));
    out.push(
      path(top, darken(paint.trim, 0.1), 'transform="translate(0 26)"'),
      rect(72, 226, 256, 32, 14, paint.trim),
    );
    out.push(
      rect(84, 236, 232, 16, 8, darken(paint.trim, 0.2)),
      rect(170, 238, 60, 12, 6, `url(#${p}ht-glass)`),
      circle(200, 244, 3, led),
    );
    out.push(`<defs><clipPath id="${p}ht-top"><path d="${top}"/></clipPath></defs>`);
    out.push(
      path(top, paint.body),
      `<g clip-path="url(#${p}ht-top)">${ellipse(150, 130, 150, 40, hi, 'opacity="0.7"')}</g>`,
    );
    out.push(
      path(
        'M120 168 Q122 152 140 152 H260 Q278 152 280 168 L284 206 Q284 216 274 216 H126 Q116 216 116 206 Z',
        darken(paint.body, 0.08),
      ),
    );
    out.push(circle(200, 184, 10, paint.trim), circle(200, 184, 6, led));
    out.push(rect(150, 181, 24, 6, 3, paint.trim), rect(226, 181, 24, 6, 3, paint.trim));
  } else {
    const cy = shape === 2 ? 230 : 196;
    const rx = shape === 2 ? 118 : 140;
    const ry = shape === 2 ? 52 : 62;
    if (shape === 2) {
      // The dock that empties it, behind.
      out.push(groundShadow(paint, 200, 300, 150, 16));
      out.push(rect(148, 70, 112, 170, 24, paint.trim), rect(142, 66, 112, 170, 24, paint.body));
      out.push(
        rect(156, 80, 84, 70, 14, `url(#${p}ht-glass)`),
        rect(164, 118, 68, 24, 8, mix(paint.screen, paint.trim, 0.5)),
        rect(156, 80, 84, 70, 14, `url(#${p}ht-sheen)`),
      );
      out.push(circle(198, 168, 5, led), rect(150, 200, 96, 40, 10, darken(paint.body, 0.12)));
    } else {
      out.push(groundShadow(paint, 200, 266, 156, 18));
    }
    out.push(puck(200, cy, rx, ry, 24, paint.body, paint.trim));
    out.push(
      path(
        `M${num(200 - rx)} ${num(cy + 8)} A${num(rx)} ${num(ry)} 0 0 0 ${num(200 + rx)} ${num(cy + 8)}`,
        'none',
        `stroke="${darken(paint.trim, 0.25)}" stroke-width="2"`,
      ),
    );
    out.push(
      `<defs><clipPath id="${p}ht-top"><ellipse cx="200" cy="${cy}" rx="${rx}" ry="${ry}"/></clipPath></defs>`,
    );
    out.push(
      `<g clip-path="url(#${p}ht-top)">${ellipse(200, cy, rx, ry, hi)}${ellipse(214, cy + 8, rx, ry, paint.body)}</g>`,
    );
    out.push(
      ellipse(
        200,
        cy,
        rx * 0.82,
        ry * 0.8,
        'none',
        `stroke="${darken(paint.body, 0.12)}" stroke-width="2"`,
      ),
    );
    const turret = shape === 0 || variant % 2 === 1;
    if (turret) {
      out.push(puck(200, cy - 38, 34, 15, 16, lighten(paint.body, 0.08), darken(paint.trim, 0.1)));
      out.push(rect(166, cy - 32, 68, 6, 3, paint.screen, 'opacity="0.8"'));
      out.push(circle(200, cy - 38, 4, led));
    } else {
      out.push(ellipse(200, cy - 6, 22, 9, paint.trim), ellipse(200, cy - 6, 12, 5, led));
    }
    out.push(
      rect(184, cy + 26, 32, 8, 4, paint.trim),
      circle(192, cy + 30, 2.5, led),
      circle(208, cy + 30, 2.5, paint.accent),
    );
    out.push(
      path(
        `M${num(200 - rx * 0.55)} ${num(cy + ry * 0.84 + 22)} Q200 ${num(cy + ry + 34)} ${num(200 + rx * 0.55)} ${num(cy + ry * 0.84 + 22)}`,
        'none',
        `stroke="${darken(paint.trim, 0.35)}" stroke-width="2"`,
      ),
    );
  }
  return out.join('');
};

const robotMower: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [glassDefs(ctx)];
  const tyre = darken(paint.screen, 0.1);
  const hi = lighten(paint.body, 0.16);
  const stop = variant % 2 ? paint.accent : mix(paint.accent, paint.glow, 0.3);
  if (shape === 0) {
    const shell =
      'M56 272 C58 214 118 166 200 162 C282 158 338 204 344 262 Q346 278 330 278 H72 Q56 278 56 272 Z';
    out.push(groundShadow(paint, 200, 316, 168, 14));
    out.push(rect(70, 262, 260, 32, 12, darken(paint.trim, 0.2)));
    out.push(`<defs><clipPath id="${p}ht-shell"><path d="${shell}"/></clipPath></defs>`);
    out.push(
      path(shell, paint.body),
      `<g clip-path="url(#${p}ht-shell)">${path('M40 280 C40 196 120 150 210 150 L210 160 C130 170 70 210 62 290 Z', hi, 'opacity="0.8"')}${rect(40, 262, 320, 30, 0, darken(paint.body, 0.12))}</g>`,
    );
    out.push(rect(172, 154, 60, 18, 9, darken(paint.body, 0.2)), rect(178, 148, 48, 16, 8, stop));
    out.push(rect(250, 184, 44, 24, 8, `url(#${p}ht-glass)`), rect(256, 194, 20, 4, 2, paint.glow));
    out.push(
      wheel(284, 286, 36, tyre, paint.trim, stop),
      wheel(108, 298, 18, tyre, paint.trim, paint.trim),
    );
    out.push(rect(84, 232, 40, 6, 3, darken(paint.body, 0.2)));
  } else if (shape === 1) {
    out.push(groundShadow(paint, 204, 318, 166, 14));
    out.push(rect(266, 104, 8, 84, 4, paint.trim));
    out.push(
      ellipse(270, 106, 24, 8, darken(paint.trim, 0.1)),
      ellipse(270, 102, 24, 8, lighten(paint.body, 0.1)),
    );
    out.push(
      softPoly(
        [
          [56, 280],
          [86, 214],
          [240, 184],
          [330, 210],
          [348, 280],
        ],
        paint.body,
      ),
    );
    out.push(
      softPoly(
        [
          [86, 214],
          [240, 184],
          [330, 210],
          [316, 222],
          [240, 200],
          [100, 226],
        ],
        hi,
      ),
    );
    out.push(
      softPoly(
        [
          [56, 280],
          [348, 280],
          [348, 292],
          [56, 292],
        ],
        darken(paint.trim, 0.2),
      ),
    );
    out.push(
      softPoly(
        [
          [70, 262],
          [90, 224],
          [130, 218],
          [112, 258],
        ],
        `url(#${p}ht-glass)`,
      ),
      circle(98, 242, 5, paint.glow),
    );
    out.push(rect(190, 188, 40, 14, 7, stop, 'transform="rotate(-10 210 195)"'));
    out.push(
      wheel(118, 290, 28, tyre, paint.trim, paint.trim),
      wheel(290, 288, 36, tyre, paint.trim, stop),
    );
  } else {
    out.push(groundShadow(paint, 200, 320, 170, 14));
    out.push(
      wheel(140, 286, 30, darken(tyre, 0.1), darken(paint.trim, 0.2), darken(paint.trim, 0.2)),
      wheel(318, 282, 30, darken(tyre, 0.1), darken(paint.trim, 0.2), darken(paint.trim, 0.2)),
    );
    out.push(rect(64, 176, 272, 100, 40, paint.body));
    out.push(rect(80, 184, 230, 12, 6, hi, 'opacity="0.8"'));
    out.push(rect(60, 248, 280, 26, 13, darken(paint.trim, 0.1)));
    out.push(
      rect(72, 200, 70, 30, 15, `url(#${p}ht-glass)`),
      circle(92, 215, 7, mix(paint.screen, paint.glow, 0.4)),
      circle(120, 215, 7, mix(paint.screen, paint.glow, 0.4)),
    );
    out.push(rect(72, 200, 70, 30, 15, `url(#${p}ht-sheen)`));
    out.push(rect(220, 164, 44, 16, 8, stop));
    out.push(
      wheel(104, 288, 38, tyre, paint.trim, stop),
      wheel(290, 288, 38, tyre, paint.trim, stop),
    );
    for (let i = 0; i < 8; i += 1) {
      const a = (i * Math.PI) / 4;
      out.push(
        circle(104 + 34 * Math.cos(a), 288 + 34 * Math.sin(a), 3, darken(tyre, 0.3)),
        circle(290 + 34 * Math.cos(a), 288 + 34 * Math.sin(a), 3, darken(tyre, 0.3)),
      );
    }
  }
  return out.join('');
};

const poolRobot: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [glassDefs(ctx)];
  const led = variant % 2 ? paint.accent : paint.glow;
  if (shape === 0) {
    // A tracked cleaner with a handle and a front brush.
    out.push(groundShadow(paint, 200, 316, 160, 13));
    for (const x of [56, 300]) {
      out.push(rect(x, 160, 44, 146, 20, paint.screen));
      for (let i = 0; i < 8; i += 1)
        out.push(rect(x + 4, 170 + i * 16, 36, 5, 2.5, lighten(paint.screen, 0.15)));
    }
    out.push(
      path('M146 128 C146 80 254 80 254 128 L238 128 C238 100 162 100 162 128 Z', paint.trim),
    );
    out.push(rect(92, 120, 216, 166, 44, paint.body));
    out.push(rect(108, 128, 150, 10, 5, lighten(paint.body, 0.25), 'opacity="0.8"'));
    out.push(rect(120, 160, 160, 52, 20, darken(paint.body, 0.12)));
    for (let i = 0; i < 5; i += 1) out.push(rect(140 + i * 26, 172, 16, 28, 8, paint.screen));
    out.push(circle(200, 228, 6, led));
    out.push(rect(100, 250, 200, 48, 22, mix(paint.trim, paint.accent, 0.35)));
    for (let i = 0; i < 10; i += 1)
      out.push(rect(112 + i * 18, 256, 6, 36, 3, darken(mix(paint.trim, paint.accent, 0.35), 0.2)));
  } else if (shape === 1) {
    // A cordless dome with jets.
    out.push(groundShadow(paint, 200, 306, 160, 13));
    out.push(
      wheel(96, 276, 28, paint.screen, paint.trim, led),
      wheel(304, 276, 28, paint.screen, paint.trim, led),
    );
    out.push(path('M70 276 C70 178 130 128 200 128 C270 128 330 178 330 276 Z', paint.body));
    out.push(
      path(
        'M92 248 C96 182 140 146 196 140 C150 156 116 196 108 250 Z',
        lighten(paint.body, 0.25),
        'opacity="0.8"',
      ),
    );
    out.push(rect(64, 268, 272, 22, 11, darken(paint.trim, 0.1)));
    out.push(
      ellipse(200, 152, 40, 10, paint.trim),
      ellipse(200, 150, 30, 6, lighten(paint.body, 0.1)),
    );
    out.push(rect(144, 198, 112, 22, 11, `url(#${p}ht-glass)`), rect(160, 206, 80, 6, 3, led));
    out.push(
      circle(140, 246, 14, paint.screen),
      circle(260, 246, 14, paint.screen),
      circle(140, 246, 6, darken(paint.screen, 0.3)),
      circle(260, 246, 6, darken(paint.screen, 0.3)),
    );
  } else {
    // A solar skimmer floating on the water.
    const water = mix('#7dd3fc', paint.glow, 0.25);
    out.push(
      path(
        'M36 262 Q76 250 116 262 T196 262 T276 262 T364 262 V306 Q200 322 36 306 Z',
        water,
        'opacity="0.55"',
      ),
    );
    out.push(puck(200, 196, 150, 50, 46, paint.body, paint.trim));
    out.push(path('M90 236 Q200 276 310 236 L310 250 Q200 290 90 250 Z', darken(paint.trim, 0.25)));
    out.push(
      `<defs><clipPath id="${p}ht-solar"><ellipse cx="200" cy="196" rx="112" ry="36"/></clipPath></defs>`,
    );
    const silicon = mix(paint.screen, '#2f4f8f', 0.35);
    out.push(ellipse(200, 196, 112, 36, silicon));
    const g: string[] = [];
    for (let i = 1; i < 8; i += 1)
      g.push(line([88 + i * 28, 150], [88 + i * 28, 240], lighten(silicon, 0.3), 1.5));
    for (let i = 1; i < 4; i += 1)
      g.push(line([80, 160 + i * 18], [320, 160 + i * 18], lighten(silicon, 0.3), 1.5));
    out.push(
      `<g clip-path="url(#${p}ht-solar)">${g.join('')}${path('M80 160 H170 L120 240 H80 Z', '#ffffff', 'opacity="0.08"')}</g>`,
    );
    out.push(path('M96 262 Q200 300 304 262 L300 290 Q200 324 100 290 Z', water, 'opacity="0.6"'));
    out.push(circle(306, 212, 5, led));
  }
  return out.join('');
};

const gardenRobot: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [glassDefs(ctx)];
  const led = variant % 2 ? paint.accent : paint.glow;
  const tyre = darken(paint.screen, 0.1);
  const silicon = mix(paint.screen, '#2f4f8f', 0.35);
  if (shape === 0) {
    // A small solar-topped weeding robot on four angled wheels.
    out.push(groundShadow(paint, 200, 296, 140, 14));
    out.push(
      ellipse(104, 246, 20, 30, darken(tyre, 0.1)),
      ellipse(296, 246, 20, 30, darken(tyre, 0.1)),
    );
    out.push(puck(200, 196, 112, 46, 48, paint.body, paint.trim));
    out.push(ellipse(200, 196, 96, 38, silicon));
    out.push(
      `<defs><clipPath id="${p}ht-solar"><ellipse cx="200" cy="196" rx="96" ry="38"/></clipPath></defs>`,
    );
    const g: string[] = [];
    for (let i = 1; i < 6; i += 1)
      g.push(line([104 + i * 32, 150], [104 + i * 32, 240], lighten(silicon, 0.3), 1.5));
    for (let i = 1; i < 3; i += 1)
      g.push(line([100, 170 + i * 18], [300, 170 + i * 18], lighten(silicon, 0.3), 1.5));
    out.push(
      `<g clip-path="url(#${p}ht-solar)">${g.join('')}${path('M100 150 H180 L140 240 H100 Z', '#ffffff', 'opacity="0.08"')}</g>`,
    );
    out.push(
      ellipse(134, 270, 22, 32, tyre),
      ellipse(134, 270, 10, 18, paint.trim),
      ellipse(266, 270, 22, 32, tyre),
      ellipse(266, 270, 10, 18, paint.trim),
    );
    out.push(
      circle(200, 256, 5, led),
      line([176, 258], [160, 292], paint.trim, 2),
      line([224, 258], [240, 292], paint.trim, 2),
    );
  } else if (shape === 1) {
    // A wheeled rover with a working arm.
    out.push(groundShadow(paint, 196, 306, 160, 13));
    out.push(
      box(
        70,
        206,
        214,
        62,
        50,
        34,
        { front: paint.body, top: lighten(paint.body, 0.16), side: paint.trim },
        14,
      ),
    );
    out.push(
      rect(84, 222, 60, 26, 10, `url(#${p}ht-glass)`),
      circle(102, 235, 6, led),
      circle(126, 235, 6, mix(paint.screen, paint.glow, 0.3)),
    );
    out.push(
      rect(160, 222, 100, 6, 3, darken(paint.body, 0.15)),
      rect(160, 236, 70, 6, 3, darken(paint.body, 0.15)),
    );
    out.push(
      wheel(112, 278, 30, tyre, paint.trim, led),
      wheel(258, 278, 30, tyre, paint.trim, led),
    );
    out.push(
      ellipse(236, 192, 24, 9, paint.trim),
      rect(226, 176, 20, 18, 6, darken(paint.trim, 0.1)),
    );
    out.push(limb(236, 180, 196, 116, 18, paint.body), limb(196, 116, 126, 128, 14, paint.body));
    out.push(
      circle(236, 180, 10, paint.trim),
      circle(196, 116, 12, paint.trim),
      circle(196, 116, 5, paint.accent),
    );
    out.push(
      circle(126, 128, 9, paint.trim),
      path('M118 132 L106 162 L116 165 L124 140 Z', darken(paint.trim, 0.2)),
      path('M132 134 L142 162 L132 165 L126 140 Z', darken(paint.trim, 0.2)),
    );
  } else {
    // A tracked rover carrying a water tank and a sprinkler mast.
    out.push(groundShadow(paint, 200, 314, 164, 13));
    out.push(rect(60, 244, 280, 56, 28, paint.screen));
    for (const x of [92, 150, 208, 266, 310])
      out.push(circle(x, 272, 14, darken(paint.trim, 0.3)), circle(x, 272, 5, paint.trim));
    out.push(rect(66, 250, 268, 6, 3, lighten(paint.screen, 0.15)));
    out.push(
      box(
        84,
        180,
        206,
        66,
        40,
        28,
        { front: paint.body, top: lighten(paint.body, 0.16), side: paint.trim },
        14,
      ),
    );
    out.push(
      rect(104, 150, 88, 72, 16, darken(paint.trim, 0.05)),
      rect(112, 158, 72, 56, 10, `url(#${p}ht-glass)`),
    );
    out.push(
      rect(112, 184, 72, 30, 10, mix(paint.screen, paint.glow, 0.35)),
      rect(118, 164, 8, 40, 4, '#ffffff', 'opacity="0.15"'),
    );
    out.push(
      rect(244, 92, 10, 92, 5, paint.trim),
      rect(224, 84, 50, 14, 7, darken(paint.trim, 0.1)),
    );
    out.push(circle(226, 91, 4, led), circle(272, 91, 4, led));
    out.push(rect(206, 206, 70, 8, 4, darken(paint.body, 0.15)), circle(106, 236, 4, led));
  }
  return out.join('');
};

export const ROBOT_DRAWINGS = {
  'robot-vacuum': robotVacuum,
  'robot-mower': robotMower,
  'pool-robot': poolRobot,
  'garden-robot': gardenRobot,
} satisfies Record<string, Drawing>;
