/**
 * A product review (route `review`, /product/{slug}/): headline, dek, byline with dates, hero
 * image, then the verdict (rating and its label, editors' choice, good and bad, bottom line,
 * sub-ratings), where to buy, the body and topic links.
 */
import { useId } from 'react';
import { ReviewBody } from '../body/ReviewBody';
import { StoryHeader } from '../components/StoryHeader';
import { TopicLinks } from '../components/TopicLinks';
import { GoodBad } from '../components/review/GoodBad';
import { MerchantOffers } from '../components/review/MerchantOffers';
import { reviewOf } from '../components/review/review-item';
import { ReviewRating } from '../components/review/ReviewRating';
import { SubRatings } from '../components/review/SubRatings';
import { PageHead } from '../document/PageHead';
import { ReviewJsonLd } from '../seo/ReviewJsonLd';
import { GenericPageScreen } from './GenericPageScreen';
import type { ScreenProps } from './screen-props';

export function ReviewScreen(props: ScreenProps) {
  const { page } = props;
  const id = useId();
  const review = reviewOf(page);
  // A page without a usable review still shows what it has.
  if (!review) return <GenericPageScreen {...props} />;

  const good = review.good ?? [];
  const bad = review.bad ?? [];
  const canonical = review.canonicalUrl || page.meta.canonicalUrl;
  return (
    <article className="article review">
      <PageHead
        title={review.titleTag || review.headline}
        description={review.seoMetaDescription || review.dek || page.meta.description}
        canonical={canonical}
        noIndex={review.noIndex}
      />
      <ReviewJsonLd review={review} canonical={canonical} />
      <StoryHeader
        headline={review.headline}
        dek={review.dek}
        author={review.author}
        published={review.datePublished}
        updated={review.dateUpdated}
        image={review.image}
        badge={
          review.editorsChoice ? <p className="review-badge">Editors&rsquo; Choice</p> : undefined
        }
      />
      <section className="review-verdict" aria-labelledby={`${id}-verdict`}>
        <div className="review-verdict__head">
          <h2 id={`${id}-verdict`}>Our verdict</h2>
          <ReviewRating rating={review.rating} />
        </div>
        <GoodBad good={good} bad={bad} idPrefix={id} />
        {review.bottomLine ? (
          <div className="review-bottom-line">
            <h3>The bottom line</h3>
            <p>{review.bottomLine}</p>
          </div>
        ) : null}
        <SubRatings ratings={review.subRatings ?? []} titleId={`${id}-ratings`} />
      </section>
      <MerchantOffers offers={review.merchantOffers ?? []} titleId={`${id}-offers`} />
      <ReviewBody review={review} />
      <TopicLinks topics={review.topics} />
    </article>
  );
}
