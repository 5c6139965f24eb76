/**
 * `GET /api/features/{clientKey}`: GrowthBook's SDK endpoint, so that the official SDK of any
 * language, given this service's base URL as `apiHost` and a client key, loads the features
 * (the site's flags and the features set through the admin API: FeatureEvaluator) and evaluates
 * them itself. Answered as GrowthBook's server answers (packages/back-end, getFeaturesPublic):
 * `{ status: 200, features, experiments, dateUpdated }`, cacheable by anyone for 30 s (served
 * stale for an hour while revalidating, ten while the origin fails), readable cross-origin
 * (`Access-Control-Allow-Origin: *`, preflight included); a missing or unknown key is a 400
 * `{ status: 400, error }` in GrowthBook's words, marked `x-unrecoverable` as GrowthBook marks
 * it. The client key is the only credential (public: it ships in apps and pages; it reads the
 * payload, nothing else); keys are SDK_CLIENT_KEYS. Served from what is held, so it answers
 * while Redis is down; a strong ETag makes a poll with If-None-Match a 304 without a body. SDKs
 * poll it: a routine route, logged at debug when it succeeds.
 */
import { ifNoneMatchNames, RoutineRoute } from '@bytewire/service-kit';
import { Controller, Get, Headers, Options, Param, Res } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { ExperimentsConfig } from '../config/experiments-env';
import { FeatureEvaluator } from '../features/feature-evaluator';

/** GrowthBook's defaults (CACHE_CONTROL_MAX_AGE, _STALE_WHILE_REVALIDATE, _STALE_IF_ERROR). */
export const SDK_CACHE_CONTROL =
  'public, max-age=30, stale-while-revalidate=3600, stale-if-error=36000';
/** GrowthBook's messages (getFeaturesPublic, getPayloadParamsFromApiKey). */
export const MISSING_KEY_ERROR = 'Missing API key in request';
export const INVALID_KEY_ERROR = 'Invalid API Key';

@Controller('api/features')
export class SdkFeaturesController {
  constructor(
    private readonly config: ExperimentsConfig,
    private readonly evaluator: FeatureEvaluator,
  ) {}

  @Get()
  missingKey(@Res() reply: FastifyReply): void {
    this.refuse(reply, MISSING_KEY_ERROR);
  }

  @Get(':clientKey')
  @RoutineRoute()
  features(
    @Param('clientKey') clientKey: string,
    @Headers('if-none-match') ifNoneMatch: string | undefined,
    @Res() reply: FastifyReply,
  ): void {
    if (!this.config.clientKeys.has(clientKey)) return this.refuse(reply, INVALID_KEY_ERROR);
    const etag = this.evaluator.etag;
    void reply
      .header('access-control-allow-origin', '*')
      .header('cache-control', SDK_CACHE_CONTROL)
      .header('etag', etag);
    if (ifNoneMatchNames(ifNoneMatch, etag)) return void reply.code(304).send();
    void reply.send({ status: 200, ...this.evaluator.payload });
  }

  /** The CORS preflight of a browser SDK: any origin, GET, the headers it asks for. */
  @Options(['', ':clientKey'])
  preflight(
    @Headers('access-control-request-headers') requestHeaders: string | undefined,
    @Res() reply: FastifyReply,
  ): void {
    void reply
      .header('access-control-allow-origin', '*')
      .header('access-control-allow-methods', 'GET, HEAD, OPTIONS')
      .header('access-control-max-age', '86400');
    if (requestHeaders) {
      void reply
        .header('access-control-allow-headers', requestHeaders)
        .header('vary', 'Access-Control-Request-Headers');
    }
    void reply.code(204).send();
  }

  private refuse(reply: FastifyReply, error: string): void {
    void reply
      .code(400)
      .header('access-control-allow-origin', '*')
      .header('x-unrecoverable', '1')
      .send({ status: 400, error });
  }
}
