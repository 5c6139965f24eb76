/**
 * The source picture of a corpus image. The corpus has no photographs, so the source is the
 * image's own placeholder (the SVG its imageUrl names: same size, same colours), rasterised by
 * sharp: deterministic, and a resized answer looks like the imageUrl it replaces.
 */
import { DEFAULT_IMAGE_SIZE, type Image } from '@bytewire/contracts';
import { placeholderSvg } from '../placeholder/placeholder-svg';

/** The seed of the image's placeholder URL (`?seed=`), else its id: the same colours. */
function seedOf(image: Image): string {
  const seed = image.imageUrl
    ? new URL(image.imageUrl, 'http://corpus.invalid').searchParams.get('seed')
    : null;
  return seed ?? image.id;
}

export function sourceSvg(image: Image): Buffer {
  const width = image.width ?? DEFAULT_IMAGE_SIZE.width;
  const height = image.height ?? DEFAULT_IMAGE_SIZE.height;
  return Buffer.from(placeholderSvg(width, height, seedOf(image)));
}
