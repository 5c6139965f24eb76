import { CONTENT_REQUEST_TIMEOUT_MS, DEFAULT_PORTS } from '@bytewire/site';
import { ContentApiCallerEnv, UPSTREAM_URL_RULE } from '@bytewire/service-kit';
import { Type } from 'class-transformer';
import { IsInt, IsUrl, Max, Min } from 'class-validator';

/** Where Redis answers unless REDIS_URL says otherwise (the same default as `npm start`). */
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

/** A Redis URL: redis:// or rediss:// (TLS), a host that may be a bare name. */
const REDIS_URL_RULE = {
  require_tld: false,
  require_protocol: true,
  protocols: ['redis', 'rediss'],
};

/**
 * Default budget of a call to render: render's own content API budget (12000 ms, spec 000 s7)
 * plus time to render, so that render's own 504 page reaches the reader before the gateway
 * gives up on render.
 */
export const DEFAULT_RENDER_TIMEOUT_MS = CONTENT_REQUEST_TIMEOUT_MS + 3000;

/**
 * The gateway's environment: the content API (URL, key, CONTENT_API_TIMEOUT_MS for proxied
 * calls) from the kit, where render is with its budget, the site's public origin and Redis
 * (the sharebar shortener's store).
 */
export class GatewayEnv extends ContentApiCallerEnv {
  @IsUrl(UPSTREAM_URL_RULE)
  RENDER_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.render}`;

  /**
   * Budget of one call to render (pages, assets): for its headers, then between body chunks.
   * Keep it above render's CONTENT_API_TIMEOUT_MS.
   */
  @Max(120_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  RENDER_TIMEOUT_MS: number = DEFAULT_RENDER_TIMEOUT_MS;

  /** The site's public origin: the only origin the shortener shortens, and its short URLs' origin. */
  @IsUrl(UPSTREAM_URL_RULE)
  PUBLIC_URL: string = `http://localhost:${DEFAULT_PORTS.gateway}`;

  /** The sharebar shortener's store; the shortener degrades to long URLs while it is down. */
  @IsUrl(REDIS_URL_RULE)
  REDIS_URL: string = DEFAULT_REDIS_URL;
}
