/**
 * Width and height parameters from a named size or explicit dimensions. A size key with no
 * configuration adds no resize (spec 000 s5) and is reported, since it is a caller's mistake
 * that would otherwise only show as full-size images.
 */
import type { ResizeParams } from './format-params';
import {
  DEFAULT_IMAGE_SIZE,
  IMAGE_SIZE_NOT_CONFIGURED,
  IMAGE_SIZES,
  isImageSizeKey,
  type ImageDimensions,
  type ImageSizeKey,
} from './image-sizes';

/** A named size, or explicit dimensions, or neither (then DEFAULT_IMAGE_SIZE). */
export type ImageSizeRequest =
  | { size: ImageSizeKey | (string & Record<never, never>); width?: never; height?: never }
  | { size?: never; width?: number; height?: number };

export type ImageWarn = (message: string, details: { size: string }) => void;

export function sizeParams(request: ImageSizeRequest, warn?: ImageWarn): ResizeParams {
  if (request.size !== undefined) {
    if (isImageSizeKey(request.size)) return dimensionParams(IMAGE_SIZES[request.size]);
    warn?.(IMAGE_SIZE_NOT_CONFIGURED, { size: request.size });
    return {};
  }
  if (request.width === undefined && request.height === undefined) {
    return dimensionParams(DEFAULT_IMAGE_SIZE);
  }
  return dimensionParams(request);
}

function dimensionParams({ width, height }: Partial<ImageDimensions>): ResizeParams {
  const params: ResizeParams = {};
  // A dimension that is not a positive whole number is left out, not sent for the image
  // service to reject.
  if (isPixelCount(width)) params.width = String(width);
  if (isPixelCount(height)) params.height = String(height);
  return params;
}

function isPixelCount(value: number | undefined): value is number {
  return value !== undefined && Number.isInteger(value) && value > 0;
}
