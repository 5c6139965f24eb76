/** Author and dates of a piece: "By Jane Doe · Published 3 hours ago · Updated 1 hour ago". */
import type { Author, ContentDate } from '@bytewire/contracts';
import { ContentDateTime } from '../ContentDateTime';
import styles from './Byline.module.css';

interface BylineProps {
  author?: Author;
  published?: ContentDate;
  updated?: ContentDate;
}

function fullName(author: Author | undefined): string {
  return [author?.firstName, author?.lastName].filter(Boolean).join(' ');
}

export function Byline({ author, published, updated }: BylineProps) {
  const name = fullName(author);
  const showUpdated = updated?.date !== undefined && updated.date !== published?.date;
  return (
    <p className={styles.root}>
      {name ? (
        <span>
          {/* One text node with its space, as the server has always printed it. */}
          {'By '}
          <span className={styles.author} data-testid="byline-author">
            {name}
          </span>
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
