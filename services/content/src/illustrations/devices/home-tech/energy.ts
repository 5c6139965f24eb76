/** Energy devices: portable power stations, solar panels and EV chargers. */
import type { DrawContext, Drawing } from '../../drawing';
import { glassGradient, softSheenGradient } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import {
  arcBand,
  box,
  circle,
  ellipse,
  groundShadow,
  hoop,
  line,
  linearGradient,
  path,
  quadCells,
  rect,
  screenUi,
  softPoly,
} from './kit';

/** An AC outlet face: a rounded square with two slots or two holes. */
function outlet(
  cx: number,
  cy: number,
  s: number,
  face: string,
  hole: string,
  round: boolean,
): string {
  const base = rect(cx - s, cy - s, s * 2, s * 2, s * 0.35, darken(face, 0.1));
  if (round)
    return (
      base +
      circle(cx, cy, s * 0.75, darken(face, 0.04)) +
      circle(cx - s * 0.3, cy, s * 0.13, hole) +
      circle(cx + s * 0.3, cy, s * 0.13, hole)
    );
  return (
    base +
    rect(cx - s * 0.45, cy - s * 0.5, s * 0.16, s * 0.6, 1, hole) +
    rect(cx + s * 0.29, cy - s * 0.5, s * 0.16, s * 0.6, 1, hole) +
    circle(cx, cy + s * 0.45, s * 0.14, hole)
  );
}

function glassDefs(ctx: DrawContext): string {
  const p = ctx.idPrefix;
  return `<defs>${glassGradient(`${p}ht-glass`, ctx.paint)}${softSheenGradient(`${p}ht-sheen`)}</defs>`;
}

const powerStation: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [glassDefs(ctx)];
  const faces = { front: paint.body, top: lighten(paint.body, 0.18), side: paint.trim };
  const round = variant % 2 === 1;
  const charge = [250, 170, 300, 120, 210, 280, 150, 230][variant % 8];
  if (shape === 0) {
    out.push(groundShadow(paint, 216, 304, 158, 14));
    out.push(box(72, 152, 214, 138, 56, 38, faces, 16));
    out.push(
      rect(120, 104, 14, 34, 5, paint.trim),
      rect(292, 104, 14, 34, 5, darken(paint.trim, 0.1)),
    );
    out.push(
      rect(112, 94, 204, 18, 9, darken(paint.trim, 0.1)),
      rect(112, 92, 204, 14, 7, paint.trim),
    );
    out.push(rect(86, 164, 186, 16, 8, darken(paint.body, 0.12)));
    out.push(rect(86, 190, 80, 84, 12, `url(#${p}ht-glass)`));
    out.push(
      arcBand(126, 228, 24, 6, 0, 359.9, mix(paint.screen, paint.glow, 0.2)),
      arcBand(126, 228, 24, 6, 0, charge, paint.glow),
    );
    out.push(rect(114, 224, 24, 8, 4, paint.accent));
    out.push(rect(86, 190, 80, 84, 12, `url(#${p}ht-sheen)`));
    out.push(
      outlet(196, 214, 17, paint.body, paint.screen, round),
      outlet(242, 214, 17, paint.body, paint.screen, round),
    );
    for (let i = 0; i < 4; i += 1) out.push(rect(180 + i * 20, 250, 12, 7, 2, paint.screen));
    out.push(circle(264, 266, 5, paint.accent));
    out.push(rect(80, 160, 6, 110, 3, lighten(paint.body, 0.25), 'opacity="0.6"'));
  } else if (shape === 1) {
    out.push(groundShadow(paint, 214, 310, 148, 13));
    out.push(box(86, 130, 200, 168, 48, 34, faces, 18));
    out.push(
      softPoly(
        [
          [120, 122],
          [154, 102],
          [250, 102],
          [216, 122],
        ],
        darken(faces.top, 0.28),
      ),
    );
    out.push(
      softPoly(
        [
          [130, 120],
          [158, 104],
          [238, 104],
          [210, 120],
        ],
        darken(faces.top, 0.12),
      ),
    );
    for (let i = 0; i < 6; i += 1)
      out.push(line([300, 120 + i * 22], [300, 146 + i * 22], darken(paint.trim, 0.2), 2));
    out.push(rect(100, 144, 172, 62, 10, `url(#${p}ht-glass)`));
    out.push(screenUi(paint, 3, 100, 144, 110, 62));
    out.push(
      rect(222, 160, 40, 22, 4, mix(paint.screen, paint.glow, 0.2)),
      rect(225, 163, (charge / 360) * 34, 16, 3, paint.glow),
      rect(262, 166, 4, 10, 2, mix(paint.screen, paint.glow, 0.2)),
    );
    out.push(rect(100, 144, 172, 62, 10, `url(#${p}ht-sheen)`));
    for (let i = 0; i < 3; i += 1)
      out.push(outlet(126 + i * 44, 242, 16, paint.body, paint.screen, round));
    out.push(
      rect(118, 272, 14, 8, 2, paint.screen),
      rect(140, 272, 14, 8, 2, paint.screen),
      rect(162, 272, 14, 8, 2, paint.screen),
    );
    out.push(circle(252, 276, 7, paint.accent));
  } else {
    out.push(groundShadow(paint, 212, 324, 124, 12));
    out.push(
      rect(170, 70, 10, 60, 4, paint.trim),
      rect(252, 70, 10, 60, 4, darken(paint.trim, 0.1)),
      rect(164, 64, 104, 16, 8, darken(paint.trim, 0.15)),
    );
    out.push(box(110, 128, 170, 182, 40, 28, faces, 16));
    out.push(
      rect(124, 142, 142, 56, 10, `url(#${p}ht-glass)`),
      screenUi(paint, 1, 124, 142, 142, 56),
      rect(124, 142, 142, 56, 10, `url(#${p}ht-sheen)`),
    );
    out.push(
      outlet(150, 230, 16, paint.body, paint.screen, round),
      outlet(196, 230, 16, paint.body, paint.screen, round),
      outlet(242, 230, 16, paint.body, paint.screen, round),
    );
    for (let i = 0; i < 4; i += 1) out.push(rect(138 + i * 22, 262, 14, 8, 2, paint.screen));
    out.push(circle(250, 268, 6, paint.accent));
    out.push(
      circle(298, 296, 13, darken(paint.screen, 0.1)),
      circle(132, 312, 15, paint.screen),
      circle(132, 312, 6, paint.trim),
      circle(258, 312, 15, paint.screen),
      circle(258, 312, 6, paint.trim),
    );
  }
  return out.join('');
};

const solarPanel: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  // Solar cells are blue-black whatever the frame's finish.
  const silicon = mix(paint.screen, '#2f4f8f', 0.35);
  const cell = (c: number, r: number): string =>
    (c + r) % 2 ? `url(#${p}ht-cell)` : `url(#${p}ht-cell2)`;
  out.push(
    `<defs>${linearGradient(
      `${p}ht-cell`,
      [
        [0, mix(silicon, paint.glow, 0.2)],
        [1, silicon],
      ],
      [0, 0, 1, 1],
    )}` +
      `${linearGradient(
        `${p}ht-cell2`,
        [
          [0, mix(silicon, paint.glow, 0.14)],
          [1, darken(silicon, 0.08)],
        ],
        [0, 0, 1, 1],
      )}</defs>`,
  );
  const cols = [6, 5, 4, 6, 5, 4, 6, 5][variant % 8];
  if (shape === 0) {
    // A rigid panel tilted on a stand, seen from the front left.
    out.push(groundShadow(paint, 210, 310, 160, 14));
    out.push(
      path('M150 240 L130 306 H142 L160 240 Z', paint.trim),
      path('M270 226 L292 300 H304 L280 226 Z', darken(paint.trim, 0.15)),
    );
    out.push(path('M200 230 L226 292 H238 L212 230 Z', darken(paint.trim, 0.1)));
    const c: [[number, number], [number, number], [number, number], [number, number]] = [
      [92, 104],
      [318, 86],
      [340, 232],
      [66, 262],
    ];
    out.push(
      softPoly(
        [
          [66, 262],
          [340, 232],
          [340, 240],
          [66, 270],
        ],
        darken(paint.trim, 0.1),
      ),
    );
    out.push(softPoly(c, paint.trim));
    out.push(
      quadCells(
        [
          [98, 110],
          [312, 93],
          [333, 227],
          [73, 255],
        ],
        cols,
        4,
        3,
        cell,
      ),
    );
    out.push(path('M98 110 L200 102 L130 252 L73 255 Z', '#ffffff', 'opacity="0.07"'));
  } else if (shape === 1) {
    // A folding portable panel standing on its kickstands.
    out.push(groundShadow(paint, 200, 290, 176, 13));
    const panels = 3 + (variant % 2);
    const w = 320 / panels;
    for (let i = 0; i < panels; i += 1) {
      const x = 40 + i * w;
      const lift = i % 2 ? 8 : 0;
      out.push(
        rect(
          x + 2,
          128 + lift,
          w - 4,
          148 - lift * 2,
          8,
          i % 2 ? darken(paint.body, 0.12) : paint.body,
        ),
      );
      out.push(
        quadCells(
          [
            [x + 10, 138 + lift],
            [x + w - 10, 138 + lift],
            [x + w - 10, 266 - lift],
            [x + 10, 266 - lift],
          ],
          2,
          4,
          3,
          cell,
        ),
      );
    }
    out.push(rect(176, 118, 48, 26, 8, paint.trim), circle(200, 131, 4, paint.accent));
    out.push(
      path('M224 126 C260 112 300 110 330 124 L330 128 C300 116 262 118 226 132 Z', paint.trim),
    );
  } else {
    // A portrait panel leaning back on a frame.
    out.push(groundShadow(paint, 200, 318, 126, 12));
    out.push(
      path('M176 150 L150 312 H162 L188 150 Z', darken(paint.trim, 0.1)),
      path('M240 160 L262 310 H274 L252 160 Z', darken(paint.trim, 0.15)),
    );
    const c: [[number, number], [number, number], [number, number], [number, number]] = [
      [130, 70],
      [270, 70],
      [292, 300],
      [108, 300],
    ];
    out.push(
      softPoly(
        [
          [108, 300],
          [292, 300],
          [292, 308],
          [108, 308],
        ],
        darken(paint.trim, 0.1),
      ),
    );
    out.push(softPoly(c, paint.trim));
    out.push(
      quadCells(
        [
          [135, 76],
          [265, 76],
          [286, 294],
          [114, 294],
        ],
        Math.max(3, cols - 2),
        cols + 1,
        3,
        cell,
      ),
    );
    out.push(path('M135 76 L200 76 L150 294 L114 294 Z', '#ffffff', 'opacity="0.07"'));
  }
  return out.join('');
};

const evCharger: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [glassDefs(ctx)];
  const led = variant % 2 ? paint.accent : paint.glow;
  const cable = darken(paint.trim, 0.35);
  const plug = (x: number, y: number): string =>
    rect(x, y, 30, 50, 10, paint.trim) +
    rect(x + 4, y + 44, 22, 18, 6, darken(paint.trim, 0.2)) +
    circle(x + 15, y + 18, 9, paint.screen) +
    circle(x + 15, y + 18, 3, led);
  if (shape === 0) {
    out.push(groundShadow(paint, 204, 326, 130, 11));
    out.push(
      hoop(176, 286, 76, 22, 9, cable),
      path('M190 254 C196 262 200 270 196 286 L186 286 C190 272 186 264 180 258 Z', cable),
    );
    out.push(rect(142, 78, 128, 184, 30, paint.trim), rect(134, 74, 128, 184, 30, paint.body));
    out.push(rect(142, 82, 6, 150, 3, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(
      circle(198, 150, 44, darken(paint.body, 0.1)),
      arcBand(198, 150, 36, 6, 0, 359.9, led),
      circle(198, 150, 26, paint.screen),
    );
    out.push(path('M202 134 L188 154 H198 L194 168 L208 146 H198 Z', led));
    out.push(
      rect(168, 212, 60, 26, 8, `url(#${p}ht-glass)`),
      rect(174, 222, 34, 6, 3, mix(paint.screen, paint.glow, 0.6)),
      rect(174, 222, 20, 6, 3, led),
    );
    out.push(rect(266, 150, 16, 70, 8, darken(paint.trim, 0.1)), plug(270, 138));
  } else if (shape === 1) {
    out.push(groundShadow(paint, 210, 326, 110, 11));
    out.push(
      ellipse(200, 314, 70, 14, darken(paint.trim, 0.1)),
      rect(172, 120, 56, 196, 14, paint.trim),
      rect(166, 120, 56, 196, 14, paint.body),
    );
    out.push(rect(172, 126, 6, 180, 3, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(rect(140, 70, 120, 92, 22, paint.trim), rect(136, 66, 120, 92, 22, paint.body));
    out.push(
      rect(150, 80, 92, 56, 10, `url(#${p}ht-glass)`),
      screenUi(paint, 1, 150, 80, 92, 56),
      rect(150, 80, 92, 56, 10, `url(#${p}ht-sheen)`),
    );
    out.push(rect(150, 144, 92, 5, 2.5, led));
    out.push(hoop(270, 240, 40, 50, 8, cable), rect(222, 190, 30, 12, 5, darken(paint.trim, 0.2)));
    out.push(plug(176, 190));
  } else {
    out.push(groundShadow(paint, 204, 322, 132, 11));
    out.push(rect(124, 96, 164, 164, 36, paint.trim), rect(118, 92, 164, 164, 36, paint.body));
    out.push(rect(132, 106, 136, 136, 28, `url(#${p}ht-glass)`));
    out.push(
      rect(154, 220, 92, 6, 3, led),
      circle(200, 160, 30, mix(paint.screen, led, 0.18)),
      circle(200, 160, 18, mix(paint.screen, led, 0.5)),
    );
    out.push(rect(132, 106, 136, 136, 28, `url(#${p}ht-sheen)`));
    out.push(
      hoop(200, 296, 108, 20, 9, cable),
      path('M246 256 C252 268 260 276 276 282 L272 290 C252 282 242 272 238 258 Z', cable),
    );
    out.push(
      rect(300, 246, 30, 50, 10, paint.trim),
      circle(315, 264, 9, paint.screen),
      circle(315, 264, 3, led),
    );
  }
  return out.join('');
};

export const ENERGY_DRAWINGS = {
  'power-station': powerStation,
  'solar-panel': solarPanel,
  'ev-charger': evCharger,
} satisfies Record<string, Drawing>;
