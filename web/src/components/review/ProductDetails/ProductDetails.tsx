/**
 * The product panel of a review page (and its AMP copy), after the verdict, and of a gallery
 * of a product, after its photo: a table of the product's manufacturer, family, price
 * (product-facts.ts) and every spec (spec 000 s3 TechProduct), each row headed by its name,
 * then the other products of its family. Nothing when the product has none of them.
 */
import type { TechProduct } from '@bytewire/contracts';
import { useId } from 'react';
import { allSpecs, familySiblings, productPrice, type SpecRow } from '../product-facts';
import styles from './ProductDetails.module.css';

interface ProductDetailsProps {
  product: TechProduct | undefined;
  /** The product's name as the review gives it (its preferred name). */
  productName?: string;
  /** The panel's heading: "Specs" under a review's verdict; a gallery names the product. */
  title?: string;
}

export function productRows(product: TechProduct): SpecRow[] {
  const rows: SpecRow[] = [];
  const add = (name: string, value: string | undefined) => {
    const shown = value?.trim();
    if (shown) rows.push({ name, value: shown });
  };
  add('Manufacturer', product.manufacturer?.name);
  add('Product family', product.family?.name);
  add('Price', productPrice(product));
  return [...rows, ...allSpecs(product)];
}

export function ProductDetails({ product, productName, title = 'Specs' }: ProductDetailsProps) {
  const id = useId();
  if (!product) return null;
  const rows = productRows(product);
  const siblings = familySiblings(product);
  if (rows.length === 0) return null;
  const name = productName?.trim() || product.product?.name?.trim();
  const familyName = product.family?.name?.trim();
  return (
    <section className={styles.root} aria-labelledby={`${id}-title`} data-testid="product-details">
      <h2 id={`${id}-title`}>{title}</h2>
      <table className={styles.table} data-testid="product-specs">
        <caption className="visually-hidden">
          {name ? `Specs and details of the ${name}` : 'Specs and details'}
        </caption>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">{row.name}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {siblings.length > 0 ? (
        <p className={styles.family} data-testid="product-family">
          {`${familyName ? `Also in the ${familyName} line` : 'Also in this family'}: ${siblings.join(', ')}`}
        </p>
      ) : null}
    </section>
  );
}
