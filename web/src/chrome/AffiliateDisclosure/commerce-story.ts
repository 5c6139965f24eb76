/**
 * Whether a story carries links that may earn the site a commission (spec 001 s1, s3's
 * hasAffiliateDisclosure): a best list or deals piece (spec 000 s9's best-list types and the
 * bottom_funnel section), or any product offer, credit-card offer or commerce link in it.
 */
import { isBestList } from '@bytewire/article-text';
import type { Article, MerchantOffer, Review } from '@bytewire/contracts';

const some = (offers: readonly MerchantOffer[] | undefined) => (offers?.length ?? 0) > 0;

export function hasAffiliateLinks(story: Partial<Article> | Partial<Review>): boolean {
  const article = story as Partial<Article>;
  return (
    isBestList({ type: article.type, section: article.section }) ||
    some((story as Partial<Review>).merchantOffers) ||
    (article.listicles ?? []).some((l) => some(l.merchantOffers) || l.creditCardData) ||
    (article.reviewCards ?? []).some((card) => some(card.merchantOffers)) ||
    Object.keys(article.additionalShortcodeData?.offers ?? {}).length > 0
  );
}
