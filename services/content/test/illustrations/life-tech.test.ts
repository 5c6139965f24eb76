/** The life-tech drawings: safe markup, stable output, distinct variants, inside the box. */
import sharp from 'sharp';
import type { DrawContext, Paint } from '../../src/illustrations/drawing';
import {
  LIFE_TECH_DRAWINGS,
  LIFE_TECH_KINDS,
  type LifeTechKind,
} from '../../src/illustrations/devices/life-tech';

const PAINT: Paint = {
  body: '#2b3444',
  trim: '#1b2230',
  accent: '#5eead4',
  screen: '#0f172a',
  glow: '#93c5fd',
  shadow: 'rgba(15,23,42,0.18)',
};
const PREFIX = 'ltt-';
const VARIANTS = [0, 1, 2, 3, 4, 5, 6, 7];

function context(variant: number): DrawContext {
  return { paint: PAINT, variant, idPrefix: PREFIX };
}

function wrap(inner: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${inner}</svg>`;
}

/** The bounding box of pixels with any alpha, rendered on a transparent canvas. */
async function drawnBox(
  markup: string,
): Promise<{ x0: number; y0: number; x1: number; y1: number }> {
  const { data, info } = await sharp(Buffer.from(wrap(markup)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let x0 = info.width;
  let y0 = info.height;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) {
      if (data[(y * info.width + x) * info.channels + 3] > 0) {
        x0 = Math.min(x0, x);
        y0 = Math.min(y0, y);
        x1 = Math.max(x1, x);
        y1 = Math.max(y1, y);
      }
    }
  }
  return { x0, y0, x1: x1 + 1, y1: y1 + 1 };
}

describe('life-tech drawings', () => {
  it('covers exactly its fourteen kinds', () => {
    expect(Object.keys(LIFE_TECH_DRAWINGS).sort()).toEqual([...LIFE_TECH_KINDS].sort());
    expect(LIFE_TECH_KINDS).toHaveLength(14);
  });

  describe.each(LIFE_TECH_KINDS.map((kind) => [kind]))('%s', (kind: LifeTechKind) => {
    const draw = LIFE_TECH_DRAWINGS[kind];

    it('writes safe, prefixed, deterministic markup with distinct variants', () => {
      const outputs = VARIANTS.map((variant) => draw(context(variant)));
      for (const [i, markup] of outputs.entries()) {
        expect(markup).not.toMatch(/<text|<image|href=|<foreignObject/i);
        for (const match of markup.matchAll(/\sid="([^"]*)"/g)) {
          expect(match[1].startsWith(PREFIX)).toBe(true);
        }
        for (const match of markup.matchAll(/url\(#([^)]*)\)/g)) {
          expect(match[1].startsWith(PREFIX)).toBe(true);
        }
        expect(draw(context(VARIANTS[i]))).toBe(markup);
      }
      expect(new Set(outputs).size).toBeGreaterThanOrEqual(3);
    });

    it('renders inside the box for every variant', async () => {
      const problems: string[] = [];
      for (const variant of VARIANTS) {
        const { x0, y0, x1, y1 } = await drawnBox(draw(context(variant)));
        if (x0 < 20 || y0 < 60 || x1 > 380 || y1 > 340) {
          problems.push(`variant ${variant} draws over x ${x0}..${x1}, y ${y0}..${y1}`);
        }
        if (Math.max(x1 - x0, y1 - y0) < 120) {
          problems.push(`variant ${variant} is only ${x1 - x0} x ${y1 - y0}`);
        }
      }
      expect(problems).toEqual([]);
    });
  });
});
