import type { ContentLink } from '@bytewire/contracts';
import type { ContentEntry, ContentKind, CorpusIndex } from '../../corpus/corpus-index';

/**
 * Items sharing the primary topic of `entry` (newest first), topped up from the same kinds
 * (newest first): a pass over the editorial list for each, each ending once `count` are found.
 */
export function relatedTo(
  index: CorpusIndex,
  entry: ContentEntry,
  kinds: readonly ContentKind[],
  count: number,
): ContentLink[] {
  const topic = entry.item.topics?.[0]?.slug;
  const onTopic = (e: ContentEntry) => Boolean(topic) && e.topicSlugs.has(topic!);
  const picked: ContentEntry[] = [];
  for (const wanted of [true, false]) {
    for (const e of index.editorial(kinds)) {
      if (picked.length === count) break;
      if (e.item.id !== entry.item.id && onTopic(e) === wanted) picked.push(e);
    }
  }
  return picked.map((e) => e.link);
}
