/**
 * Every topic (/topic/): each root topic as a headed link with its subtopics listed under it;
 * CollectionPage JSON-LD listing the root topics.
 */
import type { ContentLink } from '@bytewire/contracts';
import { routeForLink } from '@bytewire/routes';
import { useId } from 'react';
import { useRootData } from '../../app/use-root-data';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { SiteLink } from '../../components/SiteLink';
import { contentLinksOf } from '../../content/component-items';
import { PageHead } from '../../document/PageHead/PageHead';
import { EmptyListing, primaryListing } from '../../page-components/ListingPage/ListingPage';
import { useCanonicalUrl } from '../../page-components/use-canonical-url';
import { JsonLd } from '../../seo/json-ld';
import { collectionPage } from '../../seo/listing-structured-data';
import type { ScreenProps } from '../screen-props';
import styles from './TopicsScreen.module.css';

const hrefOf = (topic: ContentLink) =>
  topic.url || routeForLink({ contentType: 'topic', slug: topic.slug })?.path;

function TopicGroup({ topic }: { topic: ContentLink }) {
  const headingId = useId();
  const children = topic.children ?? [];
  return (
    <section className="topic-group" aria-labelledby={headingId}>
      <h2 id={headingId}>
        <SiteLink url={hrefOf(topic)}>{topic.title}</SiteLink>
      </h2>
      {children.length > 0 ? (
        <ul className={styles.children}>
          {children.map((child) => (
            <li key={child.slug}>
              <SiteLink url={hrefOf(child)}>{child.title}</SiteLink>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}

export function TopicsScreen({ page }: ScreenProps) {
  const { site } = useRootData();
  const canonicalUrl = useCanonicalUrl(page.meta.canonicalUrl);
  const list = primaryListing(page);
  const topics = list ? contentLinksOf(list) : [];
  const title = list?.list?.title || page.meta.title;
  return (
    <>
      <PageHead
        title={page.meta.title || title}
        description={page.meta.description}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      <JsonLd
        data={collectionPage({
          name: title,
          description: page.meta.description,
          url: canonicalUrl,
          links: topics,
          publicUrl: site.publicUrl,
          publicationName: site.publicationName,
        })}
      />
      <PageHeading title={title} description={page.meta.description} />
      {topics.length > 0 ? (
        <div className={styles.groups}>
          {topics.map((topic) => (
            <TopicGroup key={topic.slug} topic={topic} />
          ))}
        </div>
      ) : (
        <EmptyListing>There are no topics yet.</EmptyListing>
      )}
    </>
  );
}
