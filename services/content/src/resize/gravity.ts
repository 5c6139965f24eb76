/**
 * Crop gravity codes 0 to 9 (spec 000 s7; the spec names the range, not the meanings). The
 * meanings are ImageMagick's GravityType numbering, which is also a phone keypad's layout:
 *
 *   1 north-west   2 north    3 north-east
 *   4 west         5 centre   6 east
 *   7 south-west   8 south    9 south-east
 *
 * and 0 (ImageMagick's "undefined") is left to the image: sharp's attention strategy keeps the
 * most salient region. A request without gravity is cropped around the centre.
 */
import sharp from 'sharp';

type Position = string | number;

const POSITIONS: readonly Position[] = [
  sharp.strategy.attention,
  'left top',
  'top',
  'right top',
  'left',
  'centre',
  'right',
  'left bottom',
  'bottom',
  'right bottom',
];

/** sharp's `position` for a crop gravity code; the centre when none is given. */
export function cropPosition(gravity: number | undefined): Position {
  return gravity === undefined ? 'centre' : (POSITIONS[gravity] ?? 'centre');
}
