/** How gallery page numbers map to photos (one photo per page), and the pager's numbers. */
import type { GalleryItem } from '@bytewire/contracts';
import { galleryHeadline } from '@bytewire/article-text';
import { nodeHmacSha1Signer } from '@bytewire/media/node';
import {
  GALLERY_PAGE_LINKS,
  galleryItems,
  gallerySlide,
  pageNumbers,
  slideNumber,
  slidePath,
  slidePosition,
} from '../src/gallery/gallery-slides';
import { galleryStructuredData } from '../src/gallery/gallery-structured-data';
import { schemaImageOf } from '../src/seo/schema-image';
import { readResizeUrl } from './support/resize-urls';

function item(id: string, position: number, extra: Partial<GalleryItem> = {}): GalleryItem {
  return {
    id,
    position,
    title: `Photo ${id}`,
    image: {
      id: `img-${id}`,
      path: `/g/${id}.jpg`,
      imageUrl: `/placeholder/1600x900.svg?seed=${id}`,
    },
    ...extra,
  };
}

describe('galleryItems', () => {
  it('orders by position, keeps the feed order for ties and puts unpositioned items last', () => {
    const items = [
      item('c', 3),
      item('a', 1),
      item('none', Number.NaN),
      item('b2', 2),
      item('b1', 2),
    ];
    expect(galleryItems({ items }).map((i) => i.id)).toEqual(['a', 'b2', 'b1', 'c', 'none']);
  });
});

describe('slideNumber and gallerySlide', () => {
  const items = [item('a', 1), item('b', 2), item('c', 3)];

  it('reads no page number as page 1 and digits as the page; anything else is no page', () => {
    expect(slideNumber(undefined)).toBe(1);
    expect(slideNumber('2')).toBe(2);
    expect(slideNumber('01')).toBe(1);
    for (const bad of ['0', '-1', '1.5', 'two', '', '1234567890']) {
      expect(slideNumber(bad)).toBeUndefined();
    }
  });

  it('gives one photo per page with its neighbours', () => {
    expect(gallerySlide(items, undefined)).toEqual({
      item: items[0],
      page: 1,
      total: 3,
      previousPage: undefined,
      nextPage: 2,
    });
    expect(gallerySlide(items, '2')).toMatchObject({ page: 2, previousPage: 1, nextPage: 3 });
    expect(gallerySlide(items, '2')?.item.id).toBe('b');
    expect(gallerySlide(items, '3')).toMatchObject({
      page: 3,
      previousPage: 2,
      nextPage: undefined,
    });
  });

  it('has no page past the last photo, and none at all for a gallery without photos', () => {
    expect(gallerySlide(items, '4')).toBeUndefined();
    expect(gallerySlide(items, '0')).toBeUndefined();
    expect(gallerySlide([], undefined)).toBeUndefined();
  });
});

describe('slidePath, slidePosition, pageNumbers', () => {
  it('builds the gallery route: page 1 is the gallery path, others carry the number', () => {
    expect(slidePath('pixel-tour', 1)).toBe('/pictures/pixel-tour/');
    expect(slidePath('pixel-tour', 4)).toBe('/pictures/pixel-tour/4/');
    // A slug the route refuses (digits only would be the pictures door) makes no link.
    expect(slidePath('12', 2)).toBeUndefined();
    expect(slidePath('Not A Slug', 2)).toBeUndefined();
  });

  it('says where the photo sits as "n of N"', () => {
    expect(slidePosition(3, 12)).toBe('3 of 12');
  });

  it('lists every page when they fit, else a window around the current page', () => {
    expect(GALLERY_PAGE_LINKS).toBe(9);
    expect(pageNumbers(2, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageNumbers(1, 15)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageNumbers(8, 15)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(pageNumbers(15, 15)).toEqual([7, 8, 9, 10, 11, 12, 13, 14, 15]);
    expect(pageNumbers(1, 1)).toEqual([1]);
  });
});

describe('galleryStructuredData (spec 000 s9)', () => {
  const SITE = { publicationName: 'Bytewire', publicUrl: 'https://www.bytewire.example' };
  const KEY = 'gallery-test-key';
  const HOST = 'https://img.bytewire.example';
  const resized = schemaImageOf({ hosts: [HOST], sign: nodeHmacSha1Signer(KEY) }, SITE.publicUrl);
  const long = `${'A very long gallery title that goes on '.repeat(4)}and on`;
  const URL_OF_PAGE_1 = 'https://www.bytewire.example/pictures/tour/';

  function build(items: GalleryItem[], imageOf = resized) {
    return galleryStructuredData(
      { id: 'g', slug: 'tour', title: long, items, dek: 'A tour.' },
      items,
      SITE,
      URL_OF_PAGE_1,
      imageOf,
    );
  }

  /** The resize URL's path, width and height, after checking its host and signature. */
  function read(url: unknown) {
    const found = readResizeUrl(url as string, KEY);
    expect(found).toMatchObject({ origin: HOST, signed: true });
    return { path: found?.path, width: found?.width, height: found?.height };
  }

  it('cuts the headline to 106 characters and lists the photos in reading order', () => {
    const items = [item('a', 1, { description: 'First' }), item('b', 2, { photoCredit: 'Ada' })];
    const block = build(items);
    expect(long.length).toBeGreaterThan(106);
    expect(block.headline).toBe(galleryHeadline(long));
    expect((block.headline as string).length).toBeLessThanOrEqual(106);
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'ImageGallery',
      url: URL_OF_PAGE_1,
      description: 'A tour.',
      numberOfItems: 2,
      publisher: { '@type': 'Organization', name: 'Bytewire' },
    });
    const media = block.associatedMedia as Record<string, unknown>[];
    expect(media.map(({ contentUrl, ...rest }) => ({ ...rest, file: read(contentUrl) }))).toEqual([
      {
        '@type': 'ImageObject',
        position: 1,
        name: 'Photo a',
        caption: 'First',
        width: 1200,
        height: 675,
        file: { path: '/g/a.jpg', width: 1200, height: 675 },
      },
      {
        '@type': 'ImageObject',
        position: 2,
        name: 'Photo b',
        creditText: 'Ada',
        width: 1200,
        height: 675,
        file: { path: '/g/b.jpg', width: 1200, height: 675 },
      },
    ]);
  });

  it('names the first photo as the image, resized at 4x3, 16x9 and 1x1', () => {
    const block = build([item('a', 1), item('b', 2)]);
    const images = block.image as { url: string; width: number; height: number }[];
    expect(images.map(({ url, width, height }) => ({ width, height, file: read(url) }))).toEqual(
      [
        { width: 1200, height: 900 },
        { width: 1200, height: 675 },
        { width: 1200, height: 1200 },
      ].map((size) => ({ ...size, file: { path: '/g/a.jpg', ...size } })),
    );
  });

  it('falls back to the photos’ own URLs, with no size it does not know, without image settings', () => {
    const block = build([item('a', 1)], schemaImageOf(null, SITE.publicUrl));
    const own = 'https://www.bytewire.example/placeholder/1600x900.svg?seed=a';
    expect(block.image).toEqual([{ '@type': 'ImageObject', url: own }]);
    expect(block.associatedMedia).toEqual([
      { '@type': 'ImageObject', contentUrl: own, position: 1, name: 'Photo a' },
    ]);
  });
});
