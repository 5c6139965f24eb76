import { CONTENT_REQUEST_TIMEOUT_MS, DEFAULT_PORTS } from '@bytewire/site';
import { Type } from 'class-transformer';
import { IsInt, IsString, IsUrl, Max, Min, MinLength } from 'class-validator';
import { BaseEnv } from './base-env';

/** An upstream's base URL: http(s), a host that may be a bare name (a Kubernetes service). */
export const UPSTREAM_URL_RULE = {
  require_tld: false,
  require_protocol: true,
  protocols: ['http', 'https'],
};

/** Variables of a service that calls the content API on the server side (gateway, render). */
export class ContentApiCallerEnv extends BaseEnv {
  /** Where the content API answers: the reference service, or an operator's own platform. */
  @IsUrl(UPSTREAM_URL_RULE)
  CONTENT_API_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.content}`;

  /** Sent as x-api-key on the server side; never reaches a browser or a log line. */
  @MinLength(16)
  @IsString()
  CONTENT_API_KEY!: string;

  /** Budget of one content API call (spec 000 s7: 12000 ms, no redirects followed). */
  @Max(120_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  CONTENT_API_TIMEOUT_MS: number = CONTENT_REQUEST_TIMEOUT_MS;
}
