import sharp from 'sharp';
import type { DrawContext, Paint } from '../../src/illustrations/drawing';
import { DEVICE_KINDS } from '../../src/illustrations/drawing';
import {
  PERSONAL_TECH_DRAWINGS,
  type PersonalTechKind,
} from '../../src/illustrations/devices/personal-tech';

const DARK: Paint = {
  body: '#2b3444',
  trim: '#1b2230',
  accent: '#5eead4',
  screen: '#0f172a',
  glow: '#93c5fd',
  shadow: 'rgba(15,23,42,0.18)',
};
const LIGHT: Paint = {
  body: '#e5e7eb',
  trim: '#c7cbd1',
  accent: '#f97316',
  screen: '#111827',
  glow: '#fde68a',
  shadow: 'rgba(15,23,42,0.16)',
};

const KINDS = Object.keys(PERSONAL_TECH_DRAWINGS) as PersonalTechKind[];
const VARIANTS = [0, 1, 2, 3, 4, 5, 6, 7];
const PREFIX = 'pt7-';
/** Rendered at half size: 200 px for the 400-unit box. */
const SCALE = 0.5;

function context(variant: number, paint: Paint = DARK): DrawContext {
  return { paint, variant, idPrefix: PREFIX };
}

function document(markup: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${400 * SCALE}" height="${400 * SCALE}" viewBox="0 0 400 400">${markup}</svg>`;
}

/** The bounding box, in drawing units, of the pixels with any alpha. */
async function inkBox(markup: string): Promise<{ x0: number; y0: number; x1: number; y1: number }> {
  const { data, info } = await sharp(Buffer.from(document(markup)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + 3] > 0) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x + 1);
        y1 = Math.max(y1, y + 1);
      }
    }
  }
  return { x0: x0 / SCALE, y0: y0 / SCALE, x1: x1 / SCALE, y1: y1 / SCALE };
}

describe('personal-tech drawings', () => {
  it('draws exactly the personal-tech device kinds', () => {
    const personal = DEVICE_KINDS.slice(0, DEVICE_KINDS.indexOf('mesh-router') + 1);
    expect([...KINDS].sort()).toEqual([...personal].sort());
    expect(KINDS).toHaveLength(21);
  });

  describe.each(KINDS)('%s', (kind) => {
    const draw = PERSONAL_TECH_DRAWINGS[kind];

    it('writes safe markup whose ids all carry the prefix', () => {
      for (const variant of VARIANTS) {
        for (const paint of [DARK, LIGHT]) {
          const markup = draw(context(variant, paint));
          expect(markup).not.toMatch(
            /<text|<image|href=|<foreignObject|<svg|<script|NaN|undefined/i,
          );
          const ids = [...markup.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
          for (const id of ids) expect(id.startsWith(PREFIX)).toBe(true);
          expect(new Set(ids).size).toBe(ids.length);
          for (const ref of markup.matchAll(/url\(#([^)]*)\)/g)) expect(ids).toContain(ref[1]);
        }
      }
    });

    it('is a pure function of its context', () => {
      for (const variant of VARIANTS) {
        expect(draw(context(variant))).toBe(draw({ ...context(variant), paint: { ...DARK } }));
      }
    });

    it('has at least three distinct variants', () => {
      const distinct = new Set(VARIANTS.map((v) => draw(context(v))));
      expect(distinct.size).toBeGreaterThanOrEqual(3);
      expect(new Set([0, 1, 2].map((v) => draw(context(v)))).size).toBe(3);
    });

    it('renders inside x 20..380, y 60..340 and fills a fair part of it', async () => {
      const boxes = await Promise.all(VARIANTS.map((variant) => inkBox(draw(context(variant)))));
      for (const variant of VARIANTS) {
        const box = boxes[variant];
        const where = `${kind} variant ${variant}: ${JSON.stringify(box)}`;
        expect({
          where,
          ok: box.x0 >= 20 && box.y0 >= 60 && box.x1 <= 380 && box.y1 <= 340,
        }).toEqual({ where, ok: true });
        expect({ where, big: Math.max(box.x1 - box.x0, box.y1 - box.y0) >= 120 }).toEqual({
          where,
          big: true,
        });
      }
    });
  });
});
