/**
 * Where to buy the product: each merchant offer with its price and a link, in one of two forms:
 * - `review`: the review page's block (MerchantOffers.module.css), a section titled "Where to buy"
 *   (`titleId` its heading's id), each merchant named; links to other sites open in a new tab
 *   with rel="noopener nofollow" (spec 000 s5);
 * - `module`: a listicle's or a review card's list in article text (`inline*` classes),
 *   the merchant named in the link ("See it at Amazon", the product for screen readers), a
 *   commerce link (rel "sponsored noopener nofollow", spec 000 s5).
 * Either way a link to the site itself is a client-side link, and an unusable URL leaves the
 * merchant and price as text. A module's item may leave its prices out (`usePricing` false)
 * and name its own action ("Apply now" for a credit card).
 */
import type { MerchantOffer, TechProduct } from '@bytewire/contracts';
import { Link } from 'react-router-dom';
import { useRootData } from '../../../app/use-root-data';
import { COMMERCE_LINK_CLASS, COMMERCE_REL, commerceHref } from '../../../body/commerce-link';
import { linkTarget, siteOriginOf } from '../../../content/link-target';
import { offerUrl } from '../review-item';
import styles from './MerchantOffers.module.css';
import { useOfferLinkTracking, type OfferLinkAttributes } from './offer-link-tracking';

type MerchantOffersProps = {
  offers: readonly MerchantOffer[];
  /** The product the offers sell: what an AMP page's product-click beacon says of it. */
  techProduct?: TechProduct;
} & (
  | { variant: 'review'; titleId: string }
  | {
      variant: 'module';
      productName: string;
      /** The item's `usePricing`: false leaves the prices out (a card's offer has none). */
      showPrices?: boolean;
      /** The link's verb: "See it" for a product, "Apply now" for a credit card. */
      action?: string;
    }
);

const DEFAULT_ACTION = 'See it';

interface VariantStyle {
  list: string;
  /** The list's hook for tests (data-testid). */
  listTestId?: string;
  offer: string;
  merchant?: string;
  price: string;
  link?: string;
  /** Classes and rel of a link to another site, and whether it opens in a new tab. */
  external: { className: string; rel: string; newTab: boolean };
  /** The merchant's name before the price (else in the link, or as text without one). */
  merchantFirst: boolean;
  href(offer: MerchantOffer): string | undefined;
}

const REVIEW: VariantStyle = {
  list: styles.list,
  offer: styles.offer,
  merchant: styles.merchant,
  price: styles.price,
  link: styles.link,
  external: { className: styles.link, rel: 'noopener nofollow', newTab: true },
  merchantFirst: true,
  href: offerUrl,
};

const MODULE: VariantStyle = {
  list: styles.inlineList,
  listTestId: 'offer-links',
  offer: styles.inlineOffer,
  price: styles.inlinePrice,
  external: { className: COMMERCE_LINK_CLASS, rel: COMMERCE_REL, newTab: false },
  merchantFirst: false,
  href: commerceHref,
};

/** When the renderer tracks offer links (AMP pages): where this one stands, and how. */
interface OfferTracking {
  attributes: OfferLinkAttributes;
  variant: 'review' | 'module';
  position: number;
  techProduct: TechProduct | undefined;
}

function OfferLink({
  offer,
  origin,
  style,
  productName,
  action,
  tracked,
}: {
  offer: MerchantOffer;
  origin: string;
  style: VariantStyle;
  productName: string | undefined;
  action: string;
  tracked: OfferTracking | undefined;
}) {
  const target = linkTarget(style.href(offer), origin);
  const text =
    productName === undefined ? (
      <>
        {action}
        <span className="visually-hidden"> at {offer.offerMerchant}</span>
      </>
    ) : (
      <>
        {action}
        <span className="visually-hidden"> ({productName})</span> at {offer.offerMerchant}
      </>
    );
  switch (target.kind) {
    case 'internal':
      return (
        <Link className={style.link} to={target.to}>
          {text}
        </Link>
      );
    case 'external': {
      const { className, rel, newTab } = style.external;
      const tracking = tracked
        ? tracked.attributes({
            variant: tracked.variant,
            position: tracked.position,
            techProduct: tracked.techProduct,
            offer,
            href: target.href,
            text: `${action} at ${offer.offerMerchant}`,
            productName,
          })
        : undefined;
      return (
        <a
          className={className}
          href={target.href}
          target={newTab ? '_blank' : undefined}
          rel={rel}
          {...tracking}
        >
          {text}
          {newTab ? <span className="visually-hidden"> (opens in a new tab)</span> : null}
        </a>
      );
    }
    case 'text':
      return style.merchantFirst ? null : (
        <span className={style.merchant}>{offer.offerMerchant}</span>
      );
  }
}

export function MerchantOffers(props: MerchantOffersProps) {
  const { site } = useRootData();
  const trackLinks = useOfferLinkTracking();
  const { offers } = props;
  if (offers.length === 0) return null;
  const origin = siteOriginOf(site.publicUrl);
  const style = props.variant === 'review' ? REVIEW : MODULE;
  const productName = props.variant === 'module' ? props.productName : undefined;
  const showPrices = props.variant === 'review' || props.showPrices !== false;
  const action = (props.variant === 'module' && props.action) || DEFAULT_ACTION;
  const list = (
    <ul className={style.list} data-testid={style.listTestId}>
      {offers.map((offer, i) => (
        <li key={`${i}-${offer.offerMerchant}`} className={style.offer}>
          {style.merchantFirst ? (
            <span className={style.merchant}>{offer.offerMerchant}</span>
          ) : null}
          {showPrices && offer.offerPrice ? (
            <span className={style.price}>{offer.offerPrice}</span>
          ) : null}
          <OfferLink
            offer={offer}
            origin={origin}
            style={style}
            productName={productName}
            action={action}
            tracked={
              trackLinks
                ? {
                    attributes: trackLinks,
                    variant: props.variant,
                    position: i + 1,
                    techProduct: props.techProduct,
                  }
                : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
  if (props.variant === 'module') return list;
  return (
    <section className={styles.root} aria-labelledby={props.titleId} data-testid="review-offers">
      <h2 id={props.titleId}>Where to buy</h2>
      {list}
    </section>
  );
}
