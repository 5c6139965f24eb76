import type { VanityResponse } from '@bytewire/contracts';
import { vanityLookupKey, vanityTargets } from '@bytewire/vanity';

/** What identifies one load of the dictionary. */
export interface DictionaryMeta {
  /** Changes with every refresh: caches keyed on it are dropped when it changes. */
  version: string;
  /** When the refresh that made this version ran (ISO 8601). */
  updatedAt: string;
  /** Entries kept. */
  size: number;
  /** Entries dropped as unusable at that refresh. */
  dropped: number;
}

/** The key of the object index: the content type and slug an entry's object target names. */
export function objectKey(contentType: string, slug: string): string {
  return `${contentType}:${slug}`;
}

/**
 * One load of the dictionary with its two indexes: lookup key (spec 000 s5) to entry, and
 * content type and slug to lookup key. Immutable: a refresh builds a new one.
 */
export class DictionarySnapshot {
  readonly byKey = new Map<string, VanityResponse>();
  readonly byObject = new Map<string, string>();

  constructor(
    readonly meta: DictionaryMeta,
    readonly items: readonly VanityResponse[],
  ) {
    for (const entry of items) {
      const key = vanityLookupKey(entry.urlPath);
      // The first entry of a path or an object wins, as in the content API's own lookup.
      if (!this.byKey.has(key)) this.byKey.set(key, entry);
      for (const target of vanityTargets(entry)) {
        const slug = typeof target?.target === 'object' ? target.target?.slug : undefined;
        if (typeof target?.targetType !== 'string' || typeof slug !== 'string' || slug === '') {
          continue;
        }
        const index = objectKey(target.targetType, slug);
        if (!this.byObject.has(index)) this.byObject.set(index, key);
      }
    }
  }

  /** The entry of a lookup key, else the entry targeting the object; undefined on a miss. */
  find(key: string | undefined, object: string | undefined): VanityResponse | undefined {
    const byPath = key === undefined ? undefined : this.byKey.get(key);
    if (byPath) return byPath;
    const objectEntryKey = object === undefined ? undefined : this.byObject.get(object);
    return objectEntryKey === undefined ? undefined : this.byKey.get(objectEntryKey);
  }
}
