/**
 * Shortcodes in article bodies, as the platform writes them:
 * `<shortcode shortcode="image" uuid="…" …></shortcode>` (also commercelink, commercepromo,
 * listicle, reviewcard, faq). The payload lives elsewhere (additionalShortcodeData, listicles,
 * reviewCards), matched by uuid.
 */

// Opening tags only: a closing tag carries no type.
const OPENING_TAG = /<shortcode\b((?:[^>"']|"[^"]*"|'[^']*')*)>/gi;
// Attributes one by one, so that "shortcode=" inside another attribute's value is not read.
const ATTRIBUTE = /([^\s"'=/>]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;

function typeOf(attributes: string): string | undefined {
  for (const [, name, double, single, bare] of attributes.matchAll(ATTRIBUTE)) {
    if (name.toLowerCase() === 'shortcode') return (double ?? single ?? bare)?.trim().toLowerCase();
  }
  return undefined;
}

/** The types of the body's shortcodes in document order, lowercased. */
export function shortcodeTypes(html: string): string[] {
  const types: string[] = [];
  for (const [, attributes] of html.matchAll(OPENING_TAG)) {
    const type = typeOf(attributes);
    if (type) types.push(type);
  }
  return types;
}
