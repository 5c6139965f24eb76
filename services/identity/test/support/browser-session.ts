import { createHash, createPublicKey, randomBytes, verify, type JsonWebKey } from 'node:crypto';
import { AUDIENCE, CLIENT_ID, SITE_URL, type IdentityProcess } from './identity-process';

export interface Answer {
  status: number;
  location?: string;
  headers: Headers;
  body: string;
}

/**
 * A browser as far as the provider can tell: a cookie jar (by name; the provider's cookies
 * are all of one host) and requests that do not follow redirects, so each step is checked.
 */
export class BrowserSession {
  private readonly cookies = new Map<string, string>();

  constructor(private readonly base: string) {}

  private keep(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair?.indexOf('=') ?? -1;
      if (!pair || at < 1) continue;
      const name = pair.slice(0, at).trim();
      const value = pair.slice(at + 1);
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  async request(
    pathOrUrl: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Answer> {
    const url = new URL(pathOrUrl, this.base);
    const headers: Record<string, string> = {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
    };
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const response = await fetch(url, {
      method: init.method ?? (init.form ? 'POST' : 'GET'),
      headers,
      body,
      redirect: 'manual',
    });
    this.keep(response.headers);
    return {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      headers: response.headers,
      body: await response.text(),
    };
  }

  get(path: string): Promise<Answer> {
    return this.request(path);
  }

  post(path: string, form: Record<string, string>): Promise<Answer> {
    return this.request(path, { form });
  }
}

/** The PKCE pair of an authorisation request. */
export function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

export const REDIRECT_URI = `${SITE_URL}/auth/callback/`;

/** An authorisation request as the site makes it (`extra` adds or overrides parameters). */
export function authorisationRequest(extra: Record<string, string> = {}): {
  path: string;
  verifier: string;
  state: string;
} {
  const { verifier, challenge } = pkce();
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile account',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    state,
    ...extra,
  });
  return { path: `/oidc/auth?${query}`, verifier, state };
}

/** Starts an authorisation request as the site does; answers the interaction path and PKCE. */
export async function beginSignIn(
  browser: BrowserSession,
  extra: Record<string, string> = {},
): Promise<{ interaction: string; verifier: string; state: string }> {
  const { path, verifier, state } = authorisationRequest(extra);
  const answer = await browser.get(path);
  // The provider's public URL (IDENTITY_PUBLIC_URL) before the path: kept on the path only.
  const location = answer.location && new URL(answer.location, 'http://provider.invalid');
  const interaction = location ? `${location.pathname}${location.search}` : undefined;
  if (answer.status !== 303 || !interaction?.startsWith('/interaction/')) {
    throw new Error(
      `authorisation request answered ${answer.status} ${answer.location}: ${answer.body}`,
    );
  }
  return { interaction, verifier, state };
}

/** After the last screen: follows the provider back to the site and trades the code for tokens. */
export async function finishSignIn(
  browser: BrowserSession,
  afterScreen: Answer,
  verifier: string,
  state: string,
): Promise<Tokens> {
  if (afterScreen.status !== 303 || !afterScreen.location) {
    throw new Error(`screen answered ${afterScreen.status}: ${afterScreen.body.slice(0, 500)}`);
  }
  const resumed = await browser.get(afterScreen.location);
  if (!resumed.location?.startsWith(REDIRECT_URI)) {
    throw new Error(
      `resume answered ${resumed.status} ${resumed.location}: ${resumed.body.slice(0, 500)}`,
    );
  }
  const callback = new URL(resumed.location);
  if (callback.searchParams.get('state') !== state) throw new Error('state changed');
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`no code: ${resumed.location}`);
  const token = await browser.post('/oidc/token', {
    grant_type: 'authorization_code',
    code,
    redirect_uri: REDIRECT_URI,
    client_id: CLIENT_ID,
    code_verifier: verifier,
  });
  if (token.status !== 200) throw new Error(`token answered ${token.status}: ${token.body}`);
  return JSON.parse(token.body) as Tokens;
}

export interface Tokens {
  access_token: string;
  id_token: string;
  token_type: string;
  expires_in: number;
  scope: string;
}

/** A JWT's claims once its RS256 signature holds against the provider's JWKS. */
export async function verifiedClaims(
  identity: IdentityProcess,
  jwt: string,
): Promise<Record<string, unknown>> {
  const [header, payload, signature] = jwt.split('.');
  if (!header || !payload || !signature) throw new Error('not a JWT');
  const { kid, alg } = JSON.parse(Buffer.from(header, 'base64url').toString()) as {
    kid: string;
    alg: string;
  };
  if (alg !== 'RS256') throw new Error(`alg ${alg}`);
  const { keys } = (await (await fetch(`${identity.issuer}/jwks`)).json()) as {
    keys: (JsonWebKey & { kid: string })[];
  };
  const jwk = keys.find((key) => key.kid === kid);
  if (!jwk) throw new Error(`no key ${kid} in the JWKS`);
  const ok = verify(
    'RSA-SHA256',
    Buffer.from(`${header}.${payload}`),
    createPublicKey({ key: jwk, format: 'jwk' }),
    Buffer.from(signature, 'base64url'),
  );
  if (!ok) throw new Error('bad signature');
  return JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
}

export { AUDIENCE };

/** A fresh address for one test. */
export function newEmail(label = 'reader'): string {
  return `${label}.${randomBytes(6).toString('hex')}@example.com`;
}

/** The interaction's uid from its path. */
export function uidOf(interaction: string): string {
  return interaction.split('/')[2] ?? '';
}
