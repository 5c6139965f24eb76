import request from 'supertest';
import { proxyForSuite } from './support/app';
import { FakePlatform } from './support/fake-platform';

/**
 * A profile edit changing the password or the address goes to the identity provider's account
 * API (here a loopback stand-in): with the accounts key, for the token's reader only; its
 * refusals become the reader's, a limit's 429 with its Retry-After.
 */
describe('changes made at the identity provider', () => {
  let provider: FakePlatform;
  // Before the app starts: its environment names the stand-in's URL.
  beforeAll(async () => {
    provider = await FakePlatform.start();
  });
  const suite = proxyForSuite(() => ({ IDENTITY_URL: provider.url }));
  afterEach(() => provider.reset());
  afterAll(() => provider.stop());

  const put = async (sub: string, body: Record<string, string>) =>
    request(suite.app.getHttpServer())
      .put(`/api/neutron/users/rna/${suite.site}/user`)
      .set('authorization', `Bearer ${await suite.issuer.token(sub)}`)
      .send(body);
  const passwordChange = {
    currentPassword: 'Str0ng!pass',
    newPassword: 'N3w!password',
    confirmPassword: 'N3w!password',
  };

  it('asks for the token’s reader with the accounts key, and answers the profile', async () => {
    provider.answers.set('POST /accounts/reader-1/password', { status: 204 });
    const response = await put('reader-1', passwordChange);
    expect(response.status).toBe(200);
    expect(response.body.data.data.item.id).toBe('reader-1');
    const [call] = provider.requests;
    expect(call?.headers['x-api-key']).toBe('accounts-key-0123456789');
    expect(JSON.parse(call?.body ?? '{}')).toEqual({
      currentPassword: 'Str0ng!pass',
      newPassword: 'N3w!password',
    });
  });

  it('passes a limit’s 429 on with its message and Retry-After', async () => {
    provider.answers.set('POST /accounts/guesser/password', {
      status: 429,
      json: { statusCode: 429, message: 'Too many failed sign-ins for this address.' },
      headers: { 'retry-after': '600' },
    });
    const response = await put('guesser', passwordChange);
    expect(response.status).toBe(429);
    expect(response.body).toEqual({
      statusCode: 429,
      message: 'Too many failed sign-ins for this address.',
    });
    expect(response.headers['retry-after']).toBe('600');
  });

  it('a 429 with no usable Retry-After or message gets the sign-in window and words of its own', async () => {
    provider.answers.set('POST /accounts/guesser-2/password', {
      status: 429,
      json: { message: 'line one\nline two' },
      headers: { 'retry-after': 'Wed, 21 Oct 2026 07:28:00 GMT' },
    });
    const response = await put('guesser-2', passwordChange);
    expect(response.status).toBe(429);
    expect(response.body.message).toBe('Too many attempts');
    expect(response.headers['retry-after']).toBe('900');
  });

  it('a wrong current password is 400, an address taken 409, a provider failing 502', async () => {
    provider.answers.set('POST /accounts/wrong/password', { status: 403, json: {} });
    const wrong = await put('wrong', passwordChange);
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Your current password is not right');

    provider.answers.set('POST /accounts/taken/email', { status: 409, json: {} });
    const taken = await put('taken', { email: 'someone.else@example.com' });
    expect(taken.status).toBe(409);

    provider.answers.set('POST /accounts/broken/password', { status: 500, json: {} });
    expect((await put('broken', passwordChange)).status).toBe(502);
  });
});
