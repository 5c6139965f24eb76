/**
 * OFREP, the OpenFeature Remote Evaluation Protocol (0.3.0): `POST /ofrep/v1/evaluate/flags/{key}`
 * (one flag, for server-side providers) and `POST /ofrep/v1/evaluate/flags` (every flag, with
 * ETag and If-None-Match, for client-side ones), so that any OpenFeature SDK's OFREP provider
 * evaluates this service's features. Served by fastify directly, as the decide route is (no
 * Nest machinery per evaluation), but with route error handlers of their own: OFREP's error
 * bodies (ofrep-errors.ts), for the body parser's refusals too. The key is checked and counted
 * before the body is read (an `onRequest` hook). The protocol's former configuration endpoint
 * (`/ofrep/v1/configuration`) was removed from it (0.3.0) and is not served.
 */
import { ifNoneMatchNames } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { ExperimentsKeys } from '../auth/key-guards';
import { ExperimentsConfig } from '../config/experiments-env';
import { canonicalJson, checkedContext, OFREP_BODY_LIMIT_BYTES, userOf } from './ofrep-context';
import { ofrepRoleOf } from './ofrep-credentials';
import { OfrepError, ofrepErrorHandler } from './ofrep-errors';
import { isFailure, OfrepEvaluations } from './ofrep-evaluations';
import { OfrepRateLimit } from './ofrep-rate-limit';

export const OFREP_FLAG_PATH = '/ofrep/v1/evaluate/flags/:key';
export const OFREP_FLAGS_PATH = '/ofrep/v1/evaluate/flags';

@Injectable()
export class OfrepRoutes implements OnModuleInit {
  private readonly logger = new Logger('HttpError');
  private readonly limit: OfrepRateLimit;

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    private readonly keys: ExperimentsKeys,
    private readonly config: ExperimentsConfig,
    private readonly evaluations: OfrepEvaluations,
  ) {
    this.limit = new OfrepRateLimit(config.ofrepRateLimitPerMinute);
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const common: Pick<RouteOptions, 'method' | 'bodyLimit' | 'onRequest'> = {
      method: 'POST',
      bodyLimit: OFREP_BODY_LIMIT_BYTES,
      onRequest: async (request) => {
        this.limit.hit(ofrepRoleOf(request, this.keys, this.config.clientKeys));
      },
    };
    fastify.route({
      ...common,
      url: OFREP_FLAG_PATH,
      errorHandler: ofrepErrorHandler(flagKeyOf, this.logger),
      handler: async (request) => {
        const user = userOf(checkedContext(request.body));
        const evaluation = this.evaluations.evaluate(flagKeyOf(request), user);
        if (isFailure(evaluation)) throw OfrepError.of(evaluation);
        return evaluation;
      },
    });
    fastify.route({
      ...common,
      url: OFREP_FLAGS_PATH,
      errorHandler: ofrepErrorHandler(() => undefined, this.logger),
      handler: async (request, reply) => {
        const context = checkedContext(request.body);
        const etag = this.evaluations.bulkEtagOf(canonicalJson(context));
        void reply.header('etag', etag);
        if (ifNoneMatchNames(request.headers['if-none-match'], etag)) {
          return reply.code(304).send();
        }
        return this.evaluations.evaluateAll(userOf(context));
      },
    });
  }
}

function flagKeyOf(request: FastifyRequest): string {
  return (request.params as { key: string }).key;
}
