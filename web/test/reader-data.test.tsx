/**
 * What readers see of a story's people and products, through the server entry, on the page
 * and in its AMP copy (valid by the AMP validator): the byline with co-authors and editors,
 * about the author (not when the article suppresses it), a review's specs table, and a
 * best list's credit card offers and review cards with the Innovation Award.
 */
import type { Article, Author, Page, Review } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { ampValidator, describeErrors } from './support/amp-validator';
import { ARTICLE, articlePage, component, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const MAYA: Author = {
  id: 'a-1',
  firstName: 'Maya',
  lastName: 'Goldberg',
  bureau: 'New York',
  title: 'Senior Editor',
  bio: 'Maya Goldberg covers artificial intelligence for Bytewire.',
  image: { ...ARTICLE.image!, id: 'img-maya', alt: 'Portrait of Maya Goldberg' },
};
const TESSA: Author = {
  id: 'a-2',
  firstName: 'Tessa',
  lastName: 'Quinn',
  bio: 'Tessa Quinn writes about phones.',
};
const RYAN: Author = { id: 'e-1', firstName: 'Ryan', lastName: 'McAllister', bureau: 'London' };

const LONG_READ: Article = {
  ...ARTICLE,
  slug: 'inside-the-race-to-build-ai-that-runs-on-your-phone',
  author: MAYA,
  moreAuthors: [TESSA],
  editors: [RYAN],
  body:
    '<p>It started in a lab.</p>' +
    '<shortcode shortcode="listicle" uuid="card-1"></shortcode>' +
    '<shortcode shortcode="reviewcard" uuid="rc-1"></shortcode>',
  listicles: [
    {
      uuid: 'card-1',
      hed: 'Harborstone Cash Card',
      usePricing: false,
      merchantOffers: [{ offerMerchant: 'Harborstone', url: 'https://www.harborstone.example/' }],
      creditCardData: { annualFee: '$0', rewardRates: ['2% cash back on all purchases'] },
    },
  ],
  reviewCards: [
    {
      uuid: 'rc-1',
      productName: 'Kairo Active 2',
      rating: 9.4,
      innovationAward: true,
      techProd: {
        id: 'p-1',
        product: { name: 'Kairo Active 2', slug: 'kairo-active-2' },
        specs: [{ id: 's', name: 'Battery', slug: 'battery', val: '7 days' }],
      },
    },
  ],
};

const REVIEW: Review = {
  id: 'r-1',
  slug: 'altura-pad-11',
  headline: 'Altura Pad 11 review: Very good, with a catch',
  body: '<p>We used it for a month.</p>',
  author: MAYA,
  image: ARTICLE.image,
  rating: 8.1,
  techProduct: {
    id: 'p-2',
    product: { name: 'Altura Pad 11', slug: 'altura-pad-11' },
    manufacturer: { id: 'm', name: 'Altura', slug: 'altura' },
    priceSummary: { low: 449, high: 449, currency: 'USD' },
    specs: [{ id: 's', name: 'Display', slug: 'display', val: '11-inch OLED' }],
  },
};

function pages(article: Article = LONG_READ): Record<string, Page> {
  return {
    [`article/${article.slug}`]: articlePage(article),
    [`review/${REVIEW.slug}`]: page('review', REVIEW.headline ?? '', [
      component('Review', { item: REVIEW }),
    ]),
  };
}

async function rendered(path: string, article?: Article) {
  const { status, html } = await renderPath(path, fixtureClient(pages(article)));
  expect(status).toBe(200);
  return { html, doc: new JSDOM(html).window.document };
}

const texts = (doc: Document, selector: string) =>
  [...doc.querySelectorAll(selector)].map((el) => el.textContent);

describe.each([
  ['page', `/article/${LONG_READ.slug}/`],
  ['AMP copy', `/google-amp/article/${LONG_READ.slug}/`],
])('an article with co-authors and editors: its %s', (kind, path) => {
  it('names the authors and the editors in the byline', async () => {
    const { doc } = await rendered(path);
    const byline = doc.querySelector('[data-testid="byline-author"]')?.closest('p');
    expect(byline?.textContent).toContain('By Maya Goldberg and Tessa Quinn');
    expect(byline?.textContent).toContain('Edited by Ryan McAllister');
    expect(
      texts(doc, '[data-testid="byline-editor"] a[href="/meet-the-team/ryan-mcallister/"]'),
    ).toEqual(['Ryan McAllister']);
  });

  it('ends with about the authors, unless the article suppresses the bio', async () => {
    const { doc } = await rendered(path);
    const box = doc.querySelector('[data-testid="author-bio"]');
    expect(box?.querySelector('h2')?.textContent).toBe('About the authors');
    expect(texts(doc, '[data-testid="author-bio-entry"] h3')).toEqual([
      'Maya Goldberg',
      'Tessa Quinn',
    ]);
    const suppressed = await rendered(path, { ...LONG_READ, suppressBio: true });
    expect(suppressed.doc.querySelector('[data-testid="author-bio"]')).toBeNull();
    // The page's text (its hydration data still carries the bio, unshown).
    expect(suppressed.doc.querySelector('article')?.textContent).not.toContain(
      'Maya Goldberg covers artificial intelligence',
    );
  });

  it('shows the credit card offer, the Innovation Award and key specs in its body', async () => {
    const { doc } = await rendered(path);
    expect(doc.querySelector('[data-testid="credit-card-offer"]')?.textContent).toContain(
      '2% cash back on all purchases',
    );
    expect(doc.querySelector('[data-testid="innovation-award"]')?.textContent).toBe(
      'Innovation Award',
    );
    expect(doc.querySelector('[data-testid="key-specs"]')?.textContent).toContain('7 days');
  });

  if (kind === 'AMP copy') {
    it('stays valid AMP', async () => {
      const { html } = await rendered(path);
      const result = (await ampValidator()).validateString(html);
      if (result.status !== 'PASS') console.error(describeErrors(result));
      expect(result.errors).toEqual([]);
    });
  }
});

describe.each([
  ['page', `/product/${REVIEW.slug}/`],
  ['AMP copy', `/google-amp/product/${REVIEW.slug}/`],
])('a review with product data: its %s', (kind, path) => {
  it('tables the manufacturer, price and specs', async () => {
    const { doc } = await rendered(path);
    const rows = [...doc.querySelectorAll('[data-testid="product-specs"] tr')].map((tr) => [
      tr.querySelector('th')?.textContent,
      tr.querySelector('td')?.textContent,
    ]);
    expect(rows).toEqual([
      ['Manufacturer', 'Altura'],
      ['Price', '$449'],
      ['Display', '11-inch OLED'],
    ]);
    expect(doc.querySelector('[data-testid="author-bio"]')?.textContent).toContain(
      'Maya Goldberg covers artificial intelligence',
    );
  });

  if (kind === 'AMP copy') {
    it('stays valid AMP', async () => {
      const { html } = await rendered(path);
      const result = (await ampValidator()).validateString(html);
      if (result.status !== 'PASS') console.error(describeErrors(result));
      expect(result.errors).toEqual([]);
    });
  }
});
