/**
 * Related stories and the seamless queue, worked out in one pass over the index's (remembered)
 * editorial lists, against their definitions written the plain way (filter, concatenate,
 * slice), for every item of the bundled corpus.
 */
import { generateCorpus, DEFAULT_CORPUS_SEED } from '../src/corpus/corpus';
import { CorpusIndex, type ContentEntry, type ContentKind } from '../src/corpus/corpus-index';
import { relatedTo } from '../src/composer/pages/related';
import { seamlessAfter } from '../src/seamless/seamless-sequence';
import { TEST_ANCHOR } from './helpers/app';

const index = new CorpusIndex(
  generateCorpus({
    seed: DEFAULT_CORPUS_SEED,
    anchor: new Date(TEST_ANCHOR),
    publicationName: 'Bytewire',
    siteId: 'bytewire',
  }),
);

/** The related stories' definition: same primary topic first, then the rest, newest first. */
function relatedByDefinition(entry: ContentEntry, kinds: readonly ContentKind[], count: number) {
  const topic = entry.item.topics?.[0]?.slug;
  const pool = index.editorial(kinds).filter((e) => e.item.id !== entry.item.id);
  const same = topic ? pool.filter((e) => e.topicSlugs.has(topic)) : [];
  const rest = pool.filter((e) => !same.includes(e));
  return [...same, ...rest].slice(0, count).map((e) => e.link);
}

/** The seamless queue's definition: the older items, then round to the newest, current left out. */
function seamlessByDefinition(current: ContentEntry, limit: number) {
  const stream = index
    .editorial(['article', 'review', 'video'])
    .filter((e) => e.item.id !== current.item.id);
  const older = stream.findIndex(
    (e) =>
      e.published < current.published ||
      (e.published === current.published && e.item.slug > current.item.slug),
  );
  const start = older < 0 ? 0 : older;
  return [...stream.slice(start), ...stream.slice(0, start)].slice(0, limit).map((e) => e.item.id);
}

describe('related stories and the seamless queue', () => {
  it('has items of every kind to check', () => {
    expect(index.entries.length).toBeGreaterThan(100);
    expect(new Set(index.entries.map((e) => e.kind)).size).toBe(4);
  });

  it('relates the same stories as the definition, for every item and count', () => {
    // Every item of the corpus has a topic: each also as if it had none (the newest of the rest).
    const untopical = index.entries.map((e) => ({ ...e, item: { ...e.item, topics: [] } }));
    for (const entry of [...index.entries, ...untopical] as ContentEntry[]) {
      for (const count of [0, 1, 5, 40]) {
        expect(relatedTo(index, entry, ['article', 'review'], count)).toEqual(
          relatedByDefinition(entry, ['article', 'review'], count),
        );
      }
    }
  });

  it('queues the same items after every item as the definition, the current one never', () => {
    for (const entry of index.entries) {
      for (const limit of [1, 3, 10]) {
        const queue = seamlessAfter(index, entry, limit).map((item) => item.id);
        expect(queue).toEqual(seamlessByDefinition(entry, limit));
        expect(queue).not.toContain(entry.item.id);
      }
    }
  });

  it('works out each editorial list once, and the list cannot be changed by a caller', () => {
    const list = index.editorial(['article', 'review']);
    expect(index.editorial(['article', 'review'])).toBe(list);
    expect(Object.isFrozen(list)).toBe(true);
    expect(index.editorial()).not.toBe(list);
  });
});
