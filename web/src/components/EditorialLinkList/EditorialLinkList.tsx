/** Editorial links (spec 000 s3 EditorialLinks): a label and a link per item. */
import type { EditorialLink } from '@bytewire/contracts';
import { SiteLink } from '../SiteLink';
import { StoryLabel } from '../StoryCard/StoryCard';
import styles from './EditorialLinkList.module.css';

interface EditorialLinkListProps {
  links: readonly EditorialLink[];
  /** Show each item's label above its link (not where the labels head the lists). */
  labels?: boolean;
}

export function EditorialLinkList({ links, labels = true }: EditorialLinkListProps) {
  return (
    <ul className={styles.root}>
      {links.map((link, index) => (
        <li key={`${link.linkUrl}-${index}`}>
          {labels && link.label ? (
            <StoryLabel as="span" className={styles.label}>
              {link.label}
            </StoryLabel>
          ) : null}
          <SiteLink url={link.linkUrl}>{link.linkText}</SiteLink>
        </li>
      ))}
    </ul>
  );
}
