/** The topic motifs and the author portraits: they render, stay in their box, and are stable. */
import { MOTIF_KINDS, type Paint } from '../../src/illustrations/drawing';
import { drawPortrait } from '../../src/illustrations/motifs/portrait';
import { MOTIF_DRAWINGS } from '../../src/illustrations/motifs/topic-motifs';
import {
  DARK_PAINT,
  VARIANTS,
  expectInsideBox,
  expectPrefixedIds,
  expectSafeMarkup,
  inkBox,
} from './drawing-checks';

const PAINTS: Paint[] = [
  DARK_PAINT,
  {
    body: '#f1e9dc',
    trim: '#d6c7ae',
    accent: '#e11d48',
    screen: '#1f2937',
    glow: '#bae6fd',
    shadow: 'rgba(15,23,42,0.18)',
  },
];

function expectClean(elements: string, prefix: string): void {
  expectSafeMarkup(elements);
  expectPrefixedIds(elements, prefix);
}

describe('topic motifs', () => {
  it.each([...MOTIF_KINDS])('%s: every variant renders inside the box', async (kind) => {
    const drawing = MOTIF_DRAWINGS[kind];
    const distinct = new Set<string>();
    for (const variant of VARIANTS) {
      const paint = PAINTS[variant % PAINTS.length];
      const prefix = `t${variant}-${kind}`;
      const elements = drawing({ paint, variant, idPrefix: prefix });
      expect(drawing({ paint, variant, idPrefix: prefix })).toBe(elements);
      expectClean(elements, prefix);
      distinct.add(drawing({ paint: PAINTS[0], variant, idPrefix: 'x' }));
      expectInsideBox(`${kind} variant ${variant}`, await inkBox(elements));
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
      const box = await inkBox(portrait.elements);
      expect(box).not.toBeNull();
      // The shoulders reach the bottom edge.
      expect(box!.y1).toBe(400);
    }
    expect(elements.size).toBeGreaterThanOrEqual(40);
    expect(descriptions.size).toBeGreaterThanOrEqual(30);
  });
});
