/**
 * The items of an RSS feed, read from a composer page's main listing. The contracts check the
 * page envelope only; each listed item is whatever the content API sent, so each is checked
 * here, and an item that cannot make a feed entry (no title, a link off the site, no valid
 * publication date) is left out rather than failing the feed.
 */
import {
  parseContentDate,
  type ComponentList,
  type Page,
  type PageComponent,
} from '@bytewire/contracts';
import * as z from 'zod/mini';
import { siteUrl } from './site-url';
import { xmlText } from './xml-text';

/** An entry of an RSS feed, every text XML-safe and every link absolute. */
export interface FeedItem {
  title: string;
  link: string;
  description: string;
  published: Date;
  categories: string[];
}

/** Entries per feed at most: a listing's first page holds 20 (the content API's door size). */
export const MAX_FEED_ITEMS = 50;

const contentDate = z.looseObject({
  date: z.optional(z.string()),
  timezone: z.optional(z.string()),
  published: z.optional(z.string()),
  created: z.optional(z.string()),
  updated: z.optional(z.string()),
});

/** The ContentLink fields a feed entry is made of (spec 000 s3 "ContentLink"). */
const listedItem = z.looseObject({
  title: z.string(),
  url: z.string(),
  description: z.optional(z.string()),
  summary: z.optional(z.string()),
  datePublished: z.optional(contentDate),
  date: z.optional(contentDate),
  topics: z.optional(z.array(z.looseObject({ name: z.string() }))),
});

/**
 * The listing a feed is made of: the page's required ContentList, else its first ContentList
 * (the news door's `doorList`, a topic's `topic`); undefined when the page has none loaded.
 */
export function mainListOf(page: Page): PageComponent | undefined {
  const lists = page.components.filter(
    (c) => c.meta.componentType === 'ContentList' && c.errors.length === 0,
  );
  return lists.find((c) => c.required === true) ?? lists[0];
}

function feedItemOf(item: unknown, origin: string, now: Date): FeedItem | undefined {
  const parsed = listedItem.safeParse(item);
  if (!parsed.success) return undefined;
  const { title, url, description, summary, datePublished, date, topics } = parsed.data;
  const link = siteUrl(origin, url);
  const published = parseContentDate(datePublished ?? date, now);
  const heading = xmlText(title);
  if (!link || !published || heading === '') return undefined;
  return {
    title: heading,
    link,
    // An entry without a summary repeats its title: RSS readers show the description.
    description: xmlText(description ?? summary ?? '') || heading,
    published,
    categories: (topics ?? []).map((t) => xmlText(t.name)).filter((name) => name !== ''),
  };
}

export interface ListedItems {
  items: FeedItem[];
  /** How many listed items could not make an entry (worth a log line). */
  dropped: number;
}

/** The usable entries of a listing, in its order, at most MAX_FEED_ITEMS. */
export function feedItemsOf(list: PageComponent, origin: string, now = new Date()): ListedItems {
  const listed = (list.items ?? []).slice(0, MAX_FEED_ITEMS);
  const items = listed.flatMap((item) => feedItemOf(item, origin, now) ?? []);
  return { items, dropped: listed.length - items.length };
}

/** A listing's own title and description, XML-safe, where it gives them. */
export function listTexts(list: ComponentList | undefined): {
  title?: string;
  description?: string;
} {
  const text = (value: unknown) =>
    typeof value === 'string' ? xmlText(value) || undefined : undefined;
  return { title: text(list?.title), description: text(list?.description) };
}
