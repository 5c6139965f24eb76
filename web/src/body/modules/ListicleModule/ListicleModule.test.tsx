/**
 * A listicle in a best list, through the server entry: a credit card's offer (spec 001 s2, s3
 * credit card details) with "Apply now" and no price when pricing is off, and a product's key
 * specs (spec 000 s3 Listicle techProd).
 */
import type { Article, Listicle } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { ARTICLE, articlePage } from '../../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../../test/support/render-path';

const CARD: Listicle = {
  uuid: 'l-card',
  hed: 'Harborstone Cash Card',
  subhed: 'Best overall',
  description: 'A flat 2% back on everything.',
  usePricing: false,
  merchantOffers: [
    {
      offerMerchant: 'Harborstone',
      offerPrice: 'Free',
      url: 'https://www.harborstone.example/cash',
    },
  ],
  creditCardData: {
    annualFee: '$0',
    apr: '19.99% to 27.74% variable',
    introBonus: '$200 after spending $500 in 3 months',
    rewardRates: ['2% cash back on all purchases'],
  },
};

const LAPTOP: Listicle = {
  uuid: 'l-laptop',
  hed: 'Altura Slate 13 Air',
  usePricing: true,
  merchantOffers: [
    { offerMerchant: 'Target', offerPrice: '$621.99', url: 'https://www.target.com/p/altura' },
  ],
  techProd: {
    id: 'p-1',
    product: { name: 'Altura Slate 13 Air', slug: 'altura-slate-13-air' },
    specs: [{ id: 's', name: 'Processor', slug: 'processor', val: 'Apex M3' }],
  },
};

async function listicles(items: Listicle[]): Promise<Element[]> {
  const article: Article = {
    ...ARTICLE,
    body: items
      .map((l) => `<shortcode shortcode="listicle" uuid="${l.uuid}"></shortcode>`)
      .join(''),
    listicles: items,
  };
  const { status, html } = await renderPath(
    `/article/${article.slug}/`,
    fixtureClient({ [`article/${article.slug}`]: articlePage(article) }),
  );
  expect(status).toBe(200);
  return [...new JSDOM(html).window.document.querySelectorAll('section[id^="listicle-"]')];
}

describe('ListicleModule', () => {
  it("shows a credit card's details and an Apply now link without a price", async () => {
    const [card] = await listicles([CARD]);
    const offer = card.querySelector('[data-testid="credit-card-offer"]');
    expect(offer?.querySelector('h4')?.textContent).toBe('Card details: Harborstone Cash Card');
    expect(offer?.textContent).toContain('Annual fee');
    expect(offer?.textContent).toContain('19.99% to 27.74% variable');
    expect(offer?.textContent).toContain('2% cash back on all purchases');
    const link = card.querySelector('[data-testid="offer-links"] a');
    expect(link?.textContent).toBe('Apply now (Harborstone Cash Card) at Harborstone');
    expect(card.querySelector('[data-testid="offer-links"] li > span')).toBeNull();
    expect(card.querySelector('[data-testid="key-specs"]')).toBeNull();
  });

  it("shows a product's key specs and its offers' prices", async () => {
    const [laptop] = await listicles([LAPTOP]);
    expect(laptop.querySelector('[data-testid="key-specs"]')?.textContent).toContain(
      'ProcessorApex M3',
    );
    expect(laptop.querySelector('[data-testid="offer-links"] li > span')?.textContent).toBe(
      '$621.99',
    );
    expect(laptop.querySelector('[data-testid="offer-links"] a')?.textContent).toMatch(/^See it/);
    expect(laptop.querySelector('[data-testid="credit-card-offer"]')).toBeNull();
  });
});
