import { CONTENT_REQUEST_TIMEOUT_MS, DEFAULT_PORTS } from '@bytewire/site';
import { BaseEnv } from '@bytewire/service-kit';
import { Type } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

const UPSTREAM_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/**
 * Default budget of a call to render: render's own content API budget (12000 ms, spec 000 s7)
 * plus time to render, so that render's own 504 page reaches the reader before the gateway
 * gives up on render.
 */
export const DEFAULT_RENDER_TIMEOUT_MS = CONTENT_REQUEST_TIMEOUT_MS + 3000;

/** The gateway's environment: where render and the content API are, their budgets, the key. */
export class GatewayEnv extends BaseEnv {
  @IsUrl(UPSTREAM_URL)
  RENDER_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.render}`;

  @IsUrl(UPSTREAM_URL)
  CONTENT_API_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.content}`;

  /** Added to content API requests on the server side; never sent to a browser or logged. */
  @MinLength(16)
  @IsString()
  CONTENT_API_KEY!: string;

  /**
   * Budget of one call to render (pages, assets): for its headers, then between body chunks.
   * Keep it above render's CONTENT_API_TIMEOUT_MS.
   */
  @Max(120_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  RENDER_TIMEOUT_MS: number = DEFAULT_RENDER_TIMEOUT_MS;

  /** Budget of one proxied content API call (spec 000 s7: 12000 ms), as for render. */
  @Max(120_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  CONTENT_API_TIMEOUT_MS: number = CONTENT_REQUEST_TIMEOUT_MS;
}
