import type { Review } from '@bytewire/contracts';
import { ratingLabelFor, starRatingFor } from '@bytewire/contracts';
import { contentItemPath } from '@bytewire/routes';
import { BOTTOM_LINES, REVIEW_OPENERS } from '../text/templates';
import { TOPIC_PROSE } from '../text/topic-prose';
import { fill, lowerFirst } from '../text-utils';
import type { ArticleFactory } from './article-factory';
import { BodyWriter } from './body-writer';
import type { GenContext } from './context';
import { partRng } from './context';
import type { DateAllocator } from './dates';
import type { Prng } from '../prng';
import { describeArt, productArt } from './art';
import { makeImage } from './images';
import { productSentences, productValues } from './product-text';
import type { CatalogProduct } from './products';
import { Prose } from './prose';

export const REVIEW_COUNT = 60;

/** Headline verdicts by rating band, best first. */
const VERDICTS: readonly { min: number; lines: readonly string[] }[] = [
  { min: 9, lines: ['A new benchmark for {plural}', 'The one to beat'] },
  { min: 8, lines: ['{pro}, and a lot more', 'An easy recommendation'] },
  { min: 7, lines: ['Very good, with a catch', 'Almost great'] },
  { min: 5, lines: ['Fine, but outclassed', 'Decent, not distinctive'] },
  { min: 0, lines: ['Skip this one', 'Too many compromises'] },
];

function band<T extends { min: number }>(bands: readonly T[], rating: number): T {
  return bands.find((b) => rating >= b.min) ?? bands[bands.length - 1];
}

/** Sixty product reviews with a 0-10 rating, its label, sub-ratings, good, bad and a verdict. */
export function buildReviews(
  ctx: GenContext,
  factory: ArticleFactory,
  products: readonly CatalogProduct[],
  dates: DateAllocator,
): Review[] {
  const rng = partRng(ctx, 'reviews');
  const reviewable = rng
    .shuffle(products.filter((p) => p.category.reviewable))
    .slice(0, REVIEW_COUNT);
  return reviewable.map((product) => {
    const author = factory.authorFor(product.category.topic);
    const itemDates = dates.next();
    const values = {
      ...productValues(product, ctx.publicationName),
      pro: product.pros[0],
      pro2: lowerFirst(product.pros[1]),
      con: lowerFirst(product.cons[0]),
    };
    const verdict = fill(rng.pick(band(VERDICTS, product.rating).lines), values);
    const headline = `${product.name} review: ${verdict}`;
    const dek = `${product.pros[0]} and ${lowerFirst(product.pros[1])} define the ${product.name}, but ${lowerFirst(product.cons[0])}.`;
    const subRatings = product.category.subRatings.map((name, i) => ({
      id: `${product.id.slice(0, 8)}-s${i}`,
      name,
      rating: Math.min(
        10,
        Math.max(0, Math.round((product.rating + (rng.next() * 2 - 1)) * 10) / 10),
      ),
    }));
    const p = new Prose(rng, values);
    const credits = `${author.firstName} ${author.lastName}/${ctx.publicationName}`;
    const heroArt = productArt(product.look, 'desk', `${product.id}:review`);
    const image = makeImage(rng, {
      name: `${product.slug}-review`,
      alt: describeArt(heroArt, product.name),
      credits,
      shape: 'hero',
      created: itemDates.published,
      art: heroArt,
    });
    const w = new BodyWriter()
      .paragraph(p.one(REVIEW_OPENERS), ...p.take(productSentences(product), 1))
      .paragraph(
        ...p.take(TOPIC_PROSE[product.category.topic] ?? [], 1),
        ...p.take(productSentences(product), 1),
      );
    subRatings.forEach((sub, i) => {
      w.heading(sub.name).paragraph(
        ...p.take(productSentences(product), 1),
        ...p.take(TOPIC_PROSE[product.category.topic] ?? [], 1),
      );
      if (i === 0) {
        w.image(detailImage(rng, product, credits, itemDates.published));
      }
    });
    w.table(`${product.name} specs`, product.specs);
    const offer = product.offers[0];
    if (offer)
      w.commerce(
        rng.uuid(),
        offer,
        `The ${product.name} sells for ${offer.offerPrice} at ${offer.offerMerchant}.`,
        `See at ${offer.offerMerchant}`,
      );
    const bottomLine = fill(band(BOTTOM_LINES, product.rating).text, values);
    w.heading('The bottom line').paragraph(bottomLine);
    const written = w.done();
    const editorsChoice = product.rating >= 8.5;
    product.techProduct.reviews = [product.slug];
    const topics = [{ ...factory.topic(product.category.topic), primary: true }];
    return {
      id: rng.uuid(),
      slug: product.slug,
      typeName: 'review',
      type: 'review',
      edition: 'us',
      headline,
      title: headline,
      titleTag: `${product.name} review`,
      promoTitle: `${product.name} review`,
      promoHed: headline,
      promoDek: dek,
      preferredProductName: product.name,
      dek,
      body: written.body,
      shortcodeTags: written.shortcodeTags,
      additionalShortcodeData: written.additionalShortcodeData,
      rating: product.rating,
      starRating: starRatingFor(product.rating),
      ratingLabel: ratingLabelFor(product.rating),
      subRatings,
      good: product.pros,
      bad: product.cons,
      bottomLine,
      editorsChoice,
      editorsChoiceDate: editorsChoice ? itemDates.datePublished : undefined,
      merchantOffers: product.offers,
      techProduct: product.techProduct,
      targetSlug: product.slug,
      author,
      editors: [],
      moreAuthors: [],
      topics,
      tags: editorsChoice ? [{ slug: 'editors-choice', name: "Editors' Choice" }] : [],
      image,
      promoImage: image,
      seoMetaDescription: dek,
      seoOgTitle: headline,
      seoOgDescription: dek,
      seoOgImage: image,
      canonicalUrl: contentItemPath('review', product.slug),
      datePublished: itemDates.datePublished,
      dateUpdated: itemDates.dateUpdated,
      displayDatePublished: itemDates.datePublished,
      displayDateUpdated: itemDates.dateUpdated,
      section: 'reviews',
      subType: 'review',
      suppressAds: false,
      collections: [],
      noIndex: false,
    } satisfies Review;
  });
}

/** The review's picture of the product up close. */
function detailImage(rng: Prng, product: CatalogProduct, credits: string, created: Date) {
  const art = productArt(product.look, 'closeup', `${product.id}:detail`);
  return makeImage(rng, {
    name: `${product.slug}-detail`,
    alt: describeArt(art, product.name),
    credits,
    caption: `The ${product.name} up close.`,
    shape: 'body',
    created,
    art,
  });
}
