/**
 * Redis lost in the middle of a sign-in (the service reaches it through a proxy the test
 * closes): the steps of a sign-in begun before — the address, the password, joining — answer a
 * 503 page saying sign-in is unavailable, never a 500 nor the expired-sign-in screen. One Redis
 * only (REDIS_URL redis://): a Redis Cluster's clients go to its nodes' addresses, past a proxy.
 */
import { REDIS_UNAVAILABLE_MESSAGE } from '../src/store/redis-unavailable';
import { beginSignIn, BrowserSession, newEmail } from './support/browser-session';
import { GOOD_PASSWORD } from './support/flows';
import { type IdentityProcess, startIdentity } from './support/identity-process';
import { proxyToRedis, type RedisProxy } from './support/redis-proxy';

/** HTML-escaped as React writes text. */
const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;');

let proxy: RedisProxy;
let identity: IdentityProcess;

beforeAll(async () => {
  proxy = await proxyToRedis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  identity = await startIdentity({ REDIS_URL: proxy.url });
});

afterAll(async () => {
  await identity?.stop();
  await proxy?.close();
});

describe('Redis lost after a sign-in began', () => {
  it('answers the address, password and join steps with a 503 page', async () => {
    const browser = new BrowserSession(identity.url);
    const { interaction } = await beginSignIn(browser);
    await proxy.close();
    const email = newEmail('lost');
    const steps = [
      await browser.post(`${interaction}/email`, { email }),
      await browser.post(`${interaction}/login`, { email, password: GOOD_PASSWORD }),
      await browser.post(`${interaction}/join`, {
        email,
        password: GOOD_PASSWORD,
        terms: 'accepted',
      }),
      await browser.get(interaction),
    ];
    for (const answer of steps) {
      expect(answer.status).toBe(503);
      expect(answer.headers.get('content-type')).toContain('text/html');
      expect(answer.body).toContain('Sign-in unavailable');
      expect(answer.body).toContain(escaped(REDIS_UNAVAILABLE_MESSAGE));
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(identity.output()).toContain('POST /interaction/:uid/join answered 503');
    expect(identity.output()).not.toMatch(/"statusCode":500|server_error/);
  });
});
