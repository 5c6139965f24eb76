/**
 * The checks every drawing test makes (see src/illustrations/drawing.ts for the contract): safe
 * markup, ids that carry the prefix, purity, distinct variants, and ink inside the box.
 */
import sharp from 'sharp';
import type { DrawContext, Drawing, Paint } from '../../src/illustrations/drawing';

/** A dark finish: light details must still show on it. */
export const DARK_PAINT: Paint = {
  body: '#2b3444',
  trim: '#1b2230',
  accent: '#5eead4',
  screen: '#0f172a',
  glow: '#93c5fd',
  shadow: 'rgba(15,23,42,0.18)',
};

export const VARIANTS = [0, 1, 2, 3, 4, 5, 6, 7];

/** Where the ink is, in drawing units: x0..x1, y0..y1 with the far edges exclusive. */
export interface InkBox {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/**
 * The box around the pixels drawn (alpha above zero), or null when nothing is drawn. `scale`
 * renders the 400-unit box smaller (0.5: 200 px), for speed.
 */
export async function inkBox(markup: string, scale = 1): Promise<InkBox | null> {
  const size = 400 * scale;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 400 400">${markup}</svg>`;
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  expect(info.width).toBe(size);
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
  return x1 < 0 ? null : { x0: x0 / scale, y0: y0 / scale, x1: x1 / scale, y1: y1 / scale };
}

/** No text, images, links, nested svg or scripts, and no number that went wrong. */
export function expectSafeMarkup(markup: string): void {
  expect(markup).not.toMatch(/<text|<image|href=|<foreignObject|<svg|<script|NaN|undefined/i);
}

/** Every id starts with the prefix and is unique, and every url(#…) points at one of them. */
export function expectPrefixedIds(markup: string, prefix: string): void {
  const ids = [...markup.matchAll(/\bid="([^"]*)"/g)].map((m) => m[1]);
  for (const id of ids) expect(id.startsWith(prefix)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  for (const [, ref] of markup.matchAll(/url\(#([^)]*)\)/g)) {
    expect(ref.startsWith(prefix)).toBe(true);
    expect(ids).toContain(ref);
  }
}

/** The ink stays inside x 20..380, y 60..340 and, given `minSize`, spans at least that much. */
export function expectInsideBox(where: string, box: InkBox | null, minSize = 0): void {
  expect({ where, drawn: box !== null }).toEqual({ where, drawn: true });
  const { x0, y0, x1, y1 } = box!;
  expect({ where, box, inside: x0 >= 20 && y0 >= 60 && x1 <= 380 && y1 <= 340 }).toEqual({
    where,
    box,
    inside: true,
  });
  expect({ where, box, big: Math.max(x1 - x0, y1 - y0) >= minSize }).toEqual({
    where,
    box,
    big: true,
  });
}

/**
 * The device families' suite, for each kind: safe prefixed markup in every variant and paint, a
 * pure function of its context, three distinct variants (0, 1 and 2 among them), and ink inside
 * the box spanning at least 120 units (rendered at half size).
 */
export function describeDrawings<K extends string>(
  drawings: Readonly<Record<K, Drawing>>,
  kinds: readonly K[],
  { prefix, paints }: { prefix: string; paints: readonly Paint[] },
): void {
  describe.each(kinds.map((kind) => [kind]))('%s', (kind: K) => {
    const draw = drawings[kind];
    const context = (variant: number, paint = paints[0], idPrefix = prefix): DrawContext => ({
      paint,
      variant,
      idPrefix,
    });

    it('writes safe markup whose ids all carry the prefix', () => {
      for (const variant of VARIANTS) {
        for (const paint of paints) {
          const markup = draw(context(variant, paint));
          expectSafeMarkup(markup);
          expectPrefixedIds(markup, prefix);
        }
        expectPrefixedIds(draw(context(variant, paints[0], 'other-')), 'other-');
      }
    });

    it('is a pure function of its context', () => {
      for (const variant of VARIANTS) {
        expect(draw(context(variant))).toBe(draw(context(variant, { ...paints[0] })));
      }
    });

    it('has at least three distinct variants', () => {
      expect(new Set(VARIANTS.map((v) => draw(context(v)))).size).toBeGreaterThanOrEqual(3);
      expect(new Set([0, 1, 2].map((v) => draw(context(v)))).size).toBe(3);
    });

    it('renders inside x 20..380, y 60..340 and fills a fair part of it', async () => {
      const boxes = await Promise.all(VARIANTS.map((v) => inkBox(draw(context(v)), 0.5)));
      for (const variant of VARIANTS) {
        expectInsideBox(`${kind} variant ${variant}`, boxes[variant], 120);
      }
    });
  });
}
