/** Smart-home devices: doorbells, cameras, thermostats, plugs, displays and locks. */
import type { DrawContext, Drawing } from '../../drawing';
import { glassGradient, num, softSheenGradient } from '../../svg-kit';
import { darken, lighten, mix } from '../../tones';
import {
  arcBand,
  box,
  circle,
  ellipse,
  groundShadow,
  line,
  linearGradient,
  path,
  rect,
  screenUi,
} from './kit';

/** A camera lens: a rim, dark glass, an iris and a glint. */
function lens(ctx: DrawContext, cx: number, cy: number, r: number): string {
  const { paint } = ctx;
  return (
    circle(cx, cy, r, darken(paint.trim, 0.35)) +
    circle(cx, cy, r * 0.78, paint.screen) +
    circle(cx, cy, r * 0.5, mix(paint.screen, paint.glow, 0.22)) +
    circle(cx, cy, r * 0.26, darken(paint.screen, 0.4)) +
    circle(cx - r * 0.3, cy - r * 0.3, r * 0.14, '#ffffff', 'opacity="0.7"')
  );
}

/** Glass defs and a rounded glass panel with a sheen. */
function glass(ctx: DrawContext, x: number, y: number, w: number, h: number, r: number): string {
  const p = ctx.idPrefix;
  return (
    `<defs>${glassGradient(`${p}ht-glass`, ctx.paint)}${softSheenGradient(`${p}ht-sheen`)}</defs>` +
    rect(x, y, w, h, r, `url(#${p}ht-glass)`)
  );
}

/** The sheen over a glass panel (after its content). */
function sheen(ctx: DrawContext, x: number, y: number, w: number, h: number, r: number): string {
  return rect(x, y, w, h, r, `url(#${ctx.idPrefix}ht-sheen)`);
}

const videoDoorbell: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const ring = variant % 2 ? paint.accent : paint.glow;
  if (shape === 0) {
    out.push(groundShadow(paint, 204, 326, 74, 9));
    out.push(rect(156, 80, 100, 236, 26, paint.trim), rect(150, 76, 100, 236, 26, paint.body));
    out.push(rect(156, 82, 6, 200, 3, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(glass(ctx, 164, 92, 72, 112, 18), lens(ctx, 200, 130, 20));
    for (let i = 0; i < 4; i += 1)
      out.push(circle(178 + i * 14.7, 166, 2.2, mix(paint.screen, paint.glow, 0.25)));
    out.push(rect(178, 182, 44, 8, 4, darken(paint.screen, 0.3)));
    out.push(sheen(ctx, 164, 92, 72, 112, 18));
    out.push(
      circle(200, 250, 32, ring),
      circle(200, 250, 26, paint.trim),
      circle(200, 250, 22, paint.body),
    );
    for (let i = 0; i < 3; i += 1)
      out.push(
        rect(
          186,
          292 + i * 0,
          28,
          3,
          1.5,
          darken(paint.body, 0.2),
          `transform="translate(0 ${i * 6 - 6})"`,
        ),
      );
  } else if (shape === 1) {
    out.push(groundShadow(paint, 204, 328, 64, 9));
    out.push(rect(165, 74, 80, 250, 40, paint.trim), rect(160, 72, 80, 250, 40, paint.body));
    out.push(glass(ctx, 168, 82, 64, 146, 32), lens(ctx, 200, 122, 18));
    out.push(
      circle(200, 160, 3, mix(paint.screen, paint.glow, 0.3)),
      circle(200, 196, 5, darken(paint.screen, 0.3)),
    );
    out.push(sheen(ctx, 168, 82, 64, 146, 32));
    out.push(
      circle(200, 272, 24, darken(paint.body, 0.08)),
      arcBand(200, 272, 20, 4, 0, 359.9, ring),
      circle(200, 272, 14, paint.trim),
    );
  } else {
    out.push(groundShadow(paint, 206, 316, 98, 10));
    out.push(rect(140, 94, 130, 214, 30, paint.trim), rect(132, 90, 130, 214, 30, paint.body));
    out.push(glass(ctx, 144, 102, 106, 130, 22), lens(ctx, 197, 150, 24));
    out.push(circle(163, 118, 3, paint.accent));
    for (let i = 0; i < 2; i += 1)
      out.push(circle(162 + i * 70, 150, 3, mix(paint.screen, paint.glow, 0.3)));
    out.push(sheen(ctx, 144, 102, 106, 130, 22));
    out.push(rect(152, 250, 90, 32, 16, paint.trim), rect(162, 262, 70, 8, 4, ring));
    for (let i = 0; i < 5; i += 1) out.push(circle(173 + i * 12, 292, 2, darken(paint.body, 0.25)));
  }
  return out.join('');
};

const securityCamera: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 4;
  const out: string[] = [];
  const led = variant % 2 ? paint.accent : paint.glow;
  if (shape === 0) {
    // A bullet camera on a wall arm.
    out.push(groundShadow(paint, 200, 300, 140, 12));
    out.push(rect(48, 150, 46, 96, 14, paint.trim), rect(44, 148, 46, 96, 14, paint.body));
    out.push(
      path('M80 196 L150 224 L146 236 L76 208 Z', paint.trim),
      ellipse(150, 228, 14, 12, paint.trim),
    );
    out.push('<g transform="rotate(12 220 190)">');
    out.push(rect(118, 164, 200, 64, 32, darken(paint.body, 0.15), 'transform="translate(0 6)"'));
    out.push(rect(118, 160, 200, 64, 32, paint.body));
    out.push(rect(134, 168, 150, 8, 4, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(path('M124 160 H320 Q338 160 338 176 V180 H296 V172 H124 Z', paint.trim));
    out.push(ellipse(306, 196, 18, 31, paint.trim), ellipse(310, 196, 14, 26, paint.screen));
    out.push(
      ellipse(312, 196, 8, 14, mix(paint.screen, paint.glow, 0.25)),
      ellipse(309, 190, 2.5, 4, '#ffffff', 'opacity="0.7"'),
    );
    out.push(circle(150, 200, 3, led));
    out.push('</g>');
  } else if (shape === 1) {
    // A ceiling dome.
    out.push(groundShadow(paint, 200, 318, 110, 10));
    out.push(rect(92, 96, 216, 30, 12, paint.trim), rect(96, 92, 208, 26, 12, paint.body));
    out.push(rect(110, 96, 120, 5, 2.5, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(path('M104 118 A96 96 0 0 0 296 118 Z', paint.body));
    out.push(path('M126 118 A74 74 0 0 0 274 118 Z', paint.screen, 'opacity="0.92"'));
    out.push(lens(ctx, 200, 160, 22), circle(166, 132, 3, led));
    out.push(
      path(
        'M138 126 A62 62 0 0 0 168 176 L176 170 A52 52 0 0 1 150 126 Z',
        '#ffffff',
        'opacity="0.16"',
      ),
    );
  } else if (shape === 2) {
    // A cube camera on a stand.
    out.push(groundShadow(paint, 204, 316, 92, 11));
    out.push(
      ellipse(200, 300, 62, 14, darken(paint.trim, 0.1)),
      ellipse(200, 296, 62, 14, paint.trim),
    );
    out.push(rect(190, 214, 20, 84, 8, paint.trim));
    out.push(
      box(
        136,
        96,
        128,
        128,
        22,
        16,
        { front: paint.body, top: lighten(paint.body, 0.18), side: paint.trim },
        26,
      ),
    );
    out.push(glass(ctx, 148, 108, 104, 104, 20), lens(ctx, 200, 152, 24));
    out.push(circle(172, 196, 3, mix(paint.screen, paint.glow, 0.3)), circle(228, 196, 3, led));
    out.push(sheen(ctx, 148, 108, 104, 104, 20));
  } else {
    // A pan-tilt ball camera.
    out.push(groundShadow(paint, 200, 318, 100, 11));
    out.push(path('M130 304 Q130 248 200 248 Q270 248 270 304 Z', paint.trim));
    out.push(rect(128, 296, 144, 14, 7, darken(paint.trim, 0.1)));
    out.push(circle(200, 170, 92, paint.body));
    out.push(circle(176, 140, 52, lighten(paint.body, 0.12), 'opacity="0.7"'));
    out.push(rect(120, 150, 160, 72, 36, paint.screen), lens(ctx, 200, 186, 26));
    out.push(circle(148, 186, 4, led), circle(252, 186, 4, mix(paint.screen, paint.glow, 0.3)));
    out.push(rect(130, 156, 60, 6, 3, '#ffffff', 'opacity="0.12"'));
  }
  return out.join('');
};

const thermostat: Drawing = (ctx) => {
  const { paint, variant, idPrefix: p } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const sweep = [70, 130, 20, 100, 160, 40, 110, 80][variant % 8];
  const heat = variant % 2 ? paint.accent : paint.glow;
  if (shape === 0) {
    out.push(groundShadow(paint, 200, 322, 96, 10));
    out.push(
      `<defs>${linearGradient(
        `${p}ht-rim`,
        [
          [0, lighten(paint.trim, 0.35)],
          [1, darken(paint.trim, 0.2)],
        ],
        [0, 0, 1, 1],
      )}</defs>`,
    );
    out.push(
      circle(204, 200, 104, darken(paint.trim, 0.25)),
      circle(200, 196, 104, `url(#${p}ht-rim)`),
    );
    out.push(glass(ctx, 112, 108, 176, 176, 88));
    for (let i = 0; i < 36; i += 1) {
      const a = -135 + i * 7.7;
      if (a > 135) break;
      const rad = ((a - 90) * Math.PI) / 180;
      out.push(
        line(
          [200 + 74 * Math.cos(rad), 196 + 74 * Math.sin(rad)],
          [200 + 80 * Math.cos(rad), 196 + 80 * Math.sin(rad)],
          mix(paint.screen, paint.glow, 0.3),
          1.5,
        ),
      );
    }
    out.push(arcBand(200, 196, 77, 8, -135, -135 + sweep, heat));
    const rad = ((-135 + sweep - 90) * Math.PI) / 180;
    out.push(circle(200 + 77 * Math.cos(rad), 196 + 77 * Math.sin(rad), 7, '#ffffff'));
    out.push(circle(200, 190, 30, heat, 'opacity="0.9"'), circle(200, 190, 18, paint.screen));
    out.push(rect(180, 236, 40, 6, 3, mix(paint.screen, paint.glow, 0.5)));
    out.push(sheen(ctx, 112, 108, 176, 176, 88));
  } else if (shape === 1) {
    out.push(groundShadow(paint, 204, 320, 106, 10));
    out.push(rect(110, 102, 188, 196, 48, paint.trim), rect(104, 98, 188, 196, 48, paint.body));
    out.push(glass(ctx, 116, 110, 164, 172, 38));
    out.push(arcBand(198, 180, 48, 8, 0, 359.9, mix(paint.screen, paint.glow, 0.15)));
    out.push(arcBand(198, 180, 48, 8, -150, -150 + sweep * 1.6, heat));
    out.push(circle(198, 180, 20, mix(paint.screen, heat, 0.3)));
    for (let i = 0; i < 3; i += 1)
      out.push(
        circle(178 + i * 20, 256, 6, i === 1 ? paint.accent : mix(paint.screen, paint.glow, 0.35)),
      );
    out.push(sheen(ctx, 116, 110, 164, 172, 38));
  } else {
    out.push(groundShadow(paint, 204, 300, 140, 12));
    out.push(rect(76, 120, 256, 164, 26, paint.trim), rect(70, 116, 256, 164, 26, paint.body));
    out.push(rect(78, 122, 200, 6, 3, lighten(paint.body, 0.25), 'opacity="0.7"'));
    out.push(glass(ctx, 86, 136, 160, 124, 16));
    out.push(screenUi(paint, 1 + (variant % 2) * 2, 86, 136, 160, 124));
    out.push(sheen(ctx, 86, 136, 160, 124, 16));
    out.push(
      circle(286, 166, 22, darken(paint.body, 0.1)),
      path('M276 171 L286 159 L296 171 Z', paint.screen),
    );
    out.push(
      circle(286, 230, 22, darken(paint.body, 0.1)),
      path('M276 225 L286 237 L296 225 Z', paint.screen),
    );
    out.push(circle(286, 198, 3, heat));
  }
  return out.join('');
};

/** Two round socket holes with earthing clips. */
function euSocket(cx: number, cy: number, r: number, face: string, hole: string): string {
  return (
    circle(cx, cy, r, darken(face, 0.12)) +
    circle(cx, cy, r * 0.85, darken(face, 0.05)) +
    circle(cx - r * 0.38, cy, r * 0.11, hole) +
    circle(cx + r * 0.38, cy, r * 0.11, hole) +
    rect(cx - r * 0.12, cy - r * 0.86, r * 0.24, r * 0.12, 2, darken(face, 0.3)) +
    rect(cx - r * 0.12, cy + r * 0.74, r * 0.24, r * 0.12, 2, darken(face, 0.3))
  );
}

/** Two slots and a ground hole. */
function usSocket(cx: number, cy: number, s: number, face: string, hole: string): string {
  return (
    rect(cx - s, cy - s * 1.2, s * 2, s * 2.4, s * 0.5, darken(face, 0.08)) +
    rect(cx - s * 0.55, cy - s * 0.7, s * 0.18, s * 0.7, 1.5, hole) +
    rect(cx + s * 0.37, cy - s * 0.7, s * 0.18, s * 0.7, 1.5, hole) +
    path(
      `M${num(cx - s * 0.16)} ${num(cy + s * 0.75)} V${num(cy + s * 0.45)} A${num(s * 0.16)} ${num(s * 0.16)} 0 0 1 ${num(cx + s * 0.16)} ${num(cy + s * 0.45)} V${num(cy + s * 0.75)} Z`,
      hole,
    )
  );
}

const smartPlug: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const faces = { front: paint.body, top: lighten(paint.body, 0.18), side: paint.trim };
  const led = variant % 2 ? paint.accent : paint.glow;
  if (shape === 0) {
    out.push(groundShadow(paint, 214, 300, 104, 12));
    out.push(box(132, 128, 140, 150, 46, 32, faces, 30));
    out.push(rect(140, 134, 6, 110, 3, lighten(paint.body, 0.3), 'opacity="0.7"'));
    out.push(euSocket(202, 204, 52, paint.body, paint.screen));
    out.push(ellipse(246, 110, 12, 6, paint.accent, 'transform="rotate(-20 246 110)"'));
    out.push(circle(160, 260, 3.5, led));
  } else if (shape === 1) {
    out.push(groundShadow(paint, 210, 310, 90, 11));
    out.push(box(148, 98, 104, 196, 40, 28, faces, 22));
    out.push(rect(156, 104, 6, 170, 3, lighten(paint.body, 0.3), 'opacity="0.7"'));
    out.push(usSocket(200, 190, 28, paint.body, paint.screen));
    out.push(
      path('M252 230 L292 202 V226 L252 254 Z', darken(paint.trim, 0.12)),
      ellipse(272, 228, 6, 9, paint.accent, 'transform="rotate(-35 272 228)"'),
    );
    out.push(rect(186, 266, 28, 5, 2.5, led));
  } else {
    out.push(groundShadow(paint, 200, 284, 170, 14));
    out.push(path('M58 238 C40 240 30 256 34 276 L40 276 C38 260 44 248 58 246 Z', paint.trim));
    out.push(box(52, 186, 266, 74, 40, 30, faces, 18));
    for (let i = 0; i < 3; i += 1) {
      if (variant % 2) out.push(usSocket(94 + i * 60, 223, 16, paint.body, paint.screen));
      else out.push(euSocket(94 + i * 60, 223, 24, paint.body, paint.screen));
    }
    out.push(
      rect(270, 204, 20, 7, 2, paint.screen),
      rect(270, 218, 20, 7, 2, paint.screen),
      rect(272, 234, 16, 8, 4, led),
    );
    out.push(rect(62, 192, 170, 4, 2, lighten(paint.body, 0.3), 'opacity="0.7"'));
  }
  return out.join('');
};

const smartDisplay: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const style = [0, 2, 1, 4, 3, 0, 2, 1][variant % 8];
  const out: string[] = [];
  if (shape === 0) {
    // A wedge speaker with a screen on its slanted front.
    out.push(groundShadow(paint, 208, 306, 150, 13));
    out.push(path('M300 104 L332 122 L346 292 L314 296 Z', darken(paint.trim, 0.1)));
    out.push(
      path(
        'M74 108 Q76 100 86 100 H300 Q310 100 312 108 L320 284 Q320 296 308 296 H78 Q66 296 66 284 Z',
        paint.trim,
      ),
    );
    out.push(rect(84, 110, 220, 142, 10, paint.screen));
    out.push(
      glass(ctx, 92, 116, 204, 128, 6),
      screenUi(paint, style, 92, 116, 204, 128),
      sheen(ctx, 92, 116, 204, 128, 6),
    );
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 28; c += 1)
        out.push(circle(86 + c * 8.3 + (r % 2) * 4, 264 + r * 9, 1.6, darken(paint.trim, 0.2)));
    out.push(circle(190, 106, 2, paint.accent), circle(210, 106, 2, paint.accent));
  } else if (shape === 1) {
    // A floating screen over a fabric base.
    out.push(groundShadow(paint, 200, 306, 126, 12));
    out.push(
      rect(128, 214, 144, 88, 34, darken(paint.trim, 0.08)),
      rect(128, 214, 144, 80, 34, paint.trim),
    );
    for (let r = 0; r < 3; r += 1)
      for (let c = 0; c < 13; c += 1)
        out.push(circle(148 + c * 8.6, 262 + r * 9, 1.6, darken(paint.trim, 0.2)));
    out.push(
      rect(68, 90, 264, 168, 18, darken(paint.body, 0.18), 'transform="translate(0 5)"'),
      rect(68, 88, 264, 168, 18, paint.body),
    );
    out.push(
      glass(ctx, 80, 100, 240, 144, 8),
      screenUi(paint, style, 80, 100, 240, 144),
      sheen(ctx, 80, 100, 240, 144, 8),
    );
    out.push(circle(200, 94, 2, darken(paint.body, 0.3)));
  } else {
    // A round screen on a spherical body.
    const ball = 'M142 282 A106 106 0 1 1 258 282 Z';
    out.push(groundShadow(paint, 200, 304, 104, 11));
    out.push(`<defs><clipPath id="${ctx.idPrefix}ht-ball"><path d="${ball}"/></clipPath></defs>`);
    out.push(
      `<g clip-path="url(#${ctx.idPrefix}ht-ball)">${circle(200, 188, 106, lighten(paint.body, 0.22))}${circle(210, 198, 104, paint.body)}</g>`,
    );
    out.push(rect(136, 278, 128, 16, 8, paint.trim));
    out.push(circle(200, 180, 78, paint.trim));
    out.push(glass(ctx, 128, 108, 144, 144, 72));
    out.push(arcBand(200, 180, 56, 7, -140, 140, mix(paint.screen, paint.glow, 0.2)));
    out.push(arcBand(200, 180, 56, 7, -140, -140 + 60 + (variant % 4) * 40, paint.glow));
    out.push(
      circle(200, 170, 18, paint.accent),
      rect(176, 202, 48, 6, 3, mix(paint.screen, paint.glow, 0.5)),
      rect(186, 214, 28, 5, 2.5, mix(paint.screen, paint.glow, 0.3)),
    );
    out.push(sheen(ctx, 128, 108, 144, 144, 72));
  }
  return out.join('');
};

const smartLock: Drawing = (ctx) => {
  const { paint, variant } = ctx;
  const shape = variant % 3;
  const out: string[] = [];
  const led = variant % 2 ? paint.accent : paint.glow;
  if (shape === 0) {
    // A round retrofit deadbolt on its plate.
    out.push(groundShadow(paint, 204, 322, 100, 10));
    out.push(rect(134, 78, 132, 236, 24, darken(paint.trim, 0.05)));
    out.push(circle(206, 200, 92, darken(paint.body, 0.3)), circle(200, 194, 92, paint.body));
    out.push(circle(186, 176, 64, lighten(paint.body, 0.12), 'opacity="0.6"'));
    out.push(circle(200, 194, 72, paint.trim), circle(200, 194, 66, paint.body));
    out.push(arcBand(200, 194, 80, 5, -60, 60, led));
    out.push(
      rect(150, 182, 100, 26, 13, darken(paint.body, 0.2), 'transform="translate(0 4)"'),
      rect(150, 180, 100, 26, 13, lighten(paint.body, 0.08)),
    );
    out.push(circle(200, 240, 4, led));
  } else if (shape === 1) {
    // A keypad deadbolt with a thumb turn below.
    out.push(groundShadow(paint, 204, 326, 80, 9));
    out.push(rect(156, 78, 100, 244, 24, paint.trim), rect(150, 74, 100, 244, 24, paint.body));
    out.push(rect(156, 80, 6, 200, 3, lighten(paint.body, 0.3), 'opacity="0.7"'));
    out.push(glass(ctx, 164, 92, 72, 124, 14));
    for (let r = 0; r < 4; r += 1)
      for (let c = 0; c < 3; c += 1)
        out.push(
          circle(
            180 + c * 20,
            110 + r * 26,
            6,
            r === 3 && c !== 1 ? mix(paint.screen, led, 0.5) : mix(paint.screen, paint.glow, 0.75),
          ),
        );
    out.push(sheen(ctx, 164, 92, 72, 124, 14));
    out.push(circle(200, 264, 28, darken(paint.body, 0.12)), circle(200, 264, 22, paint.trim));
    out.push(rect(194, 244, 12, 40, 6, darken(paint.trim, 0.2)), circle(200, 234, 3, led));
  } else {
    // A lever handle with a fingerprint reader.
    out.push(groundShadow(paint, 176, 326, 120, 10));
    out.push(rect(172, 72, 76, 256, 22, paint.trim), rect(168, 70, 76, 256, 22, paint.body));
    out.push(rect(174, 76, 6, 220, 3, lighten(paint.body, 0.3), 'opacity="0.7"'));
    out.push(glass(ctx, 180, 86, 52, 74, 12));
    out.push(rect(194, 98, 24, 3, 1.5, led));
    for (let i = 0; i < 4; i += 1)
      out.push(arcBand(206, 134, 5 + i * 4, 1.6, -120, 120, mix(paint.screen, paint.glow, 0.6)));
    out.push(sheen(ctx, 180, 86, 52, 74, 12));
    out.push(
      circle(210, 208, 26, darken(paint.trim, 0.1)),
      circle(206, 204, 24, lighten(paint.body, 0.1)),
    );
    out.push(
      path(
        'M206 192 H80 Q62 192 62 208 Q62 222 78 222 H206 Z',
        darken(paint.trim, 0.15),
        'transform="translate(2 4)"',
      ),
    );
    out.push(path('M206 190 H80 Q62 190 62 204 Q62 218 78 218 H206 Z', lighten(paint.body, 0.06)));
    out.push(rect(80, 194, 110, 4, 2, lighten(paint.body, 0.35), 'opacity="0.8"'));
    out.push(circle(206, 282, 9, paint.screen), rect(204, 282, 4, 10, 2, paint.screen));
  }
  return out.join('');
};

export const SMART_HOME_DRAWINGS = {
  'video-doorbell': videoDoorbell,
  'security-camera': securityCamera,
  thermostat,
  'smart-plug': smartPlug,
  'smart-display': smartDisplay,
  'smart-lock': smartLock,
} satisfies Record<string, Drawing>;
