import { clientAddressOf, setRouteLabel, TooManyRequests } from '@bytewire/service-kit';
import {
  ANALYTICS_BEACON_PATH,
  ANALYTICS_COLLECT_PATH,
  ANALYTICS_PAGEVIEW_CANDIDATE_PATH,
} from '@bytewire/site/analytics';
import { Controller, Get, Logger, Post, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiBody,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiOperation,
  ApiServiceUnavailableResponse,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { sendJsonError } from '../edge/responses';
import { AnalyticsEvent } from './analytics-event.dto';
import { AnalyticsMetrics } from './analytics-metrics';
import { eventFrom, streamFields } from './event-fields';
import { jsonBodyOf } from './json-body';
import { EventStream } from './event-stream';

/** A transparent 1x1 GIF: what an image beacon gets back. */
const PIXEL = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

const ERROR_SCHEMA = {
  type: 'object',
  properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
};

/**
 * The first-party collection endpoint (issue 9): page views, clicks, scroll depths and video
 * events from the site's pages (`POST /analytics/collect`, JSON, also as text/plain from
 * `navigator.sendBeacon`) and from AMP pages (`GET /analytics/beacon.gif?type=...`, an image
 * beacon). Each event is validated (AnalyticsEvent: a bad one is a 400 naming the rule, and is
 * logged), limited per address, and appended to the bounded Redis stream (EventStream).
 * Never cached. Pages send events only once the reader has consented to analytics.
 */
@ApiTags('analytics')
@Controller()
export class CollectController {
  private readonly logger = new Logger(CollectController.name);

  constructor(
    private readonly stream: EventStream,
    private readonly metrics: AnalyticsMetrics,
  ) {}

  @Post(ANALYTICS_COLLECT_PATH)
  @ApiOperation({ summary: 'Collects one analytics event of a page (JSON)' })
  @ApiBody({ type: AnalyticsEvent })
  @ApiNoContentResponse({ description: 'Stored in the analytics stream' })
  @ApiBadRequestResponse({ description: 'Not an event: the rule broken', schema: ERROR_SCHEMA })
  @ApiTooManyRequestsResponse({ description: 'Too many events from the address; `Retry-After`' })
  @ApiServiceUnavailableResponse({ description: 'The stream (Redis) cannot be written now' })
  async collect(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    setRouteLabel(request, 'analytics:collect');
    const body = jsonBodyOf(request.body);
    const stored = await this.store(request, reply, body, 'json');
    if (stored) void reply.code(204).header('cache-control', 'no-store').send();
  }

  @Get(ANALYTICS_BEACON_PATH)
  @ApiOperation({
    summary:
      'Collects one analytics event of an AMP page (an image beacon; the event in the query)',
  })
  @ApiOkResponse({ description: 'A transparent 1x1 GIF; the event stored' })
  @ApiBadRequestResponse({ description: 'Not an event: the rule broken', schema: ERROR_SCHEMA })
  async beacon(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    setRouteLabel(request, 'analytics:beacon');
    // A HEAD (a link checker, a crawler) is no view of the page: nothing is stored.
    const stored =
      request.method === 'HEAD' || (await this.store(request, reply, request.query, 'beacon'));
    if (stored) {
      void reply.header('content-type', 'image/gif').header('cache-control', 'no-store');
      void reply.send(request.method === 'HEAD' ? undefined : PIXEL);
    }
  }

  @Get(ANALYTICS_PAGEVIEW_CANDIDATE_PATH)
  @ApiOperation({
    summary:
      'The page-view candidate file error pages ask for (spec 001 s7): counted, never cached',
  })
  @ApiOkResponse({ description: '`{ "candidate": true }`' })
  candidate(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    setRouteLabel(request, 'analytics:pageview-candidate');
    if (request.method !== 'HEAD') this.metrics.countCandidate();
    void reply.header('cache-control', 'no-store').send({ candidate: true });
  }

  /** Validates, limits and appends one event; answers the error itself when it cannot. */
  private async store(
    request: FastifyRequest,
    reply: FastifyReply,
    value: unknown,
    via: 'json' | 'beacon',
  ): Promise<boolean> {
    const event = eventFrom(value);
    if (typeof event === 'string') {
      this.metrics.count('unknown', 'invalid', via);
      this.logger.warn({ problem: event, via }, 'analytics event refused');
      sendJsonError(reply, 400, event);
      return false;
    }
    const address = clientAddressOf(request);
    try {
      // The reader's address as TRUST_PROXY tells it; counted by @fastify/rate-limit.
      await this.stream.countEvent(address);
      await this.stream.append([
        ...streamFields(event),
        'receivedAt',
        new Date().toISOString(),
        'requestId',
        String(request.id),
      ]);
      this.metrics.count(event.type, 'stored', via);
      return true;
    } catch (error) {
      if (error instanceof TooManyRequests) {
        this.metrics.count(event.type, 'limited', via);
        this.logger.warn({ address }, 'analytics: too many events from the address');
        void reply.header('retry-after', String(error.retryAfterS));
        sendJsonError(reply, 429, error.message);
        return false;
      }
      this.metrics.count(event.type, 'unavailable', via);
      this.logger.warn({ err: error }, 'analytics event not stored (Redis)');
      sendJsonError(reply, 503, 'Analytics events cannot be stored now; try again later');
      return false;
    }
  }
}
