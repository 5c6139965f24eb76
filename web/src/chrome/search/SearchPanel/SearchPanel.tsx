/**
 * The header's search panel (spec 001 s2, s5): a search form whose box takes the focus when
 * the panel expands. An empty query shows the trending stories, a query its suggestions (see
 * SearchResults, which asks for them, loaded on the first expansion so pages do not carry it). Submitting the
 * cleaned query opens /search/?q=; a query that cleans to nothing is not submitted.
 */
import { buildPath } from '@bytewire/routes';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { withChunkReload } from '../../../app/chunk-reload';
import { useTrending } from '../../data/trending';
import { cleanSearchQuery } from '../clean-query';
import styles from './SearchPanel.module.css';

const SearchResults = lazy(withChunkReload(() => import('../SearchResults/SearchResults')));

interface SearchPanelProps {
  expanded: boolean;
  onClose?: () => void;
}

export function SearchPanel({ expanded, onClose }: SearchPanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const trending = useTrending(expanded);

  useEffect(() => {
    if (expanded) input.current?.focus();
  }, [expanded]);

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = cleanSearchQuery(query);
    if (q === '') return;
    void navigate({ pathname: buildPath('search'), search: `?${new URLSearchParams({ q })}` });
    onClose?.();
  }

  return (
    <div className={styles.root}>
      <form role="search" className={styles.form} action={buildPath('search')} onSubmit={submit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search the site
        </label>
        <input
          ref={input}
          id={inputId}
          className={styles.input}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder="Search news, reviews and advice"
          autoComplete="off"
          enterKeyHint="search"
        />
        <button type="submit" className={styles.submit}>
          Search
        </button>
      </form>
      {expanded ? (
        <Suspense fallback={null}>
          <SearchResults query={query.trim()} trending={trending} onNavigate={onClose} />
        </Suspense>
      ) : null}
    </div>
  );
}
