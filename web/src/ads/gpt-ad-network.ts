/**
 * The ad server's adapter (spec 001 s7, s9): Google Publisher Tag's `googletag`, loaded by the
 * script loader from the ad stack's `gptSrc` as a targeting (C0004) tag, like the house
 * network's library. A slot is defined on its ad unit path (ad-units.ts, with the adNetwork
 * and adRegion overrides), its sizes and targeting (with the adTargeting_* and ftag
 * overrides); header bidding (header-bidding.ts) runs for it before the ad server is asked
 * (initial load off, one request per refresh); the slot's render event says what it got.
 *
 * googletag is a third party's global: its shape is checked before each use, a call that
 * throws is logged, and a slot that never hears back reads as blank after a while.
 */
import type { AdStackConfig } from '@bytewire/site';
import type { ScriptTagConfig } from '../scripts/script-config';
import type { ScriptLoader } from '../scripts/script-loader';
import { layoutDevice } from '../site-context/layout-device';
import type { AdNetwork, AdRequest, AdResult } from './ad-network';
import { adOverridesFrom, type AdOverrides } from './ad-overrides';
import { slotConfig } from './ad-slots';
import { FTAG_TARGETING_KEY } from './ad-tag-url';
import type { AdTargeting } from './ad-targeting';
import { adUnitPath } from './ad-units';
import type { HeaderBidding } from './header-bidding';
import { hasMethods } from '../scripts/library-shape';

export const GPT_GLOBAL = 'googletag';

/**
 * Not a spec value: how long a slot waits for the ad server's answer, bids included, before
 * it reads as blank (the page's slot stops showing its loading state).
 */
export const RENDER_TIMEOUT_MS = 15_000;

export const gptTag = (src: string): ScriptTagConfig => ({
  tagId: 'gpt',
  src,
  features: ['ads', 'adDisplay'],
  gdprCategory: 'C0004',
  windowVars: [GPT_GLOBAL],
});

/** The part of googletag used here. */
export interface GptSlot {
  addService(service: unknown): unknown;
  setTargeting(key: string, value: string | string[]): unknown;
}

export interface GptPubAds {
  disableInitialLoad(): void;
  enableSingleRequest(): unknown;
  addEventListener(type: 'slotRenderEnded', listener: (event: unknown) => void): unknown;
  refresh(slots: GptSlot[]): void;
}

export interface Googletag {
  cmd: { push(command: () => void): unknown };
  defineSlot(path: string, sizes: [number, number][], elementId: string): GptSlot | null;
  pubads(): GptPubAds;
  enableServices(): void;
  display(elementId: string): void;
  destroySlots(slots: GptSlot[]): unknown;
}

export interface GptAdNetworkOptions {
  config: AdStackConfig;
  win: Window;
  bidding: Pick<HeaderBidding, 'auction'>;
  renderTimeoutMs?: number;
}

const isGoogletag = (value: unknown): value is Googletag =>
  hasMethods(value, ['defineSlot', 'pubads', 'enableServices', 'display', 'destroySlots']);
const isPubAds = (value: unknown): value is GptPubAds =>
  hasMethods(value, ['disableInitialLoad', 'enableSingleRequest', 'addEventListener', 'refresh']);
const isSlot = (value: unknown): value is GptSlot =>
  hasMethods(value, ['addService', 'setTargeting']);

function globalOf(win: Window): unknown {
  try {
    return (win as unknown as Record<string, unknown>)[GPT_GLOBAL];
  } catch {
    return undefined;
  }
}

/**
 * GPT's command queue, so that calls can wait for the library: the usual `googletag =
 * googletag || {}; googletag.cmd = googletag.cmd || []`, which GPT takes over when it runs.
 */
function ensureQueue(win: Window): void {
  try {
    const w = win as unknown as Record<string, unknown>;
    w[GPT_GLOBAL] ??= {};
    const googletag = w[GPT_GLOBAL] as Record<string, unknown>;
    if (typeof googletag === 'object' && googletag !== null) googletag.cmd ??= [];
  } catch {
    // A global that refuses to be set: the commands below find no queue and give up.
  }
}

/**
 * Runs a command once googletag is ready; undefined when there is no queue, no API or the
 * command throws. It may never resolve (a library that never runs its queue): the caller
 * has a timeout.
 */
function run<T>(win: Window, command: (googletag: Googletag) => T): Promise<T | undefined> {
  return new Promise((resolve) => {
    try {
      const queue = (globalOf(win) as { cmd?: unknown } | undefined)?.cmd;
      if (!hasMethods(queue, ['push'])) {
        resolve(undefined);
        return;
      }
      (queue as Googletag['cmd']).push(() => {
        try {
          const googletag = globalOf(win);
          resolve(isGoogletag(googletag) ? command(googletag) : undefined);
        } catch (error) {
          console.warn('googletag failed', error);
          resolve(undefined);
        }
      });
    } catch (error) {
      console.warn('googletag failed', error);
      resolve(undefined);
    }
  });
}

/** A render event's result: a creative of a size, or blank (anything unreadable too). */
function resultOf(event: { isEmpty?: unknown; size?: unknown }): AdResult {
  if (event.isEmpty !== false || !Array.isArray(event.size) || event.size.length !== 2) {
    return { empty: true };
  }
  const [width, height] = event.size as unknown[];
  return Number.isInteger(width) && Number.isInteger(height)
    ? { empty: false, size: [width as number, height as number] }
    : { empty: true };
}

/** The slot's targeting: the page's and the slot's, then the address's overrides. */
function slotTargeting(targeting: AdTargeting, overrides: AdOverrides): AdTargeting {
  return {
    ...targeting,
    ...overrides.targeting,
    ...(overrides.ftag ? { [FTAG_TARGETING_KEY]: overrides.ftag } : {}),
  };
}

class GptAdNetwork implements AdNetwork {
  private readonly slots = new Map<HTMLElement, GptSlot>();
  private readonly waiting = new Map<GptSlot, (result: AdResult) => void>();
  private servicesOn = false;

  constructor(private readonly options: GptAdNetworkOptions) {}

  async display(container: HTMLElement, request: AdRequest): Promise<AdResult> {
    if (this.slots.has(container)) this.clear(container);
    const { win } = this.options;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const blank = new Promise<AdResult>((resolve) => {
      timer = setTimeout(
        () => resolve({ empty: true }),
        this.options.renderTimeoutMs ?? RENDER_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([this.request(container, request, win), blank]);
    } finally {
      clearTimeout(timer);
      const slot = this.slots.get(container);
      if (slot) this.waiting.delete(slot);
    }
  }

  clear(container: HTMLElement): void {
    const slot = this.slots.get(container);
    container.replaceChildren();
    if (!slot) return;
    this.slots.delete(container);
    this.waiting.get(slot)?.({ empty: true });
    this.waiting.delete(slot);
    void run(this.options.win, (googletag) => googletag.destroySlots([slot]));
  }

  private async request(container: HTMLElement, request: AdRequest, win: Window) {
    const { config, bidding } = this.options;
    const device = layoutDevice(win);
    const overrides = adOverridesFrom(win.location.search);
    const path = adUnitPath(config, device, request.slot, overrides);
    const slotSettings = slotConfig(request.slot);
    if (!path || !slotSettings) return { empty: true } as const;
    const elementId = this.elementIdOf(container, request.slot, win);
    const targeting = slotTargeting(request.targeting, overrides);
    const slot = await run(win, (googletag) =>
      this.define(googletag, path, request, elementId, targeting),
    );
    if (!slot) return { empty: true } as const;
    this.slots.set(container, slot);
    const rendered = new Promise<AdResult>((resolve) => this.waiting.set(slot, resolve));
    try {
      await bidding.auction([{ slot: slotSettings, elementId }], device, overrides);
    } catch (error) {
      console.warn('Header bidding failed', error);
    }
    // Cleared meanwhile (a route change): the ad server is not asked.
    if (this.slots.get(container) !== slot) return { empty: true } as const;
    await run(win, (googletag) => googletag.pubads().refresh([slot]));
    return rendered;
  }

  /** Defines the slot and draws it (nothing is asked for yet: initial load is off). */
  private define(
    googletag: Googletag,
    path: string,
    request: AdRequest,
    elementId: string,
    targeting: AdTargeting,
  ): GptSlot | undefined {
    const pubads = googletag.pubads();
    if (!isPubAds(pubads)) return undefined;
    if (!this.servicesOn) {
      // Slots are asked for by refresh, once their bids are in; all of a refresh in one request.
      pubads.disableInitialLoad();
      pubads.enableSingleRequest();
      pubads.addEventListener('slotRenderEnded', (event) => this.rendered(event));
      googletag.enableServices();
      this.servicesOn = true;
    }
    const sizes = request.sizes.map(([width, height]): [number, number] => [width, height]);
    const slot = googletag.defineSlot(path, sizes, elementId);
    if (!isSlot(slot)) return undefined;
    slot.addService(pubads);
    for (const [key, value] of Object.entries(targeting)) {
      slot.setTargeting(key, typeof value === 'string' ? value : [...value]);
    }
    googletag.display(elementId);
    return slot;
  }

  private rendered(event: unknown): void {
    try {
      if (typeof event !== 'object' || event === null) return;
      const { slot } = event as { slot?: unknown };
      const resolve = this.waiting.get(slot as GptSlot);
      if (!resolve) return;
      this.waiting.delete(slot as GptSlot);
      resolve(resultOf(event as { isEmpty?: unknown; size?: unknown }));
    } catch (error) {
      console.warn('googletag sent an unreadable render event', error);
    }
  }

  /** The container's id (GPT draws by element id), given one when it has none. */
  private elementIdOf(container: HTMLElement, name: string, win: Window): string {
    if (container.id) return container.id;
    let id = `ad-slot-${name}`;
    for (let n = 2; win.document.getElementById(id); n += 1) id = `ad-slot-${name}-${n}`;
    container.id = id;
    return id;
  }
}

/**
 * Loads GPT (once the tag may run) and adapts it; rejects when the ad stack has no GPT source
 * or the loader refuses the tag (a missing flag, a reader of the restricted state).
 */
export async function gptAdNetwork(
  loader: Pick<ScriptLoader, 'register'>,
  options: GptAdNetworkOptions,
): Promise<AdNetwork> {
  const src = options.config.gptSrc;
  if (!src) throw new Error('The ad stack has no gptSrc');
  ensureQueue(options.win);
  await loader.register(gptTag(src));
  return new GptAdNetwork(options);
}
