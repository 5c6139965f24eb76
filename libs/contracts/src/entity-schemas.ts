/**
 * The parts of the content entities (entities.ts) that the composer answer's check
 * (page-response.ts) enforces: a content item's identity, headings and dates, and its image.
 * The schemas are the source of these types; entities.ts builds the full entities on them.
 * Checking stops here on purpose: deeper fields are read through guards where they are used,
 * and a full schema of every entity would cost more per page than the checks it replaces
 * (each object checked costs about 0.2 to 0.4 µs of CPU).
 */
import * as z from 'zod/mini';

const optionalString = z.optional(z.string());
const optionalNumber = z.optional(z.number());

/** `schema`, with null read as absent (undefined). */
export function orAbsent<T extends z.ZodMiniType>(schema: T) {
  return z.pipe(
    z.nullable(schema),
    z.transform((value: z.output<T> | null) => value ?? undefined),
  );
}

export const contentDateSchema = z.object({
  date: optionalString,
  timezone: optionalString,
  created: optionalString,
  updated: optionalString,
  published: optionalString,
});

/**
 * A platform date, serialised like PHP's DateTime: `date` is `YYYY-MM-DD HH:mm:ss[.ffffff]`
 * (or ISO 8601) in `timezone`. Without a timezone it reads as UTC (see dates.ts).
 */
export type ContentDate = z.infer<typeof contentDateSchema>;

export const imageSchema = z.object({
  id: z.string(),
  /** Storage path, e.g. `/2026/11/20/<uuid>/laptop-hero.jpg`; the resize service signs it. */
  path: z.string(),
  /** A directly loadable URL (the reference API serves a placeholder of the right size). */
  imageUrl: optionalString,
  width: optionalNumber,
  height: optionalNumber,
  alt: optionalString,
  caption: optionalString,
  credits: optionalString,
});

/** What every image has, checked at the boundary; `Image` (entities.ts) adds the rest. */
export type ImageCore = z.infer<typeof imageSchema>;

const contentCoreShape = {
  id: z.string(),
  slug: z.string(),
  headline: optionalString,
  title: optionalString,
  datePublished: z.optional(contentDateSchema),
  dateUpdated: z.optional(contentDateSchema),
};

/** A video's own fields aside, what articles, reviews, galleries and videos share. */
export const contentCoreSchema = z.object(contentCoreShape);

/** What every content item has, checked at the boundary; `Content` (entities.ts) adds the rest. */
export type ContentCore = z.infer<typeof contentCoreSchema>;

/** An article, review or gallery: the core and its image (a video's image may be a string). */
export const contentItemSchema = z.object({ ...contentCoreShape, image: z.optional(imageSchema) });
