import type { SeamlessItem } from '@bytewire/contracts';
import type { ContentEntry, CorpusIndex } from '../corpus/corpus-index';

export const SEAMLESS_DEFAULT_LIMIT = 3;

function toItem(entry: ContentEntry, source: string): SeamlessItem {
  return {
    id: entry.item.id,
    slug: entry.item.slug,
    source,
    title: entry.link.title,
    type: entry.kind,
    url: entry.link.url,
  };
}

/**
 * What to read after `current`: the items that follow it in the given collection, else the
 * articles, reviews and videos published before it, wrapping round to the newest so that the
 * reader never runs out. The current item never repeats.
 */
export function seamlessAfter(
  index: CorpusIndex,
  current: ContentEntry,
  limit: number,
  collection?: string,
): SeamlessItem[] {
  const collectionSlug = collection ? index.collectionById(collection)?.slug : undefined;
  if (collectionSlug) {
    const members = index.inCollection(collectionSlug).filter((e) => e.kind !== 'gallery');
    const at = members.findIndex((e) => e.item.id === current.item.id);
    if (at >= 0) {
      const after = [...members.slice(at + 1), ...members.slice(0, at)];
      if (after.length > 0) return after.slice(0, limit).map((e) => toItem(e, 'collection'));
    }
  }
  // From the first item older than the current one (which is not older than itself), round
  // the list, the current one skipped.
  const stream = index.editorial(['article', 'review', 'video']);
  const older = stream.findIndex(
    (e) =>
      e.published < current.published ||
      (e.published === current.published && e.item.slug > current.item.slug),
  );
  const start = older < 0 ? 0 : older;
  const items: SeamlessItem[] = [];
  for (let i = 0; i < stream.length && items.length < limit; i++) {
    const entry = stream[(start + i) % stream.length];
    if (entry.item.id !== current.item.id) items.push(toItem(entry, 'latest'));
  }
  return items;
}
