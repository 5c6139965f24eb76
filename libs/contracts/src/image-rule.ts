/**
 * The rule for an image a page can show, in a module of its own: the browser's first load uses
 * it (@bytewire/media) without the component accessors beside it in component-items.ts.
 */
import type { Image } from './entities';
import { isNonBlankString, isRecord } from './guards';

/**
 * An image that can be shown (spec 000 s5, "images render only if valid"): a storage path to
 * resize or a loadable URL, and no zero, negative or non-numeric size (a missing one is fine).
 * The one such rule: @bytewire/media's `isValidImage` is this function.
 */
export function isRenderableImage(value: unknown): value is RenderableImage {
  if (!isRecord(value)) return false;
  const { path, imageUrl, width, height } = value;
  return (
    (isNonBlankString(path) || isNonBlankString(imageUrl)) &&
    isPositiveWhenGiven(width) &&
    isPositiveWhenGiven(height)
  );
}

/** An image a teaser or a promotion can load as it is: an object with a non-blank URL. */
export function isLoadableImage(value: unknown): value is Image {
  return isRecord(value) && isNonBlankString(value.imageUrl);
}

/** An image that can be shown: a storage path, a loadable URL, or both. */
export type RenderableImage = Partial<Image> & ({ path: string } | { imageUrl: string });

function isPositiveWhenGiven(value: unknown): boolean {
  return value === undefined || (typeof value === 'number' && Number.isFinite(value) && value > 0);
}
