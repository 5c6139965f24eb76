import { Injectable } from '@nestjs/common';
import type { HTopic } from '@bytewire/contracts';
import type { ContentEntry } from '../corpus/corpus-index';
import { CorpusIndex } from '../corpus/corpus-index';

interface Searchable {
  entry: ContentEntry;
  title: string[];
  rest: string[];
}

/** Lowercase words of a text: letters and digits, everything else separates. */
export function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w.length > 0);
}

/**
 * Search over the corpus: every word of the query must start a word of the item (title, dek,
 * topics, tags), title matches rank higher, newer items break ties.
 */
@Injectable()
export class FinderService {
  private readonly searchable: Searchable[];

  constructor(private readonly index: CorpusIndex) {
    this.searchable = index.editorial().map((entry) => ({
      entry,
      title: words(entry.link.title),
      rest: words(
        [
          entry.link.description ?? '',
          ...(entry.item.topics ?? []).map((t) => t.name),
          ...(entry.item.tags ?? []).map((t) => t.name),
        ].join(' '),
      ),
    }));
  }

  search(query: string): ContentEntry[] {
    const terms = words(query);
    if (terms.length === 0) return [];
    const scored: { entry: ContentEntry; score: number }[] = [];
    for (const s of this.searchable) {
      let score = 0;
      const all = terms.every((term) => {
        const inTitle = s.title.some((w) => w.startsWith(term));
        if (inTitle) score += 3;
        else if (s.rest.some((w) => w.startsWith(term))) score += 1;
        else return false;
        return true;
      });
      if (all) scored.push({ entry: s.entry, score });
    }
    // The index is newest first and sort is stable: equal scores stay newest first.
    return scored.sort((a, b) => b.score - a.score).map((s) => s.entry);
  }

  topics(query: string): HTopic[] {
    const terms = words(query);
    if (terms.length === 0) return [];
    return [...this.index.topics.values()].filter((t) => {
      const own = [...words(t.name), ...words(t.slug)];
      return terms.every((term) => own.some((w) => w.startsWith(term)));
    });
  }
}
