/**
 * The decision a warmed page is made with, as the gateway would make it for a reader of that
 * kind (edition, device) on that door: the flags, and the buckets of a fixed warmer visitor in
 * the tests active there. Without an experiments service: no test, no flag (as the gateway
 * without one).
 */
import {
  AB_STATE_HEADER,
  createExperimentsClient,
  FEATURE_FLAGS_HEADER,
  forwardedDecisionHeaders,
  VISITOR_COOKIE,
  type ExperimentsClient,
} from '@bytewire/experiments';
import { PAGE_CACHE_USER_AGENT } from '@bytewire/page-cache';
import { Injectable } from '@nestjs/common';
import { WarmerConfig } from '../config/warmer-config';
import type { ReaderKind } from './doors';

/** The visitor id warmed pages are decided for: one bucket per test, the same every time. */
export const WARMER_VISITOR_ID = 'page-cache-warmer';

export interface WarmDecision {
  abState: string;
  flags: string;
}

@Injectable()
export class WarmDecisions {
  private readonly client: ExperimentsClient | undefined;

  constructor(config: WarmerConfig) {
    this.client = config.experiments
      ? createExperimentsClient({
          baseUrl: config.experiments.url,
          apiKey: config.experiments.apiKey,
          timeoutMs: config.experiments.timeoutMs,
        })
      : undefined;
  }

  /** Throws when the experiments service fails: a page made without would match no reader. */
  async of(path: string, { edition, device }: ReaderKind): Promise<WarmDecision> {
    if (!this.client) return { abState: '', flags: '' };
    const decision = await this.client.decide({
      cookies: { [VISITOR_COOKIE]: WARMER_VISITOR_ID },
      query: {},
      context: { path, device, edition, userAgent: PAGE_CACHE_USER_AGENT },
    });
    const forwarded = forwardedDecisionHeaders(decision);
    return {
      abState: forwarded[AB_STATE_HEADER] ?? '',
      flags: forwarded[FEATURE_FLAGS_HEADER] ?? '',
    };
  }
}
