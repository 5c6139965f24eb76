import { boundedFetch, isHttpClientError, type HttpClientError } from '@bytewire/http-client';
import { Injectable, Logger } from '@nestjs/common';
import * as client from 'openid-client';
import { IdentityConfig } from '../config/identity-config';
import type { GraphNetwork, OidcNetwork, SocialNetwork, SocialNetworkId } from './social-networks';
import { socialIdentityFrom, type SocialIdentity } from './social-identity';

/** What the callback is checked against: made for one redirect, kept by the provider. */
export interface SocialChecks {
  state: string;
  nonce: string;
  verifier: string;
}

/** A network that did not answer, or not as OAuth says it must: the reader is told, not shown it. */
export class SocialNetworkFailure extends Error {
  constructor(
    readonly network: SocialNetworkId,
    message: string,
  ) {
    super(message);
    this.name = 'SocialNetworkFailure';
  }
}

const OIDC_SCOPE = 'openid email profile';
/** Facebook Login's permissions: the reader's id comes with any; the address needs `email`. */
const GRAPH_SCOPE = 'public_profile email';

/**
 * The provider as a client of the social networks (openid-client): the authorisation URL of
 * one redirect (state, nonce, PKCE) and, on the way back, the code traded for the reader's
 * identity. An OpenID Connect network (Google) is found by discovery on first use, not at
 * start-up, so that a network down never stops the provider; Facebook is OAuth 2.0 and its
 * reader is read from the Graph API. Every call is bounded by IDENTITY_SOCIAL_TIMEOUT_MS; plain
 * http is allowed only where the environment allows it (this machine's own addresses).
 */
@Injectable()
export class SocialClients {
  private readonly logger = new Logger(SocialClients.name);
  private readonly configurations = new Map<SocialNetworkId, Promise<client.Configuration>>();

  constructor(private readonly config: IdentityConfig) {}

  /** Where the reader goes to sign in with `network`. */
  async authorizationUrl(network: SocialNetwork, checks: SocialChecks): Promise<URL> {
    const configuration = await this.configuration(network);
    return client.buildAuthorizationUrl(configuration, {
      redirect_uri: this.config.socialCallbackUrl(network.id),
      scope: network.kind === 'oidc' ? OIDC_SCOPE : GRAPH_SCOPE,
      state: checks.state,
      ...(network.kind === 'oidc' ? { nonce: checks.nonce } : {}),
      code_challenge: await client.calculatePKCECodeChallenge(checks.verifier),
      code_challenge_method: 'S256',
    });
  }

  /** The reader the network's answer names, once the code is traded and every check holds. */
  async identify(
    network: SocialNetwork,
    answer: URLSearchParams,
    checks: SocialChecks,
  ): Promise<SocialIdentity> {
    const configuration = await this.configuration(network);
    const currentUrl = new URL(this.config.socialCallbackUrl(network.id));
    for (const [name, value] of answer) currentUrl.searchParams.append(name, value);
    try {
      const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
        pkceCodeVerifier: checks.verifier,
        expectedState: checks.state,
        ...(network.kind === 'oidc' ? { expectedNonce: checks.nonce } : {}),
      });
      const claims =
        network.kind === 'oidc'
          ? tokens.claims()
          : await this.graphProfile(network, configuration, tokens.access_token);
      const identity = socialIdentityFrom(network, claims);
      if (!identity) throw new Error('the answer names no reader');
      return identity;
    } catch (error) {
      throw this.failure(network, error);
    }
  }

  /** Facebook's reader: `/me` with the fields the provider needs. */
  private async graphProfile(
    network: GraphNetwork,
    configuration: client.Configuration,
    accessToken: string,
  ): Promise<unknown> {
    const url = new URL(`${network.graphUrl}/me`);
    url.searchParams.set('fields', 'id,email');
    const response = await client.fetchProtectedResource(configuration, accessToken, url, 'GET');
    if (!response.ok) throw new Error(`the Graph API answered ${response.status}`);
    return response.json();
  }

  private failure(network: SocialNetwork, error: unknown): SocialNetworkFailure {
    const cause = error instanceof Error ? error : new Error(String(error));
    // openid-client wraps what its fetch throws (a ClientError whose cause it is).
    const failed = httpClientErrorIn(cause);
    const timedOut =
      failed?.kind === 'timeout' || cause.name === 'TimeoutError' || cause.name === 'AbortError';
    // What fetch itself threw, as openid-client would have passed it on before.
    const shown =
      failed && typeof failed.cause === 'object' && failed.cause !== null
        ? (failed.cause as Error)
        : cause;
    const message = timedOut
      ? `no answer within ${this.config.identitySocialTimeoutMs} ms`
      : `${shown.name}: ${shown.message}`;
    return new SocialNetworkFailure(network.id, message);
  }

  /** The network's client configuration, made once; a failed discovery is tried again later. */
  private configuration(network: SocialNetwork): Promise<client.Configuration> {
    let made = this.configurations.get(network.id);
    if (!made) {
      made = this.make(network).catch((error: unknown) => {
        this.configurations.delete(network.id);
        this.logger.warn({ network: network.id, err: error }, 'social network not reachable');
        throw this.failure(network, error);
      });
      this.configurations.set(network.id, made);
    }
    return made;
  }

  private async make(network: SocialNetwork): Promise<client.Configuration> {
    const fetchBounded = this.boundedFetch();
    const insecure = isPlainHttp(network);
    const configuration =
      network.kind === 'oidc'
        ? await this.discover(network, fetchBounded, insecure)
        : new client.Configuration(
            {
              issuer: 'https://www.facebook.com',
              authorization_endpoint: network.authorizationEndpoint,
              token_endpoint: `${network.graphUrl}/oauth/access_token`,
            },
            network.clientId,
            undefined,
            client.ClientSecretPost(network.clientSecret),
          );
    configuration[client.customFetch] = fetchBounded;
    if (insecure) client.allowInsecureRequests(configuration);
    return configuration;
  }

  private discover(
    network: OidcNetwork,
    fetchBounded: client.CustomFetch,
    insecure: boolean,
  ): Promise<client.Configuration> {
    return client.discovery(
      new URL(network.issuer),
      network.clientId,
      undefined,
      client.ClientSecretPost(network.clientSecret),
      {
        [client.customFetch]: fetchBounded,
        ...(insecure ? { execute: [client.allowInsecureRequests] } : {}),
      },
    );
  }

  /**
   * fetch under the policy of @bytewire/http-client: IDENTITY_SOCIAL_TIMEOUT_MS over the whole
   * exchange, body included, on top of openid-client's own signal; no redirects followed.
   */
  private boundedFetch(): client.CustomFetch {
    const timeoutMs = this.config.identitySocialTimeoutMs;
    return (url, options) =>
      boundedFetch(url, { ...(options as Omit<RequestInit, 'redirect'>), timeoutMs });
  }
}

/** The policy's failure in `error` or its causes, if it is one. */
function httpClientErrorIn(error: unknown): HttpClientError | undefined {
  let current = error;
  for (let depth = 0; depth < 5 && typeof current === 'object' && current !== null; depth++) {
    if (isHttpClientError(current)) return current;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether a network is reached over plain http (allowed by the environment on loopback only). */
function isPlainHttp(network: SocialNetwork): boolean {
  const urls =
    network.kind === 'oidc' ? [network.issuer] : [network.authorizationEndpoint, network.graphUrl];
  return urls.some((url) => url.startsWith('http:'));
}
