/**
 * The images of the corpus by storage path, with the illustration each shows, for the image
 * endpoints. Found by walking the whole corpus for image records (`typeName: 'image'` with a
 * path, as makeImage writes them), so that every image anywhere in the content (heroes, body
 * images, galleries, authors, products, ...) is served without this module knowing each place.
 */
import type { Image } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { illustrationOf } from '../corpus/build/images';
import { CorpusIndex } from '../corpus/corpus-index';
import type { Illustration } from '../illustrations/illustration';

/** A corpus image and the picture it shows. */
export interface CorpusPicture {
  image: Image;
  illustration: Illustration;
}

function isImageRecord(value: object): value is Image {
  const record = value as Partial<Image>;
  return record.typeName === 'image' && typeof record.path === 'string';
}

export function imagesByPath(root: unknown): Map<string, Image> {
  const images = new Map<string, Image>();
  const seen = new Set<object>();
  const pending: unknown[] = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value !== 'object' || value === null || seen.has(value)) continue;
    seen.add(value);
    if (isImageRecord(value) && !images.has(value.path)) images.set(value.path, value);
    pending.push(...(Array.isArray(value) ? value : Object.values(value)));
  }
  return images;
}

/** Every image of the corpus with its illustration; an image without one is a corpus bug. */
export function picturesByPath(root: unknown): Map<string, CorpusPicture> {
  const pictures = new Map<string, CorpusPicture>();
  for (const [path, image] of imagesByPath(root)) {
    const illustration = illustrationOf(image);
    if (!illustration) throw new Error(`The corpus image ${path} has no illustration`);
    pictures.set(path, { image, illustration });
  }
  return pictures;
}

@Injectable()
export class CorpusImages {
  private readonly byPath: ReadonlyMap<string, CorpusPicture>;

  constructor(index: CorpusIndex) {
    this.byPath = picturesByPath(index.corpus);
  }

  /** The picture whose storage path is exactly `path` (decoded, with its leading slash). */
  find(path: string): CorpusPicture | undefined {
    return this.byPath.get(path);
  }

  get size(): number {
    return this.byPath.size;
  }
}
