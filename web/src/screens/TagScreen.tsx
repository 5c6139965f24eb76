/** A tag (/tags/{slug}/): the h1, the stories with that tag (with load-more); CollectionPage JSON-LD. */
import { ListingPage, primaryListing } from '../page-components/ListingPage/ListingPage';
import type { ScreenProps } from './screen-props';

export function TagScreen({ page }: ScreenProps) {
  const main = primaryListing(page);
  const title = main?.list?.tag?.name || main?.list?.title || page.meta.title;
  return (
    <ListingPage
      page={page}
      title={title}
      description={main?.list?.description ?? page.meta.description}
      emptyText={`There are no stories tagged ${title} yet.`}
    />
  );
}
