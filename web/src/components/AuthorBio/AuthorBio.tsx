/**
 * "About the author" after a story: each author's and co-author's headshot, name (linked to
 * the profile page when there is one), title, bio and disclosure (spec 000 s3 Author and
 * Profile). Authors without a bio are left out, and nothing shows when none has one or the
 * story sets `suppressBio` (spec 000 s3 Article).
 */
import type { Author } from '@bytewire/contracts';
import { useId } from 'react';
import { CLIENT_LINK } from '../../app/client-links';
import { authorBio, authorProfilePath, authorTitle } from '../../page-components/author-profile';
import { bylineName } from '../Byline/Byline';
import { ContentImage } from '../ContentImage';
import styles from './AuthorBio.module.css';

interface AuthorBioProps {
  author?: Author;
  moreAuthors?: readonly Author[];
  /** The story's `suppressBio`: no box at all. */
  suppressed?: boolean;
  /** The box's heading level: 2 under a page's story, 3 under a story added below it (h2). */
  level?: 2 | 3;
}

/** The authors with a name and a bio, each once. */
export function authorsWithBio(people: readonly (Author | undefined)[]): Author[] {
  const seen = new Set<string>();
  return people.filter((person): person is Author => {
    if (!person || !bylineName(person) || !authorBio(person) || seen.has(person.id)) return false;
    seen.add(person.id);
    return true;
  });
}

function AuthorEntry({ author, level }: { author: Author; level: 3 | 4 }) {
  const Name = `h${level}` as const;
  const name = bylineName(author);
  const path = authorProfilePath(author);
  const title = authorTitle(author);
  const disclosure = author.authorDisclosure || author.profile?.authorDisclosure;
  return (
    <li className={styles.entry} data-testid="author-bio-entry">
      {/* The name is beside it: the portrait needs no alt text of its own. */}
      <ContentImage image={author.image} className={styles.image} size="square_96" decorative />
      <div>
        <Name className={styles.name}>
          {path ? (
            <a href={path} rel="author" {...CLIENT_LINK}>
              {name}
            </a>
          ) : (
            name
          )}
        </Name>
        {title ? <p className={styles.title}>{title}</p> : null}
        <p className={styles.bio}>{authorBio(author)}</p>
        {disclosure ? <p className={styles.disclosure}>{disclosure}</p> : null}
      </div>
    </li>
  );
}

export function AuthorBio({
  author,
  moreAuthors = [],
  suppressed = false,
  level = 2,
}: AuthorBioProps) {
  const id = useId();
  const Heading = `h${level}` as const;
  if (suppressed) return null;
  const authors = authorsWithBio([author, ...moreAuthors]);
  if (authors.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} data-testid="author-bio">
      <Heading id={`${id}-title`} className={styles.heading}>
        {authors.length === 1 ? 'About the author' : 'About the authors'}
      </Heading>
      <ul className={styles.list}>
        {authors.map((person) => (
          <AuthorEntry key={person.id} author={person} level={level === 2 ? 3 : 4} />
        ))}
      </ul>
    </section>
  );
}
