import { createHash } from 'node:crypto';

/**
 * The avatar of an address: the avatar service's image for the SHA-256 of the trimmed,
 * lower-cased address (the key Gravatar documents), through AVATAR_URL_TEMPLATE's `{hash}`.
 */
export function avatarUrl(template: string, email: string): string {
  const hash = createHash('sha256').update(email.trim().toLowerCase()).digest('hex');
  return template.replace('{hash}', hash);
}
