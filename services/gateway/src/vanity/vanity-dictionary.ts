/**
 * The vanity service's dictionary, held here so that the gateway decides page requests itself
 * (the rules of @bytewire/vanity: lookup keys, decideVanity) instead of calling the service on
 * every page: the one pattern for Redis-held dictionaries, as for the experiments definitions
 * (HeldDictionary of the service kit, docs/adr/0001-held-dictionaries.md). Read at start
 * (awaited, within VANITY_TIMEOUT_MS) and every VANITY_SYNC_INTERVAL_MS with If-None-Match:
 * `GET {VANITY_URL}/api/neutron/vanity/{site}/dictionary` with the server-side key answers 304
 * while the dictionary's version is unchanged. A failed or oversized read
 * (VANITY_DICTIONARY_MAX_ENTRIES, VANITY_DICTIONARY_MAX_BYTES) keeps the copy held, stale but
 * serving; with none held yet (the service down since start) pages go on as if the feature
 * were off (spec 000 s8).
 */
import type { VanityResponse } from '@bytewire/contracts';
import { HeldDictionary, UpstreamMetrics } from '@bytewire/service-kit';
import { parseVanityDictionary, vanityLookupKey } from '@bytewire/vanity';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import { VanityMetrics } from './vanity-metrics';

/** Lookup key (spec 000 s5) to entry. */
export type VanityIndex = ReadonlyMap<string, VanityResponse>;

/** The dictionary's entries by lookup key; the first entry of a key wins, as in the service. */
export function vanityIndexOf(json: unknown): VanityIndex {
  const index = new Map<string, VanityResponse>();
  for (const entry of parseVanityDictionary(json)) {
    const key = vanityLookupKey(entry.urlPath);
    if (!index.has(key)) index.set(key, entry);
  }
  return index;
}

@Injectable()
export class VanityDictionary implements OnModuleInit, OnModuleDestroy {
  private readonly held: HeldDictionary<VanityIndex>;
  private readonly base: string | undefined;

  constructor(config: GatewayConfig, metrics: VanityMetrics, upstreams: UpstreamMetrics) {
    this.base = config.vanityUrl?.replace(/\/+$/, '');
    const site = encodeURIComponent(config.siteId);
    const enabled = this.base !== undefined && config.vanityEnabled;
    this.held = new HeldDictionary<VanityIndex>({
      name: 'vanity dictionary',
      url: `${this.base ?? ''}/api/neutron/vanity/${site}/dictionary`,
      headers: { 'x-api-key': config.vanityApiKey ?? '' },
      timeoutMs: config.vanityTimeoutMs,
      // Not read at all with the feature off.
      intervalMs: enabled ? config.vanitySyncIntervalMs : 0,
      parse: vanityIndexOf,
      entriesOf: (index) => index.size,
      maxEntries: config.vanityDictionaryMaxEntries,
      maxBytes: config.vanityDictionaryMaxBytes,
      withoutCopy: 'pages are served without vanity URLs',
      // `upstream_request_duration_seconds{upstream="vanity"}`: the reads, timed.
      fetchImpl: upstreams.timedFetch('vanity'),
      logger: new Logger(VanityDictionary.name),
      onRead: (outcome) => metrics.synced(outcome),
      onHeld: (_index, entries) => metrics.held(entries),
    });
    metrics.ageFrom(() => this.held.ageMs);
  }

  /** Whether a vanity service is configured at all. */
  get configured(): boolean {
    return this.base !== undefined;
  }

  /** The entries held by lookup key; undefined while none was read. */
  get current(): VanityIndex | undefined {
    return this.held.current;
  }

  onModuleInit(): Promise<void> {
    return this.held.start();
  }

  onModuleDestroy(): void {
    this.held.stop();
  }

  /** One read now (tests, operations); never throws. */
  async read(): Promise<void> {
    await this.held.read();
  }
}
