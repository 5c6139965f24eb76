/**
 * The affiliate-commission disclosure (spec 001 s1): which stories carry links that may earn a
 * commission, and the line a best list shows under its header while a news story has none.
 */
import type { Article } from '@bytewire/contracts';
import { ARTICLE, articlePage } from '../../../test/support/pages';
import { fixtureClient, renderPath } from '../../../test/support/render-path';
import { AFFILIATE_DISCLOSURE } from './AffiliateDisclosure';
import { hasAffiliateLinks } from './commerce-story';

const OFFER = { offerMerchant: 'Shop', offerPrice: '$10', url: 'https://shop.example/x' };

describe('hasAffiliateLinks', () => {
  it('is true for best lists, deals and stories with offers', () => {
    expect(hasAffiliateLinks({ type: 'best-list' })).toBe(true);
    expect(hasAffiliateLinks({ type: 'deal', section: 'bottom_funnel' })).toBe(true);
    expect(hasAffiliateLinks({ merchantOffers: [OFFER] })).toBe(true);
    expect(
      hasAffiliateLinks({ listicles: [{ uuid: 'l', hed: 'One', merchantOffers: [OFFER] }] }),
    ).toBe(true);
    expect(hasAffiliateLinks({ listicles: [{ uuid: 'l', hed: 'Card', creditCardData: {} }] })).toBe(
      true,
    );
    expect(
      hasAffiliateLinks({
        reviewCards: [{ uuid: 'r', productName: 'X', merchantOffers: [OFFER] }],
      }),
    ).toBe(true);
    expect(hasAffiliateLinks({ additionalShortcodeData: { offers: { o: OFFER } } })).toBe(true);
  });

  it('is false for a story without commerce', () => {
    expect(hasAffiliateLinks({ type: 'news', section: 'news' })).toBe(false);
    expect(
      hasAffiliateLinks({ merchantOffers: [], listicles: [{ uuid: 'l', hed: 'Plain' }] }),
    ).toBe(false);
  });
});

describe('AffiliateDisclosure on an article page', () => {
  async function htmlOf(article: Article) {
    const client = fixtureClient({ [`article/${article.slug}`]: articlePage(article) });
    return (await renderPath(`/article/${article.slug}/`, client)).html;
  }

  it('shows under the header of a best list, before its body', async () => {
    const html = await htmlOf({ ...ARTICLE, type: 'best-list' });
    const at = html.indexOf('data-testid="affiliate-disclosure"');
    expect(at).toBeGreaterThan(html.indexOf('<h1'));
    expect(at).toBeLessThan(html.indexOf('After three months of testing'));
    expect(html).toContain(AFFILIATE_DISCLOSURE);
    expect(html).toMatch(/role="note" data-testid="affiliate-disclosure"/);
  });

  it('is absent from a news story', async () => {
    const html = await htmlOf({ ...ARTICLE, slug: 'news-story', type: 'news' });
    expect(html).not.toContain('affiliate-disclosure');
  });
});
