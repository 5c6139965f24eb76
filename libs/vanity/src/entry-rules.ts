/**
 * Rules of one vanity entry (spec 000 s4): whether it is enabled, whether it has expired, the
 * HTTP status of its type and the target for an edition.
 */
import {
  parseContentDateTime,
  type UrlType,
  type VanityResponse,
  type VanityTarget,
} from '@bytewire/contracts';

function expiryOf(entry: VanityResponse): Date | undefined {
  return entry.dateExpired ? parseContentDateTime(entry.dateExpired) : undefined;
}

/**
 * Enabled when `enabled` is true, or when there is no flag and no expiry, or the expiry is in
 * the future (spec 000 s4, as written: a future expiry enables an entry whatever its flag).
 */
export function isVanityEnabled(entry: VanityResponse, now: Date): boolean {
  if (entry.enabled === true) return true;
  const expiry = expiryOf(entry);
  if (entry.enabled === undefined && entry.dateExpired === undefined) return true;
  return expiry !== undefined && expiry.getTime() > now.getTime();
}

/** An expiry that is set and not in the future; an unreadable expiry counts as expired. */
export function isVanityExpired(entry: VanityResponse, now: Date): boolean {
  if (entry.dateExpired === undefined) return false;
  const expiry = expiryOf(entry);
  return expiry === undefined || expiry.getTime() <= now.getTime();
}

/** Status by type (spec 000 s4). */
export function vanityStatus(urlType: UrlType | string): number {
  switch (urlType) {
    case 'OK':
      return 200;
    case 'TEMPORARY_REDIRECT':
    case 'TEMPORARY_MASK':
      return 302;
    case 'PERMANENT_REDIRECT':
    case 'MASK':
      return 301;
    default:
      return 404;
  }
}

export function vanityTargets(entry: VanityResponse): VanityTarget[] {
  const targets = entry.targets ?? entry.data?.targets;
  return Array.isArray(targets) ? targets : [];
}

/** The entry's target for the edition, or undefined when none matches (spec 000 s4 step 4). */
export function targetForEdition(entry: VanityResponse, edition: string): VanityTarget | undefined {
  const target = vanityTargets(entry).find((t) => t?.edition === edition);
  if (!target) return undefined;
  if (typeof target.target === 'object' && target.target !== null) {
    // An object target needs an edition (matched above) and a slug.
    return typeof target.target.slug === 'string' && target.target.slug !== '' ? target : undefined;
  }
  return typeof target.target === 'string' ? target : undefined;
}
