/**
 * Lookups over the generated corpus: items by slug and id, newest-first feeds, and the
 * content of topics, tags, authors and collections.
 */
import type {
  Article,
  Author,
  Collection,
  ContentLink,
  Gallery,
  HTopic,
  Review,
  Tag,
  Video,
} from '@bytewire/contracts';
import { authorProfileSlug, parseContentDateTime } from '@bytewire/contracts';
import { isSponsoredContent } from '@bytewire/routes';
import type { RenamedSlug } from './build/renames';
import { articleLink, galleryLink, reviewLink, videoLink } from './content-links';
import type { Corpus } from './corpus';
import { TOPIC_DEFS } from './text/topics';

export type ContentKind = 'article' | 'review' | 'gallery' | 'video';

/** One content item with what listings need: its kind, date and link. */
export type ContentEntry =
  | {
      kind: 'article';
      item: Article;
      published: number;
      link: ContentLink;
      topicSlugs: Set<string>;
    }
  | { kind: 'review'; item: Review; published: number; link: ContentLink; topicSlugs: Set<string> }
  | {
      kind: 'gallery';
      item: Gallery;
      published: number;
      link: ContentLink;
      topicSlugs: Set<string>;
    }
  | { kind: 'video'; item: Video; published: number; link: ContentLink; topicSlugs: Set<string> };

/** When an item was published, and every topic it is filed under (ancestors included). */
function facts(item: ContentEntry['item']): { published: number; topicSlugs: Set<string> } {
  const topicSlugs = new Set<string>();
  for (const t of item.topics ?? []) {
    topicSlugs.add(t.slug);
    for (const a of t.topicPath ?? []) topicSlugs.add(a.slug);
  }
  return { published: parseContentDateTime(item.datePublished)?.getTime() ?? 0, topicSlugs };
}

export class CorpusIndex {
  /** Every item, newest first. */
  readonly entries: readonly ContentEntry[];
  readonly topics: ReadonlyMap<string, HTopic>;
  readonly tags: ReadonlyMap<string, Tag>;
  readonly collections: ReadonlyMap<string, Collection>;
  /** One-line descriptions of topics, for topic pages. */
  readonly topicDescriptions: ReadonlyMap<string, string> = new Map(
    TOPIC_DEFS.map((t) => [t.slug, t.description]),
  );
  /** Authors with a profile page, by profile slug (only authors with a bureau have one). */
  readonly profiles: ReadonlyMap<string, Author>;
  private readonly bySlug = new Map<string, ContentEntry>();
  private readonly byId = new Map<string, ContentEntry>();
  private readonly renamed = new Map<string, RenamedSlug>();
  /** editorial()'s lists by their kinds (a few: the callers name them in code). */
  private readonly editorialByKinds = new Map<string, readonly ContentEntry[]>();

  constructor(readonly corpus: Corpus) {
    const entries: ContentEntry[] = [
      ...corpus.articles.map((item) => ({
        kind: 'article' as const,
        item,
        link: articleLink(item),
        ...facts(item),
      })),
      ...corpus.reviews.map((item) => ({
        kind: 'review' as const,
        item,
        link: reviewLink(item),
        ...facts(item),
      })),
      ...corpus.galleries.map((item) => ({
        kind: 'gallery' as const,
        item,
        link: galleryLink(item),
        ...facts(item),
      })),
      ...corpus.videos.map((item) => ({
        kind: 'video' as const,
        item,
        link: videoLink(item),
        ...facts(item),
      })),
    ];
    entries.sort((a, b) => b.published - a.published || a.item.slug.localeCompare(b.item.slug));
    this.entries = entries;
    for (const e of entries) {
      this.bySlug.set(e.item.slug, e);
      this.byId.set(e.item.id, e);
    }
    this.topics = new Map(corpus.topics.map((t) => [t.slug, t]));
    this.tags = new Map(corpus.tags.map((t) => [t.slug, t]));
    this.collections = new Map(corpus.collections.map((c) => [c.slug, c]));
    this.profiles = new Map(
      corpus.authors.flatMap((a) => {
        const slug = authorProfileSlug(a);
        return slug ? [[slug, a] as const] : [];
      }),
    );
    for (const r of corpus.renamed) this.renamed.set(`${r.contentType}:${r.oldSlug}`, r);
  }

  /** The item of a kind with this slug. */
  find<K extends ContentKind>(
    kind: K,
    slug: string,
  ): Extract<ContentEntry, { kind: K }> | undefined {
    const entry = this.bySlug.get(slug);
    return entry && entry.kind === kind ? (entry as Extract<ContentEntry, { kind: K }>) : undefined;
  }

  bySlugAnyKind(slug: string): ContentEntry | undefined {
    return this.bySlug.get(slug);
  }

  byContentId(id: string): ContentEntry | undefined {
    return this.byId.get(id);
  }

  /** The current slug of a renamed item of this kind, if `slug` is one of its old slugs. */
  renamedTo(kind: ContentKind, slug: string): string | undefined {
    return this.renamed.get(`${kind}:${slug}`)?.newSlug;
  }

  /**
   * Items that are not paid content, newest first, optionally of some kinds only. Worked out
   * once per set of kinds (the index never changes; every article page asks two of them).
   */
  editorial(kinds?: readonly ContentKind[]): readonly ContentEntry[] {
    const key = kinds ? kinds.join() : '';
    let found = this.editorialByKinds.get(key);
    if (!found) {
      found = Object.freeze(
        this.entries.filter(
          (e) =>
            (!kinds || kinds.includes(e.kind)) &&
            !(e.kind === 'article' && isSponsoredContent(e.item)),
        ),
      );
      this.editorialByKinds.set(key, found);
    }
    return found;
  }

  articlesOfSubType(subType: string): ContentEntry[] {
    return this.entries.filter((e) => e.kind === 'article' && e.item.subType === subType);
  }

  /** Content filed under a topic or any of its descendants, newest first. */
  inTopic(slug: string): ContentEntry[] {
    return this.editorial().filter((e) => e.topicSlugs.has(slug));
  }

  withTag(slug: string): ContentEntry[] {
    return this.entries.filter((e) => (e.item.tags ?? []).some((t) => t.slug === slug));
  }

  byAuthor(authorId: string): ContentEntry[] {
    return this.entries.filter((e) => e.item.author?.id === authorId);
  }

  inCollection(slug: string): ContentEntry[] {
    const slugs = Object.hasOwn(this.corpus.collectionItems, slug)
      ? this.corpus.collectionItems[slug]
      : [];
    return slugs.flatMap((s) => {
      const e = this.bySlug.get(s);
      return e ? [e] : [];
    });
  }

  collectionById(idOrSlug: string): Collection | undefined {
    return this.collections.get(idOrSlug) ?? this.corpus.collections.find((c) => c.id === idOrSlug);
  }

  childTopics(slug: string): HTopic[] {
    return this.corpus.topics.filter((t) => t.topicPath?.at(-1)?.slug === slug);
  }
}
