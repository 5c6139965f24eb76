/**
 * Images render only if valid (spec 000 s5). The rule is the contracts' (isRenderableImage),
 * which also cleans the images of the lists it checks where the page enters; images in fields
 * left open there (a link's, an author's) are checked with it where they are drawn.
 */
import { isRenderableImage, type RenderableImage } from '@bytewire/contracts';

export type { RenderableImage };

/** An image that can be shown: it has a storage path to resize, or a loadable URL, or both. */
export const isValidImage: (image: unknown) => image is RenderableImage = isRenderableImage;
