import { PASSWORD_RULE_MESSAGE } from '@bytewire/contracts';
import {
  authorisationRequest,
  beginSignIn,
  BrowserSession,
  finishSignIn,
  newEmail,
  REDIRECT_URI,
  verifiedClaims,
} from './support/browser-session';
import { GOOD_PASSWORD, join, signIn } from './support/flows';
import { CLIENT_ID, type IdentityProcess, startIdentity } from './support/identity-process';

let identity: IdentityProcess;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.stop();
});

interface Mail {
  to: string;
  subject: string;
  text: string;
}

async function outbox(
  to: string,
  key = identity.outboxKey,
): Promise<{ status: number; items: Mail[] }> {
  const response = await fetch(`${identity.url}/outbox?${new URLSearchParams({ to })}`, {
    headers: { 'x-api-key': key },
  });
  const body = (await response.json()) as { items?: Mail[] };
  return { status: response.status, items: body.items ?? [] };
}

/** The reset link of the newest mail to `email`, as a path on the provider. */
async function resetLink(email: string): Promise<string> {
  const [mail] = (await outbox(email)).items;
  const link = /https?:\/\/\S+\/reset\/[A-Za-z0-9_-]{43}/.exec(mail?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset mail to ${email}`);
  return new URL(link).pathname;
}

/**
 * What the site's silent renewal gets from this browser's provider session: an authorisation
 * request with `prompt=none` comes back to the site with a code, or with an error.
 */
async function silentRenewal(
  browser: BrowserSession,
): Promise<{ code: true } | { error: string | null }> {
  let answer = await browser.get(authorisationRequest({ prompt: 'none' }).path);
  // The provider may pass through its resume endpoint first.
  for (
    let hop = 0;
    hop < 3 && answer.location && !answer.location.startsWith(REDIRECT_URI);
    hop++
  ) {
    answer = await browser.get(answer.location);
  }
  if (!answer.location?.startsWith(REDIRECT_URI)) {
    throw new Error(`silent renewal answered ${answer.status} ${answer.location}`);
  }
  const back = new URL(answer.location);
  return back.searchParams.get('code') ? { code: true } : { error: back.searchParams.get('error') };
}

describe('password reset through the outbox', () => {
  it('mails a link that sets a new password once; the old password stops working', async () => {
    const email = newEmail('forgetful');
    await join(identity, email);
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const uid = interaction.split('/')[2] ?? '';
    const ask = await browser.get(`/reset?${new URLSearchParams({ email, interaction: uid })}`);
    expect(ask.status).toBe(200);
    expect(ask.body).toContain(`value="${email}"`);
    expect(ask.body).toContain(`href="/interaction/${uid}"`);

    const sent = await browser.post('/reset', { email, interaction: uid });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('we have sent it an email with a link');
    const [mail] = (await outbox(email)).items;
    expect(mail).toMatchObject({ to: email, subject: 'Reset your password' });

    const link = await resetLink(email);
    const form = await browser.get(link);
    expect(form.status).toBe(200);
    expect(form.body).toContain('Choose a new password');
    const weak = await browser.post(link, { password: 'short' });
    expect(weak.status).toBe(400);
    expect(weak.body).toContain(PASSWORD_RULE_MESSAGE);

    const changed = await browser.post(link, { password: 'N3w!password' });
    expect(changed.status).toBe(200);
    expect(changed.body).toContain('Your password has been changed');
    // Once only.
    const again = await browser.post(link, { password: 'An0ther!pass' });
    expect(again.status).toBe(400);
    expect(again.body).toContain('This link has expired or was already used');

    await expect(signIn(identity, email, GOOD_PASSWORD)).rejects.toThrow('screen answered 401');
    const { tokens } = await signIn(identity, email, 'N3w!password');
    expect((await verifiedClaims(identity, tokens.id_token)).email).toBe(email);
  });

  it('ends every session of the account: silent renewal then asks to sign in again', async () => {
    const email = newEmail('compromised');
    const { browser: first } = await join(identity, email);
    const { browser: second } = await signIn(identity, email);
    const stranger = await join(identity, newEmail('bystander'));
    for (const browser of [first, second, stranger.browser]) {
      expect(await silentRenewal(browser)).toEqual({ code: true });
    }

    await new BrowserSession(identity.url).post('/reset', { email });
    const link = await resetLink(email);
    const changed = await new BrowserSession(identity.url).post(link, { password: 'N3w!password' });
    expect(changed.status).toBe(200);

    expect(await silentRenewal(first)).toEqual({ error: 'login_required' });
    expect(await silentRenewal(second)).toEqual({ error: 'login_required' });
    // Another reader's session is theirs.
    expect(await silentRenewal(stranger.browser)).toEqual({ code: true });
    expect(identity.output()).toContain('sessions and grants ended');
  });

  it('answers the same for an address with no account, and mails nothing', async () => {
    const email = newEmail('stranger');
    const browser = new BrowserSession(identity.url);
    const sent = await browser.post('/reset', { email });
    expect(sent.status).toBe(200);
    expect(sent.body).toContain('we have sent it an email with a link');
    expect((await outbox(email)).items).toEqual([]);
  });

  it('refuses a bad address and unknown or malformed links', async () => {
    const browser = new BrowserSession(identity.url);
    const bad = await browser.post('/reset', { email: 'nope' });
    expect(bad.status).toBe(400);
    expect(bad.body).toContain('Oops! Please enter a valid email');
    for (const path of ['/reset/' + 'A'.repeat(43), '/reset/short', '/reset/%00%3Cscript%3E']) {
      const answer = await browser.get(path);
      expect(answer.status).toBe(400);
      expect(answer.body).toContain('This link has expired or was already used');
    }
  });

  it('takes the widget’s JSON request (client_id, email, connection)', async () => {
    const email = newEmail('widget');
    await join(identity, email);
    const post = (body: unknown) =>
      fetch(`${identity.url}/dbconnections/change_password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const ok = await post({
      client_id: CLIENT_ID,
      email,
      connection: 'Username-Password-Authentication',
    });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe("We've just sent you an email to reset your password.");
    expect((await outbox(email)).items).toHaveLength(1);

    const otherClient = await post({
      client_id: 'someone-else',
      email,
      connection: 'Username-Password-Authentication',
    });
    expect(otherClient.status).toBe(400);
    expect(((await otherClient.json()) as { message: string }).message).toContain('client_id');
    const otherConnection = await post({
      client_id: CLIENT_ID,
      email,
      connection: 'google-oauth2',
    });
    expect(otherConnection.status).toBe(400);
    expect(((await otherConnection.json()) as { message: string }).message).toContain(
      'connection must be Username-Password-Authentication',
    );
    const notJson = await fetch(`${identity.url}/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"email":',
    });
    expect(notJson.status).toBe(400);
  });

  it('keeps the outbox behind its key', async () => {
    expect((await outbox('a@example.com', 'wrong-key-wrong-key')).status).toBe(401);
    const noKey = await fetch(`${identity.url}/outbox`);
    expect(noKey.status).toBe(401);
  });

  it('never writes a reset link in the logs', async () => {
    const email = newEmail('quiet');
    await join(identity, email);
    await new BrowserSession(identity.url).post('/reset', { email });
    const link = await resetLink(email);
    expect(identity.output()).toContain('mail put in the outbox');
    expect(identity.output()).not.toContain(link.split('/')[2]);
  });
});

describe('a finished sign-in cannot be replayed', () => {
  it('answers a step of a finished interaction with the expired screen', async () => {
    const email = newEmail('replay');
    await join(identity, email);
    const browser = new BrowserSession(identity.url);
    const { interaction, verifier, state } = await beginSignIn(browser);
    await browser.post(`${interaction}/email`, { email });
    const done = await browser.post(`${interaction}/login`, { email, password: GOOD_PASSWORD });
    await finishSignIn(browser, done, verifier, state);
    const replay = await browser.post(`${interaction}/login`, { email, password: GOOD_PASSWORD });
    expect(replay.status).toBe(400);
    expect(replay.body).toContain('This sign-in has expired');
  });
});
