/**
 * A product's key specs in a review card or a listicle in article text (spec 000 s3 techProd):
 * "Key specs" over a list of names and values (product-facts.ts), with the manufacturer first.
 * Nothing when the product has neither.
 */
import type { TechProduct } from '@bytewire/contracts';
import { keySpecs, type SpecRow } from '../product-facts';
import styles from './KeySpecs.module.css';

interface KeySpecsProps {
  product: TechProduct | undefined;
  /** Unique per use (useId): the list is labelled by its heading. */
  idPrefix: string;
}

export function KeySpecs({ product, idPrefix }: KeySpecsProps) {
  if (!product) return null;
  const manufacturer = product.manufacturer?.name?.trim();
  const rows: SpecRow[] = [
    ...(manufacturer ? [{ name: 'Manufacturer', value: manufacturer }] : []),
    ...keySpecs(product),
  ];
  if (rows.length === 0) return null;
  const titleId = `${idPrefix}-specs`;
  return (
    <div className={styles.root} data-testid="key-specs">
      <h4 id={titleId} className={styles.title}>
        Key specs
      </h4>
      <dl className={styles.list} aria-labelledby={titleId}>
        {rows.map((row) => (
          <div key={row.name} className={styles.row}>
            <dt>{row.name}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
