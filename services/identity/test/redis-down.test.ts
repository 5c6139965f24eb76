/**
 * Redis out of reach from the start (REDIS_URL at a port nothing listens on; a Redis Cluster URL
 * when the run is against a cluster): every state change that needs Redis answers 503 with a
 * clear message, never a 500 — a page on the browser's routes, OAuth's `temporarily_unavailable`
 * on the provider's JSON endpoints, the kit's `{ statusCode, message }` on the JSON API — and it
 * is logged. (Losing Redis in the middle of a sign-in: redis-lost.test.ts.)
 */
import { isClusterUrl } from '@bytewire/service-kit';
import { REDIS_UNAVAILABLE_MESSAGE } from '../src/store/redis-unavailable';
import { authorisationRequest, BrowserSession, REDIRECT_URI } from './support/browser-session';
import { GOOD_PASSWORD } from './support/flows';
import {
  CLIENT_ID,
  freePort,
  type IdentityProcess,
  startIdentity,
} from './support/identity-process';

/** HTML-escaped as React writes text. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

let identity: IdentityProcess;

beforeAll(async () => {
  const port = await freePort();
  const cluster = isClusterUrl(process.env.REDIS_URL ?? '');
  identity = await startIdentity({
    REDIS_URL: cluster ? `redis+cluster://127.0.0.1:${port}` : `redis://127.0.0.1:${port}`,
  });
});

afterAll(async () => {
  await identity?.stop();
});

/** A 503 page saying sign-in is unavailable, with Retry-After. */
function expectUnavailablePage(answer: { status: number; headers: Headers; body: string }): void {
  expect(answer.status).toBe(503);
  expect(answer.headers.get('content-type')).toContain('text/html');
  expect(answer.headers.get('retry-after')).toMatch(/^\d+$/);
  expect(answer.body).toContain('Sign-in unavailable');
  expect(answer.body).toContain(escaped(REDIS_UNAVAILABLE_MESSAGE));
}

describe('with Redis out of reach', () => {
  it('answers an authorisation request with a 503 page, not a redirect or a 500', async () => {
    const browser = new BrowserSession(identity.url);
    const answer = await browser.get(authorisationRequest().path);
    expect(answer.location).toBeUndefined();
    expectUnavailablePage(answer);
  });

  it('answers the token endpoint 503 temporarily_unavailable, as OAuth errors are', async () => {
    const response = await fetch(`${identity.issuer}/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'a'.repeat(43),
        redirect_uri: REDIRECT_URI,
        client_id: CLIENT_ID,
        code_verifier: 'v'.repeat(43),
      }).toString(),
    });
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      error: 'temporarily_unavailable',
      error_description: REDIS_UNAVAILABLE_MESSAGE,
    });
  });

  it('answers a password reset request with a 503 page, and the widget’s with 503 JSON', async () => {
    const browser = new BrowserSession(identity.url);
    expectUnavailablePage(await browser.post('/reset', { email: 'reader@example.com' }));
    const widget = await fetch(`${identity.url}/dbconnections/change_password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: CLIENT_ID,
        email: 'reader@example.com',
        connection: 'Username-Password-Authentication',
      }),
    });
    expect(widget.status).toBe(503);
    expect(await widget.json()).toEqual({ statusCode: 503, message: REDIS_UNAVAILABLE_MESSAGE });
    expect(widget.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers a reset link and a new password with the 503 page', async () => {
    const browser = new BrowserSession(identity.url);
    const token = 'a'.repeat(43);
    expectUnavailablePage(await browser.get(`/reset/${token}`));
    expectUnavailablePage(await browser.post(`/reset/${token}`, { password: GOOD_PASSWORD }));
  });

  it('answers the account API 503 JSON', async () => {
    const response = await fetch(
      `${identity.url}/accounts/00000000-0000-0000-0000-000000000000/password`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': identity.accountsKey },
        body: JSON.stringify({ currentPassword: GOOD_PASSWORD, newPassword: `${GOOD_PASSWORD}2` }),
      },
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ statusCode: 503, message: REDIS_UNAVAILABLE_MESSAGE });
  });

  it('logs each 503, and no 500', async () => {
    // The log is written after the answer.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const output = identity.output();
    for (const route of [
      'GET /oidc/auth answered 503',
      'POST /oidc/token answered 503',
      'POST /reset answered 503',
      'POST /dbconnections/change_password answered 503',
      'GET /reset/:token answered 503',
      'POST /accounts/:sub/password answered 503',
    ]) {
      expect(output).toContain(route);
    }
    expect(output).not.toMatch(/"statusCode":500|server_error/);
  });
});
