/** The review screen through the server entry: verdict, sub-ratings, offers and body. */
import type { Review } from '@bytewire/contracts';
import { ratingLabelFor, toContentDate } from '@bytewire/contracts';
import { ARTICLE, component, page } from '../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../test/support/render-path';

const REVIEW: Review = {
  id: 'r-1',
  slug: 'acme-laptop-14',
  headline: 'Acme Laptop 14 review: An easy recommendation',
  dek: 'Long battery life and a bright screen define the Acme Laptop 14.',
  body: '<p>We used the Acme Laptop 14 for two weeks.</p>',
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  datePublished: toContentDate(new Date(Date.now() - 5 * 3600 * 1000)),
  image: { ...ARTICLE.image!, alt: 'The Acme Laptop 14 on our test bench' },
  rating: 8.7,
  good: ['Long battery life', 'Bright screen'],
  bad: ['Only two USB-C ports'],
  bottomLine: 'The laptop to beat at its price.',
  editorsChoice: true,
  subRatings: [
    { id: 's-0', name: 'Performance', rating: 8.4 },
    { id: 's-1', name: 'Battery', rating: 9 },
  ],
  merchantOffers: [
    {
      useMonetization: true,
      offerMerchant: 'Amazon',
      offerPrice: '$999.99',
      rawUrl: 'https://www.amazon.com/dp/B0ACME',
      monetizedUrl: 'https://www.amazon.com/dp/B0ACME?tag=bytewire-20',
      url: 'https://www.amazon.com/dp/B0ACME?tag=bytewire-20',
    },
    { offerMerchant: 'Broken Store', offerPrice: '$1,049.00', url: 'javascript:alert(1)' },
  ],
  topics: [{ id: 't-1', slug: 'laptops', name: 'Laptops' }],
};

const PATH = `/product/${REVIEW.slug}/`;

function reviewPage(review: Review = REVIEW) {
  return page('review', review.headline ?? '', [component('Review', { item: review })]);
}

async function rendered(review: Review = REVIEW): Promise<string> {
  const { status, html } = await renderPath(
    PATH,
    fixtureClient({ [`review/${review.slug}`]: reviewPage(review) }),
  );
  expect(status).toBe(200);
  return html;
}

/** The HTML of the element that opens with `open` up to its closing `tag`. */
function block(html: string, open: RegExp, tag: string): string {
  const start = html.search(open);
  expect(start).toBeGreaterThanOrEqual(0);
  return html.slice(start, html.indexOf(`</${tag}>`, start));
}

describe('server render of a review', () => {
  it('shows the headline as the one h1, the dek, byline and hero image', async () => {
    const html = await rendered();
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    expect(html).toContain(`<h1>${REVIEW.headline}</h1>`);
    expect(html).toContain(REVIEW.dek);
    expect(html).toMatch(/By <span [^>]*data-testid="byline-author"[^>]*>Ada Moreno<\/span>/);
    expect(html).toContain('alt="The Acme Laptop 14 on our test bench"');
    expect(html).toContain('<p>We used the Acme Laptop 14 for two weeks.</p>');
    expect(html).toContain('<title>Acme Laptop 14 review: An easy recommendation | Bytewire');
  });

  it("shows the rating out of 10 with its label and the editors' choice badge", async () => {
    const html = await rendered();
    expect(ratingLabelFor(8.7)).toBe('excellent');
    const rating = block(html, /<div [^>]*data-testid="review-rating"/, 'div');
    expect(rating).toMatch(
      /<data [^>]*value="8.7" data-testid="review-rating-value"[^>]*>8.7<\/data>/,
    );
    expect(rating).toContain(' out of 10');
    expect(rating).toMatch(/data-rating-label="excellent"[^>]*>excellent<\/p>/);
    expect(html).toMatch(/<p [^>]*data-testid="editors-choice"[^>]*>Editors’ Choice<\/p>/);
  });

  it('lists the good and the bad under their headings, and the bottom line', async () => {
    const html = await rendered();
    const good = block(html, /<div [^>]*data-testid="review-points-good"/, 'ul');
    expect(good).toContain('>The good</h3>');
    expect(good).toContain('<li>Long battery life</li>');
    expect(good).toContain('<li>Bright screen</li>');
    const bad = block(html, /<div [^>]*data-testid="review-points-bad"/, 'ul');
    expect(bad).toContain('>The bad</h3>');
    expect(bad).toContain('<li>Only two USB-C ports</li>');
    const bottom = block(html, /<div [^>]*data-testid="review-bottom-line"/, 'div');
    expect(bottom).toContain('<h3>The bottom line</h3>');
    expect(bottom).toContain('<p>The laptop to beat at its price.</p>');
  });

  it('lists each sub-rating with its name and score, labelled by its heading', async () => {
    const html = await rendered();
    const subRatings = block(html, /<div [^>]*data-testid="review-subratings"/, 'div');
    const list = block(subRatings, /<ul /, 'ul');
    expect(list).toMatch(/^<ul [^>]*aria-labelledby="[^"]+-ratings"/);
    expect(list.match(/<li /g)).toHaveLength(2);
    expect(list).toMatch(/Performance<\/span>.*8\.4<span class="visually-hidden"> out of 10/);
    expect(list).toMatch(/Battery<\/span>.*9\.0<span class="visually-hidden"> out of 10/);
    expect(list).toContain('style="width:84%"');
  });

  it('links a merchant offer out in a new tab with rel="noopener nofollow"', async () => {
    const html = await rendered();
    const offers = block(html, /<section [^>]*data-testid="review-offers"/, 'section');
    expect(offers).toContain('Where to buy</h2>');
    expect(offers).toMatch(/<li [^>]*><span [^>]*>Amazon<\/span><span [^>]*>\$999\.99<\/span><a /);
    expect(offers).toMatch(
      /<a class="[^"]+" href="https:\/\/www\.amazon\.com\/dp\/B0ACME\?tag=bytewire-20" target="_blank" rel="noopener nofollow">/,
    );
    // An unusable URL leaves the merchant and price as text, never a javascript: link.
    expect(offers).toContain('Broken Store');
    expect(offers).not.toContain('javascript:');
  });

  it('shows "not reviewed" without a score, and no badge, lists or offers it lacks', async () => {
    const bare: Review = {
      ...REVIEW,
      rating: undefined,
      editorsChoice: false,
      good: [],
      bad: undefined,
      bottomLine: undefined,
      subRatings: undefined,
      merchantOffers: [],
    };
    const html = await rendered(bare);
    expect(html).toContain(`<h1>${REVIEW.headline}</h1>`);
    expect(html).toMatch(/data-rating-label="not reviewed"[^>]*>not reviewed<\/p>/);
    for (const absent of [
      'data-testid="review-rating-score"',
      'data-testid="editors-choice"',
      'data-testid="review-good-bad"',
      'data-testid="review-bottom-line"',
      'data-testid="review-subratings"',
      'data-testid="review-offers"',
    ]) {
      expect(html).not.toContain(absent);
    }
  });

  it("tables the product's manufacturer, family, price and specs after the verdict", async () => {
    const html = await rendered({
      ...REVIEW,
      preferredProductName: 'Acme Laptop 14',
      techProduct: {
        id: 'p-1',
        product: { name: 'Acme Laptop 14', slug: 'acme-laptop-14' },
        manufacturer: { id: 'm-1', name: 'Acme', slug: 'acme' },
        family: { name: 'Acme laptops', uuid: 'f-1' },
        priceSummary: { low: 999, high: 1049.5, currency: 'USD' },
        specs: [{ id: 's-1', name: 'Display', slug: 'display', val: '14-inch OLED' }],
        attributes: [{ id: 's-2', name: 'Weight', slug: 'weight', val: '1.3 kg' }],
      },
    });
    const details = block(html, /<section [^>]*data-testid="product-details"/, 'section');
    expect(details).toContain('>Specs</h2>');
    expect(details).toContain('Specs and details of the Acme Laptop 14</caption>');
    for (const [name, value] of [
      ['Manufacturer', 'Acme'],
      ['Product family', 'Acme laptops'],
      ['Price', '$999 to $1,049.50'],
      ['Display', '14-inch OLED'],
      ['Weight', '1.3 kg'],
    ]) {
      expect(details).toContain(`<th scope="row">${name}</th><td>${value}</td>`);
    }
    // After the verdict and where to buy, before the body.
    expect(html.indexOf('data-testid="product-details"')).toBeGreaterThan(
      html.indexOf('data-testid="review-offers"'),
    );
    expect(html.indexOf('data-testid="product-details"')).toBeLessThan(
      html.indexOf('class="article__body"'),
    );
  });

  it('names co-authors and editors in the byline and ends with about the author', async () => {
    const html = await rendered({
      ...REVIEW,
      author: { ...REVIEW.author!, bio: 'Ada Moreno reviews laptops for Bytewire.' },
      moreAuthors: [{ id: 'u-2', firstName: 'Sam', lastName: 'Lee' }],
      editors: [{ id: 'u-3', firstName: 'Kim', lastName: 'Park' }],
    });
    expect(html).toMatch(/data-testid="byline-coauthor"[^>]*>Sam Lee</);
    expect(html).toMatch(/Edited by <span [^>]*data-testid="byline-editor"[^>]*>Kim Park</);
    const bio = block(html, /<section [^>]*data-testid="author-bio"/, 'section');
    expect(bio).toContain('About the author</h2>');
    expect(bio).toContain('Ada Moreno reviews laptops for Bytewire.');
    expect(bio).not.toContain('Sam Lee');
  });

  it("sanitises the body and renders its image shortcode from the review's own payloads", async () => {
    const image = { ...ARTICLE.image!, id: 'img-body', alt: 'The Acme Laptop 14 up close' };
    const html = await rendered({
      ...REVIEW,
      body:
        '<p>Tested for two weeks.<img src="x" onerror="alert(1)"></p>' +
        '<shortcode shortcode="image" uuid="img-body"></shortcode>' +
        '<p><a href="javascript:alert(2)">Not a link</a></p>',
      additionalShortcodeData: { images: { 'img-body': image } },
    });
    // The body as rendered (the hydration data further down holds the raw JSON string).
    const start = html.indexOf('class="article__body"');
    const body = html.slice(start, html.indexOf('</article>', start));
    expect(body).toContain('alt="The Acme Laptop 14 up close"');
    expect(body).not.toContain('<shortcode');
    expect(body).not.toContain('onerror');
    expect(body).not.toContain('javascript:');
    expect(body).toContain('Not a link');
  });
});
