/**
 * The fields web/ used to re-check, cleaned where the page enters instead (content-fields.ts,
 * product-cleaning.ts): a review's product facts (product-facts.ts), a video's duration
 * (video-item.ts), an article's or review's head links (story-head.ts), a teaser's promotion
 * image and imageUrl (teaser-link.ts), topics, related links, transcripts (teaser-link.ts,
 * start-ads.ts, dwell-tag.ts, ArticleBody.tsx, transcript-text.ts) and a listicle's credit card
 * (CreditCardDetails.tsx).
 */
import { itemOf } from '../src';
import { cleanTechProduct } from '../src/product-cleaning';
import { checkedComponent } from './support/one-component-page';

/** The component of a one-component answer with `item`, as the answer check leaves it. */
const component = (componentType: string, item: Record<string, unknown>) =>
  checkedComponent(componentType, { item });

const story = { id: 's', slug: 's', headline: 'S', body: '<p>S</p>' };
const IMAGE = { id: 'i', path: '/i.jpg', imageUrl: 'https://img.example/i.jpg' };

const GOOD_PRODUCT = {
  id: 'p',
  product: { name: 'Pad', slug: 'pad', msrp: 449, shortSpecs: ['Display: OLED'] },
  priceSummary: { low: 399, high: 449, currency: 'USD' },
  specs: [{ id: 'd', name: 'Display', slug: 'd', val: 'OLED' }],
  attributes: [{ id: 'w', name: 'Weight', slug: 'w', val: '580 g' }],
  family: { name: 'Pads', uuid: 'f', siblings: [{ name: 'Pad Pro', uuid: 'q', slug: 'pro' }] },
};

const BAD_PRODUCT = {
  id: 'p',
  product: { name: 'Pad', slug: 'pad', msrp: -1, shortSpecs: ['Display: OLED', 3, null] },
  priceSummary: { low: Number.NaN, high: '449', currency: 5 },
  specs: [
    { id: 'd', name: 'Display', slug: 'd', val: 'OLED' },
    null,
    { name: 4, val: 'x' },
    { name: 'Weight', val: '580 g' },
  ],
  attributes: 'Weight: 580 g',
  family: {
    name: 'Pads',
    uuid: 'f',
    siblings: [{ name: 'Pad Pro', uuid: 'q', slug: 'pro' }, { name: 'Pad Mini' }, { uuid: 'q' }, 7],
  },
};

const PRO = { name: 'Pad Pro', uuid: 'q', slug: 'pro' };

describe('a product, cleaned where the page enters', () => {
  it('keeps a good product’s facts as they came', () => {
    expect(cleanTechProduct(GOOD_PRODUCT)).toEqual(GOOD_PRODUCT);
  });

  it('reads bad amounts and currencies as absent and leaves out rows it cannot show', () => {
    const product = cleanTechProduct(BAD_PRODUCT)!;
    expect(product.priceSummary).toEqual({});
    expect(product.product.msrp).toBeUndefined();
    expect(product.product.shortSpecs).toEqual(['Display: OLED']);
    expect(product.specs).toEqual([{ id: 'd', name: 'Display', slug: 'd', val: 'OLED' }]);
    expect(product.attributes).toBeUndefined();
    expect(product.family?.siblings).toEqual([PRO]);
  });

  it('reads a product without the fields its type requires as absent', () => {
    expect(cleanTechProduct('a product')).toBeUndefined();
    expect(cleanTechProduct({ ...GOOD_PRODUCT, id: 7 })).toBeUndefined();
    expect(cleanTechProduct({ ...GOOD_PRODUCT, product: 'Pad' })).toBeUndefined();
    expect(cleanTechProduct({ ...GOOD_PRODUCT, product: { name: 'Pad' } })).toBeUndefined();
    expect(cleanTechProduct({ ...GOOD_PRODUCT, family: { name: 'Pads' } })?.family).toBeUndefined();
  });

  it('is cleaned on a review, a gallery, a review card and a listicle', () => {
    const review = itemOf(component('Review', { ...story, techProduct: BAD_PRODUCT }), 'Review')!;
    expect(review.techProduct?.priceSummary?.high).toBeUndefined();
    expect(review.techProduct?.specs).toHaveLength(1);
    const gallery = itemOf(
      component('Gallery', { id: 'g', slug: 'g', title: 'G', items: [], relatedProduct: 5 }),
      'Gallery',
    )!;
    expect(gallery.relatedProduct).toBeUndefined();
    const article = itemOf(
      component('Article', {
        ...story,
        listicles: [{ uuid: 'l', hed: 'L', techProd: BAD_PRODUCT }],
        reviewCards: [{ uuid: 'r', productName: 'R', techProd: GOOD_PRODUCT }],
      }),
      'Article',
    )!;
    expect(article.listicles?.[0]?.techProd?.product.msrp).toBeUndefined();
    expect(article.listicles?.[0]?.techProd?.family?.siblings).toEqual([PRO]);
    expect(article.reviewCards?.[0]?.techProd).toEqual(GOOD_PRODUCT);
  });
});

describe('a video’s duration, cleaned where the page enters', () => {
  it('keeps a length above 0, and reads anything else as absent', () => {
    const good = itemOf(
      component('Video', { id: 'v', slug: 'v', duration: 125, metaData: { duration: 90 } }),
      'Video',
    )!;
    expect(good.duration).toBe(125);
    expect(good.metaData?.duration).toBe(90);
    const bad = itemOf(
      component('Video', { id: 'v', slug: 'v', duration: '125', metaData: { duration: 0 } }),
      'Video',
    )!;
    expect(bad.duration).toBeUndefined();
    expect(bad.metaData).toEqual({ duration: undefined });
    const noMeta = itemOf(component('Video', { id: 'v', slug: 'v', metaData: 'x' }), 'Video')!;
    expect(noMeta.metaData).toBeUndefined();
  });
});

describe('an article’s or review’s head links, cleaned where the page enters', () => {
  it('keeps good ones as they came', () => {
    const head = {
      relHrefLang: [{ href: 'https://example.de/s', hrefLang: 'de' }],
      relAlternate: 'https://example.com/amp/s',
      seoNewsKeywords: ['laptops', 'oled'],
    };
    const article = itemOf(component('Article', { ...story, ...head }), 'Article')!;
    expect(article).toMatchObject(head);
  });

  it('leaves out hreflang entries and keywords of the wrong kind, and a non-string alternate', () => {
    for (const type of ['Article', 'Review'] as const) {
      const item = itemOf(
        component(type, {
          ...story,
          relHrefLang: [
            { href: '/de/s', hrefLang: 'de' },
            { href: 5, hrefLang: 'fr' },
            { href: '/es/s' },
            'x',
          ],
          relAlternate: { href: '/amp/s' },
          seoNewsKeywords: ['laptops', ' ', 7, null],
        }),
        type,
      )!;
      expect(item.relHrefLang).toEqual([{ href: '/de/s', hrefLang: 'de' }]);
      expect(item.relAlternate).toBeUndefined();
      expect(item.seoNewsKeywords).toEqual(['laptops']);
    }
    const notLists = itemOf(
      component('Article', { ...story, relHrefLang: 'de', seoNewsKeywords: 'laptops' }),
      'Article',
    )!;
    expect(notLists.relHrefLang).toEqual([]);
    expect(notLists.seoNewsKeywords).toEqual([]);
  });
});

describe('a teaser’s promotion image and imageUrl, cleaned where the page enters', () => {
  it('keeps a loadable promotion image and a string imageUrl', () => {
    const video = itemOf(
      component('Video', { id: 'v', slug: 'v', promoImage: IMAGE, imageUrl: '/v.jpg' }),
      'Video',
    )!;
    expect(video.promoImage).toEqual(IMAGE);
    expect(video.imageUrl).toBe('/v.jpg');
  });

  it('reads a promotion image without a URL, and an imageUrl not a string, as absent', () => {
    const article = itemOf(
      component('Article', { ...story, promoImage: { ...IMAGE, imageUrl: ' ' }, imageUrl: 3 }),
      'Article',
    )! as { promoImage?: unknown; imageUrl?: unknown };
    expect(article.promoImage).toBeUndefined();
    expect(article.imageUrl).toBeUndefined();
    const gallery = itemOf(
      component('Gallery', { id: 'g', slug: 'g', title: 'G', items: [], promoImage: 'x.jpg' }),
      'Gallery',
    )!;
    expect(gallery.promoImage).toBeUndefined();
  });

  it('cleans them in the components nested in a feature too', () => {
    const nested = (componentType: string, item: Record<string, unknown>) => ({
      name: 'n',
      fetcherName: 'n',
      status: 200,
      errors: [],
      meta: { componentName: 'n', componentDisplayName: 'N', componentType },
      item,
    });
    const feature = itemOf(
      component('Feature', {
        rows: [
          {
            columns: [
              {
                colspan: 6,
                components: [nested('Article', { ...story, promoImage: { id: 'i', path: '/i' } })],
              },
              {
                colspan: 6,
                components: [nested('Video', { id: 'v', slug: 'v', promoImage: IMAGE })],
              },
            ],
          },
        ],
      }),
      'Feature',
    )!;
    const [left, right] = feature.rows[0]!.columns;
    expect(itemOf(left!.components[0]!, 'Article')!.promoImage).toBeUndefined();
    expect(itemOf(right!.components[0]!, 'Video')!.promoImage).toEqual(IMAGE);
  });
});

describe('every item’s topics and related links, and a video’s transcripts', () => {
  const TOPIC = { id: 't1', slug: 'laptops', name: 'Laptops' };
  const LINK = { id: 'a', contentType: 'article', slug: 'a', title: 'A', url: '/a/' };
  const VTT = { id: 'x', videoId: 'v', data: 'WEBVTT\n', format: 'webvtt' };

  it('keeps good entries as they came', () => {
    const article = itemOf(
      component('Article', { ...story, topics: [TOPIC], relatedObjects: [LINK] }),
      'Article',
    )!;
    expect(article.topics).toEqual([TOPIC]);
    expect(article.relatedObjects).toEqual([LINK]);
    const video = itemOf(component('Video', { id: 'v', slug: 'v', transcripts: [VTT] }), 'Video')!;
    expect(video.transcripts).toEqual([VTT]);
  });

  it('leaves out entries of the wrong kind; anything but a list reads as empty or absent', () => {
    for (const type of ['Article', 'Review', 'Gallery', 'Video'] as const) {
      const item = itemOf(
        component(type, {
          ...story,
          title: 'T',
          items: [],
          topics: [TOPIC, { slug: 'phones', name: 'Phones' }, 'tablets', null],
          relatedObjects: [LINK, { ...LINK, title: 5 }, 'a'],
        }),
        type,
      )! as { topics?: unknown; relatedObjects?: unknown };
      expect(item.topics).toEqual([TOPIC]);
      expect(item.relatedObjects).toEqual([LINK]);
    }
    const notLists = itemOf(
      component('Article', { ...story, topics: 'laptops', relatedObjects: {} }),
      'Article',
    )!;
    expect(notLists.topics).toEqual([]);
    expect(notLists.relatedObjects).toEqual([]);
    const video = itemOf(
      component('Video', {
        id: 'v',
        slug: 'v',
        transcripts: [VTT, { ...VTT, data: null }, { format: 'webvtt' }],
      }),
      'Video',
    )!;
    expect(video.transcripts).toEqual([VTT]);
    const noList = itemOf(component('Video', { id: 'v', slug: 'v', transcripts: 'x' }), 'Video')!;
    expect(noList.transcripts).toBeUndefined();
  });
});

describe('a listicle’s credit card, cleaned where the page enters', () => {
  it('keeps non-blank terms and reward rates, and reads anything else as absent', () => {
    const card = {
      annualFee: ' ',
      apr: '21% variable',
      introBonus: 200,
      rewardRates: ['3x on travel', '', 7, '1x'],
      extra: 'kept',
    };
    const article = itemOf(
      component('Article', {
        ...story,
        listicles: [
          { uuid: 'l', hed: 'L', creditCardData: card },
          { uuid: 'm', hed: 'M', creditCardData: 'no card' },
        ],
      }),
      'Article',
    )!;
    expect(article.listicles?.[0]?.creditCardData).toEqual({
      apr: '21% variable',
      rewardRates: ['3x on travel', '1x'],
      extra: 'kept',
    });
    expect(article.listicles?.[1]?.creditCardData).toBeUndefined();
  });
});
