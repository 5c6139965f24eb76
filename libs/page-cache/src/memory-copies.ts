/**
 * Recent pages kept in the process's own memory, bounded in bytes (least recently used out
 * first): what the coordinator serves while Redis cannot answer, so that an outage of the
 * page-cache Redis costs readers nothing on the pages they read most.
 */
import { LRUCache } from 'lru-cache';
import type { PageEntry } from './entry';

/** What an entry costs besides its body (its head, the map's own bookkeeping). */
const ENTRY_OVERHEAD_BYTES = 1024;

export class MemoryCopies {
  private readonly copies: LRUCache<string, PageEntry> | undefined;

  /** `maxBytes` 0 keeps nothing. */
  constructor(maxBytes: number) {
    this.copies =
      maxBytes > 0
        ? new LRUCache<string, PageEntry>({
            maxSize: maxBytes,
            sizeCalculation: (entry) => entry.body.length + ENTRY_OVERHEAD_BYTES,
          })
        : undefined;
  }

  keep(id: string, entry: PageEntry): void {
    const held = this.copies?.peek(id);
    // A copy is replaced by a newer render only (a lookup may read an older one back).
    if (!held || held.storedAt < entry.storedAt) this.copies?.set(id, entry);
  }

  get(id: string): PageEntry | undefined {
    return this.copies?.get(id);
  }

  /** Bytes held (what the bound counts). */
  get bytes(): number {
    return this.copies?.calculatedSize ?? 0;
  }
}
