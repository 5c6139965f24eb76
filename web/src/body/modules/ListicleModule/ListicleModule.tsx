/**
 * A listicle (a pick of a best list): its superlative ("Best overall", the `subhed`), the
 * product as the heading, one image, the description, a credit card's details (its offer) or
 * a product's key specs, like and dislike, and merchant offers (their prices unless the item
 * turns pricing off; a card's link says "Apply now").
 * A listicle that is a question with an answer (an FAQ entry) shows as question and answer.
 */
import type { Listicle } from '@bytewire/contracts';
import { useId } from 'react';
import { SafeHtml } from '../../SafeHtml';
import { isFaqEntry } from '../../shortcode-data';
import { BodyFigure } from '../BodyFigure/BodyFigure';
import { CreditCardDetails } from '../../../components/review/CreditCardDetails/CreditCardDetails';
import { KeySpecs } from '../../../components/review/KeySpecs/KeySpecs';
import { MerchantOffers } from '../../../components/review/MerchantOffers/MerchantOffers';
import { ProsCons } from '../../../components/review/ProsCons/ProsCons';
import { classNames } from '../../../components/class-names';
import { SiteLink } from '../../../components/SiteLink';
import box from '../card-box.module.css';
import styles from './ListicleModule.module.css';

export function ListicleModule({ listicle }: { listicle: Listicle }) {
  const id = useId();
  if (isFaqEntry(listicle)) {
    return (
      <div className={styles.faq} data-testid="faq-entry">
        <h3 className={styles.question}>{listicle.hed}</h3>
        <SafeHtml html={listicle.description} />
      </div>
    );
  }
  const [image] = listicle.imageGroup ?? [];
  return (
    <section
      className={classNames(box.box, styles.root)}
      id={`listicle-${listicle.uuid}`}
      aria-labelledby={`${id}-hed`}
    >
      {listicle.subhed ? <p className={styles.superlative}>{listicle.subhed}</p> : null}
      <h3 id={`${id}-hed`} className={styles.hed}>
        {listicle.hed}
      </h3>
      {image ? (
        <BodyFigure
          image={image}
          caption={listicle.imageCaptionOverride}
          credits={listicle.imageCreditOverride}
          className={box.figure}
        />
      ) : null}
      <SafeHtml html={listicle.description} />
      <CreditCardDetails card={listicle.creditCardData} cardName={listicle.hed} idPrefix={id} />
      <KeySpecs product={listicle.techProd} idPrefix={id} />
      <ProsCons
        pros={listicle.like ?? []}
        cons={listicle.dislike ?? []}
        idPrefix={id}
        variant="module"
      />
      <MerchantOffers
        variant="module"
        offers={listicle.merchantOffers ?? []}
        techProduct={listicle.techProd}
        productName={listicle.hed}
        showPrices={listicle.usePricing !== false}
        action={listicle.creditCardData ? 'Apply now' : undefined}
      />
      {listicle.supplementalText && listicle.supplementalUrl ? (
        <p className={styles.more}>
          <SiteLink url={listicle.supplementalUrl}>{listicle.supplementalText}</SiteLink>
        </p>
      ) : null}
    </section>
  );
}
