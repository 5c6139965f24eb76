// Sign-in with a social network (spec 001 s2's two options) against stand-in networks on
// loopback: Google as an OpenID Connect provider, Facebook as Facebook Login and the Graph API.
import { TERMS_REQUIRED_MESSAGE } from '@bytewire/contracts';
import {
  type Answer,
  beginSignIn,
  BrowserSession,
  finishSignIn,
  newEmail,
  verifiedClaims,
} from './support/browser-session';
import { FakeSocialNetwork } from './support/fake-social-network';
import { join } from './support/flows';
import { type IdentityProcess, startIdentity } from './support/identity-process';

const SOCIAL_TIMEOUT_MS = 1000;
/** HTML-escaped as React writes text. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

let identity: IdentityProcess;
let google: FakeSocialNetwork;
let facebook: FakeSocialNetwork;

beforeAll(async () => {
  google = await new FakeSocialNetwork('oidc').start();
  facebook = await new FakeSocialNetwork('graph').start();
  identity = await startIdentity({
    IDENTITY_GOOGLE_CLIENT_ID: google.clientId,
    IDENTITY_GOOGLE_CLIENT_SECRET: google.clientSecret,
    IDENTITY_GOOGLE_ISSUER: google.url,
    IDENTITY_FACEBOOK_CLIENT_ID: facebook.clientId,
    IDENTITY_FACEBOOK_CLIENT_SECRET: facebook.clientSecret,
    IDENTITY_FACEBOOK_DIALOG_URL: `${facebook.url}/dialog/oauth`,
    IDENTITY_FACEBOOK_GRAPH_URL: facebook.url,
    IDENTITY_SOCIAL_TIMEOUT_MS: String(SOCIAL_TIMEOUT_MS),
  });
});

afterAll(async () => {
  await identity?.stop();
  await google?.stop();
  await facebook?.stop();
});

beforeEach(() => {
  for (const network of [google, facebook]) {
    network.tokenDelayMs = 0;
    network.tokenFailure = undefined;
  }
});

const randomSub = () => String(Math.floor(Math.random() * 1e15));

/** The reader leaves for the network, signs in there and comes back: the screen that follows. */
async function viaNetwork(
  browser: BrowserSession,
  interaction: string,
  network: FakeSocialNetwork,
): Promise<Answer> {
  const id = network === google ? 'google' : 'facebook';
  const leave = await browser.get(`${interaction}/social/${id}`);
  expect(leave.status).toBe(303);
  expect(leave.location?.startsWith(network.url)).toBe(true);
  const atNetwork = await fetch(leave.location ?? '', { redirect: 'manual' });
  const callback = atNetwork.headers.get('location') ?? '';
  expect(callback.startsWith(`${identity.url}/social/${id}/callback?`)).toBe(true);
  const routed = await browser.get(callback);
  expect(routed.status).toBe(303);
  expect(routed.location?.startsWith(`${interaction}/social/${id}/return?`)).toBe(true);
  return browser.get(routed.location ?? '');
}

/** A new browser's sign-in through the network: its interaction and the screen after. */
async function freshTrip(
  network: FakeSocialNetwork,
): Promise<{ browser: BrowserSession; interaction: string; screen: Answer }> {
  const browser = new BrowserSession(identity.url);
  const { interaction } = await beginSignIn(browser);
  return { browser, interaction, screen: await viaNetwork(browser, interaction, network) };
}

/** A returning reader's sign-in through the network, to the site: the ID token's claims. */
async function signedInVia(network: FakeSocialNetwork): Promise<Record<string, unknown>> {
  const browser = new BrowserSession(identity.url);
  const { interaction, verifier, state } = await beginSignIn(browser);
  const back = await viaNetwork(browser, interaction, network);
  return verifiedClaims(identity, (await finishSignIn(browser, back, verifier, state)).id_token);
}

/** The hidden id of the terms step. */
const joinIdOf = (screen: Answer) => /name="join" value="([^"]+)"/.exec(screen.body)?.[1] ?? '';

describe('the options on the first screen', () => {
  it('offers both networks once configured, as links into the sign-in', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const screen = await browser.get(interaction);
    expect(screen.status).toBe(200);
    expect(screen.body).toContain(`href="${interaction}/social/google">Continue with Google</a>`);
    expect(screen.body).toContain(
      `href="${interaction}/social/facebook">Continue with Facebook</a>`,
    );
    expect(screen.body).not.toContain('is not configured');
  });

  it('goes straight to the network the site names (idp_hint), and ignores one it does not know', async () => {
    const browser = new BrowserSession(identity.url);
    const hinted = await beginSignIn(browser, { idp_hint: 'google' });
    const start = await browser.get(hinted.interaction);
    expect(start.status).toBe(303);
    expect(start.location).toBe(`${hinted.interaction}/social/google`);
    const other = await beginSignIn(browser, { idp_hint: 'myspace' });
    expect((await browser.get(other.interaction)).body).toContain('Continue with Google');
  });

  it('asks the network with PKCE (S256), a state, a nonce and the registered redirect URI', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const leave = await browser.get(`${interaction}/social/google`);
    const asked = new URL(leave.location ?? '').searchParams;
    expect(asked.get('client_id')).toBe(google.clientId);
    expect(asked.get('redirect_uri')).toBe(`${identity.url}/social/google/callback`);
    expect(asked.get('scope')).toBe('openid email profile');
    expect(asked.get('code_challenge_method')).toBe('S256');
    expect(asked.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(asked.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(leave.location).not.toContain(google.clientSecret);
  });
});

describe('a new reader', () => {
  it('joins with Google: the terms first, then signed in to the site with the address Google gave', async () => {
    const email = newEmail('google');
    google.next = { sub: randomSub(), email, email_verified: true };
    const browser = new BrowserSession(identity.url);
    const { interaction, verifier, state } = await beginSignIn(browser);
    const terms = await viaNetwork(browser, interaction, google);
    expect(terms.status).toBe(200);
    expect(terms.body).toContain('Signed in with Google as');
    expect(terms.body).toContain(email);
    const joinId = joinIdOf(terms);
    expect(joinId).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const refused = await browser.post(`${interaction}/social-join`, { join: joinId });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain(escaped(TERMS_REQUIRED_MESSAGE));

    const done = await browser.post(`${interaction}/social-join`, {
      join: joinId,
      terms: 'accepted',
    });
    const tokens = await finishSignIn(browser, done, verifier, state);
    const claims = await verifiedClaims(identity, tokens.id_token);
    expect(claims.email).toBe(email);
    expect(claims.login_count).toBe(1);

    // The terms step is spent with the join.
    const again = await browser.post(`${interaction}/social-join`, {
      join: joinId,
      terms: 'accepted',
    });
    expect(again.status).toBe(400);
  });

  it('joins with Facebook, read from the Graph API', async () => {
    const email = newEmail('facebook');
    facebook.next = { sub: randomSub(), email };
    const browser = new BrowserSession(identity.url);
    const { interaction, verifier, state } = await beginSignIn(browser);
    const terms = await viaNetwork(browser, interaction, facebook);
    expect(terms.body).toContain('Signed in with Facebook as');
    const done = await browser.post(`${interaction}/social-join`, {
      join: joinIdOf(terms),
      terms: 'accepted',
    });
    const claims = await verifiedClaims(
      identity,
      (await finishSignIn(browser, done, verifier, state)).id_token,
    );
    expect(claims.email).toBe(email);
    const exchange = facebook.tokenRequests.at(-1);
    expect(exchange?.get('client_secret')).toBe(facebook.clientSecret);
    expect(exchange?.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('is asked to use an address when the network gives none', async () => {
    facebook.next = { sub: randomSub() };
    const { interaction, screen } = await freshTrip(facebook);
    expect(screen.status).toBe(400);
    expect(screen.body).toContain(
      escaped(
        'Facebook did not share an email address with us. Please continue with your email address.',
      ),
    );
    expect(screen.body).toContain(`action="${interaction}/email"`);
  });
});

describe('a returning reader', () => {
  it('signs in with the same network account at once, counting the sign-in', async () => {
    const sub = randomSub();
    const email = newEmail('again');
    google.next = { sub, email, email_verified: true };
    const first = new BrowserSession(identity.url);
    const started = await beginSignIn(first);
    const terms = await viaNetwork(first, started.interaction, google);
    await first.post(`${started.interaction}/social-join`, {
      join: joinIdOf(terms),
      terms: 'accepted',
    });

    // Even when the network now gives another address: the link is by the network's id.
    google.next = { sub, email: newEmail('changed'), email_verified: true };
    const claims = await signedInVia(google);
    expect(claims.email).toBe(email);
    expect(claims.login_count).toBe(2);
  });

  it('opens the account that has the address when Google vouches for it, and keeps the link', async () => {
    const email = newEmail('linked');
    const joined = await join(identity, email);
    const joinedClaims = await verifiedClaims(identity, joined.tokens.id_token);
    const sub = randomSub();
    google.next = { sub, email: email.toUpperCase(), email_verified: true };
    for (const expectedCount of [2, 3]) {
      const claims = await signedInVia(google);
      expect(claims.sub).toBe(joinedClaims.sub);
      expect(claims.login_count).toBe(expectedCount);
    }
  });

  it('is asked for the password when the network does not vouch for the address', async () => {
    const email = newEmail('unverified');
    const joined = await join(identity, email);
    const joinedClaims = await verifiedClaims(identity, joined.tokens.id_token);
    for (const network of [google, facebook]) {
      network.next = { sub: randomSub(), email, email_verified: false };
      const { interaction, screen } = await freshTrip(network);
      expect(screen.status).toBe(409);
      expect(screen.body).toContain(
        escaped('An account already uses this email address. Please sign in with its password.'),
      );
      expect(screen.body).toContain(`action="${interaction}/login"`);
    }
    // Nothing was linked: the account still has only its own sign-in.
    const claims = await verifiedClaims(identity, joined.tokens.id_token);
    expect(claims.sub).toBe(joinedClaims.sub);
  });
});

describe('what can go wrong', () => {
  it('says the reader cancelled when the network answers access_denied', async () => {
    google.next = { error: 'access_denied' };
    const { screen } = await freshTrip(google);
    expect(screen.status).toBe(200);
    expect(screen.body).toContain(
      escaped(
        'Google sign-in was cancelled. You can try again, or continue with your email address.',
      ),
    );
  });

  it('takes an answer once, and only in the browser that left for the network', async () => {
    google.next = { sub: randomSub(), email: newEmail('replay'), email_verified: true };
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const leave = await browser.get(`${interaction}/social/google`);
    const callback =
      (await fetch(leave.location ?? '', { redirect: 'manual' })).headers.get('location') ?? '';
    const routed = await browser.get(callback);

    // Another browser (no interaction cookie) with the same answer: the expired screen.
    const stranger = new BrowserSession(identity.url);
    const theirs = await stranger.get(routed.location ?? '');
    expect(theirs.status).toBe(400);
    expect(theirs.body).toContain('Sign-in expired');

    expect((await browser.get(routed.location ?? '')).status).toBe(200);
    // Spent: the same answer again finds nothing.
    const replayed = await browser.get(routed.location ?? '');
    expect(replayed.status).toBe(400);
    expect(replayed.body).toContain('Sign-in expired');
    expect((await browser.get(callback)).status).toBe(400);
  });

  it('refuses a forged state, and a state of another network', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const forged = await browser.get(`/social/google/callback?code=x&state=${'A'.repeat(43)}`);
    expect(forged.status).toBe(400);
    const leave = await browser.get(`${interaction}/social/google`);
    const state = new URL(leave.location ?? '').searchParams.get('state') ?? '';
    const crossed = await browser.get(`/social/facebook/callback?code=x&state=${state}`);
    expect(crossed.status).toBe(400);
    const hostile = await browser.get(`/social/google/callback?state[]=1&code=%00`);
    expect(hostile.status).toBe(400);
  });

  it('says the network is not available when it answers too late or refuses the code', async () => {
    google.next = { sub: randomSub(), email: newEmail('slow'), email_verified: true };
    google.tokenDelayMs = SOCIAL_TIMEOUT_MS + 1000;
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const started = Date.now();
    const slow = await viaNetwork(browser, interaction, google);
    expect(Date.now() - started).toBeLessThan(SOCIAL_TIMEOUT_MS + 900);
    expect(slow.status).toBe(502);
    const unavailable = escaped(
      'Google sign-in is not available right now. Please try again, or continue with your email address.',
    );
    expect(slow.body).toContain(unavailable);

    google.tokenDelayMs = 0;
    google.tokenFailure = { status: 400, body: '{"error":"invalid_grant"}' };
    const { interaction: second } = await beginSignIn(browser);
    const refused = await viaNetwork(browser, second, google);
    expect(refused.status).toBe(502);
    expect(refused.body).toContain(unavailable);
    expect(identity.output()).toContain('social sign-in failed');
  });

  it('answers the first screen for a network that is not one of the two', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const unknown = await browser.get(`${interaction}/social/myspace`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain(`action="${interaction}/email"`);
  });
});
