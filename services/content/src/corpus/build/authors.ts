import type { Author } from '@bytewire/contracts';
import { authorProfileSlug, toContentDate } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import {
  AUTHOR_DISCLOSURE,
  AUTHOR_NAMES,
  AWARDS,
  BEATS,
  BIO_TEMPLATES,
  BUREAUS,
  CONTRIBUTOR_BIO,
  CONTRIBUTOR_TITLES,
  EDUCATION,
  MASTHEAD_TITLES,
  STAFF_TITLES,
} from '../text/people';
import { fill, slugify } from '../text-utils';
import type { GenContext } from './context';
import { partRng } from './context';
import type { DateAllocator } from './dates';
import { describeArt, portraitArt } from './art';
import { makeImage } from './images';

/** An author with the topics they cover (kept beside the entity, not in it). */
export interface Staffer {
  author: Author;
  topics: readonly string[];
}

/**
 * Forty authors. Two in three are staff with a bureau (and so a profile page); the rest are
 * contributors without one.
 */
export function buildAuthors(ctx: GenContext, dates: DateAllocator): Staffer[] {
  const rng = partRng(ctx, 'authors');
  const pub = ctx.publicationName;
  let staffCount = 0;
  return AUTHOR_NAMES.map(([firstName, lastName], index) => {
    const staff = index % 3 !== 2;
    const beat = BEATS[index % BEATS.length];
    const title = staff ? staffTitle(staffCount++) : rng.pick(CONTRIBUTOR_TITLES);
    const masthead = MASTHEAD_TITLES.includes(title);
    const bureau = staff ? BUREAUS[index % BUREAUS.length] : undefined;
    const name = `${firstName} ${lastName}`;
    const values = {
      name,
      first: firstName,
      // "the editor in chief", but "a senior writer": a masthead role has one holder.
      aTitle: `${masthead ? 'the' : /^[aeiou]/i.test(title) ? 'an' : 'a'} ${title.toLowerCase()}`,
      pub,
      beat: beat.beat,
      years: String(rng.int(4, 18)),
      bureau: bureau ?? 'the field',
    };
    const bio = fill(staff ? rng.pick(BIO_TEMPLATES) : CONTRIBUTOR_BIO, values);
    const username = `${firstName.charAt(0)}${lastName}`.toLowerCase();
    const id = rng.uuid();
    const handle = `${firstName}${lastName}`.toLowerCase();
    const slug = slugify(name);
    const profileSlug = authorProfileSlug({ firstName, lastName, bureau });
    const portrait = portraitArt(id);
    const author: Author = {
      id,
      username,
      firstName,
      lastName,
      email: `${slug.replace(/-/g, '.')}@${ctx.siteId}.example`,
      jobTitle: title,
      title,
      dateCreated: toContentDate(dates.daysBefore(400 + index * 37)),
      image: makeImage(rng, {
        name: `${slug}-headshot`,
        alt: describeArt(portrait, name),
        credits: pub,
        shape: 'portrait',
        created: dates.daysBefore(400 + index * 37),
        art: portrait,
      }),
      // Some profiles store the handle with an @, some without: readers add it when missing.
      socialProfileIds: {
        twitter: index % 2 === 0 ? `@${handle}` : handle,
        instagram: index % 4 === 0 ? handle : undefined,
        facebookProfile: index % 5 === 0 ? `https://www.facebook.com/${handle}` : undefined,
      },
      authorBio: bio,
      bio,
      bureau,
      authorDisclosure: fill(AUTHOR_DISCLOSURE, values),
      profileUrl: profileSlug ? contentItemPath('author', profileSlug) : undefined,
      profile: {
        id: rng.uuid(),
        authorBio: bio,
        byline: name,
        bureau,
        title,
        expertise: beat.beat,
        education: staff ? rng.pick(EDUCATION) : undefined,
        awardsAndCredentials: staff && rng.chance(0.4) ? rng.pick(AWARDS) : undefined,
        authorDisclosure: fill(AUTHOR_DISCLOSURE, values),
      },
    };
    return { author, topics: beat.topics };
  });
}

/** The n-th staffer's title: the masthead first, one person per role, then the shared roles. */
export function staffTitle(n: number): string {
  return n < MASTHEAD_TITLES.length
    ? MASTHEAD_TITLES[n]
    : STAFF_TITLES[(n - MASTHEAD_TITLES.length) % STAFF_TITLES.length];
}

/** The trimmed author a content link carries. */
export function authorSummary(author: Author): Author {
  const { id, firstName, lastName, username, jobTitle, profileUrl, bureau } = author;
  return { id, firstName, lastName, username, jobTitle, profileUrl, bureau };
}
