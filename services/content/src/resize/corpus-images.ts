/**
 * The images of the corpus by storage path, for the resize endpoint. Found by walking the whole
 * corpus for image records (`typeName: 'image'` with a path, as makeImage writes them), so that
 * every image anywhere in the content (heroes, body images, galleries, authors, products, ...)
 * is served without this module knowing each place.
 */
import type { Image } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { CorpusIndex } from '../corpus/corpus-index';

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

@Injectable()
export class CorpusImages {
  private readonly byPath: ReadonlyMap<string, Image>;

  constructor(index: CorpusIndex) {
    this.byPath = imagesByPath(index.corpus);
  }

  /** The image whose storage path is exactly `path` (decoded, with its leading slash). */
  find(path: string): Image | undefined {
    return this.byPath.get(path);
  }

  get size(): number {
    return this.byPath.size;
  }
}
