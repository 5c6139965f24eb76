/** Gaming devices: handheld consoles, controllers, consoles, headsets and mice. */
import type { DrawContext, Drawing } from '../../drawing';
import { glassGradient, num, softSheenGradient } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import { box, circle, ellipse, groundShadow, line, path, rect, screenUi } from './kit';

/** A d-pad: a rounded plus sign centred on cx, cy. */
function dpad(cx: number, cy: number, s: number, fill: string): string {
  const t = s * 0.36;
  return (
    rect(cx - s, cy - t / 2, s * 2, t, t * 0.3, fill) +
    rect(cx - t / 2, cy - s, t, s * 2, t * 0.3, fill)
  );
}

/** Four face buttons in a diamond. */
function faceButtons(cx: number, cy: number, spread: number, r: number, fills: string[]): string {
  return [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ]
    .map(([dx, dy], i) => circle(cx + dx * spread, cy + dy * spread, r, fills[i % fills.length]))
    .join('');
}

/** A thumbstick seen from above: a well, a cap and a grip ring. */
function stick(cx: number, cy: number, r: number, well: string, cap: string): string {
  return (
    circle(cx, cy, r, well) +
    circle(cx, cy - 1, r * 0.74, cap) +
    circle(cx, cy - 1, r * 0.5, 'none', `stroke="${lighten(cap, 0.12)}" stroke-width="1.5"`)
  );
}

/** A screen with glass sheen and abstract UI. */
function screen(
  ctx: DrawContext,
  x: number,
  y: number,
  w: number,
  h: number,
  r: number,
  style: number,
): string {
  const p = ctx.idPrefix;
  return (
    `<defs>${glassGradient(`${p}ht-glass`, ctx.paint)}${softSheenGradient(`${p}ht-sheen`)}</defs>` +
    rect(x, y, w, h, r, `url(#${p}ht-glass)`) +
    screenUi(ctx.paint, style, x, y, w, h) +
    path(
      `M${num(x + r)} ${num(y)} H${num(x + w * 0.62)} L${num(x + w * 0.3)} ${num(y + h)} H${num(x + r)} Q${num(x)} ${num(y + h)} ${num(x)} ${num(y + h - r)} V${num(y + r)} Q${num(x)} ${num(y)} ${num(x + r)} ${num(y)} Z`,
      `url(#${p}ht-sheen)`,
    )
  );
}

const handheldConsole: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const style = (variant + 2) % 5;
  const out: string[] = [];
  if (shape === 0) {
    // A tablet between two detachable controllers.
    out.push(groundShadow(paint, 200, 300, 160, 14));
    const left = variant % 2 ? paint.accent : paint.body;
    const right = variant % 2 ? paint.body : mix(paint.accent, paint.body, 0.25);
    const joy = (x: number, w: number, fill: string, flip: boolean): string => {
      const r = 40;
      const d = flip
        ? `M${x} 140 H${x + w - r} Q${x + w} 140 ${x + w} ${140 + r} V${272 - r} Q${x + w} 272 ${x + w - r} 272 H${x} Z`
        : `M${x + w} 140 H${x + r} Q${x} 140 ${x} ${140 + r} V${272 - r} Q${x} 272 ${x + r} 272 H${x + w} Z`;
      return (
        path(d, darken(fill, 0.18), 'transform="translate(0 5)"') +
        path(d, fill) +
        rect(flip ? x : x + 10, 146, w - 12, 5, 2.5, lighten(fill, 0.3), 'opacity="0.7"')
      );
    };
    out.push(joy(42, 56, left, false), joy(302, 56, right, true));
    out.push(
      rect(96, 138, 208, 139, 8, darken(paint.trim, 0.2)),
      rect(98, 136, 204, 136, 8, paint.trim),
    );
    out.push(screen(ctx, 108, 146, 184, 116, 5, style));
    const lb = darken(left, 0.35);
    const rb = darken(right, 0.35);
    out.push(stick(70, 178, 15, lb, darken(left, 0.55)), faceButtons(70, 228, 12, 5.5, [lb]));
    out.push(faceButtons(330, 180, 12, 5.5, [rb]), stick(330, 230, 15, rb, darken(right, 0.55)));
    out.push(
      rect(84, 152, 8, 3, 1.5, lb),
      rect(310, 152, 8, 3, 1.5, rb),
      rect(312.5, 149.5, 3, 8, 1.5, rb),
    );
  } else if (shape === 1) {
    // A wide one-piece handheld with sticks and trackpads.
    out.push(groundShadow(paint, 200, 300, 168, 14));
    const body =
      'M90 122 H310 C352 122 372 150 372 200 C372 262 356 284 330 284 H70 C44 284 28 262 28 200 C28 150 48 122 90 122 Z';
    out.push(path(body, paint.trim, 'transform="translate(0 6)"'), path(body, paint.body));
    out.push(
      path(
        'M90 128 H310 C340 128 356 140 362 158 H38 C44 140 60 128 90 128 Z',
        lighten(paint.body, 0.12),
        'opacity="0.6"',
      ),
    );
    out.push(rect(110, 138, 180, 130, 12, paint.screen));
    out.push(screen(ctx, 120, 147, 160, 106, 4, style));
    out.push(circle(200, 261, 2, mix(paint.screen, paint.glow, 0.3)));
    const pad = darken(paint.body, 0.2);
    const well = paint.trim;
    out.push(dpad(58, 160, 13, pad), stick(92, 194, 17, well, darken(paint.body, 0.35)));
    out.push(
      faceButtons(342, 160, 12, 6, [pad, pad, pad, paint.accent]),
      stick(308, 194, 17, well, darken(paint.body, 0.35)),
    );
    out.push(
      rect(50, 222, 44, 40, 10, darken(paint.body, 0.1)),
      rect(306, 222, 44, 40, 10, darken(paint.body, 0.1)),
    );
    out.push(circle(98, 140, 2.5, paint.accent), rect(296, 137, 10, 5, 2.5, pad));
  } else {
    // A portrait retro handheld.
    out.push(groundShadow(paint, 200, 330, 92, 9));
    const body =
      'M148 70 H252 Q268 70 268 86 V280 Q268 322 226 322 H148 Q132 322 132 306 V86 Q132 70 148 70 Z';
    out.push(path(body, paint.trim, 'transform="translate(5 4)"'), path(body, paint.body));
    out.push(rect(136, 74, 5, 200, 2.5, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(
      path('M150 88 H250 V178 Q250 196 232 196 H160 Q150 196 150 186 Z', darken(paint.trim, 0.15)),
    );
    out.push(screen(ctx, 164, 100, 72, 82, 3, style));
    out.push(circle(157, 128, 2.5, paint.accent));
    out.push(dpad(170, 240, 17, paint.screen));
    out.push(circle(220, 248, 11, paint.accent), circle(246, 232, 11, paint.accent));
    out.push(
      rect(176, 282, 18, 6, 3, darken(paint.body, 0.3), 'transform="rotate(-25 185 285)"'),
      rect(204, 282, 18, 6, 3, darken(paint.body, 0.3), 'transform="rotate(-25 213 285)"'),
    );
    for (let i = 0; i < 5; i += 1)
      out.push(line([222 + i * 7, 312], [238 + i * 7, 286], darken(paint.body, 0.2), 2));
  }
  return out.join('');
};

const PAD_PATH =
  'M118 138 C150 128 250 128 282 138 C320 146 342 175 350 215 C360 262 352 292 330 296 C312 300 296 288 282 268 ' +
  'C268 250 252 240 232 240 L168 240 C148 240 132 250 118 268 C104 288 88 300 70 296 C48 292 40 262 50 215 C58 175 80 146 118 138 Z';

const gameController: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const well = darken(paint.body, 0.28);
  const cap = darken(paint.body, 0.5);
  const buttons =
    variant % 2
      ? [
          paint.accent,
          lighten(paint.accent, 0.35),
          darken(paint.accent, 0.2),
          lighten(paint.accent, 0.15),
        ]
      : [paint.trim, paint.trim, paint.trim, paint.accent];
  if (shape === 2) {
    out.push(groundShadow(paint, 200, 282, 150, 13));
    out.push(rect(80, 138, 70, 24, 10, paint.trim), rect(250, 138, 70, 24, 10, paint.trim));
    out.push(
      rect(52, 152, 296, 112, 56, darken(paint.body, 0.2)),
      rect(52, 146, 296, 112, 56, paint.body),
    );
    out.push(rect(84, 154, 232, 6, 3, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(circle(112, 202, 34, darken(paint.body, 0.1)), dpad(112, 202, 24, paint.screen));
    out.push(circle(288, 202, 40, darken(paint.body, 0.1)));
    out.push(faceButtons(288, 202, 21, 10, buttons));
    out.push(
      rect(172, 210, 22, 8, 4, darken(paint.body, 0.35), 'transform="rotate(-30 183 214)"'),
      rect(206, 210, 22, 8, 4, darken(paint.body, 0.35), 'transform="rotate(-30 217 214)"'),
    );
    out.push(circle(200, 176, 4, paint.accent));
    return out.join('');
  }
  out.push(groundShadow(paint, 200, 304, 150, 12));
  out.push(rect(96, 124, 64, 22, 10, paint.trim), rect(240, 124, 64, 22, 10, paint.trim));
  out.push(`<defs><clipPath id="${p}ht-pad"><path d="${PAD_PATH}"/></clipPath></defs>`);
  out.push(
    path(PAD_PATH, darken(paint.body, 0.2), 'transform="translate(0 7)"'),
    path(PAD_PATH, paint.body),
  );
  out.push(
    `<g clip-path="url(#${p}ht-pad)">${ellipse(150, 120, 170, 40, lighten(paint.body, 0.14), 'opacity="0.8"')}</g>`,
  );
  if (shape === 0) {
    out.push(stick(136, 180, 22, well, cap), dpad(168, 222, 15, well));
    out.push(faceButtons(266, 180, 17, 8, buttons), stick(234, 222, 20, well, cap));
    out.push(circle(200, 156, 10, paint.trim), circle(200, 156, 6, paint.accent));
    out.push(circle(182, 186, 4, well), circle(218, 186, 4, well));
  } else {
    out.push(rect(160, 142, 80, 52, 10, paint.trim), rect(160, 142, 80, 4, 2, paint.accent));
    out.push(rect(164, 149, 72, 40, 8, darken(paint.trim, 0.08)));
    out.push(circle(118, 184, 26, darken(paint.body, 0.08)), dpad(118, 184, 17, well));
    out.push(
      circle(282, 184, 28, darken(paint.body, 0.08)),
      faceButtons(282, 184, 16, 7.5, buttons),
    );
    out.push(stick(160, 226, 19, well, cap), stick(240, 226, 19, well, cap));
    out.push(
      circle(200, 216, 6, paint.accent),
      rect(147, 148, 6, 12, 3, well),
      rect(247, 148, 6, 12, 3, well),
    );
  }
  return out.join('');
};

const gameConsole: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const faces = { front: paint.body, top: lighten(paint.body, 0.16), side: paint.trim };
  if (shape === 0) {
    // A tall curved tower: a dark core between two flared shells.
    out.push(groundShadow(paint, 205, 322, 110, 11));
    out.push(ellipse(205, 316, 54, 9, darken(paint.trim, 0.2)));
    out.push(rect(184, 78, 44, 236, 10, paint.screen));
    const wing = (dx: number, fill: string, flip: boolean): string => {
      const s = flip ? -1 : 1;
      const cx = 206 + dx;
      const pt = (x: number, y: number): string => `${num(cx + s * x)} ${num(y)}`;
      return path(
        `M${pt(-16, 86)} C${pt(-60, 66)} ${pt(-84, 70)} ${pt(-82, 96)} C${pt(-74, 170)} ${pt(-62, 250)} ${pt(-64, 300)} C${pt(-64, 314)} ${pt(-52, 314)} ${pt(-18, 306)} Z`,
        fill,
      );
    };
    out.push(wing(0, paint.trim, true));
    out.push(wing(-4, paint.body, false));
    out.push(
      path(
        'M146 92 C136 90 130 94 131 104 C136 160 142 220 144 280 L150 280 C148 220 142 150 146 92 Z',
        lighten(paint.body, 0.3),
        'opacity="0.7"',
      ),
    );
    out.push(rect(199, 90, 3, 200, 1.5, paint.accent, 'opacity="0.85"'));
    out.push(
      rect(194, 250, 16, 4, 2, mix(paint.screen, paint.glow, 0.4)),
      circle(202, 266, 3, paint.glow),
    );
  } else if (shape === 1) {
    // A tall box with a round vent on top.
    out.push(groundShadow(paint, 214, 316, 104, 12));
    out.push(box(148, 112, 98, 198, 58, 40, faces, 8));
    out.push(ellipse(225, 92, 34, 14, paint.screen, 'transform="rotate(-18 225 92)"'));
    out.push(
      ellipse(
        225,
        93,
        26,
        10,
        mix(paint.screen, paint.accent, 0.35),
        'transform="rotate(-18 225 93)"',
      ),
    );
    for (let i = 0; i < 5; i += 1)
      out.push(circle(207 + i * 9, 99 - i * 3, 1.8, darken(paint.screen, 0.3)));
    out.push(rect(158, 124, 5, 170, 2.5, lighten(paint.body, 0.18), 'opacity="0.7"'));
    out.push(circle(170, 136, 5, paint.accent), rect(226, 132, 6, 60, 3, darken(paint.body, 0.25)));
    out.push(rect(168, 290, 12, 4, 2, darken(paint.body, 0.25)));
  } else {
    // A low horizontal box with a light strip.
    out.push(groundShadow(paint, 210, 278, 160, 14));
    out.push(box(54, 190, 226, 70, 74, 50, faces, 10));
    for (let i = 0; i < 6; i += 1)
      out.push(line([84 + i * 12, 186], [138 + i * 12, 148], darken(faces.top, 0.12), 2));
    if (variant % 2)
      out.push(ellipse(250, 166, 34, 12, paint.screen, 'transform="rotate(-12 250 166)"'));
    out.push(rect(70, 204, 160, 5, 2.5, darken(paint.body, 0.3)));
    out.push(rect(66, 240, 196, 4, 2, paint.accent));
    out.push(circle(250, 212, 6, paint.trim), circle(250, 212, 3, paint.glow));
  }
  return out.join('');
};

const gamingHeadset: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  out.push(groundShadow(paint, 200, 326, 130, 11));
  const cushion = darken(paint.trim, 0.15);
  const glow = variant % 2 ? paint.accent : paint.glow;
  if (shape === 1) {
    // Suspension band: a thin frame over a strap.
    out.push(path('M96 214 C96 56 304 56 304 214 L292 214 C292 72 108 72 108 214 Z', paint.trim));
    out.push(
      path('M122 176 C130 104 270 104 278 176 L268 182 C258 122 142 122 132 182 Z', paint.accent),
    );
  } else {
    const band = 'M92 214 C92 60 308 60 308 214 L284 214 C284 88 116 88 116 214 Z';
    out.push(`<defs><clipPath id="${ctx.idPrefix}ht-band"><path d="${band}"/></clipPath></defs>`);
    out.push(path(band, paint.body));
    out.push(
      `<g clip-path="url(#${ctx.idPrefix}ht-band)">${path('M80 214 C80 50 320 50 320 214 L300 214 C300 70 100 70 100 214 Z', lighten(paint.body, 0.2), 'opacity="0.8"')}${rect(200, 40, 140, 190, 0, paint.body)}</g>`,
    );
    out.push(
      path('M120 200 C122 112 278 112 280 200 L272 200 C268 124 132 124 128 200 Z', cushion),
    );
  }
  const cups = (cx: number, side: number): string => {
    const parts: string[] = [];
    parts.push(rect(cx - 8, 180, 16, 40, 6, paint.trim));
    if (shape === 2) {
      parts.push(rect(cx - 30 + side * 12, 188, 52, 112, 22, cushion));
      parts.push(
        rect(cx - 40, 184, 64, 116, 18, paint.body, side < 0 ? '' : `transform="translate(16 0)"`),
      );
      const ox = side < 0 ? 0 : 16;
      parts.push(
        path(
          `M${cx - 24 + ox} 206 L${cx - 8 + ox} 198 L${cx + 8 + ox} 206 V${272} L${cx - 8 + ox} 284 L${cx - 24 + ox} 272 Z`,
          paint.trim,
        ),
      );
      parts.push(
        path(
          `M${cx - 18 + ox} 212 L${cx - 8 + ox} 206 L${cx + 2 + ox} 212 V${266} L${cx - 8 + ox} 274 L${cx - 18 + ox} 266 Z`,
          glow,
          'opacity="0.9"',
        ),
      );
    } else {
      const ry = shape === 1 ? 64 : 56;
      parts.push(ellipse(cx - side * 14, 244, 26, ry - 2, cushion));
      parts.push(ellipse(cx + side * 6, 244, 38, ry, paint.body));
      parts.push(
        ellipse(cx + side * 6 - 4, 236, 26, ry - 22, lighten(paint.body, 0.12), 'opacity="0.6"'),
      );
      parts.push(ellipse(cx + side * 8, 246, 24, ry - 18, paint.trim));
      parts.push(
        ellipse(cx + side * 8, 246, 24, ry - 18, 'none', `stroke="${glow}" stroke-width="2"`),
      );
      parts.push(ellipse(cx + side * 8, 246, 12, ry - 34, darken(paint.trim, 0.2)));
    }
    return parts.join('');
  };
  out.push(cups(104, -1), cups(296, 1));
  if (shape === 0) {
    out.push(path('M84 290 C92 318 130 326 164 318 L166 326 C128 336 84 328 76 294 Z', paint.trim));
    out.push(rect(156, 314, 22, 14, 7, paint.screen), circle(174, 321, 2.5, paint.accent));
  } else if (shape === 2) {
    out.push(
      path('M300 286 L240 322 L236 316 L296 278 Z', paint.trim),
      rect(222, 312, 24, 14, 7, paint.screen, 'transform="rotate(-30 234 319)"'),
    );
  } else {
    out.push(circle(116, 296, 4, paint.accent));
  }
  return out.join('');
};

const gamingMouse: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const bodies = [
    'M200 84 C252 84 272 128 274 180 C276 244 264 304 208 314 C156 320 130 290 126 240 C124 214 116 196 122 166 C130 116 156 84 200 84 Z',
    'M200 80 C246 80 264 118 264 170 C264 236 262 316 200 316 C138 316 136 236 136 170 C136 118 154 80 200 80 Z',
    'M204 82 C262 84 284 128 286 184 C288 248 270 308 210 316 C150 322 118 290 114 236 C112 204 110 186 116 160 C126 112 152 80 204 82 Z',
  ];
  const body = bodies[shape];
  out.push(groundShadow(paint, 206, 314, 96, 16));
  out.push(`<defs><clipPath id="${p}ht-mouse"><path d="${body}"/></clipPath></defs>`);
  out.push(path(body, paint.trim, 'transform="translate(7 6)"'), path(body, paint.body));
  const hi = lighten(paint.body, 0.16);
  out.push(`<g clip-path="url(#${p}ht-mouse)">`);
  out.push(ellipse(150, 150, 60, 110, hi, 'opacity="0.7"'));
  out.push(rect(100, 174, 200, 3, 1.5, darken(paint.body, 0.18)));
  if (shape === 1) {
    for (let r = 0; r < 5; r += 1) {
      for (let c = 0; c < 5; c += 1) {
        const x = 160 + c * 20 + (r % 2) * 10;
        const y = 214 + r * 17;
        if (x < 268) out.push(circle(x, y, 6, paint.screen, 'opacity="0.9"'));
      }
    }
  }
  out.push(
    path(`M100 ${shape === 1 ? 300 : 296} H300 V330 H100 Z`, paint.accent, 'opacity="0.85"'),
  );
  out.push('</g>');
  out.push(line([200, 88], [200, 174], darken(paint.body, 0.2), 2));
  out.push(
    rect(193, 112, 14, 36, 7, paint.screen),
    rect(196, 118, 8, 24, 4, paint.accent, 'opacity="0.9"'),
  );
  out.push(rect(195, 156, 10, 8, 3, darken(paint.body, 0.28)));
  if (shape === 0) {
    out.push(rect(119, 182, 10, 26, 5, paint.trim), rect(118, 214, 10, 26, 5, paint.trim));
    out.push(path('M200 236 L214 256 L200 276 L186 256 Z', paint.accent, 'opacity="0.9"'));
  } else if (shape === 2) {
    for (let r = 0; r < 4; r += 1) {
      for (let c = 0; c < 3; c += 1)
        out.push(
          rect(
            124 + c * 13 - r * 1.5,
            186 + r * 16,
            11,
            13,
            3,
            r === 0 && c === 0 ? paint.accent : paint.trim,
          ),
        );
    }
    out.push(circle(232, 250, 10, darken(paint.body, 0.12)), circle(232, 250, 4, paint.accent));
  } else {
    out.push(circle(200, 196, 3, paint.accent));
  }
  return out.join('');
};

export const GAMING_DRAWINGS = {
  'handheld-console': handheldConsole,
  'game-controller': gameController,
  'game-console': gameConsole,
  'gaming-headset': gamingHeadset,
  'gaming-mouse': gamingMouse,
} satisfies Record<string, Drawing>;
