/** The life-tech drawings: safe markup, stable output, distinct variants, inside the box. */
import { LIFE_TECH_DRAWINGS, LIFE_TECH_KINDS } from '../../src/illustrations/devices/life-tech';
import { DEVICE_KINDS } from '../../src/illustrations/drawing';
import { DARK_PAINT, describeDrawings } from './drawing-checks';

describe('life-tech drawings', () => {
  it('covers exactly its fourteen kinds, all of them device kinds', () => {
    expect(Object.keys(LIFE_TECH_DRAWINGS).sort()).toEqual([...LIFE_TECH_KINDS].sort());
    expect(LIFE_TECH_KINDS).toHaveLength(14);
    for (const kind of LIFE_TECH_KINDS) expect(DEVICE_KINDS).toContain(kind);
  });

  describeDrawings(LIFE_TECH_DRAWINGS, LIFE_TECH_KINDS, { prefix: 'ltt-', paints: [DARK_PAINT] });
});
