import type { HTopic, Listicle, ReviewCard } from '@bytewire/contracts';
import { isTopicRouteSlug } from '@bytewire/routes';
import type { Prng } from '../prng';
import { formatPrice } from '../text-utils';
import type { CatalogProduct } from './products';
import { Prose } from './prose';

/** Placeholder values of a product for the text banks. */
export function productValues(product: CatalogProduct, pub: string): Record<string, string> {
  return {
    product: product.name,
    model: product.model,
    brand: product.brand,
    noun: product.category.noun,
    plural: product.category.plural,
    feature: product.features[0],
    price: product.price === 0 ? 'no cost' : formatPrice(product.price),
    pub,
  };
}

/** The category's sentences that read well for this product (no price talk for free ones). */
export function productSentences(product: CatalogProduct): string[] {
  return product.category.sentences.filter((s) => product.price > 0 || !s.includes('{price}'));
}

/**
 * The topics of a piece about a category: under a topic-route root (finance, education,
 * home-and-office) the root comes first and the category second, as the topic route wants.
 */
export function topicsOf(
  topics: ReadonlyMap<string, HTopic>,
  categoryTopic: string,
): { topic: string; topic2?: string } {
  const root = topics.get(categoryTopic)?.topicPath?.[0]?.slug;
  return isTopicRouteSlug(root) ? { topic: root, topic2: categoryTopic } : { topic: categoryTopic };
}

export function reviewCardFor(rng: Prng, product: CatalogProduct, anchorYear: number): ReviewCard {
  const editorsChoice = product.rating >= 8.5;
  return {
    uuid: rng.uuid(),
    productName: product.name,
    rating: product.rating,
    like: product.pros,
    dislike: product.cons,
    editorsChoice,
    editorsYear: editorsChoice ? anchorYear : undefined,
    editorsMonth: editorsChoice ? rng.int(1, 12) : undefined,
    innovationAward: product.rating >= 9.2,
    imageGroup: [product.image],
    merchantOffers: product.offers,
    shortcodeType: 'reviewcard',
    techProd: product.techProduct,
    usePricing: product.price > 0,
  };
}

export function listicleFor(rng: Prng, product: CatalogProduct, superlative: string): Listicle {
  const card = product.category.creditCard;
  const prose = new Prose(rng, productValues(product, ''));
  return {
    uuid: rng.uuid(),
    hed: product.name,
    subhed: superlative,
    description: prose.take(productSentences(product), 2).join(' '),
    edition: 'us',
    like: product.pros,
    dislike: product.cons,
    imageGroup: [product.image],
    merchantOffers: product.offers,
    shortcodeType: 'listicle',
    techProd: card ? undefined : product.techProduct,
    usePricing: product.price > 0 && !card,
    creditCardData: card
      ? {
          annualFee: product.price === 0 ? '$0' : formatPrice(product.price),
          apr: rng.pick([
            '20.24% to 28.99% variable',
            '21.49% to 29.49% variable',
            '19.99% to 27.74% variable',
          ]),
          introApr: rng.pick([
            '0% for 15 months on purchases',
            '0% for 21 months on balance transfers',
            'None',
          ]),
          introBonus: rng.pick([
            '$200 after spending $500 in 3 months',
            '60,000 points after spending $4,000 in 3 months',
            'None',
          ]),
          balanceTransferApr: rng.pick([
            '0% for 21 months, then variable',
            '0% for 15 months, then variable',
            'Variable',
          ]),
          balanceTransferFee: rng.pick([
            '3% or $5, whichever is greater',
            '5% or $5, whichever is greater',
          ]),
          lateFee: 'Up to $40',
          penaltyApr: 'Up to 29.99% variable',
          foreignTransactionFee: rng.pick(['None', '3% of each transaction']),
          recommendedCredit: rng.pick(['Good to excellent', 'Excellent', 'Fair to good']),
          rewardRates: [
            rng.pick([
              '2% cash back on all purchases',
              '3x points on travel and dining',
              '5% back in rotating categories',
            ]),
          ],
        }
      : undefined,
  };
}
