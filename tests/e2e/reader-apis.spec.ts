// The signed-in reader's APIs through the whole cluster (spec 001 s7, spec 000 s7): a reader
// joins at the identity provider in Chromium, the site's code is traded for tokens, then the
// gateway forwards newsletters, journeys, subscriptions, the profile and discussion sign-on to
// the newsletter proxy, which checks the token against the provider's keys. A profile edit
// changing the password goes on to the provider: the new password signs in.
import { expect, test, type Page } from '../support/test';
import { createHash, randomBytes } from 'node:crypto';

const BASE_URL = process.env.BASE_URL ?? '';
const IDENTITY_URL = process.env.IDENTITY_URL ?? '';
const SITE = process.env.SITE_PUBLIC_URL ?? '';
const REDIRECT_URI = `${SITE}/auth/callback/`;
const PASSWORD = 'Str0ng!pass';

/** Runs the authorisation code flow in the page; `screens` fills the provider's screens. */
async function signInThroughProvider(
  page: Page,
  screens: (page: Page) => Promise<void>,
): Promise<{ access_token: string; id_token: string }> {
  const verifier = randomBytes(32).toString('base64url');
  const state = randomBytes(8).toString('hex');
  const query = new URLSearchParams({
    client_id: 'bytewire-web',
    redirect_uri: REDIRECT_URI,
    response_type: 'code',
    scope: 'openid email profile account',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  });
  await page.goto(`${IDENTITY_URL}/oidc/auth?${query}`);
  await screens(page);
  await page.waitForURL((url) => url.href.startsWith(REDIRECT_URI));
  const code = new URL(page.url()).searchParams.get('code') ?? '';
  const response = await fetch(`${IDENTITY_URL}/oidc/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: REDIRECT_URI,
      client_id: 'bytewire-web',
      code_verifier: verifier,
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { access_token: string; id_token: string };
}

const joinScreens = (email: string) => async (page: Page) => {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByLabel('I agree to the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
};

const signInScreens = (email: string, password: string) => async (page: Page) => {
  await page.getByLabel('Email address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
};

function api(path: string, token?: string, init: RequestInit = {}): Promise<Response> {
  return fetch(`${BASE_URL}${path}`, {
    ...init,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(init.body ? { 'content-type': 'application/json' } : {}),
    },
  });
}

test('a reader joins, subscribes, edits the profile and changes the password through the gateway', async ({
  browser,
}) => {
  const email = `reader.${randomBytes(5).toString('hex')}@example.com`;
  const joining = await browser.newPage();
  const { access_token: token } = await signInThroughProvider(joining, joinScreens(email));
  await joining.close();

  // Newsletters: the list for anyone, subscriptions for the signed-in reader only.
  const list = await api('/api/neutron/newsletters/bytewire');
  expect(list.status).toBe(200);
  const { data } = (await list.json()) as {
    data: { items: { id: string; subscribeJourneyId: string }[] };
  };
  const newsletter = data.items[0]!;
  expect((await api('/api/neutron/newsletters/bytewire/subscriptions')).status).toBe(401);
  const journey = await api(
    `/api/neutron/newsletters/bytewire/journey/${newsletter.subscribeJourneyId}`,
    token,
    { method: 'POST' },
  );
  expect(((await journey.json()) as { data: { item: { code: string } } }).data.item.code).toBe(
    'Success',
  );
  const mine = await api('/api/neutron/newsletters/bytewire/subscriptions', token);
  expect(
    ((await mine.json()) as { data: { items: { newsletterId: string }[] } }).data.items,
  ).toEqual([expect.objectContaining({ newsletterId: newsletter.id })]);

  // The profile: the reader's own, with the spec's messages for a bad address and a weak password.
  const profilePath = '/api/neutron/users/rna/bytewire/user';
  const profile = (await (await api(profilePath, token)).json()) as {
    data: { data: { item: { email: string; avatar: string } } };
  };
  expect(profile.data.data.item.email).toBe(email);
  expect((await api(profile.data.data.item.avatar)).status).toBe(200);
  const put = (body: unknown) =>
    api(profilePath, token, { method: 'PUT', body: JSON.stringify(body) });
  const badEmail = await put({ email: 'not-an-address' });
  expect(badEmail.status).toBe(400);
  expect(((await badEmail.json()) as { message: string }).message).toBe('E-mail format invalid');
  const weak = await put({
    currentPassword: PASSWORD,
    newPassword: 'weak',
    confirmPassword: 'weak',
  });
  expect(weak.status).toBe(400);
  const wrongCurrent = await put({
    currentPassword: 'N0t!mine',
    newPassword: 'Fr3sh!pass',
    confirmPassword: 'Fr3sh!pass',
  });
  expect(wrongCurrent.status).toBe(400);
  expect(((await wrongCurrent.json()) as { message: string }).message).toBe(
    'Your current password is not right',
  );
  const changed = await put({
    firstName: 'Ada',
    currentPassword: PASSWORD,
    newPassword: 'Fr3sh!pass',
    confirmPassword: 'Fr3sh!pass',
  });
  expect(changed.status).toBe(200);

  // Discussion sign-on for the same reader.
  const discussion = await api('/api/neutron/users/bytewire/bytewire/authenticate', token, {
    method: 'POST',
  });
  const remote = (await discussion.json()) as {
    data: { data: { item: { disqusToken: { remoteAuthS3: string } } } };
  };
  const [payload] = remote.data.data.item.disqusToken.remoteAuthS3.split(' ');
  expect(JSON.parse(Buffer.from(payload ?? '', 'base64').toString())).toMatchObject({ email });

  // The new password signs in at the provider.
  const again = await browser.newPage();
  const tokens = await signInThroughProvider(again, signInScreens(email, 'Fr3sh!pass'));
  expect(tokens.access_token).toBeTruthy();
  await again.close();
});

test('another reader’s token never reads this reader’s data', async ({ browser }) => {
  const first = await browser.newPage();
  const a = await signInThroughProvider(
    first,
    joinScreens(`a.${randomBytes(5).toString('hex')}@example.com`),
  );
  await first.close();
  const second = await browser.newPage();
  const b = await signInThroughProvider(
    second,
    joinScreens(`b.${randomBytes(5).toString('hex')}@example.com`),
  );
  await second.close();
  const path = '/api/neutron/users/rna/bytewire/user';
  await api(path, a.access_token, { method: 'PUT', body: JSON.stringify({ firstName: 'Alice' }) });
  const seenByB = (await (await api(path, b.access_token)).json()) as {
    data: { data: { item: { firstName: string } } };
  };
  expect(seenByB.data.data.item.firstName).toBe('');
  // An ID token is not an access token for the APIs (its audience is the site's client).
  expect((await api(path, a.id_token)).status).toBe(401);
});
