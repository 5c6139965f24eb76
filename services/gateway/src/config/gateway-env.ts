import { CONTENT_REQUEST_TIMEOUT_MS, DEFAULT_PORTS } from '@bytewire/site';
import { BaseEnv } from '@bytewire/service-kit';
import { Type } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

const UPSTREAM_URL = { require_tld: false, require_protocol: true, protocols: ['http', 'https'] };

/** The gateway's environment: where render and the content API are, and the content API key. */
export class GatewayEnv extends BaseEnv {
  @IsUrl(UPSTREAM_URL)
  RENDER_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.render}`;

  @IsUrl(UPSTREAM_URL)
  CONTENT_API_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.content}`;

  /** Added to content API requests on the server side; never sent to a browser or logged. */
  @MinLength(16)
  @IsString()
  CONTENT_API_KEY!: string;

  /** Budget of one upstream call, for its headers and then between body chunks. */
  @Max(120_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  UPSTREAM_TIMEOUT_MS: number = CONTENT_REQUEST_TIMEOUT_MS;
}
