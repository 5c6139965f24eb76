import type { ContentEntry } from '../corpus/corpus-index';

/**
 * The stories one page has listed so far. A page's sections are read as distinct lists: a
 * section built after another shows only stories the earlier ones did not, so a reader never
 * meets the same stories twice on one page (the Innovation Index once listed its five newest
 * stories under "Latest" and again under "Index trends").
 */
export class ShownStories {
  private readonly ids = new Set<string>();

  /** Records stories a section lists in its own order (a paged list, a lead story). */
  mark(entries: readonly ContentEntry[]): void {
    for (const e of entries) this.ids.add(e.item.id);
  }

  /** Up to `count` of `entries` that no earlier section listed, recorded as listed now. */
  take(entries: readonly ContentEntry[], count: number): ContentEntry[] {
    const fresh = entries.filter((e) => !this.ids.has(e.item.id)).slice(0, count);
    this.mark(fresh);
    return fresh;
  }
}
