/**
 * The provider's limits, against the real service and Redis: wrong passwords per address (10
 * in 15 minutes, then no password is taken for it, right or wrong, with 429 and Retry-After;
 * a wrong current password at the account API counts too) and reset mails per address (3 an
 * hour; the form still answers the same).
 */
import { API_KEY_HEADER } from '@bytewire/service-kit';
import { beginSignIn, BrowserSession, newEmail, verifiedClaims } from './support/browser-session';
import { GOOD_PASSWORD, join } from './support/flows';
import { type IdentityProcess, startIdentity } from './support/identity-process';

const TOO_MANY =
  'Too many failed sign-ins for this address. Please try again later or reset your password.';

let identity: IdentityProcess;
beforeAll(async () => {
  identity = await startIdentity();
});
afterAll(async () => {
  await identity?.stop();
});

async function outboxCount(to: string): Promise<number> {
  const response = await fetch(`${identity.url}/outbox?${new URLSearchParams({ to })}`, {
    headers: { 'x-api-key': identity.outboxKey },
  });
  return ((await response.json()) as { items: unknown[] }).items.length;
}

describe('wrong passwords per address', () => {
  it('after 10 wrong ones, no password is taken for the address, not even the right one', async () => {
    const email = newEmail('guessed');
    await join(identity, email);
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    const attempt = (password: string) => browser.post(`${interaction}/login`, { email, password });
    for (let i = 0; i < 10; i += 1) {
      expect((await attempt(`Wr0ng!pass${i}`)).status).toBe(401);
    }
    const locked = await attempt(GOOD_PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.body).toContain(TOO_MANY.replace(/'/g, '&#x27;'));
    const retryAfter = Number(locked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another address is not held back by it.
    const other = newEmail('neighbour');
    await join(identity, other);
    const fresh = new BrowserSession(identity.url);
    const second = await beginSignIn(fresh);
    const wrong = await fresh.post(`${second.interaction}/login`, {
      email: other,
      password: 'Wr0ng!pass',
    });
    expect(wrong.status).toBe(401);
  });

  it('a wrong current password at the account API counts as one, and is held back too', async () => {
    const email = newEmail('profile-guessed');
    const { tokens } = await join(identity, email);
    const { sub } = await verifiedClaims(identity, tokens.access_token);
    const change = (currentPassword: string) =>
      fetch(`${identity.url}/accounts/${String(sub)}/password`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [API_KEY_HEADER]: identity.accountsKey },
        body: JSON.stringify({ currentPassword, newPassword: 'N3w!passw0rd' }),
      });
    for (let i = 0; i < 10; i += 1) expect((await change(`Wr0ng!pass${i}`)).status).toBe(403);
    const locked = await change(GOOD_PASSWORD);
    expect(locked.status).toBe(429);
    expect(((await locked.json()) as { message: string }).message).toBe(TOO_MANY);
  });
});

describe('reset mails per address', () => {
  it('sends 3 an hour; a fourth request answers the same and sends nothing', async () => {
    const email = newEmail('flooded');
    await join(identity, email);
    const browser = new BrowserSession(identity.url);
    for (let i = 0; i < 4; i += 1) {
      const sent = await browser.post('/reset', { email });
      expect(sent.status).toBe(200);
      expect(sent.body).toContain('we have sent it an email with a link');
    }
    expect(await outboxCount(email)).toBe(3);
  });
});
