/**
 * A review card in an article's text, through the server entry: the Innovation Award in words
 * beside Editors' Choice, the product's key specs (spec 000 s3 ReviewCard techProd), and its
 * offers' prices left out when the card turns pricing off.
 */
import type { Article, ReviewCard } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { ARTICLE, articlePage } from '../../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../../test/support/render-path';

const attribute = (name: string, val: string) => ({ id: name, name, slug: name, val });

const CARD: ReviewCard = {
  uuid: 'rc-1',
  productName: 'Kairo Active 2',
  rating: 9.4,
  editorsChoice: true,
  innovationAward: true,
  innovationYear: 2026,
  innovationMonth: 5,
  like: ['Bright screen'],
  dislike: ['Short battery life'],
  merchantOffers: [
    { offerMerchant: 'Best Buy', offerPrice: '$299.99', url: 'https://www.bestbuy.com/kairo' },
  ],
  techProd: {
    id: 'p-1',
    product: { name: 'Kairo Active 2', slug: 'kairo-active-2' },
    manufacturer: { id: 'm-1', name: 'Kairo', slug: 'kairo' },
    specs: [attribute('Battery', '7 days'), attribute('Display', '1.4-inch AMOLED')],
  },
};

async function cardOf(card: ReviewCard): Promise<Element> {
  const article: Article = {
    ...ARTICLE,
    body: '<p>Our pick.</p><shortcode shortcode="reviewcard" uuid="rc-1"></shortcode>',
    reviewCards: [card],
  };
  const { status, html } = await renderPath(
    `/article/${article.slug}/`,
    fixtureClient({ [`article/${article.slug}`]: articlePage(article) }),
  );
  expect(status).toBe(200);
  const section = new JSDOM(html).window.document.querySelector(
    'section[data-testid="review-card"]',
  );
  expect(section).not.toBeNull();
  return section!;
}

describe('ReviewCardModule', () => {
  it("shows the Innovation Award in words beside Editors' Choice", async () => {
    const card = await cardOf(CARD);
    expect(card.querySelector('[data-testid="editors-choice"]')?.textContent).toBe(
      'Editors\u2019 Choice',
    );
    expect(card.querySelector('[data-testid="innovation-award"]')?.textContent).toBe(
      'Innovation Award, May 2026',
    );
  });

  it('has no award badge for a card without the award', async () => {
    const card = await cardOf({ ...CARD, innovationAward: false });
    expect(card.querySelector('[data-testid="innovation-award"]')).toBeNull();
  });

  it("lists the product's manufacturer and key specs", async () => {
    const card = await cardOf(CARD);
    const specs = card.querySelector('[data-testid="key-specs"]');
    expect([...(specs?.querySelectorAll('dt') ?? [])].map((dt) => dt.textContent)).toEqual([
      'Manufacturer',
      'Battery',
      'Display',
    ]);
    expect(specs?.textContent).toContain('7 days');
  });

  it('shows offer prices unless the card turns pricing off', async () => {
    expect((await cardOf(CARD)).textContent).toContain('$299.99');
    const unpriced = await cardOf({ ...CARD, usePricing: false });
    expect(unpriced.textContent).not.toContain('$299.99');
    expect(unpriced.querySelector('[data-testid="offer-links"] a')?.textContent).toContain(
      'Best Buy',
    );
  });
});
