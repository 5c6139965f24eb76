/**
 * The review's product panel (spec 000 s3 TechProduct): manufacturer, family, price and every
 * spec in a table whose rows are headed by their names; the family's other products; nothing
 * without product data.
 */
import type { TechProduct } from '@bytewire/contracts';
import { rootFragment } from '../../../../test/support/root-markup';
import { ProductDetails } from './ProductDetails';

const attribute = (name: string, val: string) => ({ id: name, name, slug: name, val });

const PRODUCT: TechProduct = {
  id: 'p-1',
  product: { name: 'Altura Pad 11', slug: 'altura-pad-11', msrp: 449 },
  manufacturer: { id: 'm-1', name: 'Altura', slug: 'altura' },
  priceSummary: { low: 449, high: 449, currency: 'USD' },
  specs: [attribute('Display', '11-inch OLED')],
  attributes: [attribute('Display', '11-inch OLED'), attribute('Weight', '580 grams')],
  family: {
    name: 'Altura tablets',
    uuid: 'f-1',
    siblings: [{ name: 'Altura Pad Pro 13', uuid: 'p-2', slug: 'altura-pad-pro-13' }],
  },
};

const rowsOf = (root: ParentNode) =>
  [...root.querySelectorAll('tbody tr')].map((tr) => [
    tr.querySelector('th')?.textContent,
    tr.querySelector('td')?.textContent,
  ]);

describe('ProductDetails', () => {
  it('tables the manufacturer, family, price and specs, each row headed by its name', () => {
    const root = rootFragment(<ProductDetails product={PRODUCT} productName="Altura Pad 11" />);
    const section = root.querySelector('section[data-testid="product-details"]')!;
    const heading = section.querySelector('h2')!;
    expect(heading.textContent).toBe('Specs');
    expect(section.getAttribute('aria-labelledby')).toBe(heading.id);
    expect(section.querySelector('caption')?.textContent).toBe(
      'Specs and details of the Altura Pad 11',
    );
    expect(rowsOf(section)).toEqual([
      ['Manufacturer', 'Altura'],
      ['Product family', 'Altura tablets'],
      ['Price', '$449'],
      ['Display', '11-inch OLED'],
      ['Weight', '580 grams'],
    ]);
    for (const th of section.querySelectorAll('tbody th')) {
      expect(th.getAttribute('scope')).toBe('row');
    }
    expect(section.querySelector('[data-testid="product-family"]')?.textContent).toBe(
      'Also in the Altura tablets line: Altura Pad Pro 13',
    );
  });

  it('leaves out what the product lacks', () => {
    const root = rootFragment(
      <ProductDetails
        product={{ ...PRODUCT, manufacturer: undefined, family: undefined, priceSummary: {} }}
      />,
    );
    expect(rowsOf(root).map(([name]) => name)).toEqual(['Price', 'Display', 'Weight']);
    expect(root.querySelector('caption')?.textContent).toBe(
      'Specs and details of the Altura Pad 11',
    );
    expect(root.querySelector('[data-testid="product-family"]')).toBeNull();
  });

  it('shows nothing without a product, or with nothing to show of it', () => {
    expect(rootFragment(<ProductDetails product={undefined} />).textContent).toBe('');
    const bare = { id: 'p', product: { name: 'X', slug: 'x' } };
    expect(rootFragment(<ProductDetails product={bare} />).textContent).toBe('');
  });
});
