/**
 * The lists inside articles and reviews that a page shows entry by entry: the payloads of the
 * body's shortcodes (listicles, review cards, images and offers by uuid) and a review's
 * verdict (good, bad, sub-ratings, offers, rating), and the product a review, review card or
 * listicle shows (product-cleaning.ts). Checked once, with the page, where the
 * composer answer enters (page-response.ts), and cleaned there: an entry that cannot be shown
 * is left out (its shortcode renders nothing, spec 000 s5 and s8), a blank text or an
 * out-of-range rating reads as absent, and the page is never refused for them. The types of
 * these entries are derived from the schemas; web/ reads them without checking again.
 */
import * as z from 'zod/mini';
import type { CreditCardData, Image, MerchantOffer } from './entities';
import { isRenderableImage } from './component-items';
import { isNonBlankString, isRecord, listOf } from './guards';
import { cleanTechProduct } from './product-cleaning';

/** A non-blank string, else absent. */
const optionalText = z.optional(
  z.transform((value: unknown) => (isNonBlankString(value) ? value : undefined)),
);

/** A non-blank string, required. */
const requiredText = z.string().check(z.refine(isNonBlankString, 'expected a non-blank string'));

/** A rating on the 0 to 10 scale, else absent. */
export function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10;
}

const optionalRating = z.optional(
  z.transform((value: unknown) => (isRating(value) ? value : undefined)),
);

/**
 * A checked object with the fields its check does not cover put back: what a cleaned entry or
 * item is. The check is a strict object (zod's fast path): copying the other fields this way
 * costs a fraction of what a loose object's check does.
 */
export function withOtherFields<T>(value: unknown, checked: T): T {
  return isRecord(value) && isRecord(checked) ? { ...value, ...checked } : checked;
}

/**
 * The entries of a list that pass `schema`, as it outputs them with their other fields kept;
 * anything but a list reads as empty.
 */
export function entriesOf<T extends z.ZodMiniType>(schema: T) {
  return z.optional(
    z.transform((value: unknown): z.output<T>[] => {
      if (!Array.isArray(value)) return [];
      const entries: z.output<T>[] = [];
      for (const entry of value) {
        const result = schema.safeParse(entry);
        if (!result.success) continue;
        entries.push(withOtherFields(entry, result.data));
      }
      return entries;
    }),
  );
}

/**
 * The entries of a list that pass `guard`, kept as they came; anything but a list reads as
 * empty. For entries whose check is one test: a plain guard costs far less per entry than a
 * schema's parse.
 */
function guardedEntries<T>(guard: (value: unknown) => value is T) {
  return z.optional(z.transform((value: unknown): T[] => listOf(value, guard) ?? []));
}

/** The entries of a map (by uuid) that pass `guard`; anything but an object reads as empty. */
function guardedEntriesByKey<T>(guard: (value: unknown) => value is T) {
  return z.optional(
    z.transform((value: unknown): Record<string, T> => {
      const entries: Record<string, T> = {};
      if (!isRecord(value)) return entries;
      for (const key of Object.keys(value)) {
        const entry = value[key];
        if (guard(entry)) entries[key] = entry;
      }
      return entries;
    }),
  );
}

/** The non-blank strings of a list (good, bad, like, dislike). */
const textList = guardedEntries(isNonBlankString);

/** An offer that can be shown: one with a merchant to name (its links are checked where drawn). */
export function isOffer(value: unknown): value is MerchantOffer {
  return isRecord(value) && isNonBlankString(value.offerMerchant);
}

/**
 * An image a module can show (isRenderableImage: a URL or a storage path, no broken size).
 * Only that is checked: the rest of an image is read as it comes.
 */
export function isShownImage(value: unknown): value is Image {
  return isRenderableImage(value);
}

const offerList = guardedEntries(isOffer);
/** A product whose facts a page can show (product-cleaning.ts), else absent. */
const techProduct = z.optional(z.transform(cleanTechProduct));
const imageGroup = guardedEntries(isShownImage);

/** A credit card's terms as its box shows them: non-blank strings, rewardRates non-blank too. */
const creditCardSchema = z.object({
  annualFee: optionalText,
  apr: optionalText,
  introBonus: optionalText,
  introApr: optionalText,
  balanceTransferApr: optionalText,
  balanceTransferFee: optionalText,
  lateFee: optionalText,
  penaltyApr: optionalText,
  foreignTransactionFee: optionalText,
  recommendedCredit: optionalText,
  rewardRates: textList,
} satisfies Record<keyof CreditCardData, unknown>);

/** A listicle's credit card cleaned as above; anything but an object reads as absent. */
const creditCard = z.optional(
  z.transform((value: unknown): CreditCardData | undefined => {
    const result = creditCardSchema.safeParse(value);
    return result.success ? withOtherFields(value, result.data) : undefined;
  }),
);

const listicleShape = {
  uuid: z.string(),
  hed: requiredText,
  subhed: optionalText,
  description: optionalText,
  like: textList,
  dislike: textList,
  merchantOffers: offerList,
  imageGroup,
  techProd: techProduct,
  creditCardData: creditCard,
};

/** A listicle that can be shown: a uuid to find it by and a heading. */
export const listicleSchema = z.object(listicleShape);

const reviewCardShape = {
  uuid: z.string(),
  productName: requiredText,
  rating: optionalRating,
  editorsChoice: z.optional(z.transform((value: unknown) => value === true)),
  like: textList,
  dislike: textList,
  merchantOffers: offerList,
  imageGroup,
  techProd: techProduct,
};

/** A review card that can be shown: a uuid to find it by and a product name. */
export const reviewCardSchema = z.object(reviewCardShape);

const subRatingSchema = z.object({
  name: z.string(),
  rating: z.number().check(z.refine(isRating)),
});

const shortcodeDataSchema = z.object({
  images: guardedEntriesByKey(isShownImage),
  offers: guardedEntriesByKey(isOffer),
});

/** Shortcode payloads, shared by articles and reviews. */
const bodyPayloadsShape = {
  additionalShortcodeData: z.optional(
    z.transform((value: unknown) => {
      if (!isRecord(value)) return undefined;
      const result = shortcodeDataSchema.safeParse(value);
      return result.success ? withOtherFields(value, result.data) : undefined;
    }),
  ),
};

/** What the check leaves of an article's body payloads: listicles and review cards that can be shown. */
export const articlePayloadsShape = {
  ...bodyPayloadsShape,
  listicles: entriesOf(listicleSchema),
  reviewCards: entriesOf(reviewCardSchema),
};

/** A review's verdict as the check leaves it: usable entries only, a rating on the scale or none. */
export const reviewVerdictShape = {
  ...bodyPayloadsShape,
  rating: optionalRating,
  good: textList,
  bad: textList,
  subRatings: entriesOf(subRatingSchema),
  merchantOffers: offerList,
  techProduct,
};

/** The checked part of a listicle (Listicle, entities.ts, adds the fields read as they come). */
export type ListicleCore = z.infer<ReturnType<typeof z.object<typeof listicleShape>>>;
/** The checked part of a review card (ReviewCard, entities.ts, adds the rest). */
export type ReviewCardCore = z.infer<ReturnType<typeof z.object<typeof reviewCardShape>>>;
