import {
  PASSWORD_RULE_MESSAGE,
  REQUIRED_FIELDS_MESSAGE,
  SIGN_IN_EMAIL_INVALID_MESSAGE,
  TERMS_REQUIRED_MESSAGE,
} from '@bytewire/contracts';
import {
  AUDIENCE,
  beginSignIn,
  BrowserSession,
  finishSignIn,
  newEmail,
  verifiedClaims,
} from './support/browser-session';
import { GOOD_PASSWORD, join, signIn } from './support/flows';
import {
  CLIENT_ID,
  type IdentityProcess,
  SITE_URL,
  startIdentity,
} from './support/identity-process';

/** HTML-escaped as React writes text. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

let identity: IdentityProcess;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.stop();
});

describe('discovery', () => {
  it('publishes the issuer, the code flow with PKCE (S256) only and its endpoints', async () => {
    const response = await fetch(`${identity.issuer}/.well-known/openid-configuration`);
    expect(response.status).toBe(200);
    const discovery = (await response.json()) as Record<string, unknown>;
    expect(discovery).toMatchObject({
      issuer: identity.issuer,
      authorization_endpoint: `${identity.issuer}/auth`,
      token_endpoint: `${identity.issuer}/token`,
      jwks_uri: `${identity.issuer}/jwks`,
      end_session_endpoint: `${identity.issuer}/session/end`,
      response_types_supported: ['code'],
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('refuses an authorisation request without PKCE, or to another redirect URI', async () => {
    const browser = new BrowserSession(identity.url);
    const base = { client_id: CLIENT_ID, response_type: 'code', scope: 'openid' };
    const noPkce = await browser.get(
      `/oidc/auth?${new URLSearchParams({ ...base, redirect_uri: `${SITE_URL}/auth/callback/` })}`,
    );
    expect(noPkce.status).toBe(303);
    expect(noPkce.location).toContain('error=invalid_request');
    const elsewhere = await browser.get(
      `/oidc/auth?${new URLSearchParams({
        ...base,
        redirect_uri: 'https://evil.example/callback',
        code_challenge: 'x'.repeat(43),
        code_challenge_method: 'S256',
      })}`,
    );
    // Never redirected to an unknown place: the provider's own error screen.
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.location).toBeUndefined();
    expect(elsewhere.body).toContain('redirect_uri');
  });
});

describe('joining (email first, then a password and the terms)', () => {
  it('shows the address step with the two social options saying they are not configured', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser, { login_hint: 'hint@example.com' });
    const screen = await browser.get(interaction);
    expect(screen.status).toBe(200);
    expect(screen.body).toContain('Sign in or join');
    expect(screen.body).toContain('value="hint@example.com"');
    expect(screen.body).toContain('Google sign-in is not configured');
    expect(screen.body).toContain('Facebook sign-in is not configured');
    // The status shown while the address is checked.
    expect(screen.body).toContain('Checking your email address…');
    // No inline code: the policy allows the provider's own files only.
    expect(screen.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(screen.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(screen.headers.get('cache-control')).toBe('no-store');
  });

  it('answers an address that is not one, or none, with the spec’s messages', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const bad = await browser.post(`${interaction}/email`, { email: 'not-an-address' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain(escaped(SIGN_IN_EMAIL_INVALID_MESSAGE));
    const none = await browser.post(`${interaction}/email`, { email: ' ' });
    expect(none.status).toBe(400);
    expect(none.body).toContain(REQUIRED_FIELDS_MESSAGE);
  });

  it('sends a new address to the join step, with the checklist and the terms', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const email = newEmail();
    const step = await browser.post(`${interaction}/email`, { email });
    expect(step.status).toBe(303);
    expect(step.location).toBe(`${interaction}/join?${new URLSearchParams({ email })}`);
    const screen = await browser.get(step.location ?? '');
    expect(screen.body).toContain('Create your account');
    for (const item of ['6 characters minimum', '1 number', '1 letter', '1 special character']) {
      expect(screen.body).toContain(item);
    }
    expect(screen.body).toContain('Terms &amp; Conditions');
  });

  it('refuses a weak password and unaccepted terms with the spec’s messages', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const email = newEmail();
    const weak = await browser.post(`${interaction}/join`, {
      email,
      password: 'abcdef1',
      terms: 'accepted',
    });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain(PASSWORD_RULE_MESSAGE);
    // The checklist shows what the password had: a number and a letter, no special character.
    expect(weak.body).toMatch(/data-flag="numbers" class="met"/);
    expect(weak.body).toMatch(/data-flag="specialChars" class="unmet"/);
    // The password itself is never written back into the page.
    expect(weak.body).not.toContain('abcdef1');
    const noTerms = await browser.post(`${interaction}/join`, { email, password: GOOD_PASSWORD });
    expect(noTerms.status).toBe(400);
    expect(noTerms.body).toContain(escaped(TERMS_REQUIRED_MESSAGE));
  });

  it('creates the account and signs the reader in: tokens for the site and its APIs', async () => {
    const email = newEmail('joiner');
    const { tokens } = await join(identity, email);
    expect(tokens.token_type).toBe('Bearer');
    const access = await verifiedClaims(identity, tokens.access_token);
    expect(access).toMatchObject({
      iss: identity.issuer,
      aud: AUDIENCE,
      client_id: CLIENT_ID,
      scope: 'account',
    });
    expect(typeof access.sub).toBe('string');
    expect(Number(access.exp)).toBeGreaterThan(Date.now() / 1000);
    const id = await verifiedClaims(identity, tokens.id_token);
    expect(id).toMatchObject({
      iss: identity.issuer,
      aud: CLIENT_ID,
      sub: access.sub,
      email,
      login_count: 1,
    });
  });

  it('makes one account of two joins with one address', async () => {
    const email = newEmail('twice');
    const first = new BrowserSession(identity.url);
    const second = new BrowserSession(identity.url);
    const a = await beginSignIn(first);
    const b = await beginSignIn(second);
    await first.post(`${a.interaction}/email`, { email });
    await second.post(`${b.interaction}/email`, { email });
    const form = { email, password: GOOD_PASSWORD, terms: 'accepted' };
    const [one, two] = await Promise.all([
      first.post(`${a.interaction}/join`, form),
      second.post(`${b.interaction}/join`, form),
    ]);
    expect([one.status, two.status].sort()).toEqual([303, 409]);
    const refused = one.status === 409 ? one : two;
    expect(refused.body).toContain('An account already uses this email address');
  });
});

describe('signing in', () => {
  it('sends a known address to its password and counts each sign-in', async () => {
    const email = newEmail('returning');
    await join(identity, email);
    const { tokens } = await signIn(identity, email);
    const id = await verifiedClaims(identity, tokens.id_token);
    expect(id).toMatchObject({ email, login_count: 2 });
  });

  it('refuses a wrong password (401) and lets the reader try again', async () => {
    const email = newEmail('typo');
    await join(identity, email);
    const browser = new BrowserSession(identity.url);
    const { interaction, verifier, state } = await beginSignIn(browser);
    const wrong = await browser.post(`${interaction}/login`, { email, password: 'Wr0ng!pass' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toContain('Wrong email or password.');
    expect(wrong.body).toContain('Forgot your password?');
    const right = await browser.post(`${interaction}/login`, { email, password: GOOD_PASSWORD });
    const tokens = await finishSignIn(browser, right, verifier, state);
    expect((await verifiedClaims(identity, tokens.id_token)).email).toBe(email);
  });

  it('answers a step of an unknown or finished sign-in with the expired screen', async () => {
    const browser = new BrowserSession(identity.url);
    const unknown = await browser.get('/interaction/AAAAAAAAAAAAAAAAAAAAA');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toContain('This sign-in has expired');
    const forged = await browser.post('/interaction/..%2F..%2Foidc/login', {
      email: 'a@b.co',
      password: 'x',
    });
    expect(forged.status).toBe(400);
  });
});

describe('signing out', () => {
  it('ends the session and returns to the site root', async () => {
    const email = newEmail('leaver');
    const { tokens, browser } = await join(identity, email);
    const query = new URLSearchParams({
      id_token_hint: tokens.id_token,
      post_logout_redirect_uri: `${SITE_URL}/`,
    });
    const screen = await browser.get(`/oidc/session/end?${query}`);
    expect(screen.status).toBe(200);
    expect(screen.body).toContain('data-auto-submit');
    const action = /<form[^>]*action="([^"]+)"/.exec(screen.body)?.[1];
    const xsrf = /name="xsrf" value="([^"]+)"/.exec(screen.body)?.[1];
    expect(action).toBeDefined();
    const done = await browser.post(new URL(action ?? '').pathname, {
      xsrf: xsrf ?? '',
      logout: 'yes',
    });
    expect(done.status).toBe(303);
    expect(done.location).toBe(`${SITE_URL}/`);
    // Signed out: a new sign-in starts again from the address step.
    const again = await beginSignIn(browser);
    expect((await browser.get(again.interaction)).body).toContain('Sign in or join');
  });
});
