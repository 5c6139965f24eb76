/**
 * The title template of every page (spec 000 s2 "The page title uses a title template"):
 * `%s | {publication}`. A title that already names the publication is kept as it is, and a page
 * without a title of its own is titled with the publication name alone.
 */
export const TITLE_TEMPLATE = '%s | %p';

export function applyTitleTemplate(title: string | undefined, publicationName: string): string {
  const own = title?.trim();
  if (!own) return publicationName;
  if (own.includes(publicationName)) return own;
  // One pass with a function: a title holding `%p` or `$&` stays as written.
  return TITLE_TEMPLATE.replace(/%[sp]/g, (slot) => (slot === '%s' ? own : publicationName));
}
