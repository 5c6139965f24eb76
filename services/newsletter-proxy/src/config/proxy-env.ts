/**
 * The newsletter proxy's environment: the kit's variables plus Redis, the identity provider
 * whose access tokens it accepts, and the discussion service's keys. Validated at start-up: a
 * bad value stops the process with a message naming the variable.
 */
import { BaseEnv, DEFAULT_REDIS_URL, IsRedisUrl } from '@bytewire/service-kit';
import { Type } from 'class-transformer';
import {
  IsEmail,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Matches,
  Max,
  Min,
  MinLength,
} from 'class-validator';

const HTTP_URL_RULE = { protocols: ['http', 'https'], require_tld: false, require_protocol: true };

export class ProxyEnv extends BaseEnv {
  /** Subscriptions and profiles: one Redis, or a Redis Cluster (`redis+cluster://`). */
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /** The identity provider whose access tokens are accepted (their `iss`), no trailing slash. */
  @Matches(/[^/]$/, { message: 'OIDC_ISSUER must not end with a slash' })
  @IsUrl(HTTP_URL_RULE, { message: 'OIDC_ISSUER must be an http(s) URL' })
  @IsString({ message: 'OIDC_ISSUER is required' })
  OIDC_ISSUER!: string;

  /** Where its keys are read; by default the `jwks_uri` of the issuer's discovery document. */
  @IsOptional()
  @IsUrl(HTTP_URL_RULE, { message: 'OIDC_JWKS_URL must be an http(s) URL' })
  OIDC_JWKS_URL?: string;

  /** The `aud` an access token must carry to be taken here. */
  @MinLength(1, { message: 'OIDC_AUDIENCE must not be empty' })
  OIDC_AUDIENCE: string = 'urn:bytewire:api';

  /** The avatar service: `{hash}` is the SHA-256 of the reader's address. Local by default. */
  @Matches(/\{hash\}/, { message: 'AVATAR_URL_TEMPLATE must hold {hash}' })
  @Matches(/^(https:\/\/|\/)[^\s"'<>]*$/, {
    message: 'AVATAR_URL_TEMPLATE must be an https URL or a site path',
  })
  AVATAR_URL_TEMPLATE: string = '/api/neutron/users/avatar/{hash}.svg';

  /** The identity provider's account API (address and password changes), from the cluster. */
  @IsUrl(HTTP_URL_RULE, { message: 'IDENTITY_URL must be an http(s) URL' })
  IDENTITY_URL: string = 'http://127.0.0.1:3006';

  /** What the proxy sends as x-api-key to that API. */
  @MinLength(16, { message: 'IDENTITY_ACCOUNTS_KEY must be at least 16 characters' })
  @IsString({ message: 'IDENTITY_ACCOUNTS_KEY is required' })
  IDENTITY_ACCOUNTS_KEY!: string;

  /** The site's public origin: the only pages the email-a-friend form may share. */
  @IsUrl(HTTP_URL_RULE, { message: 'PUBLIC_URL must be an http(s) URL' })
  PUBLIC_URL: string = 'http://localhost:3000';

  /** Where the contact form's messages go (the outbox, locally), the reader's address as Reply-To. */
  @IsEmail({}, { message: 'CONTACT_MAIL_TO must be an email address' })
  CONTACT_MAIL_TO: string = 'contact@bytewire.example';

  /** Signs the email-a-friend form's captcha challenges (ALTCHA proof of work). */
  @MinLength(16, { message: 'EMAIL_SHARE_CAPTCHA_KEY must be at least 16 characters' })
  @IsString({ message: 'EMAIL_SHARE_CAPTCHA_KEY is required' })
  EMAIL_SHARE_CAPTCHA_KEY!: string;

  /** The discussion service's short name (`{discussion}` of the single sign-on paths). */
  @Matches(/^[a-z0-9][a-z0-9-]{0,63}$/, {
    message: 'DISCUSSION_SHORTNAME must be lower-case letters, digits and dashes (at most 64)',
  })
  DISCUSSION_SHORTNAME: string = 'bytewire';

  /**
   * The discussion service's public API key (render's, the same rule): set, the member area's
   * Community tab lists the reader's recent comments from the service's API; empty, it says
   * comments are not open.
   */
  @Matches(/^[A-Za-z0-9]{0,128}$/, {
    message: 'DISCUSSION_API_KEY must be at most 128 letters and digits',
  })
  DISCUSSION_API_KEY: string = '';

  /**
   * The single sign-on domain slug the discussion service gave the site: a signed-in reader is
   * `remote:{slug}-{reader id}` there. By default, DISCUSSION_SHORTNAME.
   */
  @IsOptional()
  @Matches(/^[a-z0-9][a-z0-9_-]{0,63}$/, {
    message: 'DISCUSSION_SSO_DOMAIN must be lower-case letters, digits, dashes or underscores',
  })
  DISCUSSION_SSO_DOMAIN?: string;

  /** The discussion service's API (Disqus's 3.0 API), no trailing slash. */
  @Matches(/^[^?#]*[^/?#]$/, {
    message: 'DISCUSSION_API_URL must have no query, fragment or trailing slash',
  })
  @IsUrl(HTTP_URL_RULE, { message: 'DISCUSSION_API_URL must be an http(s) URL' })
  DISCUSSION_API_URL: string = 'https://disqus.com/api/3.0';

  /** Budget of one call to that API. */
  @Type(() => Number)
  @Min(100, { message: 'DISCUSSION_API_TIMEOUT_MS must be at least 100' })
  @Max(30_000, { message: 'DISCUSSION_API_TIMEOUT_MS must be at most 30000' })
  // Last: checked first, so a value that is no number is told so.
  @IsInt({ message: 'DISCUSSION_API_TIMEOUT_MS must be a whole number of milliseconds' })
  DISCUSSION_API_TIMEOUT_MS: number = 3000;

  /**
   * The publication's newsletter platform: set, newsletters, subscriptions, profiles and
   * discussion sign-on are its, asked under the same paths with the reader's token; unset, they
   * are kept here in Redis.
   */
  @IsOptional()
  @Matches(/^[^?#]*[^/?#]$/, {
    message: 'NEWSLETTER_UPSTREAM_URL must have no query, fragment or trailing slash',
  })
  @IsUrl(HTTP_URL_RULE, { message: 'NEWSLETTER_UPSTREAM_URL must be an http(s) URL' })
  NEWSLETTER_UPSTREAM_URL?: string;

  /** Budget of one call to that platform, headers and body. */
  @Type(() => Number)
  @IsInt({ message: 'NEWSLETTER_UPSTREAM_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'NEWSLETTER_UPSTREAM_TIMEOUT_MS must be at least 100' })
  @Max(60_000, { message: 'NEWSLETTER_UPSTREAM_TIMEOUT_MS must be at most 60000' })
  NEWSLETTER_UPSTREAM_TIMEOUT_MS: number = 8000;

  /** The discussion service's secret key: it signs the single sign-on payload. */
  @MinLength(16, { message: 'DISCUSSION_SECRET_KEY must be at least 16 characters' })
  @IsString({ message: 'DISCUSSION_SECRET_KEY is required' })
  DISCUSSION_SECRET_KEY!: string;
}
