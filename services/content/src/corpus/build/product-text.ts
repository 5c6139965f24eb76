import type { HTopic, Listicle, ReviewCard } from '@bytewire/contracts';
import { isTopicRouteSlug } from '@bytewire/routes';
import type { Prng } from '../prng';
import { holdsFor, phraseText, specValues } from '../text/phrase';
import { formatPrice } from '../text-utils';
import type { CatalogProduct } from './products';
import { Prose } from './prose';

/** Placeholder values of a product for the text banks, its spec rows ({specStorage}) included. */
export function productValues(product: CatalogProduct, pub: string): Record<string, string> {
  return {
    ...specValues(product.specSheet),
    product: product.name,
    model: product.model,
    brand: product.brand,
    noun: product.noun,
    aNoun: withArticle(product.noun),
    plural: pluralOf(product),
    feature: product.features[0],
    price: product.price === 0 ? 'no cost' : formatPrice(product.price),
    fault: faultOf(product),
    pub,
  };
}

/**
 * What products like this one are called: the category's plural, or the plural of the
 * product's own noun where its kind has one ("monitors" among "desktops and monitors").
 */
export function pluralOf(product: CatalogProduct): string {
  if (product.noun === product.category.noun) return product.category.plural;
  return pluralNoun(product.noun);
}

/** "earbuds" for "pair of earbuds", "consoles" for "console". */
export function pluralNoun(noun: string): string {
  if (/^pair of /.test(noun)) return noun.replace(/^pair of /, '');
  return /(s|sh|ch)$/.test(noun) ? `${noun}es` : `${noun}s`;
}

/** "an e-reader", "a laptop": the noun with its indefinite article. */
export function withArticle(noun: string): string {
  return `${/^([aeio]|EV\b)/i.test(noun) ? 'an' : 'a'} ${noun}`;
}

/** What a recall of the product is over: a charging fault needs a battery to charge. */
function faultOf(product: CatalogProduct): string {
  if (product.kind === 'office-chair') return 'a faulty gas cylinder';
  const rows = Object.keys(product.specSheet);
  const battery = product.specSheet.Battery;
  const charges =
    (battery !== undefined && !battery.startsWith('None')) ||
    rows.includes('Battery life') ||
    rows.includes('Runtime') ||
    product.kind === 'power-station';
  return charges ? 'a charging fault' : 'an overheating power supply';
}

/**
 * The category's sentences that hold for this product: those for its kind and specs, none
 * that talks price for a free one and, with `named`, only those that name it (in a piece
 * about two products, a sentence must say which it is about).
 */
export function productSentences(product: CatalogProduct, named = false): string[] {
  return product.category.sentences
    .filter((s) => holdsFor(s, product.kind, product.specSheet))
    .map(phraseText)
    .filter((s) => product.price > 0 || !s.includes('{price}'))
    .filter((s) => !named || s.includes('{product}'));
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
  // Awarded products are Editors' Choices too (9.2 > 8.5): the award dates from the same month
  // (no draw of its own, so the rest of the corpus stays as it was).
  const innovationAward = product.rating >= 9.2;
  // Drawn in the order they always were: the uuid, then the month.
  const uuid = rng.uuid();
  const editorsMonth = editorsChoice ? rng.int(1, 12) : undefined;
  return {
    uuid,
    productName: product.name,
    rating: product.rating,
    like: product.pros,
    dislike: product.cons,
    editorsChoice,
    editorsYear: editorsChoice ? anchorYear : undefined,
    editorsMonth,
    innovationAward,
    innovationYear: innovationAward ? anchorYear : undefined,
    innovationMonth: innovationAward ? editorsMonth : undefined,
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
          annualFee: product.specSheet['Annual fee'] ?? formatPrice(product.price),
          apr: product.specSheet['Regular APR'],
          introApr: product.specSheet['Intro APR'] ?? 'None',
          introBonus: rng.pick([
            '$200 after spending $500 in 3 months',
            '60,000 points after spending $4,000 in 3 months',
            'None',
          ]),
          balanceTransferApr: /balance transfers/.test(product.specSheet['Intro APR'] ?? '')
            ? `${product.specSheet['Intro APR']}, then variable`
            : 'Variable',
          balanceTransferFee: rng.pick([
            '3% or $5, whichever is greater',
            '5% or $5, whichever is greater',
          ]),
          lateFee: 'Up to $40',
          penaltyApr: 'Up to 29.99% variable',
          foreignTransactionFee: product.specSheet['Foreign transaction fee'] ?? 'None',
          recommendedCredit: rng.pick(['Good to excellent', 'Excellent', 'Fair to good']),
          rewardRates: [product.specSheet.Rewards ?? 'None'],
        }
      : undefined,
  };
}
