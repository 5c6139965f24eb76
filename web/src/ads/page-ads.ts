/**
 * The ad slots of the page, filled by the ad network once the reader allows targeting (the
 * runtime: start-ads.ts). Slots are the server's `[data-ad-slot]` containers; a name with no
 * configuration renders nothing. Each slot asks for its sizes on the current device with its
 * targeting, keeps its least height while it loads, is marked rendered (or empty, collapsed
 * when the slot says collapseEmpty), and waits for the page's load event (`delayLoad`) or for
 * nearing the viewport (`lazyLoad`, a 200% margin) when its configuration says so. The skybox
 * and the omnibar have states of their own (skybox.ts, omnibar.ts). On a client-side
 * navigation the skybox resets, `lazyReload` slots ask again and new slots are found.
 */
import { layoutDevice } from '../site-context/layout-device';
import { LAZY_LOAD_MARGIN } from './ad-constants';
import type { AdNetwork, AdResult } from './ad-network';
import { minimumHeight, slotConfig, slotSizes, type AdSlotConfig } from './ad-slots';
import { slotTargeting, type AdTargeting } from './ad-targeting';
import { removeCloseButton } from './close-button';
import { Omnibar } from './omnibar';
import { Skybox } from './skybox';

export interface PageContext {
  /** The page's targeting (ad-targeting.ts), worked out anew for each page view. */
  targeting(): AdTargeting;
  frontDoor(): boolean;
  /** Whether ads may show now (targeting consent, re-checked before each request). */
  allowed(): boolean;
  /** Whether the page asks for no ads (ad-suppression.ts): no slot of it is filled. */
  suppressed(): boolean;
}

interface Slot {
  config: AdSlotConfig;
  element: HTMLElement;
  skybox?: Skybox;
  omnibar?: Omnibar;
}

export class PageAds {
  private readonly slots = new Map<HTMLElement, Slot>();
  private readonly lazy: IntersectionObserver;

  constructor(
    private readonly win: Window,
    private readonly network: AdNetwork,
    private readonly page: PageContext,
  ) {
    // The page's own constructor (tests give their window one).
    const Observer = (win as Window & typeof globalThis).IntersectionObserver;
    this.lazy = new Observer((entries) => this.nearing(entries), {
      rootMargin: LAZY_LOAD_MARGIN,
    });
  }

  /** Finds the page's slots and fills those due now. */
  scan(): void {
    for (const element of this.win.document.querySelectorAll<HTMLElement>('[data-ad-slot]')) {
      if (this.slots.has(element)) continue;
      const config = slotConfig(element.dataset.adSlot ?? '');
      if (!config) continue;
      const slot: Slot = { config, element };
      if (config.name === 'skybox') {
        slot.skybox = new Skybox(element, this.win, () => this.network.clear(element));
        slot.skybox.reset(this.page.frontDoor());
      }
      if (config.name === 'omnibar') {
        slot.omnibar = new Omnibar(element, this.win, () => this.network.clear(element));
      }
      if (config.class) element.classList.add(config.class);
      // The skybox and the omnibar stick by their own rules; any other sticky slot by CSS.
      if (config.sticky && !slot.skybox && !slot.omnibar) element.classList.add('ad-slot--sticky');
      for (const [name, value] of Object.entries(config.containerStyles ?? {})) {
        element.style.setProperty(name, value);
      }
      this.slots.set(element, slot);
      this.schedule(slot);
    }
  }

  /**
   * A client-side navigation: forget removed slots, reload what asks for it, find new ones. On
   * a page that suppresses ads, the slots that outlive the navigation (skybox, omnibar) empty.
   */
  routeChanged(): void {
    const suppressed = this.page.suppressed();
    for (const [element, slot] of this.slots) {
      if (!element.isConnected) {
        this.lazy.unobserve(element);
        this.slots.delete(element);
        continue;
      }
      if (suppressed) {
        this.network.clear(element);
        this.unmark(slot);
        slot.skybox?.reset(false);
        if (slot.omnibar) removeCloseButton(element);
        continue;
      }
      if (!slot.config.lazyReload) continue;
      this.network.clear(element);
      this.unmark(slot);
      slot.skybox?.reset(this.page.frontDoor());
      this.schedule(slot);
    }
    this.scan();
  }

  private schedule(slot: Slot): void {
    if (slot.config.lazyLoad) {
      this.lazy.observe(slot.element);
    } else if (slot.config.delayLoad && this.win.document.readyState !== 'complete') {
      this.win.addEventListener('load', () => void this.fill(slot), { once: true });
    } else {
      void this.fill(slot);
    }
  }

  private nearing(entries: IntersectionObserverEntry[]): void {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      // Once: it loads and stops being observed.
      this.lazy.unobserve(entry.target);
      const slot = this.slots.get(entry.target as HTMLElement);
      if (slot) void this.fill(slot);
    }
  }

  private async fill(slot: Slot): Promise<void> {
    if (!this.page.allowed() || this.page.suppressed()) return;
    const { config, element } = slot;
    const sizes = slotSizes(config, layoutDevice(this.win), this.page.frontDoor());
    if (sizes.length === 0) return;
    const targeting = slotTargeting(this.page.targeting(), config.name);
    element.dataset.targeting = JSON.stringify(targeting);
    if (!slot.skybox && !slot.omnibar) {
      element.dataset.state = 'loading';
      const height = minimumHeight(sizes);
      if (height > 0) element.style.minHeight = `${height}px`;
    }
    let result: AdResult;
    try {
      result = await this.network.display(element, { slot: config.name, sizes, targeting });
    } catch (error) {
      console.warn(`Ad slot ${config.name} failed`, error);
      result = { empty: true };
    }
    // Gone meanwhile (a navigation): nothing to mark.
    if (!element.isConnected) return;
    this.mark(slot, result);
  }

  private mark(slot: Slot, result: AdResult): void {
    const { config, element } = slot;
    if (slot.skybox) slot.skybox.rendered(result, config.collapseEmpty);
    else if (slot.omnibar) slot.omnibar.rendered(result);
    else {
      element.dataset.state = result.empty && config.collapseEmpty ? 'collapsed' : 'rendered';
      if (result.empty) element.dataset.empty = 'true';
      if (result.empty && config.collapseEmpty) element.style.minHeight = '';
    }
    if (!result.empty && config.bodyClass) this.win.document.body.classList.add(config.bodyClass);
  }

  private unmark(slot: Slot): void {
    const { config, element } = slot;
    delete element.dataset.empty;
    element.dataset.state = 'collapsed';
    element.style.minHeight = '';
    if (config.bodyClass) this.win.document.body.classList.remove(config.bodyClass);
  }
}
