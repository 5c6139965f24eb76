import type { VanityResponse, VanityTarget } from '@bytewire/contracts';

/** Query parameters the vanity lookup ignores (spec 000 s5). */
export const IGNORED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'debug',
  'featureEnable',
  'featureDisable',
  'jsDebug',
  'mf_debug_url',
  'setDevice',
  'state',
  'ftag',
  'bhid',
  'mid',
  'cid',
  'utm_email',
  'utm_campaign_id',
  'utm_email_id',
  'utm_newsletter_id',
  'medium',
  'source',
]);

/**
 * The comparable form of a path: lowercase, with a trailing slash, without the ignored
 * query parameters (other parameters stay, so `/deals/?page=2` is not `/deals/`).
 */
export function normalizePath(path: string): string {
  const [rawPath, rawQuery = ''] = path.split('?', 2);
  let clean = rawPath.toLowerCase();
  if (!clean.endsWith('/')) clean += '/';
  const kept = new URLSearchParams(rawQuery);
  for (const key of [...kept.keys()]) if (IGNORED_QUERY_PARAMS.has(key)) kept.delete(key);
  const query = kept.toString();
  return query ? `${clean}?${query}` : clean;
}

export function targetsOf(entry: VanityResponse): VanityTarget[] {
  return entry.targets ?? entry.data?.targets ?? [];
}

/** Whether an entry points at the content object of this type and slug. */
export function targetsObject(entry: VanityResponse, contentType: string, slug: string): boolean {
  return targetsOf(entry).some(
    (t) => t.targetType === contentType && typeof t.target === 'object' && t.target.slug === slug,
  );
}
