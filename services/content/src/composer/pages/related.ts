import type { ContentLink } from '@bytewire/contracts';
import type { ContentEntry, ContentKind, CorpusIndex } from '../../corpus/corpus-index';

/** Items sharing the primary topic of `entry` (newest first), topped up from the same kinds. */
export function relatedTo(
  index: CorpusIndex,
  entry: ContentEntry,
  kinds: readonly ContentKind[],
  count: number,
): ContentLink[] {
  const topic = entry.item.topics?.[0]?.slug;
  const pool = index.editorial(kinds).filter((e) => e.item.id !== entry.item.id);
  const same = topic ? pool.filter((e) => e.topicSlugs.has(topic)) : [];
  const rest = pool.filter((e) => !same.includes(e));
  return [...same, ...rest].slice(0, count).map((e) => e.link);
}
