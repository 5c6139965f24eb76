/**
 * The decision service's two endpoints (spec 001): `POST /v3/decision` and `POST /v2/outcome`.
 * Asked on the path of pages, so served by fastify directly (`addJsonRoute`), as
 * `POST /experiments/decide` is: `{ statusCode, message }` errors, the kit's logs and metrics,
 * bodies checked by hand-written rules (bandit-request.ts).
 *
 * **Key.** The spec's body carries the credential, `writeKey`: it must be one of the service's
 * keys, the callers' (EXPERIMENTS_API_KEY, as for every read and decision) or the admin's, and
 * is compared in constant time as the `x-api-key` header is elsewhere (the header is not read
 * here). No writeKey or an unknown one is a 401; a GrowthBook SDK client key (SDK_CLIENT_KEYS:
 * public, shipped in pages) a 403; a writeKey that is no string of 1 to 256 characters a 400.
 * The key is checked before the rest of the body. Being the callers' key, it is for
 * server-to-server calls (the site's servers, the gateway): a browser must not hold it.
 *
 * **Redis down.** Decisions and outcomes need the state Redis: while it cannot be reached they
 * answer 503 at once (the client fails fast once a connection failed, see BanditStore), and the
 * site shows its empty decision, as it does on any failure.
 */
import { isRecord } from '@bytewire/contracts';
import { addJsonRoute, API_KEY_MESSAGE, NOT_AN_OBJECT_MESSAGE } from '@bytewire/service-kit';
import {
  BadRequestException,
  ForbiddenException,
  HttpException,
  HttpStatus,
  Injectable,
  type OnModuleInit,
  ServiceUnavailableException,
  UnauthorizedException,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ExperimentsKeys } from '../auth/key-guards';
import { ExperimentsConfig } from '../config/experiments-env';
import { type BanditFailure, ExperimentsMetrics } from '../metrics/experiments-metrics';
import { StoreUnavailableError } from '../store/redis-experiments-store';
import { Bandit } from './bandit';
import { checkedBanditDecision, checkedOutcome, writeKeyOf } from './bandit-request';

export const BANDIT_DECISION_PATH = '/v3/decision';
export const BANDIT_OUTCOME_PATH = '/v2/outcome';

export const WRITE_KEY_MESSAGE = `${API_KEY_MESSAGE}: writeKey must be the callers' API key`;
export const CLIENT_WRITE_KEY_MESSAGE =
  "A GrowthBook SDK client key reads the SDK payload only; writeKey must be the callers' API key";
export const DECISION_STORE_DOWN_MESSAGE =
  'The decision store (Redis) cannot be reached now: no decision; try again later';

/** The failure a request's error counts as. */
function failureOf(error: unknown): BanditFailure {
  const status = error instanceof HttpException ? error.getStatus() : 500;
  switch (status) {
    case HttpStatus.BAD_REQUEST:
      return 'invalid';
    case HttpStatus.UNAUTHORIZED:
    case HttpStatus.FORBIDDEN:
      return 'unauthorized';
    case HttpStatus.NOT_FOUND:
      return 'not_found';
    case HttpStatus.CONFLICT:
      return 'conflict';
    case HttpStatus.SERVICE_UNAVAILABLE:
      return 'unavailable';
    default:
      return 'error';
  }
}

/** A store that cannot be reached is a 503 naming it; anything else as it is. */
function unavailableAs503(error: unknown): never {
  if (error instanceof StoreUnavailableError) {
    throw new ServiceUnavailableException(DECISION_STORE_DOWN_MESSAGE);
  }
  throw error;
}

const ERROR = {
  type: 'object',
  required: ['statusCode', 'message'],
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
};
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

@Injectable()
export class BanditRoutes implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly keys: ExperimentsKeys,
    private readonly config: ExperimentsConfig,
    private readonly bandit: Bandit,
    private readonly metrics: ExperimentsMetrics,
  ) {}

  /** Checks the body's writeKey (see above): a 400, 401 or 403, else nothing. */
  private requireWriteKey(body: unknown): void {
    if (!isRecord(body)) throw new BadRequestException(NOT_AN_OBJECT_MESSAGE);
    if (body.writeKey === undefined || body.writeKey === null) {
      throw new UnauthorizedException(WRITE_KEY_MESSAGE);
    }
    const writeKey = writeKeyOf(body);
    if (this.keys.roleOf(writeKey) !== undefined) return;
    if (this.config.clientKeys.has(writeKey)) {
      throw new ForbiddenException(CLIENT_WRITE_KEY_MESSAGE);
    }
    throw new UnauthorizedException(WRITE_KEY_MESSAGE);
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    addJsonRoute(fastify, {
      method: 'POST',
      url: BANDIT_DECISION_PATH,
      openApi: {
        tags: ['decision-service'],
        summary: 'Orders candidate options with a bandit (full contract: /openapi.yaml)',
        responses: {
          200: { description: '`{ decisionId, options, holdout, holdoutSlots }`' },
          400: errorAnswer('A body breaking a rule (the message names the field)'),
          401: errorAnswer('No writeKey, or an unknown one'),
          403: errorAnswer('A GrowthBook SDK client key as writeKey'),
          503: errorAnswer('Redis cannot be reached: no decision'),
        },
      },
      handler: async (request) => {
        try {
          this.requireWriteKey(request.body);
          const body = checkedBanditDecision(request.body);
          const decision = await this.bandit.decide(body).catch(unavailableAs503);
          this.metrics.countBanditDecision(decision.holdout ? 'holdout' : 'bandit');
          return decision;
        } catch (error) {
          this.metrics.countBanditDecision(failureOf(error));
          throw error;
        }
      },
    });
    addJsonRoute(fastify, {
      method: 'POST',
      url: BANDIT_OUTCOME_PATH,
      openApi: {
        tags: ['decision-service'],
        summary: 'Records the reward of an option of a decision (full contract: /openapi.yaml)',
        responses: {
          200: { description: '`{ decisionId, option, reward, holdout, recorded }`' },
          400: errorAnswer('A body breaking a rule, or an option the decision did not answer'),
          401: errorAnswer('No writeKey, or an unknown one'),
          403: errorAnswer('A GrowthBook SDK client key as writeKey'),
          404: errorAnswer('No open decision of that id for the tenant (unknown or expired)'),
          409: errorAnswer('Another reward was recorded for the option before'),
          503: errorAnswer('Redis cannot be reached: nothing recorded'),
        },
      },
      handler: async (request) => {
        try {
          this.requireWriteKey(request.body);
          const body = checkedOutcome(request.body);
          const { answer, count } = await this.bandit.outcome(body).catch(unavailableAs503);
          this.metrics.countBanditOutcome(count);
          return answer;
        } catch (error) {
          this.metrics.countBanditOutcome(failureOf(error));
          throw error;
        }
      },
    });
  }
}
