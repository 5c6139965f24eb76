/**
 * The identity provider's environment: the kit's variables (HOST, PORT, LOG_LEVEL, ...) plus
 * Redis, its public address (the issuer), the site it signs readers in for, the audience of
 * its access tokens and its secrets. Validated at start-up: a bad value stops the process with
 * a message naming the variable.
 */
import { BaseEnv, DEFAULT_REDIS_URL, DiffersFrom, IsRedisUrl } from '@bytewire/service-kit';
import { DEFAULT_PORTS } from '@bytewire/site';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength } from 'class-validator';

const HTTP_URL_RULE = { protocols: ['http', 'https'], require_tld: false, require_protocol: true };

/**
 * A social network's address: https, or http on this machine only (a stand-in network in tests
 * and local runs); never a trailing slash.
 */
const NETWORK_URL =
  /^(https:\/\/[^\s/?#]+|http:\/\/(127\.0\.0\.1|localhost|\[::1\])(:\d+)?)(\/[^\s?#]*)?(?<!\/)$/;
const networkUrlMessage = (name: string) =>
  `${name} must be an https URL (http only on 127.0.0.1 or localhost), without a trailing slash`;
/** Client ids and secrets as networks issue them: printable, no spaces, bounded. */
const CLIENT_CREDENTIAL = /^[\x21-\x7e]{8,256}$/;
const credentialMessage = (name: string) =>
  `${name} must be 8 to 256 printable characters, no spaces`;
/** An empty credential is none (compose passes `${VAR:-}` for a network not set up). */
const EmptyIsUnset = () =>
  Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value));

export class IdentityEnv extends BaseEnv {
  /** Accounts, sessions, grants, reset tokens and the outbox. */
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /**
   * The provider's public URL as browsers and token verifiers reach it, with no trailing slash;
   * OpenID Connect lives under `/oidc` (the issuer is IDENTITY_PUBLIC_URL + '/oidc'). Every URL
   * the provider answers is on it, whatever Host or X-Forwarded-Host a request came with.
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
  @DiffersFrom('IDENTITY_OUTBOX_KEY', 'reading mails must not change accounts')
  @MinLength(16, { message: 'IDENTITY_ACCOUNTS_KEY must be at least 16 characters' })
  @IsString({ message: 'IDENTITY_ACCOUNTS_KEY is required' })
  IDENTITY_ACCOUNTS_KEY!: string;

  /** What an operator or a test sends as x-api-key to read the local outbox. */
  @MinLength(16, { message: 'IDENTITY_OUTBOX_KEY must be at least 16 characters' })
  @IsString({ message: 'IDENTITY_OUTBOX_KEY is required' })
  IDENTITY_OUTBOX_KEY!: string;

  /**
   * Sign-in with Google (spec 001 s2's social options): the OAuth client registered with Google,
   * whose redirect URI is IDENTITY_PUBLIC_URL + '/social/google/callback'. Both or neither.
   */
  @EmptyIsUnset()
  @IsOptional()
  @Matches(CLIENT_CREDENTIAL, { message: credentialMessage('IDENTITY_GOOGLE_CLIENT_ID') })
  IDENTITY_GOOGLE_CLIENT_ID?: string;

  @EmptyIsUnset()
  @IsOptional()
  @Matches(CLIENT_CREDENTIAL, { message: credentialMessage('IDENTITY_GOOGLE_CLIENT_SECRET') })
  IDENTITY_GOOGLE_CLIENT_SECRET?: string;

  /** Google's OpenID Connect issuer (its discovery document is read from there). */
  @Matches(NETWORK_URL, { message: networkUrlMessage('IDENTITY_GOOGLE_ISSUER') })
  IDENTITY_GOOGLE_ISSUER: string = 'https://accounts.google.com';

  /**
   * Sign-in with Facebook (Facebook Login, OAuth 2.0 and the Graph API): the app's id and
   * secret, whose redirect URI is IDENTITY_PUBLIC_URL + '/social/facebook/callback'. Both or
   * neither.
   */
  @EmptyIsUnset()
  @IsOptional()
  @Matches(CLIENT_CREDENTIAL, { message: credentialMessage('IDENTITY_FACEBOOK_CLIENT_ID') })
  IDENTITY_FACEBOOK_CLIENT_ID?: string;

  @EmptyIsUnset()
  @IsOptional()
  @Matches(CLIENT_CREDENTIAL, { message: credentialMessage('IDENTITY_FACEBOOK_CLIENT_SECRET') })
  IDENTITY_FACEBOOK_CLIENT_SECRET?: string;

  /** Facebook Login's dialog (the authorisation endpoint), of the Graph API version used. */
  @Matches(NETWORK_URL, { message: networkUrlMessage('IDENTITY_FACEBOOK_DIALOG_URL') })
  IDENTITY_FACEBOOK_DIALOG_URL: string = 'https://www.facebook.com/v23.0/dialog/oauth';

  /** The Graph API of that version: its `/oauth/access_token` and `/me`. */
  @Matches(NETWORK_URL, { message: networkUrlMessage('IDENTITY_FACEBOOK_GRAPH_URL') })
  IDENTITY_FACEBOOK_GRAPH_URL: string = 'https://graph.facebook.com/v23.0';

  /** How long one call to a social network may take (discovery, token, profile). */
  @Type(() => Number)
  @IsInt({ message: 'IDENTITY_SOCIAL_TIMEOUT_MS must be a whole number of milliseconds' })
  @Min(100, { message: 'IDENTITY_SOCIAL_TIMEOUT_MS must be at least 100' })
  @Max(30_000, { message: 'IDENTITY_SOCIAL_TIMEOUT_MS must be at most 30000' })
  IDENTITY_SOCIAL_TIMEOUT_MS: number = 5000;
}
