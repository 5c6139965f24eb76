import { BaseEnv } from '@bytewire/service-kit';
import { CONTENT_REQUEST_TIMEOUT_MS, DEFAULT_PORTS } from '@bytewire/site';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';

const HTTP_URL = { require_tld: false, protocols: ['http', 'https'], require_protocol: true };

/** The render service's environment (validated at start-up by the service kit). */
export class RenderEnv extends BaseEnv {
  /** Where the content API answers (server side; the browser goes through the gateway). */
  @IsUrl(HTTP_URL)
  CONTENT_API_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.content}`;

  /** Sent as x-api-key to the content API; never reaches the browser. */
  @MinLength(16)
  @IsString()
  CONTENT_API_KEY!: string;

  /** Budget of each content API call (spec 000 s7: 12000 ms). */
  @Max(60_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  CONTENT_API_TIMEOUT_MS: number = CONTENT_REQUEST_TIMEOUT_MS;

  /** The site's public origin, for canonical links. */
  @IsUrl(HTTP_URL)
  PUBLIC_URL: string = `http://localhost:${DEFAULT_PORTS.gateway}`;

  /** The web app's build (client/ and server/); default: the dist folder of @bytewire/web. */
  @IsOptional()
  @IsString()
  WEB_DIST_DIR?: string;
}
