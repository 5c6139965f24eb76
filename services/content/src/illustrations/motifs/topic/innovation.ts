/** Ideas and launches: a light bulb (lightbulb, the tech topic's motif), a rocket (rocket). */
import type { Drawing, Paint } from '../../drawing';
import type { Point as Pt } from '../../svg-kit';
import { lighten } from '../../tones';
import {
  arc,
  circle,
  contrasting,
  decor,
  deepen,
  ellipse,
  gear,
  groundShadow,
  group,
  path,
  polygonD,
  polylineD,
  rect,
  stroke,
} from './motif-kit';

export const lightbulb: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  const bulb = (inside: string): string => {
    let b = path(
      'M170 240 C170 216 122 200 122 150 A78 78 0 1 1 278 150 C278 200 230 216 230 240 Z',
      paint.glow,
    );
    b += path(
      'M200 72 A78 78 0 0 1 278 150 C278 200 230 216 230 240 L200 240 Z',
      deepen(paint.glow, 0.1),
      ' opacity="0.6"',
    );
    b += stroke(arc(200, 150, 60, -70, -20), lighten(paint.glow, 0.7), 10);
    b += inside;
    b +=
      rect(168, 240, 64, 16, 6, paint.body) +
      rect(172, 258, 56, 14, 6, paint.trim) +
      rect(168, 274, 64, 14, 6, paint.body);
    b += path('M180 290 L220 290 Q214 308 200 308 Q186 308 180 290 Z', paint.screen);
    return b;
  };
  let out = groundShadow(paint, 200, 322, 80);
  if (layout === 0) {
    const inside = stroke(
      'M182 240 L182 182 Q188 164 194 182 Q200 200 206 182 Q212 164 218 182 L218 240',
      paint.accent,
      5,
    );
    let art = bulb(inside);
    const rays = 5 + (v % 2) * 2;
    for (let i = 0; i < rays; i++) {
      const a = -90 + (180 * i) / (rays - 1);
      const sin = Math.sin((a * Math.PI) / 180);
      const cos = Math.cos((a * Math.PI) / 180);
      art += stroke(
        polylineD([
          [200 + 96 * sin, 150 - 96 * cos],
          [200 + 116 * sin, 150 - 116 * cos],
        ]),
        paint.accent,
        9,
      );
    }
    out += group(art, 'translate(200 172) scale(0.86) translate(-200 -150)');
    out += decor(
      paint,
      v,
      [
        [70, 300],
        [330, 300],
        [60, 250],
      ],
      2,
    );
  } else if (layout === 1) {
    // A gear turning inside.
    const inside =
      path(gear(200, 150, 44, 34, 9), contrasting(paint.glow, [paint.body, paint.screen])) +
      circle(200, 150, 15, paint.glow) +
      path(gear(236, 196, 20, 14, 7), paint.trim, '') +
      circle(236, 196, 6, paint.glow);
    out += bulb(inside);
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [330, 90],
        [80, 230],
        [320, 230],
        [60, 160],
        [340, 160],
      ],
      4,
    );
  } else {
    // A network of ideas inside, tilted.
    const nodes: Pt[] = [
      [172, 118],
      [214, 106],
      [240, 150],
      [200, 160],
      [164, 176],
      [222, 196],
    ];
    let inside = '';
    const edges = [
      [0, 1],
      [1, 2],
      [0, 3],
      [1, 3],
      [3, 2],
      [3, 4],
      [3, 5],
      [2, 5],
      [4, 5],
    ];
    for (const [a, b] of edges)
      inside += stroke(polylineD([nodes[a], nodes[b]]), paint.screen, 3.5);
    nodes.forEach(
      ([x, y], i) =>
        (inside += circle(x, y, i === 3 ? 11 : 7, i % 2 === 0 ? paint.accent : paint.screen)),
    );
    out += group(bulb(inside), `rotate(${v % 2 === 0 ? -14 : 14} 200 200)`);
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [330, 90],
        [70, 260],
        [330, 260],
      ],
      4,
    );
  }
  return out;
};

function rocketShape(paint: Paint, flame: number): string {
  let out = '';
  // Flame (drawn first, under the nozzle).
  out += path(`M172 262 Q200 ${262 + 80 * flame} 228 262 Z`, paint.accent);
  out += path(`M184 262 Q200 ${262 + 48 * flame} 216 262 Z`, lighten(paint.glow, 0.4));
  out += path('M153 196 Q120 214 112 276 L154 256 Z', paint.accent);
  out += path('M247 196 Q280 214 288 276 L246 256 Z', deepen(paint.accent, 0.2));
  out += path(
    polygonD([
      [168, 250],
      [232, 250],
      [224, 270],
      [176, 270],
    ]),
    paint.trim,
  );
  out += path('M200 64 C248 96 254 170 246 256 L154 256 C146 170 152 96 200 64 Z', paint.body);
  out += path(
    'M200 64 C248 96 254 170 246 256 L214 256 C222 170 220 100 200 64 Z',
    deepen(paint.body, 0.14),
  );
  out += path('M200 64 C222 78 236 96 242 116 L158 116 C164 96 178 78 200 64 Z', paint.accent);
  out += path(
    'M200 64 C222 78 236 96 242 116 L222 116 C218 96 212 80 200 64 Z',
    deepen(paint.accent, 0.2),
  );
  out += circle(200, 168, 30, paint.trim) + circle(200, 168, 21, paint.screen);
  out += stroke(arc(200, 168, 13, -80, -10), paint.glow, 5);
  out += rect(197, 210, 6, 36, 3, deepen(paint.body, 0.25));
  out += stroke('M166 130 C162 160 162 200 164 240', lighten(paint.body, 0.3), 6, ' opacity="0.8"');
  return out;
}

export const rocket: Drawing = ({ paint, variant }) => {
  const v = variant & 7;
  const layout = v % 3;
  let out = '';
  if (layout === 0) {
    out += groundShadow(paint, 200, 330, 70, 10);
    out += rocketShape(paint, 0.8 + (v % 2) * 0.2);
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [330, 100],
        [80, 200],
        [320, 210],
        [60, 300],
        [340, 300],
      ],
      5,
    );
  } else if (layout === 1) {
    // Diagonal, with a trail of puffs.
    const puff = lighten(paint.trim, 0.3);
    out += circle(82, 318, 20, puff) + circle(60, 300, 14, puff) + circle(110, 300, 14, puff);
    out +=
      stroke(
        polylineD([
          [70, 250],
          [118, 202],
        ]),
        paint.trim,
        6,
      ) +
      stroke(
        polylineD([
          [130, 300],
          [170, 260],
        ]),
        paint.trim,
        6,
      );
    out += group(
      rocketShape(paint, 1.1),
      `translate(200 200) rotate(${v % 2 === 0 ? 42 : 35}) scale(0.9) translate(-200 -185)`,
    );
    out += decor(paint, v, [
      [80, 90],
      [320, 310],
      [340, 200],
      [60, 180],
    ]);
  } else {
    // Lifting off a bank of smoke.
    out += group(rocketShape(paint, 0.9), 'translate(200 170) scale(0.84) translate(-200 -160)');
    const puff = lighten(paint.trim, 0.35);
    const puffs: [number, number, number][] = [
      [110, 300, 34],
      [160, 288, 38],
      [210, 296, 40],
      [262, 288, 36],
      [305, 302, 30],
      [80, 316, 20],
      [330, 318, 20],
      [200, 316, 24],
    ];
    for (const [x, y, r] of puffs) out += circle(x + 3, y + 4, r, deepen(puff, 0.12));
    for (const [x, y, r] of puffs) out += circle(x, y, r, puff);
    out +=
      circle(318, 100, 26, paint.trim) +
      ellipse(
        318,
        100,
        44,
        9,
        'none',
        ` stroke="${paint.accent}" stroke-width="5" transform="rotate(-20 318 100)"`,
      );
    out += decor(
      paint,
      v,
      [
        [70, 90],
        [90, 180],
        [330, 180],
        [250, 80],
      ],
      3,
    );
  }
  return out;
};
