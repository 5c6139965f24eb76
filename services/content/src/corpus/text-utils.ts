/** Small text helpers of the corpus generator. */

/** Slugs stay well inside the 100-character path parameter limit of the HTTP router. */
const MAX_SLUG_LENGTH = 96;

/** A URL slug: lowercase ASCII letters, digits and single dashes, cut at a whole word. */
export function slugify(text: string): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= MAX_SLUG_LENGTH) return slug;
  const cut = slug.slice(0, MAX_SLUG_LENGTH + 1);
  return cut.slice(0, cut.lastIndexOf('-')) || slug.slice(0, MAX_SLUG_LENGTH);
}

/** Fills `{name}` placeholders; a placeholder without a value is a bug in the text banks. */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`No value for {${key}} in "${template}"`);
    return value;
  });
}

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lowercases the first letter unless the first word is an acronym or a name (two capitals). */
export function lowerFirst(text: string): string {
  return /^[A-Z][A-Z0-9]/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1);
}

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

export function wordCount(html: string): number {
  const text = html.replace(/<[^>]+>/g, ' ').trim();
  return text === '' ? 0 : text.split(/\s+/).length;
}

/** US-style price, e.g. 1199.99 → "$1,199.99". */
export function formatPrice(amount: number): string {
  const [whole, cents] = amount.toFixed(2).split('.');
  return `$${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

/** A slug unique within `taken` (adds -2, -3, ... on a clash) and records it. */
export function uniqueSlug(base: string, taken: Set<string>): string {
  let slug = base;
  for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
  taken.add(slug);
  return slug;
}
