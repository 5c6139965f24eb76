/**
 * Checks of the header's answers (spec 001 s7, s8): the envelope must be right or the answer
 * is refused (ApiResponseError); single entries are taken loosely, so one bad menu item or
 * story costs only itself. Hand-written, without zod: the browser runs them.
 */
import type {
  AutosuggestResponse,
  HeaderLinksResponse,
  MenuItem,
  SuggestionItem,
  SuggestionTopic,
  Suggestions,
  TrendingItem,
  TrendingResponse,
} from './chrome';
import { parseContentDateTime } from './dates';
import type { ContentDate, Image } from './entities';
import { ApiResponseError, expectedPropertyMessage, expectObject, isRecord } from './validate';

/** Menus nest (subNav columns, sections); deeper than this is not a menu but a loop or an attack. */
const MAX_MENU_DEPTH = 4;

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

function flag(value: unknown): boolean | undefined {
  return typeof value === 'boolean' ? value : undefined;
}

/** `data.<key>` of an answer, which must be present and pass `check`. */
function dataField<T>(json: unknown, key: string, check: (value: unknown) => value is T): T {
  expectObject(json);
  const data = json.data;
  const value = isRecord(data) ? data[key] : undefined;
  if (!check(value)) throw new ApiResponseError(expectedPropertyMessage(`data.${key}`));
  return value;
}

function isArray(value: unknown): value is unknown[] {
  return Array.isArray(value);
}

function defined<T>(value: T | undefined): value is T {
  return value !== undefined;
}

const MENU_STRINGS = [
  'topicSlug',
  'hslugPath',
  'route',
  'activePage',
  'trackingName',
  'size',
  'class',
  'icon',
  'data',
] as const;
const MENU_FLAGS = ['primary', 'hideText', 'clickToOpen', 'mainTopic'] as const;

/**
 * Only site-relative paths: an upstream answer never sends a reader off-site from here. A
 * backslash, whitespace or control character is refused too: browsers read `/\\host` and
 * `/<tab>/host` as another host.
 */
const SITE_PATH = /^\/(?![/\\])[^\s\\\p{Cc}]*$/u;
const HTTP_URL = /^https?:\/\/[^\s\\/\p{Cc}][^\s\\\p{Cc}]*$/iu;

function sitePath(value: unknown): string | undefined {
  const url = text(value);
  return url !== undefined && SITE_PATH.test(url) ? url : undefined;
}

/** A link a reader may follow: a site path or an absolute http(s) URL with a host. */
function linkOf(value: unknown): string | undefined {
  const url = text(value);
  if (url === undefined) return undefined;
  if (SITE_PATH.test(url)) return url;
  if (!HTTP_URL.test(url)) return undefined;
  try {
    return new URL(url).hostname !== '' ? url : undefined;
  } catch {
    return undefined;
  }
}

function menuItemOf(value: unknown, depth: number): MenuItem | undefined {
  if (!isRecord(value) || depth > MAX_MENU_DEPTH) return undefined;
  const linkText = text(value.linkText);
  if (linkText === undefined) return undefined;
  const item: MenuItem = { linkText };
  for (const key of MENU_STRINGS) {
    const v = text(value[key]);
    if (v !== undefined) item[key] = v;
  }
  // A link that is neither http(s) nor site-relative is left out: the item reads as plain
  // text (spec 001 s5).
  const linkUrl = linkOf(value.linkUrl);
  if (linkUrl !== undefined) item.linkUrl = linkUrl;
  for (const key of MENU_FLAGS) {
    const v = flag(value[key]);
    if (v !== undefined) item[key] = v;
  }
  if (isArray(value.subNav)) {
    item.subNav = value.subNav
      .filter(isArray)
      .map((column) => column.map((entry) => menuItemOf(entry, depth + 1)).filter(defined))
      .filter((column) => column.length > 0);
  }
  if (isArray(value.sections)) {
    item.sections = value.sections.map((entry) => menuItemOf(entry, depth + 1)).filter(defined);
  }
  return item;
}

/** `{ data: { items: MenuItem[] } }`; an item without link text is left out. */
export function parseHeaderLinksResponse(json: unknown): HeaderLinksResponse {
  const items = dataField(json, 'items', isArray);
  return { data: { items: items.map((entry) => menuItemOf(entry, 0)).filter(defined) } };
}

const IMAGE_STRINGS = [
  'filename',
  'alt',
  'credits',
  'caption',
  'crop',
  'typeName',
  'bucketPath',
  'bucketType',
  'title',
  'size',
] as const;
const IMAGE_NUMBERS = ['width', 'height', 'cropGravity'] as const;
const DATE_STRINGS = ['date', 'timezone', 'created', 'updated', 'published'] as const;

function contentDateOf(value: unknown): ContentDate | undefined {
  if (!isRecord(value)) return undefined;
  const date: ContentDate = {};
  for (const key of DATE_STRINGS) {
    if (typeof value[key] === 'string') date[key] = value[key];
  }
  return date;
}

/** The fields images are drawn with, each of its type; anything else is left out. */
function imageOf(value: unknown): Image | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const path = text(value.path);
  if (id === undefined || path === undefined) return undefined;
  const image: Image = { id, path };
  for (const key of IMAGE_STRINGS) {
    if (typeof value[key] === 'string') image[key] = value[key];
  }
  for (const key of IMAGE_NUMBERS) {
    const n = value[key];
    if (typeof n === 'number' && Number.isFinite(n)) image[key] = n;
  }
  const imageUrl = linkOf(value.imageUrl);
  if (imageUrl !== undefined) image.imageUrl = imageUrl;
  const dateCreated = contentDateOf(value.dateCreated);
  if (dateCreated !== undefined) image.dateCreated = dateCreated;
  return image;
}

function trendingItemOf(value: unknown): TrendingItem | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const slug = text(value.slug);
  const title = text(value.title);
  const url = sitePath(value.url);
  const published = isRecord(value.datePublished) ? text(value.datePublished.date) : undefined;
  // Shown as time ago (spec 001 s3): a date that cannot be read cannot be shown.
  if (!published || !parseContentDateTime({ date: published })) return undefined;
  if (!id || !slug || !title || !url) return undefined;
  const item: TrendingItem = { id, slug, title, url, datePublished: { date: published } };
  const contentType = text(value.contentType);
  if (contentType) item.contentType = contentType;
  const image = imageOf(value.image);
  if (image) item.image = image;
  return item;
}

/** `{ data: { items: TrendingItem[] } }`; an item missing a required field is left out. */
export function parseTrendingResponse(json: unknown): TrendingResponse {
  const items = dataField(json, 'items', isArray);
  return { data: { items: items.map(trendingItemOf).filter(defined) } };
}

function topicOf(value: unknown): SuggestionTopic | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const name = text(value.name);
  const slug = text(value.slug);
  return id && name && slug ? { id, name, slug } : undefined;
}

function suggestionOf(value: unknown): SuggestionItem | undefined {
  if (!isRecord(value)) return undefined;
  const id = text(value.id);
  const slug = text(value.slug);
  const title = text(value.title);
  const url = sitePath(value.url);
  if (!id || !slug || !title || !url) return undefined;
  const item: SuggestionItem = {
    id,
    slug,
    title,
    url,
    topics: isArray(value.topics) ? value.topics.map(topicOf).filter(defined) : [],
  };
  const contentType = text(value.contentType);
  if (contentType) item.contentType = contentType;
  const primaryTopicName = text(value.primaryTopicName);
  if (primaryTopicName) item.primaryTopicName = primaryTopicName;
  const image = imageOf(value.image);
  if (image) item.image = image;
  return item;
}

function listOf<T>(value: unknown, entry: (v: unknown) => T | undefined): T[] {
  return isArray(value) ? value.map(entry).filter(defined) : [];
}

/** `{ data: { item: { topics, content, videos } } }`; a missing list reads as empty. */
export function parseAutosuggestResponse(json: unknown): AutosuggestResponse {
  const item = dataField(json, 'item', isRecord);
  const suggestions: Suggestions = {
    topics: listOf(item.topics, topicOf),
    content: listOf(item.content, suggestionOf),
    videos: listOf(item.videos, suggestionOf),
  };
  return { data: { item: suggestions } };
}
