/**
 * A collection (/collection/{slug}/): the h1 with the collection's description and image, its
 * stories (with load-more) and the other collections (RicochetCollections); CollectionPage
 * JSON-LD.
 */
import { CARD_IMAGES } from '../../components/card-images';
import { ContentImage } from '../../components/ContentImage';
import { ListingPage, primaryListing } from '../../page-components/ListingPage/ListingPage';
import type { ScreenProps } from '../screen-props';
import styles from './CollectionScreen.module.css';

export function CollectionScreen({ page }: ScreenProps) {
  const main = primaryListing(page);
  const collection = main?.list?.collection;
  const title = collection?.title || main?.list?.title || page.meta.title;
  return (
    <ListingPage
      page={page}
      title={title}
      description={collection?.description ?? main?.list?.description ?? page.meta.description}
      after={
        collection?.image?.imageUrl ? (
          // As wide as the container (CollectionScreen.module.css), like a card on its own.
          <ContentImage
            image={collection.image}
            className={styles.hero}
            priority
            size={CARD_IMAGES.wide.size}
            sizes={CARD_IMAGES.wide.sizes}
          />
        ) : null
      }
      emptyText="There is nothing in this collection yet."
    />
  );
}
