/**
 * A review card in article text: product name, rating with its label (spec 001 s3, through
 * ReviewRating and `ratingLabelFor`), editors' choice and the innovation award, one image,
 * the product's key specs, like and dislike, and merchant offers (their prices unless the card
 * turns pricing off).
 */
import type { ReviewCard } from '@bytewire/contracts';
import { useId } from 'react';
import { InnovationAward } from '../../../components/review/InnovationAward/InnovationAward';
import { KeySpecs } from '../../../components/review/KeySpecs/KeySpecs';
import { MerchantOffers } from '../../../components/review/MerchantOffers/MerchantOffers';
import { ProsCons } from '../../../components/review/ProsCons/ProsCons';
import { ReviewRating } from '../../../components/review/ReviewRating/ReviewRating';
import { classNames } from '../../../components/class-names';
import { EditorsChoiceBadge } from '../../../components/EditorsChoiceBadge/EditorsChoiceBadge';
import { BodyFigure } from '../BodyFigure/BodyFigure';
import box from '../card-box.module.css';
import styles from './ReviewCardModule.module.css';

export function ReviewCardModule({ card }: { card: ReviewCard }) {
  const id = useId();
  const [image] = card.imageGroup ?? [];
  return (
    <section
      className={classNames(box.box, styles.root)}
      data-testid="review-card"
      aria-labelledby={`${id}-name`}
    >
      <div className={styles.head}>
        <div>
          {card.editorsChoice ? <EditorsChoiceBadge className={styles.badge} /> : null}
          <InnovationAward
            awarded={card.innovationAward}
            year={card.innovationYear}
            month={card.innovationMonth}
          />
          <h3 id={`${id}-name`} className={styles.name}>
            {card.productName}
          </h3>
        </div>
        {/* ReviewRating prints its AMP form in AMP documents. */}
        <ReviewRating rating={card.rating} />
      </div>
      {image ? (
        <BodyFigure image={image} credits={card.imageCreditOverride} className={box.figure} />
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
