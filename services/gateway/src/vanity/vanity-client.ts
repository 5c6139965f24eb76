/**
 * One vanity lookup per page request: `GET {VANITY_URL}/api/neutron/vanity/{site}/web?path=&edition=`
 * with the server-side key, one budget (VANITY_TIMEOUT_MS, 2000 ms: spec 000 s7, s9) over the
 * whole exchange, body included. Every failure (time-out, refused connection, non-2xx, an
 * answer that is no vanity entry) is logged as a warning with the request id, counted, and is
 * "no vanity": the page goes on as if the feature were off (spec 000 s8).
 *
 * Answers (an entry or a miss, never a failure) are kept per lookup key and edition for
 * VANITY_CACHE_TTL_MS in a small LRU: a popular page then costs no call at all, which keeps
 * the feature's price on the gateway's throughput low (see `npm run bench`). The vanity
 * service's dictionary itself changes on its refresh interval, minutes apart.
 */
import type { VanityResponse } from '@bytewire/contracts';
import { fetchJson, isHttpClientError } from '@bytewire/http-client';
import { REQUEST_ID_HEADER, UpstreamMetrics } from '@bytewire/service-kit';
import { parseVanityLookup, vanityLookupKey } from '@bytewire/vanity';
import { Injectable, Logger } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { ConfigService } from '@nestjs/config';
import type { GatewayEnv } from '../config/gateway-env';
import { VanityMetrics, type VanityLookupOutcome } from './vanity-metrics';

export interface VanityLookup {
  /** The request's path and query, as received; sent as its lookup key (spec 000 s5). */
  pathAndQuery: string;
  edition: string;
  requestId: string;
}

/** Distinct paths kept at most; a cached answer is a few hundred bytes. */
const CACHE_MAX_ENTRIES = 5000;

/** What the cache keeps: undefined (a 404) is a valid answer too, so it is wrapped. */
interface CachedAnswer {
  entry: VanityResponse | undefined;
}

class LookupFailure extends Error {
  constructor(
    readonly outcome: VanityLookupOutcome,
    message: string,
  ) {
    super(message);
  }
}

@Injectable()
export class VanityClient {
  private readonly logger = new Logger(VanityClient.name);
  private readonly base: string | undefined;
  private readonly apiKey: string;
  private readonly siteId: string;
  private readonly timeoutMs: number;
  private readonly cache: LRUCache<string, CachedAnswer> | undefined;
  /** Node's fetch, timed (`upstream_request_duration_seconds{upstream="vanity"}`). */
  private readonly fetch: typeof fetch;

  constructor(
    config: ConfigService<GatewayEnv, true>,
    private readonly metrics: VanityMetrics,
    upstreams: UpstreamMetrics,
  ) {
    this.fetch = upstreams.timedFetch('vanity');
    this.base = config.get('VANITY_URL', { infer: true })?.replace(/\/+$/, '');
    this.apiKey = config.get('VANITY_API_KEY', { infer: true }) ?? '';
    this.siteId = config.get('SITE_ID', { infer: true });
    this.timeoutMs = config.get('VANITY_TIMEOUT_MS', { infer: true });
    const ttl = config.get('VANITY_CACHE_TTL_MS', { infer: true });
    this.cache = ttl > 0 ? new LRUCache({ max: CACHE_MAX_ENTRIES, ttl }) : undefined;
  }

  /** Whether a vanity service is configured at all. */
  get configured(): boolean {
    return this.base !== undefined;
  }

  /** The entry (a miss has `error` set), or undefined for a 404 and after any failure. */
  async lookup({
    pathAndQuery,
    edition,
    requestId,
  }: VanityLookup): Promise<VanityResponse | undefined> {
    if (!this.base) return undefined;
    const key = `${edition}|${vanityLookupKey(pathAndQuery)}`;
    const cached = this.cache?.get(key);
    if (cached) {
      this.metrics.count('cached');
      return cached.entry;
    }
    try {
      const entry = await this.fetchEntry(this.urlOf(pathAndQuery, edition), requestId);
      this.metrics.count(!entry || entry.error ? 'miss' : 'entry');
      this.cache?.set(key, { entry });
      return entry;
    } catch (error) {
      const failure =
        error instanceof LookupFailure ? error : new LookupFailure('bad-answer', String(error));
      this.metrics.count(failure.outcome);
      this.logger.warn(
        { requestId, outcome: failure.outcome, path: pathAndQuery },
        `vanity lookup failed, page served without it: ${failure.message}`,
      );
      return undefined;
    }
  }

  private urlOf(pathAndQuery: string, edition: string): string {
    const query = new URLSearchParams({ path: vanityLookupKey(pathAndQuery), edition });
    return `${this.base}/api/neutron/vanity/${encodeURIComponent(this.siteId)}/web?${query}`;
  }

  /** The entry; undefined when the service answers 404 (no entry, like an `error` entry). */
  private async fetchEntry(url: string, requestId: string): Promise<VanityResponse | undefined> {
    try {
      // One deadline for connecting, the headers and the body alike (@bytewire/http-client).
      // Node's fetch keeps connections alive (undici's global pool): no handshake per page.
      const { json } = await fetchJson(url, {
        headers: {
          accept: 'application/json',
          'x-api-key': this.apiKey,
          [REQUEST_ID_HEADER]: requestId,
        },
        timeoutMs: this.timeoutMs,
        fetchImpl: this.fetch,
        parse: parseVanityLookup,
      });
      return json;
    } catch (error) {
      if (isHttpClientError(error) && error.kind === 'status' && error.status === 404) {
        return undefined;
      }
      throw this.lookupFailure(error);
    }
  }

  /** The lookup's outcome and message for a failure of the policy. */
  private lookupFailure(error: unknown): LookupFailure {
    if (!isHttpClientError(error)) return new LookupFailure('bad-answer', String(error));
    switch (error.kind) {
      case 'timeout':
        return new LookupFailure('timeout', `no answer within ${this.timeoutMs} ms`);
      case 'unreachable':
        return new LookupFailure(
          'unreachable',
          `the vanity service cannot be reached (${String(error.cause)})`,
        );
      case 'status':
        return new LookupFailure('bad-status', `the vanity service answered ${error.status}`);
      case 'answer':
        // No JSON ('the answer is no JSON'), or no vanity entry (parseVanityLookup's message).
        return new LookupFailure('bad-answer', error.message);
    }
  }
}
