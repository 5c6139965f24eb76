/**
 * The width and height of an `<amp-img layout="responsive">`: they set its aspect ratio, and
 * AMP needs both. An image that does not know its size gets the spec's default image size,
 * 456x306 (spec 000 s3, DEFAULT_IMAGE_SIZE).
 */
import { DEFAULT_IMAGE_SIZE } from '@bytewire/media';

const DEFAULT_HEIGHT = 306;

export interface AmpImageSize {
  width: number;
  height: number;
}

function isPixels(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value > 0;
}

export function ampImageSize(width: number | undefined, height: number | undefined): AmpImageSize {
  if (isPixels(width) && isPixels(height)) return { width, height };
  return { width: DEFAULT_IMAGE_SIZE.width, height: DEFAULT_IMAGE_SIZE.height ?? DEFAULT_HEIGHT };
}
