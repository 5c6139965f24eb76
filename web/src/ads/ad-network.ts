/**
 * The ad network behind the slots: an adapter, so that a site can plug in its own (Google Ad
 * Manager's tag, say). The default serves the cluster's house creatives
 * (house-ad-network.ts), so that slots fill, collapse, stick and animate with no outside host.
 */
import type { AdSize } from './ad-constants';
import type { AdTargeting } from './ad-targeting';

export interface AdRequest {
  slot: string;
  sizes: readonly AdSize[];
  targeting: AdTargeting;
}

/** What a slot got: a creative of a size, or nothing (a blank ad). */
export type AdResult = { empty: false; size: AdSize } | { empty: true };

export interface AdNetwork {
  /** Fills `container` for the request; resolves once the creative has rendered (or is blank). */
  display(container: HTMLElement, request: AdRequest): Promise<AdResult>;
  /** Empties a slot's container (a route change, a closed ad). */
  clear(container: HTMLElement): void;
}
