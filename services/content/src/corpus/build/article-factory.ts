import type { Article, Author, HTopic, Listicle, ReviewCard, Tag } from '@bytewire/contracts';
import { twitterHandle } from '@bytewire/contracts';
import { contentItemPath, LONGFORM_SUBTYPE, SPONSORED_SECTION } from '@bytewire/routes';
import type { Prng } from '../prng';
import { TAGS, TOPIC_TAGS } from '../text/tags';
import { slugify, uniqueSlug } from '../text-utils';
import type { Staffer } from './authors';
import type { GenContext } from './context';
import type { DateAllocator, ItemDates } from './dates';
import { describeArt, productArt, topicArt } from './art';
import { makeImage } from './images';
import type { CatalogProduct } from './products';
import { attachTopic } from './topics';
import type { WrittenBody } from './body-writer';

/** Kinds of article; each maps to a door of the site. */
export type ArticleKind =
  'news' | 'how-to' | 'best-list' | 'deals' | 'comparison' | 'spotlight' | 'longform' | 'sponsored';

/** The article type (schema and layout) and the section of each kind. */
const KIND_META: Record<
  ArticleKind,
  { type: string; section: string; buyingCycle: string; tags: string[] }
> = {
  news: { type: 'news', section: 'news', buyingCycle: 'awareness', tags: [] },
  'how-to': { type: 'how-to', section: 'advice', buyingCycle: 'awareness', tags: ['how-to'] },
  'best-list': {
    type: 'best-list',
    section: 'bottom_funnel',
    buyingCycle: 'purchase',
    tags: ['buying-guide'],
  },
  deals: { type: 'deal', section: 'bottom_funnel', buyingCycle: 'purchase', tags: ['deals'] },
  comparison: {
    type: 'review-multi',
    section: 'reviews',
    buyingCycle: 'consideration',
    tags: ['buying-guide'],
  },
  spotlight: {
    type: 'spotlight',
    section: 'reviews',
    buyingCycle: 'consideration',
    tags: ['hands-on'],
  },
  longform: {
    type: 'longform',
    section: 'in-depth',
    buyingCycle: 'awareness',
    tags: ['explainer'],
  },
  sponsored: { type: 'sponsored', section: SPONSORED_SECTION, buyingCycle: 'awareness', tags: [] },
};

export interface ArticleDraft {
  kind: ArticleKind;
  headline: string;
  dek: string;
  topic: string;
  topic2?: string;
  /** File-name word of the hero image, e.g. `laptop`. */
  imageWord: string;
  /** Writes the body once the article's id, dates and author are known. */
  write: (frame: ArticleFrame) => {
    written: WrittenBody;
    listicles?: Listicle[];
    reviewCards?: ReviewCard[];
  };
  extraTags?: string[];
  /** Credits line of the hero image (default: the author, for the publication). */
  imageCredits?: string;
  /** The product the story is about: its hero shows it, else a scene of the topic. */
  product?: CatalogProduct;
}

/** What the body writer may use: identity, dates and people of the article being written. */
export interface ArticleFrame {
  id: string;
  slug: string;
  dates: ItemDates;
  author: Author;
  rng: Prng;
}

/** Turns drafts into complete Article entities with ids, dates, authors, images and SEO fields. */
export class ArticleFactory {
  private readonly tagsBySlug = new Map(TAGS.map((t) => [t.slug, t]));
  private readonly editors: Author[];

  constructor(
    private readonly ctx: GenContext,
    private readonly rng: Prng,
    private readonly dates: DateAllocator,
    private readonly topics: ReadonlyMap<string, HTopic>,
    private readonly staff: readonly Staffer[],
    private readonly taken: Set<string>,
  ) {
    this.editors = staff
      .filter((s) => s.author.bureau && /Editor/.test(s.author.jobTitle ?? ''))
      .map((s) => s.author);
  }

  topic(slug: string): HTopic {
    const topic = this.topics.get(slug);
    if (!topic) throw new Error(`Unknown topic ${slug}`);
    return topic;
  }

  /** An author whose beat covers the topic (or its parent), else any staffer. */
  authorFor(topicSlug: string): Author {
    const parent = this.topics.get(topicSlug)?.topicPath?.at(-1)?.slug;
    const covering = this.staff.filter(
      (s) => s.topics.includes(topicSlug) || (parent !== undefined && s.topics.includes(parent)),
    );
    return this.rng.pick(covering.length > 0 ? covering : this.staff).author;
  }

  create(draft: ArticleDraft): Article {
    const { rng, ctx } = this;
    const id = rng.uuid();
    const slug = uniqueSlug(slugify(draft.headline), this.taken);
    const dates = this.dates.next();
    const author = this.authorFor(draft.topic);
    const meta = KIND_META[draft.kind];
    const topics = [attachTopic(this.topic(draft.topic), true)];
    if (draft.topic2) topics.push(attachTopic(this.topic(draft.topic2), false));
    const { written, listicles, reviewCards } = draft.write({ id, slug, dates, author, rng });
    const art = draft.product
      ? productArt(draft.product.look, 'scene', id)
      : topicArt(draft.topic, id);
    const image = makeImage(rng, {
      name: `${draft.imageWord}-hero`,
      alt: describeArt(art, draft.product?.name),
      credits:
        draft.imageCredits ?? `${author.firstName} ${author.lastName}/${ctx.publicationName}`,
      caption: draft.dek,
      shape: 'hero',
      created: dates.published,
      art,
    });
    const tagSlugs = new Set([...meta.tags, ...(draft.extraTags ?? [])]);
    const topicTags = TOPIC_TAGS[draft.topic];
    if (topicTags && rng.chance(0.6)) tagSlugs.add(rng.pick(topicTags));
    const tags: Tag[] = [...tagSlugs].flatMap((s) => {
      const tag = this.tagsBySlug.get(s);
      return tag ? [tag] : [];
    });
    const editor = rng.pick(this.editors);
    const article: Article = {
      id,
      slug,
      typeName: 'article',
      type: meta.type,
      subType: draft.kind === 'longform' ? LONGFORM_SUBTYPE : draft.kind,
      section: meta.section,
      buyingCycle: meta.buyingCycle,
      edition: 'us',
      site: ctx.siteId,
      headline: draft.headline,
      title: draft.headline,
      titleTag: draft.headline,
      dek: draft.dek,
      promoHed: draft.headline,
      promoDek: draft.dek,
      seoMetaDescription: draft.dek,
      seoOgTitle: draft.headline,
      seoOgDescription: draft.dek,
      seoOgImage: image,
      seoNewsKeywords: topics.map((t) => t.name),
      seoTwitterCreator: twitterHandle(author.socialProfileIds?.twitter),
      author,
      editors: editor.id === author.id ? [] : [editor],
      moreAuthors:
        draft.kind === 'longform'
          ? [this.authorFor(draft.topic)].filter((a) => a.id !== author.id)
          : [],
      topics,
      tags,
      image,
      promoImage: image,
      mobileImage: image,
      layoutName:
        draft.kind === 'longform'
          ? 'longform'
          : draft.kind === 'best-list'
            ? 'best-list'
            : 'standard',
      availableOn: [{ edition: 'us', slug }],
      datePublished: dates.datePublished,
      dateUpdated: dates.dateUpdated,
      displayDatePublished: dates.datePublished,
      displayDateUpdated: dates.dateUpdated,
      body: written.body,
      shortcodeTags: written.shortcodeTags,
      additionalShortcodeData: written.additionalShortcodeData,
      listicles: listicles ?? [],
      reviewCards: reviewCards ?? [],
      wordCount: written.wordCount,
      noIndex: false,
      suppressAds: draft.kind === 'sponsored',
      suppressComments: draft.kind === 'sponsored',
      suppressBio: false,
      annotations: topics.map((t, i) => ({
        id: `${id.slice(0, 8)}-a${i}`,
        termName: t.name,
        termIdInSource: t.id,
        termSourceType: 'topic',
        score: i === 0 ? 0.92 : 0.61,
        typeName: 'annotation',
      })),
      contentPlatform: {
        revisionId: rng.uuid(),
        ctopic: topics.map((t) => t.slug),
        ctax: [meta.section],
        entity: [],
        csig: [],
      },
      collections: [],
    };
    article.canonicalUrl = contentItemPath('article', article);
    return article;
  }
}
