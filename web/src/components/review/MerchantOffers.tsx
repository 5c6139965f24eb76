/**
 * Where to buy the product: each merchant with its price and a link. Links to other sites open
 * in a new tab with rel="noopener nofollow" (spec 000 s5, through `linkTarget`); a link to the
 * site itself is a client-side link; an unusable URL leaves the merchant and price as text.
 */
import type { MerchantOffer } from '@bytewire/contracts';
import { Link } from 'react-router-dom';
import { useRootData } from '../../app/use-root-data';
import { linkTarget, siteOriginOf } from '../../content/link-target';
import { offerUrl } from './review-item';

function OfferLink({ offer, origin }: { offer: MerchantOffer; origin: string }) {
  const target = linkTarget(offerUrl(offer), origin);
  const text = (
    <>
      See it<span className="visually-hidden"> at {offer.offerMerchant}</span>
    </>
  );
  switch (target.kind) {
    case 'internal':
      return (
        <Link className="review-offer__link" to={target.to}>
          {text}
        </Link>
      );
    case 'external':
      return (
        <a
          className="review-offer__link"
          href={target.href}
          target="_blank"
          rel="noopener nofollow"
        >
          {text}
          <span className="visually-hidden"> (opens in a new tab)</span>
        </a>
      );
    case 'text':
      return null;
  }
}

export function MerchantOffers({ offers, titleId }: { offers: MerchantOffer[]; titleId: string }) {
  const { site } = useRootData();
  if (offers.length === 0) return null;
  const origin = siteOriginOf(site.publicUrl);
  return (
    <section className="review-offers" aria-labelledby={titleId}>
      <h2 id={titleId}>Where to buy</h2>
      <ul className="review-offers__list">
        {offers.map((offer, i) => (
          <li key={`${i}-${offer.offerMerchant}`} className="review-offer">
            <span className="review-offer__merchant">{offer.offerMerchant}</span>
            {offer.offerPrice ? (
              <span className="review-offer__price">{offer.offerPrice}</span>
            ) : null}
            <OfferLink offer={offer} origin={origin} />
          </li>
        ))}
      </ul>
    </section>
  );
}
