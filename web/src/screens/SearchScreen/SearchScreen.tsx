/**
 * Search (/search/?q=): a labelled search form holding the query, then the SmartSearchResults
 * results with their count, load-more and the topics that match; an empty query asks for one,
 * a query without results says so. The query is the reader's input: it is only ever rendered
 * as text (React escapes it), never as markup, and the page is kept out of search engines.
 */
import { useId } from 'react';
import { Form, useSearchParams } from 'react-router-dom';
import { PartnerAd } from '../../ads/partners/PartnerAd/PartnerAd';
import { AccentButton } from '../../components/AccentButton/AccentButton';
import { PageHead } from '../../document/PageHead/PageHead';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { SiteLink } from '../../components/SiteLink';
import { SubtopicLinks } from '../../components/SubtopicLinks/SubtopicLinks';
import { TextField } from '../../components/TextField/TextField';
import { primaryListing } from '../../page-components/ListingPage/ListingPage';
import { componentShows, PageComponentView } from '../../page-components/PageComponentView';
import type { ScreenProps } from '../screen-props';
import styles from './SearchScreen.module.css';

function resultCount(total: number, query: string): string {
  return `${total} ${total === 1 ? 'result' : 'results'} for “${query}”`;
}

export function SearchScreen({ page, route }: ScreenProps) {
  const [searchParams] = useSearchParams();
  const inputId = useId();
  const query = (searchParams.get('q') ?? '').trim();
  const results = primaryListing(page);
  const total = results?.paging?.total ?? results?.items?.length ?? 0;
  const hasResults = results !== undefined && componentShows(results);
  const topics = results?.list?.relatedItems ?? [];
  const title = query ? `Search results for “${query}”` : 'Search';

  return (
    <div className="search-page">
      <PageHead
        title={title}
        description={query ? resultCount(total, query) : page.meta.description}
        canonical={page.meta.canonicalUrl}
        // Result pages are never indexed, whatever the upstream says.
        noIndex
      />
      <PageHeading title={title} />
      <Form
        method="get"
        action={route.path}
        className={styles.form}
        role="search"
        aria-label="Search the site"
      >
        <label htmlFor={inputId} className={styles.label}>
          Search stories, reviews and videos
        </label>
        <div className={styles.row}>
          <TextField
            // A new query (client navigation) starts from what was asked, not what was typed.
            key={query}
            id={inputId}
            type="search"
            name="q"
            defaultValue={query}
            autoComplete="off"
            enterKeyHint="search"
          />
          <AccentButton type="submit" className={styles.submit}>
            Search
          </AccentButton>
        </div>
      </Form>
      {!query ? (
        <p className={styles.hint}>
          Enter a word or phrase to search for stories, reviews and videos.
        </p>
      ) : (
        <>
          <p className={styles.summary} role="status">
            {hasResults ? resultCount(total, query) : `No results for “${query}”.`}
          </p>
          {!hasResults ? (
            <p className={styles.hint}>
              Check the spelling, try a more general word, or browse{' '}
              <SiteLink url="/topic/">all topics</SiteLink>.
            </p>
          ) : null}
          {topics.length > 0 ? <SubtopicLinks label="Matching topics" topics={topics} /> : null}
          <PartnerAd part="search" />
          {results && hasResults ? <PageComponentView component={results} titled={false} /> : null}
        </>
      )}
    </div>
  );
}
