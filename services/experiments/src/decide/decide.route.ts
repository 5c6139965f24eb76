import { DECIDE_PATH } from '@bytewire/experiments';
import { addJsonRoute } from '@bytewire/service-kit';
import { Injectable, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { ADMIN_KEY_MESSAGE, ExperimentsKeys } from '../auth/key-guards';
import { Decider } from './decider';
import { DECISION_SCHEMA } from './decision.schema';
import { checkedDecisionRequest } from './decision-request';

/**
 * `POST /experiments/decide` (EXPERIMENTS_API_KEY, or the admin key so an operator can check a
 * change). Other products (and the gateway, when it holds no definitions) ask it per request, so it is served by fastify directly
 * (`addJsonRoute`) rather than through Nest's router: same keys, the same kind of 400s naming
 * the rule broken (decision-request.ts), error answers, logs and metrics, without Nest's
 * per-request machinery (see `npm run bench`).
 */
@Injectable()
export class DecideRoute implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly keys: ExperimentsKeys,
    private readonly decider: Decider,
  ) {}

  onModuleInit(): void {
    addJsonRoute(this.adapterHost.httpAdapter.getInstance<FastifyInstance>(), {
      method: 'POST',
      url: DECIDE_PATH,
      // No `response` schema: fast-json-stringify writes a decision's maps (flags, headers)
      // slower than JSON.stringify does (about 1.6 against 0.7 µs), and the decision is the
      // service's own typed object, so there is nothing to strip. The schema documents it.
      openApi: {
        tags: ['decisions'],
        summary:
          'The A/B state and feature flags of a visitor request (full contract: /openapi.yaml)',
        security: [{ apiKey: [] }],
        responses: {
          200: {
            description: 'The decision',
            content: { 'application/json': { schema: DECISION_SCHEMA } },
          },
          400: { description: 'A body of another shape: `{ statusCode, message }`' },
          401: { description: 'No valid x-api-key' },
        },
      },
      handler: (request) => {
        this.keys.require(request, true, ADMIN_KEY_MESSAGE);
        const body = checkedDecisionRequest(request.body);
        return this.decider.decide(body);
      },
    });
  }
}
