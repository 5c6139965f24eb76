/**
 * Images render only if valid (spec 000 s5). Content arrives from an upstream API, so the
 * check takes unknown data rather than trusting the Image type.
 */
import type { Image } from '@bytewire/contracts';

/** An image that can be shown: it has a storage path to resize, or a loadable URL, or both. */
export type RenderableImage = Partial<Image> & ({ path: string } | { imageUrl: string });

export function isValidImage(image: unknown): image is RenderableImage {
  if (typeof image !== 'object' || image === null) return false;
  const { path, imageUrl, width, height } = image as Record<string, unknown>;
  return (
    (isNonBlankString(path) || isNonBlankString(imageUrl)) &&
    isPositiveWhenGiven(width) &&
    isPositiveWhenGiven(height)
  );
}

function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0;
}

// A missing dimension is fine (the resize keeps the aspect ratio); a zero, negative or
// non-numeric one means the record is broken.
function isPositiveWhenGiven(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value) && value > 0);
}
