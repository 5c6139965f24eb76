/**
 * What an offer's link carries for analytics beyond its href, when a renderer asks for it: AMP
 * pages give their links the product-click beacon's data-vars (amp/amp-offer-link.ts). A
 * context rather than an import, so that the AMP code (server-only: AMP pages are never
 * hydrated) stays out of the browser's review and article chunks.
 */
import type { MerchantOffer, TechProduct } from '@bytewire/contracts';
import { createContext, useContext } from 'react';

export interface TrackedOfferLink {
  offer: MerchantOffer;
  /** Where the link goes (the affiliate link when monetised). */
  href: string;
  /** The link's text as read: "See it at Amazon". */
  text: string;
  /** Where the offers stand: the review's verdict block, or a product module of the text. */
  variant: 'review' | 'module';
  /** 1-based, in the offers' list. */
  position: number;
  productName?: string;
  techProduct?: TechProduct;
}

export type OfferLinkAttributes = (link: TrackedOfferLink) => Record<string, string>;

export const OfferLinkTrackingContext = createContext<OfferLinkAttributes | undefined>(undefined);

export function useOfferLinkTracking(): OfferLinkAttributes | undefined {
  return useContext(OfferLinkTrackingContext);
}
