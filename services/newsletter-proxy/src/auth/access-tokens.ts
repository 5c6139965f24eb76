import { fetchWithTimeout, UpstreamMetrics } from '@bytewire/service-kit';
import { Injectable, ServiceUnavailableException, UnauthorizedException } from '@nestjs/common';
import { createRemoteJWKSet, errors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { ProxyConfig } from '../config/proxy-config';
import {
  PROVIDER_UNREACHABLE_MESSAGE,
  TOKEN_EXPIRED_MESSAGE,
  TOKEN_INVALID_MESSAGE,
} from './auth-messages';
import type { Reader } from './reader';

/** Budget of a discovery or JWKS call to the provider. */
export const PROVIDER_TIMEOUT_MS = 2000;
/** A key set is kept this long; an unknown `kid` refetches it, at most every 30 s. */
const JWKS_CACHE_MS = 10 * 60_000;
const JWKS_COOLDOWN_MS = 30_000;
/** The signatures the provider's keys make; `none` and HMAC never pass. */
const ALGORITHMS = ['RS256', 'PS256', 'ES256', 'EdDSA'];

/** Thrown for a token refused: its message says why, with the RFC 6750 error code. */
export class RefusedToken extends UnauthorizedException {
  constructor(
    message: string,
    readonly bearerError: 'invalid_request' | 'invalid_token',
  ) {
    super(message);
  }
}

/**
 * Access tokens checked against the identity provider's keys (jose): the signature, the issuer
 * (OIDC_ISSUER), the audience (OIDC_AUDIENCE), the expiry. The keys come from OIDC_JWKS_URL or
 * the issuer's discovery document, fetched once and kept; the provider is called again only
 * for a key it has not seen, never per request.
 */
@Injectable()
export class AccessTokens {
  private keys?: Promise<JWTVerifyGetKey>;
  /** fetch, timed (`upstream_request_duration_seconds{upstream="identity"}`). */
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: ProxyConfig,
    upstreams: UpstreamMetrics,
  ) {
    this.fetch = upstreams.timedFetch('identity');
  }

  private async jwksUrl(): Promise<URL> {
    if (this.config.oidcJwksUrl) return new URL(this.config.oidcJwksUrl);
    const response = await fetchWithTimeout(
      `${this.config.oidcIssuer}/.well-known/openid-configuration`,
      { timeoutMs: PROVIDER_TIMEOUT_MS, upstream: 'identity provider', fetchImpl: this.fetch },
    );
    if (!response.ok) throw new Error(`discovery answered ${response.status}`);
    const { jwks_uri: uri } = (await response.json()) as { jwks_uri?: unknown };
    if (typeof uri !== 'string' || !/^https?:\/\//.test(uri)) {
      throw new Error('discovery document without an http(s) jwks_uri');
    }
    return new URL(uri);
  }

  private keySet(): Promise<JWTVerifyGetKey> {
    this.keys ??= this.jwksUrl().then((url) =>
      createRemoteJWKSet(url, {
        timeoutDuration: PROVIDER_TIMEOUT_MS,
        cacheMaxAge: JWKS_CACHE_MS,
        cooldownDuration: JWKS_COOLDOWN_MS,
      }),
    );
    // A failed discovery is tried again by the next request.
    this.keys.catch(() => (this.keys = undefined));
    return this.keys;
  }

  async verify(token: string): Promise<Omit<Reader, 'accessToken'>> {
    let keys: JWTVerifyGetKey;
    try {
      keys = await this.keySet();
    } catch (error) {
      throw new ServiceUnavailableException(PROVIDER_UNREACHABLE_MESSAGE, { cause: error });
    }
    try {
      const { payload } = await jwtVerify(token, keys, {
        issuer: this.config.oidcIssuer,
        audience: this.config.oidcAudience,
        algorithms: ALGORITHMS,
        requiredClaims: ['sub', 'exp'],
      });
      const email = typeof payload.email === 'string' ? payload.email : undefined;
      return { sub: payload.sub as string, ...(email ? { email } : {}) };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw new RefusedToken(TOKEN_EXPIRED_MESSAGE, 'invalid_token');
      }
      if (error instanceof errors.JWKSTimeout || !(error instanceof errors.JOSEError)) {
        throw new ServiceUnavailableException(PROVIDER_UNREACHABLE_MESSAGE, { cause: error });
      }
      throw new RefusedToken(TOKEN_INVALID_MESSAGE, 'invalid_token');
    }
  }
}
