/** The home-tech drawings: safe markup, stable output, distinct variants, inside the box. */
import sharp from 'sharp';
import { DEVICE_KINDS, type DrawContext, type Paint } from '../../src/illustrations/drawing';
import {
  HOME_TECH_DRAWINGS,
  HOME_TECH_KINDS,
  type HomeTechKind,
} from '../../src/illustrations/devices/home-tech';

const PAINT: Paint = {
  body: '#2b3444',
  trim: '#1b2230',
  accent: '#5eead4',
  screen: '#0f172a',
  glow: '#93c5fd',
  shadow: 'rgba(15,23,42,0.18)',
};
const VARIANTS = [0, 1, 2, 3, 4, 5, 6, 7];
const SCALE = 0.5; // rendered at 200 x 200

function context(variant: number, idPrefix = 'pic7-'): DrawContext {
  return { paint: PAINT, variant, idPrefix };
}

function wrap(markup: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${markup}</svg>`;
}

/** The bounding box, in drawing units, of every pixel with some alpha. */
async function drawnBox(
  markup: string,
): Promise<{ x0: number; y0: number; x1: number; y1: number }> {
  const size = 400 * SCALE;
  const { data, info } = await sharp(Buffer.from(wrap(markup)), { density: 72 * SCALE })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(size);
  let x0 = Infinity;
  let y0 = Infinity;
  let x1 = -Infinity;
  let y1 = -Infinity;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
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

describe('home-tech drawings', () => {
  it('draws exactly its kinds, all of them device kinds', () => {
    expect(Object.keys(HOME_TECH_DRAWINGS).sort()).toEqual([...HOME_TECH_KINDS].sort());
    expect(HOME_TECH_KINDS).toHaveLength(18);
    for (const kind of HOME_TECH_KINDS) expect(DEVICE_KINDS).toContain(kind);
  });

  describe.each(HOME_TECH_KINDS.map((kind) => [kind]))('%s', (kind: HomeTechKind) => {
    const draw = HOME_TECH_DRAWINGS[kind];

    it('writes no text, images, links or foreign objects, and prefixes every id', () => {
      for (const variant of VARIANTS) {
        const markup = draw(context(variant));
        expect(markup).not.toMatch(/<text|<image|href=|<foreignObject/i);
        const ids = [...markup.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
        for (const id of ids) expect(id.startsWith('pic7-')).toBe(true);
        const refs = [...markup.matchAll(/url\(#([^)]*)\)/g)].map((m) => m[1]);
        for (const ref of refs) expect(ids).toContain(ref);
      }
    });

    it('is a pure function of its context', () => {
      for (const variant of VARIANTS) expect(draw(context(variant))).toBe(draw(context(variant)));
      for (const variant of VARIANTS) {
        const ids = [...draw(context(variant, 'other-')).matchAll(/\bid="([^"]*)"/g)];
        for (const [, id] of ids) expect(id.startsWith('other-')).toBe(true);
      }
    });

    it('has at least three distinct variants', () => {
      expect(
        new Set(VARIANTS.map((variant) => draw(context(variant)))).size,
      ).toBeGreaterThanOrEqual(3);
    });

    it('renders inside x 20..380, y 60..340 and fills a fair part of it', async () => {
      for (const variant of VARIANTS) {
        const box = await drawnBox(draw(context(variant)));
        expect({ variant, ...box }).toEqual({
          variant,
          x0: expect.any(Number),
          y0: expect.any(Number),
          x1: expect.any(Number),
          y1: expect.any(Number),
        });
        expect(box.x0).toBeGreaterThanOrEqual(20);
        expect(box.y0).toBeGreaterThanOrEqual(60);
        expect(box.x1).toBeLessThanOrEqual(380);
        expect(box.y1).toBeLessThanOrEqual(340);
        expect(Math.max(box.x1 - box.x0, box.y1 - box.y0)).toBeGreaterThanOrEqual(120);
      }
    });
  });
});
