/**
 * A review card in article text: product name, rating with its label (spec 001 s3, through
 * ReviewRating and `ratingLabelFor`), editors' choice and the innovation award, one image,
 * the product's key specs, like and dislike, and merchant offers (their prices unless the card
 * turns pricing off).
 */
import type { ReviewCard } from '@bytewire/contracts';
import { useId } from 'react';
import { InnovationAward } from '../../components/review/InnovationAward/InnovationAward';
import { KeySpecs } from '../../components/review/KeySpecs/KeySpecs';
import { MerchantOffers } from '../../components/review/MerchantOffers/MerchantOffers';
import { ProsCons } from '../../components/review/ProsCons/ProsCons';
import { ReviewRating } from '../../components/review/ReviewRating/ReviewRating';
import { BodyFigure } from './BodyFigure';

export function ReviewCardModule({ card }: { card: ReviewCard }) {
  const id = useId();
  const [image] = card.imageGroup ?? [];
  return (
    <section className="review-card" aria-labelledby={`${id}-name`}>
      <div className="review-card__head">
        <div>
          {card.editorsChoice ? <p className="review-badge">Editors&rsquo; Choice</p> : null}
          <InnovationAward
            awarded={card.innovationAward}
            year={card.innovationYear}
            month={card.innovationMonth}
          />
          <h3 id={`${id}-name`} className="review-card__name">
            {card.productName}
          </h3>
        </div>
        {/* ReviewRating prints its AMP form in AMP documents. */}
        <ReviewRating rating={card.rating} />
      </div>
      {image ? (
        <BodyFigure
          image={image}
          credits={card.imageCreditOverride}
          className="review-card__figure"
        />
      ) : null}
      <KeySpecs product={card.techProd} idPrefix={id} />
      <ProsCons pros={card.like ?? []} cons={card.dislike ?? []} idPrefix={id} variant="module" />
      <MerchantOffers
        variant="module"
        offers={card.merchantOffers ?? []}
        techProduct={card.techProd}
        productName={card.productName}
        showPrices={card.usePricing !== false}
      />
    </section>
  );
}
