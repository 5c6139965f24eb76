/** Author and dates of a piece: "By Jane Doe · Published 3 hours ago · Updated 1 hour ago". */
import type { Author, ContentDate } from '@bytewire/contracts';
import { ContentDateTime } from './ContentDateTime';

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
    <p className="byline">
      {name ? (
        <span>
          By <span className="byline__author">{name}</span>
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
