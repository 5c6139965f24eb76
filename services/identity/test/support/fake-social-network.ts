import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  sign,
  timingSafeEqual,
  type KeyObject,
} from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** The reader the network signs in next, or its refusal. */
export type NextAnswer =
  { sub: string; email?: string; email_verified?: boolean } | { error: 'access_denied' };

interface IssuedCode {
  reader: Exclude<NextAnswer, { error: string }>;
  nonce?: string;
  challenge: string;
  redirectUri: string;
}

/**
 * A social network on loopback, as the provider sees one: `oidc` is an OpenID Connect provider
 * like Google (discovery, authorize, token with a signed ID token, JWKS); `graph` is Facebook
 * Login (its dialog, `/oauth/access_token`, the Graph API's `/me`). It checks what a real one
 * checks (client credentials, one-time codes, the redirect URI, PKCE S256) and records requests.
 */
export class FakeSocialNetwork {
  readonly clientId = `client-${randomBytes(4).toString('hex')}`;
  readonly clientSecret = randomBytes(16).toString('hex');
  /** Who signs in at the network's next authorisation (the tests set it). */
  next: NextAnswer = { sub: 'nobody' };
  /** Delay of the token endpoint's answer (to go past the provider's timeout). */
  tokenDelayMs = 0;
  /** What the token endpoint answers instead of tokens, when set. */
  tokenFailure?: { status: number; body: string };
  readonly tokenRequests: URLSearchParams[] = [];
  readonly authorizeRequests: URLSearchParams[] = [];
  private readonly codes = new Map<string, IssuedCode>();
  private readonly tokens = new Map<string, IssuedCode['reader']>();
  private readonly key: KeyObject;
  private readonly kid = randomBytes(6).toString('hex');
  private server?: Server;
  url = '';

  constructor(readonly kind: 'oidc' | 'graph') {
    this.key = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey;
  }

  async start(): Promise<this> {
    this.server = createServer((request, response) => {
      this.handle(request, response).catch((error: Error) => {
        response.writeHead(500).end(error.message);
      });
    });
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    this.server?.closeAllConnections();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }

  private async handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', this.url);
    const json = (status: number, body: unknown): void => {
      response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    };
    const oidc = this.kind === 'oidc';
    if (oidc && url.pathname === '/.well-known/openid-configuration') {
      return json(200, {
        issuer: this.url,
        authorization_endpoint: `${this.url}/authorize`,
        token_endpoint: `${this.url}/token`,
        jwks_uri: `${this.url}/jwks`,
        response_types_supported: ['code'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        code_challenge_methods_supported: ['S256'],
        token_endpoint_auth_methods_supported: ['client_secret_post', 'client_secret_basic'],
      });
    }
    if (oidc && url.pathname === '/jwks') {
      const jwk = this.key.export({ format: 'jwk' });
      return json(200, {
        keys: [{ kty: jwk.kty, n: jwk.n, e: jwk.e, kid: this.kid, alg: 'RS256', use: 'sig' }],
      });
    }
    if (url.pathname === (oidc ? '/authorize' : '/dialog/oauth'))
      return this.authorize(url, response);
    if (request.method === 'POST' && url.pathname === (oidc ? '/token' : '/oauth/access_token')) {
      return this.token(request, json);
    }
    if (!oidc && url.pathname === '/me') {
      const token = /^Bearer (.+)$/i.exec(request.headers.authorization ?? '')?.[1];
      const reader = token ? this.tokens.get(token) : undefined;
      if (!reader) return json(401, { error: { message: 'Invalid OAuth access token.' } });
      const fields = url.searchParams.get('fields')?.split(',') ?? ['id'];
      return json(200, {
        id: reader.sub,
        ...(fields.includes('email') && reader.email ? { email: reader.email } : {}),
      });
    }
    response.writeHead(404).end();
  }

  /** The network's sign-in: at once, as `next` says, back to the redirect URI. */
  private authorize(url: URL, response: ServerResponse): void {
    const params = url.searchParams;
    this.authorizeRequests.push(params);
    const redirectUri = params.get('redirect_uri');
    const challenge = params.get('code_challenge');
    if (
      params.get('client_id') !== this.clientId ||
      params.get('response_type') !== 'code' ||
      params.get('code_challenge_method') !== 'S256' ||
      !redirectUri ||
      !challenge
    ) {
      response.writeHead(400).end('bad authorisation request');
      return;
    }
    const back = new URL(redirectUri);
    const state = params.get('state');
    if (state) back.searchParams.set('state', state);
    if ('error' in this.next) {
      back.searchParams.set('error', this.next.error);
    } else {
      const code = randomBytes(16).toString('hex');
      this.codes.set(code, {
        reader: this.next,
        nonce: params.get('nonce') ?? undefined,
        challenge,
        redirectUri,
      });
      back.searchParams.set('code', code);
    }
    response.writeHead(302, { location: back.href }).end();
  }

  private async token(
    request: IncomingMessage,
    json: (status: number, body: unknown) => void,
  ): Promise<void> {
    let raw = '';
    for await (const chunk of request) raw += String(chunk);
    const form = new URLSearchParams(raw);
    this.tokenRequests.push(form);
    if (this.tokenDelayMs) await new Promise((r) => setTimeout(r, this.tokenDelayMs));
    if (this.tokenFailure)
      return json(this.tokenFailure.status, JSON.parse(this.tokenFailure.body));
    const [basicId, basicSecret] = Buffer.from(
      (request.headers.authorization ?? '').replace(/^Basic /, ''),
      'base64',
    )
      .toString()
      .split(':')
      .map(decodeURIComponent);
    const clientId = form.get('client_id') ?? basicId;
    const secret = form.get('client_secret') ?? basicSecret ?? '';
    const secretOk =
      secret.length === this.clientSecret.length &&
      timingSafeEqual(Buffer.from(secret), Buffer.from(this.clientSecret));
    if (clientId !== this.clientId || !secretOk) return json(401, { error: 'invalid_client' });
    const code = form.get('code') ?? '';
    const issued = this.codes.get(code);
    this.codes.delete(code);
    const verifier = form.get('code_verifier') ?? '';
    const challenge = createHash('sha256').update(verifier).digest('base64url');
    if (
      !issued ||
      form.get('grant_type') !== 'authorization_code' ||
      form.get('redirect_uri') !== issued.redirectUri ||
      challenge !== issued.challenge
    ) {
      return json(400, { error: 'invalid_grant' });
    }
    const accessToken = randomBytes(16).toString('hex');
    this.tokens.set(accessToken, issued.reader);
    json(200, {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      ...(this.kind === 'oidc' ? { id_token: this.idToken(issued) } : {}),
    });
  }

  private idToken(issued: IssuedCode): string {
    const now = Math.floor(Date.now() / 1000);
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const header = part({ alg: 'RS256', kid: this.kid, typ: 'JWT' });
    const payload = part({
      iss: this.url,
      aud: this.clientId,
      iat: now,
      exp: now + 300,
      ...(issued.nonce ? { nonce: issued.nonce } : {}),
      ...issued.reader,
    });
    const signature = sign('RSA-SHA256', Buffer.from(`${header}.${payload}`), this.key);
    return `${header}.${payload}.${signature.toString('base64url')}`;
  }
}
