import type { HTopic, Image, MerchantOffer, TechProduct } from '@bytewire/contracts';
import type { DeviceKind } from '../../illustrations/drawing';
import { CATEGORIES, type CatalogueProduct, type CategoryDef } from '../text/catalogue';
import { holdsFor, phraseText, type Bank, type SpecSheet } from '../text/phrase';
import { slugify, uniqueSlug } from '../text-utils';
import type { Prng } from '../prng';
import type { GenContext } from './context';
import { partRng } from './context';
import type { DateAllocator } from './dates';
import { describeArt, productArt, productLook, type ProductLook } from './art';
import { makeImage } from './images';
import { buildOffers, resellersOf } from './offers';

/** A product of the catalogue with everything pieces about it are written from. */
export interface CatalogProduct {
  id: string;
  slug: string;
  name: string;
  brand: string;
  model: string;
  price: number;
  category: CategoryDef;
  /** What the product is (how it is drawn): a category such as gaming gear holds several. */
  kind: DeviceKind;
  /** What the product is called: `monitor` where the category's noun is `desktop`. */
  noun: string;
  features: string[];
  pros: string[];
  cons: string[];
  specs: { name: string; value: string }[];
  /** The same specs by row name. */
  specSheet: SpecSheet;
  /** Our verdict, 0 to 10 in steps of 0.1: reviews, review cards and lists agree on it. */
  rating: number;
  /** How the product looks in every picture of it. */
  look: ProductLook;
  image: Image;
  offers: MerchantOffer[];
  techProduct: TechProduct;
}

/**
 * `count` phrases of `bank` that hold for the product, in a random order, topped up from the
 * phrases of its kind. The whole bank is shuffled, as when every phrase held for every
 * product, so that every later draw of the corpus stays put.
 */
function phrasesFor(
  rng: Prng,
  bank: Bank,
  count: number,
  kind: DeviceKind,
  specs: SpecSheet,
  extras: Bank,
  what: string,
): string[] {
  const fitting = (b: Bank) => b.filter((p) => holdsFor(p, kind, specs)).map(phraseText);
  const picked = fitting(rng.shuffle(bank));
  for (const extra of fitting(extras)) if (!picked.includes(extra)) picked.push(extra);
  if (picked.length < count) throw new Error(`${what}: only ${picked.join(', ') || 'none'}`);
  return picked.slice(0, count);
}

/** The product's spec rows in the category's order; a row not on the category is a typo. */
function specRows(
  category: CategoryDef,
  entry: CatalogueProduct,
): { name: string; value: string }[] {
  const rows = [...category.specs, ...(category.moreSpecs ?? [])];
  const unknown = Object.keys(entry.specs).filter((name) => !rows.includes(name));
  if (unknown.length > 0)
    throw new Error(
      `${entry.brand} ${entry.model} has specs its category lacks: ${unknown.join(', ')}`,
    );
  return rows.flatMap((name) => {
    const value = entry.specs[name];
    return value === undefined ? [] : [{ name, value }];
  });
}

/** Most verdicts land between 5.5 and 9.9; a few products disappoint. */
function drawRating(rng: Prng): number {
  const low = rng.chance(0.08);
  const u = rng.next();
  const value = low ? 1.5 + u * 3.5 : 5.5 + u * 4.4;
  return Math.round(value * 10) / 10;
}

export function buildProducts(
  ctx: GenContext,
  topics: ReadonlyMap<string, HTopic>,
  dates: DateAllocator,
  taken: Set<string>,
): CatalogProduct[] {
  const rng = partRng(ctx, 'products');
  const products: CatalogProduct[] = [];
  for (const category of CATEGORIES) {
    const topic = topics.get(category.topic);
    if (!topic)
      throw new Error(`Catalogue category ${category.noun} names unknown topic ${category.topic}`);
    const familyUuid = rng.uuid();
    const start = products.length;
    for (const entry of category.products) {
      const name = `${entry.brand} ${entry.model}`;
      const slug = uniqueSlug(slugify(name), taken);
      const id = rng.uuid();
      const released = dates.daysBefore(rng.int(20, 700));
      const look = productLook(category.topic, entry.model, products.length - start, entry.kind);
      const kind = look.device;
      const art = productArt(look, 'studio', id);
      const image = makeImage(rng, {
        name: `${slugify(name)}-${category.imageWord}`,
        alt: describeArt(art, name),
        credits: `Courtesy of ${entry.brand}`,
        shape: 'square',
        created: released,
        art,
      });
      // One draw per first row, as when those rows took random values.
      for (let i = 0; i < category.specs.length; i++) rng.next();
      const specs = specRows(category, entry);
      const specSheet = entry.specs;
      const extras = category.extras?.[kind] ?? {};
      const offers = buildOffers(rng, {
        slug,
        brand: entry.brand,
        price: entry.price,
        topic: category.topic,
      });
      const manufacturerSlug = slugify(entry.brand);
      const techProduct: TechProduct = {
        id,
        product: {
          cdId: String(rng.int(100000, 999999)),
          cdModel: entry.model,
          cdModelSlug: slugify(entry.model),
          htopic: topic,
          msrp: entry.price,
          catName: category.plural,
          modelYear: released.getUTCFullYear(),
          shortSpecs: specs.slice(0, 3).map((s) => `${s.name}: ${s.value}`),
          name,
          sku: `${manufacturerSlug.slice(0, 3).toUpperCase()}-${rng.int(10000, 99999)}`,
          slug,
          topic: { id: topic.id, slug: topic.slug, name: topic.name },
        },
        manufacturer: { id: rng.uuid(), name: entry.brand, slug: manufacturerSlug },
        attributes: specs.map((s, i) => ({
          id: `${id.slice(0, 8)}-${i}`,
          name: s.name,
          slug: slugify(s.name),
          val: s.value,
          valSlug: slugify(s.value),
        })),
        images: [image],
        seoUrl: { slug, route: 'product', slugType: 'product', style: 'standard' },
        priceSummary: { low: entry.price, high: entry.price, currency: 'USD' },
        slugs: [slug],
        family: {
          name: `${entry.brand} ${category.plural}`,
          uuid: familyUuid,
          slug: `${manufacturerSlug}-${slugify(category.plural)}`,
          type: 'brand-line',
        },
        reviews: [],
        resellers: resellersOf(offers, rng),
      };
      techProduct.specs = techProduct.attributes?.slice(0, 3);
      products.push({
        id,
        slug,
        name,
        brand: entry.brand,
        model: entry.model,
        price: entry.price,
        category,
        kind,
        noun: category.nouns?.[kind] ?? category.noun,
        features: phrasesFor(
          rng,
          category.features,
          2,
          kind,
          specSheet,
          extras.features ?? [],
          `Features of ${name}`,
        ),
        pros: phrasesFor(
          rng,
          category.pros,
          3,
          kind,
          specSheet,
          extras.pros ?? [],
          `Pros of ${name}`,
        ),
        cons: phrasesFor(
          rng,
          category.cons,
          2,
          kind,
          specSheet,
          extras.cons ?? [],
          `Cons of ${name}`,
        ),
        specs,
        specSheet,
        rating: drawRating(rng),
        look,
        image,
        offers,
        techProduct,
      });
    }
    // Siblings: the other products of the same category and brand line.
    const inCategory = products.slice(start);
    for (const product of inCategory) {
      const family = product.techProduct.family;
      if (family) {
        family.siblings = inCategory
          .filter((p) => p !== product && p.brand === product.brand)
          .map((p) => ({ name: p.name, uuid: p.id, slug: p.slug }));
      }
    }
  }
  return products;
}
