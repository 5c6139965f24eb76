/**
 * Where to buy (spec 000 s5 link rules): each offer's merchant, price and link; in article text
 * a commerce link named "See it ... at Merchant", or the item's own action ("Apply now" for a
 * credit card), and no prices when the item turns pricing off.
 */
import type { MerchantOffer } from '@bytewire/contracts';
import { rootFragment } from '../../../../test/support/root-markup';
import { MerchantOffers } from './MerchantOffers';

const OFFERS: MerchantOffer[] = [
  { offerMerchant: 'Target', offerPrice: '$621.99', url: 'https://www.target.com/p/altura' },
  { offerMerchant: 'Broken Store', offerPrice: '$1.00', url: 'javascript:alert(1)' },
];

describe('MerchantOffers', () => {
  it('review: a titled section, merchant, price and a new-tab link', () => {
    const root = rootFragment(<MerchantOffers variant="review" offers={OFFERS} titleId="t" />);
    expect(root.querySelector('h2#t')?.textContent).toBe('Where to buy');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener nofollow');
    expect(root.textContent).toContain('$621.99');
    expect(root.textContent).toContain('Broken Store');
    expect(root.querySelectorAll('a')).toHaveLength(1);
  });

  it('module: a sponsored commerce link, "See it" by default, with prices', () => {
    const root = rootFragment(
      <MerchantOffers variant="module" offers={OFFERS} productName="Altura Slate" />,
    );
    const link = root.querySelector('a')!;
    expect(link.textContent).toBe('See it (Altura Slate) at Target');
    expect(link.getAttribute('rel')).toBe('sponsored noopener nofollow');
    expect(root.textContent).toContain('$621.99');
  });

  it("module: the item's action, and no prices when pricing is off", () => {
    const root = rootFragment(
      <MerchantOffers
        variant="module"
        offers={OFFERS}
        productName="Harborstone Cash"
        action="Apply now"
        showPrices={false}
      />,
    );
    expect(root.querySelector('a')?.textContent).toBe('Apply now (Harborstone Cash) at Target');
    expect(root.textContent).not.toContain('$621.99');
    expect(root.textContent).not.toContain('$1.00');
    // A link-less offer still names its merchant.
    expect(root.textContent).toContain('Broken Store');
  });

  it('shows nothing without offers', () => {
    expect(
      rootFragment(<MerchantOffers variant="module" offers={[]} productName="X" />).textContent,
    ).toBe('');
  });
});
