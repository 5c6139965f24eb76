/** A gallery of five photos for the gallery screen and its AMP copy, items out of order. */
import type { Gallery, GalleryItem } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';

export function galleryPhoto(n: number, extra: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id: `p-${n}`,
    position: n,
    title: `Angle ${n}`,
    description: `Description of photo ${n}`,
    body: `<p>Body of photo ${n}</p>`,
    photoCredit: 'Ada Moreno/Bytewire',
    image: {
      id: `i-${n}`,
      path: `/2026/g/${n}.jpg`,
      imageUrl: `/placeholder/1600x900.svg?seed=p${n}`,
      width: 1600,
      height: 900,
      alt: `The Acme Phone, angle ${n}`,
    },
    ...extra,
  };
}

/** Five photos out of position order on purpose: screens show them by position. */
export function fiveOutOfOrder(photo: (n: number) => GalleryItem = galleryPhoto): Gallery {
  return {
    id: 'g-1',
    slug: 'the-acme-phone-in-pictures',
    title: 'The Acme Phone in pictures',
    dek: 'Five photos of the Acme Phone.',
    author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
    datePublished: toContentDate(new Date(Date.now() - 2 * 3600 * 1000)),
    items: [photo(2), photo(1), photo(3), photo(5), photo(4)],
  };
}
