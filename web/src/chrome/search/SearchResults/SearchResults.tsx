/**
 * What the search panel shows under its form (spec 001 s2, s9): with an empty query the first
 * TRENDING_SHOWN trending stories (three columns from 768 px); with a query and suggestions,
 * the suggested stories and videos and a list of topics, faded in whenever the suggestions
 * change. Nothing while there is nothing to show: failures are swallowed (spec 001 s8).
 * Loaded with the panel's first opening (see SearchPanel), so pages do not carry it, nor the
 * autocomplete it asks (use-suggestions.ts).
 */
import { tryBuildPath } from '@bytewire/routes';
import { useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { ContentDateTime } from '../../../components/ContentDateTime';
import type { TrendingState } from '../../data/trending';
import { TRENDING_SHOWN } from '../search-limits';
import { useSuggestions, type SuggestionsAnswer } from '../use-suggestions';
import { SearchItem } from './SearchItem';
import styles from './SearchResults.module.css';

export interface SearchResultsProps {
  /** The trimmed query: empty shows trending. */
  query: string;
  trending: TrendingState;
  /** A result link was followed. */
  onNavigate?: () => void;
}

function Trending({ trending, onNavigate }: Pick<SearchResultsProps, 'trending' | 'onNavigate'>) {
  const headingId = useId();
  // The panel renders in the browser only: its own clock is the one to count from.
  const [now] = useState(Date.now);
  if (trending.status === 'loading') {
    return (
      <ul className={`${styles.list} ${styles.listColumns}`} aria-hidden="true">
        {Array.from({ length: TRENDING_SHOWN }, (_, index) => (
          <li key={index} className={`${styles.item} ${styles.itemPlaceholder}`} />
        ))}
      </ul>
    );
  }
  const items = trending.items.slice(0, TRENDING_SHOWN);
  if (items.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        Trending
      </h2>
      <ul className={`${styles.list} ${styles.listColumns}`}>
        {items.map((item) => (
          <SearchItem
            key={item.id}
            url={item.url}
            title={item.title}
            image={item.image}
            meta={<ContentDateTime date={item.datePublished} now={now} />}
            onNavigate={onNavigate}
          />
        ))}
      </ul>
    </section>
  );
}

function Suggested({ answer, onNavigate }: { answer: SuggestionsAnswer; onNavigate?: () => void }) {
  const storiesId = useId();
  const videosId = useId();
  const topicsId = useId();
  const { topics, content, videos } = answer.suggestions;
  const topicLinks = topics.flatMap((topic) => {
    const to = tryBuildPath('topic', { slug: topic.slug });
    return to ? [{ ...topic, to }] : [];
  });
  if (content.length + videos.length + topicLinks.length === 0) return null;
  const lists = [
    { id: storiesId, label: 'Stories', items: content },
    { id: videosId, label: 'Videos', items: videos },
  ].filter((list) => list.items.length > 0);
  return (
    // Keyed by term: a new answer mounts afresh, so its fade-in runs again.
    <div key={answer.term} className={styles.suggestions} data-testid="search-panel-suggestions">
      {lists.length > 0 ? (
        <div className={styles.results}>
          {lists.map((list) => (
            <section key={list.label} className={styles.section} aria-labelledby={list.id}>
              <h2 id={list.id} className={styles.heading}>
                {list.label}
              </h2>
              <ul className={styles.list}>
                {list.items.map((item) => (
                  <SearchItem
                    key={item.id}
                    url={item.url}
                    title={item.title}
                    image={item.image}
                    meta={item.primaryTopicName}
                    onNavigate={onNavigate}
                  />
                ))}
              </ul>
            </section>
          ))}
        </div>
      ) : null}
      {topicLinks.length > 0 ? (
        <section className={styles.section} aria-labelledby={topicsId}>
          <h2 id={topicsId} className={styles.heading}>
            Topics
          </h2>
          <ul className={styles.topicList}>
            {topicLinks.map((topic) => (
              <li key={topic.id}>
                <Link to={topic.to} className={styles.topic} onClick={onNavigate}>
                  {topic.name}
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** What a screen reader hears when suggestions arrive (the list itself is not announced). */
function suggestionsStatus(answer: SuggestionsAnswer | undefined): string {
  if (!answer) return '';
  const { topics, content, videos } = answer.suggestions;
  const count = content.length + videos.length + topics.length;
  return count === 0 ? 'No suggestions' : `${count} ${count === 1 ? 'suggestion' : 'suggestions'}`;
}

export default function SearchResults({ query, trending, onNavigate }: SearchResultsProps) {
  // Here rather than in the panel: autocomplete's code loads with the panel's first opening.
  const answer = useSuggestions(query);
  return (
    <>
      <p className="visually-hidden" role="status">
        {query === '' ? '' : suggestionsStatus(answer)}
      </p>
      {query === '' ? (
        <Trending trending={trending} onNavigate={onNavigate} />
      ) : answer ? (
        <Suggested answer={answer} onNavigate={onNavigate} />
      ) : null}
    </>
  );
}
