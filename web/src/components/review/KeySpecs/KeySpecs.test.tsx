/** Key specs of a product in article text (spec 000 s3 techProd): manufacturer, then specs. */
import type { TechProduct } from '@bytewire/contracts';
import { rootFragment } from '../../../../test/support/root-markup';
import { KeySpecs } from './KeySpecs';

const attribute = (name: string, val: string) => ({ id: name, name, slug: name, val });

const PRODUCT: TechProduct = {
  id: 'p-1',
  product: { name: 'Kairo Active 2', slug: 'kairo-active-2' },
  manufacturer: { id: 'm-1', name: 'Kairo', slug: 'kairo' },
  specs: [attribute('Battery', '7 days'), attribute('Display', '1.4-inch AMOLED')],
  attributes: [attribute('Battery', '7 days'), attribute('Weight', '38 grams')],
};

describe('KeySpecs', () => {
  it('lists the manufacturer and the key specs, labelled "Key specs"', () => {
    const root = rootFragment(<KeySpecs product={PRODUCT} idPrefix="card-1" />);
    const list = root.querySelector('dl')!;
    const heading = root.querySelector('h4')!;
    expect(heading.textContent).toBe('Key specs');
    expect(list.getAttribute('aria-labelledby')).toBe(heading.id);
    const pairs = [...list.querySelectorAll('dt')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    expect(pairs).toEqual([
      ['Manufacturer', 'Kairo'],
      ['Battery', '7 days'],
      ['Display', '1.4-inch AMOLED'],
    ]);
  });

  it('shows nothing without a product or anything to list', () => {
    expect(rootFragment(<KeySpecs product={undefined} idPrefix="x" />).textContent).toBe('');
    const bare = { id: 'p', product: { name: 'X', slug: 'x' } };
    expect(rootFragment(<KeySpecs product={bare} idPrefix="x" />).textContent).toBe('');
  });
});
