/** A grid of story cards. */
import type { ContentLink } from '@bytewire/contracts';
import { StoryCard } from './StoryCard';

interface StoryListProps {
  links: readonly ContentLink[];
  dense?: boolean;
  headingLevel?: 2 | 3;
}

export function StoryList({ links, dense = false, headingLevel }: StoryListProps) {
  return (
    <ul className={dense ? 'story-list story-list--dense' : 'story-list'}>
      {links.map((link) => (
        <li key={link.id ?? link.slug}>
          <StoryCard link={link} headingLevel={headingLevel} layout={dense ? 'dense' : 'grid'} />
        </li>
      ))}
    </ul>
  );
}
