/**
 * The bundled corpus: generated at start-up from a seed and an anchor date. The same seed and
 * anchor give a byte-identical corpus; slugs and text depend on the seed only, dates on the
 * anchor too.
 */
import type {
  Article,
  Author,
  Collection,
  Gallery,
  HTopic,
  Review,
  Tag,
  VanityResponse,
  Video,
} from '@bytewire/contracts';
import { ArticleFactory } from './build/article-factory';
import { buildArticles } from './build/articles';
import { buildAuthors } from './build/authors';
import { buildCollections } from './build/collections';
import { partRng, type GenContext } from './build/context';
import { DateAllocator } from './build/dates';
import { buildGalleries } from './build/galleries';
import { buildProducts } from './build/products';
import { buildRenames, type RenamedSlug } from './build/renames';
import { buildReviews } from './build/reviews';
import { buildTopics } from './build/topics';
import { buildVanity } from './build/vanity';
import { buildVideos } from './build/videos';
import { TAGS } from './text/tags';

export const DEFAULT_CORPUS_SEED = 20261120;

export interface CorpusOptions {
  seed: number;
  anchor: Date;
  publicationName: string;
  siteId: string;
}

export interface Corpus {
  seed: number;
  /** ISO instant every content date precedes. */
  anchor: string;
  topics: HTopic[];
  authors: Author[];
  tags: Tag[];
  articles: Article[];
  reviews: Review[];
  galleries: Gallery[];
  videos: Video[];
  collections: Collection[];
  /** Collection slug → item slugs, newest first. */
  collectionItems: Record<string, string[]>;
  renamed: RenamedSlug[];
  vanity: VanityResponse[];
}

/** Items renamed per content type: enough to test every page type's 301. */
const RENAME_COUNTS = { article: 8, review: 2, gallery: 1, video: 1 };

export function generateCorpus(options: CorpusOptions): Corpus {
  const ctx: GenContext = { ...options };
  const dates = new DateAllocator(options.anchor, partRng(ctx, 'dates'));
  // All content slugs share one namespace, so a slug alone names an item (seamless needs it).
  const taken = new Set<string>();
  const topics = buildTopics(ctx);
  const topicMap = new Map(topics.map((t) => [t.slug, t]));
  const staff = buildAuthors(ctx, dates);
  const products = buildProducts(ctx, topicMap, dates, taken);
  const factory = new ArticleFactory(ctx, partRng(ctx, 'articles'), dates, topicMap, staff, taken);
  const env = {
    pub: ctx.publicationName,
    siteId: ctx.siteId,
    topics: topicMap,
    anchorYear: options.anchor.getUTCFullYear(),
  };

  const articles = buildArticles(env, factory, products, partRng(ctx, 'article-order'));
  const reviews = buildReviews(ctx, factory, products, dates);
  const galleries = buildGalleries(ctx, factory, products, dates, taken);
  const videos = buildVideos(ctx, factory, products, dates, taken);
  const { collections, items } = buildCollections(
    ctx,
    [...articles, ...reviews, ...galleries, ...videos],
    dates,
  );
  const renamed = buildRenames(
    ctx,
    {
      article: articles.filter((a) => a.section !== 'sponsored').map((a) => a.slug),
      review: reviews.map((r) => r.slug),
      gallery: galleries.map((g) => g.slug),
      video: videos.map((v) => v.slug),
    },
    RENAME_COUNTS,
    taken,
  );
  const bestLaptops =
    articles.find((a) => a.type === 'best-list' && a.topics?.[0]?.slug === 'laptops') ??
    articles[0];
  const vanity = buildVanity(ctx, {
    articleSlug: bestLaptops.slug,
    giftCollection: 'holiday-gift-guide',
    schoolCollection: 'back-to-school-tech',
  });

  return {
    seed: options.seed,
    anchor: options.anchor.toISOString(),
    topics,
    authors: staff.map((s) => s.author),
    tags: TAGS.map((t) => ({ ...t })),
    articles,
    reviews,
    galleries,
    videos,
    collections,
    collectionItems: items,
    renamed,
    vanity,
  };
}
