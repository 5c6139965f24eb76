/**
 * The order in which seamless scrolling loads pages (spec 000 s2): the listing is requested
 * once, on the first ask; then each ask loads the next listed item that is not loaded yet.
 * An identifier is remembered before its page is requested, so no page is requested twice,
 * not even one that failed; the landing page's identifiers are remembered from the start, and
 * so are those of every page loaded (its id and slug), whatever the listing called it. One
 * load runs at a time: an ask while one runs gets that one's answer.
 */
import type { SeamlessListItem } from '@bytewire/content-client';
import { seamlessIdentifier } from './identifier';

export interface SequenceSource<TPage> {
  fetchList(): Promise<readonly SeamlessListItem[]>;
  /** The item's page, or undefined when it cannot be shown. May throw. */
  fetchPage(item: SeamlessListItem): Promise<TPage | undefined>;
  /** The identifiers a loaded page's content is known by (its id and slug). */
  identifiersOf(page: TPage): readonly string[];
  /** A failed listing or page request: the sequence goes on without it. */
  onError?(error: unknown, item?: SeamlessListItem): void;
}

export interface SequencePage<TPage> {
  item: SeamlessListItem;
  page: TPage;
  /** Place in the listing, from 1. */
  position: number;
  /** Place in the reading session: the landing page is 1, the first page added 2. */
  pageNumber: number;
}

export interface SeamlessSequence<TPage> {
  /** The next page, or undefined once the listing is used up. */
  next(): Promise<SequencePage<TPage> | undefined>;
  /** True once the listing is used up (its last item loaded or skipped): nothing more to ask. */
  readonly finished: boolean;
}

export function createSeamlessSequence<TPage>(
  source: SequenceSource<TPage>,
  landingIdentifiers: readonly string[],
): SeamlessSequence<TPage> {
  const seen = new Set(landingIdentifiers);
  let list: Promise<readonly SeamlessListItem[]> | undefined;
  let cursor = 0;
  let pagesShown = 1;
  let finished = false;
  let running: Promise<SequencePage<TPage> | undefined> | undefined;

  async function listing(): Promise<readonly SeamlessListItem[]> {
    list ??= source.fetchList().catch((error: unknown) => {
      source.onError?.(error);
      return [];
    });
    return list;
  }

  async function load(): Promise<SequencePage<TPage> | undefined> {
    const items = await listing();
    while (cursor < items.length) {
      const index = cursor;
      cursor += 1;
      const item = items[index];
      const identifier = seamlessIdentifier(item);
      if (identifier === undefined || seen.has(identifier)) continue;
      seen.add(identifier);

      let page: TPage | undefined;
      try {
        page = await source.fetchPage(item);
      } catch (error) {
        source.onError?.(error, item);
        continue;
      }
      if (page === undefined) continue;
      const identifiers = source.identifiersOf(page);
      // Listed under another name (a url, a slug) but already on the page.
      if (identifiers.some((id) => id !== identifier && seen.has(id))) continue;
      for (const id of identifiers) seen.add(id);
      pagesShown += 1;
      // The last listed item: nothing more to ask for (items left unloadable count as none).
      finished = cursor >= items.length;
      return { item, page, position: index + 1, pageNumber: pagesShown };
    }
    finished = true;
    return undefined;
  }

  return {
    next() {
      if (finished) return Promise.resolve(undefined);
      running ??= load().finally(() => {
        running = undefined;
      });
      return running;
    },
    get finished() {
      return finished;
    },
  };
}
