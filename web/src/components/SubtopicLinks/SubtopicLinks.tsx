/** Links to topics as a row of pills: a topic's subtopics, the topics that match a search. */
import { SiteLink } from '../SiteLink';
import styles from './SubtopicLinks.module.css';

export interface TopicLinkItem {
  slug: string;
  title: string;
  url: string | undefined;
}

export function SubtopicLinks({
  label,
  topics,
}: {
  label: string;
  topics: readonly TopicLinkItem[];
}) {
  return (
    <nav className={styles.root} aria-label={label}>
      <ul>
        {topics.map((topic) => (
          <li key={topic.slug}>
            <SiteLink url={topic.url}>{topic.title}</SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
