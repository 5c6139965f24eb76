import type { VanityResponse } from '@bytewire/contracts';
import { vanityLookupKey, vanityTargets } from '@bytewire/vanity';

/**
 * The entry stored under a lookup key (`vanityLookupKey` of the wanted path). Stored paths are
 * keyed by the same function, so case, the trailing slash, ignored parameters and the order
 * of the others do not matter on either side.
 */
export function entryForKey(
  entries: readonly VanityResponse[],
  key: string,
): VanityResponse | undefined {
  return entries.find((e) => vanityLookupKey(e.urlPath) === key);
}

/** Whether an entry points at the content object of this type and slug. */
export function targetsObject(entry: VanityResponse, contentType: string, slug: string): boolean {
  return vanityTargets(entry).some(
    (t) => t.targetType === contentType && typeof t.target === 'object' && t.target.slug === slug,
  );
}
