/**
 * What the site shows of an author (spec 000 s3 User and Author): full name, title, bureau,
 * the profile page's path (only authors with a bureau have one) and the social links, the
 * twitter handle with its @ prefix added when the profile omits it.
 */
import { authorProfileSlug, twitterHandle, type Author } from '@bytewire/contracts';
import { buildPath } from '@bytewire/routes';

export function fullName(author: Pick<Author, 'firstName' | 'lastName'>): string {
  return [author.firstName, author.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
}

export function authorTitle(author: Author): string | undefined {
  return author.title || author.profile?.title || author.jobTitle || undefined;
}

export function authorBureau(author: Author): string | undefined {
  return author.bureau || author.profile?.bureau || undefined;
}

export function authorBio(author: Author): string | undefined {
  return author.bio || author.profile?.authorBio || author.authorBio || undefined;
}

/** The author profile page (/meet-the-team/{slug}/), for authors who have one. */
export function authorProfilePath(author: Author): string | undefined {
  const slug = authorProfileSlug({ ...author, bureau: authorBureau(author) });
  if (!slug) return undefined;
  try {
    return buildPath('author-profile', { slug });
  } catch {
    // A name that makes no valid slug (characters outside the slug rule): no page to link.
    return undefined;
  }
}

export interface SocialLink {
  network: 'X (Twitter)' | 'Facebook' | 'Instagram';
  /** What the reader sees: the handle, or the network's name for a profile URL. */
  text: string;
  url: string;
}

/** Handles the networks accept; anything else is shown nowhere rather than linked wrongly. */
const TWITTER_HANDLE = /^@[A-Za-z0-9_]{1,15}$/;
const INSTAGRAM_HANDLE = /^[A-Za-z0-9_.]{1,30}$/;

function httpsUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}

export function socialLinks(author: Author): SocialLink[] {
  const ids = author.socialProfileIds ?? {};
  const links: SocialLink[] = [];
  const twitter = twitterHandle(ids.twitter);
  if (twitter && TWITTER_HANDLE.test(twitter)) {
    links.push({
      network: 'X (Twitter)',
      text: twitter,
      url: `https://twitter.com/${twitter.slice(1)}`,
    });
  }
  const facebook = httpsUrl(ids.facebookProfile) ?? httpsUrl(ids.facebookPage);
  if (facebook) links.push({ network: 'Facebook', text: 'Facebook', url: facebook });
  const instagram = ids.instagram?.trim().replace(/^@/, '');
  if (instagram && INSTAGRAM_HANDLE.test(instagram)) {
    links.push({
      network: 'Instagram',
      text: `@${instagram}`,
      url: `https://www.instagram.com/${instagram}/`,
    });
  }
  return links;
}
