/**
 * Header bidding (spec 001 s7 "a bidding library, a header-bidding exchange, the Amazon
 * bidder"): before the ad server is asked for a slot, Prebid.js (our bundle, prebid-library.ts)
 * and Amazon's apstag run their auctions side by side and put their bids on the slot as
 * targeting (hb_*, amzn*), which the ad server's line items match.
 *
 * An auction never holds an ad back: it ends when both bidders have answered or when the
 * bidder timeout (plus a margin) has passed, whichever comes first; a library that fails to
 * load, or a bidder that throws or never answers, is logged and the ad goes out without it.
 * The libraries load on the first auction, so after consent: no slot asks before the reader
 * allows targeting (page-ads.ts).
 */
import {
  DEFAULT_BIDDER_TIMEOUT_MS,
  isSafeScriptUrl,
  type AdStackConfig,
  type Device,
} from '@bytewire/site';
import type { ScriptTagConfig } from '../scripts/script-config';
import type { ScriptLoader } from '../scripts/script-loader';
import type { AdOverrides } from './ad-overrides';
import type { AdSlotConfig } from './ad-slots';
import {
  apstagFetchBids,
  apstagInit,
  prebidAdUnits,
  prebidSetConfig,
  type ApstagFetchBids,
  type ApstagInit,
  type PrebidAdUnit,
  type PrebidSetConfig,
} from './header-bidding-config';
import { hasMethods } from '../scripts/library-shape';

/**
 * Not a spec value: how long past the bidder timeout an auction may run, for the bidders'
 * callbacks to arrive (Prebid calls back at its timeout, not before it).
 */
export const AUCTION_MARGIN_MS = 200;

export const APSTAG_GLOBAL = 'apstag';

/** Amazon's bidder, a targeting (C0004) tag like the ad server's. */
export const apstagTag = (src: string): ScriptTagConfig => ({
  tagId: 'amazon-apstag',
  src,
  features: ['ads', 'adDisplay'],
  gdprCategory: 'C0004',
  windowVars: [APSTAG_GLOBAL],
});

/** A slot about to be requested, and the id of its element (the one the ad server draws in). */
export interface BiddingSlot {
  slot: AdSlotConfig;
  elementId: string;
}

/** The part of Prebid.js used here. */
export interface PrebidLibrary {
  setConfig(config: PrebidSetConfig): void;
  addAdUnits(units: PrebidAdUnit[]): void;
  removeAdUnit(code: string): void;
  requestBids(request: {
    adUnitCodes: string[];
    timeout: number;
    bidsBackHandler: () => void;
  }): void;
  setTargetingForGPTAsync(codes: string[]): void;
}

/** The part of apstag used here. */
export interface ApstagLibrary {
  init(config: ApstagInit): void;
  fetchBids(request: ApstagFetchBids, callback: () => void): void;
  setDisplayBids(): void;
}

export interface HeaderBiddingOptions {
  config: AdStackConfig;
  loader: Pick<ScriptLoader, 'register' | 'windowVariable'>;
  /** Whether the reader allows targeting: Prebid's storage and user syncs only then. */
  targetingConsent: () => boolean;
  /** The Prebid chunk's library; tests give a fake. */
  loadPrebid?: () => Promise<unknown>;
}

const isPrebid = (value: unknown): value is PrebidLibrary =>
  hasMethods(value, [
    'setConfig',
    'addAdUnits',
    'removeAdUnit',
    'requestBids',
    'setTargetingForGPTAsync',
  ]);

const isApstag = (value: unknown): value is ApstagLibrary =>
  hasMethods(value, ['init', 'fetchBids', 'setDisplayBids']);

const loadBundledPrebid = async (): Promise<unknown> => (await import('./prebid-library')).pbjs;

/** What is left of an auction's time, in ms (at least 1: a bidder given 0 may wait forever). */
const timeLeft = (deadline: number) => Math.max(1, Math.round(deadline - Date.now()));

/** A call into a library: what it throws is logged, never passed on. */
function guarded(what: string, call: () => void): boolean {
  try {
    call();
    return true;
  } catch (error) {
    console.warn(`Header bidding: ${what} failed`, error);
    return false;
  }
}

export class HeaderBidding {
  private prebid?: Promise<PrebidLibrary | undefined>;
  private apstag?: Promise<ApstagLibrary | undefined>;
  private readonly loadPrebid: () => Promise<unknown>;

  constructor(private readonly options: HeaderBiddingOptions) {
    this.loadPrebid = options.loadPrebid ?? loadBundledPrebid;
  }

  /** Whether any bidder is configured. */
  get configured(): boolean {
    return this.options.config.prebid !== undefined || this.options.config.amazon !== undefined;
  }

  /**
   * Runs both auctions for the slots and sets their bids as the slots' targeting; resolves
   * when both are done or the timeout has passed. Never rejects.
   */
  async auction(
    slots: readonly BiddingSlot[],
    device: Device,
    overrides: Partial<Pick<AdOverrides, 'region' | 'network'>> = {},
  ): Promise<void> {
    if (!this.configured || slots.length === 0) return;
    const { config } = this.options;
    const timeout = config.prebid?.timeoutMs ?? DEFAULT_BIDDER_TIMEOUT_MS;
    const auction = { over: false };
    // The libraries load within the auction's time: the bidders get what is left of it.
    const deadline = Date.now() + timeout;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cut = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, timeout + AUCTION_MARGIN_MS);
    });
    try {
      await Promise.race([
        Promise.all([
          this.prebidAuction(slots, device, deadline, auction),
          this.amazonAuction(slots, device, overrides, deadline, auction),
        ]),
        cut,
      ]);
    } finally {
      // Bids arriving later would target a slot already asked for: they are dropped.
      auction.over = true;
      clearTimeout(timer);
    }
  }

  private async prebidAuction(
    slots: readonly BiddingSlot[],
    device: Device,
    deadline: number,
    auction: { over: boolean },
  ): Promise<void> {
    const elementIds = new Map(slots.map(({ slot, elementId }) => [slot.name, elementId]));
    // Codes are the slots' element ids: what Prebid matches the ad server's slots on.
    const units = prebidAdUnits(
      slots.map(({ slot }) => slot),
      this.options.config,
      device,
    ).flatMap((unit) => {
      const code = elementIds.get(unit.code);
      return code ? [{ ...unit, code }] : [];
    });
    if (units.length === 0) return;
    const pbjs = await this.prebidLibrary();
    if (!pbjs || auction.over) return;
    const codes = units.map((unit) => unit.code);
    await new Promise<void>((resolve) => {
      const asked = guarded('Prebid requestBids', () => {
        // A slot asked for again (a route change) replaces its earlier unit.
        for (const code of codes) pbjs.removeAdUnit(code);
        pbjs.addAdUnits(units);
        pbjs.requestBids({
          adUnitCodes: codes,
          timeout: timeLeft(deadline),
          bidsBackHandler: () => {
            if (!auction.over)
              guarded('Prebid targeting', () => pbjs.setTargetingForGPTAsync(codes));
            resolve();
          },
        });
      });
      if (!asked) resolve();
    });
  }

  private async amazonAuction(
    slots: readonly BiddingSlot[],
    device: Device,
    overrides: Partial<Pick<AdOverrides, 'region' | 'network'>>,
    deadline: number,
    auction: { over: boolean },
  ): Promise<void> {
    const elementIds = new Map(slots.map(({ slot, elementId }) => [slot.name, elementId]));
    const request = apstagFetchBids(
      slots.map(({ slot }) => slot),
      this.options.config,
      device,
      overrides,
    );
    if (!request) return;
    // slotID is the element id: what setDisplayBids matches the ad server's slots on.
    const apsSlots = request.slots.flatMap((slot) => {
      const slotID = elementIds.get(slot.slotID);
      return slotID ? [{ ...slot, slotID }] : [];
    });
    const apstag = await this.apstagLibrary();
    if (!apstag || auction.over || apsSlots.length === 0) return;
    await new Promise<void>((resolve) => {
      const asked = guarded('apstag fetchBids', () =>
        apstag.fetchBids({ ...request, slots: apsSlots, timeout: timeLeft(deadline) }, () => {
          if (!auction.over) guarded('apstag setDisplayBids', () => apstag.setDisplayBids());
          resolve();
        }),
      );
      if (!asked) resolve();
    });
  }

  /** The bundled Prebid, configured once; undefined (logged) when it fails to load. */
  private prebidLibrary(): Promise<PrebidLibrary | undefined> {
    this.prebid ??= Promise.resolve()
      .then(() => this.loadPrebid())
      .then(
        (pbjs) => {
          const setConfig = prebidSetConfig(this.options.config, this.options.targetingConsent());
          if (!isPrebid(pbjs) || !setConfig) {
            console.warn('Header bidding: Prebid.js is not a bidding library');
            return undefined;
          }
          return guarded('Prebid setConfig', () => pbjs.setConfig(setConfig)) ? pbjs : undefined;
        },
        (error: unknown) => {
          console.warn('Header bidding: Prebid.js did not load', error);
          return undefined;
        },
      );
    return this.prebid;
  }

  /** apstag through the script loader, initialised once; undefined (logged) when it fails. */
  private apstagLibrary(): Promise<ApstagLibrary | undefined> {
    const { config, loader } = this.options;
    this.apstag ??= (async () => {
      const init = apstagInit(config);
      const src = config.amazon?.src;
      if (!init || !isSafeScriptUrl(src)) return undefined;
      await loader.register(apstagTag(src));
      const apstag = await loader.windowVariable(APSTAG_GLOBAL);
      if (!isApstag(apstag)) throw new Error(`${APSTAG_GLOBAL} is not Amazon's bidder`);
      return guarded('apstag init', () => apstag.init(init)) ? apstag : undefined;
    })().catch((error: unknown) => {
      console.warn("Header bidding: Amazon's bidder did not load", error);
      return undefined;
    });
    return this.apstag;
  }
}
