/** The text patterns of spec 001 s5, shared by validation, state parsing and the service DTO. */

/** Test ids and buckets: a letter, then letters, digits and underscores. */
export const TEST_ID_PATTERN = /^[A-Za-z][A-Za-z0-9_]*$/;
export const BUCKET_PATTERN = TEST_ID_PATTERN;
/** Versions: a letter or digit, then letters, digits and underscores. */
export const VERSION_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_]*$/;
/** ISO 8601: a date, or a date-time with seconds optional and a Z or an offset. */
export const ISO_DATE_PATTERN =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,3})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
/** Visitor ids (the visitor cookie): 8 to 64 URL-safe characters, e.g. a UUID. */
export const VISITOR_ID_PATTERN = /^[A-Za-z0-9_-]{8,64}$/;
