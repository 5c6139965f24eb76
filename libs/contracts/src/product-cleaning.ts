/**
 * The cleaning of a product (TechProduct: a review's techProduct, a gallery's relatedProduct, a
 * review card's or listicle's techProd) where the composer answer enters: its price, list price
 * and spec lists are kept only as far as a page can show them. Plain guards, no zod: the
 * component cleaning (component-cleaning.ts, zod-free for load-more) and the shortcode payloads'
 * cleaning (item-schemas.ts) both use it. After it, web/ reads the product's facts
 * (web/src/components/review/product-facts.ts) without checking them again.
 *
 * - A product without an id, or without a product record with a name and a slug (every field
 *   its type requires), reads as absent; so does a family without a name and a uuid.
 * - `priceSummary.low`, `.high` and `product.msrp`: an amount (a finite number, 0 or more),
 *   else absent; `priceSummary.currency` a string, else absent.
 * - `specs` and `attributes`: the entries with a string id, name, slug and value (others left
 *   out; anything but a list reads as absent); `product.shortSpecs`: the strings of the list.
 * - `family.siblings`: the entries with a string name, uuid and slug.
 */
import type { Product, ProductAttribute, ProductFamily, TechProduct } from './entities';
import { hasStrings, isRecord, listOf } from './guards';

/** An amount of money: a finite number, 0 or more. */
export function isAmount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

const isString = (value: unknown): value is string => typeof value === 'string';

function isProductAttribute(value: unknown): value is ProductAttribute {
  return hasStrings(value, 'id', 'name', 'slug', 'val');
}

type Sibling = NonNullable<ProductFamily['siblings']>[number];

function isSibling(value: unknown): value is Sibling {
  return hasStrings(value, 'name', 'uuid', 'slug');
}

/** The fields a product's own record requires: its name and slug. */
function isProduct(value: unknown): value is Product {
  return hasStrings(value, 'name', 'slug');
}

function isProductFamily(value: unknown): value is ProductFamily {
  return hasStrings(value, 'name', 'uuid');
}

/** The fields a product requires: its id and its own record. */
function isTechProduct(value: unknown): value is TechProduct {
  return hasStrings(value, 'id') && isProduct(value.product);
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
function productRecord(value: Product): Product {
  return { ...value, msrp: amount(value.msrp), shortSpecs: listOf(value.shortSpecs, isString) };
}

function family(value: unknown): ProductFamily | undefined {
  if (!isProductFamily(value)) return undefined;
  return { ...value, siblings: listOf(value.siblings, isSibling) };
}

/**
 * A product as a page can show its facts (see above); undefined when it lacks what it requires
 * (an id, and a product record with a name and a slug).
 */
export function cleanTechProduct(value: unknown): TechProduct | undefined {
  if (!isTechProduct(value)) return undefined;
  const cleaned: TechProduct = {
    ...value,
    product: productRecord(value.product),
    priceSummary: priceSummary(value.priceSummary),
    specs: listOf(value.specs, isProductAttribute),
    attributes: listOf(value.attributes, isProductAttribute),
  };
  if (value.family !== undefined) cleaned.family = family(value.family);
  return cleaned;
}
