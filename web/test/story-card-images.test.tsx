/**
 * The images of story cards through the server entry: each card's place gives its resize
 * preset (16:9, as the card's CSS box) and the `sizes` the browser chooses a candidate by
 * (components/card-images), not the 456x306 default of spec 000 s3.
 */
import type { ContentLink, Image } from '@bytewire/contracts';
import { IMAGE_SIZES } from '@bytewire/media';
import { CARD_IMAGES } from '../src/components/card-images';
import { component, link, page } from './support/pages';
import { fixtureClient, IMAGES, renderPath } from './support/render-path';
import { readResizeUrl } from './support/resize-urls';

function withImage(n: number): ContentLink {
  const image: Image = {
    id: `i-${n}`,
    path: `/2026/cards/${n}.jpg`,
    imageUrl: `/placeholder/1200x675.svg?seed=${n}`,
    width: 1200,
    height: 675,
    alt: `Picture of story ${n}`,
  };
  return { ...link(n), image };
}

interface CardImage {
  width: number;
  height: number;
  /** Of the src URL, after checking its signature. */
  file: { width: number; height: number };
  srcsetWidths: number[];
  sizes: string;
}

/** The story cards' images in page order, read from their attributes. */
function cardImages(html: string): CardImage[] {
  return [...html.matchAll(/data-testid="story-card"><img [^>]*>/g)].map(([tag]) => {
    const attr = (name: string) =>
      new RegExp(` ${name}="([^"]*)"`).exec(tag)?.[1]?.replaceAll('&amp;', '&') ?? '';
    const src = readResizeUrl(attr('src'), IMAGES.signingKey);
    expect(src?.signed).toBe(true);
    return {
      width: Number(attr('width')),
      height: Number(attr('height')),
      file: { width: src?.width ?? 0, height: src?.height ?? 0 },
      srcsetWidths: [...attr('srcSet').matchAll(/ (\d+)w/g)].map((m) => Number(m[1])),
      sizes: attr('sizes'),
    };
  });
}

function named(name: string, items: ContentLink[], type = 'ContentList') {
  const built = component(type, { name, items });
  return { ...built, meta: { ...built.meta, componentName: name } };
}

describe('story card images', () => {
  it('on the home page: the lead at col_8_wide, lists at col_4_wide, each with its sizes', async () => {
    const home = page('front-door', 'Bytewire', [
      named('leadStory', [withImage(1), withImage(2)]),
      named('videos', [withImage(3)], 'VideoList'),
    ]);
    const { status, html } = await renderPath('/', fixtureClient({ 'front-door/home': home }));
    expect(status).toBe(200);
    const [lead, leadList, dense] = cardImages(html);

    // col_8_wide 770x433; candidates 0.5x to 1.5x (2x, 1540, is wider than the 1200 px source).
    expect(lead).toEqual({
      width: 770,
      height: 433,
      file: { width: 770, height: 433 },
      srcsetWidths: [385, 770, 1155],
      sizes: CARD_IMAGES.lead.sizes,
    });
    // 672 px at a 1280 px viewport (3fr of 1152 - 32 px): the 770 px file covers it.
    expect(lead.sizes).toContain('(min-width: 1200px) 672px');

    // col_4_wide 370x208 in a three-column grid, and in a dense (four-column) one.
    const grid = { width: 370, height: 208, file: { width: 370, height: 208 } };
    expect(leadList).toEqual({
      ...grid,
      srcsetWidths: [185, 370, 555, 740],
      sizes: CARD_IMAGES.grid.sizes,
    });
    expect(dense).toEqual({
      ...grid,
      srcsetWidths: [185, 370, 555, 740],
      sizes: CARD_IMAGES.dense.sizes,
    });
  });

  it('gives every layout a 16:9 preset, the ratio of the card image box', () => {
    for (const { size } of Object.values(CARD_IMAGES)) {
      const { width, height = 0 } = IMAGE_SIZES[size];
      expect(Math.abs(width / height - 16 / 9)).toBeLessThan(0.01);
    }
  });
});
