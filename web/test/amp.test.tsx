/**
 * The AMP variants (spec 000 s2: article-amp, article-amp-topic, gallery-amp, review-amp)
 * through the server entry, each document checked by the AMP Project's own validator
 * (vendored, offline), and the rel=amphtml / rel=canonical pair between a page and its copy.
 */
import type { Article, Gallery, Listicle, Page, Review, ReviewCard } from '@bytewire/contracts';
import { ratingLabelFor, toContentDate } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { AMP_STYLESHEET } from '../src/amp/amp-stylesheet';
import { serverSanitiser } from '../src/body/server-sanitiser';
import { ampValidator, describeErrors } from './support/amp-validator';
import { fiveOutOfOrder, galleryPhoto } from './support/gallery';
import { ARTICLE, articlePage, component, link, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const SITE = 'https://www.bytewire.example';
const IMAGE = ARTICLE.image!;

const LISTICLE: Listicle = {
  uuid: 'l-1',
  hed: 'Altura Slate 13 Air',
  subhed: 'Best overall',
  description: '<p>Fan noise is barely audible.</p><video src="/fan.mp4"></video>',
  like: ['Excellent battery life'],
  dislike: ['Soldered memory'],
  imageGroup: [{ ...IMAGE, id: 'img-l1', alt: 'The Altura Slate 13 Air' }],
  merchantOffers: [
    { offerMerchant: 'Target', offerPrice: '$621.99', url: 'https://www.target.com/p/altura' },
  ],
};

const CARD: ReviewCard = {
  uuid: 'r-1',
  productName: 'Kairo Active 2',
  rating: 8.7,
  editorsChoice: true,
  like: ['Bright screen'],
  dislike: ['Short battery life'],
  imageGroup: [{ ...IMAGE, id: 'img-r1', alt: 'The Kairo Active 2' }],
};

/** Upstream HTML with everything AMP refuses, besides the shortcodes the body renders. */
const BODY = [
  '<p>Intro with <a href="https://other.example/source" target="_blank">a source</a> and',
  ' <a href="https://www.amazon.com/dp/B0X">Amazon</a>.</p>',
  '<shortcode shortcode="image" uuid="img-b1"></shortcode>',
  '<p><img src="/inline.png" alt="An inline chart" width="640" height="360" srcset="/inline-2x.png 1280w" loading="lazy" style="border:0" onerror="window.pwned = 1"></p>',
  '<p><img src="/unsized.png" alt="An unsized picture"></p>',
  '<picture><source srcset="/p.webp" type="image/webp"><img src="/p.png" alt="A picture element"></picture>',
  '<iframe src="https://video.example/embed/1"></iframe>',
  '<video src="/clip.mp4" controls></video><audio src="/clip.mp3"></audio>',
  '<p><font color="red">Red text</font> and <data value="42">forty-two</data>.</p>',
  '<table summary="specs" width="100%"><tr><th scope="row" width="30%">Weight</th><td colspan="1">1.2 kg</td></tr></table>',
  '<p style="color: red" onclick="window.pwned = 2">Styled paragraph.</p>',
  '<shortcode shortcode="listicle" uuid="l-1"></shortcode>',
  '<shortcode shortcode="reviewcard" uuid="r-1"></shortcode>',
  '<script>window.pwned = 3</script><p>End.</p>',
].join('\n');

const RICH: Article = {
  ...ARTICLE,
  body: BODY,
  canonicalUrl: `/article/${ARTICLE.slug}/`,
  additionalShortcodeData: {
    images: { 'img-b1': { ...IMAGE, id: 'img-b1', alt: 'A laptop keyboard' } },
  },
  listicles: [LISTICLE],
  reviewCards: [CARD],
  relatedObjects: [link(1), link(2)],
};

const TOPIC_ARTICLE: Article = {
  ...ARTICLE,
  slug: 'how-to-pick-a-cash-back-card',
  headline: 'How to pick a cash-back card',
  canonicalUrl: '/finance/credit-cards/how-to-pick-a-cash-back-card/',
};

// Each photo's body holds an iframe, which AMP must drop.
const GALLERY: Gallery = fiveOutOfOrder((n) =>
  galleryPhoto(n, {
    description: undefined,
    body: `<p>Body of photo ${n}</p><iframe src="https://x.example/"></iframe>`,
  }),
);

const REVIEW: Review = {
  id: 'r-1',
  slug: 'acme-laptop-14',
  headline: 'Acme Laptop 14 review: An easy recommendation',
  dek: 'Long battery life and a bright screen.',
  body: '<p>We used it for two weeks.</p><p><img src="/bench.png" alt="On the bench"></p><shortcode shortcode="commercelink" uuid="o-1" href="https://www.walmart.com/ip/acme/1" data-merchant="Walmart" data-price="$989.00">See at Walmart</shortcode>',
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  datePublished: toContentDate(new Date(Date.now() - 5 * 3600 * 1000)),
  image: { ...IMAGE, alt: 'The Acme Laptop 14 on our test bench' },
  rating: 8.7,
  good: ['Long battery life', 'Bright screen'],
  bad: ['Only two USB-C ports'],
  bottomLine: 'The laptop to beat at its price.',
  editorsChoice: true,
  subRatings: [{ id: 's-0', name: 'Performance', rating: 8.4 }],
  merchantOffers: [
    { offerMerchant: 'Amazon', offerPrice: '$999.99', url: 'https://www.amazon.com/dp/B0ACME' },
  ],
};

const PAGES: Record<string, Page> = {
  [`article/${RICH.slug}`]: articlePage(RICH),
  [`article/${TOPIC_ARTICLE.slug}`]: articlePage(TOPIC_ARTICLE),
  [`gallery/${GALLERY.slug}`]: page('gallery', GALLERY.title, [
    component('Gallery', { item: GALLERY }),
  ]),
  [`review/${REVIEW.slug}`]: page('review', REVIEW.headline ?? '', [
    component('Review', { item: REVIEW }),
  ]),
};

const AMP_PAGES = {
  article: { amp: `/google-amp/article/${RICH.slug}/`, page: `/article/${RICH.slug}/` },
  'topic article': {
    amp: `/google-amp/finance/credit-cards/${TOPIC_ARTICLE.slug}/`,
    page: `/finance/credit-cards/${TOPIC_ARTICLE.slug}/`,
  },
  gallery: { amp: `/google-amp/pictures/${GALLERY.slug}/`, page: `/pictures/${GALLERY.slug}/` },
  review: { amp: `/google-amp/product/${REVIEW.slug}/`, page: `/product/${REVIEW.slug}/` },
};

async function rendered(path: string, pages: Record<string, Page> = PAGES) {
  const { status, html } = await renderPath(path, fixtureClient(pages));
  return { status, html, doc: new JSDOM(html).window.document };
}

function linkHref(doc: Document, rel: string): string | null | undefined {
  return doc.querySelector(`head link[rel="${rel}"]`)?.getAttribute('href');
}

function jsonLd(doc: Document): Record<string, unknown>[] {
  return Array.from(doc.querySelectorAll('script[type="application/ld+json"]')).map(
    (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
  );
}

describe.each(Object.entries(AMP_PAGES))('the AMP %s page', (_kind, paths) => {
  let result: Awaited<ReturnType<typeof rendered>>;
  beforeAll(async () => {
    result = await rendered(paths.amp);
  });

  it('is valid AMP HTML by the AMP validator', async () => {
    expect(result.status).toBe(200);
    const validation = (await ampValidator()).validateString(result.html);
    if (validation.status !== 'PASS') console.error(describeErrors(validation));
    expect(validation.status).toBe('PASS');
    expect(validation.errors).toEqual([]);
  });

  it('is an AMP document: ⚡, the AMP runtime and no site scripts or hydration data', () => {
    const { html, doc } = result;
    expect(html.startsWith('<!DOCTYPE html><html ⚡ lang="en-US">')).toBe(true);
    const scripts = Array.from(doc.querySelectorAll('script'));
    const sources = scripts.flatMap((s) => s.getAttribute('src') ?? []);
    // The runtime and its two extensions: consent and analytics.
    expect(sources).toEqual([
      'https://cdn.ampproject.org/v0.js',
      'https://cdn.ampproject.org/v0/amp-consent-0.1.js',
      'https://cdn.ampproject.org/v0/amp-analytics-0.1.js',
    ]);
    // Inline: structured data, and the JSON configuration of amp-consent and amp-analytics.
    for (const script of scripts.filter((s) => !s.hasAttribute('src'))) {
      const type = script.getAttribute('type');
      if (type === 'application/json') {
        expect(script.parentElement?.tagName.toLowerCase()).toMatch(/^amp-(consent|analytics)$/);
      } else expect(type).toBe('application/ld+json');
    }
    expect(html).not.toContain('__staticRouterHydrationData');
    expect(html).not.toContain('router-hydration-data');
    expect(doc.querySelector('link[rel="stylesheet"]')).toBeNull();
    expect(doc.querySelector('style[amp-custom]')?.textContent).toBe(AMP_STYLESHEET);
    expect(doc.querySelectorAll('img')).toHaveLength(0);
    expect(doc.querySelectorAll('amp-img').length).toBeGreaterThan(0);
  });

  it('names the page it is the copy of as canonical, absolute on the public URL', () => {
    expect(linkHref(result.doc, 'canonical')).toBe(`${SITE}${paths.page}`);
    expect(linkHref(result.doc, 'amphtml')).toBeUndefined();
  });

  it('is named by that page with rel=amphtml', async () => {
    const { status, doc } = await rendered(paths.page);
    expect(status).toBe(200);
    expect(linkHref(doc, 'amphtml')).toBe(`${SITE}${paths.amp}`);
  });
});

describe('the AMP article', () => {
  let doc: Document;
  beforeAll(async () => {
    doc = (await rendered(AMP_PAGES.article.amp)).doc;
  });

  it('shows the headline, byline, hero as amp-img and the JSON-LD of the canonical page', () => {
    expect(doc.querySelector('title')?.textContent).toBe(`${RICH.headline} | Bytewire`);
    expect(doc.querySelector('h1')?.textContent).toBe(RICH.headline);
    expect(doc.querySelector('[data-testid="byline-author"]')?.textContent).toBe('Ada Moreno');
    const hero = doc.querySelector('figure[data-testid="hero"] amp-img')!;
    expect(hero.getAttribute('alt')).toBe('A row of open laptops');
    // The hero's resize URL at col_12_wide (1200x675), as the article page loads it.
    expect(hero.getAttribute('src')).toMatch(/\/resize\/[0-9a-f]{40}\/2026\/laptops\.jpg\?/);
    expect(hero.getAttribute('width')).toBe('1200');
    expect(hero.getAttribute('height')).toBe('675');
    expect(hero.getAttribute('layout')).toBe('responsive');
    const article = jsonLd(doc).find((block) => block['@type'] === 'NewsArticle');
    expect(article).toMatchObject({
      headline: RICH.headline,
      mainEntityOfPage: `${SITE}${AMP_PAGES.article.page}`,
    });
  });

  it('renders the body shortcodes: image figure, listicle and review card with its rating', () => {
    const body = doc.querySelector('.article__body')!;
    expect(body.querySelector('figure amp-img')?.getAttribute('alt')).toBe('A laptop keyboard');
    const listicle = body.querySelector('section[id^="listicle-"]')!;
    expect(listicle.querySelector('h3')?.textContent).toBe('Altura Slate 13 Air');
    expect(listicle.querySelector('amp-img')?.getAttribute('alt')).toBe('The Altura Slate 13 Air');
    expect(listicle.textContent).toContain('Fan noise is barely audible.');
    const card = body.querySelector('section[data-testid="review-card"]')!;
    expect(card.querySelector('[data-testid="review-rating-value"]')?.textContent).toBe('8.7');
    expect(card.querySelector('[data-rating-label]')?.textContent).toBe(ratingLabelFor(8.7));
  });

  it('turns body images into amp-img, sized by their attributes or 456x306', () => {
    const images = Array.from(doc.querySelectorAll('.article__body .safe-html__run amp-img'));
    const byAlt = (alt: string) => images.find((img) => img.getAttribute('alt') === alt);
    const sized = byAlt('An inline chart')!;
    expect(sized.getAttribute('src')).toBe('/inline.png');
    expect([sized.getAttribute('width'), sized.getAttribute('height')]).toEqual(['640', '360']);
    const unsized = byAlt('An unsized picture')!;
    expect([unsized.getAttribute('width'), unsized.getAttribute('height')]).toEqual(['456', '306']);
    expect(byAlt('A picture element')?.getAttribute('src')).toBe('/p.png');
    for (const image of images) {
      expect(image.getAttribute('layout')).toBe('responsive');
      expect(image.getAttributeNames().sort()).toEqual(['alt', 'height', 'layout', 'src', 'width']);
    }
  });

  it('drops what AMP forbids and keeps the text around it, with the link rules', () => {
    const body = doc.querySelector('.article__body')!;
    for (const tag of ['iframe', 'video', 'audio', 'source', 'picture', 'font', 'script']) {
      expect(body.querySelectorAll(tag)).toHaveLength(0);
    }
    expect(body.querySelectorAll('[style], [onclick], [onerror], [target]')).toHaveLength(0);
    expect(body.querySelector('table')?.hasAttribute('summary')).toBe(false);
    expect(body.querySelector('th')?.getAttribute('scope')).toBe('row');
    expect(body.querySelector('data')?.hasAttribute('value')).toBe(false);
    expect(body.textContent).toContain('Red text and forty-two.');
    expect(body.textContent).toContain('Styled paragraph.');
    expect(body.textContent).toContain('End.');
    const source = Array.from(body.querySelectorAll('a')).find((a) => a.textContent === 'a source');
    expect(source?.getAttribute('rel')).toBe('noopener nofollow');
    const amazon = Array.from(body.querySelectorAll('a')).find((a) => a.textContent === 'Amazon');
    expect(amazon?.getAttribute('rel')).toBe('sponsored noopener nofollow');
  });
});

describe('the AMP gallery', () => {
  it('shows every photo, in position order, with its place, caption and credit', async () => {
    const { doc } = await rendered(AMP_PAGES.gallery.amp);
    expect(doc.querySelector('h1')?.textContent).toBe(GALLERY.title);
    const slides = Array.from(doc.querySelectorAll('.gallery-slides > li'));
    expect(slides).toHaveLength(5);
    slides.forEach((slide, i) => {
      const n = i + 1;
      expect(slide.querySelector('.gallery-slide__position')?.textContent).toBe(`${n} of 5`);
      expect(slide.querySelector('h2')?.textContent).toBe(`Angle ${n}`);
      expect(slide.querySelector('amp-img')?.getAttribute('alt')).toBe(
        `The Acme Phone, angle ${n}`,
      );
      expect(slide.textContent).toContain(`Body of photo ${n}`);
      expect(slide.textContent).toContain('Photo: Ada Moreno/Bytewire');
      expect(slide.querySelector('iframe')).toBeNull();
    });
    const data = jsonLd(doc).find((block) => block['@type'] === 'ImageGallery');
    expect(data).toMatchObject({ url: `${SITE}${AMP_PAGES.gallery.page}`, numberOfItems: 5 });
  });

  it('is linked from the gallery’s first page only: the AMP copy names page 1 as canonical', async () => {
    const { status, doc } = await rendered(`${AMP_PAGES.gallery.page}2/`);
    expect(status).toBe(200);
    expect(linkHref(doc, 'amphtml')).toBeUndefined();
  });
});

describe('the AMP review', () => {
  it('shows the rating with its label, good and bad, bottom line, sub-ratings and offers', async () => {
    const { doc } = await rendered(AMP_PAGES.review.amp);
    expect(doc.querySelector('h1')?.textContent).toBe(REVIEW.headline);
    expect(doc.querySelector('[data-testid="editors-choice"]')?.textContent).toBe(
      'Editors\u2019 Choice',
    );
    const verdict = doc.querySelector('section[data-testid="review-verdict"]')!;
    const value = verdict.querySelector('[data-testid="review-rating-value"]');
    expect(value?.textContent).toBe('8.7');
    // The review page's ReviewRating, with the score in a span: AMP refuses `<data value>`.
    expect(value?.tagName).toBe('SPAN');
    expect(verdict.querySelector('[data-rating-label]')?.textContent).toBe('excellent');
    expect(verdict.querySelector('[data-testid="review-points-good"]')?.textContent).toContain(
      'Long battery life',
    );
    expect(verdict.querySelector('[data-testid="review-points-bad"]')?.textContent).toContain(
      'Only two USB-C ports',
    );
    expect(verdict.querySelector('[data-testid="review-bottom-line"] p')?.textContent).toBe(
      REVIEW.bottomLine,
    );
    expect(verdict.querySelector('[data-testid="review-subratings"]')?.textContent).toContain(
      'Performance',
    );
    const offer = doc.querySelector('[data-testid="review-offers"] li')!;
    expect(offer.textContent).toContain('Amazon');
    expect(offer.textContent).toContain('$999.99');
    expect(offer.querySelector('a')?.getAttribute('href')).toBe('https://www.amazon.com/dp/B0ACME');
    const body = doc.querySelector('.article__body')!;
    expect(body.textContent).toContain('We used it for two weeks.');
    expect(body.querySelector('amp-img')?.getAttribute('alt')).toBe('On the bench');
    expect(body.querySelector('a.commerce-link')?.getAttribute('rel')).toBe(
      'sponsored noopener nofollow',
    );
  });
});

describe('AMP routes that do not load', () => {
  it('an unknown slug is the ordinary 404 page', async () => {
    const { status, html } = await rendered('/google-amp/article/not-in-the-corpus/', {
      'front-door/home': page('front-door', 'Home', []),
    });
    expect(status).toBe(404);
    expect(html).toContain('This page could not be found');
    expect(html).not.toContain('<html ⚡');
  });

  it('a page without an article renders as any page, not as an AMP document', async () => {
    const { status, html } = await rendered(`/google-amp/article/${RICH.slug}/`, {
      [`article/${RICH.slug}`]: page('article', 'Empty', []),
    });
    expect(status).toBe(200);
    expect(html).not.toContain('<html ⚡');
  });

  it('a noindex article keeps its canonical link (AMP requires it) and says noindex', async () => {
    const hidden = { ...RICH, noIndex: true };
    const { doc } = await rendered(AMP_PAGES.article.amp, {
      [`article/${RICH.slug}`]: articlePage(hidden),
    });
    expect(linkHref(doc, 'canonical')).toBe(`${SITE}${AMP_PAGES.article.page}`);
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
  });
});

describe('the canonical link of an AMP page', () => {
  it('is the story’s canonical URL, whichever AMP path shows it (a topic article under /article/)', async () => {
    const { status, doc } = await rendered(`/google-amp/article/${TOPIC_ARTICLE.slug}/`);
    expect(status).toBe(200);
    expect(linkHref(doc, 'canonical')).toBe(`${SITE}${AMP_PAGES['topic article'].page}`);
    const article = jsonLd(doc).find((block) => block['@type'] === 'NewsArticle');
    expect(article?.mainEntityOfPage).toBe(`${SITE}${AMP_PAGES['topic article'].page}`);
  });

  it('is the review’s and the gallery’s own canonical URL', async () => {
    const moved = { ...REVIEW, canonicalUrl: '/product/acme-laptop-14-2026/' };
    const review = await rendered(AMP_PAGES.review.amp, {
      [`review/${REVIEW.slug}`]: page('review', REVIEW.headline ?? '', [
        component('Review', { item: moved }),
      ]),
    });
    expect(linkHref(review.doc, 'canonical')).toBe(`${SITE}/product/acme-laptop-14-2026/`);
    const gallery = await rendered(AMP_PAGES.gallery.amp, {
      [`gallery/${GALLERY.slug}`]: page('gallery', GALLERY.title, [
        component('Gallery', { item: { ...GALLERY, canonicalUrl: `/pictures/${GALLERY.slug}/` } }),
      ]),
    });
    expect(linkHref(gallery.doc, 'canonical')).toBe(`${SITE}${AMP_PAGES.gallery.page}`);
  });

  it('stands beside noindex when the composer says the page is not to be indexed', async () => {
    const hidden: Page = {
      ...page('gallery', GALLERY.title, [component('Gallery', { item: GALLERY })]),
    };
    hidden.meta = { ...hidden.meta, noIndex: true };
    const { doc } = await rendered(AMP_PAGES.gallery.amp, { [`gallery/${GALLERY.slug}`]: hidden });
    expect(doc.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(linkHref(doc, 'canonical')).toBe(`${SITE}${AMP_PAGES.gallery.page}`);
  });
});

describe('pages without an AMP variant', () => {
  it('name none (a paid-content article)', async () => {
    // Only a sponsored story has a page under /paid-content/ (route-rules.test.tsx).
    const paid: Article = { ...RICH, section: 'sponsored' };
    const { status, doc } = await rendered(`/paid-content/article/${RICH.slug}/`, {
      [`article/${RICH.slug}`]: articlePage(paid),
    });
    expect(status).toBe(200);
    expect(linkHref(doc, 'amphtml')).toBeUndefined();
  });
});

describe('the AMP stylesheet', () => {
  it('stays within AMP’s 75,000 bytes and uses no !important', () => {
    expect(Buffer.byteLength(AMP_STYLESHEET, 'utf8')).toBeLessThan(75_000);
    expect(AMP_STYLESHEET).not.toMatch(/!\s*important/i);
  });
});

describe('the sanitiser’s AMP mode', () => {
  const sanitise = serverSanitiser();
  const html = (input: string, amp: boolean) =>
    sanitise(input, { siteOrigin: SITE, amp })
      .map((segment) => (segment.kind === 'html' ? segment.html : ''))
      .join('');

  it('leaves the site’s own pages as they were', () => {
    expect(html('<p><img src="/a.png" alt="A" width="10" height="5"></p>', false)).toBe(
      '<p><img src="/a.png" alt="A" width="10" height="5"></p>',
    );
  });

  it('maps img to amp-img and keeps shortcodes for the caller', () => {
    const segments = sanitise(
      '<p><img src="/a.png" alt="A" width="10" height="5"></p><shortcode shortcode="image" uuid="x"></shortcode>',
      { siteOrigin: SITE, amp: true },
    );
    expect(segments).toEqual([
      {
        kind: 'html',
        html: '<p><amp-img src="/a.png" alt="A" width="10" height="5" layout="responsive"></amp-img></p>',
      },
      { kind: 'shortcode', shortcode: { type: 'image', uuid: 'x' } },
    ]);
  });

  it('drops an image without a source rather than print an amp-img AMP refuses', () => {
    expect(html('<p>Before<img alt="none">after</p>', true)).toBe('<p>Beforeafter</p>');
  });
});
