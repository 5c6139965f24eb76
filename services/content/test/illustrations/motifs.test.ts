/** The topic motifs and the author portraits: they render, stay in their box, and are stable. */
import sharp from 'sharp';
import { MOTIF_KINDS, type Paint } from '../../src/illustrations/drawing';
import { drawPortrait } from '../../src/illustrations/motifs/portrait';
import { MOTIF_DRAWINGS } from '../../src/illustrations/motifs/topic-motifs';

const PAINTS: Paint[] = [
  {
    body: '#2b3444',
    trim: '#1b2230',
    accent: '#5eead4',
    screen: '#0f172a',
    glow: '#93c5fd',
    shadow: 'rgba(15,23,42,0.18)',
  },
  {
    body: '#f1e9dc',
    trim: '#d6c7ae',
    accent: '#e11d48',
    screen: '#1f2937',
    glow: '#bae6fd',
    shadow: 'rgba(15,23,42,0.18)',
  },
];

const wrap = (elements: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="400" viewBox="0 0 400 400">${elements}</svg>`;

/** The box around the pixels drawn (alpha above zero), or null when nothing is drawn. */
async function drawnBox(
  svg: string,
): Promise<{ left: number; top: number; right: number; bottom: number } | null> {
  const { data, info } = await sharp(Buffer.from(svg))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  let left = info.width;
  let top = info.height;
  let right = -1;
  let bottom = -1;
  for (let y = 0; y < info.height; y++) {
    for (let x = 0; x < info.width; x++) {
      if (data[(y * info.width + x) * info.channels + 3] > 0) {
        if (x < left) left = x;
        if (x > right) right = x;
        if (y < top) top = y;
        if (y > bottom) bottom = y;
      }
    }
  }
  return right < 0 ? null : { left, top, right, bottom };
}

function expectClean(elements: string, prefix: string): void {
  expect(elements).not.toMatch(/<text|<image|href=|<foreignObject|<svg/i);
  for (const [, id] of elements.matchAll(/\bid="([^"]*)"/g))
    expect(id.startsWith(prefix)).toBe(true);
  for (const [, ref] of elements.matchAll(/url\(#([^)]*)\)/g)) {
    expect(ref.startsWith(prefix)).toBe(true);
  }
}

describe('topic motifs', () => {
  it.each([...MOTIF_KINDS])('%s: every variant renders inside the box', async (kind) => {
    const drawing = MOTIF_DRAWINGS[kind];
    const distinct = new Set<string>();
    for (let variant = 0; variant < 8; variant++) {
      const paint = PAINTS[variant % PAINTS.length];
      const prefix = `t${variant}-${kind}`;
      const elements = drawing({ paint, variant, idPrefix: prefix });
      expect(drawing({ paint, variant, idPrefix: prefix })).toBe(elements);
      expectClean(elements, prefix);
      distinct.add(drawing({ paint: PAINTS[0], variant, idPrefix: 'x' }));
      const box = await drawnBox(wrap(elements));
      expect(box).not.toBeNull();
      expect(box!.left).toBeGreaterThanOrEqual(20);
      expect(box!.right).toBeLessThanOrEqual(380);
      expect(box!.top).toBeGreaterThanOrEqual(60);
      expect(box!.bottom).toBeLessThanOrEqual(340);
    }
    expect(distinct.size).toBeGreaterThanOrEqual(3);
  });
});

describe('portraits', () => {
  it('draw fifty varied, stable avatars with plain descriptions', async () => {
    const elements = new Set<string>();
    const descriptions = new Set<string>();
    for (let seed = 0; seed < 50; seed++) {
      const prefix = `a${seed}`;
      const portrait = drawPortrait(seed, prefix);
      expect(drawPortrait(seed, prefix)).toEqual(portrait);
      expectClean(portrait.elements, prefix);
      expect(portrait.description).toMatch(/^[a-z][a-z ,-]+$/);
      expect(portrait.description).not.toMatch(/\d/);
      elements.add(portrait.elements);
      descriptions.add(portrait.description);
      const box = await drawnBox(wrap(portrait.elements));
      expect(box).not.toBeNull();
      // The shoulders reach the bottom edge.
      expect(box!.bottom).toBe(399);
    }
    expect(elements.size).toBeGreaterThanOrEqual(40);
    expect(descriptions.size).toBeGreaterThanOrEqual(30);
  });
});
