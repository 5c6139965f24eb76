/**
 * What a review shows of its product (spec 000 s3 Product data): the price from the price
 * summary (else the list price), the spec rows (the key specs first, then the other
 * attributes, each name once) and the key specs alone for a card in article text. The product
 * was cleaned where the page entered (libs/contracts product-cleaning.ts): its amounts are
 * finite and not negative or absent, its spec rows have a string name and value, its short
 * specs are strings, its family's siblings have a string name. Kept here, as rules of display:
 * a blank name or value is no row, a short spec without "name:" is none.
 */
import type { ProductAttribute, TechProduct } from '@bytewire/contracts';

export interface SpecRow {
  name: string;
  value: string;
}

function money(amount: number, currency: string): string | undefined {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      // "$449" for whole amounts, "$421.99" otherwise.
      minimumFractionDigits: Number.isInteger(amount) ? 0 : 2,
      maximumFractionDigits: 2,
    }).format(amount);
  } catch {
    return undefined; // not a currency code
  }
}

/**
 * The product's price as read: "$449", "$399 to $449" for a range, "Free" at no cost; from
 * the price summary, else the list price (MSRP, in dollars); undefined without either.
 */
export function productPrice(product: TechProduct): string | undefined {
  const summary = product.priceSummary;
  const currency = summary?.currency?.trim() || 'USD';
  const low = summary?.low;
  const high = summary?.high;
  const from = low ?? high;
  const to = high ?? low;
  if (from !== undefined && to !== undefined) {
    if (to === 0) return 'Free';
    const [a, b] = [money(Math.min(from, to), currency), money(Math.max(from, to), currency)];
    if (!a || !b) return undefined;
    return a === b ? a : `${a} to ${b}`;
  }
  const msrp = product.product?.msrp;
  if (msrp === undefined) return undefined;
  return msrp === 0 ? 'Free' : money(msrp, 'USD');
}

function rowsOf(attributes: readonly ProductAttribute[] | undefined): SpecRow[] {
  return (attributes ?? []).flatMap((attribute) => {
    const name = attribute.name.trim();
    const value = attribute.val.trim();
    return name && value ? [{ name, value }] : [];
  });
}

/** "Display: 11-inch OLED" lines of the product's short specs, as rows. */
function shortSpecRows(product: TechProduct): SpecRow[] {
  return (product.product?.shortSpecs ?? []).flatMap((line) => {
    const at = line.indexOf(':');
    if (at <= 0) return [];
    const name = line.slice(0, at).trim();
    const value = line.slice(at + 1).trim();
    return name && value ? [{ name, value }] : [];
  });
}

function distinct(rows: SpecRow[]): SpecRow[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = row.name.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** The key specs: the product's specs, else its short specs, else its first three attributes. */
export function keySpecs(product: TechProduct): SpecRow[] {
  const specs = rowsOf(product.specs);
  if (specs.length > 0) return distinct(specs);
  const short = shortSpecRows(product);
  if (short.length > 0) return distinct(short);
  return distinct(rowsOf(product.attributes)).slice(0, 3);
}

/** Every spec of the product: the key specs first, then the other attributes. */
export function allSpecs(product: TechProduct): SpecRow[] {
  return distinct([...keySpecs(product), ...rowsOf(product.attributes)]);
}

/** The other products of the product's family, by name. */
export function familySiblings(product: TechProduct): string[] {
  return (product.family?.siblings ?? [])
    .map((sibling) => sibling.name.trim())
    .filter((name): name is string => !!name);
}
