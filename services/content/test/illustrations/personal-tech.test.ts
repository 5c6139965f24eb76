/** The personal-tech drawings: safe markup, stable output, distinct variants, inside the box. */
import {
  PERSONAL_TECH_DRAWINGS,
  type PersonalTechKind,
} from '../../src/illustrations/devices/personal-tech';
import { DEVICE_KINDS, type Paint } from '../../src/illustrations/drawing';
import { DARK_PAINT, describeDrawings } from './drawing-checks';

const LIGHT: Paint = {
  body: '#e5e7eb',
  trim: '#c7cbd1',
  accent: '#f97316',
  screen: '#111827',
  glow: '#fde68a',
  shadow: 'rgba(15,23,42,0.16)',
};

const KINDS = Object.keys(PERSONAL_TECH_DRAWINGS) as PersonalTechKind[];

describe('personal-tech drawings', () => {
  it('draws exactly the personal-tech device kinds', () => {
    const personal = DEVICE_KINDS.slice(0, DEVICE_KINDS.indexOf('mesh-router') + 1);
    expect([...KINDS].sort()).toEqual([...personal].sort());
    expect(KINDS).toHaveLength(21);
  });

  describeDrawings(PERSONAL_TECH_DRAWINGS, KINDS, { prefix: 'pt7-', paints: [DARK_PAINT, LIGHT] });
});
