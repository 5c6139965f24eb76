import { createPrivateKey, type JsonWebKey, type KeyObject } from 'node:crypto';
import { createHash } from 'node:crypto';
import { EnvConfig } from '@bytewire/service-kit';
import {
  socialNetworksFrom,
  type SocialNetwork,
  type SocialNetworkId,
} from '../social/social-networks';
import type { IdentityEnv } from './identity-env';

/** The smallest RSA key taken for signing tokens. */
const MIN_RSA_BITS = 2048;

/**
 * The validated, typed configuration: each variable of IdentityEnv under its camel-case name
 * (IDENTITY_PUBLIC_URL → `identityPublicUrl`, IDENTITY_SITE_URL → `identitySiteUrl`), and the
 * settings made of them.
 */
export class IdentityConfig extends EnvConfig<IdentityEnv>() {
  /** The signing key as a private JWK with its `kid`, `alg` and `use`. */
  readonly signingJwk: JsonWebKey;
  readonly cookieKeys: readonly string[];
  /**
   * Whether X-Forwarded-* are believed (TRUST_PROXY): the reader's address behind an ingress.
   * No URL follows them: every URL comes from `identityPublicUrl` (oidc/public-origin.ts).
   */
  readonly behindProxy: boolean;
  /** IDENTITY_TERMS_URL, else the site's terms page. */
  readonly termsUrl: string;
  /** The social networks readers may sign in with (none unless configured). */
  readonly socialNetworks: readonly SocialNetwork[];

  constructor(env: IdentityEnv) {
    super(env);
    this.signingJwk = signingJwkFrom(env.IDENTITY_SIGNING_KEY);
    this.cookieKeys = env.IDENTITY_COOKIE_KEYS.split(',');
    this.behindProxy = env.TRUST_PROXY !== 'false';
    this.termsUrl =
      env.IDENTITY_TERMS_URL ?? `${env.IDENTITY_SITE_URL}/auth/flow/terms-of-service/`;
    this.socialNetworks = socialNetworksFrom(env);
  }

  socialNetwork(id: SocialNetworkId): SocialNetwork | undefined {
    return this.socialNetworks.find((network) => network.id === id);
  }

  /** Where a social network sends the reader back: registered with the network. */
  socialCallbackUrl(id: SocialNetworkId): string {
    return `${this.identityPublicUrl}/social/${id}/callback`;
  }

  /** The OpenID Connect issuer: the provider is mounted under `/oidc`. */
  get issuer(): string {
    return `${this.identityPublicUrl}/oidc`;
  }

  /** Where the site receives the authorisation code. */
  get redirectUris(): string[] {
    return [`${this.identitySiteUrl}/auth/callback/`];
  }

  /** Where a reader lands after signing out: the site root (spec 001 s2). */
  get postLogoutRedirectUris(): string[] {
    return [`${this.identitySiteUrl}/`];
  }

  get siteOrigin(): string {
    return new URL(this.identitySiteUrl).origin;
  }
}

/** The RFC 7638 thumbprint of an RSA public key: a stable `kid` for one key. */
function thumbprint(jwk: JsonWebKey): string {
  const canonical = JSON.stringify({ e: jwk.e, kty: jwk.kty, n: jwk.n });
  return createHash('sha256').update(canonical).digest('base64url');
}

function signingJwkFrom(pem: string): JsonWebKey {
  let key: KeyObject;
  try {
    key = createPrivateKey(pem);
  } catch (error) {
    throw new Error(
      `Invalid environment: IDENTITY_SIGNING_KEY is not a readable private key (${(error as Error).message})`,
    );
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_RSA_BITS) {
    throw new Error(
      `Invalid environment: IDENTITY_SIGNING_KEY must be an RSA key of ${MIN_RSA_BITS} bits or more`,
    );
  }
  const jwk = key.export({ format: 'jwk' });
  return { ...jwk, kid: thumbprint(jwk), alg: 'RS256', use: 'sig' };
}
