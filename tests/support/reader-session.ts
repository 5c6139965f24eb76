// Credentials a suite needs to reach the reader and identity routes over plain HTTP (no
// browser): a reader's access token from the local identity provider (the site's
// authorisation code flow with PKCE, through the join screen), a live sign-in interaction and
// its cookies, and a password reset token from the outbox.
import { createHash, randomBytes } from 'node:crypto';

/** The site's client at the provider (identity's IDENTITY_CLIENT_ID default). */
export const SITE_CLIENT_ID = 'bytewire-web';
/** What the site asks for: its APIs' scope (`account`) gives the newsletter proxy's audience. */
const SITE_SCOPES = 'openid email profile account';
const TIMEOUT_MS = 10_000;

/** A cookie jar of one origin's worth: names and values, paths and hosts ignored. */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  keep(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair.indexOf('=');
      if (at > 0) this.cookies.set(pair.slice(0, at).trim(), pair.slice(at + 1));
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

/** Fetches without following redirects, the jar's cookies sent and the answer's kept. */
async function step(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(url, {
    redirect: 'manual',
    signal: AbortSignal.timeout(TIMEOUT_MS),
    ...init,
    headers: { cookie: jar.header(), ...(init.headers as Record<string, string> | undefined) },
  });
  jar.keep(response);
  return response;
}

/** A redirect of the provider (on its public origin, localhost) followed on loopback. */
function onLoopback(base: string, location: string | null): string {
  if (!location) throw new Error('a redirect without Location');
  const url = new URL(location, base);
  return `${base}${url.pathname}${url.search}`;
}

export interface Interaction {
  uid: string;
  /** The provider's interaction cookies, as a Cookie header. */
  cookie: string;
  jar: CookieJar;
  verifier: string;
  redirectUri: string;
}

/**
 * Starts the site's authorisation request (PKCE) at the provider (`identity`: its loopback
 * URL) and answers the sign-in interaction it opens: its uid and cookies.
 */
export async function startInteraction(identity: string, siteOrigin: string): Promise<Interaction> {
  const jar = new CookieJar();
  const verifier = randomBytes(32).toString('base64url');
  const redirectUri = `${siteOrigin}/auth/callback/`;
  const query = new URLSearchParams({
    client_id: SITE_CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: SITE_SCOPES,
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: randomBytes(8).toString('hex'),
  });
  const started = await step(jar, `${identity}/oidc/auth?${query}`);
  const location = started.headers.get('location') ?? '';
  const uid = /\/interaction\/([^/?]+)/.exec(location)?.[1];
  if (started.status !== 303 || !uid) {
    throw new Error(`the authorisation request answered ${started.status} to ${location}`);
  }
  return { uid, cookie: jar.header(), jar, verifier, redirectUri };
}

export interface Reader {
  email: string;
  password: string;
  sub: string;
  accessToken: string;
}

/** A new reader joined through the provider's join screen, with an access token for the site's APIs. */
export async function joinReader(
  identity: string,
  siteOrigin: string,
  label: string,
): Promise<Reader> {
  const email = `${label}.${randomBytes(5).toString('hex')}@example.com`;
  const password = 'Str0ng!pass';
  const { uid, jar, verifier, redirectUri } = await startInteraction(identity, siteOrigin);
  let answer = await step(jar, `${identity}/interaction/${uid}/join`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email, password, terms: 'accepted' }).toString(),
  });
  for (let hops = 0; hops < 5; hops++) {
    const location = answer.headers.get('location') ?? '';
    if (answer.status < 300 || answer.status >= 400) {
      throw new Error(`joining answered ${answer.status}`);
    }
    if (location.startsWith(redirectUri)) break;
    answer = await step(jar, onLoopback(identity, location));
  }
  const code = new URL(answer.headers.get('location') ?? '', identity).searchParams.get('code');
  if (!code) throw new Error(`no code on ${answer.headers.get('location')}`);
  const token = await fetch(`${identity}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri,
      client_id: SITE_CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!token.ok) throw new Error(`the token endpoint answered ${token.status}`);
  const { access_token: accessToken } = (await token.json()) as { access_token: string };
  const claims = JSON.parse(
    Buffer.from(accessToken.split('.')[1], 'base64url').toString('utf8'),
  ) as { sub: string };
  return { email, password, sub: claims.sub, accessToken };
}

/**
 * A password reset token of `email`: asked for on the reset screen, read from the link of the
 * mail in the outbox (`GET /outbox?to=`, IDENTITY_OUTBOX_KEY).
 */
export async function resetToken(
  identity: string,
  email: string,
  outboxKey: string,
): Promise<string> {
  const asked = await fetch(`${identity}/reset`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ email }).toString(),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (asked.status !== 200) throw new Error(`asking for a reset answered ${asked.status}`);
  const outbox = await fetch(`${identity}/outbox?${new URLSearchParams({ to: email })}`, {
    headers: { 'x-api-key': outboxKey },
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const { items } = (await outbox.json()) as { items: { text: string }[] };
  for (const mail of items) {
    const token = /\/reset\/([A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
    if (token) return token;
  }
  throw new Error(`no reset link in the outbox of ${email}`);
}
