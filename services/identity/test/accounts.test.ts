import { PASSWORD_RULE_MESSAGE } from '@bytewire/contracts';
import { newEmail, verifiedClaims } from './support/browser-session';
import { GOOD_PASSWORD, join, signIn } from './support/flows';
import { type IdentityProcess, startIdentity } from './support/identity-process';

let identity: IdentityProcess;

beforeAll(async () => {
  identity = await startIdentity();
});

afterAll(async () => {
  await identity?.stop();
});

function post(path: string, body: unknown, key = identity.accountsKey): Promise<Response> {
  return fetch(`${identity.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
}

/** A new reader's subject id (from the access token, which also carries the address). */
async function newReader(email: string): Promise<string> {
  const { tokens } = await join(identity, email);
  const access = await verifiedClaims(identity, tokens.access_token);
  expect(access.email).toBe(email);
  return access.sub as string;
}

describe('account API (for the site’s APIs)', () => {
  it('changes the password given the current one; the new one signs in', async () => {
    const email = newEmail('changer');
    const sub = await newReader(email);
    const wrong = await post(`/accounts/${sub}/password`, {
      currentPassword: 'N0t!mine',
      newPassword: 'Fr3sh!pass',
    });
    expect(wrong.status).toBe(403);
    expect(((await wrong.json()) as { message: string }).message).toBe(
      'Your current password is not right',
    );
    const weak = await post(`/accounts/${sub}/password`, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'weak',
    });
    expect(weak.status).toBe(400);
    expect(((await weak.json()) as { message: string }).message).toBe(PASSWORD_RULE_MESSAGE);
    const ok = await post(`/accounts/${sub}/password`, {
      currentPassword: GOOD_PASSWORD,
      newPassword: 'Fr3sh!pass',
    });
    expect(ok.status).toBe(204);
    await expect(signIn(identity, email, 'Fr3sh!pass')).resolves.toBeDefined();
  });

  it('moves an account to a free address, never to one in use', async () => {
    const email = newEmail('mover');
    const sub = await newReader(email);
    const taken = newEmail('taken');
    await newReader(taken);
    const refused = await post(`/accounts/${sub}/email`, { email: taken.toUpperCase() });
    expect(refused.status).toBe(409);
    const moved = newEmail('moved');
    expect((await post(`/accounts/${sub}/email`, { email: moved })).status).toBe(204);
    const { tokens } = await signIn(identity, moved);
    expect((await verifiedClaims(identity, tokens.id_token)).sub).toBe(sub);
    // The old address is free again.
    await expect(join(identity, email)).resolves.toBeDefined();
    const bad = await post(`/accounts/${sub}/email`, { email: 'nope' });
    expect(bad.status).toBe(400);
  });

  it('answers only the accounts key, and 404 for an unknown account', async () => {
    const sub = await newReader(newEmail('guarded'));
    const body = { currentPassword: GOOD_PASSWORD, newPassword: 'Fr3sh!pass' };
    expect((await post(`/accounts/${sub}/password`, body, identity.outboxKey)).status).toBe(401);
    expect((await post(`/accounts/${sub}/password`, body, '')).status).toBe(401);
    const unknown = await post('/accounts/00000000-0000-0000-0000-000000000000/password', body);
    expect(unknown.status).toBe(404);
    expect((await post('/accounts/..%2Foutbox/email', { email: 'a@b.co' })).status).toBe(404);
  });
});
