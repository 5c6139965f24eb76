/**
 * The cleaning of a product (TechProduct: a review's techProduct, a gallery's relatedProduct, a
 * review card's or listicle's techProd) where the composer answer enters: its price, list price
 * and spec lists are kept only as far as a page can show them. Plain guards, no zod: the
 * component cleaning (component-cleaning.ts, zod-free for load-more) and the shortcode payloads'
 * cleaning (item-schemas.ts) both use it. After it, web/ reads the product's facts
 * (web/src/components/review/product-facts.ts) without checking them again.
 *
 * - A product that is not an object reads as absent.
 * - `priceSummary.low`, `.high` and `product.msrp`: an amount (a finite number, 0 or more),
 *   else absent; `priceSummary.currency` a string, else absent.
 * - `specs` and `attributes`: the entries with a string name and a string value (others left
 *   out; anything but a list reads as absent); `product.shortSpecs`: the strings of the list.
 * - `family.siblings`: the entries with a string name.
 */
import type { Product, ProductAttribute, ProductFamily, TechProduct } from './entities';
import { isRecord } from './guards';

/** An amount of money: a finite number, 0 or more. */
export function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isProductAttribute(value: unknown): value is ProductAttribute {
  return isRecord(value) && typeof value.name === 'string' && typeof value.val === 'string';
}

const isString = (value: unknown): value is string => typeof value === 'string';

type Sibling = NonNullable<ProductFamily['siblings']>[number];

function isSibling(value: unknown): value is Sibling {
  return isRecord(value) && typeof value.name === 'string';
}

/** The entries of a list that `keep` accepts (the same list when it keeps them all); else absent. */
function listOf<T>(value: unknown, keep: (entry: unknown) => entry is T): T[] | undefined {
  if (!Array.isArray(value)) return undefined;
  const entries = value.filter(keep);
  return entries.length === value.length ? (value as T[]) : entries;
}

function amount(value: unknown): number | undefined {
  return isAmount(value) ? value : undefined;
}

function priceSummary(value: unknown): TechProduct['priceSummary'] {
  if (!isRecord(value)) return undefined;
  return {
    ...value,
    low: amount(value.low),
    high: amount(value.high),
    currency: isString(value.currency) ? value.currency : undefined,
  };
}

/** The product's own record: its list price and short specs cleaned, the rest as it came. */
function productRecord(value: unknown): Product {
  if (!isRecord(value)) return value as Product;
  return {
    ...(value as unknown as Product),
    msrp: amount(value.msrp),
    shortSpecs: listOf(value.shortSpecs, isString),
  };
}

function family(value: unknown): ProductFamily | undefined {
  if (!isRecord(value)) return undefined;
  return { ...(value as unknown as ProductFamily), siblings: listOf(value.siblings, isSibling) };
}

/** A product as a page can show its facts (see above); undefined when it is not an object. */
export function cleanTechProduct(value: unknown): TechProduct | undefined {
  if (!isRecord(value)) return undefined;
  const cleaned: TechProduct = {
    ...(value as unknown as TechProduct),
    product: productRecord(value.product),
    priceSummary: priceSummary(value.priceSummary),
    specs: listOf(value.specs, isProductAttribute),
    attributes: listOf(value.attributes, isProductAttribute),
  };
  if (value.family !== undefined) cleaned.family = family(value.family);
  return cleaned;
}
