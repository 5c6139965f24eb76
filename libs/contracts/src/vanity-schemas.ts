/**
 * The vanity entry (spec 000 s3 "Vanity response"), checked where it enters (@bytewire/vanity's
 * parse.ts): an id (empty only with an error), a known urlType, its urlPath, and the types of
 * the fields the handling reads (enabled, dateExpired, error, targets). A null error, expiry,
 * target list or data is read as absent, as the entry rules always did. What a target leads to (a safe
 * path, a slug with a route) is checked when it is used (decide.ts).
 */
import * as z from 'zod/mini';
import { URL_TYPES } from './entities';
import { contentDateSchema, orAbsent } from './entity-schemas';
import { editionSlugSchema } from './page-response';

const optionalString = z.optional(z.string());

const vanityTargetSchema = z.object({
  edition: optionalString,
  targetType: z.string(),
  target: z.union([
    z.string(),
    z.object({ slug: optionalString, availableOn: z.optional(z.array(editionSlugSchema)) }),
  ]),
});

const vanityTargetsSchema = z.optional(orAbsent(z.array(vanityTargetSchema)));

/** An entry; its output is a VanityResponse (entities.ts). */
export const vanityEntrySchema = z
  .object({
    id: z.string(),
    urlType: z.enum(URL_TYPES),
    urlPath: z.string(),
    enabled: z.optional(z.boolean()),
    // null: no expiry (an entry with no flag and no expiry is enabled, spec 000 s4).
    dateExpired: z.optional(orAbsent(contentDateSchema)),
    targets: vanityTargetsSchema,
    data: z.optional(orAbsent(z.object({ targets: vanityTargetsSchema }))),
    error: z.optional(orAbsent(z.object({ code: z.number(), message: optionalString }))),
  })
  .check(
    z.refine((entry) => entry.id !== '' || entry.error !== undefined, {
      message: 'expected a non-empty id, or an error',
      path: ['id'],
    }),
  );
