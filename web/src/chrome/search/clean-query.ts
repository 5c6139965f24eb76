/**
 * The search query as it is submitted (spec 001 s5): characters other than letters, digits,
 * underscore, whitespace, ! and ? are removed, whitespace runs become hyphens, and the result
 * is lowercased. Letters and digits are Unicode ones (a reader may search for "café" or
 * "東京"); combining marks stay with their letters. Whitespace at either end is dropped
 * rather than turned into a leading or trailing hyphen. An empty result means: do not submit.
 */
const REMOVED = /[^\p{L}\p{M}\p{Nd}_\s!?]/gu;
const WHITESPACE_RUN = /\s+/gu;

export function cleanSearchQuery(raw: string): string {
  return raw
    .normalize('NFC')
    .replace(REMOVED, '')
    .trim()
    .replace(WHITESPACE_RUN, '-')
    .toLowerCase();
}
