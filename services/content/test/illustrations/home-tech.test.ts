/** The home-tech drawings: safe markup, stable output, distinct variants, inside the box. */
import { HOME_TECH_DRAWINGS, HOME_TECH_KINDS } from '../../src/illustrations/devices/home-tech';
import { DEVICE_KINDS } from '../../src/illustrations/drawing';
import { DARK_PAINT, describeDrawings } from './drawing-checks';

describe('home-tech drawings', () => {
  it('draws exactly its kinds, all of them device kinds', () => {
    expect(Object.keys(HOME_TECH_DRAWINGS).sort()).toEqual([...HOME_TECH_KINDS].sort());
    expect(HOME_TECH_KINDS).toHaveLength(18);
    for (const kind of HOME_TECH_KINDS) expect(DEVICE_KINDS).toContain(kind);
  });

  describeDrawings(HOME_TECH_DRAWINGS, HOME_TECH_KINDS, { prefix: 'pic7-', paints: [DARK_PAINT] });
});
