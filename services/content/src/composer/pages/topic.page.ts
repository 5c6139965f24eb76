import type { HTopic } from '@bytewire/contracts';
import { buildPath, contentItemPath } from '@bytewire/routes';
import { topicLink } from '../../corpus/content-links';
import type { CorpusIndex } from '../../corpus/corpus-index';
import { listing, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { DOOR_PAGE_SIZE, pagedMeta, pagedPath, pageWindow } from '../paging';
import { ShownStories } from '../shown-stories';

const TOPIC: ComponentSpec = { name: 'topic', displayName: 'Topic', type: 'ContentList' };

/**
 * A topic: its content (its descendants' included), subtopics, reviews and videos. The reviews
 * and videos sections leave out what the page's own list already shows.
 */
export function topicPage(ctx: PageContext): PageBody {
  const topic = ctx.index.topics.get(ctx.req.slug);
  if (!topic) return missingContent(ctx, TOPIC);
  const entries = ctx.index.inTopic(topic.slug);
  const links = entries.map((e) => e.link);
  const window = pageWindow(ctx.req.pageNumber, links.length, DOOR_PAGE_SIZE);
  const children = ctx.index.childTopics(topic.slug).map((t) => topicLink(t));
  const shown = new ShownStories();
  shown.mark(entries.slice(window.offset, window.offset + window.limit));
  const reviews = shown.take(
    entries.filter((e) => e.kind === 'review'),
    4,
  );
  const videos = shown.take(
    entries.filter((e) => e.kind === 'video'),
    4,
  );
  return {
    id: `topic:${topic.slug}`,
    meta: {
      title: window.page > 1 ? `${topic.name}, page ${window.page}` : topic.name,
      description: topicDescription(ctx.index, topic),
      ...pagedMeta(window, (n) => pagedPath(contentItemPath('topic', topic.slug), n)),
    },
    components: [
      listing(ctx, TOPIC, links, {
        window,
        required: true,
        list: {
          title: topic.name,
          description: topicDescription(ctx.index, topic),
          slug: topic.slug,
          topic,
          relatedItems: children,
        },
      }),
      listing(
        ctx,
        { name: 'topicReviews', displayName: 'Reviews', type: 'ContentList' },
        reviews.map((e) => e.link),
        {
          list: { title: `${topic.name} reviews` },
        },
      ),
      listing(
        ctx,
        { name: 'topicVideos', displayName: 'Videos', type: 'VideoList' },
        videos.map((e) => e.link),
        {
          list: { title: `${topic.name} videos` },
        },
      ),
    ],
  };
}

function topicDescription(index: CorpusIndex, topic: HTopic): string {
  return index.topicDescriptions.get(topic.slug) ?? `The latest on ${topic.name}.`;
}

/** Every topic, roots first, each with its subtopics as children. */
export function topicsPage(ctx: PageContext): PageBody {
  const { index } = ctx;
  const tree = (t: HTopic): ReturnType<typeof topicLink> =>
    topicLink(t, index.childTopics(t.slug).map(tree));
  const roots = index.corpus.topics.filter((t) => (t.topicPath ?? []).length === 0);
  return {
    id: 'topics:all',
    meta: {
      title: 'All topics',
      description: `Every topic ${ctx.publicationName} covers.`,
      canonicalUrl: buildPath('topics'),
    },
    components: [
      listing(
        ctx,
        { name: 'topics', displayName: 'Topics', type: 'ContentList' },
        roots.map(tree),
        { required: true, list: { title: 'All topics' } },
      ),
    ],
  };
}
