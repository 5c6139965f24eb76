/**
 * Autocomplete for the search panel (spec 001 s5, s7, s8, s9): asked AUTOSUGGEST_DEBOUNCE_MS
 * after the last change of the query, only for a non-empty query that differs from the last
 * one asked for. Only the newest request's answer is shown (a slower, older answer is
 * dropped), capped at 8 topics, 3 stories and 3 videos. A failure is swallowed: the previous
 * suggestions stay and the reader sees no message.
 */
import type { Suggestions } from '@bytewire/contracts';
import { useEffect, useRef, useState } from 'react';
import { chromeClientFor } from '../data/chrome-client';
import { useChromeSite } from '../data/chrome-site';
import {
  AUTOSUGGEST_DEBOUNCE_MS,
  MAX_SUGGESTED_CONTENT,
  MAX_SUGGESTED_TOPICS,
  MAX_SUGGESTED_VIDEOS,
} from './search-limits';

export interface SuggestionsAnswer {
  /** The term the suggestions were asked for (trimmed, lowercased). */
  term: string;
  suggestions: Suggestions;
}

export function capSuggestions(suggestions: Suggestions): Suggestions {
  return {
    topics: suggestions.topics.slice(0, MAX_SUGGESTED_TOPICS),
    content: suggestions.content.slice(0, MAX_SUGGESTED_CONTENT),
    videos: suggestions.videos.slice(0, MAX_SUGGESTED_VIDEOS),
  };
}

/** The suggestions for `query`, or the previous query's until they come; none when empty. */
export function useSuggestions(query: string): SuggestionsAnswer | undefined {
  const { siteId, edition } = useChromeSite();
  const [answer, setAnswer] = useState<SuggestionsAnswer>();
  const lastAsked = useRef<string | undefined>(undefined);
  const sequence = useRef(0);
  const term = query.trim().toLowerCase();

  useEffect(() => {
    if (term === '' || term === lastAsked.current) return;
    const timer = setTimeout(() => {
      lastAsked.current = term;
      const request = ++sequence.current;
      chromeClientFor(siteId)
        .getSuggestions(term, edition)
        .then(
          (suggestions) => {
            if (request === sequence.current) {
              setAnswer({ term, suggestions: capSuggestions(suggestions) });
            }
          },
          (error: unknown) => console.warn('search suggestions could not be loaded', error),
        );
    }, AUTOSUGGEST_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [term, siteId, edition]);

  // Unmounted, the panel takes no answers: a late one must not update a closed panel.
  useEffect(() => {
    const current = sequence;
    return () => {
      current.current += 1;
    };
  }, []);

  return term === '' ? undefined : answer;
}
