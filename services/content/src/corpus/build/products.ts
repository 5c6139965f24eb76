import type { HTopic, Image, MerchantOffer, TechProduct } from '@bytewire/contracts';
import { CATEGORIES, type CategoryDef } from '../text/catalogue';
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
  features: string[];
  pros: string[];
  cons: string[];
  specs: { name: string; value: string }[];
  /** Our verdict, 0 to 10 in steps of 0.1: reviews, review cards and lists agree on it. */
  rating: number;
  /** How the product looks in every picture of it. */
  look: ProductLook;
  image: Image;
  offers: MerchantOffer[];
  techProduct: TechProduct;
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
      const look = productLook(category.topic, entry.model, products.length - start);
      const art = productArt(look, 'studio', id);
      const image = makeImage(rng, {
        name: `${slugify(name)}-${category.imageWord}`,
        alt: describeArt(art, name),
        credits: `Courtesy of ${entry.brand}`,
        shape: 'square',
        created: released,
        art,
      });
      const specs = category.specs.map((s) => ({ name: s.name, value: rng.pick(s.values) }));
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
        features: rng.sample(category.features, 2),
        pros: rng.sample(category.pros, 3),
        cons: rng.sample(category.cons, 2),
        specs,
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
