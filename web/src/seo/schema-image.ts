/**
 * Images in structured data. Each is the signed resize URL of the image at a preset of
 * @bytewire/media (images/image-sources, the same URLs the page's own images load), absolute,
 * with the preset's width and height: what the JSON-LD states is what the URL serves. Spec 000
 * s9 asks for the article image at three ratios, 4x3, 16x9 and 1x1 (the article_schema_*
 * presets, 1200 px wide).
 *
 * The builders stay pure: they take a `SchemaImageOf` function, which the React component makes
 * from the image resize context (`useSchemaImageOf`).
 */
import type { Image } from '@bytewire/contracts';
import type { ImageSizeKey } from '@bytewire/media';
import type { ImageResize } from '../images/image-resize';
import { imageSources } from '../images/image-sources';
import { absoluteUrl } from './absolute-url';
import type { JsonLdObject } from './json-ld';
import { compact } from './structured-data-parts';

/** The article_schema presets of spec 000 s9, in the order the ratios are named there. */
export const ARTICLE_SCHEMA_SIZES = [
  'article_schema_4x3',
  'article_schema_16x9',
  'article_schema_1x1',
] as const satisfies readonly ImageSizeKey[];

export interface SchemaImage {
  /** Absolute. */
  url: string;
  /** Of the file at `url`; absent when unknown. */
  width?: number;
  height?: number;
}

/** The image at `size`, or undefined when it has no URL at all (or is not valid). */
export type SchemaImageOf = (
  image: Image | undefined,
  size: ImageSizeKey,
) => SchemaImage | undefined;

/**
 * Images resized with `resize` (null: no resize settings), made absolute on `publicUrl`. An
 * image that cannot be resized (no storage path, no settings, a failure images/image-sources
 * has already reported) is named by its own imageUrl, at its own size where the data gives it,
 * never at a preset's size it does not have.
 */
export function schemaImageOf(resize: ImageResize | null, publicUrl: string): SchemaImageOf {
  return (image, size) => {
    const sources = imageSources(image, resize, size);
    if (!image || !sources) return undefined;
    const url = absoluteUrl(sources.src, publicUrl);
    if (url === undefined) return undefined;
    if (sources.src === image.imageUrl) return { url, width: image.width, height: image.height };
    return { url, width: sources.width, height: sources.height };
  };
}

export function imageObject({ url, width, height }: SchemaImage): JsonLdObject {
  return compact({ '@type': 'ImageObject', url, width, height });
}

/**
 * The image at each of `sizes` as ImageObjects, one per distinct URL (an image named by its own
 * imageUrl is the same file at every size); undefined when there is none.
 */
export function imageObjects(
  image: Image | undefined,
  imageOf: SchemaImageOf,
  sizes: readonly ImageSizeKey[] = ARTICLE_SCHEMA_SIZES,
): JsonLdObject[] | undefined {
  const seen = new Set<string>();
  const objects: JsonLdObject[] = [];
  for (const size of sizes) {
    const found = imageOf(image, size);
    if (!found || seen.has(found.url)) continue;
    seen.add(found.url);
    objects.push(imageObject(found));
  }
  return objects.length > 0 ? objects : undefined;
}
