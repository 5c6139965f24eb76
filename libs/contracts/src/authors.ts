/** Author rules of spec 000 s3: profile slugs and social handles. */
import type { Author } from './entities';

/**
 * The author profile slug: the lowercased full name joined with dashes. Only authors with a
 * bureau have a profile, so the others have no slug.
 */
export function authorProfileSlug(
  author: Pick<Author, 'firstName' | 'lastName' | 'bureau'>,
): string | undefined {
  if (!author.bureau) return undefined;
  const name = `${author.firstName} ${author.lastName}`.trim().toLowerCase();
  return name === '' ? undefined : name.split(/\s+/).join('-');
}

/** A twitter handle as shown: with its @ prefix, added when the profile omits it. */
export function twitterHandle(value: string | undefined): string | undefined {
  const handle = value?.trim();
  if (!handle) return undefined;
  return handle.startsWith('@') ? handle : `@${handle}`;
}
