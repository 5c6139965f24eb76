/** Product facts of spec 000 s3: the price as read, the key specs and every spec. */
import type { TechProduct } from '@bytewire/contracts';
import { allSpecs, familySiblings, keySpecs, productPrice } from './product-facts';

const attribute = (name: string, val: string) => ({ id: name, name, slug: name, val });

const PRODUCT: TechProduct = {
  id: 'p-1',
  product: { name: 'Altura Pad 11', slug: 'altura-pad-11', msrp: 449 },
  priceSummary: { low: 449, high: 449, currency: 'USD' },
  specs: [attribute('Display', '11-inch OLED'), attribute('Storage', '64GB')],
  attributes: [
    attribute('Display', '11-inch OLED'),
    attribute('Storage', '64GB'),
    attribute('Weight', '580 grams'),
    attribute('Colour', ' '),
  ],
  family: {
    name: 'Altura tablets',
    uuid: 'f-1',
    siblings: [{ name: 'Altura Pad Pro 13', uuid: 'p-2', slug: 'altura-pad-pro-13' }],
  },
};

describe('productPrice', () => {
  it('reads one price, a range, cents and no cost', () => {
    expect(productPrice(PRODUCT)).toBe('$449');
    expect(productPrice({ ...PRODUCT, priceSummary: { low: 399, high: 449.5 } })).toBe(
      '$399 to $449.50',
    );
    expect(productPrice({ ...PRODUCT, priceSummary: { low: 421.99, high: 421.99 } })).toBe(
      '$421.99',
    );
    expect(productPrice({ ...PRODUCT, priceSummary: { low: 0, high: 0 } })).toBe('Free');
    expect(productPrice({ ...PRODUCT, priceSummary: { low: 129, currency: 'EUR' } })).toBe('€129');
  });

  it('falls back to the list price, and gives nothing without a usable one', () => {
    expect(productPrice({ ...PRODUCT, priceSummary: undefined })).toBe('$449');
    const bare = { id: 'p', product: { name: 'X', slug: 'x' } };
    expect(productPrice(bare)).toBeUndefined();
    expect(productPrice({ ...bare, priceSummary: { low: 5, currency: 'not money' } })).toBe(
      undefined,
    );
  });
});

describe('specs', () => {
  it('key specs are the specs; all specs add the other attributes, each name once', () => {
    expect(keySpecs(PRODUCT).map((row) => row.name)).toEqual(['Display', 'Storage']);
    expect(allSpecs(PRODUCT)).toEqual([
      { name: 'Display', value: '11-inch OLED' },
      { name: 'Storage', value: '64GB' },
      { name: 'Weight', value: '580 grams' },
    ]);
  });

  it('without specs, key specs come from the short specs, else the first attributes', () => {
    const short = {
      ...PRODUCT,
      specs: [],
      product: { ...PRODUCT.product, shortSpecs: ['Battery: 10 hours', 'no colon'] },
    };
    expect(keySpecs(short)).toEqual([{ name: 'Battery', value: '10 hours' }]);
    expect(keySpecs({ ...PRODUCT, specs: undefined }).map((row) => row.name)).toEqual([
      'Display',
      'Storage',
      'Weight',
    ]);
  });

  it('names the family siblings', () => {
    expect(familySiblings(PRODUCT)).toEqual(['Altura Pad Pro 13']);
    expect(familySiblings({ ...PRODUCT, family: undefined })).toEqual([]);
  });
});
