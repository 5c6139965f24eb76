/** Crop gravity (spec 000 s7): codes 0 to 9; anything else is ignored rather than sent. */
import type { ResizeParams } from './format-params';

export const MIN_CROP_GRAVITY = 0;
export const MAX_CROP_GRAVITY = 9;

export function isCropGravity(value: unknown): value is number {
  return (
    typeof value === 'number' &&
    Number.isInteger(value) &&
    value >= MIN_CROP_GRAVITY &&
    value <= MAX_CROP_GRAVITY
  );
}

export function gravityParams(cropGravity: unknown): ResizeParams {
  return isCropGravity(cropGravity) ? { gravity: String(cropGravity) } : {};
}
