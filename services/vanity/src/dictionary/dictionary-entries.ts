/**
 * Cleaning of the content API's dictionary: the answer must have the dictionary's shape
 * (`{ data: { items: [] } }`, else the whole answer is refused), then every entry that cannot
 * serve a lookup is dropped and reported, so that one bad entry costs only itself. An entry
 * carrying an error is kept: the content API answers it as it is, and callers stop on it
 * (spec 000 s4 step 2).
 */
import type { VanityResponse } from '@bytewire/contracts';
import {
  MAX_VANITY_PATH_LENGTH,
  parseVanityDictionary,
  vanityEntryOf,
  vanityLookupKey,
} from '@bytewire/vanity';

export interface DroppedEntry {
  /** The entry's id when it has a readable one. */
  id?: string;
  /** Position in the content API's list. */
  index: number;
  reason: string;
}

export interface CleanDictionary {
  entries: VanityResponse[];
  dropped: DroppedEntry[];
}

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;

function idOf(value: unknown): string | undefined {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === 'string' && id !== '' ? id.slice(0, 200) : undefined;
}

function problemOf(value: unknown, seen: ReadonlySet<string>): string | undefined {
  const entry = vanityEntryOf(value);
  if (!entry) return 'not a vanity entry (id, urlType or urlPath missing or invalid)';
  const path = entry.urlPath;
  if (!path.startsWith('/') || path.length > MAX_VANITY_PATH_LENGTH || CONTROL.test(path)) {
    return 'urlPath is not a site path of at most 2048 characters';
  }
  if (seen.has(vanityLookupKey(path))) return 'duplicates the urlPath of an earlier entry';
  return undefined;
}

export function cleanDictionary(json: unknown): CleanDictionary {
  // Throws the contract's message when the answer is not a dictionary at all.
  parseVanityDictionary(json);
  const items = (json as { data: { items: unknown[] } }).data.items;
  const entries: VanityResponse[] = [];
  const dropped: DroppedEntry[] = [];
  const seen = new Set<string>();
  items.forEach((value, index) => {
    const reason = problemOf(value, seen);
    if (reason) {
      dropped.push({ id: idOf(value), index, reason });
      return;
    }
    const entry = value as VanityResponse;
    seen.add(vanityLookupKey(entry.urlPath));
    entries.push(entry);
  });
  return { entries, dropped };
}
