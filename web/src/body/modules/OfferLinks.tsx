/**
 * Where to buy, inside a module: merchant, price and a commerce link (rel "sponsored noopener
 * nofollow", spec 000 s5) per offer. An offer whose link is unusable keeps its merchant and
 * price as text; a link to the site itself is an ordinary site link.
 */
import type { MerchantOffer } from '@bytewire/contracts';
import { Link } from 'react-router-dom';
import { useRootData } from '../../app/use-root-data';
import { linkTarget } from '../../content/link-target';
import { COMMERCE_LINK_CLASS, COMMERCE_REL, commerceHref } from '../commerce-link';

interface OfferLinksProps {
  offers: readonly MerchantOffer[];
  /** The product, for link names that say what is bought where. */
  productName: string;
}

function OfferLink({ offer, productName }: { offer: MerchantOffer; productName: string }) {
  const { site } = useRootData();
  const target = linkTarget(commerceHref(offer), site.publicUrl);
  const text = (
    <>
      See it<span className="visually-hidden"> ({productName})</span> at {offer.offerMerchant}
    </>
  );
  switch (target.kind) {
    case 'internal':
      return (
        <Link className="offer-links__link" to={target.to}>
          {text}
        </Link>
      );
    case 'external':
      return (
        <a
          className={`offer-links__link ${COMMERCE_LINK_CLASS}`}
          href={target.href}
          rel={COMMERCE_REL}
        >
          {text}
        </a>
      );
    case 'text':
      return <span className="offer-links__merchant">{offer.offerMerchant}</span>;
  }
}

export function OfferLinks({ offers, productName }: OfferLinksProps) {
  if (offers.length === 0) return null;
  return (
    <ul className="offer-links">
      {offers.map((offer, i) => (
        <li key={`${i}-${offer.offerMerchant}`} className="offer-links__offer">
          {offer.offerPrice ? <span className="offer-links__price">{offer.offerPrice}</span> : null}
          <OfferLink offer={offer} productName={productName} />
        </li>
      ))}
    </ul>
  );
}
