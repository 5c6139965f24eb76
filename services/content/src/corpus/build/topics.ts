import type { HTopic, Topic } from '@bytewire/contracts';
import { TOPIC_DEFS } from '../text/topics';
import type { GenContext } from './context';
import { partRng } from './context';

/** The topic hierarchy: every topic with its ancestors (root first) in topicPath. */
export function buildTopics(ctx: GenContext): HTopic[] {
  const rng = partRng(ctx, 'topics');
  const bySlug = new Map<string, HTopic>();
  for (const def of TOPIC_DEFS) {
    const id = String(1000 + bySlug.size);
    const parent = def.parent ? bySlug.get(def.parent) : undefined;
    if (def.parent && !parent)
      throw new Error(`Topic ${def.slug} is listed before its parent ${def.parent}`);
    const ancestors: Topic[] = parent
      ? [
          ...(parent.topicPath ?? []),
          { id: parent.id, slug: parent.slug, name: parent.name, typeName: 'topic' },
        ]
      : [];
    const topic: HTopic = {
      id,
      slug: def.slug,
      name: def.name,
      typeName: 'topic',
      uuid: rng.uuid(),
      topicPath: ancestors,
      typePath: 'topic',
      hPath: [...ancestors.map((a) => a.id), id].join('/'),
      hslugPath: [...ancestors.map((a) => a.slug), def.slug].join('/'),
    };
    bySlug.set(def.slug, topic);
  }
  return [...bySlug.values()];
}

/** A topic as attached to content: `primary` marks the first. */
export function attachTopic(topic: HTopic, primary: boolean): HTopic {
  return { ...topic, primary };
}
