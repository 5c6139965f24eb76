/**
 * The source picture of a corpus image: its illustration drawn at the image's own size
 * (illustrations/compose.ts), which sharp rasterises and then resizes. Deterministic: the same
 * image gives the same SVG, so the same bytes, in every build.
 */
import { DEFAULT_IMAGE_SIZE } from '@bytewire/contracts';
import { illustrationSvg } from '../illustrations/compose';
import type { CorpusPicture } from './corpus-images';

export function sourceSvg({ image, illustration }: CorpusPicture): Buffer {
  const width = image.width ?? DEFAULT_IMAGE_SIZE.width;
  const height = image.height ?? DEFAULT_IMAGE_SIZE.height;
  return Buffer.from(illustrationSvg(illustration, width, height));
}
