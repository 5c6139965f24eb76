/**
 * Structured data of a product review (route `review`): a schema.org Review of the product,
 * with its rating on the site's 0 to 10 scale (spec 001 s3), the good and the bad as positive
 * and negative notes, the merchant offers of the page, the article_schema images (spec 000 s9)
 * and the dates, author and publisher every piece carries. Pure, like the other builders.
 */
import type { MerchantOffer, Review } from '@bytewire/contracts';
import type { JsonLdObject, JsonLdValue } from './json-ld';
import { imageObjects, type SchemaImageOf } from './schema-image';
import {
  compact,
  publicationFields,
  SCHEMA_CONTEXT,
  type StructuredDataSite,
} from './structured-data-parts';

/** The site's review scale (spec 001 s3: ratings 0 to 10 in steps of 0.1). */
export const REVIEW_SCALE = { best: 10, worst: 0 } as const;

/** `$1,199.99` → `1199.99` in USD; a price in another form is left out, not guessed. */
export function offerPrice(
  display: string | undefined,
): { price: string; currency: string } | undefined {
  const match = /^\s*\$\s*(\d{1,3}(?:,\d{3})*|\d+)(\.\d{1,2})?\s*$/.exec(display ?? '');
  if (!match) return undefined;
  return { price: `${match[1]!.replace(/,/g, '')}${match[2] ?? ''}`, currency: 'USD' };
}

function offerOf(offer: MerchantOffer): JsonLdObject | undefined {
  const url = offer.useMonetization
    ? (offer.monetizedUrl ?? offer.url)
    : (offer.url ?? offer.rawUrl);
  const price = offerPrice(offer.offerPrice);
  // Only a real http(s) URL and a readable price make an Offer worth stating.
  if (!price || !url || !/^https?:\/\//i.test(url)) return undefined;
  return {
    '@type': 'Offer',
    url,
    price: price.price,
    priceCurrency: price.currency,
    seller: { '@type': 'Organization', name: offer.offerMerchant },
  };
}

function notes(items: readonly string[] | undefined): JsonLdObject | undefined {
  const texts = (items ?? []).map((item) => item.trim()).filter(Boolean);
  if (texts.length === 0) return undefined;
  return {
    '@type': 'ItemList',
    itemListElement: texts.map((name, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name,
    })),
  };
}

export function reviewStructuredData(
  review: Review,
  site: StructuredDataSite,
  canonicalUrl: string,
  imageOf: SchemaImageOf,
): JsonLdObject {
  const offers = (review.merchantOffers ?? [])
    .map(offerOf)
    .filter((offer): offer is JsonLdObject => offer !== undefined);
  const productName = review.preferredProductName || review.headline || review.title;
  const rating: JsonLdValue | undefined =
    typeof review.rating === 'number' && Number.isFinite(review.rating)
      ? {
          '@type': 'Rating',
          ratingValue: review.rating,
          bestRating: REVIEW_SCALE.best,
          worstRating: REVIEW_SCALE.worst,
        }
      : undefined;
  return compact({
    '@context': SCHEMA_CONTEXT,
    '@type': 'Review',
    mainEntityOfPage: canonicalUrl,
    name: review.headline ?? review.title,
    description: review.dek,
    image: imageObjects(review.image, imageOf),
    itemReviewed: compact({
      '@type': 'Product',
      name: productName,
      offers: offers.length > 0 ? offers : undefined,
    }),
    reviewRating: rating,
    positiveNotes: notes(review.good),
    negativeNotes: notes(review.bad),
    ...publicationFields(review, site),
  });
}
