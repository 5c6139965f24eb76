import { clientAddressOf, setRouteLabel, TooManyRequests } from '@bytewire/service-kit';
import { All, Controller, Get, Logger, Req, Res } from '@nestjs/common';
import {
  ApiBadRequestResponse,
  ApiExcludeEndpoint,
  ApiOkResponse,
  ApiOperation,
  ApiQuery,
  ApiTags,
  ApiTooManyRequestsResponse,
} from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { READ_METHODS, sendJsonError, sendMethodNotAllowed } from '../edge/responses';
import { splitUrl } from '../edge/url-parts';
import { LONG_URL_PARAM, longUrlFromQuery, MAX_LONG_URL_LENGTH } from './long-url';
import { shortCodeOf } from './short-code';
import { SHORTENINGS_PER_ADDRESS, ShortUrlStore } from './short-url-store';

/** The shortener's path (spec 001 s2, s7). */
export const SHORTENER_PATH = '/sharebar-shortener/';

/**
 * `GET /sharebar-shortener/?longurl={url}` (spec 001 s7): `{ data: { url } }`, the short URL
 * `{PUBLIC_URL}/s/{code}/` of a URL of this site. Redis down: the long URL itself (a share
 * still works, only longer), with a warning. Never cached: the answer depends on Redis. At
 * most SHORTENINGS_PER_ADDRESS a minute from one address (the client's, as TRUST_PROXY says).
 */
@ApiTags('sharebar')
@Controller()
export class ShortenerController {
  private readonly logger = new Logger(ShortenerController.name);
  private readonly publicOrigin: string;

  constructor(
    private readonly store: ShortUrlStore,
    config: GatewayConfig,
  ) {
    this.publicOrigin = config.publicOrigin;
  }

  // Nest drops one trailing slash from a route path (router and OpenAPI alike): the second
  // keeps the spec's '/sharebar-shortener/', which fastify tells apart from the bare name.
  @Get(`${SHORTENER_PATH}/`)
  @ApiOperation({ summary: 'Short URL of a URL of this site, for the share bar' })
  @ApiQuery({
    name: LONG_URL_PARAM,
    required: true,
    description: `An absolute http(s) URL on the site's own origin (PUBLIC_URL), at most ${MAX_LONG_URL_LENGTH} characters, given once.`,
  })
  @ApiOkResponse({
    description:
      'The short URL (`{PUBLIC_URL}/s/{code}/`); the normalised long URL while Redis is down.',
    schema: {
      type: 'object',
      required: ['data'],
      properties: {
        data: { type: 'object', required: ['url'], properties: { url: { type: 'string' } } },
      },
    },
  })
  @ApiTooManyRequestsResponse({
    description: `More than ${SHORTENINGS_PER_ADDRESS.limit} shortenings from one address in a minute; \`Retry-After\` says when to ask again.`,
    schema: {
      type: 'object',
      properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
    },
  })
  @ApiBadRequestResponse({
    description: '`longurl` missing, repeated, empty, not absolute http(s), or of another origin.',
    schema: {
      type: 'object',
      properties: { statusCode: { type: 'integer' }, message: { type: 'string' } },
    },
  })
  async shorten(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    setRouteLabel(request, 'shortener');
    const check = longUrlFromQuery(splitUrl(request.url).query, this.publicOrigin);
    if (!check.ok) return sendJsonError(reply, 400, check.message);
    let url = check.url;
    const address = clientAddressOf(request);
    try {
      await this.store.countShortening(address);
      url = await this.urlFor(check.url);
    } catch (error) {
      if (error instanceof TooManyRequests) {
        this.logger.warn({ address }, 'shortener: too many requests from the address');
        void reply.header('retry-after', String(error.retryAfterS));
        return sendJsonError(reply, 429, error.message);
      }
      // Redis down (the limit cannot be counted, nothing can be stored): the long URL still
      // shares.
      this.logger.warn({ err: error }, 'short URL not stored (Redis); answering the long URL');
    }
    void reply.header('cache-control', 'no-store').send({ data: { url } });
  }

  /** The rest under the shortener's name: 405 for writes, the slash 301, 404 JSON. */
  @ApiExcludeEndpoint()
  @All(['sharebar-shortener', 'sharebar-shortener/*'])
  other(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    setRouteLabel(request, 'shortener');
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    const { path, query } = splitUrl(request.url);
    if (path === SHORTENER_PATH.slice(0, -1)) {
      return void reply.redirect(query ? `${SHORTENER_PATH}?${query}` : SHORTENER_PATH, 301);
    }
    sendJsonError(reply, 404, 'Not found');
  }

  /** The short URL of a normalised long URL; the long URL itself on a code collision. */
  private async urlFor(longUrl: string): Promise<string> {
    const code = shortCodeOf(longUrl);
    if ((await this.store.save(code, longUrl)) === 'saved') {
      return `${this.publicOrigin}/s/${code}/`;
    }
    this.logger.warn({ code, longUrl }, 'short code collision; answering the long URL');
    return longUrl;
  }
}
