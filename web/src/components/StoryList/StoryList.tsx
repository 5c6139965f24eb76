/** A grid of story cards. */
import type { ContentLink } from '@bytewire/contracts';
import { classNames } from '../class-names';
import { useContainerClasses } from '../container-classes';
import { StoryCard } from '../StoryCard/StoryCard';
import styles from './StoryList.module.css';

interface StoryListProps {
  links: readonly ContentLink[];
  dense?: boolean;
  headingLevel?: 2 | 3;
  /** Added to each card's root and title (a parent's module classes: the home page's lead). */
  cardClassName?: string;
  cardTitleClassName?: string;
}

export function StoryList({
  links,
  dense = false,
  headingLevel,
  cardClassName,
  cardTitleClassName,
}: StoryListProps) {
  const container = useContainerClasses();
  const className = classNames(styles.root, dense && styles.dense, container.storyList);
  return (
    <ul className={className} data-testid="story-list" data-dense={dense || undefined}>
      {links.map((link) => (
        <li key={link.id ?? link.slug}>
          <StoryCard
            link={link}
            headingLevel={headingLevel}
            layout={dense ? 'dense' : 'grid'}
            className={cardClassName}
            titleClassName={cardTitleClassName}
          />
        </li>
      ))}
    </ul>
  );
}
