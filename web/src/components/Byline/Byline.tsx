/**
 * Who wrote and edited a piece, and when: "By Jane Doe and Sam Lee · Edited by Kim Park ·
 * Published 3 hours ago · Updated 1 hour ago" (spec 000 s3: author, moreAuthors, editors).
 * A name is the profile's byline, else the full name; it links to the author's profile page
 * when the author has one (authors with a bureau). Nobody is named twice: a co-author repeated
 * in the list, or an editor who also wrote the piece, shows once, as an author.
 */
import type { Author, ContentDate } from '@bytewire/contracts';
import { Fragment } from 'react';
import { CLIENT_LINK } from '../../app/client-links';
import { authorProfilePath, fullName } from '../../page-components/author-profile';
import { ContentDateTime } from '../ContentDateTime';
import styles from './Byline.module.css';

interface BylineProps {
  author?: Author;
  moreAuthors?: readonly Author[];
  editors?: readonly Author[];
  published?: ContentDate;
  updated?: ContentDate;
}

/** The name a byline prints: the profile's own byline when it has one. */
export function bylineName(author: Author): string {
  return author.profile?.byline?.trim() || fullName(author);
}

/** The named people of a list, each once, leaving out those already `seen` (by id or name). */
function distinctNamed(people: readonly (Author | undefined)[], seen: Set<string>): Author[] {
  const kept: Author[] = [];
  for (const person of people) {
    if (!person) continue;
    const name = bylineName(person);
    if (!name || seen.has(person.id) || seen.has(name)) continue;
    seen.add(person.id);
    seen.add(name);
    kept.push(person);
  }
  return kept;
}

function Name({ person, testId }: { person: Author; testId: string }) {
  const path = authorProfilePath(person);
  const name = bylineName(person);
  return (
    <span className={styles.author} data-testid={testId}>
      {path ? (
        <a className={styles.link} href={path} rel="author" {...CLIENT_LINK}>
          {name}
        </a>
      ) : (
        name
      )}
    </span>
  );
}

/** "A", "A and B", "A, B and C", each name a Name. */
function NameList({ people, testIds }: { people: Author[]; testIds: (index: number) => string }) {
  return people.map((person, i) => (
    <Fragment key={person.id || i}>
      {i === 0 ? null : i === people.length - 1 ? ' and ' : ', '}
      <Name person={person} testId={testIds(i)} />
    </Fragment>
  ));
}

export function Byline({
  author,
  moreAuthors = [],
  editors = [],
  published,
  updated,
}: BylineProps) {
  const seen = new Set<string>();
  const authors = distinctNamed([author, ...moreAuthors], seen);
  const editedBy = distinctNamed(editors, seen);
  const showUpdated = updated?.date !== undefined && updated.date !== published?.date;
  return (
    <p className={styles.root}>
      {authors.length > 0 ? (
        <span>
          {/* One text node with its space, as the server has always printed it. */}
          {'By '}
          <NameList
            people={authors}
            testIds={(i) => (i === 0 ? 'byline-author' : 'byline-coauthor')}
          />
        </span>
      ) : null}
      {editedBy.length > 0 ? (
        <span data-testid="byline-editors">
          {'Edited by '}
          <NameList people={editedBy} testIds={() => 'byline-editor'} />
        </span>
      ) : null}
      {published ? (
        <span>
          Published <ContentDateTime date={published} />
        </span>
      ) : null}
      {showUpdated ? (
        <span>
          Updated <ContentDateTime date={updated} />
        </span>
      ) : null}
    </p>
  );
}
