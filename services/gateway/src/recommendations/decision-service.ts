/**
 * The decision service (spec 001 s7: `POST /v3/decision`, `POST /v2/outcome`), served by the
 * experiments service, called with its callers' key as `writeKey` (which never reaches the
 * browser) under one 5000 ms budget (spec 001 s9). A decision that fails in any way (time-out,
 * refused, a status, an answer that is no decision) or a service not configured is the empty
 * decision (spec 001 s8), logged with the request id: the page then shows no recommendations.
 */
import { EMPTY_DECISION, parseDecision, type Decision } from '@bytewire/contracts';
import { fetchJson, isHttpClientError } from '@bytewire/http-client';
import { UpstreamMetrics } from '@bytewire/service-kit';
import { DECISION_REQUEST_TIMEOUT_MS, RECOMMENDATIONS_AGENT } from '@bytewire/site';
import { Injectable, Logger } from '@nestjs/common';
import { GatewayConfig } from '../config/gateway-config';
import type { DecisionAsk, OutcomeAsk } from './recommendation-asks.dto';

/** How long the decision service keeps a decision open for its outcome. */
export const DECISION_EXPIRATION_S = 86400;

/** How an outcome came out: recorded, refused by the service (its status), or not reached. */
export type OutcomeResult =
  | { kind: 'recorded' }
  | { kind: 'refused'; status: number; message: string }
  | { kind: 'unavailable' };

@Injectable()
export class DecisionService {
  private readonly logger = new Logger(DecisionService.name);
  private readonly base: string | undefined;
  private readonly fetchImpl: typeof fetch;

  constructor(
    private readonly config: GatewayConfig,
    upstreams: UpstreamMetrics,
  ) {
    this.base = config.experimentsUrl?.replace(/\/+$/, '');
    this.fetchImpl = upstreams.timedFetch('decision-service');
  }

  private post(path: string, body: object) {
    return fetchJson(`${this.base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        ...body,
        tenantId: this.config.siteId,
        writeKey: this.config.experimentsApiKey ?? '',
      }),
      timeoutMs: DECISION_REQUEST_TIMEOUT_MS,
      fetchImpl: this.fetchImpl,
    });
  }

  /** The order to show the asked options in; the empty decision after any failure. */
  async decide(ask: DecisionAsk, requestId: string): Promise<Decision> {
    if (!this.base) return EMPTY_DECISION;
    try {
      const { json } = await this.post('/v3/decision', {
        agentName: RECOMMENDATIONS_AGENT,
        context: { is_mobile: ask.isMobile },
        listLength: ask.listLength,
        options: ask.options,
        sessionId: ask.sessionId,
        sessionIdType: 'session',
        strategyConfig: {
          holdoutPercent: this.config.recommendationsHoldoutPercent,
          expiration: DECISION_EXPIRATION_S,
          slotHoldout: false,
        },
      });
      const decision = parseDecision(json);
      // Only what the page offered, once each: the service's answer is an upstream's.
      const asked = new Set(ask.options);
      const options = [...new Set(decision.options)].filter((option) => asked.has(option));
      return { decisionId: decision.decisionId, options: options.slice(0, ask.listLength) };
    } catch (error) {
      this.logger.warn(
        { requestId, err: error instanceof Error ? error.message : String(error) },
        'decision service failed: the empty decision, no recommendations',
      );
      return EMPTY_DECISION;
    }
  }

  /** Reports an option's outcome (a click is 1) for a decision the service gave. */
  async outcome(ask: OutcomeAsk, requestId: string): Promise<OutcomeResult> {
    if (!this.base) return { kind: 'unavailable' };
    try {
      await this.post('/v2/outcome', {
        decisionId: ask.decisionId,
        option: ask.option,
        reward: ask.reward,
      });
      return { kind: 'recorded' };
    } catch (error) {
      const status = isHttpClientError(error) ? error.status : undefined;
      if (
        status !== undefined &&
        status >= 400 &&
        status < 500 &&
        status !== 401 &&
        status !== 403
      ) {
        return { kind: 'refused', status, message: 'The decision service refused the outcome' };
      }
      this.logger.warn(
        { requestId, err: error instanceof Error ? error.message : String(error) },
        'decision outcome not recorded',
      );
      return { kind: 'unavailable' };
    }
  }
}
