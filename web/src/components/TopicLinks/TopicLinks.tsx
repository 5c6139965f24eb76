/** Links to the topic pages of a piece. */
import type { Topic } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import { Link } from 'react-router-dom';
import styles from './TopicLinks.module.css';

export function TopicLinks({ topics }: { topics: readonly Topic[] | undefined }) {
  const linked = (topics ?? []).flatMap((topic) => {
    const route = routeForLink({ contentType: 'topic', slug: topic.slug });
    return route ? [{ topic, path: route.path }] : [];
  });
  if (linked.length === 0) return null;
  return (
    <nav aria-label="Topics of this story">
      <ul className={styles.root}>
        {linked.map(({ topic, path }) => (
          <li key={topic.slug}>
            <Link to={path}>{topic.name}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
