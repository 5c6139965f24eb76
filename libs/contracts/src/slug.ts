/**
 * A content slug, as the content platform names its items: lowercase letters, digits and
 * dashes, 1 to 200 characters, not starting with a dash. The one rule for slugs in paths (the
 * route table) and at the content API, so a path the router accepts is never refused upstream.
 */
export const SLUG_PATTERN = /^[a-z0-9][a-z0-9-]{0,199}$/;

export const SLUG_RULE_MESSAGE =
  'must be lowercase letters, digits and dashes (1 to 200 characters, not starting with a dash)';

export function isSlug(value: unknown): value is string {
  return typeof value === 'string' && SLUG_PATTERN.test(value);
}
