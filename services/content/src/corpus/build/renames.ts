import { slugify } from '../text-utils';
import type { GenContext } from './context';
import { partRng } from './context';

/** A renamed slug: the platform answers 301 with the new slug for the old one. */
export interface RenamedSlug {
  oldSlug: string;
  newSlug: string;
  /** article, review, gallery or video. */
  contentType: string;
}

const SUFFIXES = ['first-look', 'rumor', 'announced', 'preview', 'leak', 'update', 'draft'];

/** Old slugs for a few items of each type, as if editors had retitled them after publication. */
export function buildRenames(
  ctx: GenContext,
  slugsByType: Readonly<Record<string, readonly string[]>>,
  counts: Readonly<Record<string, number>>,
  taken: Set<string>,
): RenamedSlug[] {
  const rng = partRng(ctx, 'renames');
  const renames: RenamedSlug[] = [];
  for (const [contentType, count] of Object.entries(counts)) {
    for (const newSlug of rng.sample(slugsByType[contentType] ?? [], count)) {
      const words = newSlug.split('-');
      const stem = words.slice(0, Math.max(2, words.length - 2)).join('-');
      let oldSlug = slugify(`${stem}-${rng.pick(SUFFIXES)}`);
      for (let n = 2; taken.has(oldSlug); n++)
        oldSlug = slugify(`${stem}-${rng.pick(SUFFIXES)}-${n}`);
      taken.add(oldSlug);
      renames.push({ oldSlug, newSlug, contentType });
    }
  }
  return renames;
}
