/**
 * The content API's sitemaps call (spec 000 s7: /api/neutron/sitemaps/{path}, optional offset
 * and limit; the answer's shape is not shown there, see docs/content-api.md): `index` lists the
 * sitemaps, each other path one page of a sitemap's URLs. The envelope is checked strictly; the
 * URLs one by one, so that one unusable entry is left out instead of failing the whole sitemap.
 */
import * as z from 'zod/mini';
import { ApiResponseError, expectObject, expectedPropertyMessage } from './validate';
import type { Topic } from './entities';
import type { Paging } from './page-response';

/** One sitemap of the index: its name (the `{path}` of its call) and how many URLs it has. */
export interface SitemapIndexEntry {
  name: string;
  total: number;
  /** ISO 8601: the newest change among its URLs. */
  lastModified?: string;
}

/** One URL of a sitemap; news sitemaps add the publication date and title. */
export interface SitemapUrl {
  /** Site-relative path of the page. */
  url: string;
  title?: string;
  /** ISO 8601. */
  lastModified?: string;
  /** ISO 8601, news sitemaps. */
  publicationDate?: string;
  keywords?: string[];
  /**
   * The topics the page is of (a story's, or a topic page's own), each with its ancestors: a
   * restricted reader's sitemap (spec 001 s1) leaves out a smart-watch page as wearables' own,
   * which its URL alone does not tell. Story and topic entries carry them.
   */
  topics?: Topic[];
}

/** One page of a sitemap: its entries as sent (see `sitemapUrlOf`) and the paging. */
export interface SitemapPage {
  items: unknown[];
  paging: Paging;
}

const count = z.number().check(z.int(), z.nonnegative());

const indexSchema = z.looseObject({
  data: z.looseObject({
    items: z.array(
      z.looseObject({
        name: z.string(),
        total: count,
        lastModified: z.optional(z.string()),
      }),
    ),
  }),
});

const pageSchema = z.looseObject({
  data: z.looseObject({
    items: z.array(z.unknown()),
    paging: z.looseObject({ limit: count, offset: count, total: count }),
  }),
});

const urlSchema = z.looseObject({
  url: z.string(),
  title: z.optional(z.string()),
  lastModified: z.optional(z.string()),
  publicationDate: z.optional(z.string()),
  keywords: z.optional(z.array(z.string())),
});

function parseWith<T>(schema: z.ZodMiniType<T>, json: unknown): T {
  expectObject(json);
  const result = schema.safeParse(json);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new ApiResponseError(expectedPropertyMessage(issue ? issue.path.join('.') : 'data'));
  }
  return result.data;
}

/** The sitemaps of `index`; throws ApiResponseError naming the first bad property. */
export function parseSitemapIndexResponse(json: unknown): SitemapIndexEntry[] {
  return parseWith(indexSchema, json).data.items.map(({ name, total, lastModified }) => ({
    name,
    total,
    lastModified,
  }));
}

/** One page of a sitemap; throws ApiResponseError naming the first bad property. */
export function parseSitemapPageResponse(json: unknown): SitemapPage {
  const { items, paging } = parseWith(pageSchema, json).data;
  return { items, paging: { limit: paging.limit, offset: paging.offset, total: paging.total } };
}

/** A sitemap entry as a SitemapUrl, or undefined when it does not fit. */
export function sitemapUrlOf(item: unknown): SitemapUrl | undefined {
  const result = urlSchema.safeParse(item);
  if (!result.success) return undefined;
  const { url, title, lastModified, publicationDate, keywords } = result.data;
  return { url, title, lastModified, publicationDate, keywords };
}
