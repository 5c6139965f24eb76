/**
 * The identity provider's environment: the kit's variables (HOST, PORT, LOG_LEVEL, ...) plus
 * Redis, its public address (the issuer), the site it signs readers in for, the audience of
 * its access tokens and its secrets. Validated at start-up: a bad value stops the process with
 * a message naming the variable.
 */
import { BaseEnv, DEFAULT_REDIS_URL, REDIS_URL_RULE } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { IsOptional, IsString, IsUrl, Matches, MinLength } from 'class-validator';

const HTTP_URL_RULE = { protocols: ['http', 'https'], require_tld: false, require_protocol: true };

export class IdentityEnv extends BaseEnv {
  /** Accounts, sessions, grants, reset tokens and the outbox. */
  @IsUrl(REDIS_URL_RULE, { message: 'REDIS_URL must be a redis:// or rediss:// URL' })
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /**
   * The provider's public URL as browsers and token verifiers reach it, with no trailing slash;
   * OpenID Connect lives under `/oidc` (the issuer is IDENTITY_PUBLIC_URL + '/oidc').
   */
  @Matches(/[^/]$/, { message: 'IDENTITY_PUBLIC_URL must not end with a slash' })
  @IsUrl(HTTP_URL_RULE, { message: 'IDENTITY_PUBLIC_URL must be an http(s) URL' })
  IDENTITY_PUBLIC_URL: string = `http://localhost:${DEFAULT_PORTS.identity}`;

  /** The site readers sign in to: its callback and its root are the only redirects allowed. */
  @Matches(/[^/]$/, { message: 'IDENTITY_SITE_URL must not end with a slash' })
  @IsUrl(HTTP_URL_RULE, { message: 'IDENTITY_SITE_URL must be an http(s) URL' })
  IDENTITY_SITE_URL: string = `http://localhost:${DEFAULT_PORTS.gateway}`;

  /** The Terms & Conditions a reader accepts on joining; the site's terms page by default. */
  @IsOptional()
  @IsUrl(HTTP_URL_RULE, { message: 'IDENTITY_TERMS_URL must be an http(s) URL' })
  IDENTITY_TERMS_URL?: string;

  /** The site's OpenID Connect client id (a public client using PKCE). */
  @Matches(/^[A-Za-z0-9_-]{3,64}$/, {
    message: 'IDENTITY_CLIENT_ID must be 3 to 64 letters, digits, - or _',
  })
  IDENTITY_CLIENT_ID: string = 'bytewire-web';

  /** The `aud` of access tokens: what the site's APIs check. An absolute URI. */
  @Matches(/^(https?:\/\/[^\s/]+\S*|urn:[A-Za-z0-9][A-Za-z0-9-]{0,31}:\S+)$/, {
    message: 'IDENTITY_AUDIENCE must be an absolute URI (https://... or urn:...)',
  })
  IDENTITY_AUDIENCE: string = 'urn:bytewire:api';

  /** The private key signing ID and access tokens: a PEM (PKCS#8) RSA key of 2048 bits or more. */
  @Matches(/^-----BEGIN PRIVATE KEY-----[\s\S]+-----END PRIVATE KEY-----\s*$/, {
    message: 'IDENTITY_SIGNING_KEY must be a PEM PKCS#8 private key (-----BEGIN PRIVATE KEY-----)',
  })
  @IsString({ message: 'IDENTITY_SIGNING_KEY is required' })
  IDENTITY_SIGNING_KEY!: string;

  /** Keys signing the provider's cookies, comma-separated (the first signs; all verify). */
  @Matches(/^[^,\s]{32,}(,[^,\s]{32,})*$/, {
    message: 'IDENTITY_COOKIE_KEYS must be comma-separated keys of at least 32 characters',
  })
  @IsString({ message: 'IDENTITY_COOKIE_KEYS is required' })
  IDENTITY_COOKIE_KEYS!: string;

  /** What the site's APIs send as x-api-key to change a reader's address or password. */
  @MinLength(16, { message: 'IDENTITY_ACCOUNTS_KEY must be at least 16 characters' })
  @IsString({ message: 'IDENTITY_ACCOUNTS_KEY is required' })
  IDENTITY_ACCOUNTS_KEY!: string;

  /** What an operator or a test sends as x-api-key to read the local outbox. */
  @MinLength(16, { message: 'IDENTITY_OUTBOX_KEY must be at least 16 characters' })
  @IsString({ message: 'IDENTITY_OUTBOX_KEY is required' })
  IDENTITY_OUTBOX_KEY!: string;
}
