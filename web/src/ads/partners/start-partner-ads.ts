/**
 * The partner ad scripts of spec 001 s7 (search ads, contextual ads, the recommendation
 * widget), started after hydration: only for the parts the ad stack configures, with their
 * feature flags on (partner-ad-parts.ts), never for a reader of the restricted state, and
 * nothing before the reader allows targeting (C0004). Then each partner container the page
 * has (`[data-partner-ad]`, rendered by PartnerAd where the page shows ads) gets its request
 * (the payload builders beside this file) and its script, through the script loader, once.
 * A client-side navigation's new containers are filled the same way.
 */
import { adStackConfigFrom, type AdStackConfig } from '@bytewire/site';
import { afterEachNavigation } from '../../app/after-navigation';
import type { AppRouter } from '../../app/app-router';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { CONSENT_CATEGORIES } from '../../consent/consent-categories';
import { consentStore, type ConsentStore } from '../../consent/consent-store';
import { whenAllowed } from '../../consent/when-allowed';
import type { ScriptTagConfig } from '../../scripts/script-config';
import type { ScriptLoader } from '../../scripts/script-loader';
import { contextualAdRequest } from './contextual-ad-request';
import {
  isPartnerAdPart,
  PARTNER_AD_ATTRIBUTE,
  PARTNER_AD_PARTS,
  partnerAdShown,
  type PartnerAdPart,
} from './partner-ad-parts';
import { callPartnerFunction, pushToPartnerQueue } from './partner-globals';
import {
  contextualAdsTag,
  PARTNER_AD_GLOBALS,
  recommendationWidgetTag,
  searchAdsTag,
} from './partner-script-tags';
import { recommendationWidgetRequest } from './recommendation-widget-request';
import { searchAdsRequest } from './search-ads-request';

const TARGETING = CONSENT_CATEGORIES.targeting;
/** The search page's query parameter (SearchScreen's form field). */
const SEARCH_QUERY_PARAM = 'q';

/**
 * The page's address without its query or fragment: the partner matches ads to the page, and
 * a query may carry what is none of its business (a reader's input, a campaign's token).
 */
const pageAddress = (win: Window) => `${win.location.origin}${win.location.pathname}`;

class PartnerAds {
  private readonly filled = new WeakSet<Element>();
  private readonly registered = new Set<string>();
  private nextId = 0;

  constructor(
    private readonly win: Window,
    private readonly loader: ScriptLoader,
    private readonly stack: AdStackConfig,
    private readonly parts: readonly PartnerAdPart[],
    private readonly allowed: () => boolean,
  ) {}

  /** Fills the page's containers not filled yet (while targeting is still allowed). */
  scan(): void {
    if (!this.allowed()) return;
    const containers = this.win.document.querySelectorAll<HTMLElement>(`[${PARTNER_AD_ATTRIBUTE}]`);
    for (const element of containers) {
      const part = element.getAttribute(PARTNER_AD_ATTRIBUTE);
      if (this.filled.has(element) || !isPartnerAdPart(part) || !this.parts.includes(part)) {
        continue;
      }
      this.filled.add(element);
      this.fill(part, element);
    }
  }

  private fill(part: PartnerAdPart, element: HTMLElement): void {
    const pageUrl = pageAddress(this.win);
    const container = this.containerId(part, element);
    const { searchAds, contextualAds, recommendationWidget } = this.stack;
    if (part === 'search' && searchAds) {
      const query = new URLSearchParams(this.win.location.search).get(SEARCH_QUERY_PARAM) ?? '';
      const request = searchAdsRequest(searchAds.pubId, query, container);
      const tag = searchAdsTag(searchAds, this.win.location.href);
      if (!request || !tag) return;
      const { pageOptions, adblockOptions } = request;
      if (
        callPartnerFunction(this.win, PARTNER_AD_GLOBALS.search, [
          'ads',
          pageOptions,
          adblockOptions,
        ])
      ) {
        this.register(tag);
      }
    } else if (part === 'contextual' && contextualAds) {
      const tag = contextualAdsTag(contextualAds, this.win.location.href);
      const request = contextualAdRequest(contextualAds.siteId, container, pageUrl);
      if (tag && pushToPartnerQueue(this.win, PARTNER_AD_GLOBALS.contextual, request)) {
        this.register(tag);
      }
    } else if (part === 'recommendations' && recommendationWidget) {
      const tag = recommendationWidgetTag(recommendationWidget, this.win.location.href);
      const request = recommendationWidgetRequest(
        recommendationWidget.publisherId,
        container,
        pageUrl,
      );
      if (tag && pushToPartnerQueue(this.win, PARTNER_AD_GLOBALS.recommendations, request)) {
        this.register(tag);
      }
    }
  }

  /** The container's id, which the partner finds it by; one is given where it has none. */
  private containerId(part: PartnerAdPart, element: HTMLElement): string {
    if (!element.id) {
      this.nextId += 1;
      element.id = `partner-ad-${part}-${this.nextId}`;
    }
    return element.id;
  }

  /** Once per script: the queued requests of later pages are the loaded script's to draw. */
  private register(tag: ScriptTagConfig): void {
    if (this.registered.has(tag.tagId)) return;
    this.registered.add(tag.tagId);
    // The loader logs its own failures (spec 001 s8's messages); the page goes on.
    this.loader.register(tag).catch(() => undefined);
  }
}

export function startPartnerAds(
  router: AppRouter,
  loader: ScriptLoader,
  win: Window = window,
  store: ConsentStore = consentStore,
): void {
  const root = router.state.loaderData[ROOT_ROUTE_ID] as RootData | undefined;
  if (!root) return;
  // Checked again: the configuration reached the browser through the page's data.
  const stack = adStackConfigFrom(root.site?.adStack);
  const page = {
    adStack: stack,
    flags: root.flags ?? {},
    restricted: root.restricted === true,
    // A page that suppresses ads renders no container (PartnerAd): nothing to fill there.
    suppressed: false,
  };
  const parts = PARTNER_AD_PARTS.filter((part) => partnerAdShown(part, page));
  if (parts.length === 0) return;
  whenAllowed(store, TARGETING)
    .then(() => {
      const partners = new PartnerAds(win, loader, stack, parts, () => store.allowed(TARGETING));
      partners.scan();
      // Once the new page is committed, so that its containers are in the document.
      afterEachNavigation(router, win, () => partners.scan());
    })
    .catch((error: unknown) => console.warn('Partner ads did not start', error));
}
