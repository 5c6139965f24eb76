/**
 * Paths the vanity rewrite never applies to (spec 000 s2): pages of the site that a vanity
 * entry must not shadow.
 */
export const VANITY_EXCLUDED_PATHS: readonly string[] = [
  '/about/',
  '/newsletters/',
  '/news/',
  '/pictures/',
  '/video/',
  '/editorial-guidelines/',
];

/** Whether a request path (no query) may be looked up as a vanity URL. */
export function isVanityEligiblePath(pathname: string): boolean {
  const path = pathname.toLowerCase().endsWith('/')
    ? pathname.toLowerCase()
    : `${pathname.toLowerCase()}/`;
  return !VANITY_EXCLUDED_PATHS.includes(path);
}
