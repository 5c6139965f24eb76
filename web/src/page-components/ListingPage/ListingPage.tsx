/**
 * The frame of a page that lists one subject's stories (topic, tag, collection): head tags,
 * CollectionPage JSON-LD, the h1 with its description, the main listing (untitled: the h1
 * heads it; with load-more) and the page's other components through the registry.
 */
import type { PageComponent } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import type { PageContent } from '../../app/page-loader';
import { useRootData } from '../../app/use-root-data';
import { PageHeading } from '../../components/PageHeading/PageHeading';
import { contentLinksOf, mainList } from '../../content/component-items';
import { PageHead } from '../../document/PageHead/PageHead';
import { JsonLd } from '../../seo/json-ld';
import { breadcrumbList, collectionPage, type Crumb } from '../../seo/listing-structured-data';
import { PageComponents } from '../PageComponents';
import { componentShows, PageComponentView } from '../PageComponentView';
import { useCanonicalUrl } from '../use-canonical-url';
import styles from './ListingPage.module.css';

const LISTING_TYPES = new Set(['ContentList', 'VideoList', 'SmartSearchResults']);

/** The page's main listing: its required listing component, else its first with stories. */
export function primaryListing(page: PageContent): PageComponent | undefined {
  return (
    page.components.find(
      (c) =>
        c.required === true && c.errors.length === 0 && LISTING_TYPES.has(c.meta.componentType),
    ) ?? mainList(page)
  );
}

/** What an empty listing says, muted. */
export function EmptyListing({ children }: { children: ReactNode }) {
  return <p className={styles.empty}>{children}</p>;
}

interface ListingPageProps {
  page: PageContent;
  title: string;
  description?: string;
  /** Above the heading: breadcrumbs. */
  before?: ReactNode;
  /** Between the heading and the stories: an image, subtopics. */
  after?: ReactNode;
  breadcrumbs?: readonly Crumb[];
  /** What an empty listing says. */
  emptyText: string;
}

export function ListingPage({
  page,
  title,
  description,
  before,
  after,
  breadcrumbs,
  emptyText,
}: ListingPageProps) {
  const { site } = useRootData();
  const canonicalUrl = useCanonicalUrl(page.meta.canonicalUrl);
  const main = primaryListing(page);
  const others = page.components.filter((c) => c !== main);
  return (
    <>
      <PageHead
        title={page.meta.title || title}
        description={description}
        canonical={page.meta.canonicalUrl}
        noIndex={page.meta.noIndex}
      />
      <JsonLd
        data={collectionPage({
          name: title,
          description,
          url: canonicalUrl,
          links: main ? contentLinksOf(main) : [],
          publicUrl: site.publicUrl,
          publicationName: site.publicationName,
        })}
      />
      {breadcrumbs && breadcrumbs.length > 1 ? (
        <JsonLd data={breadcrumbList(breadcrumbs, site.publicUrl)} />
      ) : null}
      {before}
      <PageHeading title={title} description={description} />
      {after}
      {main && componentShows(main) ? (
        <PageComponentView component={main} titled={false} />
      ) : (
        <EmptyListing>{emptyText}</EmptyListing>
      )}
      <PageComponents components={others} pageTitle={title} />
    </>
  );
}
