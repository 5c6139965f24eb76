/**
 * The fields of the content items (Article, Review, Gallery, Video) that a teaser, a story's
 * head, a video page and a product box read, cleaned where the composer answer enters
 * (page-response.ts), after each component's content is cleaned by its type
 * (component-cleaning.ts), in the page's own components and those nested in a feature. Plain
 * guards. A module of its own, called by the answer check only: load-more's answer (a listing's
 * entries, cleaned by component-cleaning.ts in the browser's first load) holds none of these.
 *
 * - `promoImage` a loadable image (an object with a non-blank imageUrl), else absent; `imageUrl`
 *   a string, else absent (web/src/page-components/teaser-link.ts).
 * - Every item's `topics`: the entries with a string id, slug and name (the teaser's route, the
 *   ads' and the dwell tag's sections); `relatedObjects`: the content links (a string slug and
 *   title; web/src/body/ArticleBody.tsx). Anything but a list reads as empty.
 * - An article's or review's `relHrefLang`: the entries with a string href and hrefLang;
 *   `relAlternate` a string, else absent; `seoNewsKeywords` the non-blank strings; anything but
 *   a list reads as empty (web/src/document/story-head.ts).
 * - A video's and its metadata's `duration`: a length above 0, else absent; a metadata that is
 *   not an object reads as absent (web/src/video/video-item.ts). Its `transcripts`: the entries
 *   with a string id, videoId, data and format; anything but a list reads as absent
 *   (web/src/video/transcript-text.ts, video-media.ts).
 * - A gallery's `relatedProduct` (a review's is cleaned with its verdict, item-schemas.ts):
 *   product-cleaning.ts (web/src/components/review/product-facts.ts).
 *
 * An item is copied only when a field changes.
 */
import type { FeatureRow, Topic, VideoTranscript } from './entities';
import { isContentLink } from './component-items';
import type { PageComponent } from './page-response';
import { hasStrings, isNonBlankString, isRecord, listOf } from './guards';
import { isLoadableImage } from './image-rule';
import { cleanTechProduct } from './product-cleaning';

type Fields = Record<string, unknown>;

function isHrefLang(value: unknown): value is { href: string; hrefLang: string } {
  return hasStrings(value, 'href', 'hrefLang');
}

function isTopic(value: unknown): value is Topic {
  return hasStrings(value, 'id', 'slug', 'name');
}

function isTranscript(value: unknown): value is VideoTranscript {
  return hasStrings(value, 'id', 'videoId', 'data', 'format');
}

/** A length in seconds: a finite number above 0, else absent. */
function seconds(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

/** `item` with `changes` applied, or the same item when no field changes. */
function withChanges(item: Fields, changes: Fields): Fields {
  for (const key of Object.keys(changes)) {
    if (changes[key] !== item[key]) return { ...item, ...changes };
  }
  return item;
}

/** The teaser's fields and the lists every content item carries. */
function teaserFields(item: Fields, changes: Fields): void {
  const { promoImage, imageUrl, topics, relatedObjects } = item;
  if (promoImage !== undefined && !isLoadableImage(promoImage)) changes.promoImage = undefined;
  if (imageUrl !== undefined && typeof imageUrl !== 'string') changes.imageUrl = undefined;
  if (topics !== undefined) changes.topics = listOf(topics, isTopic) ?? [];
  if (relatedObjects !== undefined) {
    changes.relatedObjects = listOf(relatedObjects, isContentLink) ?? [];
  }
}

/** The head's fields, an article or a review. */
function headFields(item: Fields, changes: Fields): void {
  const { relHrefLang, relAlternate, seoNewsKeywords } = item;
  if (relHrefLang !== undefined) changes.relHrefLang = listOf(relHrefLang, isHrefLang) ?? [];
  if (relAlternate !== undefined && typeof relAlternate !== 'string') {
    changes.relAlternate = undefined;
  }
  if (seoNewsKeywords !== undefined) {
    changes.seoNewsKeywords = listOf(seoNewsKeywords, isNonBlankString) ?? [];
  }
}

function videoFields(item: Fields, changes: Fields): void {
  const { duration, metaData, transcripts } = item;
  if (duration !== undefined && seconds(duration) === undefined) changes.duration = undefined;
  if (transcripts !== undefined) changes.transcripts = listOf(transcripts, isTranscript);
  if (metaData === undefined) return;
  if (!isRecord(metaData)) changes.metaData = undefined;
  else if (metaData.duration !== undefined && seconds(metaData.duration) === undefined) {
    changes.metaData = { ...metaData, duration: undefined };
  }
}

function itemFields(type: string, item: Fields): Fields {
  const changes: Fields = {};
  teaserFields(item, changes);
  if (type === 'Article' || type === 'Review') headFields(item, changes);
  else if (type === 'Video') videoFields(item, changes);
  else if (type === 'Gallery' && item.relatedProduct !== undefined) {
    changes.relatedProduct = cleanTechProduct(item.relatedProduct);
  }
  return withChanges(item, changes);
}

function featureRows(rows: readonly FeatureRow[] | undefined): void {
  for (const row of rows ?? []) {
    for (const column of row.columns) {
      for (const component of column.components) cleanContentFields(component);
      featureRows(column.children);
    }
    featureRows(row.children);
  }
}

/**
 * Cleans the fields above of a component's item, in place (the component is a fresh object: the
 * answer check's output, or component-cleaning.ts's copy), and of the components nested in a
 * feature.
 */
export function cleanContentFields(component: PageComponent): void {
  const { item } = component;
  if (!isRecord(item)) return;
  const type = component.meta.componentType;
  if (type === 'Feature') featureRows((item as { rows?: FeatureRow[] }).rows);
  else if (type === 'Article' || type === 'Review' || type === 'Gallery' || type === 'Video') {
    component.item = itemFields(type, item);
  }
}
