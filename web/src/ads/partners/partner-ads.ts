/**
 * The partner ads at work (spec 001 s7), once the reader has allowed targeting: each partner
 * container the page has gets its request (the payload builders beside this file) and its
 * script, through the script loader, once. A chunk of its own, loaded by start-partner-ads.ts
 * only after that consent: a reader who has not allowed targeting never downloads it.
 */
import type { AdStackConfig } from '@bytewire/site';
import type { ScriptTagConfig } from '../../scripts/script-config';
import type { ScriptLoader } from '../../scripts/script-loader';
import { contextualAdRequest } from './contextual-ad-request';
import { isPartnerAdPart, PARTNER_AD_ATTRIBUTE, type PartnerAdPart } from './partner-ad-parts';
import { callPartnerFunction, pushToPartnerQueue } from './partner-globals';
import {
  contextualAdsTag,
  PARTNER_AD_GLOBALS,
  recommendationWidgetTag,
  searchAdsTag,
} from './partner-script-tags';
import { recommendationWidgetRequest } from './recommendation-widget-request';
import { searchAdsRequest } from './search-ads-request';

/** The search page's query parameter (SearchScreen's form field). */
const SEARCH_QUERY_PARAM = 'q';

/**
 * The page's address without its query or fragment: the partner matches ads to the page, and
 * a query may carry what is none of its business (a reader's input, a campaign's token).
 */
const pageAddress = (win: Window) => `${win.location.origin}${win.location.pathname}`;

export class PartnerAds {
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
