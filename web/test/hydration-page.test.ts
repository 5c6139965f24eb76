import type { Article, Image } from '@bytewire/contracts';
import { IMAGE_CATALOGUE_FIELDS, lightenImages } from '../src/server/hydration-page';
import { ARTICLE, articlePage } from './support/pages';
import { hydrationDataOf } from './support/hydration-data';
import { fixtureClient, renderPath } from './support/render-path';

/** An image entity as the content API sends it: a picture's fields and its catalogue record. */
function platformImage(id: string, extra: Partial<Image> = {}): Image {
  return {
    id,
    path: `/2026/11/20/${id}/photo.jpg`,
    imageUrl: `/originals/2026/11/20/${id}/photo.jpg`,
    width: 1200,
    height: 675,
    alt: `Alt text of ${id}`,
    caption: `Caption of ${id}`,
    credits: `Credits of ${id}`,
    cropGravity: 5,
    crop: '1200x675+0+0',
    filename: 'photo.jpg',
    dateCreated: { date: '2026-11-20 06:35:00.000000', timezone: 'UTC' },
    typeName: 'image',
    bucketPath: `/2026/11/20/${id}`,
    bucketType: 'content',
    title: `Title of ${id}`,
    size: '1200x675',
    ...extra,
  };
}

const PICTURE_FIELDS = [
  'id',
  'path',
  'imageUrl',
  'width',
  'height',
  'alt',
  'caption',
  'credits',
  'cropGravity',
  'crop',
];

/** The fields of `image` a picture needs. */
function pictureOf(image: Image): Record<string, unknown> {
  return Object.fromEntries(PICTURE_FIELDS.map((field) => [field, image[field as keyof Image]]));
}

describe('lightenImages', () => {
  it('keeps what a picture needs of an image entity and drops its catalogue record', () => {
    const image = platformImage('hero');
    expect(lightenImages(image)).toEqual(pictureOf(image));
    for (const field of IMAGE_CATALOGUE_FIELDS) expect(image).toHaveProperty(field);
  });

  it('finds image entities at any depth: in arrays, maps by uuid and nested components', () => {
    const page = {
      components: [
        {
          item: {
            image: platformImage('a'),
            listicles: [
              {
                imageGroup: [platformImage('b')],
                techProd: { images: { main: [platformImage('c')] } },
              },
            ],
            additionalShortcodeData: { images: { 'uuid-d': platformImage('d') } },
          },
        },
        {
          item: {
            rows: [{ columns: [{ components: [{ items: [{ image: platformImage('e') }] }] }] }],
          },
        },
      ],
    };
    const light = JSON.stringify(lightenImages(page));
    for (const id of ['a', 'b', 'c', 'd', 'e'])
      expect(light).toContain(`"alt":"Alt text of ${id}"`);
    expect(light).not.toContain('bucketPath');
    expect(light).not.toContain('Title of');
  });

  it('leaves alone what is not an image entity: content titles, other type names, no path', () => {
    const page = {
      item: { typeName: 'article', title: 'A story', slug: 'a-story', size: 'large' },
      video: { typeName: 'video', title: 'A video', image: '/2026/poster.jpg' },
      pathless: { typeName: 'image', title: 'No storage path', imageUrl: '/a.jpg' },
    };
    expect(lightenImages(page)).toBe(page);
  });

  it('copies only the paths down to images and never changes the page it was given', () => {
    const unchanged = { topics: [{ id: 't', slug: 'laptops', name: 'Laptops' }] };
    const page = { item: { image: platformImage('hero') }, unchanged };
    const before = structuredClone(page);
    const light = lightenImages(page) as typeof page;
    expect(page).toEqual(before);
    expect(light).not.toBe(page);
    expect(light.unchanged).toBe(unchanged);
  });
});

describe('an article document renders and hydrates from the lighter page', () => {
  const article: Article = {
    ...ARTICLE,
    image: platformImage('hero'),
    mobileImage: platformImage('hero-mobile'),
    promoImage: platformImage('promo'),
  };
  const client = fixtureClient({ [`article/${article.slug}`]: articlePage(article) });

  it('sends the images without their catalogue fields and still shows alt text and credits', async () => {
    const { status, html } = await renderPath(`/article/${article.slug}/`, client);
    expect(status).toBe(200);
    const { page } = hydrationDataOf(html).loaderData.page as {
      page: { components: [{ item: Record<string, Record<string, unknown>> }] };
    };
    const { item } = page.components[0];
    for (const [field, id] of [
      ['image', 'hero'],
      ['mobileImage', 'hero-mobile'],
      ['promoImage', 'promo'],
    ]) {
      expect(item[field]).toEqual(pictureOf(platformImage(id)));
    }
    // The hero as before: its alt text, its credits, a picture with the small screen's source.
    expect(html).toContain('alt="Alt text of hero"');
    expect(html).toContain('Credits of hero');
    expect(html).toContain('data-testid="art-directed-image"');
  });
});
