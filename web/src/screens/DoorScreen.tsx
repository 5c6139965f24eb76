/**
 * The screen every door shares (news, reviews, how-to, video, ...): the feature page's title,
 * its main listing (the video door's is a VideoList) and the listing's pages: page links on
 * doors with a page number in their path, load-more on the video door, whose path has none.
 */
import { useRootData } from '../app/use-root-data';
import { PageHeading } from '../components/PageHeading/PageHeading';
import { Pagination } from '../components/Pagination/Pagination';
import { StoryList } from '../components/StoryList/StoryList';
import { PageHead } from '../document/PageHead/PageHead';
import { useCanonicalUrl } from '../page-components/use-canonical-url';
import { LoadMoreListing } from '../page-components/LoadMoreListing/LoadMoreListing';
import { JsonLd } from '../seo/json-ld';
import { collectionPage } from '../seo/listing-structured-data';
import { contentLinksOf, mainList } from '../content/component-items';
import type { ScreenProps } from './screen-props';

export function DoorScreen({ page, route, params }: ScreenProps) {
  const list = mainList(page);
  const links = list ? contentLinksOf(list) : [];
  const title = page.meta.title || list?.list?.title || route.featureSlug || route.name;
  const description = list?.list?.description ?? page.meta.description;
  const { site } = useRootData();
  const canonicalUrl = useCanonicalUrl(page.meta.canonicalUrl);

  return (
    <>
      <PageHead title={title} description={description} canonical={page.meta.canonicalUrl} />
      <JsonLd
        data={collectionPage({
          name: title,
          description,
          url: canonicalUrl,
          links,
          publicUrl: site.publicUrl,
          publicationName: site.publicationName,
        })}
      />
      <PageHeading title={title} description={description} />
      {list && links.length > 0 && route.params.pageNumber === undefined ? (
        <LoadMoreListing
          component={list}
          links={links}
          noun={list.meta.componentType === 'VideoList' ? 'videos' : 'stories'}
          renderLinks={(shown) => <StoryList links={shown} headingLevel={2} />}
        />
      ) : (
        <>
          {links.length > 0 ? (
            <StoryList links={links} headingLevel={2} />
          ) : (
            <p>There are no stories here yet.</p>
          )}
          {list?.paging ? <Pagination paging={list.paging} route={route} params={params} /> : null}
        </>
      )}
    </>
  );
}
