import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const AUDIENCE = 'urn:bytewire:api';

/**
 * An OpenID provider's token side on loopback, for the proxy's tests: a discovery document and
 * a JWKS (what the proxy reads) and a signer of access tokens with that key. Each test chooses
 * the claims, so that every refusal (expiry, issuer, audience, key, algorithm) can be made.
 */
export class TokenIssuer {
  private constructor(
    private readonly server: Server,
    readonly issuer: string,
    private readonly privateKey: CryptoKey,
    private readonly kid: string,
    /** Requests the JWKS answered. */
    readonly jwksRequests: { count: number },
  ) {}

  static async start(): Promise<TokenIssuer> {
    const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
    const kid = 'test-key-1';
    const jwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
    const jwksRequests = { count: 0 };
    let issuer = '';
    const server = createServer((request, response) => {
      response.setHeader('content-type', 'application/json');
      if (request.url === '/oidc/.well-known/openid-configuration') {
        response.end(JSON.stringify({ issuer, jwks_uri: `${issuer}/jwks` }));
      } else if (request.url === '/oidc/jwks') {
        jwksRequests.count += 1;
        response.end(JSON.stringify({ keys: [jwk] }));
      } else {
        response.statusCode = 404;
        response.end('{}');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
    return new TokenIssuer(server, issuer, privateKey, kid, jwksRequests);
  }

  /** An access token for `sub`; `claims` and `options` change what a test needs changed. */
  async token(
    sub: string,
    claims: JWTPayload = {},
    options: {
      issuer?: string;
      audience?: string;
      expiresIn?: string | number;
      key?: CryptoKey;
    } = {},
  ): Promise<string> {
    return new SignJWT({ scope: 'account', client_id: 'bytewire-web', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: this.kid, typ: 'at+jwt' })
      .setSubject(sub)
      .setIssuer(options.issuer ?? this.issuer)
      .setAudience(options.audience ?? AUDIENCE)
      .setIssuedAt()
      .setExpirationTime(options.expiresIn ?? '1h')
      .sign(options.key ?? this.privateKey);
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}
